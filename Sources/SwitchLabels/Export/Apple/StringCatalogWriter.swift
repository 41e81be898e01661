// A String Catalog (.xcstrings): the text to draw per locale, state translated.

import FoundationEssentials

/// Writes an export as a String Catalog, the JSON file Xcode 15 and later compile into an app's
/// strings: one key per value (``AppleStringKey``), each with a localization per locale in state
/// `translated`.
///
/// What made the file is the comment of the key `<prefix>.generatedBy`, which has no localizations
/// and is marked not to be translated.
enum StringCatalogWriter {
  /// The file Xcode reads: `sourceLanguage`, `strings`, `version`.
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

  /// The String Catalog of `export`, as JSON with sorted keys (Xcode's own layout: two-space
  /// indent, `" : "`), ending in a newline.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    let locales = AppleStringKey.locales(export)
    var strings: [String: Entry] = [:]
    for geometry in export.geometries.indices {
      let decisions = locales.map {
        ExportDecision(export.resolution(locale: $0.index, geometry: geometry))
      }
      for key in try AppleStringKey.all(export, geometry: geometry) {
        var localizations: [String: Localization] = [:]
        for (position, locale) in locales.enumerated() {
          localizations[locale.tag] = Localization(
            stringUnit: StringUnit(state: "translated", value: key.value(decisions[position])))
        }
        strings[key.key] = Entry(
          comment: key.comment, extractionState: "manual", localizations: localizations,
          shouldTranslate: nil)
      }
    }
    let prefix = export.options.keyPrefix ?? "switch"
    strings[prefix + ".generatedBy"] = Entry(
      comment: export.header.joined(separator: "\n"), extractionState: "manual",
      localizations: nil, shouldTranslate: false)
    do {
      return try JSONText.text(
        of: File(sourceLanguage: export.options.sourceLanguage, strings: strings, version: "1.0"))
        + "\n"
    } catch {
      throw .encoding("\(error)")
    }
  }
}
