// How far each preset's measured widths may be from the platform's, and how that was measured.

/// Each preset's measuring uncertainty in px at its nominal size (see ``FontOrigin/uncertainty``).
///
/// The largest width difference over the catalogs' words between the font a preset measures with
/// and those it could be confused with, rounded up to 0.05 px (DocC "How each preset measures").
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
  /// A stand-in replacing a missing platform font: its widths against the platform font's.
  static let replacedSpread =
    "the stand-in's widths against the platform font's over the catalog words"

  /// SF Pro stand-in: Noto Sans SemiBold against Inter SemiBold (7.82) and DejaVu Sans Bold (9.63).
  static let iOS = 9.65
  /// Nimbus Sans Bold's kerning (7.55 px on "AQTAYATA"); only its advances are Helvetica's.
  static let iOSClassic = 7.55
  /// DejaVu Sans Bold against Nimbus Sans Bold.
  static let iOSClassicStandIn = 18.9
  /// Roboto 2.000 (fonts-roboto-fontface) against 2.137 (fonts-roboto-unhinted), rounded up: 1 px.
  static let roboto = 1.0
  /// Noto Sans against Roboto (Regular and Medium): 6 px.
  static let robotoStandIn = 6.0
  /// Cantarell 0.0.25 (2017, most GTK 3 releases' font) against 0.303 (Debian 12), hinted: 6 px.
  static let cantarell = 6.0
  /// DejaVu Sans Bold against Cantarell Bold, hinted metrics: 14 px.
  static let cantarellStandIn = 14.0
  /// Selawik 1.01's missing kerning (its README: "Selawik is missing kerning to match Segoe UI"):
  /// the largest kerning contribution of Microsoft's kerned Selawik Variations 1.020 over the words
  /// Selawik draws ("Tutup"), as Segoe UI cannot be measured here.
  static let selawik = 1.85
  /// Noto Sans against Selawik (Segoe UI's metric-compatible fallback): 7.19 px.
  static let selawikStandIn = 7.2
}
