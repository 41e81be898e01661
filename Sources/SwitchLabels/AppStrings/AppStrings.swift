// An app's strings: every table read from its localization files, per locale.

/// An app's strings, read from its localization files: one table per locale, and the app's source
/// language.
///
/// ```swift
/// let app = try AppStringsReader().read(paths: ["MyApp"])
/// app.sourceLanguage.tag              // "en"
/// app.locales.map(\.tag)              // ["de", "en", "pt-BR"]
/// app.table(for: try LocaleID("de"))?.entry("On")?.value  // "Ein"
/// ```
public struct AppStrings: Sendable {
  /// The tables, sorted by locale tag.
  public let tables: [AppStringsTable]
  /// The app's source (development) language.
  public let sourceLanguage: LocaleID
  /// The files read, in the order they were read.
  public let files: [String]
  /// What was skipped while looking for the files, and why, each naming its path (a name that
  /// is not UTF-8, with its bytes shown as `⟦0xFF⟧`; a link back to a folder above it).
  public let warnings: [String]
  private let byLocale: [LocaleID: Int]

  /// Strings from tables already in memory (one per locale: tables of the same locale merge).
  public init(
    tables: [AppStringsTable], sourceLanguage: LocaleID, files: [String], warnings: [String] = []
  ) {
    var merged: [LocaleID: AppStringsTable] = [:]
    for table in tables {
      if var existing = merged[table.locale] {
        existing.merge(table)
        merged[table.locale] = existing
      } else {
        merged[table.locale] = table
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
    var index: [LocaleID: Int] = [:]
    for (position, table) in self.tables.enumerated() { index[table.locale] = position }
    byLocale = index
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
