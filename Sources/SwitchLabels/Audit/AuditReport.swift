// The result of an audit: Codable, with a versioned schema.

/// An audit of locales × geometries: its rows, fonts and summary, the same however many threads.
public struct AuditReport: Hashable, Sendable, Codable {
  /// The schema version of the encoded form.
  public static let schemaVersion = 1

  /// The schema version this value was encoded with.
  public let schemaVersion: Int
  /// What produced the report.
  public let generatedBy: Generator
  /// The name of the catalog set audited, for example `bundled`.
  public let catalogs: String
  /// The geometries audited, in order (draw a row with one ``Geometry/sized(for:)`` its size).
  public let geometries: [Geometry]
  /// The text sizes audited, in order.
  public let textSizes: [TextSize]
  /// Every font that measured text in the report, sorted and without duplicates.
  public let fonts: [FontIdentity]
  /// One row per locale × text size × geometry, each in the order given.
  public let rows: [AuditRow]
  /// The totals.
  public let summary: AuditSummary

  /// The tool, its version and the ICU version a report was made with.
  public struct Generator: Hashable, Sendable, Codable {
    /// The tool's name, for example `switch-labels`.
    public let tool: String
    /// The tool's version.
    public let version: String
    /// The ICU version, for example `72.1`.
    public let icu: String

    /// A generator with the ICU version in use.
    public init(tool: String, version: String, icu: String = LocaleID.icuVersion) {
      self.tool = tool
      self.version = version
      self.icu = icu
    }
  }

  /// A report; the summary and the font list are computed from the rows and geometries.
  public init(
    generatedBy: Generator, catalogs: String, geometries: [Geometry], rows: [AuditRow],
    extraFonts: [FontIdentity] = [], textSizes: [TextSize] = [.standard]
  ) {
    schemaVersion = Self.schemaVersion
    self.generatedBy = generatedBy
    self.catalogs = catalogs
    self.geometries = geometries
    self.textSizes = textSizes
    self.rows = rows
    var fonts = Set(extraFonts)
    for row in rows {
      fonts.formUnion(row.on.fonts)
      fonts.formUnion(row.off.fonts)
    }
    self.fonts = fonts.sorted {
      ($0.family, $0.style, $0.fileName, $0.faceIndex, $0.contentHash)
        < ($1.family, $1.style, $1.fileName, $1.faceIndex, $1.contentHash)
    }
    summary = AuditSummary(
      rows: rows, geometries: geometries.map(\.name), textSizes: textSizes)
  }

  /// The geometry named `name`, if the report has it.
  public func geometry(named name: String) -> Geometry? {
    geometries.first { $0.name == name }
  }
}
