// The totals of an audit.

/// Counts over an audit's rows: rungs, findings, worst overflows, locales no catalog serves.
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
  /// The rows whose preferred texts overflow the label box most, widest first, at most
  /// ``overflowLimit``: one per catalog and geometry (`eu-ES` draws as `eu`: only `eu` listed).
  public let worstOverflows: [Overflow]
  /// The locales that no catalog serves (root image labels), sorted.
  public let withoutCatalog: [LocaleID]
  /// The locales served by another catalog (a parent's, or one the matcher chose), sorted.
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
    // One pass, rows read in place (a copy retains every reference); rows come grouped by locale.
    let rungCases = Rung.allCases
    let kindCases = Finding.Kind.allCases
    let rungCount = rungCases.count
    var rungs = [Int](repeating: 0, count: rungCount)
    var perGeometry = [Int](repeating: 0, count: geometries.count * rungCount)
    var perSize = [Int](repeating: 0, count: textSizes.count * rungCount)
    var perSizeGeometry = [Int](repeating: 0, count: textSizes.count * geometries.count * rungCount)
    var findings = [Int](repeating: 0, count: kindCases.count)
    var locales: [LocaleID] = []
    var withoutCatalog: [LocaleID] = []
    var servedByOther: [LocaleID] = []
    var overflows: [Overflow] = []
    for index in rows.indices {
      let locale = rows[index].locale
      if locales.last != locale { locales.append(locale) }
      let rung = rungCases.firstIndex(of: rows[index].rung) ?? 0
      rungs[rung] += 1
      let geometry = geometries.firstIndex(of: rows[index].geometry)
      let size = textSizes.firstIndex(of: rows[index].textSize)
      if let geometry { perGeometry[geometry * rungCount + rung] += 1 }
      if let size { perSize[size * rungCount + rung] += 1 }
      if let geometry, let size {
        perSizeGeometry[(size * geometries.count + geometry) * rungCount + rung] += 1
      }
      let rowFindings = rows[index].findings
      var servedByAnother = false
      for position in rowFindings.indices {
        let kind = rowFindings[position].kind
        servedByAnother = servedByAnother || kind == .servedByParent || kind == .missingTranslation
        guard !rowFindings[..<position].contains(where: { $0.kind == kind }),
          let slot = kindCases.firstIndex(of: kind)
        else { continue }
        findings[slot] += 1
      }
      if rows[index].matched.isRoot, withoutCatalog.last != locale { withoutCatalog.append(locale) }
      if servedByAnother, servedByOther.last != locale { servedByOther.append(locale) }
      if let preferred = rows[index].preferredWidth, let overflow = rows[index].overflow,
        overflow > 0.001
      {
        overflows.append(
          Overflow(
            locale: locale, geometry: rows[index].geometry, textSize: rows[index].textSize,
            preferredWidth: preferred, labelBox: rows[index].labelBox, overflow: overflow,
            rung: rows[index].rung, matched: rows[index].matched))
      }
    }
    // Widest first; ties by locale and geometry so the order never depends on the run.
    overflows.sort {
      ($1.overflow, $0.locale, $0.geometry, $0.textSize)
        < ($0.overflow, $1.locale, $1.geometry, $1.textSize)
    }
    func rungTable(_ counts: [Int], at offset: Int) -> [Rung: Int] {
      Dictionary(
        uniqueKeysWithValues: rungCases.indices.map { (rungCases[$0], counts[offset + $0]) })
    }
    // A name or size listed twice gets the counts of its first place, where its rows were counted.
    let geometryPlace = geometries.map { geometries.firstIndex(of: $0) ?? 0 }
    self.locales = Self.sortedUnique(locales).count
    self.geometries = geometries
    self.rows = rows.count
    self.rungs = rungTable(rungs, at: 0)
    byGeometry = geometries.indices.map {
      GeometryCounts(
        geometry: geometries[$0], rungs: rungTable(perGeometry, at: geometryPlace[$0] * rungCount))
    }
    self.textSizes = textSizes
    byTextSize = textSizes.indices.map { sizeIndex in
      let size = textSizes.firstIndex(of: textSizes[sizeIndex]) ?? sizeIndex
      return TextSizeCounts(
        textSize: textSizes[sizeIndex], rungs: rungTable(perSize, at: size * rungCount),
        byGeometry: geometries.indices.map {
          GeometryCounts(
            geometry: geometries[$0],
            rungs: rungTable(
              perSizeGeometry, at: (size * geometries.count + geometryPlace[$0]) * rungCount))
        })
    }
    self.findings = Dictionary(
      uniqueKeysWithValues: kindCases.indices.map { (kindCases[$0], findings[$0]) })
    var seen: Set<[String]> = []
    var worst: [Overflow] = []
    for overflow in overflows where worst.count < Self.overflowLimit {
      if seen.insert([overflow.matched.tag, overflow.geometry, overflow.textSize.name]).inserted {
        worst.append(overflow)
      }
    }
    worstOverflows = worst
    self.withoutCatalog = Self.sortedUnique(withoutCatalog)
    servedByOtherCatalog = Self.sortedUnique(servedByOther)
  }

  private static func sortedUnique(_ locales: [LocaleID]) -> [LocaleID] {
    var unique: [LocaleID] = []
    for locale in locales.sorted() where unique.last != locale { unique.append(locale) }
    return unique
  }
}

extension Rung: CodingKeyRepresentable {}
