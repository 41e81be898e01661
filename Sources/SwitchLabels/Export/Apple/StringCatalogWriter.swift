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
    let locales = AppleStringKey.locales(export)
    var keys: [Key] = []
    for geometry in export.geometries.indices {
      let decisions = locales.map {
        ExportDecision(export.resolution(locale: $0.index, geometry: geometry))
      }
      for key in try AppleStringKey.all(export, geometry: geometry) {
        keys.append(
          Key(
            key: key.key, comment: key.comment, translatable: key.translatable,
            values: zip(locales, decisions).map { ($0.tag, key.value($1)) }))
      }
    }
    let prefix = export.options.keyPrefix ?? "switch"
    return document(
      keys, generatedBy: (prefix + ".generatedBy", export.header),
      sourceLanguage: export.options.sourceLanguage)
  }

  /// One key of a catalog: what it holds, whether translators see it, its value per locale.
  struct Key {
    let key: String
    let comment: String
    let translatable: Bool
    let values: [(tag: String, value: String)]
  }

  /// A catalog of `keys`, each localization `translated`, with the generator's key.
  static func document(
    _ keys: [Key], generatedBy: (key: String, header: [String]), sourceLanguage: String
  ) -> String {
    var strings: [String: XcodeJSON] = [:]
    for key in keys {
      var localizations: [String: XcodeJSON] = [:]
      for (tag, value) in key.values {
        localizations[tag] = .object([
          "stringUnit": .object(["state": .string("translated"), "value": .string(value)])
        ])
      }
      var entry: [String: XcodeJSON] = [
        "comment": .string(key.comment), "extractionState": .string("manual"),
        "localizations": .object(localizations),
      ]
      if !key.translatable { entry["shouldTranslate"] = .bool(false) }
      strings[key.key] = .object(entry)
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
