import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

@Suite("Fit ladder")
struct FitLadderTests {
  static func service(
    _ measurer: FixedAdvanceMeasurer = FixedAdvanceMeasurer(), options: FitOptions = FitOptions()
  ) -> LabelService {
    LabelService(catalogs: FixtureCatalogs.set, measurer: measurer, options: options)
  }

  /// A locale, a geometry, and the rung, texts and scale the ladder must reach.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let locale: String
    let geometry: Geometry
    var measurer = FixedAdvanceMeasurer()
    var options = FitOptions()
    let rung: Rung
    let on: String?
    let off: String?
    var scale = 1.0
    var trackWidth = 100.0
    var testDescription: String { "\(name): \(locale) → \(rung)" }
  }

  static let cases: [Case] = [
    Case(
      name: "short words fit", locale: "en", geometry: FixtureCatalogs.geometry(), rung: .preferred,
      on: "On", off: "Off"),
    Case(
      name: "upper case with the locale's rules", locale: "tr",
      geometry: FixtureCatalogs.geometry(textCase: .upper), rung: .preferred, on: "AÇIK",
      off: "KAPALI"),
    Case(
      name: "shorter variants", locale: "de", geometry: FixtureCatalogs.geometry(), rung: .shorter,
      on: "Ein", off: "Aus"),
    Case(
      name: "one shared scale", locale: "fr", geometry: FixtureCatalogs.geometry(), rung: .scaled,
      on: "Activated", off: "Deactivated", scale: 0.851),
    Case(
      name: "growth where allowed", locale: "fr",
      geometry: FixtureCatalogs.geometry(minimumScale: 1, maximumTrackWidth: 150), rung: .grown,
      on: "Activated", off: "Deactivated", trackWidth: 109.82),
    Case(
      name: "growth not enough: images", locale: "fr",
      geometry: FixtureCatalogs.geometry(minimumScale: 1, maximumTrackWidth: 104), rung: .image,
      on: nil, off: nil),
    Case(
      name: "nothing fits: images", locale: "fr",
      geometry: FixtureCatalogs.geometry(minimumScale: 0.95), rung: .image, on: nil, off: nil),
    Case(
      name: "truncation only when asked", locale: "fr",
      geometry: FixtureCatalogs.geometry(minimumScale: 1),
      options: FitOptions(allowsTruncation: true), rung: .truncated, on: "Activated",
      off: "Deactiva…"),
    Case(
      name: "tall ink scales down", locale: "en", geometry: FixtureCatalogs.geometry(),
      measurer: FixedAdvanceMeasurer(ink: 2.5), rung: .scaled, on: "On", off: "Off", scale: 0.8),
    Case(
      name: "tall ink beyond the minimum: images", locale: "en",
      geometry: FixtureCatalogs.geometry(), measurer: FixedAdvanceMeasurer(ink: 3), rung: .image,
      on: nil, off: nil),
    Case(
      name: "missing glyphs are never drawn", locale: "en", geometry: FixtureCatalogs.geometry(),
      measurer: FixedAdvanceMeasurer(uncovered: ["O"]), rung: .image, on: nil, off: nil),
    Case(
      name: "no catalog: images", locale: "kgp", geometry: FixtureCatalogs.geometry(), rung: .image,
      on: nil, off: nil),
    Case(
      name: "Hong Kong gets Traditional Chinese", locale: "zh-HK",
      geometry: FixtureCatalogs.geometry(), rung: .preferred, on: "開啟", off: "關閉"),
    Case(
      name: "Latin Serbian from a region", locale: "sr-ME", geometry: FixtureCatalogs.geometry(),
      rung: .scaled, on: "Uključeno", off: "Isključeno", scale: 0.936),
  ]

  @Test("Ladder outcomes", arguments: cases)
  func outcome(_ testCase: Case) throws {
    let service = Self.service(testCase.measurer, options: testCase.options)
    let resolution = try service.resolve(try LocaleID(testCase.locale), geometry: testCase.geometry)
    checkInvariants(resolution, geometry: testCase.geometry, catalogs: FixtureCatalogs.set)
    #expect(resolution.rung == testCase.rung, "\(resolution.trace.map(\.description))")
    #expect(resolution.states.on.text == testCase.on)
    #expect(resolution.states.off.text == testCase.off)
    if resolution.rung != .image {
      #expect(abs(resolution.scale - testCase.scale) < 0.001)
    }
    #expect(abs(resolution.trackWidth - testCase.trackWidth) < 0.01)
  }
}
