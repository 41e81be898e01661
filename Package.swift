// swift-tools-version: 6.0
// SwitchLabels: the right on/off label for every toggle switch and segmented control, in every locale.

import PackageDescription

let package = Package(
  name: "SwitchLabels",
  products: [
    .library(name: "SwitchLabels", targets: ["SwitchLabels"]),
    .library(name: "SwitchLabelsTesting", targets: ["SwitchLabelsTesting"]),
    .executable(name: "switch-labels", targets: ["switch-labels"]),
    .plugin(name: "SwitchLabelsPlugin", targets: ["SwitchLabelsPlugin"]),
  ],
  targets: [
    // ICU's C API behind wrappers whose header has no ICU types (see DESIGN §7: the toolchain's
    // Foundation ships its own ICU, and a module that sees both sets of ICU headers fails to build).
    .target(
      name: "CICUShim",
      linkerSettings: [
        .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
      ]
    ),
    // ICU's C++-only services (LocaleMatcher, CLDR alias canonicalisation) behind a C header.
    .target(
      name: "CICUCxxShim",
      linkerSettings: [
        .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("stdc++"),
      ]
    ),
    // HarfBuzz, FreeType and fontconfig, from the system (pkg-config "harfbuzz" brings the
    // FreeType include path too).
    .systemLibrary(
      name: "CShaping",
      pkgConfig: "harfbuzz",
      providers: [
        .apt(["libharfbuzz-dev", "libfreetype-dev", "libfontconfig-dev"]),
        .brew(["harfbuzz", "freetype", "fontconfig"]),
      ]
    ),
    // xxHash, for the content hash that names a font file in reports (XXH64, as `xxhsum -H1`).
    .systemLibrary(
      name: "CXXHash",
      pkgConfig: "libxxhash",
      providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]
    ),
    // libexpat, for the XML an app keeps its strings in (Android resources, XLIFF); read with
    // DTDs refused (no external entities, no entity expansion).
    .systemLibrary(
      name: "CExpat",
      pkgConfig: "expat",
      providers: [.apt(["libexpat1-dev"]), .brew(["expat"])]
    ),
    // Jansson, for catalog and geometry files and the JSON of an app's strings (String Catalogs,
    // ARB): a JSON parser that reports duplicate keys and says where an error is (line and
    // column), which JSONDecoder does not.
    .systemLibrary(
      name: "CJansson",
      pkgConfig: "jansson",
      providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]
    ),
    // GNU gettext's own PO parser (libgettextpo), behind a reader that turns its fatal errors
    // into messages instead of exiting the process.
    .target(
      name: "CGettextPO",
      linkerSettings: [.linkedLibrary("gettextpo")]
    ),
    // The bundled label catalogs (`Locales/catalogs/*.json`), a SwiftPM resource embedded in the
    // code (no bundle, no Foundation); `scripts/index-catalogs` keeps their list.
    .target(
      name: "SwitchLabelsCatalogs",
      path: "Locales",
      exclude: ["README.md", "SCHEMA.md", "COVERAGE.md", "reference"],
      sources: ["BundledCatalogs.swift", "BundledCatalogs+Index.swift"],
      resources: [.embedInCode("catalogs")]
    ),
    .target(
      name: "SwitchLabels",
      dependencies: [
        "CICUShim", "CICUCxxShim", "CShaping", "CXXHash", "CExpat", "CGettextPO", "CJansson",
        "SwitchLabelsCatalogs",
      ]
    ),
    // File-system calls Swift's Glibc module does not expose (renameat2's atomic exchange).
    .target(name: "CFileSystem"),
    .executableTarget(
      name: "switch-labels",
      dependencies: ["SwitchLabels", "CFileSystem"]
    ),
    // Benchmarks (`make bench`: swift run -c release switch-labels-bench); one file per subject.
    .executableTarget(
      name: "switch-labels-bench",
      dependencies: [
        "SwitchLabels", "CShaping", "CICUShim", "CICUCxxShim", "CExpat", "CGettextPO",
      ]
    ),
    // The README's library sample as a program (`swift run switch-labels-example`); a test
    // compares its output with what the README quotes.
    .executableTarget(
      name: "switch-labels-example",
      dependencies: ["SwitchLabels"],
      path: "Examples/LibraryTour"
    ),
    // For users' test suites (and ours): the locale matrix, the invariant checks, SVG snapshots.
    // Swift Testing comes with the toolchain.
    .target(
      name: "SwitchLabelsTesting",
      dependencies: ["SwitchLabels"]
    ),
    .testTarget(
      name: "SwitchLabelsTests",
      dependencies: ["SwitchLabels", "SwitchLabelsTesting", "CShaping"],
      // Test data read from the source tree (CLDR's locale canonicalization cases, the fuzz
      // targets' findings), and the recorded SVG snapshots.
      exclude: ["Fixtures", "SwitchLabelsTesting/__Snapshots__"]
    ),
    // `swift package switch-labels audit …`: audits a package's own localization files with the
    // `switch-labels` on PATH (see the plugin's source for why it does not build its own).
    .plugin(
      name: "SwitchLabelsPlugin",
      capability: .command(
        intent: .custom(
          verb: "switch-labels",
          description: "Audit the switch words in this package's localization files")
      )
    ),
    .testTarget(
      name: "CLITests",
      dependencies: ["switch-labels", "SwitchLabels"],
      // OASIS's SARIF 2.1.0 schema, read by the tests' validator.
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6],
  cxxLanguageStandard: .cxx17
)
