// The user's text-size setting: a name, a scale factor, or an Apple content-size category.

/// A text-size setting as a user picks it in accessibility settings; Codable as its ``name``.
///
/// Each geometry translates it into its platform's terms (``TextScaling``):
/// - ``standard`` (`default`), ``large`` (the platform's large-text setting), ``maximum`` (`max`).
/// - A scale factor (`1.5`, `150%`); on Apple platforms the smallest content-size category whose
///   Body size is at least that factor.
/// - A content-size category (`AX3`, `xxxLarge`); elsewhere the factor of its Body size to the
///   default's (AX3: 40/17 ≈ 2.35).
///
/// ```swift
/// try TextSize("150%").setting    // .factor(1.5)
/// ```
public struct TextSize: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// What the setting says.
  public enum Setting: Hashable, Sendable {
    /// The platform's default text size.
    case standard
    /// The platform's large-text setting.
    case large
    /// The platform's largest text size.
    case maximum
    /// A scale factor relative to the default (1 = default).
    case factor(Double)
    /// One of Apple's content-size categories.
    case category(ContentSizeCategory)
  }

  /// What the setting says.
  public let setting: Setting

  /// A setting.
  public init(_ setting: Setting) { self.setting = setting }

  /// The default text size.
  public static let standard = TextSize(.standard)
  /// The platform's large-text setting.
  public static let large = TextSize(.large)
  /// The platform's largest text size.
  public static let maximum = TextSize(.maximum)

  /// The smallest scale factor accepted.
  public static let smallestFactor = 0.5
  /// The largest scale factor accepted (past every platform's maximum; each clamps and says so).
  public static let largestFactor = 4.0

  /// Parses, in any letter case, `default`, `large`, `max`, a factor (`1.3`, `130%`) from
  /// ``smallestFactor`` to ``largestFactor``, or an Apple content-size category (`xSmall` …
  /// `xxxLarge`, `AX1` … `AX5`, UIKit's long names); Large is `default`, as `large` means the
  /// large-text setting.
  ///
  /// - Throws: ``TextSizeError`` naming the text and what is accepted.
  public init(_ text: String) throws(TextSizeError) {
    let key = text.trimmed.lowercased()
    switch key {
    case "default", "standard", "normal": self = .standard
    case "large": self = .large
    case "max", "maximum", "largest": self = .maximum
    default:
      if let category = ContentSizeCategory(name: key) {
        self.init(.category(category))
        return
      }
      let isPercent = key.hasSuffix("%")
      let digits = isPercent ? String(key.dropLast()) : key
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        digits.filter({ $0 == "." }).count <= 1, let number = Double(digits)
      else {
        throw .unknown(text)
      }
      let factor = isPercent ? number / 100 : number
      guard factor.isFinite, factor >= Self.smallestFactor, factor <= Self.largestFactor else {
        throw .outOfRange(text, factor: factor)
      }
      self.init(.factor(factor))
    }
  }

  /// Parses a comma-separated list (`default,large,max`), each once, in the order given.
  ///
  /// - Throws: ``TextSizeError`` naming the first bad entry, or ``TextSizeError/empty``.
  public static func list(_ text: String) throws(TextSizeError) -> [TextSize] {
    var sizes: [TextSize] = []
    // Never empty: an empty text is one empty part, which is no text size.
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      sizes.append(try TextSize(String(part)))
    }
    return distinct(sizes)
  }

  /// The canonical name: `default`, `large`, `max`, the factor (`1.5`), or the category (`AX3`).
  public var name: String {
    switch setting {
    case .standard: return "default"
    case .large: return "large"
    case .maximum: return "max"
    case .factor(let factor): return NumberText.plain(factor)
    case .category(let category): return category.name
    }
  }

  /// The canonical name.
  public var description: String { name }

  /// Orders by the factor of Body text on a linear platform (names first by their usual size).
  public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
    if lhs.sortKey != rhs.sortKey { return lhs.sortKey < rhs.sortKey }
    return lhs.name < rhs.name
  }

  private var sortKey: Double { factor(large: 1.5, maximum: Self.largestFactor + 1) }

  /// The scale factor this setting asks for where `large` and `maximum` are a platform's.
  func factor(large: Double, maximum: Double) -> Double {
    switch setting {
    case .standard: return 1
    case .large: return large
    case .maximum: return maximum
    case .factor(let factor): return factor
    case .category(let category): return category.bodyFactor
    }
  }

  /// Decodes a name (see ``init(_:)-(String)``).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the ``name``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}

/// Why a text is not a text size.
public enum TextSizeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither a name nor a number.
  case unknown(String)
  /// A factor outside the accepted range.
  case outOfRange(String, factor: Double)
  /// An empty list.
  case empty

  /// A message naming the text and what is accepted.
  public var description: String {
    switch self {
    case .unknown(let text):
      return "\"\(LocaleError.printable(text))\" is not a text size (default, large, max, a factor "
        + "such as 1.3 or 130%, or a content-size category: "
        + ContentSizeCategory.allCases.filter { $0 != .large }.map(\.name)
        .joined(separator: ", ") + "; Apple's Large is default)"
    case .outOfRange(let text, let factor):
      return
        "\"\(LocaleError.printable(text))\": a text-size factor of \(factor) "
        + "is out of range (\(NumberText.plain(TextSize.smallestFactor)) to "
        + "\(NumberText.plain(TextSize.largestFactor)))"
    case .empty: return "no text size given"
    }
  }
}

/// Apple's content-size categories (`UIContentSizeCategory`, SwiftUI's `DynamicTypeSize`).
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// xSmall.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// xLarge.
  case xLarge
  /// xxLarge.
  case xxLarge
  /// xxxLarge, the largest without Larger Accessibility Sizes.
  case xxxLarge
  /// AX1 (accessibility medium).
  case ax1
  /// AX2 (accessibility large).
  case ax2
  /// AX3 (accessibility extra large).
  case ax3
  /// AX4 (accessibility extra extra large).
  case ax4
  /// AX5 (accessibility extra extra extra large), the largest.
  case ax5

  /// Orders from xSmall to AX5.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The name Apple's Human Interface Guidelines use: `xSmall`, `Large`, `AX3`.
  public var name: String {
    [
      "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3",
      "AX4", "AX5",
    ][rawValue]
  }

  /// UIKit's name, without its prefix: `extraSmall`, `accessibilityExtraLarge`.
  public var uiKitName: String {
    [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
      "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
      "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ][rawValue]
  }

  /// The category named `name` (lower case, HIG's or UIKit's), except `large`.
  init?(name: String) {
    guard name != "large",
      let found = Self.allCases.first(where: {
        $0.name.lowercased() == name || $0.uiKitName.lowercased() == name
      })
    else { return nil }
    self = found
  }

  /// Body's point size in this category over its default (17 pt): AX3 is 40/17.
  public var bodyFactor: Double {
    DynamicType.TextStyle.body.pointSize(self) / DynamicType.TextStyle.body.pointSize(.large)
  }
}

extension TextSize {
  /// `sizes` each once, in order; the default alone when there are none.
  static func distinct(_ sizes: [TextSize]) -> [TextSize] {
    var unique: [TextSize] = []
    for size in sizes where !unique.contains(size) { unique.append(size) }
    return unique.isEmpty ? [.standard] : unique
  }
}
