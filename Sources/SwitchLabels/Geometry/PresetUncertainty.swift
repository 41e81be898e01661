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
  /// A stand-in replacing a missing platform font: its widths against the platform font's.
  static let replacedSpread =
    "the stand-in's widths against the platform font's over the catalog words"

  /// SF Pro (not available): Noto Sans SemiBold against Inter SemiBold (7.82 px) and DejaVu Sans
  /// Bold (9.63 px), the widest gap.
  static let iOS = 9.65
  /// Nimbus Sans Bold's kerning contribution (7.55 px on "AQTAYATA"): advances are Helvetica's,
  /// its kerning pairs need not be.
  static let iOSClassic = 7.55
  /// DejaVu Sans Bold against Nimbus Sans Bold.
  static let iOSClassicStandIn = 18.9
  /// Roboto 2.000 (fonts-roboto-fontface) against 2.137 (fonts-roboto-unhinted), widths rounded
  /// up as Android does: 1 px.
  static let roboto = 1.0
  /// Noto Sans against Roboto (Regular and Medium): 6 px.
  static let robotoStandIn = 6.0
  /// Cantarell 0.0.25 (2017, before the 2018 redesign, the font of most GTK 3 releases) against
  /// 0.303 (Debian 12), hinted metrics: 6 px.
  static let cantarell = 6.0
  /// DejaVu Sans Bold against Cantarell Bold, hinted metrics: 14 px.
  static let cantarellStandIn = 14.0
  /// Selawik's missing kerning: 1.85 px, Microsoft's kerned Selawik against Selawik 1.01.
  ///
  /// Selawik 1.01 has no kerning (its GPOS holds only mark positioning; microsoft/Selawik's README:
  /// "Selawik is missing kerning to match Segoe UI"), and Segoe UI's own kerning cannot be measured
  /// here (Segoe UI may not be shipped). The figure is the largest kerning contribution of the
  /// kerned Selawik Variations 1.020 (Regular) over the catalog words Selawik draws ("Tutup");
  /// its unkerned advances are Selawik 1.01's to 0.05 px.
  static let selawik = 1.85
  /// Noto Sans against Selawik (Segoe UI's metric-compatible fallback): 7.19 px.
  static let selawikStandIn = 7.2
}
