import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

/// The invariant checker over the whole matrix: every locale ICU knows and the pseudo-locales ×
/// every preset × both states, with the real catalogs and real shaping, through
/// SwitchLabelsTesting (the product users run their own matrix with).
@Suite("Switch matrix", .tags(.matrix, .shaping))
struct LocaleMatrixTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())

  @Test(
    "Every ICU locale and pseudo-locale × every preset keeps the invariants",
    arguments: Geometry.presets, LocaleMatrix.icu + .pseudo)
  func invariants(_ geometry: Geometry, _ locale: LocaleID) throws {
    let resolution = try Self.service.resolve(locale, geometry: geometry)
    checkInvariants(resolution, geometry: geometry)
    // A locale whose chain reaches a catalog is served by a catalog (never silently by root).
    if FallbackChain(locale).dropLast().contains(where: {
      CatalogSet.bundled.catalog(for: $0) != nil
    }) {
      #expect(resolution.isLocalized, "\(locale) × \(geometry.name): \(resolution.trace)")
    }
  }

  /// Readable expectations for chosen locales and presets (real fonts: DejaVu Sans and Noto).
  struct Expected: Sendable, CustomTestStringConvertible {
    let locale: String
    let preset: String
    let rung: Rung
    let on: String?
    var testDescription: String { "\(locale) × \(preset) → \(rung) \(on ?? "image")" }
  }

  static let expected: [Expected] = [
    Expected(locale: "en-US", preset: "ios-classic", rung: .preferred, on: "ON"),
    Expected(locale: "de-CH", preset: "ios-classic", rung: .preferred, on: "AN"),
    // "KAPALI" is 63.6 px: below 0.7 × its 41 px box, so images; Arabic scales.
    Expected(locale: "tr", preset: "ios-classic", rung: .image, on: nil),
    Expected(locale: "ar", preset: "ios-classic", rung: .scaled, on: "مفعّل"),
    Expected(locale: "ja", preset: "gtk3-adwaita", rung: .preferred, on: "オン"),
    Expected(locale: "zh-HK", preset: "material3", rung: .shorter, on: "開"),
    // "UKLJUČENO" outgrows GTK's 1.5×; "ACTIVÉ" grows the switch.
    // The shorter Latin words (Uklj./Isklj.) fit in Cantarell (Pango: see PlatformEngineTests).
    Expected(locale: "sr-ME", preset: "gtk3-adwaita", rung: .shorter, on: "UKLJ."),
    Expected(locale: "fr", preset: "gtk3-adwaita", rung: .grown, on: "ACTIVÉ"),
    Expected(locale: "fi", preset: "android-switchcompat", rung: .grown, on: "PÄÄLLÄ"),
    Expected(locale: "kgp", preset: "winui", rung: .image, on: nil),
    Expected(locale: "de", preset: "winui", rung: .preferred, on: "An"),
  ]

  @Test("Chosen outcomes", arguments: expected)
  func outcome(_ expected: Expected) throws {
    let geometry = try #require(Geometry.preset(named: expected.preset))
    let resolution = try Self.service.resolve(try LocaleID(expected.locale), geometry: geometry)
    #expect(resolution.rung == expected.rung, "\(resolution.trace)")
    #expect(resolution.states.on.text == expected.on)
  }
}
