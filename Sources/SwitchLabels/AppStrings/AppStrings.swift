// An app's strings: every table read from its localization files, per locale.

/// An app's strings from its localization files: one table per locale, and the source language.
///
/// ```swift
/// let app = try AppStringsReader().read(paths: ["MyApp"])
/// app.sourceLanguage.tag              // "en"
/// app.table(for: try LocaleID("de"))?.entry("On")?.value  // "Ein"
/// ```
public struct AppStrings: Sendable {
  /// The tables, sorted by locale tag.
  public let tables: [AppStringsTable]
  /// The app's source (development) language.
  public let sourceLanguage: LocaleID
  /// The files read, in the order they were read.
  public let files: [String]
  /// What was skipped while looking for the files, and why, each naming its path.
  public let warnings: [String]
  /// What the platforms' builds accept with a warning in the files read, in file order.
  public let notices: [AppStringsNotice]
  private let byLocale: [LocaleID: Int]

  /// Strings from tables already in memory (one per locale: tables of the same locale merge).
  public init(
    tables: [AppStringsTable], sourceLanguage: LocaleID, files: [String], warnings: [String] = [],
    notices: [AppStringsNotice] = []
  ) {
    var merged: [LocaleID: AppStringsTable] = [:]
    for table in tables {
      if merged[table.locale] == nil {
        merged[table.locale] = table
      } else {
        merged[table.locale]?.merge(table)
      }
    }
    if let source = merged[sourceLanguage], !source.isSource {
      var marked = AppStringsTable(
        locale: sourceLanguage, isSource: true, format: source.formats.sorted()[0])
      marked.merge(source)
      merged[sourceLanguage] = marked
    }
    self.tables = merged.keys.sorted().compactMap { merged[$0] }
    self.sourceLanguage = sourceLanguage
    self.files = files
    self.warnings = warnings
    self.notices = notices
    byLocale = Dictionary(uniqueKeysWithValues: self.tables.enumerated().map { ($1.locale, $0) })
  }

  /// The locales with a table, sorted by tag.
  public var locales: [LocaleID] { tables.map(\.locale) }

  /// The table of exactly `locale`.
  public func table(for locale: LocaleID) -> AppStringsTable? {
    byLocale[locale].map { tables[$0] }
  }

  /// The source language's table.
  public var sourceTable: AppStringsTable? { table(for: sourceLanguage) }

  /// The formats the strings came from.
  public var formats: Set<AppStringsFormat> {
    tables.reduce(into: []) { $0.formUnion($1.formats) }
  }
}

extension AppStrings {
  /// The tables of the files read (``AppString/table(ofFile:)``), sorted; empty if none has one.
  public var tableNames: [String] {
    Set(files.compactMap(AppString.table(ofFile:))).sorted()
  }

  /// These strings with only the entries of the tables `names` (and of formats without tables),
  /// as iOS looks a key up in one table only; a locale left without entries is dropped.
  public func restricted(toTables names: Set<String>) -> AppStrings {
    let kept = tables.compactMap { $0.filtered { $0.table.map(names.contains) ?? true } }
    guard kept != tables else { return self }
    return AppStrings(
      tables: kept, sourceLanguage: sourceLanguage,
      files: files.filter { AppString.table(ofFile: $0).map(names.contains) ?? true },
      warnings: warnings,
      notices: notices.filter { $0.table.map(names.contains) ?? true })
  }

  /// These strings with only the tables that hold one of `keys` in some locale (formats without
  /// tables kept); the same strings when every file's table holds them.
  public func restricted(toTablesHolding keys: [String]) -> AppStrings {
    let all = Set(files.compactMap(AppString.table(ofFile:)))
    guard all.count > 1 else { return self }
    var holding: Set<String> = []
    for table in tables {
      for key in keys {
        for entry in table.entries(key) {
          if let name = entry.table { holding.insert(name) }
        }
      }
    }
    guard !holding.isEmpty, holding != all else { return self }
    return restricted(toTables: holding)
  }
}
