extension LocaleID {
  /// `value` written with this locale's digits, without grouping (page numbers, counts).
  ///
  /// Uses the locale's default numbering system, or the one requested with `-u-nu-`:
  ///
  /// ```swift
  /// try LocaleID("ar").formatted(12)             // "١٢"
  /// try LocaleID("fa").formatted(12)             // "۱۲"
  /// try LocaleID("hi").formatted(12)             // "12"
  /// try LocaleID("hi-u-nu-deva").formatted(12)   // "१२"
  /// ```
  public func formatted(_ value: Int, grouping: Bool = false) -> String {
    (try? ICU.formatInteger(Int64(value), locale: icuID, grouping: grouping)) ?? String(value)
  }

  /// The name of the numbering system this locale writes numbers in, for example `latn`, `arab`,
  /// `beng`.
  public var defaultNumberingSystem: String { ICU.numberingSystem(locale: icuID) ?? "latn" }
}
