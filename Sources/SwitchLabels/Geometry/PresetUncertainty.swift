// How far each preset's measured widths may be from the platform's, and how that was measured.

/// Each preset's measuring uncertainty in px at its nominal size (see ``FontOrigin/uncertainty``).
///
/// Measured over the catalogs' words (every text, cased as the preset draws it), by shaping them
/// in the font a preset measures with and in the fonts it could be confused with; the figure is
/// the largest difference found, rounded up to the next 0.05 px. The DocC article "How each preset
/// measures" lists the fonts compared.
enum PresetUncertainty {
  /// A platform's own font: the largest difference between two releases of it we can get.
  static let platformDrift =
    "the largest width change between font releases over the catalog words"
  /// A metric-compatible font: its advances are the original's, not its kerning.
  static let metricCompatible =
    "metric-compatible advances; the largest kerning contribution over the catalog words"
  /// A stand-in: the spread of the candidate stand-ins.
  static let standInSpread =
    "the spread of Inter, Noto Sans and DejaVu Sans widths over the catalog words"

  static let iOS = 2.0
  static let iOSClassic = 0.5
  static let iOSClassicStandIn = 3.0
  static let roboto = 0.25
  static let robotoStandIn = 1.5
  static let cantarell = 0.25
  static let cantarellStandIn = 4.0
  static let selawik = 0.5
  static let selawikStandIn = 2.0
}
