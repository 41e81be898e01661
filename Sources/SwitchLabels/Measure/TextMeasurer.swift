// What the fit ladder asks of a text measurer, and what it gets back.

/// Measures label text (advance width and ink in pixels) for a font and locale; thread-safe.
public protocol TextMeasurer: Sendable {
  /// Measures `text` in `font` for `locale` (which picks language-specific shaping and fallback).
  ///
  /// - Throws: ``MeasureError`` naming the font or text that could not be measured.
  func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
    -> TextMeasurement
}

/// The font a label is set in: a fontconfig family (with weight) or a font file, and a size.
public struct FontSpec: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Where the font comes from.
  public enum Source: Hashable, Sendable, Codable {
    /// A family name resolved through fontconfig, e.g. "DejaVu Sans".
    case family(String)
    /// A font file, and the face index inside a collection (0 for a single font).
    case file(path: String, faceIndex: Int)

    private enum CodingKeys: String, CodingKey {
      case family, file, faceIndex
    }

    /// Decodes `{"family": "Noto Sans"}` or `{"file": "fonts/My.ttf", "faceIndex": 0}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if let family = try container.decodeIfPresent(String.self, forKey: .family) {
        self = .family(family)
      } else {
        self = .file(
          path: try container.decode(String.self, forKey: .file),
          faceIndex: try container.decodeIfPresent(Int.self, forKey: .faceIndex) ?? 0)
      }
    }

    /// Encodes as geometry files spell a font: `{"family": …}` or `{"file": …}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .family(let name): try container.encode(name, forKey: .family)
      case .file(let path, let faceIndex):
        try container.encode(path, forKey: .file)
        try container.encode(faceIndex, forKey: .faceIndex)
      }
    }
  }

  /// The family or file.
  public var source: Source
  /// The size in pixels (1 pt = 1 px at scale 1).
  public var size: Double
  /// The weight on the CSS/OpenType scale: 400 regular, 500 medium, 700 bold.
  public var weight: Int
  /// Extra space after each grapheme cluster, in em (Android's `letterSpacing`); 0 for none.
  public var letterSpacing: Double = 0
  /// How the platform rounds the font size before it lays text out.
  public var sizeRounding: SizeRounding = .none
  /// How the platform turns glyph advances into a width; nil for the measurer's own policy.
  public var rounding: RoundingPolicy? = nil

  /// How a platform rounds a font size before laying text out.
  public enum SizeRounding: String, Hashable, Sendable, Codable, CaseIterable {
    /// The size as given (fractional pixels).
    case none
    /// The nearest whole pixel, halves up, at least 1: Android's `getDimensionPixelSize`.
    case wholePixel = "whole-pixel"

    /// `size` rounded as this rule says.
    public func apply(_ size: Double) -> Double {
      switch self {
      case .none: return size
      case .wholePixel: return max(1, (size + 0.5).rounded(.down))
      }
    }
  }

  /// A font by family name.
  public init(family: String, size: Double, weight: Int = 400) {
    source = .family(family)
    self.size = size
    self.weight = weight
  }

  /// A font by file path and face index.
  public init(path: String, faceIndex: Int = 0, size: Double, weight: Int = 400) {
    source = .file(path: path, faceIndex: faceIndex)
    self.size = size
    self.weight = weight
  }

  /// The same font with the platform's text attributes: letter spacing, size and advance rounding.
  public func with(
    letterSpacing: Double = 0, sizeRounding: SizeRounding = .none, rounding: RoundingPolicy? = nil
  ) -> FontSpec {
    var copy = self
    copy.letterSpacing = letterSpacing
    copy.sizeRounding = sizeRounding
    copy.rounding = rounding
    return copy
  }

  /// The size text is laid out at: ``size`` after ``sizeRounding``.
  public var layoutSize: Double { sizeRounding.apply(size) }

  /// Whether the font has any text attribute beyond family, weight and size.
  public var hasTextAttributes: Bool {
    letterSpacing != 0 || sizeRounding != .none || rounding != nil
  }

  private enum CodingKeys: String, CodingKey {
    case source, size, weight, letterSpacing, sizeRounding, rounding
  }

  /// Decodes a font; the text attributes are optional.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    source = try container.decode(Source.self, forKey: .source)
    size = try container.decode(Double.self, forKey: .size)
    weight = try container.decode(Int.self, forKey: .weight)
    letterSpacing = try container.decodeIfPresent(Double.self, forKey: .letterSpacing) ?? 0
    sizeRounding = try container.decodeIfPresent(SizeRounding.self, forKey: .sizeRounding) ?? .none
    rounding = try container.decodeIfPresent(RoundingPolicy.self, forKey: .rounding)
  }

  /// Encodes a font; text attributes only when set, so a font without them encodes as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(source, forKey: .source)
    try container.encode(size, forKey: .size)
    try container.encode(weight, forKey: .weight)
    if letterSpacing != 0 { try container.encode(letterSpacing, forKey: .letterSpacing) }
    if sizeRounding != .none { try container.encode(sizeRounding, forKey: .sizeRounding) }
    try container.encodeIfPresent(rounding, forKey: .rounding)
  }

  /// The same font at another size.
  public func withSize(_ size: Double) -> FontSpec {
    var copy = self
    copy.size = size
    return copy
  }

  /// The family or file, weight and size, for example "Noto Sans 400 16.0px".
  public var description: String {
    switch source {
    case .family(let family): return "\(family) \(weight) \(size)px"
    case .file(let path, let index): return "\(path)#\(index) \(size)px"
    }
  }
}

