// How a geometry follows the user's text size: the platform's table, and whether it grows.

/// How a geometry's label follows the user's text size (part of each preset's definition).
///
/// The ladder works at the enlarged size, so large text is never shrunk below the enlarged font's
/// minimum scale; past it, the control grows where allowed, else falls back to image labels.
public struct TextScaling: Hashable, Sendable, Codable {
  /// Whose table turns a ``TextSize`` into a font size.
  public enum Platform: Hashable, Sendable, Codable {
    /// Android's font scale with Android 14's curve (``AndroidFontScale``); `large` 1.5, `max` 2.
    case android
    /// Apple's Dynamic Type for a text style (``DynamicType``); `large` is AX1, `max` AX5.
    case apple(DynamicType.TextStyle)
    /// WinUI's `UISettings.TextScaleFactor` (1 to 2.25); `large` is 1.5, `max` 2.25.
    case windows
    /// GTK's `text-scaling-factor`; `large` 1.25 (`DPI_FACTOR_LARGE`), `max` 2
    /// (`DPI_FACTOR_LARGEST`).
    case gtk
    /// A plain factor: `large` is 1.5, `max` 2.
    case linear
  }

  /// What the control does when its text grows.
  public enum Response: String, Hashable, Sendable, Codable, CaseIterable {
    /// The text does not follow the text size.
    case fixed
    /// The text grows, the control keeps its size: the ladder shrinks, then falls back to images.
    case keepsSize
    /// The text grows and the control may grow wider (its growth limit scaling); its height stays.
    case growsWidth
    /// The text grows, and the control wider (its growth limit scaling) and taller.
    case grows
  }

  /// Whose table turns a text size into a font size.
  public var platform: Platform
  /// What the control does when its text grows.
  public var response: Response
  /// Where the behaviour comes from, in one line.
  public var source: String

  /// A text-scaling rule.
  public init(platform: Platform, response: Response, source: String) {
    self.platform = platform
    self.response = response
    self.source = source
  }

  /// The rule a geometry has unless it names its own: a plain factor, the control keeps its size.
  public static let standard = TextScaling(
    platform: .linear, response: .keepsSize,
    source: "a custom geometry: the text follows the factor, the control keeps its size")

  /// The font size for `size` from a nominal `fontSize` (px), and the setting written out.
  public func fontSize(_ size: TextSize, nominal fontSize: Double) -> (
    size: Double, setting: String
  ) {
    guard response != .fixed else { return (fontSize, "not followed") }
    func factor(large: Double, maximum: Double, range: ClosedRange<Double>?) -> Double {
      let value = size.factor(large: large, maximum: maximum)
      guard let range else { return value }
      return min(max(value, range.lowerBound), range.upperBound)
    }
    switch platform {
    case .android:
      let scale = factor(large: 1.5, maximum: 2, range: AndroidFontScale.range)
      let dp = AndroidFontScale.dp(forSp: fontSize, fontScale: scale)
      let curve = scale > 1 && abs(dp - fontSize * scale) > 0.001 ? " (non-linear)" : ""
      return (dp, "Android font scale \(NumberText.plain(scale))\(curve)")
    case .apple(let style):
      let category: ContentSizeCategory
      switch size.setting {
      case .standard: category = .large
      case .large: category = .ax1
      case .maximum: category = .ax5
      case .factor(let factor): category = DynamicType.category(forFactor: factor)
      case .category(let chosen): category = chosen
      }
      let points = style.pointSize(category)
      let setting = "Dynamic Type \(category.name), \(style.name) \(NumberText.plain(points)) pt"
      return (fontSize * (points / style.pointSize(.large)), setting)
    case .windows:
      let scale = factor(large: 1.5, maximum: 2.25, range: 1...2.25)
      return (fontSize * scale, "WinUI text scaling \(NumberText.plain(scale * 100))%")
    case .gtk:
      let scale = factor(large: 1.25, maximum: 2, range: nil)
      return (fontSize * scale, "GTK text-scaling-factor \(NumberText.plain(scale))")
    case .linear:
      let scale = factor(large: 1.5, maximum: 2, range: nil)
      return (fontSize * scale, "text scale \(NumberText.plain(scale))")
    }
  }
}

extension Geometry {
  /// This geometry at the user's text size: the platform's font size, growth limit scaled alike.
  public func sized(for textSize: TextSize) -> Geometry {
    let (size, _) = textScaling.fontSize(textSize, nominal: font.size)
    let newSize = min(size, Self.maximumFontSize)
    guard newSize.isFinite, newSize > 0, abs(newSize - font.size) > 0.000_1 else { return self }
    let growth = newSize / font.size
    var sized = self
    sized.font.size = newSize
    let response = textScaling.response
    guard response == .growsWidth || response == .grows, growth > 1 else { return sized }
    if response == .grows {
      let room = max(0, trackHeight - 2 * labelVerticalPadding) * growth
      sized.trackHeight = min(Self.maximumLength, room + 2 * labelVerticalPadding)
      sized.thumbHeight = min(sized.trackHeight, thumbHeight * growth)
    }
    // The growth room scales with the text, so text that may grow at one size may at any larger.
    if canGrow {
      let room = labelBox(trackWidth: maximumTrackWidth).width * growth
      sized.maximumTrackWidth = min(
        Self.maximumLength, max(maximumTrackWidth, sized.trackWidth(forLabelWidth: room)))
    }
    return sized
  }

  /// The largest font size a geometry may have, in px.
  static let maximumFontSize = 1000.0

  /// What `textSize` does to this geometry, for traces: `max: Android font scale 2 (non-linear),
  /// 14 → 26 px; the control keeps its size; the floor is 0.8 × 26 = 20.8 px`.
  public func textSizeDetail(_ textSize: TextSize) -> String {
    let (_, setting) = textScaling.fontSize(textSize, nominal: font.size)
    guard textScaling.response != .fixed else {
      return "\(textSize.name): \(name) does not follow text size (\(textScaling.source))"
    }
    let sized = sized(for: textSize)
    var detail =
      "\(textSize.name): \(setting), font \(NumberText.plain(font.size)) → "
      + "\(NumberText.plain(sized.font.size)) px"
    switch textScaling.response {
    case .fixed, .keepsSize: detail += "; the control keeps its size"
    case .growsWidth: detail += "; the control may grow wider with its text"
    case .grows: detail += "; the control grows with its text"
    }
    if minimumScale < 1 {
      detail +=
        "; the floor is \(NumberText.plain(minimumScale)) × \(NumberText.plain(sized.font.size)) = "
        + "\(NumberText.plain(minimumScale * sized.font.size)) px"
    } else {
      detail += "; the text is never shrunk"
    }
    return detail
  }
}
