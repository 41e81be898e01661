// The size and drawing rules of a switch, as a platform defines them.

/// A switch's geometry: track and thumb sizes, where the label goes, the font, and how far the fit
/// ladder may shrink or grow the label, in pixels at scale 1 (1 pt = 1 px).
///
/// ```swift
/// let geometry = Geometry.preset(named: "gtk3-adwaita")
/// geometry?.labelBox().width  // the room for "ON"/"OFF" beside the slider
/// ```
public struct Geometry: Hashable, Sendable, Codable {
  /// Where the label is drawn.
  public enum LabelPlacement: String, Hashable, Sendable, Codable, CaseIterable {
    /// Inside the track, in the part the thumb does not cover (classic iOS, GTK 3).
    case track
    /// On the thumb itself (Android SwitchCompat with `showText`).
    case thumb
    /// Beside the track, in a content area of `besideWidth` (WinUI ToggleSwitch).
    case beside
  }

  /// Whether right-to-left locales mirror the control.
  public enum MirroringPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Mirror in right-to-left locales (on: thumb at the left), as UIKit, Android and GTK do.
    case mirrorForRightToLeft
    /// Never mirror (a control whose meaning is physical, e.g. a hardware-like switch).
    case never
  }

  /// A short name, for example `ios-classic`.
  public var name: String
  /// A one-line description with the source of the numbers.
  public var summary: String
  /// The track's width.
  public var trackWidth: Double
  /// The track's height.
  public var trackHeight: Double
  /// The thumb's width (its diameter for a round thumb).
  public var thumbWidth: Double
  /// The thumb's height.
  public var thumbHeight: Double
  /// The gap between the thumb and the track's edge.
  public var thumbInset: Double
  /// Room kept free on each side of the label, horizontally.
  public var labelPadding: Double
  /// Room kept free above and below the label's ink.
  public var labelVerticalPadding: Double
  /// Where the label is drawn.
  public var placement: LabelPlacement
  /// The width of the content area for `.beside` placement.
  public var besideWidth: Double
  /// The label font, with the platform's letter spacing and size and advance rounding.
  public var font: FontSpec
  /// Where the font comes from, its measuring uncertainty, and its stand-in.
  public var fontOrigin: FontOrigin
  /// The case transform the platform applies (for example upper case), with the locale's rules.
  public var textCase: TextCase
  /// The smallest font scale the ladder may use (1 = never shrink).
  public var minimumScale: Double
  /// The widest the track may grow to fit text (equal to `trackWidth`: never grows).
  public var maximumTrackWidth: Double
  /// Whether right-to-left locales mirror the control.
  public var mirroring: MirroringPolicy
  /// The track colour, on and off, and the thumb colour (CSS colours, for rendering).
  public var colors: Colors
  /// How the label follows the user's text size (see ``sized(for:)``).
  public var textScaling: TextScaling

  /// Colours used when a geometry is drawn.
  public struct Colors: Hashable, Sendable, Codable {
    /// The track when on.
    public var trackOn: String
    /// The track when off.
    public var trackOff: String
    /// The thumb.
    public var thumb: String
    /// Label text and image labels on the on track.
    public var labelOn: String
    /// Label text and image labels on the off track.
    public var labelOff: String

    /// Colours.
    public init(trackOn: String, trackOff: String, thumb: String, labelOn: String, labelOff: String)
    {
      self.trackOn = trackOn
      self.trackOff = trackOff
      self.thumb = thumb
      self.labelOn = labelOn
      self.labelOff = labelOff
    }

    /// The colours a geometry has unless it names its own.
    public static let standard = Colors(
      trackOn: "#34C759", trackOff: "#E9E9EA", thumb: "#FFFFFF", labelOn: "#FFFFFF",
      labelOff: "#5F5F5F")
  }

  /// A geometry; check one from outside with ``validated()`` before use.
  public init(
    name: String, summary: String, trackWidth: Double, trackHeight: Double, thumbWidth: Double,
    thumbHeight: Double, thumbInset: Double, labelPadding: Double, labelVerticalPadding: Double,
    placement: LabelPlacement, besideWidth: Double = 0, font: FontSpec, textCase: TextCase,
    minimumScale: Double, maximumTrackWidth: Double? = nil,
    mirroring: MirroringPolicy = .mirrorForRightToLeft,
    colors: Colors = .standard, textScaling: TextScaling = .standard,
    fontOrigin: FontOrigin? = nil
  ) {
    self.name = name
    self.summary = summary
    self.trackWidth = trackWidth
    self.trackHeight = trackHeight
    self.thumbWidth = thumbWidth
    self.thumbHeight = thumbHeight
    self.thumbInset = thumbInset
    self.labelPadding = labelPadding
    self.labelVerticalPadding = labelVerticalPadding
    self.placement = placement
    self.besideWidth = besideWidth
    self.font = font
    self.fontOrigin = fontOrigin ?? .chosen(font)
    self.textCase = textCase
    self.minimumScale = minimumScale
    self.maximumTrackWidth = maximumTrackWidth ?? trackWidth
    self.mirroring = mirroring
    self.colors = colors
    self.textScaling = textScaling
  }

  /// The room for the label at a track width (the nominal one by default): the track less the
  /// thumb, insets, padding and rounded far end (``labelInsets``); the thumb less padding and its
  /// ends; or the content area beside less padding.
  public func labelBox(trackWidth: Double? = nil) -> (width: Double, height: Double) {
    let track = trackWidth ?? self.trackWidth
    let insets = labelInsets
    let shape: Double  // the track, the thumb (grown by half the track's growth), or beside
    switch placement {
    case .track: shape = track
    case .thumb: shape = thumbWidth + (track - self.trackWidth) / 2
    case .beside: shape = besideWidth
    }
    return (max(0, shape - insets.thumbSide - insets.farSide), labelBoxHeight)
  }

  /// The label box's height: the track (or thumb, or a line beside) less the vertical padding.
  var labelBoxHeight: Double {
    let height: Double
    switch placement {
    case .track: height = trackHeight - 2 * labelVerticalPadding
    case .thumb: height = thumbHeight - 2 * labelVerticalPadding
    case .beside: height = max(trackHeight, font.size * 1.5) - 2 * labelVerticalPadding
    }
    return max(0, height)
  }

  /// Where the label box starts and ends, in px from each end of its shape (beside: padding).
  ///
  /// `thumbSide` counts from the thumb's end of the track (inset, thumb, `labelPadding`), `farSide`
  /// from the other. A pill of height h has caps of radius h/2, so a box of height b meets the
  /// curve r − √(r² − (b/2)²) from the end; the far side keeps `labelPadding` from it.
  public var labelInsets: (thumbSide: Double, farSide: Double) {
    let box = labelBoxHeight / 2
    switch placement {
    case .track:
      let cap = Self.capClearance(radius: trackHeight / 2, halfHeight: box)
      return (thumbInset + thumbWidth + labelPadding, max(thumbInset, cap) + labelPadding)
    case .thumb:
      let cap = Self.capClearance(radius: min(thumbWidth, thumbHeight) / 2, halfHeight: box)
      return (cap + labelPadding, cap + labelPadding)
    case .beside:
      return (labelPadding, labelPadding)
    }
  }

  /// How far a rounded end's curve of `radius` is from the end at `halfHeight` off centre.
  static func capClearance(radius: Double, halfHeight: Double) -> Double {
    guard radius > 0, halfHeight > 0 else { return 0 }
    guard halfHeight < radius else { return radius }
    return radius - (radius * radius - halfHeight * halfHeight).squareRoot()
  }

  /// The track width a label of `width` needs (the inverse of ``labelBox(trackWidth:)``).
  public func trackWidth(forLabelWidth width: Double) -> Double {
    let insets = labelInsets
    switch placement {
    case .track: return width + insets.thumbSide + insets.farSide
    case .thumb:
      return self.trackWidth + 2 * (width + insets.thumbSide + insets.farSide - thumbWidth)
    case .beside: return self.trackWidth
    }
  }

  /// Whether the control may grow to fit its text.
  public var canGrow: Bool { maximumTrackWidth > trackWidth && placement != .beside }

  /// The largest length a geometry may have, in pixels (a switch is a few dozen).
  public static let maximumLength = 100_000.0
  /// The longest name a geometry may have, in characters.
  public static let maximumNameLength = 100

  /// This geometry, checked: finite positive sizes up to ``maximumLength``, a fitting thumb, a
  /// minimum scale in (0, 1], font size in (0, 1000], valid face and weight, CSS colours, a clean
  /// name.
  ///
  /// - Throws: ``GeometryError`` naming the geometry and the field.
  public func validated() throws(GeometryError) -> Geometry {
    let limit = NumberText.plain(Self.maximumLength)
    func fail(_ field: String, _ reason: String) -> GeometryError {
      .invalidValue(geometry: name, field: field, reason: reason)
    }
    func check(_ value: Double, _ field: String, positive: Bool = true) throws(GeometryError) {
      guard value.isFinite, positive ? value > 0 : value >= 0, value <= Self.maximumLength else {
        throw fail(field, "\(value) must be a number \(positive ? ">" : "≥") 0 and ≤ \(limit)")
      }
    }
    guard !name.trimmed.isEmpty else { throw fail("name", "must not be empty") }
    guard name.count <= Self.maximumNameLength else {
      throw .invalidValue(
        geometry: String(name.prefix(40)), field: "name",
        reason: "\(name.count) characters is too long (at most \(Self.maximumNameLength))")
    }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw fail("name", "contains a control character")
    }
    if name.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint) {
      throw fail("name", "contains a noncharacter (U+FFFE, U+FFFF …)")
    }
    if let (field, value) = colors.firstInvalid {
      throw fail(
        "colors.\(field)",
        "\"\(LocaleError.printable(value))\" is not a colour (#RRGGBB, rgb(), hsl() or a CSS "
          + "colour name)")
    }
    if case .file(_, let faceIndex) = font.source, !(0...0xFFFF).contains(faceIndex) {
      throw fail("font.faceIndex", "\(faceIndex) must be from 0 to 65535")
    }
    guard (1...1000).contains(font.weight) else {
      throw fail("font.weight", "\(font.weight) must be from 1 to 1000")
    }
    try check(trackWidth, "trackWidth")
    try check(trackHeight, "trackHeight")
    try check(thumbWidth, "thumbWidth")
    try check(thumbHeight, "thumbHeight")
    try check(thumbInset, "thumbInset", positive: false)
    try check(labelPadding, "labelPadding", positive: false)
    try check(labelVerticalPadding, "labelVerticalPadding", positive: false)
    try check(besideWidth, "besideWidth", positive: false)
    try check(font.size, "font.size")
    guard font.size <= 1000 else { throw fail("font.size", "\(font.size) px is too large") }
    guard minimumScale.isFinite, minimumScale > 0, minimumScale <= 1 else {
      throw fail("minimumScale", "\(minimumScale) must be in (0, 1]")
    }
    guard maximumTrackWidth.isFinite, maximumTrackWidth >= trackWidth,
      maximumTrackWidth <= Self.maximumLength
    else {
      throw fail(
        "maximumTrackWidth",
        "\(maximumTrackWidth) must be ≥ trackWidth (\(trackWidth)): raise it with the track, or "
          + "remove the key (the track then does not grow)")
    }
    if placement == .track, thumbWidth + 2 * thumbInset > trackWidth {
      throw fail("thumbWidth", "the thumb and its insets are wider than the track")
    }
    // A padding leaving no room would make every row image labels: a file mistake, not a verdict.
    guard labelBoxHeight > 0 else {
      throw fail(
        "labelVerticalPadding",
        "\(NumberText.plain(labelVerticalPadding)) px on each side leaves no room for a label in "
          + "the \(placement == .thumb ? "thumb" : "track")")
    }
    if placement == .beside, besideWidth <= 0 {
      throw fail("besideWidth", "beside placement needs a content width > 0")
    }
    return self
  }
}

