// One locale × geometry of an audit.

/// What a switch draws for one locale in one geometry, how wide, on which rung, and findings.
public struct AuditRow: Hashable, Sendable, Codable {
  /// The locale audited (as requested, canonical).
  public let locale: LocaleID
  /// Its English name, when ICU has one.
  public let localeName: String?
  /// The geometry's name.
  public let geometry: String
  /// The user's text size the row was fitted at (draw with a geometry ``Geometry/sized(for:)`` it).
  public let textSize: TextSize
  /// The locale of the catalog that served (root when none did).
  public internal(set) var matched: LocaleID
  /// The CLDR fallback chain of the locale.
  public let chain: FallbackChain
  /// The locale's direction.
  public let direction: LayoutDirection
  /// Whether the control is mirrored.
  public let mirrored: Bool
  /// The maximized locale's ISO 15924 script (`Latn`, `Hant`; `Zzzz` when ICU cannot tell).
  public let script: String
  /// The rung both states ended on.
  public let rung: Rung
  /// The one font scale both states use (1 for images).
  public let scale: Double
  /// The track width drawn (wider than the geometry's when the control grew).
  public let trackWidth: Double
  /// The label box's width at the geometry's nominal track width and the row's text size, in px.
  public let labelBox: Double
  /// The wider preferred catalog text at full size, cased, in px; nil when no catalog serves.
  public let preferredWidth: Double?
  /// The on state: what is drawn, its width and room, the spoken text, the fonts.
  public let on: StateResolution
  /// The off state.
  public let off: StateResolution
  /// The ladder's final decision, readable (the resolution's last `decision` trace step).
  public let decision: String
  /// What is worth a look, most severe first.
  public internal(set) var findings: [Finding]
  /// The catalog's texts the ladder tried, preferred first, with their widths at full size.
  public let tried: [TriedTexts]

  /// One pair of texts the ladder tried, as drawn (cased), with their widths at full size in px.
  public struct TriedTexts: Hashable, Sendable, Codable {
    /// The off text.
    public let off: String
    /// Its width at full size.
    public let offWidth: Double
    /// The on text.
    public let on: String
    /// Its width at full size.
    public let onWidth: Double
  }

  /// How far the preferred texts overflow the nominal label box in px (negative: room); nil: none.
  public var overflow: Double? { preferredWidth.map { $0 - labelBox } }

  /// The most severe finding's severity, or nil when there is none.
  public var severity: Finding.Severity? { findings.map(\.severity).max() }

  /// The row as a ``Resolution`` (its decision the only trace step), to draw with ``SwitchSVG``.
  public var resolution: Resolution {
    Resolution(
      schemaVersion: Resolution.schemaVersion, requested: locale, matched: matched, chain: chain,
      direction: direction, mirrored: mirrored, geometry: geometry, rung: rung, scale: scale,
      trackWidth: trackWidth, states: Resolution.States(on: on, off: off),
      trace: [TraceStep(.decision, decision)], languageSupport: locale.languageSupport,
      textSize: textSize == .standard ? nil : textSize)
  }
}
