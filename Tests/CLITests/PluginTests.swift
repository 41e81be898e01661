import Foundation
import Testing

/// `swift package switch-labels audit` in a package of its own, with the built tool on PATH.
///
/// `Tests/Fixtures/PluginUser` is an app's settings module with its words in three `.lproj`
/// folders (French left untranslated) that depends on this package by path. The plugin is
/// compiled once into `.build/fixtures/PluginUser` (a few seconds) and builds nothing else.
@Suite("Command plugin in a fixture package", .tags(.cli), .serialized)
struct PluginTests {
  /// This package's root: three folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `swift` on PATH, if there is one.
  static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { "\($0)/swift" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static func plugin(_ arguments: [String], path: String) throws -> ToolRun {
    let package = [
      "package",
      "--package-path", root.appendingPathComponent("Tests/Fixtures/PluginUser").path,
      "--scratch-path", root.appendingPathComponent(".build/fixtures/PluginUser").path,
      "switch-labels",
    ]
    return try runProgram(
      swift ?? "swift", package + arguments, environment: ["PATH": path])
  }

  @Test(
    "audit finds the package's .lproj files, runs the tool on PATH and fails on --fail-on",
    .enabled(if: swift != nil, "swift is not on PATH: the plugin runs through swift package"),
    .timeLimit(.minutes(10)))
  func audit() throws {
    let path = [
      toolURL.deletingLastPathComponent().path, ProcessInfo.processInfo.environment["PATH"] ?? "",
    ]
    let run = try Self.plugin(
      ["audit", "--preset", "ios-classic", "--format", "github", "--fail-on", "untranslated"],
      path: path.joined(separator: ":"))
    let output = run.stdout + run.stderr
    // The plugin found the three files and handed them to the tool.
    #expect(output.contains("3 locales from 3 files (table Localizable)"), "\(output)")
    // Annotations point at the package's files, relative to the package.
    #expect(
      output.contains(
        "::warning file=Sources/Settings/Resources/fr.lproj/Localizable.strings,line=2,"
          + "title=switch-labels appUntranslated (fr × ios-classic)::"), "\(output)")
    #expect(output.contains("3 locales × 1 geometry (3 rows)"))
    // The untranslated French words meet --fail-on: the tool exits 1, and so does the plugin.
    #expect(run.status != 0)
    #expect(output.contains("switch-labels audit exited with 1 (rows meet --fail-on)"))

    // Without the tool on PATH the plugin says how to get it there.
    let swiftFolder = URL(fileURLWithPath: Self.swift ?? "").deletingLastPathComponent().path
    let missing = try Self.plugin(["audit"], path: "\(swiftFolder):/usr/bin:/bin")
    #expect(missing.status != 0)
    #expect(
      (missing.stdout + missing.stderr).contains("switch-labels is not on PATH"),
      "\(missing.stdout)\(missing.stderr)")
  }
}
