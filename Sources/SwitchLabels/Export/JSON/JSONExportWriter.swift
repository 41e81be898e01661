// JSON: every resolution of the export, as `switch-labels resolve --format json` prints it.

import FoundationEssentials

/// Writes an export as one JSON object: `schemaVersion`, `generatedBy`, `geometries`, `locales`
/// (by tag, each its ``Resolution``, by geometry name when there are several).
enum JSONExportWriter {
  static let schemaVersion = 1

  /// What made the file.
  struct Generator: Codable, Hashable {
    let tool: String
    let version: String
    let icu: String
    let catalogs: String
    let fonts: [FontIdentity]
  }

  /// The file; each locale's `Entry` is its resolution, or with several geometries its
  /// resolutions by geometry name.
  private struct File<Entry: Encodable>: Encodable {
    let generatedBy: Generator
    let geometries: [Geometry]
    let locales: [String: Entry]
    let schemaVersion: Int
  }

  /// The JSON of `export`, ending in a newline.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    func file<Entry: Encodable>(_ entry: (_ locale: Int) -> Entry) -> File<Entry> {
      var locales: [String: Entry] = [:]
      for (index, locale) in export.locales.enumerated() { locales[locale.tag] = entry(index) }
      return File(
        generatedBy: Generator(
          tool: export.generatedBy.tool, version: export.generatedBy.version,
          icu: export.generatedBy.icu, catalogs: export.catalogs, fonts: export.fonts),
        geometries: export.geometries, locales: locales, schemaVersion: schemaVersion)
    }
    if export.geometries.count == 1 {
      return try text(of: file { export.resolution(locale: $0, geometry: 0) })
    }
    return try text(
      of: file { index -> [String: Resolution] in
        var byGeometry: [String: Resolution] = [:]
        for (geometry, definition) in export.geometries.enumerated() {
          byGeometry[definition.name] = export.resolution(locale: index, geometry: geometry)
        }
        return byGeometry
      })
  }

  /// `file` as JSON, ending in a newline.
  static func text(of file: some Encodable) throws(ExportError) -> String {
    do {
      return try JSONText.text(of: file) + "\n"
    } catch {
      throw .encoding("\(error)")
    }
  }
}