/// Exactly which font file measured a run of text.
public struct FontIdentity: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The family name from the font file, for example "Noto Sans Arabic".
  public var family: String
  /// The style name from the font file, for example "Regular".
  public var style: String
  /// The file name (without folders), for example "NotoSansArabic-Regular.ttf".
  public var fileName: String
  /// The face index inside the file.
  public var faceIndex: Int
  /// A hash of the file's content (hex), so a report names the exact font version.
  public var contentHash: String

  /// Creates an identity.
  public init(family: String, style: String, fileName: String, faceIndex: Int, contentHash: String)
  {
    self.family = family
    self.style = style
    self.fileName = fileName
    self.faceIndex = faceIndex
    self.contentHash = contentHash
  }

  /// The family, style, file and face, for example "Noto Sans Regular (NotoSans-Regular.ttf#0)".
  public var description: String { "\(family) \(style) (\(fileName)#\(faceIndex))" }
}

/// The measured size of a piece of text.
public struct TextMeasurement: Hashable, Sendable, Codable {
  /// The text measured.
  public var text: String
  /// The shaped advance width in pixels (exact, fractional unless rounding was asked for).
  public var width: Double
  /// The ink extent above the baseline in pixels (positive upwards).
  public var ascent: Double
  /// The ink extent below the baseline in pixels (positive downwards).
  public var descent: Double
  /// The fonts that covered the text, primary first.
  public var fonts: [FontIdentity]
  /// Characters no available font covers (drawn as missing-glyph boxes).
  public var missing: [String]
  /// Whether the figures are an estimate (no font was shaped).
  public var estimated: Bool

  /// Creates a measurement.
  public init(
    text: String, width: Double, ascent: Double, descent: Double, fonts: [FontIdentity],
    missing: [String], estimated: Bool
  ) {
    self.text = text
    self.width = width
    self.ascent = ascent
    self.descent = descent
    self.fonts = fonts
    self.missing = missing
    self.estimated = estimated
  }

  /// The ink height (ascent + descent).
  public var inkHeight: Double { ascent + descent }

  /// The same measurement with the font scaled by `factor` (unhinted shaping scales linearly).
  public func scaled(by factor: Double) -> TextMeasurement {
    var copy = self
    copy.width *= factor
    copy.ascent *= factor
    copy.descent *= factor
    return copy
  }
}

/// Why text could not be measured; every case names the font or text.
public enum MeasureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No installed font of the family (a family lacking characters is fine: fallbacks cover them).
  case fontNotFound(family: String)
  /// The file is missing, unreadable, not a font, or has no such face.
  case unreadableFont(path: String, reason: String)
  /// The size is zero, negative, not a number or absurdly large.
  case invalidSize(Double)
  /// The text is too long to be a label.
  case textTooLong(length: Int)
  /// A system library failed (FreeType, HarfBuzz or fontconfig).
  case systemLibrary(String)

  /// A one-line message naming the input, shortened and with controls shown as `\u{…}`.
  public var description: String {
    switch self {
    case .fontNotFound(let family): return "no installed font for family \"\(Self.shown(family))\""
    case .unreadableFont(let path, let reason):
      return "cannot use font file \(Self.shown(path)): \(reason)"
    case .invalidSize(let size):
      return "invalid font size \(size): expected a number of pixels > 0 and ≤ 1000"
    case .textTooLong(let length):
      return "text of \(length) characters is too long to measure as a label (at most "
        + "\(MeasureLimits.maximumTextLength))"
    case .systemLibrary(let message): return "system library failure: \(message)"
    }
  }

  /// At most 80 characters of `text`, with control, format and private-use characters escaped.
  static func shown(_ text: String) -> String { SafeText.printable(text, limit: 80) }
}
