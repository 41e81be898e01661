// JSON: every resolution of the export, as `switch-labels resolve --format json` prints it.

import Dispatch
import FoundationEssentials
import Synchronization

/// Writes an export as one JSON object: `schemaVersion`, `generatedBy` (tool, version, ICU,
/// catalogs, fonts with their content hashes), `geometries` (their full definitions) and
/// `locales`, keyed by tag, each the ``Resolution`` that `switch-labels resolve --format json`
/// prints; with several geometries, each locale is an object keyed by geometry name.
///
/// The same bytes as one `JSONEncoder` run with sorted keys and pretty printing would give, but
/// the locales are encoded in parallel and spliced in at their depth.
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

  /// The file without its locales: their place is spliced.
  private struct Skeleton: Encodable {
    let schemaVersion: Int
    let generatedBy: Generator
    let geometries: [Geometry]
    let locales: [String: Int] = [:]
  }

  /// The JSON of `export`, ending in a newline.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    let generator = Generator(
      tool: export.generatedBy.tool, version: export.generatedBy.version,
      icu: export.generatedBy.icu, catalogs: export.catalogs, fonts: export.fonts)
    let skeletonText: String
    do {
      skeletonText = String(
        decoding: try encoder().encode(
          Skeleton(
            schemaVersion: schemaVersion, generatedBy: generator, geometries: export.geometries)),
        as: UTF8.self)
    } catch {
      throw .encoding("\(error)")
    }
    guard let open = skeletonText.firstRange(of: "\n  \"locales\" : {") else {
      throw .encoding("no locales in the file's layout")
    }
    let afterOpen = skeletonText[open.upperBound...]
    guard let close = afterOpen.firstIndex(of: "}") else {
      throw .encoding("no locales in the file's layout")
    }
    let count = export.locales.count
    guard count > 0 else { return skeletonText + "\n" }
    let pieces = Mutex<[String?]>(Array(repeating: nil, count: count))
    let failure = Mutex<String?>(nil)
    let cursor = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(Auditor.processorCount, count)) { _ in
      let encoder = encoder()
      while true {
        let index = cursor.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        do {
          let piece = try Self.piece(export, locale: index, encoder: encoder)
          pieces.withLock { $0[index] = piece }
        } catch {
          failure.withLock { $0 = $0 ?? "\(error)" }
          return
        }
      }
    }
    if let failed = failure.withLock({ $0 }) { throw .encoding(failed) }
    var text = String(skeletonText[..<open.upperBound])
    let parts = pieces.withLock { $0.compactMap { $0 } }
    text += "\n" + parts.joined(separator: ",\n") + "\n  " + skeletonText[close...]
    return text + "\n"
  }

  /// `"<tag>" : <value>` of one locale, at the depth of the `locales` object.
  private static func piece(_ export: LabelExport, locale: Int, encoder: JSONEncoder) throws
    -> String
  {
    let tag = export.locales[locale].tag
    let data: Data
    if export.geometries.count == 1 {
      data = try encoder.encode(export.resolution(locale: locale, geometry: 0))
    } else {
      var byGeometry: [String: Resolution] = [:]
      for (index, geometry) in export.geometries.enumerated() {
        byGeometry[geometry.name] = export.resolution(locale: locale, geometry: index)
      }
      data = try encoder.encode(byGeometry)
    }
    let key = String(decoding: try encoder.encode(tag), as: UTF8.self)
    var text = "    \(key) : "
    var first = true
    for line in String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if first {
        text += line
        first = false
      } else {
        text += line.isEmpty ? "\n" : "\n    " + line
      }
    }
    return text
  }

  private static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
