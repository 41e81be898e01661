import SwitchLabels

/// The options of the commands that read an app's own strings (`strings`, `import`, and
/// `--strings` on `audit`, `resolve` and `export`).
enum AppStringsOptions {
  /// `--strings <path>` (repeatable): the app's localization files or folders.
  static let strings = Option<String>(
    "strings", "<path>",
    "Use the app's own strings: .xcstrings, .lproj, res/values*, XLIFF, PO or ARB files or "
      + "folders; repeatable",
    repeatable: true)
  /// `--on-key <key>`.
  static let onKey = Option<String>(
    "on-key", "<key>", "The key of the on text (PO: msgctxt|msgid); default: the common keys")
  /// `--off-key <key>`.
  static let offKey = Option<String>("off-key", "<key>", "The key of the off text")
  /// `--on-short-key <key>` (repeatable).
  static let onShortKey = Option<String>(
    "on-short-key", "<key>", "A key of a shorter on text, preferred first; repeatable",
    repeatable: true)
  /// `--off-short-key <key>` (repeatable).
  static let offShortKey = Option<String>(
    "off-short-key", "<key>", "A key of a shorter off text, preferred first; repeatable",
    repeatable: true)
  /// `--on-spoken-key <key>`.
  static let onSpokenKey = Option<String>(
    "on-spoken-key", "<key>", "The key of the on state's spoken text (default: its text)")
  /// `--off-spoken-key <key>`.
  static let offSpokenKey = Option<String>(
    "off-spoken-key", "<key>", "The key of the off state's spoken text (default: its text)")
  /// `--source-language <id>`.
  static let sourceLanguage = Option<LocaleID>(
    "source-language", "<id>",
    "The app's source language (default: what the files say, else en)"
  ) { text throws(ToolError) in
    try LocaleArgument.parse(text, option: "--source-language", usage: true)
  }
  /// `--table <name>`.
  static let table = Option<String>(
    "table", "<name>",
    "Read only this table: a .strings or String Catalog file name without its extension "
      + "(Localizable, InfoPlist); default: the tables that hold the keys")
  /// `--fill-gaps`.
  static let fillGaps = Flag(
    "fill-gaps",
    "For locales the app lacks, use SwitchLabels' catalogs as suggestions instead of the "
      + "source language")

  /// The key options (every command that reads app strings has them).
  static let keyOptions: [any OptionDeclaration] = [
    onKey, offKey, onShortKey, offShortKey, onSpokenKey, offSpokenKey, table, sourceLanguage,
    fillGaps,
  ]

  /// The app's words when `--strings` is given (nil otherwise): read and keyed as
  /// ``labels(paths:_:console:catalogs:)`` does, compared with the catalogs `--catalog` names.
  ///
  /// - Throws: ``AppStringsError`` (66 for a missing path, 65 otherwise), or the catalogs' error.
  static func labels(_ arguments: ParsedArguments, console: Console) throws -> AppLabelSet? {
    let paths = arguments.all(strings)
    guard !paths.isEmpty else { return nil }
    let catalogs = try CatalogOptions.catalogs(arguments, console: console)
    return try labels(paths: paths, arguments, console: console, catalogs: catalogs)
  }

  /// One finding of the app's strings as the commands print it: `de-CH: warning appFallback: …`.
  static func line(locale: String, _ finding: Finding) -> String {
    "\(locale): \(finding.severity.rawValue) \(finding.kind.rawValue): "
      + Printable.visible(finding.message)
  }

  /// Reads `paths` and chooses the keys; says on stderr which keys were used.
  ///
  /// - Throws: ``AppStringsError`` (66 for a missing path, 65 otherwise).
  static func labels(
    paths: [String], _ arguments: ParsedArguments, console: Console,
    catalogs: CatalogSet = .bundled
  ) throws -> AppLabelSet {
    let reader = AppStringsReader(sourceLanguage: arguments[sourceLanguage])
    var strings = try reader.read(paths: paths)
    if let name = arguments[table] {
      guard strings.tableNames.contains(name) else {
        let names = strings.tableNames.map { Printable.visible($0) }
        throw AppStringsError.keys(
          "--table \(Printable.visible(name)): no file of that table (the tables: "
            + (names.isEmpty
              ? "none, the files' formats have one table each"
              : names.joined(
                separator: ", ")) + ")")
      }
      strings = strings.restricted(toTables: [name])
    }
    for warning in strings.warnings { console.error("warning: \(warning)") }
    for notice in strings.notices {
      console.error("warning: \(Printable.visible(notice.description))")
    }
    var (keys, reason) = try AppLabelKeys.choose(
      in: strings, on: arguments[onKey], off: arguments[offKey])
    keys.onShort = arguments.all(onShortKey)
    keys.offShort = arguments.all(offShortKey)
    keys.onSpoken = arguments[onSpokenKey]
    keys.offSpoken = arguments[offSpokenKey]
    for key in keys.all where !strings.tables.contains(where: { $0.contains(key) }) {
      throw AppStringsError.keys("the key \"\(Printable.visible(key))\" is in no locale")
    }
    let set = AppLabelSet(
      strings: strings, keys: keys, catalogs: catalogs, fillsGaps: arguments[fillGaps])
    let files = set.strings.files.count
    let tables = set.strings.tableNames.map { Printable.visible($0) }
    console.error(
      "app strings: \(Printable.visible(reason)); \(set.locales.count) locale"
        + (set.locales.count == 1 ? "" : "s") + " from \(files) file"
        + (files == 1 ? "" : "s")
        + (tables.isEmpty
          ? ""
          : " (table" + (tables.count == 1 ? " " : "s ") + tables.joined(separator: ", ") + ")")
        + ", source language \(strings.sourceLanguage)")
    return set
  }
}
