// swift-tools-version: 6.0
// An app's settings module with its words in `.lproj` folders, audited through SwitchLabels'
// command plugin (`swift package switch-labels audit`); depends on this repository by path.

import PackageDescription

let package = Package(
  name: "PluginUser",
  defaultLocalization: "en",
  dependencies: [.package(name: "SwitchLabels", path: "../../..")],
  targets: [
    .target(name: "Settings", resources: [.process("Resources")])
  ],
  swiftLanguageModes: [.v6]
)
