// swift-tools-version: 6.0
// A design system's switch, tested through SwitchLabelsTesting: the package a user of
// SwitchLabels writes, built against this repository by path.

import PackageDescription

let package = Package(
  name: "MatrixUser",
  dependencies: [.package(name: "SwitchLabels", path: "../../..")],
  targets: [
    .target(
      name: "AcmeSwitch",
      dependencies: [.product(name: "SwitchLabels", package: "SwitchLabels")]
    ),
    .testTarget(
      name: "AcmeSwitchTests",
      dependencies: [
        "AcmeSwitch", .product(name: "SwitchLabelsTesting", package: "SwitchLabels"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