/// Why a geometry cannot be used.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A field has a value no switch can have.
  case invalidValue(geometry: String, field: String, reason: String)
  /// A geometry file could not be read or decoded.
  case unreadableFile(path: String, reason: String)
  /// No preset has this name.
  case unknownPreset(String)

  /// A message naming the geometry and what is wrong.
  public var description: String {
    switch self {
    case .invalidValue(let geometry, let field, let reason):
      return "geometry \"\(LocaleError.printable(geometry))\": \(field): \(reason)"
    case .unreadableFile(let path, let reason): return "geometry file \(path): \(reason)"
    case .unknownPreset(let name):
      return "unknown preset \"\(LocaleError.printable(name))\" (known: "
        + Geometry.presets.map(\.name).joined(separator: ", ") + ")"
    }
  }
}

extension Geometry {
  /// `geometries` without repeats, in order; rows, keys and files tell geometries apart by name.
  static func distinct(_ geometries: [Geometry]) throws(ResolveError) -> [Geometry] {
    var unique: [Geometry] = []
    for geometry in geometries where !unique.contains(geometry) {
      guard !unique.contains(where: { $0.name == geometry.name }) else {
        throw .invalidGeometry(
          .invalidValue(
            geometry: geometry.name, field: "name",
            reason: "two different geometries have this name; give each its own"))
      }
      unique.append(geometry)
    }
    return unique
  }
}
