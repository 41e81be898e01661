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

  private struct File: Encodable {
    let generatedBy: Generator
    let geometries: [Geometry]
    let locales: [String: LocaleEntry]
    let schemaVersion: Int
  }

  /// One locale: its resolution, or with several geometries its resolutions by geometry name.
  private enum LocaleEntry: Encodable {
    case one(Resolution)
    case byGeometry([String: Resolution])

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .one(let resolution): try container.encode(resolution)
      case .byGeometry(let resolutions): try container.encode(resolutions)
      }
    }
  }

  /// The JSON of `export`, ending in a newline.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    var locales: [String: LocaleEntry] = [:]
    for (index, locale) in export.locales.enumerated() {
      if export.geometries.count == 1 {
        locales[locale.tag] = .one(export.resolution(locale: index, geometry: 0))
      } else {
        var byGeometry: [String: Resolution] = [:]
        for (geometry, definition) in export.geometries.enumerated() {
          byGeometry[definition.name] = export.resolution(locale: index, geometry: geometry)
        }
        locales[locale.tag] = .byGeometry(byGeometry)
      }
    }
    let file = File(
      generatedBy: Generator(
        tool: export.generatedBy.tool, version: export.generatedBy.version,
        icu: export.generatedBy.icu, catalogs: export.catalogs, fonts: export.fonts),
      geometries: export.geometries, locales: locales, schemaVersion: schemaVersion)
    return try text(of: file)
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
