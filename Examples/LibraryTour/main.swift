// The README's library sample, run as written: `swift run switch-labels-example` prints what the
// README quotes, and a test compares the two.

import SwitchLabels

/// What a state draws, in a few words: `"AN"`, `"EIN" ×0.92` or `power-on` (an image).
func drawn(_ state: StateResolution) -> String {
  switch state.visual {
  case .text(let text, let scale):
    return scale < 1 ? "\"\(text)\" ×\((scale * 100).rounded() / 100)" : "\"\(text)\""
  case .image(let image):
    return image.name
  }
}

// 1. Our catalogs and a built-in preset.
let service = LabelService(measurer: HarfBuzzMeasurer())
let serbian = try service.resolve(try LocaleID("sr-ME"), geometry: .gtk3Adwaita)
print("sr-ME chain:", serbian.chain.map(\.tag).joined(separator: " → "))
print("sr-ME draws:", "\(serbian.rung):", drawn(serbian.states.off), "/", drawn(serbian.states.on))
print("sr-ME says:", serbian.states.off.spoken, "/", serbian.states.on.spoken)
print("sr-ME mirrored:", serbian.mirrored)
let arabic = try service.resolve(try LocaleID("ar-EG"), geometry: .material3)
print("ar-EG mirrored:", arabic.mirrored)

// 2. Your own switch: sizes in pixels at scale 1 (iOS points, Android dp) and its font.
let acme = Geometry(
  name: "acme", summary: "Acme design system switch", trackWidth: 64, trackHeight: 28,
  thumbWidth: 24, thumbHeight: 24, thumbInset: 2, labelPadding: 3, labelVerticalPadding: 2,
  placement: .track, font: FontSpec(family: "DejaVu Sans", size: 12, weight: 700),
  textCase: .upper, minimumScale: 0.8)

// 3. Your own words: one catalog per language, the preferred text first, then shorter ones.
func catalog(_ tag: String, on: [String], off: [String]) throws -> LabelCatalog {
  LabelCatalog(
    locale: try LocaleID(tag), on: StateLabels(texts: on, spoken: on[0]),
    off: StateLabels(texts: off, spoken: off[0]), provenance: Provenance(basis: "Acme's writers"))
}
let words = CatalogSet(
  [
    try catalog("en", on: ["On"], off: ["Off"]),
    try catalog("de", on: ["Eingeschaltet", "Ein"], off: ["Ausgeschaltet", "Aus"]),
  ], name: "acme")
let acmeService = LabelService(catalogs: words, measurer: HarfBuzzMeasurer())
for tag in ["en-GB", "de-AT", "fi"] {
  let resolution = try acmeService.resolve(try LocaleID(tag), geometry: acme)
  print(
    "\(tag) on acme:", "\(resolution.rung):", drawn(resolution.states.off), "/",
    drawn(resolution.states.on), "(spoken \"\(resolution.states.on.spoken)\")")
}
