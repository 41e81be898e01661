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
      with --catalog. Words --catalog would refuse (control, bidi or invisible characters, line
      separators, more than 100 characters) are an error naming their file, key and locale, and
      nothing is written. A key with different texts in two files of one locale (he.lproj and
      the old iw.lproj both read as he) is a warning naming both files (the first is written);
      the app's und/root strings are a warning (a catalog for root holds no words). Exit status:
      0 ok, 64 usage, 65 bad data, 66 a missing path, 73 a file that cannot be written.
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
    var problems: [String] = []
    for locale in set.localesWithKeys {
      if locale.isRoot {
        console.error("warning: \(rootWarning(set))")
        continue
      }
      for warning in conflicts(set, locale) { console.error("warning: \(warning)") }
      let broken = set.catalogProblems(for: locale)
      guard broken.isEmpty else {
        problems += broken.map { "\(locale): \($0)" }
        continue
      }
      guard let catalog = set.labels(for: locale).catalog(keys: set.keys) else { continue }
      let file = CatalogFile(
        schemaVersion: LabelCatalog.schemaVersion, locale: locale.tag, on: catalog.on,
        off: catalog.off, provenance: catalog.provenance)
      files.append(("\(locale.tag).json", try JSONOutput.encode(file)))
    }
    guard problems.isEmpty else {
      for problem in problems { console.error("error: \(problem)") }
      throw ToolError.data(
        "nothing written: \(problems.count) word\(problems.count == 1 ? "" : "s") --catalog would "
          + "refuse (fix them in the app's files, or leave the locale out)")
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

  /// The warning for the app's root (`und`) strings, which no catalog can hold, naming their
  /// files.
  static func rootWarning(_ set: AppLabelSet) -> String {
    let files = Set(set.strings.table(for: .root)?.entries.map(\.file) ?? []).sorted()
    return "\(files.map { Printable.visible($0) }.joined(separator: ", ")): the app's und (root) "
      + "strings are not imported: a SwitchLabels catalog for root holds no words (root is the "
      + "image labels)"
  }

  /// A warning for each key of the switch that has different texts in `locale`'s own files
  /// (he.lproj and iw.lproj both read as he), naming the files: only the first is written.
  static func conflicts(_ set: AppLabelSet, _ locale: LocaleID) -> [String] {
    guard let table = set.strings.table(for: locale) else { return [] }
    return set.keys.all.compactMap { key in
      let entries = table.entries(key)
      guard Set(entries.map(\.value)).count > 1 else { return nil }
      return
        "\(locale): the key \"\(Printable.visible(key))\" has \(Set(entries.map(\.value)).count) "
        + "different texts in "
        + entries.map { Printable.visible($0.location) }.joined(separator: ", ")
        + "; the first is written"
    }
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
