// The size, font and default look of a segmented control.

/// A segmented control's geometry, in pixels at scale 1 (1 pt = 1 px).
///
/// Each segment's label box is its width less twice ``segmentPadding``, and ``height`` less twice
/// ``verticalPadding``.
public struct SegmentedGeometry: Hashable, Sendable, Codable {
  /// A short name, for example `standard`.
  public var name: String
  /// A one-line description with the source of the numbers.
  public var summary: String
  /// The control's height.
  public var height: Double
  /// Room kept free on each side of a label, horizontally.
  public var segmentPadding: Double
  /// Room kept free above and below a label's ink.
  public var verticalPadding: Double
  /// The width of the line between two segments.
  public var dividerWidth: Double
  /// The radius of the control's outer corners.
  public var cornerRadius: Double
  /// The label font.
  public var font: FontSpec
  /// The case transform applied to labels, with the locale's rules.
  public var textCase: TextCase
  /// The smallest font scale the ladder may use (1 = never shrink).
  public var minimumScale: Double
  /// Whether right-to-left locales reverse the order of the segments.
  public var mirroring: Geometry.MirroringPolicy
  /// The control's background (behind segments without a tint).
  public var background: StyleColor
  /// The outline.
  public var border: StyleColor
  /// The lines between segments.
  public var divider: StyleColor
  /// The default styles per state; each segment's own styles override them.
  public var styles: SegmentStyles
  /// How labels follow the user's text size (nil: ``TextScaling/standard``, linear, fixed size).
  public var textScaling: TextScaling?
  /// Where the font comes from and how far to trust its widths (nil: the font given, exact).
  public var fontOrigin: FontOrigin?

  /// A geometry; check one from outside with ``validated()`` before use.
  public init(
    name: String, summary: String, height: Double, segmentPadding: Double,
    verticalPadding: Double, dividerWidth: Double, cornerRadius: Double, font: FontSpec,
    textCase: TextCase = .natural, minimumScale: Double,
    mirroring: Geometry.MirroringPolicy = .mirrorForRightToLeft, background: StyleColor,
    border: StyleColor, divider: StyleColor, styles: SegmentStyles,
    textScaling: TextScaling? = nil, fontOrigin: FontOrigin? = nil
  ) {
    self.name = name
    self.summary = summary
    self.height = height
    self.segmentPadding = segmentPadding
    self.verticalPadding = verticalPadding
    self.dividerWidth = dividerWidth
    self.cornerRadius = cornerRadius
    self.font = font
    self.textCase = textCase
    self.minimumScale = minimumScale
    self.mirroring = mirroring
    self.background = background
    self.border = border
    self.divider = divider
    self.styles = styles
    self.textScaling = textScaling
    self.fontOrigin = fontOrigin
  }

  /// Where the font comes from: ``fontOrigin``, or the font given.
  public var origin: FontOrigin { fontOrigin ?? .chosen(font) }

  /// This geometry with its stand-in font (its origin saying so) if `measurer` cannot use its own.
  public func withAvailableFont(measuredBy measurer: any TextMeasurer) -> SegmentedGeometry {
    guard
      let (font, origin) = origin.standingIn(
        for: font, { FontOrigin.isAvailable($0, to: measurer) })
    else { return self }
    var replaced = self
    replaced.font = font
    replaced.fontOrigin = origin
    return replaced
  }

  /// This geometry at `textSize`: its ``textScaling``'s font size, the control keeping its size.
  public func sized(for textSize: TextSize) -> SegmentedGeometry {
    let (size, _) = (textScaling ?? .standard).fontSize(textSize, nominal: font.size)
    guard size.isFinite, size > 0, abs(size - font.size) > 0.000_1 else { return self }
    var sized = self
    sized.font.size = min(size, 1000)
    return sized
  }

  /// The room for a label's ink, vertically.
  public var labelHeight: Double { max(0, height - 2 * verticalPadding) }

  /// This geometry, checked: finite sizes, positive height and font size, padding that leaves
  /// room for the label's ink, a minimum scale in (0, 1].
  ///
  /// - Throws: ``GeometryError`` naming the geometry and the field.
  public func validated() throws(GeometryError) -> SegmentedGeometry {
    func fail(_ field: String, _ reason: String) -> GeometryError {
      .invalidValue(geometry: name, field: field, reason: reason)
    }
    func check(_ value: Double, _ field: String, positive: Bool) throws(GeometryError) {
      guard value.isFinite, positive ? value > 0 : value >= 0 else {
        throw fail(field, "\(value) must be a number \(positive ? ">" : "≥") 0")
      }
    }
    guard !name.trimmed.isEmpty else { throw fail("name", "must not be empty") }
    try check(height, "height", positive: true)
    try check(segmentPadding, "segmentPadding", positive: false)
    try check(verticalPadding, "verticalPadding", positive: false)
    try check(dividerWidth, "dividerWidth", positive: false)
    try check(cornerRadius, "cornerRadius", positive: false)
    try check(font.size, "font.size", positive: true)
    guard font.size <= 1000 else { throw fail("font.size", "\(font.size) px is too large") }
    guard labelHeight > 0 else {
      throw fail(
        "verticalPadding",
        "\(verticalPadding) on each side leaves no room in a height of \(height)")
    }
    guard minimumScale.isFinite, minimumScale > 0, minimumScale <= 1 else {
      throw fail("minimumScale", "\(minimumScale) must be in (0, 1]")
    }
    for style in [styles.normal, styles.selected, styles.disabled] {
      if let offset = style.shadowOffset, !(offset.x.isFinite && offset.y.isFinite) {
        throw fail("styles", "shadow offsets must be finite")
      }
    }
    return self
  }
}

