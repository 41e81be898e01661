// A segmented control's decisions per locale, as an app compiles them in: the audit's rows.

/// The decisions of one segmented control for locales × geometries (× text sizes), made by a
/// ``SegmentedAuditor`` — the very rows `audit segmented` reports — for the export writers:
/// a String Catalog, `.strings` folders, Android resources and JSON.
///
/// Each locale's decision is what the audit says for it: the rung and the one scale, the
/// mirroring, and per segment the text drawn (or its image) and the spoken text. The decision
/// of a locale the exported ones do not cover is the audit's row for `root`, which the default
/// places carry (Android's `values/`): for the app's words, the source language's, as the app
/// shows them.
///
/// ```swift
/// let export = try SegmentedExport(auditor: auditor, locales: [try LocaleID("ar")])
/// let files = try export.write(.android)  // values/, values-ar/segmented_labels.xml
/// ```
public struct SegmentedExport: Sendable {
  /// The audit of the exported locales, sorted by tag (each once).
  public let report: SegmentedAuditReport
  /// The rows of `root`, one per text size × geometry: what a locale without its own gets.
  public let rootRows: [SegmentedAuditRow]
  /// The writers' choices (key names, source language).
  public let options: ExportOptions
  /// The images the segments draw, by name (for Android's drawables).
  let images: [String: ImageLabel]
  /// Each segment's key part, in the control's order (see ``segmentKeys``).
  public let segmentKeys: [String]

  /// The decisions of `locales` (sorted, each once) through `auditor`.
  ///
  /// - Throws: ``SegmentedControlError`` as ``SegmentedAuditor/run(locales:progress:)``.
  public init(
    auditor: SegmentedAuditor, locales: [LocaleID], options: ExportOptions = ExportOptions()
  ) throws(SegmentedControlError) {
    report = try auditor.run(locales: Array(Set(locales)).filter { !$0.isRoot }.sorted())
    rootRows = try auditor.run(locales: [.root]).rows
    self.options = options
    var images: [String: ImageLabel] = [:]
    for segment in auditor.segments {
      let title = try? segment.title.resolved(
        in: .root, catalog: auditor.titles, segment: segment.id)
      let own = segment.images ?? title?.image.map { SegmentImages(normal: $0) }
      for image in [own?.normal, own?.selected, own?.disabled].compactMap({ $0 }) {
        images[image.name] = image
      }
    }
    self.images = images
    segmentKeys = Self.keys(for: auditor.segments.map(\.id))
  }

  /// The segments' key parts: each id's ASCII letters and digits (lower-cased, other runs one
  /// `_`); `segment<N>` (1-based) for an id with none, or one that would repeat another's.
  static func keys(for ids: [String]) -> [String] {
    var seen: Set<String> = []
    return ids.enumerated().map { index, id in
      var key = ExportKeys.slug(id, "_")
      if key == "geometry" && !id.lowercased().contains("geometry") || !seen.insert(key).inserted {
        key = "segment\(index + 1)"
        seen.insert(key)
      }
      return key
    }
  }

  /// The locales, sorted by tag.
  public var locales: [LocaleID] {
    stride(from: 0, to: report.rows.count, by: max(1, geometryNames.count)).map {
      report.rows[$0].locale
    }
  }

  /// The exported geometries' names: each geometry at each text size, `<geometry>@<size>` when
  /// sizes were asked for.
  public var geometryNames: [String] {
    report.textSizes.flatMap { size in
      report.geometries.map { geometry in
        report.textSizes == [.standard] ? geometry.name : "\(geometry.name)@\(size.name)"
      }
    }
  }

  /// The rows of the `index`th locale, one per entry of ``geometryNames``, in that order (the
  /// report's rows are locale by locale, in ``locales``' order).
  func rows(locale index: Int) -> ArraySlice<SegmentedAuditRow> {
    let count = geometryNames.count
    return report.rows[index * count..<(index + 1) * count]
  }

  /// Writes the export in `format`: `xcstrings`, `strings`, `android` or `json`.
  ///
  /// - Throws: ``ExportError/unsupported(_:)`` for the Swift table and XLIFF (switches only),
  ///   ``ExportError/invalidKeyPrefix(_:)`` for a prefix that cannot start a key.
  public func write(_ format: ExportFormat) throws(ExportError) -> [ExportFile] {
    switch format {
    case .xcstrings: return [ExportFile(path: "", contents: try SegmentedAppleWriter.catalog(self))]
    case .strings: return try SegmentedAppleWriter.strings(self)
    case .android: return try SegmentedAndroidWriter.write(self)
    case .json: return [ExportFile(path: "", contents: try SegmentedJSONWriter.write(self))]
    case .swift, .xliff:
      throw .unsupported(
        "--format \(format.rawValue) writes switches only; a segmented control exports as "
          + "xcstrings, strings, android or json")
    }
  }

  /// What made the export, one line each: tool, ICU, titles, the control and its geometries.
  var header: [String] {
    var lines = [
      "Generated by \(report.generatedBy.tool) \(report.generatedBy.version) with ICU "
        + "\(report.generatedBy.icu); do not edit: export again instead.",
      "Segmented control: \(report.segmentIDs.count) segments (\(report.titles) titles), "
        + "\(ExportNumber.text(report.width)) px, \(report.widths.rawValue) widths. Locales: "
        + "\(locales.count).",
    ]
    for geometry in report.geometries {
      lines.append(
        "Geometry \(geometry.name): \(ExportNumber.text(geometry.height)) px high, font "
          + "\(geometry.font), minimum scale \(ExportNumber.text(geometry.minimumScale))")
    }
    return lines.map(ExportHeader.commentSafe)
  }

  /// The widest a segment's text may be at full size in `geometry` (equal widths), for the
  /// translators' comments; nil when widths follow the content.
  func budget(_ geometry: SegmentedGeometry) -> Int? {
    guard report.widths == .equal else { return nil }
    let count = Double(report.segmentIDs.count)
    let segment = (report.width - (count - 1) * geometry.dividerWidth) / count
    return Int((segment - 2 * geometry.segmentPadding).rounded(.down))
  }
}

/// What an app needs of a segmented control's row, comparable: two locales with equal decisions
/// draw the same control.
struct SegmentedDecision: Hashable, Sendable {
  /// One segment's drawing and spoken text.
  struct Label: Hashable, Sendable {
    let text: String?
    let image: String?
    let spoken: String
  }

  /// The rung every segment ended on; nil when nothing fits.
  let rung: Rung?
  /// The one font scale.
  let scale: Double
  /// Whether the segments are drawn in reverse order.
  let mirrored: Bool
  /// The segments, in the control's order.
  let labels: [Label]

  /// The decision of `row` for `count` segments (empty labels when nothing fits).
  init(_ row: SegmentedAuditRow, count: Int) {
    rung = row.rung
    scale = row.rung == .image ? 1 : row.scale
    mirrored = row.mirrored
    labels =
      row.segments.isEmpty
      ? Array(repeating: Label(text: nil, image: nil, spoken: ""), count: count)
      : row.segments.map { Label(text: $0.text, image: $0.image, spoken: $0.spoken) }
  }

  /// `rung, scale …` for comments.
  var summary: String {
    guard let rung else { return "nothing fits" }
    return rung == .image ? "image labels" : "\(rung.rawValue), scale \(ExportNumber.text(scale))"
  }
}
