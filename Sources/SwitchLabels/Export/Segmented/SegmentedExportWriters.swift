// A segmented control's decisions in the switch's formats, one label per segment.

import FoundationEssentials

/// The keys the Apple formats write for a segmented control, per geometry and per segment.
struct SegmentedKey: Sendable {
  /// The key, for example `segmented.day` or `segmented.material3.day.spoken`.
  let key: String
  /// What the value is, for translators.
  let comment: String
  /// Whether translators should see it (only words).
  let translatable: Bool
  let value: @Sendable (SegmentedDecision) -> String

  /// The keys of the `geometry`th exported geometry, joined by `separator`.
  static func all(
    _ export: SegmentedExport, geometry: Int, prefix: String, separator: String
  ) -> [SegmentedKey] {
    let names = export.geometryNames
    var stem = prefix
    if names.count > 1 { stem += separator + ExportKeys.slug(names[geometry], separator) }
    func key(_ parts: String...) -> String { ([stem] + parts).joined(separator: separator) }
    let definition = export.report.geometries[geometry % export.report.geometries.count]
    let budget = export.budget(definition).map {
      "; drawn at full size when it is at most \($0) px wide in \(definition.font)"
    }
    var keys: [SegmentedKey] = []
    for (index, (id, part)) in zip(export.report.segmentIDs, export.segmentKeys).enumerated() {
      let name = ExportHeader.commentSafe(id)
      keys.append(
        SegmentedKey(
          key: key(part),
          comment: "The text to draw for the segment \(name), cased, at the "
            + "scale of \(key("scale"))\(budget ?? ""); empty when its image is drawn.",
          translatable: true, value: { $0.labels[index].text ?? "" }))
      keys.append(
        SegmentedKey(
          key: key(part, "spoken"),
          comment: "What a screen reader says for the segment \(name), whatever is drawn.",
          translatable: true, value: { $0.labels[index].spoken }))
      keys.append(
        SegmentedKey(
          key: key(part, "image"),
          comment: "The image to draw for the segment \(name); empty when text is drawn.",
          translatable: false, value: { $0.labels[index].image ?? "" }))
    }
    keys.append(
      SegmentedKey(
        key: key("scale"), comment: "The one font scale of every segment's text (1 for images).",
        translatable: false, value: { ExportNumber.text($0.scale) }))
    keys.append(
      SegmentedKey(
        key: key("rung"),
        comment: "The fit ladder's rung of every segment: preferred, shorter, scaled, grown, "
          + "truncated or image; none when nothing fits.",
        translatable: false, value: { $0.rung?.rawValue ?? "none" }))
    keys.append(
      SegmentedKey(
        key: key("mirrored"),
        comment: "Whether the segments are drawn in reverse order (right-to-left locales).",
        translatable: false, value: { $0.mirrored ? "true" : "false" }))
    return keys
  }

  /// The key prefix: the options', else `fallback`; checked.
  static func prefix(_ export: SegmentedExport, fallback: String) throws(ExportError) -> String {
    let prefix = export.options.keyPrefix ?? fallback
    guard ExportHeader.isValidKeyPrefix(prefix) else { throw .invalidKeyPrefix(prefix) }
    return prefix
  }
}

/// A segmented control's String Catalog and `<tag>.lproj/SegmentedLabels.strings` folders.
enum SegmentedAppleWriter {
  /// The `.strings` table's file name.
  static let fileName = "SegmentedLabels.strings"

  /// The locales an Apple bundle can name (tags without extensions), with their indices.
  static func locales(_ export: SegmentedExport) -> [(index: Int, tag: String)] {
    export.locales.enumerated().compactMap { index, locale in
      locale.tag.split(separator: "-").contains { $0.count == 1 } ? nil : (index, locale.tag)
    }
  }

