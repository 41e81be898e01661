// One locale × segmented geometry × text size of a segmented control's audit.

/// What a segmented control draws for one locale, geometry and text size, and its findings.
public struct SegmentedAuditRow: Hashable, Sendable, Codable {
  /// The locale audited (as requested, canonical).
  public let locale: LocaleID
  /// Its English name, when ICU has one.
  public let localeName: String?
  /// The geometry's name.
  public let geometry: String
  /// The user's text size the row was fitted at.
  public let textSize: TextSize
  /// The control's total width, in px.
  public let width: Double
  /// The locale's direction.
  public let direction: LayoutDirection
  /// Whether the segments are drawn in reverse order.
  public let mirrored: Bool
  /// The rung every segment ended on; nil when nothing fits (``Finding/Kind/tooNarrow``).
  public let rung: Rung?
  /// The one font scale of every segment (1 for images).
  public let scale: Double
  /// The segments, in the control's (logical) order; empty when nothing fits.
  public let segments: [SegmentResult]
  /// The ladder's final decision, readable.
  public let decision: String
  /// What is worth a look, most severe first.
  public let findings: [Finding]

  /// What one segment draws.
  public struct SegmentResult: Hashable, Sendable, Codable {
    /// The segment's id (an app's key, a literal title, a page number).
    public let id: String
    /// What the segment draws.
    public let kind: Kind
    /// The text drawn, in its final case; nil for an image.
    public let text: String?
    /// The image's name when the segment draws its image.
    public let image: String?
    /// What a screen reader says: the whole title, whatever is drawn.
    public let spoken: String
    /// The locale of the title's text (the catalog's or the app's table that served).
    public let spokenLocale: LocaleID
    /// The segment's position from the left edge.
    public let visualIndex: Int
    /// The drawn width of the label at its scale, in px.
    public let width: Double
    /// The room for the label: the segment's width less its padding, in px.
    public let available: Double
    /// The fonts the text was measured with.
    public let fonts: [FontIdentity]

    /// What a segment draws.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      /// Its text, whole (at the row's scale).
      case text
      /// Its text cut with an ellipsis.
      case truncated
      /// Its image.
      case image
    }

    /// The text drawn, or `image <name>`.
    public var content: String { text ?? "image \(image ?? "")" }
  }

  /// The most severe finding's severity, or nil when there is none.
  public var severity: Finding.Severity? { findings.map(\.severity).max() }

  /// The segments from left to right.
  public var visualOrder: [SegmentResult] { segments.sorted { $0.visualIndex < $1.visualIndex } }
}

extension AuditCondition {
  /// The findings of a segmented control's `row` that meet this condition.
  public func findings(in row: SegmentedAuditRow) -> [Finding] { [self].meeting(row.findings) }
}

extension Array where Element == AuditCondition {
  /// The findings of a segmented control's `row` that meet any of these conditions.
  public func findings(in row: SegmentedAuditRow) -> [Finding] { meeting(row.findings) }

  /// Whether a segmented control's `row` meets any of these conditions.
  public func isMet(by row: SegmentedAuditRow) -> Bool { !findings(in: row).isEmpty }
}
