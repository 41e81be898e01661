// The locales a test suite runs its switches through: ICU's, the catalogs', the pseudo-locales.

import SwitchLabels

/// A set of locales for a test matrix, sorted by tag, each once: a collection to hand straight
/// to `@Test(arguments:)`.
///
/// ```swift
/// @Test(arguments: Geometry.presets, LocaleMatrix.icu + .pseudo)
/// func labels(_ geometry: Geometry, _ locale: LocaleID) throws { … }
///
/// @Test(arguments: LocaleMatrix.icu.filtered(direction: .rightToLeft))   // ar, fa, he, ur …
/// @Test(arguments: LocaleMatrix.catalogs(myCatalogs).filtered(script: "Cyrl"))
/// @Test(arguments: LocaleMatrix.icu.filtered(region: "CH"))              // de-CH, fr-CH, it-CH …
/// ```
public struct LocaleMatrix: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
  /// The locales, sorted by tag.
  public let locales: [LocaleID]

  /// A matrix of `locales` (each once, sorted by tag).
  public init(_ locales: some Sequence<LocaleID>) {
    self.locales = Array(Set(locales)).sorted()
  }

  /// Every locale ICU has data for (`uloc_getAvailable`: 805 in ICU 72).
  public static var icu: LocaleMatrix { LocaleMatrix(LocaleID.icuAvailable) }

  /// The locales of the catalogs bundled with SwitchLabels.
  public static var catalogs: LocaleMatrix { catalogs(.bundled) }

  /// The locales of `set`'s catalogs (root excluded): an app's own words, for instance.
  public static func catalogs(_ set: CatalogSet) -> LocaleMatrix { LocaleMatrix(set.locales) }

  /// The locales of an app's strings, as its localization files give them (read with
  /// ``SwitchLabels/AppStringsReader``), the source language included.
  ///
  /// ```swift
  /// @Test(arguments: LocaleMatrix.appStrings(try AppStringsReader().read(paths: ["MyApp"])))
  /// ```
  public static func appStrings(_ strings: AppStrings) -> LocaleMatrix {
    LocaleMatrix(strings.locales + [strings.sourceLanguage])
  }

  /// The pseudo-locales (`ar-XB`, `en-XA`, `qps-ploc`, `qps-ploca`, `qps-plocm`): long, accented,
  /// right-to-left and East Asian text made from the source language's words, before any
  /// translation exists (see ``SwitchLabels/PseudoLocale``).
  public static var pseudo: LocaleMatrix { LocaleMatrix(PseudoLocale.allCases.map(\.locale)) }

  /// The locales of both matrices.
  public static func + (lhs: LocaleMatrix, rhs: LocaleMatrix) -> LocaleMatrix {
    LocaleMatrix(lhs.locales + rhs.locales)
  }

  /// The locales for which `isIncluded` is true.
  public func filtered(_ isIncluded: (LocaleID) -> Bool) -> LocaleMatrix {
    LocaleMatrix(locales.filter(isIncluded))
  }

  /// The locales written in `script` (an ISO 15924 code such as `Arab`, `Cyrl`, `Hant`): the script
  /// subtag, or the likely one (`sr-ME` is `Latn`, `zh-HK` is `Hant`).
  ///
  /// Pseudo-locales of the `qps` language have no script.
  public func filtered(script: String) -> LocaleMatrix {
    filtered { Self.script(of: $0)?.lowercased() == script.lowercased() }
  }

  /// The locales laid out in `direction`.
  public func filtered(direction: LayoutDirection) -> LocaleMatrix {
    filtered { $0.direction == direction }
  }

  /// The locales of `region` (an ISO 3166 code such as `CH`, or a UN M.49 one such as `419`):
  /// the region subtag, or the likely one (`de` is `DE`).
  public func filtered(region: String) -> LocaleMatrix {
    filtered { ($0.region ?? $0.maximized.region)?.uppercased() == region.uppercased() }
  }

  /// The script subtag of `locale`, or its likely script.
  static func script(of locale: LocaleID) -> String? {
    locale.script ?? locale.maximized.script
  }

  /// The position of the first locale.
  public var startIndex: Int { locales.startIndex }
  /// The position after the last locale.
  public var endIndex: Int { locales.endIndex }
  /// The locale at `position`.
  public subscript(position: Int) -> LocaleID { locales[position] }

  /// The number of locales and the first few, for example `805 locales: af, af-NA, agq, …`.
  public var description: String {
    let shown = locales.prefix(5).map(\.tag).joined(separator: ", ")
    return "\(count) locales" + (isEmpty ? "" : ": " + shown + (count > 5 ? ", …" : ""))
  }
}
