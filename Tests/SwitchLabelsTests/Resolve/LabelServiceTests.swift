import Foundation
import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

@Suite("LabelService")
struct LabelServiceTests {
  static let service = LabelService(catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer())
  static let geometry = FixtureCatalogs.geometry()

  @Test(
    "Right-to-left locales mirror under the default policy", arguments: ["ar", "he", "ar-EG", "fa"])
  func mirrored(_ tag: String) throws {
    let resolution = try Self.service.resolve(try LocaleID(tag), geometry: Self.geometry)
    checkInvariants(resolution, geometry: Self.geometry, catalogs: FixtureCatalogs.set)
    #expect(resolution.direction == .rightToLeft)
    #expect(resolution.mirrored)
    #expect(resolution.states.on.thumbSide == .left)
    #expect(resolution.states.on.isolatedText.map { $0.hasPrefix("\u{2068}") } ?? true)
  }

  @Test("The mirroring policy can turn mirroring off")
  func notMirrored() throws {
    let geometry = FixtureCatalogs.geometry(mirroring: .never)
    let resolution = try Self.service.resolve(try LocaleID("he"), geometry: geometry)
    checkInvariants(resolution, geometry: geometry, catalogs: FixtureCatalogs.set)
    #expect(!resolution.mirrored)
    #expect(resolution.states.on.thumbSide == .right)
  }

  @Test("No catalog anywhere in the chain: images, marked in the trace, spoken text from root")
  func unlocalized() throws {
    let resolution = try Self.service.resolve(try LocaleID("kgp"), geometry: Self.geometry)
    #expect(resolution.rung == .image)
    #expect(!resolution.isLocalized)
    #expect(resolution.states.on.spokenLocale == .root)
    #expect(resolution.states.on.image?.name == "power-on")
    #expect(resolution.states.off.image?.name == "power-off")
    #expect(
      resolution.trace.contains { $0.stage == .catalog && $0.detail.contains("not localised") })
  }

  @Test("Preference lists: the first that has a catalog serves")
  func preferences() throws {
    let preferences = try LocalePreferences(acceptLanguage: "kgp, de;q=0.8, en;q=0.5")
    let resolution = try Self.service.resolve(preferences, geometry: Self.geometry)
    #expect(resolution.requested.tag == "kgp")
    #expect(resolution.matched.tag == "de")
  }

  @Test("Foundation.Locale is accepted")
  func foundationLocale() throws {
    let resolution = try Self.service.resolve(Locale(identifier: "pt_PT"), geometry: Self.geometry)
    #expect(resolution.matched.tag == "pt-PT")
  }

  @Test("Custom labels replace the catalog; empty ones are refused")
  func customLabels() throws {
    let locale = try LocaleID("en-US")
    let custom = CustomLabels(on: "Yes!", off: "Nope")
    let resolution = try Self.service.resolve(locale, geometry: Self.geometry, labels: custom)
    #expect(resolution.states.on.text == "Yes!")
    #expect(resolution.states.on.spoken == "Yes!")
    #expect(
      throws: ResolveError.invalidCustomLabel(
        locale: locale, state: .off, reason: "\"  \" is empty or only spaces")
    ) {
      try Self.service.resolve(
        locale, geometry: Self.geometry, labels: CustomLabels(on: "On", off: "  "))
    }
  }

  /// A geometry change and the field its error must name.
  static let badGeometries: [(String, @Sendable (inout Geometry) -> Void)] = [
    ("trackWidth", { $0.trackWidth = -1 }),
    ("trackHeight", { $0.trackHeight = .nan }),
    ("font.size", { $0.font.size = 0 }),
    ("minimumScale", { $0.minimumScale = 1.5 }),
    ("minimumScale", { $0.minimumScale = 0 }),
    ("maximumTrackWidth", { $0.maximumTrackWidth = 50 }),
    ("thumbWidth", { $0.thumbWidth = 200 }),
  ]

  @Test("Unusable geometries: an error naming the field", arguments: badGeometries.indices)
  func badGeometry(_ index: Int) throws {
    let (field, change) = Self.badGeometries[index]
    var geometry = Self.geometry
    change(&geometry)
    #expect {
      _ = try Self.service.resolve(try LocaleID("en"), geometry: geometry)
    } throws: { error in
      guard case .invalidGeometry(.invalidValue(_, let named, _))? = error as? ResolveError else {
        return false
      }
      return named == field
    }
  }

  @Test("Resolution round-trips through JSON with the issue's keys")
  func codable() throws {
    let resolution = try Self.service.resolve(try LocaleID("de"), geometry: Self.geometry)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(resolution)
    #expect(try JSONDecoder().decode(Resolution.self, from: data) == resolution)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in [
      "requested", "matched", "chain", "direction", "geometry", "rung", "states", "schemaVersion",
    ] {
      #expect(object[key] != nil, "\(key)")
    }
    let states = try #require(object["states"] as? [String: [String: Any]])
    for key in ["kind", "text", "scale", "width", "available", "spoken"] {
      #expect(states["on"]?[key] != nil, "states.on.\(key)")
    }
  }

  @Test("The trace is complete, each step typed by its stage")
  func trace() throws {
    let service = LabelService(measurer: EstimatingMeasurer())
    let resolution = try service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
    let trace = resolution.trace
    #expect(
      trace.map(\.stage) == [
        .requested, .canonical, .chain, .match, .catalog, .geometry, .candidate, .decision, .layout,
      ])
    #expect(trace[1].detail == "de-CH (maximized de-Latn-CH)")
    #expect(trace[2].detail == "de-CH → de → root")
    #expect(trace[3].detail == "CLDR chain of de-CH: de has a catalog")
    #expect(trace[6].detail.hasPrefix("\"AN\" ") && trace[6].detail.contains(" px / \"AUS\" "))
    #expect(trace[7].detail.hasPrefix("\(resolution.rung.rawValue): "))
    #expect(trace[8].detail == "ltr")
    #expect(trace[8].description == "layout: ltr")
  }

  @Test("Many threads resolving at once get the same answers as one")
  func concurrency() async throws {
    let tags = ["en", "de", "fr", "ar", "he", "zh-HK", "sr-ME", "pt-AO", "tr", "kgp"]
    let locales = try tags.map { try LocaleID($0) }
    let fresh = LabelService(catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer())
    let expected = try locales.map { try Self.service.resolve($0, geometry: Self.geometry) }
    try await withThrowingTaskGroup(of: [Resolution].self) { group in
      for _ in 0..<32 {
        group.addTask { try locales.map { try fresh.resolve($0, geometry: Self.geometry) } }
      }
      for try await result in group { #expect(result == expected) }
    }
  }
}