extension SegmentedGeometry {
  /// Every preset, in the order lists show them.
  public static let presets: [SegmentedGeometry] = [.standard, .material3]

  /// The preset named `name` (case-insensitive).
  public static func preset(named name: String) -> SegmentedGeometry? {
    presets.first { $0.name.lowercased() == name.lowercased() }
  }

  /// SwitchLabels' default, close to UIKit's segmented control but our choice, not a measurement.
  public static let standard = SegmentedGeometry(
    name: "standard",
    summary:
      "SwitchLabels default: 32 px high, 13 px labels, 8 px padding (UIKit-like, not measured)",
    height: 32, segmentPadding: 8, verticalPadding: 6, dividerWidth: 1, cornerRadius: 8,
    font: FontSpec(family: "Noto Sans", size: 13, weight: 600), minimumScale: 0.75,
    background: StyleColor(red: 0xEE, green: 0xEE, blue: 0xEF),
    border: StyleColor(red: 0xC7, green: 0xC7, blue: 0xCC),
    divider: StyleColor(red: 0xC7, green: 0xC7, blue: 0xCC),
    styles: SegmentStyles(
      normal: SegmentStyle(textColor: StyleColor(red: 0x1C, green: 0x1C, blue: 0x1E)),
      selected: SegmentStyle(
        tint: StyleColor(red: 0xFF, green: 0xFF, blue: 0xFF),
        textColor: StyleColor(red: 0x00, green: 0x00, blue: 0x00)),
      disabled: SegmentStyle(textColor: StyleColor(red: 0xAE, green: 0xAE, blue: 0xB2))),
    textScaling: TextScaling(
      platform: .apple(.body), response: .keepsSize,
      source: "Dynamic Type, as Body grows (UIKit-like); the control keeps its height"))

  /// Material 3 segmented buttons: 40 dp high, fully rounded, a 1 dp outline that also divides
  /// segments, 12 dp padding, label-large text; Material does not shrink labels (minimum scale 1).
  ///
  /// Baseline colours: `#E8DEF8` behind selected segments, `#1D1B20` text, `#79747E` outline;
  /// measured in Roboto (fonts-roboto-unhinted), else Noto Sans Medium (a `standInFont` finding).
  public static let material3 = SegmentedGeometry(
    name: "material3",
    summary: "Material 3 segmented buttons, 40 dp high; Label Large: Roboto Medium 14 sp, tracking "
      + "0.1 sp",
    height: 40, segmentPadding: 12, verticalPadding: 10, dividerWidth: 1, cornerRadius: 20,
    font: FontSpec(family: "Roboto", size: 14, weight: 500).with(
      letterSpacing: 0.007_142_857, sizeRounding: .wholePixel, rounding: .widthCeiling),
    minimumScale: 1,
    background: StyleColor(red: 0xFE, green: 0xF7, blue: 0xFF),
    border: StyleColor(red: 0x79, green: 0x74, blue: 0x7E),
    divider: StyleColor(red: 0x79, green: 0x74, blue: 0x7E),
    styles: SegmentStyles(
      normal: SegmentStyle(textColor: StyleColor(red: 0x1D, green: 0x1B, blue: 0x20)),
      selected: SegmentStyle(
        tint: StyleColor(red: 0xE8, green: 0xDE, blue: 0xF8),
        textColor: StyleColor(red: 0x1D, green: 0x19, blue: 0x2B)),
      disabled: SegmentStyle(textColor: StyleColor(red: 0x1D, green: 0x1B, blue: 0x20, alpha: 97))
    ),
    textScaling: TextScaling(
      platform: .android, response: .keepsSize,
      source: "Android font scale (labels in sp); the 40 dp button keeps its height"),
    // Label Large: Roboto Medium 14 sp, letterSpacing 0.1 sp (material-components-android
    // tokens.xml, TextAppearance.M3.Sys.Typescale.LabelLarge); a TextView uses whole-pixel sizes.
    fontOrigin: FontOrigin(
      kind: .platform, platformFont: "Roboto Medium 14 sp", measuredFamily: "Roboto",
      source: "Material 3 Label Large (material-components-android typography tokens.xml); "
        + "Roboto from fonts-roboto-unhinted",
      uncertainty: PresetUncertainty.roboto, uncertaintySource: PresetUncertainty.platformDrift,
      standIn: .init(
        font: FontSpec(family: "Noto Sans", size: 14, weight: 500).with(
          letterSpacing: 0.007_142_857, sizeRounding: .wholePixel, rounding: .widthCeiling),
        uncertainty: PresetUncertainty.robotoStandIn)))
}
