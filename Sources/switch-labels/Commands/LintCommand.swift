import Foundation
import SwitchLabels

/// `switch-labels lint [PATH…]`: checks catalog files.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint",
    summary: "Check label catalogs: schema, canonical tags, NFC, invisible characters, variants",
    discussion: """
      Checks the given catalog files and folders of catalogs (the bundled catalogs when none is
      given). Prints one line per finding, `path: locale: message`.
      Exit status: 0 clean, 1 findings, 65 a file that cannot be read as JSON at all.
      """,
    options: [.format(["text", "json"])],
    positional: PositionalSpec(name: "[<path>…]", help: "Catalog files or folders"),
    examples: ["switch-labels lint", "switch-labels lint MyApp/Labels"])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    var files: [(path: String, shown: String)] = []
    if arguments.positionals.isEmpty {
      let folder = CatalogSet.bundledFolder
      files = try jsonFiles(in: folder).map {
        ($0, "catalogs/" + ($0 as NSString).lastPathComponent)
      }
    } else {
      for path in arguments.positionals {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          throw ToolError.failure("\(path): no such file or folder", .noInput)
        }
        if isDirectory.boolValue {
          files += try jsonFiles(in: path).map { ($0, $0) }
        } else {
          files.append((path, path))
        }
      }
    }
    var findings: [CatalogFinding] = []
    var malformed = false
    for file in files {
      let result = CatalogLinter.lint(file: file.path)
      malformed = malformed || result.isMalformed
      findings += result.findings.map {
        CatalogFinding(file: file.shown, locale: $0.locale, message: $0.message)
      }
    }
    if arguments.value("format") == "json" {
      console.out(try JSONOutput.encode(findings))
    } else {
      for finding in findings { console.line(finding.description) }
    }
    console.error(
      "\(files.count) catalog\(files.count == 1 ? "" : "s") checked, \(findings.count) finding"
        + (findings.count == 1 ? "" : "s"))
    if malformed { return .dataError }
    return findings.isEmpty ? .success : .findings
  }

  private static func jsonFiles(in folder: String) throws -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw ToolError.failure("\(folder): cannot list the folder", .noInput)
    }
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      (folder as NSString).appendingPathComponent($0)
    }
  }
}
