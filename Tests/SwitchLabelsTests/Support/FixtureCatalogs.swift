@testable import SwitchLabels

/// A small catalog set for tests, in the spirit of ICU4X's hello-world provider: few entries, but
/// the awkward cases (variants, right-to-left, scripts, regional parents).
enum FixtureCatalogs {
  static func catalog(_ tag: String, _ on: [String], _ off: [String]) -> LabelCatalog {
    // The fixture tags are literals known to be valid.
    let locale = (try? LocaleID(tag)) ?? .root
    return LabelCatalog(
      locale: locale, on: StateLabels(texts: on, spoken: on.first ?? ""),
      off: StateLabels(texts: off, spoken: off.first ?? ""),
      provenance: Provenance(basis: "test fixture"))
  }

  static let set = CatalogSet(
    [
      LabelCatalog.builtInRoot,
      catalog("en", ["On"], ["Off"]),
      catalog("de", ["Eingeschaltet", "Ein"], ["Ausgeschaltet", "Aus"]),
      catalog("fr", ["Activated"], ["Deactivated"]),
      catalog("ar", ["مفعّل"], ["معطّل"]),
      catalog("he", ["מופעל"], ["כבוי"]),
      catalog("sr-Latn", ["Uključeno"], ["Isključeno"]),
      catalog("zh-Hant", ["開啟", "開"], ["關閉", "關"]),
      catalog("pt-PT", ["Ligado"], ["Desligado"]),
      catalog("tr", ["Açık"], ["Kapalı"]),
    ], name: "fixture")

  /// A geometry whose arithmetic is easy with `FixedAdvanceMeasurer` at 10 px: a 60×20 px label
  /// box, each grapheme 6 px wide and 10 px tall.
  static func geometry(
    minimumScale: Double = 0.8, maximumTrackWidth: Double? = nil, textCase: TextCase = .natural,
    mirroring: Geometry.MirroringPolicy = .mirrorForRightToLeft
  ) -> Geometry {
    Geometry(
      name: "test", summary: "test geometry", trackWidth: 100, trackHeight: 30, thumbWidth: 40,
      thumbHeight: 30, thumbInset: 0, labelPadding: 0, labelVerticalPadding: 5, placement: .track,
      font: FontSpec(family: "Fixed", size: 10), textCase: textCase, minimumScale: minimumScale,
      maximumTrackWidth: maximumTrackWidth, mirroring: mirroring)
  }
}
