// A String Catalog (.xcstrings): the text to draw per locale, state translated.

/// Writes an export as a String Catalog (Xcode 15+): a key per value with a `translated`
/// localization per locale, and a `<prefix>.generatedBy` key saying what made the file.
enum StringCatalogWriter {
  /// The file Xcode reads: `sourceLanguage`, `strings`, `version` (read back by the tests).
  struct File: Codable, Hashable {
    let sourceLanguage: String
    let strings: [String: Entry]
    let version: String
  }

  /// One key.
  struct Entry: Codable, Hashable {
    let comment: String?
    let extractionState: String
    let localizations: [String: Localization]?
    let shouldTranslate: Bool?
  }

  /// One locale's value.
  struct Localization: Codable, Hashable {
    let stringUnit: StringUnit
  }

  /// The value and its state.
  struct StringUnit: Codable, Hashable {
    let state: String
    let value: String
  }

  /// The String Catalog of `export`, laid out as Xcode saves it so a save there changes nothing;
  /// data keys are `shouldTranslate: false`, so Export Localizations leaves them out.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    document(
      try AppleStringKey.all(export), locales: locales(export.locales),
      generatedBy: ((export.options.keyPrefix ?? "switch") + ".generatedBy", export.header),
      sourceLanguage: export.options.sourceLanguage
    ) { ExportDecision(export.resolution(locale: $0, geometry: $1)) }
  }

  /// The locales an Apple bundle can name (tags without extensions), with their indices.
  static func locales(_ locales: [LocaleID]) -> [(index: Int, tag: String)] {
    locales.enumerated().compactMap { index, locale in
      locale.tag.split(separator: "-").contains { $0.count == 1 } ? nil : (index, locale.tag)
    }
  }

  /// A catalog of each geometry's `keys`, valued by each locale's `decision` there, each
  /// localization `translated`, with the generator's key.
  static func document<Decision>(
    _ keys: [[ExportKey<Decision>]], locales: [(index: Int, tag: String)],
    generatedBy: (key: String, header: [String]), sourceLanguage: String,
    decision decide: (_ locale: Int, _ geometry: Int) -> Decision
  ) -> String {
    var strings: [String: XcodeJSON] = [:]
    for (geometry, geometryKeys) in keys.enumerated() {
      let decisions = locales.map { decide($0.index, geometry) }
      for key in geometryKeys {
        var localizations: [String: XcodeJSON] = [:]
        for (locale, decision) in zip(locales, decisions) {
          localizations[locale.tag] = .object([
            "stringUnit": .object([
              "state": .string("translated"), "value": .string(key.value(decision)),
            ])
          ])
        }
        var entry: [String: XcodeJSON] = [
          "comment": .string(key.comment), "extractionState": .string("manual"),
          "localizations": .object(localizations),
        ]
        if !key.translatable { entry["shouldTranslate"] = .bool(false) }
        strings[key.key] = .object(entry)
      }
    }
    strings[generatedBy.key] = .object([
      "comment": .string(generatedBy.header.joined(separator: "\n")),
      "extractionState": .string("manual"), "shouldTranslate": .bool(false),
    ])
    return XcodeJSON.object([
      "sourceLanguage": .string(sourceLanguage), "strings": .object(strings),
      "version": .string("1.0"),
    ]).text
  }
}
