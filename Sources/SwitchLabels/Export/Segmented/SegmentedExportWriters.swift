// A segmented control's decisions in the switch's formats, one label per segment.

import FoundationEssentials

/// A segmented control's keys.
typealias SegmentedKey = ExportKey<SegmentedDecision>

extension ExportKey where Decision == SegmentedDecision {
  /// The keys of each exported geometry, after `prefix` and joined by `separator`.
  static func all(_ export: SegmentedExport, prefix: String, separator: String) -> [[SegmentedKey]]
  {
    export.geometryNames.indices.map { geometry in
      let keys = ExportKeys(
        names: export.geometryNames, geometry: geometry, prefix: prefix, separator: separator)
      let definition = export.report.geometries[geometry % export.report.geometries.count]
      let budget = export.budget(definition).map {
        "; drawn at full size when it is at most \($0) px wide in \(definition.font)"
      }
      var result: [SegmentedKey] = []
      for (index, (id, part)) in zip(export.report.segmentIDs, export.segmentKeys).enumerated() {
        let name = ExportHeader.commentSafe(id)
        result.append(
          SegmentedKey(
            key: keys.key(part),
            comment: "The text to draw for the segment \(name), cased, at the "
              + "scale of \(keys.key("scale"))\(budget ?? ""); empty when its image is drawn.",
            value: { $0.labels[index].text ?? "" }))
        result.append(
          SegmentedKey(
            key: keys.key(part, "spoken"),
            comment: "What a screen reader says for the segment \(name), whatever is drawn.",
            value: { $0.labels[index].spoken }))
        result.append(
          SegmentedKey(
            key: keys.key(part, "image"),
            comment: "The image to draw for the segment \(name); empty when text is drawn.",
            translatable: false, value: { $0.labels[index].image ?? "" }))
      }
      result.append(
        SegmentedKey(
          key: keys.key("scale"),
          comment: "The one font scale of every segment's text (1 for images).",
          translatable: false, value: { ExportNumber.text($0.scale) }))
      result.append(
        SegmentedKey(
          key: keys.key("rung"),
          comment: "The fit ladder's rung of every segment: preferred, shorter, scaled, grown, "
            + "truncated or image; none when nothing fits.",
          translatable: false, value: { $0.rung?.rawValue ?? "none" }))
      result.append(
        SegmentedKey(
          key: keys.key("mirrored"),
          comment: "Whether the segments are drawn in reverse order (right-to-left locales).",
          translatable: false, value: { $0.mirrored ? "true" : "false" }))
      return result
    }
  }
}

/// A segmented control's String Catalog and `<tag>.lproj/SegmentedLabels.strings` folders.
enum SegmentedAppleWriter {
  /// The String Catalog: a key per value, a localization per locale; data keys not translated.
  static func catalog(_ export: SegmentedExport) throws(ExportError) -> String {
    let prefix = try export.options.validKeyPrefix(or: "segmented")
    return StringCatalogWriter.document(
      SegmentedKey.all(export, prefix: prefix, separator: "."),
      locales: StringCatalogWriter.locales(export.locales),
      generatedBy: (prefix + ".generatedBy", export.header),
      sourceLanguage: export.options.sourceLanguage, decision: export.decision(locale:geometry:))
  }

  /// The `.strings` files, one per locale, sorted by path.
  static func strings(_ export: SegmentedExport) throws(ExportError) -> [ExportFile] {
    let prefix = try export.options.validKeyPrefix(or: "segmented")
    return StringsFileWriter.files(
      SegmentedKey.all(export, prefix: prefix, separator: "."),
      locales: StringCatalogWriter.locales(export.locales), fileName: "SegmentedLabels.strings",
      header: export.header, geometryNames: export.geometryNames,
      decision: export.decision(locale:geometry:))
  }
}

/// A segmented control's Android resources, folders chosen by the switch export's folder plan.
enum SegmentedAndroidWriter {
  /// The files, sorted by path.
  static func write(_ export: SegmentedExport) throws(ExportError) -> [ExportFile] {
    let prefix = try export.options.validKeyPrefix(or: "segmented_labels", dots: false)
    let count = export.report.segmentIDs.count
    let keys = SegmentedKey.all(export, prefix: prefix, separator: "_")
    let root = export.rootRows.map { SegmentedDecision($0, count: count) }
    let folders = AndroidResourceWriter.plan(
      locales: export.locales, root: root,
      decisions: { index in export.rows(locale: index).map { SegmentedDecision($0, count: count) }
      },
      chain: { FallbackChain(export.locales[$0]).locales })
    return AndroidResourceWriter.files(
      "segmented_labels.xml", header: export.header, geometryNames: export.geometryNames,
      root: (title: "locales without a folder (CLDR root)", decisions: root), folders: folders,
      drawables: export.images.map { (drawableName($0.key), $0.value) }
    ) { geometry, decision, isDefault in resources(keys[geometry], decision, isDefault) }
  }

  /// The drawable name of an image: `segmented_labels_` and its name's letters and digits.
  static func drawableName(_ image: String) -> String {
    "segmented_labels_" + ExportKeys.slug(image, "_")
  }

  /// One geometry's resources: strings for the words, the rest as typed resources.
  private static func resources(
    _ keys: [SegmentedKey], _ decision: SegmentedDecision, _ isDefault: Bool
  ) -> String {
    var text = ""
    for key in keys {
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
        // -1: nothing fits.
        let rung = decision.rung.flatMap { Rung.allCases.firstIndex(of: $0) } ?? -1
        text += AndroidResourceWriter.rung(name, rung, isDefault)
      } else {
        if isDefault { text += "    <!-- \(ExportHeader.commentSafe(key.comment)) -->\n" }
        text += AndroidResourceWriter.string(name, key.value(decision))
      }
    }
    return text
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
    return try JSONExportWriter.text(of: file)
  }
}
