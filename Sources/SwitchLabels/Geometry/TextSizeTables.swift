// The platforms' text-size tables: Android 14's font scaling and Apple's Dynamic Type sizes.

/// Android's font scale (Settings › Display › Font size, `Configuration.fontScale`), with the
/// non-linear curve Android 14 applies to `sp` sizes.
///
/// Source: AOSP `frameworks/base`, `core/java/android/content/res/FontScaleConverterFactory.java`
/// (the tables below; `forScale`: no curve at or below 1, tables interpolated between scales, a
/// straight line outside them) and `FontScaleConverter.java` (`lookupAndInterpolate`). As in
/// Android, the curve is linear below 1.15 and jumps to the 1.15 table there (16 sp: 18.24 dp at
/// 1.14, 18.1 dp at 1.15).
public enum AndroidFontScale {
  /// Android 14's font-size slider steps; the non-linear tables are keyed by those above 1.
  public static let steps: [Double] = [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]

  /// The smallest and largest font scale the slider offers.
  public static let range: ClosedRange<Double> = 0.85...2

  /// The `sp` sizes every table maps (FontScaleConverterFactory's `fromSp`).
  static let fromSp: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

  /// The `dp` each `fromSp` size becomes, per font scale (FontScaleConverterFactory's `toDp`).
  static let tables: [(scale: Double, toDp: [Double])] = [
    (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
    (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
    (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
    (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
    (2, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
  ]

  /// The size in `dp` (px at scale 1) that `sp` becomes at `fontScale`, as Android 14 draws it.
  public static func dp(forSp sp: Double, fontScale: Double) -> Double {
    guard fontScale > 1 else { return sp * fontScale }
    // Scales are compared as FontScaleConverterFactory's keys: hundredths.
    let key = (fontScale * 100).rounded()
    if let exact = tables.first(where: { ($0.scale * 100).rounded() == key }) {
      return lookup(sp, exact.toDp)
    }
    guard let upper = tables.firstIndex(where: { $0.scale * 100 > key }), upper > 0 else {
      return sp * fontScale
    }
    let (low, high) = (tables[upper - 1], tables[upper])
    let t = (fontScale - low.scale) / (high.scale - low.scale)
    return lookup(sp, zip(low.toDp, high.toDp).map { start, end in start + (end - start) * t })
  }

  /// FontScaleConverter's `lookupAndInterpolate` from `fromSp` to `toDp`.
  private static func lookup(_ sp: Double, _ toDp: [Double]) -> Double {
    let value = abs(sp)
    let sign: Double = sp < 0 ? -1 : 1
    if let index = fromSp.firstIndex(of: value) { return sign * toDp[index] }
    guard let above = fromSp.firstIndex(where: { $0 > value }) else {
      // Past the table: the last pair's ratio.
      return sp * (toDp[toDp.count - 1] / fromSp[fromSp.count - 1])
    }
    let (startSp, startDp) = above == 0 ? (0, 0) : (fromSp[above - 1], toDp[above - 1])
    let (endSp, endDp) = (fromSp[above], toDp[above])
    return sign * (startDp + (endDp - startDp) * (value - startSp) / (endSp - startSp))
  }
}

/// Apple's Dynamic Type: the point size of each text style in each content-size category.
///
/// Source: Apple HIG, Typography › Specifications › "iOS, iPadOS Dynamic Type sizes"
/// (developer.apple.com/design/human-interface-guidelines/typography), xSmall … xxxLarge and AX1
/// … AX5; they agree with `UIFont.preferredFont(forTextStyle:)` in the iOS simulator (gist
/// klaas/750f489e2390389ab812).
public enum DynamicType {
  /// A text style whose sizes the presets use.
  public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Body: 17 pt at Large (the reference for ``ContentSizeCategory/bodyFactor``).
    case body
    /// Callout: 16 pt at Large.
    case callout
    /// Caption 2: 11 pt at Large, the smallest style.
    case caption2

    /// The point size in `category`.
    public func pointSize(_ category: ContentSizeCategory) -> Double {
      sizes[category.rawValue]
    }

    /// The sizes from xSmall to AX5.
    var sizes: [Double] {
      switch self {
      case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .callout: return [12, 13, 14, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      }
    }

    /// The HIG's name: `Body`, `Callout`, `Caption 2`.
    public var name: String {
      switch self {
      case .body: return "Body"
      case .callout: return "Callout"
      case .caption2: return "Caption 2"
      }
    }
  }

  /// The category a scale factor asks for: the smallest whose Body size is at least `factor` times
  /// the default (never under-delivered), up to AX5; below 1, the largest at most that.
  public static func category(forFactor factor: Double) -> ContentSizeCategory {
    if factor >= 1 {
      return ContentSizeCategory.allCases.first { $0.bodyFactor >= factor - 0.000_001 } ?? .ax5
    }
    return ContentSizeCategory.allCases.last { $0.bodyFactor <= factor + 0.000_001 } ?? .xSmall
  }
}
