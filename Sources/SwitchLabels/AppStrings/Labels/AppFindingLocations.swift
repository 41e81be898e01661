// Where an app finding is: the entry's file and line, or the locale's file where a key would go.

extension AppStringsFindings {
  /// The location of an entry the app has, in the locale of the table it was read into.
  func place(of entry: AppString) -> Finding.Location {
    Finding.Location(
      file: entry.file, line: entry.line, key: entry.key, locale: tableLocale(of: entry),
      table: entry.table)
  }

  /// Where `key` would go for this locale: its own file of `model`'s table, else by layout.
  func placeToAdd(_ key: String?, like model: AppString?) -> Finding.Location {
    let model =
      model ?? set.strings.sourceTable?.entries.first ?? set.strings.tables.first?.entries.first
    if let own, let file = Self.sameFile(in: own, as: model?.file) {
      return Finding.Location(
        file: file, key: key, locale: own.locale, table: AppString.table(ofFile: file),
        wouldGo: true)
    }
    let file = model.flatMap { model in
      tableLocale(of: model).flatMap { Self.file(for: locale, like: model.file, from: $0) }
    }
    return Finding.Location(
      file: file, key: key, locale: locale, table: file.flatMap(AppString.table(ofFile:)),
      wouldGo: true)
  }

  /// The locale of the app's table that holds `entry` (nil when none does).
  func tableLocale(of entry: AppString) -> LocaleID? {
    // Looked for on the locale's chain first (where the entries shown come from): a scan of every
    // table for every finding made an app of thousands of locales quadratic.
    func holds(_ table: AppStringsTable) -> Bool { table.entries(entry.key).contains(entry) }
    let likely = set.shownTables(chain: set.chainTables(along: chain))
    return (likely.first(where: holds) ?? set.strings.tables.first(where: holds))?.locale
  }

  /// The file of `table` with `file`'s name (`strings.xml`), else its first file.
  static func sameFile(in table: AppStringsTable, as file: String?) -> String? {
    let name = file.map(lastComponent)
    return table.entries.first { lastComponent($0.file) == name }?.file ?? table.entries.first?.file
  }

  /// The file the app's layout gives `locale`, from a file of `source`: `<tag>.lproj/` for
  /// `<lang>.lproj/` and `Base.lproj/`; Android's `values-<qualifier>/`, other qualifiers kept; a
  /// String Catalog itself; else the file name with its part naming `source` (`app_en.arb`,
  /// `fr.po`) naming `locale`, spelled alike (`_` or `-`); nil when no part names it.
  static func file(for locale: LocaleID, like file: String, from source: LocaleID) -> String? {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let name = parts.last else { return nil }
    if name.lowercased().hasSuffix(".xcstrings") { return file }
    if let folder = parts.dropLast().lastIndex(where: { $0.lowercased().hasSuffix(".lproj") }) {
      parts[folder] = locale.tag + ".lproj"
      return parts.joined(separator: "/")
    }
    if parts.count > 1, let folder = parts.indices.dropLast().last,
      parts[folder] == "values" || parts[folder].hasPrefix("values-"),
      let qualifier = AndroidQualifier(locale),
      let qualifiers = try? AndroidQualifiers(folder: parts[folder], file: file)
    {
      parts[folder] = (["values", qualifier.name] + qualifiers.configuration).joined(separator: "-")
      return parts.joined(separator: "/")
    }
    let dot = name.lastIndex(of: ".") ?? name.endIndex
    let stem = String(name[..<dot])
    for spelling in [source.tag, source.tag.replacing("-", with: "_"), source.language] {
      for separator in ["_", "-", "."] {
        let tokens = stem.split(separator: Character(separator), omittingEmptySubsequences: false)
        guard let position = tokens.lastIndex(where: { $0.lowercased() == spelling.lowercased() })
        else { continue }
        var renamed = tokens.map(String.init)
        let underscored = separator == "_" || spelling.contains("_")
        renamed[position] = underscored ? locale.tag.replacing("-", with: "_") : locale.tag
        parts[parts.count - 1] = renamed.joined(separator: separator) + name[dot...]
        return parts.joined(separator: "/")
      }
    }
    return nil
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
