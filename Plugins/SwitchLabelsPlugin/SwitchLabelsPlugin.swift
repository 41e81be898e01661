// `swift package switch-labels audit …`: audits the switch words in a package's own resources
// with the `switch-labels` installed on PATH.

import Foundation
import PackagePlugin

/// Runs `switch-labels audit` (or `strings`) over the localization files of a package's targets.
///
/// The tool is the one on `PATH` (or `--tool <path>`), not one built by the plugin: building
/// `switch-labels` inside the user's package would take minutes on a first run and need ICU,
/// HarfBuzz and the other system libraries there, and CI jobs already put a release build on
/// `PATH`, so the plugin and CI run the same binary. The plugin writes nothing itself: the report
/// goes to stdout, or to the `--output` and `--report` paths the user passes.
@main
struct SwitchLabelsPlugin: CommandPlugin {
  /// The tool's subcommands that read an app's strings and write only to stdout or given paths.
  static let verbs = ["audit", "strings"]

  /// File extensions of the localization files `switch-labels` reads.
  static let extensions: Set<String> = [
    "xcstrings", "strings", "stringsdict", "xliff", "xlf", "po", "arb",
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let toolPath = extractor.extractOption(named: "tool").last
    var rest = extractor.remainingArguments
    guard let verb = rest.first, Self.verbs.contains(verb) else {
      throw PluginError.usage(
        "usage: swift package switch-labels audit|strings [--target <name>]… "
          + "[--tool <path>] [switch-labels options…]")
    }
    rest.removeFirst()

    let package = context.package.directoryURL.standardizedFileURL
    var files: [String] = []
    if !rest.contains("--strings") || verb == "strings" {
      let targets = try context.package.targets(named: targetNames.isEmpty ? nil : targetNames)
      files = Self.localizationFiles(in: targets, relativeTo: package)
      if files.isEmpty {
        throw PluginError.noStrings(
          "no localization files (\(Self.extensions.sorted().joined(separator: ", ")), "
            + "Android values*/ XML) in the targets "
            + targets.map(\.name).joined(separator: ", "))
      }
    }
    let tool = try toolPath ?? Self.toolOnPath()
    var toolArguments = [verb]
    if verb == "audit" {
      toolArguments += files.flatMap { ["--strings", $0] }
    } else {
      toolArguments += files
    }
    toolArguments += rest

    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = toolArguments
    // Report paths are relative to the package, as the files are.
    process.currentDirectoryURL = package
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    if status != 0 {
      throw PluginError.toolFailed(
        "switch-labels \(verb) exited with \(status)"
          + (status == 1 ? " (rows meet --fail-on)" : ""))
    }
  }

  /// The package's localization files, as paths relative to the package, sorted.
  static func localizationFiles(in targets: [Target], relativeTo package: URL) -> [String] {
    var found: Set<String> = []
    for case let target as SourceModuleTarget in targets {
      for file in target.sourceFiles {
        let url = file.url.standardizedFileURL
        let ext = url.pathExtension.lowercased()
        let folder = url.deletingLastPathComponent().lastPathComponent
        if Self.extensions.contains(ext) || (ext == "xml" && folder.hasPrefix("values")) {
          found.insert(relative(url, to: package))
        }
      }
    }
    return found.sorted()
  }

  /// `url`'s path below `base`, or its full path when it is elsewhere.
  static func relative(_ url: URL, to base: URL) -> String {
    let path = url.path
    let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The first executable `switch-labels` in the folders of `PATH`.
  static func toolOnPath() throws -> String {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for folder in folders {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("switch-labels")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
    }
    throw PluginError.noTool(
      "switch-labels is not on PATH: build it (swift build -c release in SwitchLabels) and add "
        + "its .build/release folder to PATH, or pass --tool <path>")
  }
}

/// Why the plugin stopped.
enum PluginError: Error, CustomStringConvertible {
  case usage(String)
  case noStrings(String)
  case noTool(String)
  case toolFailed(String)

  var description: String {
    switch self {
    case .usage(let text), .noStrings(let text), .noTool(let text), .toolFailed(let text):
      return text
    }
  }
}

extension PackagePlugin.Package {
  /// The targets named, or every target when `names` is nil.
  func targets(named names: [String]?) throws -> [Target] {
    guard let names else { return targets }
    return try names.map { name in
      guard let target = targets.first(where: { $0.name == name }) else {
        throw PluginError.usage(
          "no target named \(name) in \(displayName) (targets: "
            + targets.map(\.name).joined(separator: ", ") + ")")
      }
      return target
    }
  }
}
