// Where a geometry's font comes from, how far to trust its widths, and its stand-in.

/// Where a geometry's font comes from and how far its widths can be trusted.
///
/// ``uncertainty`` is how far a measured width may be from the platform's, in px at the nominal
/// size: a verdict closer to its edge than that is `borderline` in an audit.
public struct FontOrigin: Hashable, Sendable, Codable {
  /// How the measured font relates to the platform's.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The platform's own font files (Roboto, Cantarell).
    case platform
    /// Another font declared to have the platform font's advances (URW Nimbus Sans for Helvetica).
    case metricCompatible = "metric-compatible"
    /// A different font with similar proportions: widths differ by up to ``uncertainty``.
    case standIn = "stand-in"
  }

  /// How the measured font relates to the platform's.
  public var kind: Kind
  /// The font the platform draws with, for example "Roboto Regular 14 sp".
  public var platformFont: String
  /// The family the geometry measures with, as people name it (for a font file, its family).
  public var measuredFamily: String
  /// Where the font and its text attributes come from, in one line.
  public var source: String
  /// How far a measured width may be from the platform's, in px at the nominal font size.
  public var uncertainty: Double
  /// How ``uncertainty`` was measured, in one line.
  public var uncertaintySource: String
  /// The font measured with when the platform's is not installed, if any.
  public var standIn: StandIn?
  /// The font that was not installed, when ``standIn`` replaced it on this machine.
  public var replacedFont: String?

  /// The font measured with when a geometry's own is missing, and its uncertainty.
  public struct StandIn: Hashable, Sendable, Codable {
    /// The stand-in font (with the same text attributes).
    public var font: FontSpec
    /// How far its widths may be from the platform's, in px at the nominal size.
    public var uncertainty: Double

    /// A stand-in.
    public init(font: FontSpec, uncertainty: Double) {
      self.font = font
      self.uncertainty = uncertainty
    }
  }

  /// An origin.
  public init(
    kind: Kind, platformFont: String, measuredFamily: String, source: String,
    uncertainty: Double, uncertaintySource: String, standIn: StandIn? = nil
  ) {
    self.kind = kind
    self.platformFont = platformFont
    self.measuredFamily = measuredFamily
    self.source = source
    self.uncertainty = uncertainty
    self.uncertaintySource = uncertaintySource
    self.standIn = standIn
  }

  /// A font the user chose (a geometry file's font, or `--font`), measured exactly.
  public static func chosen(_ font: FontSpec) -> FontOrigin {
    FontOrigin(
      kind: .platform, platformFont: font.description, measuredFamily: font.familyName,
      source: "the font given for this geometry", uncertainty: 0,
      uncertaintySource: "the font given is the one drawn with")
  }
}

extension FontSpec {
  /// The family name, or the file name without folders for a font file.
  public var familyName: String {
    switch source {
    case .family(let family): return family
    case .file(let path, _): return String(path.split(separator: "/").last ?? Substring(path))
    }
  }
}

extension FontOrigin {
  /// The stand-in font and its origin when `isAvailable` says `font` cannot be used, else nil.
  func standingIn(for font: FontSpec, _ isAvailable: (FontSpec) -> Bool) -> (
    FontSpec, FontOrigin
  )? {
    guard let standIn, replacedFont == nil, !isAvailable(font) else { return nil }
    var origin = self
    origin.kind = .standIn
    origin.measuredFamily = standIn.font.familyName
    origin.uncertainty = standIn.uncertainty
    origin.uncertaintySource = PresetUncertainty.replacedSpread
    origin.replacedFont = "\(measuredFamily) \(font.weight) \(font.size)px"
    origin.standIn = nil
    return (standIn.font.withSize(font.size), origin)
  }

  /// Whether `measurer` can measure with `font` (installed, its file readable).
  static func isAvailable(_ font: FontSpec, to measurer: any TextMeasurer) -> Bool {
    do throws(MeasureError) {
      _ = try measurer.measure("A", font: font, locale: .root)
      return true
    } catch .fontNotFound, .unreadableFont {
      return false
    } catch {
      return true
    }
  }
}

extension Geometry {
  /// The font as people name it, "Family weight sizepx" (a font file by the family it holds).
  public var fontName: String {
    "\(fontOrigin.measuredFamily) \(font.weight) \(font.size)px"
  }

  /// The measuring uncertainty in px at this font size (``FontOrigin/uncertainty``, scaled).
  public func measuringUncertainty(nominalSize: Double) -> Double {
    guard nominalSize > 0, font.size.isFinite else { return fontOrigin.uncertainty }
    return fontOrigin.uncertainty * font.size / nominalSize
  }

  /// This geometry with its stand-in font when `isAvailable` says its own is missing, else itself.
  public func withAvailableFont(_ isAvailable: (FontSpec) -> Bool) -> Geometry {
    guard let (font, origin) = fontOrigin.standingIn(for: font, isAvailable) else { return self }
    var replaced = self
    replaced.font = font
    replaced.fontOrigin = origin
    return replaced
  }

  /// This geometry with its stand-in when `measurer` cannot use its own font.
  public func withAvailableFont(measuredBy measurer: any TextMeasurer) -> Geometry {
    withAvailableFont { FontOrigin.isAvailable($0, to: measurer) }
  }

  /// The `standInFont` finding of a row measured with a stand-in for a missing font, or nil.
  var standInFinding: Finding? {
    guard let missing = fontOrigin.replacedFont else { return nil }
    return Finding(
      .standInFont, .warning,
      "\(missing) is not installed: \(name) measured with the stand-in \(fontName) "
        + "(uncertainty ±\(traceNumber(fontOrigin.uncertainty)) px)")
  }

  /// The `borderline` finding if the rung would change were every width off by `uncertainty` px.
  ///
  /// `widths`: each candidate's widest text at scale 1; a nil `chosenLevel` means image labels.
  func borderlineFinding(
    rung: Rung, widths: [Double], chosenLevel: Int?, uncertainty: Double
  ) -> Finding? {
    guard uncertainty > 0, !widths.isEmpty else { return nil }
    let box = labelBox().width
    let considered = widths.prefix((chosenLevel ?? widths.count - 1) + 1)
    // The edges the ladder compared widths with: the box at full size, minimum scale, and grown.
    var edges = [box]
    if minimumScale < 1 { edges.append(box / minimumScale) }
    if canGrow { edges.append(labelBox(trackWidth: maximumTrackWidth).width) }
    let margin = considered.flatMap { width in edges.map { abs($0 - width) } }.min() ?? .infinity
    guard margin < uncertainty else { return nil }
    return Finding(
      .borderline, .info,
      "\(rung.rawValue) is \(traceNumber(margin)) px from the edge, within the "
        + "±\(traceNumber(uncertainty)) px \(name) measures to (\(fontOrigin.kind.rawValue) "
        + "\(fontOrigin.measuredFamily))")
  }
}
