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

  /// The file as it is written: each key's entry encoded beforehand.
  private struct EncodedFile: Encodable {
    let sourceLanguage: String
    let strings: [String: PrettyJSON.Encoded]
    let version: String
  }

  /// The String Catalog of `export`, as JSON with sorted keys (Xcode's own layout: two-space
  /// indent, `" : "`), ending in a newline; the keys' entries are encoded in parallel.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    let locales = AppleStringKey.locales(export)
    var listed: [(geometry: Int, key: AppleStringKey)] = []
    for geometry in export.geometries.indices {
      for key in try AppleStringKey.all(export, geometry: geometry) {
        listed.append((geometry, key))
      }
    }
    let keys = listed
    let decisions = try ParallelEncoding.encode(count: export.geometries.count) { geometry in
      locales.map { ExportDecision(export.resolution(locale: $0.index, geometry: geometry)) }
    }
    let entries = try ParallelEncoding.encode(count: keys.count) { index in
      let (geometry, key) = keys[index]
      var localizations: [String: Localization] = [:]
      for (position, locale) in locales.enumerated() {
        localizations[locale.tag] = Localization(
          stringUnit: StringUnit(
            state: "translated", value: key.value(decisions[geometry][position])))
      }
      return try PrettyJSON.Encoded(
        Entry(
          comment: key.comment, extractionState: "manual", localizations: localizations,
          shouldTranslate: nil), depth: 2)
    }
    var strings: [String: PrettyJSON.Encoded] = [:]
    for (index, entry) in entries.enumerated() { strings[keys[index].key.key] = entry }
    let prefix = export.options.keyPrefix ?? "switch"
    do {
      strings[prefix + ".generatedBy"] = try PrettyJSON.Encoded(
        Entry(
          comment: export.header.joined(separator: "\n"), extractionState: "manual",
          localizations: nil, shouldTranslate: false), depth: 2)
      return try PrettyJSON.text(
        of: EncodedFile(
          sourceLanguage: export.options.sourceLanguage, strings: strings, version: "1.0"))
        + "\n"
    } catch {
      throw .encoding("\(error)")
    }
  }
}
