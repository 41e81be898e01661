// JSON: every resolution of the export, as `switch-labels resolve --format json` prints it.

import FoundationEssentials

/// Writes an export as one JSON object: `schemaVersion`, `generatedBy` (tool, version, ICU,
/// catalogs, fonts with their content hashes), `geometries` (their full definitions) and
/// `locales`, keyed by tag, each the ``Resolution`` that `switch-labels resolve --format json`
/// prints; with several geometries, each locale is an object keyed by geometry name.
///
/// The bytes of ``PrettyJSON`` (`JSONEncoder`'s pretty, sorted layout), the locales encoded in
/// parallel and placed at their depth.
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

  /// The file, its locales encoded beforehand; its members declared, and so encoded, in the
  /// order of their keys (see ``PrettyJSON/SortedObject``).
  private struct File: Encodable {
    let generatedBy: Generator
    let geometries: [Geometry]
    let locales: PrettyJSON.SortedObject<PrettyJSON.Encoded>
    let schemaVersion: Int
  }

  /// The JSON of `export`, ending in a newline.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    let generator = Generator(
      tool: export.generatedBy.tool, version: export.generatedBy.version,
      icu: export.generatedBy.icu, catalogs: export.catalogs, fonts: export.fonts)
    let pieces = try ParallelEncoding.encode(count: export.locales.count) { index in
      if export.geometries.count == 1 {
        return try PrettyJSON.Encoded(export.resolution(locale: index, geometry: 0), depth: 2)
      }
      var byGeometry: [String: Resolution] = [:]
      for (geometry, definition) in export.geometries.enumerated() {
        byGeometry[definition.name] = export.resolution(locale: index, geometry: geometry)
      }
      return try PrettyJSON.Encoded(PrettyJSON.SortedObject(byGeometry), depth: 2)
    }
    var locales: [String: PrettyJSON.Encoded] = [:]
    for (index, locale) in export.locales.enumerated() { locales[locale.tag] = pieces[index] }
    do {
      let file = File(
        generatedBy: generator, geometries: export.geometries,
        locales: PrettyJSON.SortedObject(locales), schemaVersion: schemaVersion)
      // Room for the locales and what surrounds them: the file grows in one step.
      let capacity = pieces.reduce(64 * 1024) { $0 + $1.bytes.count + 64 }
      var bytes = try PrettyJSON.bytes(of: file, reservingCapacity: capacity)
      bytes.append(0x0A)
      return String(decoding: bytes, as: UTF8.self)
    } catch {
      throw .encoding("\(error)")
    }
  }
}
