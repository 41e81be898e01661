import Foundation
import Testing

@testable import SwitchLabels

/// The audit of an app's words: rows in the plain audit's order, each device's words.
@Suite("App audit")
struct AppAuditTests {
  /// A String Catalog whose German words differ on an iPhone (`variations.device`).
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Power" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "On" } },
            "de" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "AN" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Ein" } }
            } } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Activé" } }
          }
        },
        "Unpowered" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Off" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Aus" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Désactivé" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// iOS presets between the others: the geometries of two devices interleave.
  static let interleaved: [Geometry] = [.iOS, .material3, .iOSClassic, .gtk3Adwaita]

  static func labels() throws -> AppLabelSet {
    let strings = try readStrings(Self.catalog, file: "Localizable.xcstrings", as: .stringCatalog)
    return AppLabelSet(strings: strings, keys: AppLabelKeys(on: "Power", off: "Unpowered"))
  }

  /// The rows list each locale's geometries in the order given, as the plain audit's do, however
  /// the devices' geometries interleave (the iOS presets were listed first).
  @Test func rowsFollowTheGeometriesGiven() throws {
    let labels = try Self.labels()
    let locales = try ["fr", "de", "de-CH", "ja"].map { try LocaleID($0) }
    let report = try Auditor(
      words: .app(labels, measurer: EstimatingMeasurer()), geometries: Self.interleaved, jobs: 2
    ).run(locales: locales)
    let plain = try Auditor(
      service: LabelService(measurer: EstimatingMeasurer()), geometries: Self.interleaved, jobs: 2
    ).run(locales: locales)
    let names = Self.interleaved.map(\.name)
    #expect(report.geometries.map(\.name) == names)
    #expect(report.rows.map(\.geometry) == locales.flatMap { _ in names })
    #expect(report.rows.map(\.locale) == locales.flatMap { Array(repeating: $0, count: 4) })
    #expect(report.rows.map(\.geometry) == plain.rows.map(\.geometry))
    #expect(report.rows.map(\.locale) == plain.rows.map(\.locale))
  }

  /// The iOS presets get the iPhone's words; the others, every other device's.
  @Test func eachDeviceHasItsWords() throws {
    let report = try Auditor(
      words: .app(try Self.labels(), measurer: EstimatingMeasurer()), geometries: Self.interleaved
    ).run(locales: [try LocaleID("de"), try LocaleID("de-CH")])
    for row in report.rows {
      let iPhone = AppLabelSet.device(for: try #require(report.geometry(named: row.geometry)))
      #expect(row.on.spoken == (iPhone == nil ? "Ein" : "AN"), "\(row.locale) \(row.geometry)")
      #expect(row.matched.tag == "de")
    }
    let swiss = report.rows.filter { $0.locale.tag == "de-CH" }
    #expect(swiss.allSatisfy { row in row.findings.contains { $0.kind == .appFallback } })
  }

  /// An auditor run again answers from what it prepared: the same report.
  @Test func aSecondRunGivesTheSameReport() throws {
    let auditor = try Auditor(
      words: .app(try Self.labels(), measurer: EstimatingMeasurer()), geometries: Self.interleaved)
    let locales = try ["de", "fr", "ar"].map { try LocaleID($0) }
    let first = try auditor.run(locales: locales)
    #expect(try auditor.run(locales: locales) == first)
    #expect(try auditor.run(locales: locales.reversed()).rows.count == first.rows.count)
  }

  /// An empty shorter text is no rung: the switch takes what the app's words otherwise give
  /// (here image labels), and a finding says the short key is empty.
  @Test func anEmptyShorterTextIsNoRung() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "On" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Eingeschaltet" } } } },
          "Off" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Ausgeschaltet" } } } },
          "On short" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "On" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "" } } } },
          "Off short" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Off" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "" } } } }
        },
        "version" : "1.0"
      }
      """
    let strings = try readStrings(catalog, file: "Localizable.xcstrings", as: .stringCatalog)
    let labels = AppLabelSet(
      strings: strings,
      keys: AppLabelKeys(on: "On", off: "Off", onShort: ["On short"], offShort: ["Off short"]))
    let german = labels.labels(for: try LocaleID("de"))
    #expect(german.texts[.on] == ["Eingeschaltet"])
    #expect(german.texts[.off] == ["Ausgeschaltet"])
    #expect(
      german.findings.contains { $0.kind == .appMissing && $0.message.contains("\"On short\"") })
    let row = try #require(
      try Auditor(words: .app(labels, measurer: EstimatingMeasurer()), geometries: [.iOSClassic])
        .run(locales: [try LocaleID("de")]).rows.first)
    #expect(row.rung != .shorter)
    #expect(row.on.text != "" && row.off.text != "")
  }
}
