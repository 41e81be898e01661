extension LocaleID {
  /// `value` in this locale's digits (its numbering system, or `-u-nu-`'s): `12` is `١٢` in `ar`.
  public func formatted(_ value: Int, grouping: Bool = false) -> String {
    (try? ICU.formatInteger(Int64(value), locale: icuID, grouping: grouping)) ?? String(value)
  }

  /// The name of the numbering system this locale writes numbers in (`latn`, `arab`, `beng`).
  public var defaultNumberingSystem: String { ICU.numberingSystem(locale: icuID) ?? "latn" }
}
