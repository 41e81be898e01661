import FoundationEssentials
import SwitchLabels

/// `switch-labels import <path>… --output <folder>`: the app's own switch words as SwitchLabels
/// catalogs, one file per locale.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    summary: "Write the app's own switch words as SwitchLabels catalogs (one per locale)",
    discussion: """
      Reads the app's localization files as `strings` does and writes, for each locale of the
      app that has both keys, <output>/<locale>.json in the catalog schema (Locales/SCHEMA.md),
      with provenance naming the file and key of each word. The words are what the app shows
      in that locale (a key it lacks comes from its chain or source language, as the app does).
      Each file is written whole (a temporary file, then a rename) or not at all; use the folder
      with --catalog. Exit status: 0 ok, 64 usage, 65 bad data, 66 a missing path, 73 a file
      that cannot be written.
      """,
    options: AppStringsOptions.keyOptions + [output],
    positional: PositionalSpec(
      name: "<path>…", help: "Localization files or folders of the app", minimum: 1),
    examples: [
      "switch-labels import MyApp/Localizable.xcstrings --output Labels",
      "switch-labels import app/src/main/res --on-key switch_on --off-key switch_off --output Labels",
    ])

  /// `--output <folder>`.
  static let output = Option<String>(
    "output", "<folder>", "The folder to write the catalogs to (created if missing; required)")

  /// A catalog file as the schema lays it out.
  struct CatalogFile: Encodable {
    let schemaVersion: Int
    let locale: String
    let on: StateLabels
    let off: StateLabels
    let provenance: Provenance
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    guard let folder = arguments[output] else {
      throw ToolError.usage("'import' needs --output <folder> (see --help)")
    }
    let set = try AppStringsOptions.labels(
      paths: arguments.positionals, arguments, console: console)
    var files: [(name: String, contents: String)] = []
    for locale in set.localesWithKeys {
      guard let catalog = set.labels(for: locale).catalog(keys: set.keys) else { continue }
      let file = CatalogFile(
        schemaVersion: LabelCatalog.schemaVersion, locale: locale.tag, on: catalog.on,
        off: catalog.off, provenance: catalog.provenance)
      files.append(("\(locale.tag).json", try JSONOutput.encode(file)))
    }
    guard !files.isEmpty else {
      throw ToolError.data("no locale of the app has both \(set.keys.on) and \(set.keys.off)")
    }
    try makeFolder(folder)
    let paths = files.map { folder.hasSuffix("/") ? folder + $0.name : folder + "/" + $0.name }
    // Every target is checked before the first is written, so a failed import writes nothing.
    for path in paths { try checkTarget(path) }
    for (file, path) in zip(files, paths) {
      try OutputFile.write(file.contents, to: path)
    }
    console.error(
      "wrote \(files.count) catalog\(files.count == 1 ? "" : "s") to \(Printable.visible(folder))")
    return .success
  }

  /// Fails when `path` is a folder, which no catalog file can replace.
  ///
  /// - Throws: ``ToolError`` (73), the error ``OutputFile`` gives for such a target.
  static func checkTarget(_ path: String) throws(ToolError) {
    var isDirectory = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory {
      throw .failure("cannot write \(Printable.visible(path)): it is a folder", .cannotCreate)
    }
  }

  /// Creates `folder` (and missing parents) unless it exists as a folder.
  ///
  /// - Throws: ``ToolError`` (73) when it is a file or cannot be created.
  static func makeFolder(_ folder: String) throws(ToolError) {
    var isDirectory = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory else {
        throw .failure("--output \(Printable.visible(folder)): not a folder", .cannotCreate)
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .failure(
        "--output \(Printable.visible(folder)): cannot create the folder", .cannotCreate)
    }
  }
}
