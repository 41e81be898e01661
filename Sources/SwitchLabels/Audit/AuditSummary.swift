// The totals of an audit.

/// Counts over an audit's rows: rungs, findings, the worst overflows and the locales no catalog
/// serves.
///
/// ```swift
/// report.summary.rungs[.image]   // rows drawn with image labels
/// report.summary.withoutCatalog  // [kgp, …]
/// ```
public struct AuditSummary: Hashable, Sendable, Codable {
  /// The number of locales audited.
  public let locales: Int
  /// The geometries, in the order audited.
  public let geometries: [String]
  /// The number of rows (locales × text sizes × geometries).
  public let rows: Int
  /// Rows per rung (every rung is listed, zero included).
  public let rungs: [Rung: Int]
  /// Rows per rung for each geometry, in the order audited (every text size together).
  public let byGeometry: [GeometryCounts]
  /// The text sizes, in the order audited.
  public let textSizes: [TextSize]
  /// Rows per rung for each text size, and for each geometry at it, in the order audited.
  public let byTextSize: [TextSizeCounts]
  /// Rows with each kind of finding (every kind is listed, zero included).
  public let findings: [Finding.Kind: Int]
  /// The rows whose preferred texts overflow the label box the most (at most
  /// ``AuditSummary/overflowLimit``), widest overflow first; one row per catalog and geometry
  /// (`eu-ES` draws what `eu` draws, so only `eu` is listed).
  public let worstOverflows: [Overflow]
  /// The locales that no catalog serves (root image labels), sorted.
  public let withoutCatalog: [LocaleID]
  /// The locales served by a catalog other than their own (a parent's, or another the matcher
  /// chose), sorted.
  public let servedByOtherCatalog: [LocaleID]

  /// The most rows ``worstOverflows`` lists.
  public static let overflowLimit = 10

  /// The rung counts of one geometry.
  public struct GeometryCounts: Hashable, Sendable, Codable {
    /// The geometry's name.
    public let geometry: String
    /// Rows per rung (every rung listed).
    public let rungs: [Rung: Int]
  }

  /// The rung counts at one text size.
  public struct TextSizeCounts: Hashable, Sendable, Codable {
    /// The text size.
    public let textSize: TextSize
    /// Rows per rung (every rung listed).
    public let rungs: [Rung: Int]
    /// Rows per rung for each geometry at this size, in the order audited.
    public let byGeometry: [GeometryCounts]
  }

  /// A row whose preferred texts do not fit the label box at full size.
  public struct Overflow: Hashable, Sendable, Codable {
    /// The locale.
    public let locale: LocaleID
    /// The geometry's name.
    public let geometry: String
    /// The text size.
    public let textSize: TextSize
    /// The wider preferred text at full size, in px.
    public let preferredWidth: Double
    /// The nominal label box, in px.
    public let labelBox: Double
    /// `preferredWidth - labelBox`, in px.
    public let overflow: Double
    /// The rung the row took.
    public let rung: Rung
    /// The catalog whose texts overflow.
    public let matched: LocaleID
  }

  /// The summary of `rows`, audited over `geometries` at `textSizes`.
  public init(rows: [AuditRow], geometries: [String], textSizes: [TextSize] = [.standard]) {
    func emptyRungs() -> [Rung: Int] {
      Dictionary(uniqueKeysWithValues: Rung.allCases.map { ($0, 0) })
    }
    var rungs = emptyRungs()
    var perGeometry: [String: [Rung: Int]] = [:]
    var perSize: [TextSize: [Rung: Int]] = [:]
    var perSizeGeometry: [TextSize: [String: [Rung: Int]]] = [:]
    var findings = Dictionary(uniqueKeysWithValues: Finding.Kind.allCases.map { ($0, 0) })
    var locales: Set<LocaleID> = []
    var withoutCatalog: Set<LocaleID> = []
    var servedByOther: Set<LocaleID> = []
    var overflows: [Overflow] = []
    for row in rows {
      locales.insert(row.locale)
      rungs[row.rung, default: 0] += 1
      perGeometry[row.geometry, default: emptyRungs()][row.rung, default: 0] += 1
      perSize[row.textSize, default: emptyRungs()][row.rung, default: 0] += 1
      perSizeGeometry[row.textSize, default: [:]][row.geometry, default: emptyRungs()][
        row.rung, default: 0] += 1
      for kind in Set(row.findings.map(\.kind)) { findings[kind, default: 0] += 1 }
      if row.matched.isRoot { withoutCatalog.insert(row.locale) }
      if row.findings.contains(where: { [.servedByParent, .missingTranslation].contains($0.kind) })
      {
        servedByOther.insert(row.locale)
      }
      if let preferred = row.preferredWidth, let overflow = row.overflow, overflow > 0.001 {
        overflows.append(
          Overflow(
            locale: row.locale, geometry: row.geometry, textSize: row.textSize,
            preferredWidth: preferred,
            labelBox: row.labelBox, overflow: overflow, rung: row.rung, matched: row.matched))
      }
    }
    // Widest first; ties by locale and geometry so the order never depends on the run.
    overflows.sort {
      if $0.overflow != $1.overflow { return $0.overflow > $1.overflow }
      if $0.locale != $1.locale { return $0.locale < $1.locale }
      if $0.geometry != $1.geometry { return $0.geometry < $1.geometry }
      return $0.textSize < $1.textSize
    }
    self.locales = locales.count
    self.geometries = geometries
    self.rows = rows.count
    self.rungs = rungs
    byGeometry = geometries.map {
      GeometryCounts(geometry: $0, rungs: perGeometry[$0] ?? emptyRungs())
    }
    self.textSizes = textSizes
    byTextSize = textSizes.map { size in
      TextSizeCounts(
        textSize: size, rungs: perSize[size] ?? emptyRungs(),
        byGeometry: geometries.map {
          GeometryCounts(geometry: $0, rungs: perSizeGeometry[size]?[$0] ?? emptyRungs())
        })
    }
    self.findings = findings
    var seen: Set<[String]> = []
    var worst: [Overflow] = []
    for overflow in overflows where worst.count < Self.overflowLimit {
      if seen.insert([overflow.matched.tag, overflow.geometry, overflow.textSize.name]).inserted {
        worst.append(overflow)
      }
    }
    worstOverflows = worst
    self.withoutCatalog = withoutCatalog.sorted()
    servedByOtherCatalog = servedByOther.sorted()
  }
}

extension Rung: CodingKeyRepresentable {}
