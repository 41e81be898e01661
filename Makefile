# The two commands a newcomer runs are `make audit` and `make test` (see README.md).
# Both install missing system packages first (scripts/setup-system, Debian/Ubuntu).

.PHONY: setup audit test lint bench docs

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
	swift format lint --strict --recursive Sources Tests Package.swift

bench: setup
	swift run -c release switch-labels-bench

## API documentation with the toolchain's docc (output in .build/docs).
docs:
	swift build --target SwitchLabels -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
	docc convert Sources/SwitchLabels/SwitchLabels.docc --fallback-display-name SwitchLabels \
	  --fallback-bundle-identifier org.switchlabels.SwitchLabels \
	  --additional-symbol-graph-dir .build/symbol-graphs --output-path .build/docs --warnings-as-errors
