// The text sizes a test suite runs its switches at: one more axis of the locale matrix.

import SwitchLabels

/// Text sizes for a test matrix, as collections to hand to `@Test(arguments:)` beside a
/// ``LocaleMatrix``.
///
/// ```swift
/// @Test(arguments: Geometry.presets, LocaleMatrix.icu)
/// func labels(_ geometry: Geometry, _ locale: LocaleID) throws {
///   for size in TextSizeMatrix.standard {
///     let resolution = try service.resolve(locale, geometry: geometry, textSize: size)
///     checkInvariants(resolution, geometry: geometry)  // checks at the enlarged size
///   }
/// }
///
/// @Test(arguments: LocaleMatrix.catalogs.cases(Geometry.presets, TextSizeMatrix.standard))
/// func each(_ item: LocaleMatrix.Case) throws { … }
/// ```
public enum TextSizeMatrix {
  /// The default, the platform's large-text setting and its largest size: what
  /// `audit --text-size default,large,max` audits.
  public static let standard: [TextSize] = [.standard, .large, .maximum]

  /// Every step of Android 14's font-size slider, 0.85 to 2.
  public static let android: [TextSize] = AndroidFontScale.steps.map { TextSize(.factor($0)) }

  /// Every Dynamic Type content-size category, xSmall to AX5.
  public static let dynamicType: [TextSize] = ContentSizeCategory.allCases.map {
    TextSize(.category($0))
  }
}

extension LocaleMatrix {
  /// One locale × geometry × text size of a matrix.
  public struct Case: Hashable, Sendable, CustomStringConvertible {
    /// The locale.
    public let locale: LocaleID
    /// The geometry, at its nominal size.
    public let geometry: Geometry
    /// The text size.
    public let textSize: TextSize

    /// `de-CH × ios at max`.
    public var description: String { "\(locale) × \(geometry.name) at \(textSize)" }
  }

  /// Every locale × geometry × text size, locales first: for one `@Test(arguments:)` over the
  /// three axes.
  public func cases(_ geometries: [Geometry], _ textSizes: [TextSize]) -> [Case] {
    var cases: [Case] = []
    cases.reserveCapacity(locales.count * geometries.count * textSizes.count)
    for locale in locales {
      for geometry in geometries {
        for size in textSizes {
          cases.append(Case(locale: locale, geometry: geometry, textSize: size))
        }
      }
    }
    return cases
  }
}
