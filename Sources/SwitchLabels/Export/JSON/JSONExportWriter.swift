// JSON: every resolution of the export, as `switch-labels resolve --format json` prints it.

import FoundationEssentials

/// Writes an export as one JSON object: `schemaVersion`, `generatedBy` (tool, version, ICU,
/// catalogs, fonts with their content hashes), `geometries` (their full definitions) and
/// `locales`, keyed by tag, each the ``Resolution`` that `switch-labels resolve --format json`
/// prints; with several geometries, each locale is an object keyed by geometry name.
///
/// The bytes of ``PrettyJSON`` (`JSONEncoder`'s pretty, sorted layout). Each locale is encoded
/// at its depth on one of several threads; the file is then those bytes joined between its other
/// fields, each encoded by ``PrettyJSON`` on its own. The file stays bytes (``ExportFile``): a
/// `String` made of them would check all 14 MB of the default export's UTF-8 for nothing.
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

  /// The JSON of `export` in UTF-8, ending in a newline: the object `{generatedBy, geometries,
  /// locales, schemaVersion}` (its members in the order of their keys).
  static func write(_ export: LabelExport) throws(ExportError) -> [UInt8] {
    let generator = Generator(
      tool: export.generatedBy.tool, version: export.generatedBy.version,
      icu: export.generatedBy.icu, catalogs: export.catalogs, fonts: export.fonts)
    // Equal states recur across locales: written once for the whole file.
    let states = PrettyJSON.SharedStates(capacity: PrettyJSON.sharedStatesCapacity)
    let pieces = try ParallelEncoding.encode(count: export.locales.count) { index in
      if export.geometries.count == 1 {
        return try PrettyJSON.bytes(
          of: export.resolution(locale: index, geometry: 0), depth: 2, sharing: states)
      }
      var byGeometry: [String: Resolution] = [:]
      for (geometry, definition) in export.geometries.enumerated() {
        byGeometry[definition.name] = export.resolution(locale: index, geometry: geometry)
      }
      return try PrettyJSON.bytes(
        of: PrettyJSON.SortedObject(byGeometry), depth: 2, sharing: states)
    }
    // The locales in the order of their tags' UTF-8, the order of JSON's sorted keys.
    let order = export.locales.indices.sorted {
      export.locales[$0].tag.utf8.lexicographicallyPrecedes(export.locales[$1].tag.utf8)
    }
    do {
      var bytes = Array("{\n  \"generatedBy\" : ".utf8)
      bytes += try PrettyJSON.bytes(of: generator, depth: 1)
      bytes += ",\n  \"geometries\" : ".utf8
      bytes += try PrettyJSON.bytes(of: export.geometries, depth: 1)
      // Room for the locales and what surrounds them: the bytes grow in one step.
      bytes.reserveCapacity(pieces.reduce(bytes.count + 4096) { $0 + $1.count + 64 })
      bytes += ",\n  \"locales\" : {\n".utf8
      for (position, index) in order.enumerated() {
        if position > 0 { bytes += ",\n".utf8 }
        bytes += "    ".utf8
        bytes += try PrettyJSON.bytes(of: export.locales[index].tag, depth: 2)
        bytes += " : ".utf8
        bytes += pieces[index]
      }
      bytes += "\n  },\n  \"schemaVersion\" : ".utf8
      bytes += try PrettyJSON.bytes(of: schemaVersion, depth: 1)
      bytes += "\n}\n".utf8
      return bytes
    } catch {
      throw .encoding("\(error)")
    }
  }
}
