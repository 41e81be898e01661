// JSON: every resolution of the export, as `switch-labels resolve --format json` prints it.

import FoundationEssentials

/// Writes an export as one JSON object: `schemaVersion`, `generatedBy` (tool, version, ICU,
/// catalogs, fonts with their content hashes), `geometries` (their full definitions) and
/// `locales`, keyed by tag, each the ``Resolution`` that `switch-labels resolve --format json`
/// prints; with several geometries, each locale is an object keyed by geometry name.
///
/// The bytes of ``PrettyJSON`` (`JSONEncoder`'s pretty, sorted layout). Each locale is encoded
/// at its depth and made a `String` on the thread that encoded it, so checking its UTF-8 runs in
/// parallel too; the file is then those strings joined (a `String` appended to a `String` is
/// copied, not checked again) between its other fields, each encoded by ``PrettyJSON`` on its
/// own. For the default export (805 locales × 6 presets, 14 MB) that takes the one-thread tail
/// of checking and placing the whole file out of the export.
enum JSONExportWriter {
  /// The schema version of the file.
  static let schemaVersion = 1

  /// What made the file.
  struct Generator: Codable, Hashable {
    let tool: String
    let version: String
    let icu: String
    let catalogs: String
    let fonts: [FontIdentity]
  }

  /// The JSON of `export`, ending in a newline: the object `{generatedBy, geometries, locales,
  /// schemaVersion}` (its members in the order of their keys).
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    let generator = Generator(
      tool: export.generatedBy.tool, version: export.generatedBy.version,
      icu: export.generatedBy.icu, catalogs: export.catalogs, fonts: export.fonts)
    let pieces = try ParallelEncoding.encode(count: export.locales.count) { index in
      if export.geometries.count == 1 {
        return try PrettyJSON.text(of: export.resolution(locale: index, geometry: 0), depth: 2)
      }
      var byGeometry: [String: Resolution] = [:]
      for (geometry, definition) in export.geometries.enumerated() {
        byGeometry[definition.name] = export.resolution(locale: index, geometry: geometry)
      }
      return try PrettyJSON.text(of: PrettyJSON.SortedObject(byGeometry), depth: 2)
    }
    // The locales in the order of their tags' UTF-8, the order of JSON's sorted keys.
    let order = export.locales.indices.sorted {
      export.locales[$0].tag.utf8.lexicographicallyPrecedes(export.locales[$1].tag.utf8)
    }
    do {
      var text = "{\n  \"generatedBy\" : " + (try PrettyJSON.text(of: generator, depth: 1))
      text += ",\n  \"geometries\" : " + (try PrettyJSON.text(of: export.geometries, depth: 1))
      // Room for the locales and what surrounds them: the text grows in one step.
      text.reserveCapacity(pieces.reduce(text.utf8.count + 4096) { $0 + $1.utf8.count + 64 })
      text += ",\n  \"locales\" : {\n"
      for (position, index) in order.enumerated() {
        if position > 0 { text += ",\n" }
        text += "    " + (try PrettyJSON.text(of: export.locales[index].tag, depth: 2)) + " : "
        text += pieces[index]
      }
      text += "\n  },\n  \"schemaVersion\" : " + (try PrettyJSON.text(of: schemaVersion, depth: 1))
      return text + "\n}\n"
    } catch {
      throw .encoding("\(error)")
    }
  }
}
