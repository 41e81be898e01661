# The two commands a newcomer runs are `make audit` and `make test` (see README.md).
# Both install missing system packages first (scripts/setup-system, Debian/Ubuntu).

.PHONY: setup audit test lint bench bench-smoke docs fuzz fuzz-smoke

setup:
	@scripts/setup-system

## The main job: audit every ICU locale against the bundled catalogs and every preset.
audit: setup
	swift run -c release switch-labels audit

## The test suite (Swift Testing), from a clean state if need be.
test: setup
	swift build --build-tests
	swift test --skip-build

lint:
	swift format lint --strict --recursive Sources Tests Plugins Examples Package.swift

## The benchmarks (release build; ratios against baselines measured in the same run).
bench: setup
	swift build -c release
	.build/release/switch-labels-bench

## A quick benchmark run for CI: every case, few iterations, no thresholds enforced.
bench-smoke: setup
	swift build -c release
	.build/release/switch-labels-bench --quick

## API documentation with the toolchain's docc (output in .build/docs).
docs:
	swift build --target SwitchLabels -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
	docc convert Sources/SwitchLabels/SwitchLabels.docc --fallback-display-name SwitchLabels \
	  --fallback-bundle-identifier org.switchlabels.SwitchLabels \
	  --additional-symbol-graph-dir .build/symbol-graphs --output-path .build/docs --warnings-as-errors

## Coverage-guided fuzzing of every reader (libFuzzer + AddressSanitizer; the separate package
## Fuzz/, never built by `swift build` or the tests). FUZZ_SECONDS per target (default 60),
## FUZZ_RUNS to stop a target after that many executions, FUZZ_TARGETS to choose targets.
FUZZ_SECONDS ?= 60
fuzz: setup
	Fuzz/run --seconds $(FUZZ_SECONDS) $(if $(FUZZ_RUNS),--runs $(FUZZ_RUNS)) $(FUZZ_TARGETS)

## A short fuzz run for CI: every target for 20 s, from the committed seeds.
fuzz-smoke: setup
	Fuzz/run --seconds 20
