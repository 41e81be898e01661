// The Acme design system's switch: its own geometry and its own words.

import SwitchLabels

/// The Acme switch: its geometry, its words, and a label service over them.
public enum AcmeSwitch {
  /// A 64×28 px track with a 24 px thumb and the label on the track; text may shrink to 0.8 and
  /// the track never grows.
  public static let geometry = Geometry(
    name: "acme", summary: "Acme design system switch", trackWidth: 64, trackHeight: 28,
    thumbWidth: 24, thumbHeight: 24, thumbInset: 2, labelPadding: 3, labelVerticalPadding: 2,
    placement: .track,
    font: FontSpec(family: "DejaVu Sans", size: 12, weight: 700), textCase: .upper,
    minimumScale: 0.8)

  /// Acme's words: English (the source language), German, French and Arabic.
  public static let catalogs: CatalogSet = {
    func catalog(_ tag: String, _ on: [String], _ off: [String]) -> LabelCatalog {
      LabelCatalog(
        locale: (try? LocaleID(tag)) ?? .root,
        on: StateLabels(texts: on, spoken: on[0]), off: StateLabels(texts: off, spoken: off[0]),
        provenance: Provenance(basis: "Acme's translators"))
    }
    return CatalogSet(
      [
        catalog("en", ["On"], ["Off"]),
        catalog("de", ["Eingeschaltet", "Ein"], ["Ausgeschaltet", "Aus"]),
        catalog("fr", ["Activé", "Oui"], ["Désactivé", "Non"]),
        catalog("ar", ["تشغيل"], ["إيقاف"]),
      ], name: "acme", sourceLocale: (try? LocaleID("en")) ?? .root)
  }()

  /// The service Acme's apps resolve their switch labels with.
  public static let service = LabelService(catalogs: catalogs, measurer: HarfBuzzMeasurer())
}
