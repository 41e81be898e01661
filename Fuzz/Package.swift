// swift-tools-version: 6.0
// Coverage-guided fuzz targets for SwitchLabels' readers (libFuzzer), one executable per reader.
// Built only by `make fuzz` / `make fuzz-smoke` (`Fuzz/run`), with
// `swift build --sanitize=fuzzer --sanitize=address`; never by the main package's build or tests.

import PackageDescription

/// A fuzz target: `Sources/fuzz-<reader>/`, feeding bytes through the library's public API.
func fuzzTarget(_ name: String) -> Target {
  .executableTarget(
    name: "fuzz-\(name)",
    dependencies: [.product(name: "SwitchLabels", package: "SwitchLabels"), "FuzzSupport"]
  )
}

let package = Package(
  name: "SwitchLabelsFuzz",
  dependencies: [.package(name: "SwitchLabels", path: "..")],
  targets: [
    // What every target shares: the contract check and input files for readers that take a path.
    .target(
      name: "FuzzSupport",
      dependencies: [.product(name: "SwitchLabels", package: "SwitchLabels")]
    ),
    fuzzTarget("locale-id"),
    fuzzTarget("accept-language"),
    fuzzTarget("catalog"),
    fuzzTarget("geometry"),
    fuzzTarget("font"),
    fuzzTarget("xcstrings"),
    fuzzTarget("strings"),
    fuzzTarget("android-xml"),
    fuzzTarget("xliff"),
    fuzzTarget("po"),
    fuzzTarget("arb"),
    fuzzTarget("export-round-trip"),
  ],
  swiftLanguageModes: [.v6]
)
