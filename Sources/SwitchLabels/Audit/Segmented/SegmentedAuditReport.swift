// The result of a segmented control's audit: Codable, with a versioned schema.

/// An audit of one segmented control: its rows and summary, the same however many threads.
public struct SegmentedAuditReport: Hashable, Sendable, Codable {
  /// The schema version of the encoded form.
  public static let schemaVersion = 1

  /// The schema version this value was encoded with.
  public let schemaVersion: Int
  /// What produced the report.
  public let generatedBy: AuditReport.Generator
  /// Where the titles came from: `literal`, `catalogs`, `pages` or `app`.
  public let titles: String
  /// The segments' ids, in the control's order.
  public let segmentIDs: [String]
  /// The control's width, in px.
  public let width: Double
  /// How the width is divided.
  public let widths: SegmentWidths
  /// Whether segments are checkboxes (several may be selected, each with its images).
  public let multiple: Bool
  /// The geometries audited, in order.
  public let geometries: [SegmentedGeometry]
  /// The text sizes audited, in order.
  public let textSizes: [TextSize]
  /// One row per locale × text size × geometry, each in the order given.
  public let rows: [SegmentedAuditRow]
  /// The totals.
  public let summary: Summary

  /// The totals of a segmented control's audit.
  public struct Summary: Hashable, Sendable, Codable {
    /// The locales audited.
    public let locales: Int
    /// The rows.
    public let rows: Int
    /// Rows per rung.
    public let rungs: [Rung: Int]
    /// Rows where nothing fits.
    public let tooNarrow: Int
    /// Rows drawn mirrored.
    public let mirrored: Int
    /// Rows per finding kind (a row counts once per kind).
    public let findings: [Finding.Kind: Int]

    /// The totals of `rows`.
    public init(rows: [SegmentedAuditRow]) {
      locales = Set(rows.map(\.locale)).count
      self.rows = rows.count
      rungs = Dictionary(rows.compactMap { row in row.rung.map { ($0, 1) } }, uniquingKeysWith: +)
      findings = Dictionary(
        rows.flatMap { row in Set(row.findings.map(\.kind)).map { ($0, 1) } }, uniquingKeysWith: +)
      tooNarrow = rows.count { $0.rung == nil }
      mirrored = rows.count(where: \.mirrored)
    }
  }

  /// A report; the summary is computed from the rows.
  public init(
    generatedBy: AuditReport.Generator, titles: String, segmentIDs: [String], width: Double,
    widths: SegmentWidths, multiple: Bool, geometries: [SegmentedGeometry],
    textSizes: [TextSize], rows: [SegmentedAuditRow]
  ) {
    schemaVersion = Self.schemaVersion
    self.generatedBy = generatedBy
    self.titles = titles
    self.segmentIDs = segmentIDs
    self.width = width
    self.widths = widths
    self.multiple = multiple
    self.geometries = geometries
    self.textSizes = textSizes
    self.rows = rows
    summary = Summary(rows: rows)
  }

  /// The geometry named `name`, if the report has it.
  public func geometry(named name: String) -> SegmentedGeometry? {
    geometries.first { $0.name == name }
  }
}
