import FoundationEssentials
import SwitchLabels

/// `switch-labels lint [PATH…]`: checks catalog files.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint",
    summary: "Check label catalogs: schema, canonical tags, NFC, invisible characters, variants",
    discussion: """
      Checks the given catalog files and folders of catalogs (the bundled catalogs when none is
      given). Prints one line per finding, `path: locale: message`.
      The rules a text or image breaks are the ones the loader refuses a catalog for (a command
      given such a file with --catalog fails with the same message); lint also reports style
      (white space, NFC, variant order, file names) and checks the structured sources of a
      schema-version-2 catalog (provenance.sources: project, where, keys, and words the catalog
      carries or says why not). A catalog whose words fewer than two independent projects give
      gets a note, `path: locale: note: singleSource: …`; a note does not fail lint.
      Exit status: 0 clean (notes allowed), 1 findings, 65 a file that cannot be read as JSON at all or an app's
      localization file (read those with 'strings'), 66 a path that does not exist or a folder
      without catalogs.
      """,
    options: [format],
    positional: PositionalSpec(name: "[<path>…]", help: "Catalog files or folders"),
    examples: ["switch-labels lint", "switch-labels lint MyApp/Labels"])

  /// `--format text|json`.
  static let format = Option<OutputFormat>.format([.text, .json])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    var results: [CatalogLintResult] = []
    if arguments.positionals.isEmpty {
      results = CatalogSet.bundledFiles.map {
        CatalogLinter.lint(
          bytes: $0.bytes, file: "catalogs/\($0.name).json", requiringProvenance: true)
      }
    } else {
      for path in arguments.positionals {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          throw ToolError.failure("\(path): no such file or folder", .noInput)
        }
        let hint = isDirectory ? "" : CatalogOptions.appStringsHint(path, option: "'strings'")
        if !hint.isEmpty { throw ToolError.data(Printable.visible(path) + hint) }
        let files = isDirectory ? try jsonFiles(in: path) : [path]
        if files.isEmpty {
          throw ToolError.failure(
            "\(path): no catalog (*.json) at the top of the folder", .noInput)
        }
        results += files.map { CatalogLinter.lint(file: $0) }
      }
    }
    let findings = results.flatMap(\.findings)
    let errors = findings.filter { $0.severity == .error }.count
    let notes = findings.count - errors
    let malformed = results.contains(where: \.isMalformed)
    if arguments[format] == .json {
      console.out(try JSONOutput.encode(findings))
    } else {
      for finding in findings { console.line(Printable.visible(finding.description)) }
    }
    console.error(
      "\(results.count) catalog\(results.count == 1 ? "" : "s") checked, \(errors) finding"
        + (errors == 1 ? "" : "s") + (notes == 0 ? "" : ", \(notes) note\(notes == 1 ? "" : "s")"))
    if malformed { return .dataError }
    return errors == 0 ? .success : .findings
  }

  private static func jsonFiles(in folder: String) throws -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw ToolError.failure("\(folder): cannot list the folder", .noInput)
    }
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map {
      folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0
    }
  }
}