  /// The String Catalog: a key per value, a localization per locale; data keys not translated.
  static func catalog(_ export: SegmentedExport) throws(ExportError) -> String {
    let prefix = try SegmentedKey.prefix(export, fallback: "segmented")
    let count = export.report.segmentIDs.count
    let locales = locales(export)
    var keys: [StringCatalogWriter.Key] = []
    for geometry in export.geometryNames.indices {
      let decisions = locales.map { locale in
        let rows = export.rows(locale: locale.index)
        return SegmentedDecision(rows[rows.startIndex + geometry], count: count)
      }
      for key in SegmentedKey.all(export, geometry: geometry, prefix: prefix, separator: ".") {
        keys.append(
          StringCatalogWriter.Key(
            key: key.key, comment: key.comment, translatable: key.translatable,
            values: zip(locales, decisions).map { ($0.tag, key.value($1)) }))
      }
    }
    return StringCatalogWriter.document(
      keys, generatedBy: (prefix + ".generatedBy", export.header),
      sourceLanguage: export.options.sourceLanguage)
  }

  /// The `.strings` files, one per locale, sorted by path.
  static func strings(_ export: SegmentedExport) throws(ExportError) -> [ExportFile] {
    let prefix = try SegmentedKey.prefix(export, fallback: "segmented")
    let count = export.report.segmentIDs.count
    let keys = export.geometryNames.indices.map {
      SegmentedKey.all(export, geometry: $0, prefix: prefix, separator: ".")
    }
    let header = "/*\n" + export.header.map { " * \($0)\n" }.joined() + " */\n"
    var files: [ExportFile] = []
    for (index, tag) in locales(export) {
      var text = header
      for (geometry, row) in export.rows(locale: index).enumerated() {
        let decision = SegmentedDecision(row, count: count)
        text +=
          "\n/* \(ExportHeader.commentSafe("\(tag) × \(export.geometryNames[geometry])")): "
          + "\(decision.summary) */\n"
        for key in keys[geometry] {
          text += "\"\(StringsEscaper.escape(key.key))\" = \""
          text += StringsEscaper.escape(key.value(decision)) + "\";\n"
        }
      }
      files.append(ExportFile(path: "\(tag).lproj/\(fileName)", contents: text))
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// A segmented control's Android resources, folders chosen by the switch export's folder plan.
enum SegmentedAndroidWriter {
  /// The file every folder holds.
  static let fileName = "segmented_labels.xml"

  /// The files, sorted by path.
  static func write(_ export: SegmentedExport) throws(ExportError) -> [ExportFile] {
    let prefix = try SegmentedKey.prefix(export, fallback: "segmented_labels")
    guard !prefix.contains(".") else { throw .invalidKeyPrefix(prefix) }
    let count = export.report.segmentIDs.count
    let keys = export.geometryNames.indices.map {
      SegmentedKey.all(export, geometry: $0, prefix: prefix, separator: "_")
    }
    let root = export.rootRows.map { SegmentedDecision($0, count: count) }
    let folders = AndroidResourceWriter.plan(
      locales: export.locales, root: root,
      decisions: { index in export.rows(locale: index).map { SegmentedDecision($0, count: count) }
      },
      chain: { FallbackChain(export.locales[$0]).locales })
    var files = [
      ExportFile(
        path: "values/\(fileName)",
        contents: document(
          export, title: "locales without a folder (CLDR root)", decisions: root, keys: keys,
          isDefault: true))
    ]
    for folder in folders {
      files.append(
        ExportFile(
          path: "values-\(folder.qualifier.name)/\(fileName)",
          contents: document(
            export, title: folder.locale.tag, decisions: folder.decisions, keys: keys,
            isDefault: false)))
    }
    for (name, image) in export.images {
      files.append(
        ExportFile(
          path: "drawable/\(drawableName(name)).xml",
          contents: AndroidResourceWriter.vectorDrawable(image, header: export.header)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The drawable name of an image: `segmented_labels_` and its name's letters and digits.
  static func drawableName(_ image: String) -> String {
    "segmented_labels_" + ExportKeys.slug(image, "_")
  }

  /// One folder's file: strings for the words, the rest as typed resources.
  private static func document(
    _ export: SegmentedExport, title: String, decisions: [SegmentedDecision],
    keys: [[SegmentedKey]], isDefault: Bool
  ) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!--\n"
    for line in export.header { text += "  \(line)\n" }
    text += "-->\n<resources>\n"
    for (geometry, decision) in decisions.enumerated() {
      text +=
        "    <!-- \(ExportHeader.commentSafe("\(title) × \(export.geometryNames[geometry])")): "
        + "\(decision.summary) -->\n"
      for key in keys[geometry] {
        let name = key.key
        if name.hasSuffix("_image") {
          let value = key.value(decision)
          let drawable = value.isEmpty ? "@null" : "@drawable/\(drawableName(value))"
          text += "    <item name=\"\(name)\" type=\"drawable\">\(drawable)</item>\n"
        } else if name.hasSuffix("_scale") {
          text +=
            "    <item name=\"\(name)\" format=\"float\" type=\"dimen\">\(key.value(decision))"
            + "</item>\n"
        } else if name.hasSuffix("_mirrored") {
          text += "    <bool name=\"\(name)\">\(key.value(decision))</bool>\n"
        } else if name.hasSuffix("_rung") {
          // Data, not words: an index into the rung names only values/ holds (-1: nothing fits).
          let rung = decision.rung.flatMap { Rung.allCases.firstIndex(of: $0) } ?? -1
          text += "    <integer name=\"\(name)\">\(rung)</integer>\n"
          if isDefault {
            text += "    <string-array name=\"\(name)_names\" translatable=\"false\">\n"
            for rung in Rung.allCases { text += "        <item>\(rung.rawValue)</item>\n" }
            text += "    </string-array>\n"
          }
        } else {
          if isDefault { text += "    <!-- \(ExportHeader.commentSafe(key.comment)) -->\n" }
          text += AndroidResourceWriter.string(name, key.value(decision))
        }
      }
    }
    return text + "</resources>\n"
  }
}

/// A segmented control's export as JSON, with `default`: the decision of a locale without its own.
enum SegmentedJSONWriter {
  private struct File: Encodable {
    let generatedBy: AuditReport.Generator
    let segments: [String]
    let width: Double
    let geometries: [SegmentedGeometry]
    let `default`: [String: Decision]
    let locales: [String: [String: Decision]]
    let schemaVersion: Int
  }

  private struct Decision: Encodable {
    let rung: String
    let scale: Double
    let mirrored: Bool
    let segments: [Label]
  }

  /// One segment's decision.
  private struct Label: Encodable {
    let id: String
    let text: String?
    let image: String?
    let spoken: String
  }

  /// The JSON, ending in a newline.
  static func write(_ export: SegmentedExport) throws(ExportError) -> String {
    let ids = export.report.segmentIDs
    func decision(_ row: SegmentedAuditRow) -> Decision {
      let made = SegmentedDecision(row, count: ids.count)
      return Decision(
        rung: made.rung?.rawValue ?? "none", scale: made.scale, mirrored: made.mirrored,
        segments: zip(ids, made.labels).map {
          Label(id: $0, text: $1.text, image: $1.image, spoken: $1.spoken)
        })
    }
    func byGeometry(_ rows: some Collection<SegmentedAuditRow>) -> [String: Decision] {
      Dictionary(
        zip(export.geometryNames, rows.map(decision)), uniquingKeysWith: { first, _ in first })
    }
    var locales: [String: [String: Decision]] = [:]
    for (index, locale) in export.locales.enumerated() {
      locales[locale.tag] = byGeometry(export.rows(locale: index))
    }
    let file = File(
      generatedBy: export.report.generatedBy, segments: ids, width: export.report.width,
      geometries: export.report.geometries, default: byGeometry(export.rootRows),
      locales: locales, schemaVersion: 1)
    do {
      return try JSONText.text(of: file) + "\n"
    } catch {
      throw .encoding("\(error)")
    }
  }
}
