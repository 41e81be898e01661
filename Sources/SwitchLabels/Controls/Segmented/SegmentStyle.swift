// Per-segment, per-state styles, keyed by the segment's id (never by a subview index).

/// An sRGB colour with opacity, parsed from and written as CSS hex.
public struct StyleColor: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Red, 0–255.
  public let red: UInt8
  /// Green, 0–255.
  public let green: UInt8
  /// Blue, 0–255.
  public let blue: UInt8
  /// Opacity, 0 (transparent) – 255 (opaque).
  public let alpha: UInt8

  /// A colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required, hex digits in any case).
  ///
  /// - Throws: ``SegmentedControlError/invalidColor(_:)`` naming the text.
  public init(hex text: String) throws(SegmentedControlError) {
    let digits = Array(text.utf8.dropFirst())
    guard text.utf8.first == UInt8(ascii: "#"), [3, 6, 8].contains(digits.count) else {
      throw .invalidColor(text)
    }
    let values = digits.compactMap { Character(Unicode.Scalar($0)).hexDigitValue }.map { UInt8($0) }
    guard values.count == digits.count else { throw .invalidColor(text) }
    if values.count == 3 {
      self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
    } else {
      func byte(_ index: Int) -> UInt8 { values[index] * 16 + values[index + 1] }
      self.init(
        red: byte(0), green: byte(2), blue: byte(4), alpha: values.count == 8 ? byte(6) : 255)
    }
  }

  /// `#RRGGBB`, without the opacity (SVG 1.1 has no 8-digit colours; see ``opacity``).
  public var hex: String {
    "#" + [red, green, blue].map { Self.twoDigits($0) }.joined()
  }

  /// The opacity as a fraction, 0…1, rounded to three decimals.
  public var opacity: Double { (Double(alpha) / 255 * 1000).rounded() / 1000 }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var description: String { alpha == 255 ? hex : hex + Self.twoDigits(alpha) }

  /// Decodes a hex string; anything else is a decoding error naming it.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    try self.init(hex: text)
  }

  /// Encodes the hex string (``description``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  private static func twoDigits(_ value: UInt8) -> String {
    (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
  }
}

/// How far a text shadow is offset from the text, in px (positive: right and down).
public struct ShadowOffset: Hashable, Sendable, Codable {
  /// Horizontal offset.
  public var x: Double
  /// Vertical offset.
  public var y: Double

  /// An offset.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// One state's look of a segment; nil fields fall back to the normal style, then the geometry's.
public struct SegmentStyle: Hashable, Sendable, Codable {
  /// The segment's background.
  public var tint: StyleColor?
  /// The colour of the label text and image.
  public var textColor: StyleColor?
  /// The colour of the label's shadow; no shadow when nil.
  public var shadowColor: StyleColor?
  /// The shadow's offset (1 px down when a shadow colour is set and this is not).
  public var shadowOffset: ShadowOffset?

  /// A style; every field is optional.
  public init(
    tint: StyleColor? = nil, textColor: StyleColor? = nil, shadowColor: StyleColor? = nil,
    shadowOffset: ShadowOffset? = nil
  ) {
    self.tint = tint
    self.textColor = textColor
    self.shadowColor = shadowColor
    self.shadowOffset = shadowOffset
  }

  /// This style with every field `other` sets taking precedence.
  public func overridden(by other: SegmentStyle) -> SegmentStyle {
    SegmentStyle(
      tint: other.tint ?? tint, textColor: other.textColor ?? textColor,
      shadowColor: other.shadowColor ?? shadowColor,
      shadowOffset: other.shadowOffset ?? shadowOffset)
  }

  /// Whether no field is set.
  public var isEmpty: Bool { self == SegmentStyle() }

  /// Checks that the shadow offset is finite.
  func validate(segment: String) throws(SegmentedControlError) {
    if let offset = shadowOffset, !(offset.x.isFinite && offset.y.isFinite) {
      throw .invalidStyle(
        segment: segment, reason: "shadow offset (\(offset.x), \(offset.y)) must be finite")
    }
  }
}

/// A segment's styles per state: normal, overridden by selected, then disabled (for both at once).
public struct SegmentStyles: Hashable, Sendable, Codable {
  /// The style in every state.
  public var normal: SegmentStyle
  /// Overrides when selected.
  public var selected: SegmentStyle
  /// Overrides when disabled.
  public var disabled: SegmentStyle

  /// Styles per state.
  public init(
    normal: SegmentStyle = SegmentStyle(), selected: SegmentStyle = SegmentStyle(),
    disabled: SegmentStyle = SegmentStyle()
  ) {
    self.normal = normal
    self.selected = selected
    self.disabled = disabled
  }

  /// The style in `state`: normal, overridden by selected, then by disabled.
  public func style(for state: SegmentState) -> SegmentStyle {
    var style = normal
    if state.contains(.selected) { style = style.overridden(by: selected) }
    if state.contains(.disabled) { style = style.overridden(by: disabled) }
    return style
  }

  /// These styles with every field `other` sets taking precedence, state by state.
  public func overridden(by other: SegmentStyles) -> SegmentStyles {
    SegmentStyles(
      normal: normal.overridden(by: other.normal),
      selected: selected.overridden(by: other.selected),
      disabled: disabled.overridden(by: other.disabled))
  }

  /// Checks every state's style.
  func validate(segment: String) throws(SegmentedControlError) {
    for style in [normal, selected, disabled] { try style.validate(segment: segment) }
  }
}
