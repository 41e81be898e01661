import Foundation
import Testing

@testable import SwitchLabels

/// The app's pair in one form (``Finding/Kind/appInconsistentPair``), and the advice when its
/// words take image labels where shorter ones fit (``Finding/Kind/appShorterWordsFit``).
@Suite("App findings: inconsistent pairs, shorter words that fit")
struct AppPairAdviceTests {
  struct PairCase: Sendable, CustomTestStringConvertible {
    let locale: String
    let on: String
    let off: String
    /// The state whose word stands out; nil for a consistent pair.
    let state: SwitchState?
    var testDescription: String { "\(locale) \(on) / \(off)" }
  }

  static let pairs: [PairCase] = [
    // One abbreviated, the other not.
    PairCase(locale: "pl", on: "Wł.", off: "Wyłączone", state: .on),
    PairCase(locale: "ru", on: "Включено", off: "Выкл.", state: .off),
    // A verb beside a state (cs "Vypnout" is the verb of the state "Vypnuto").
    PairCase(locale: "cs", on: "Aktivní", off: "Vypnout", state: .off),
    PairCase(locale: "ru", on: "Включить", off: "Выключено", state: .on),
    // Consistent: both abbreviated, both full, both verbs, short whole words, other words.
    PairCase(locale: "pl", on: "Wł.", off: "Wył.", state: nil),
    PairCase(locale: "ru", on: "Вкл.", off: "Выкл.", state: nil),
    PairCase(locale: "cs", on: "Zapnout", off: "Vypnout", state: nil),
    PairCase(locale: "en", on: "On", off: "Off", state: nil),
    PairCase(locale: "hu", on: "Be", off: "Ki", state: nil),
    PairCase(locale: "de", on: "Ein", off: "Aus", state: nil),
    PairCase(locale: "cs", on: "Aktivní", off: "Neaktivní", state: nil),
    // Real toolkits' pairs: Android 15's framework resources (capital_on / capital_off, a
    // vendor build, Apache-2.0) and GTK 3.24.2's po files (msgctxt "switch", LGPL-2.0+), as the
    // catalogs' provenance cites them. Capitals compare by the locale's rules (tr, az: ı/I).
    PairCase(locale: "be", on: "Уключыць", off: "Выключана", state: .on),
    PairCase(locale: "lv", on: "IESLĒGT", off: "IZSL.", state: .off),
    PairCase(locale: "tr", on: "AÇIK", off: "KAPALI", state: nil),
    PairCase(locale: "az", on: "AÇIQ", off: "QAPALI", state: nil),
    PairCase(locale: "pl", on: "Wł.", off: "Wył.", state: nil),
    PairCase(locale: "de", on: "AN", off: "AUS", state: nil),
  ]

  @Test(arguments: Self.pairs)
  func thePairIsJudged(_ pair: PairCase) throws {
    let locale = try LocaleID(pair.locale)
    let reference = CatalogSet.bundled.lookup(LocalePreferences(locale)).catalog
    let found = AppPairForm.inconsistency(
      on: pair.on, off: pair.off, in: locale, reference: reference)
    #expect(found?.state == pair.state)
  }

  /// No bundled catalog's pair is inconsistent, at any level of its ladder, against its own
  /// words or its CLDR parent's catalog (the heuristic makes no finding of our own words).
  @Test func noBundledCatalogIsInconsistent() throws {
    let catalogs = CatalogSet.bundled
    var flagged: [String] = []
    for catalog in catalogs.catalogs.values where !catalog.locale.isRoot {
      let levels = max(catalog.on.texts.count, catalog.off.texts.count)
      let parent = FallbackChain(catalog.locale).dropFirst().first { !$0.isRoot }.flatMap {
        catalogs.catalog(for: $0)
      }
      for level in 0..<levels {
        let on = catalog.on.texts[min(level, catalog.on.texts.count - 1)]
        let off = catalog.off.texts[min(level, catalog.off.texts.count - 1)]
        for reference in [catalog, parent].compactMap({ $0 }) + [nil] {
          if let found = AppPairForm.inconsistency(
            on: on, off: off, in: catalog.locale, reference: reference)
          {
            flagged.append("\(catalog.locale) \(on) / \(off): \(found.message)")
          }
        }
      }
    }
    #expect(catalogs.catalogs.count > 100)
    #expect(flagged == [])
  }

  /// `.strings` files of a hand-made app: en, pl (abbreviated on), cs (a verb for off), ru (long
  /// words).
  static func app() throws -> AppStrings {
    var strings: AppStrings? = nil
    let files = [
      ("en", "On", "Off"), ("pl", "Wł.", "Wyłączone"), ("cs", "Aktivní", "Vypnout"),
      ("ru", "Включено", "Выключено"),
    ]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pair-advice-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (locale, on, off) in files {
      let lproj = folder.appendingPathComponent("\(locale).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try "/* switch */\n\"state.on\" = \"\(on)\";\n\"state.off\" = \"\(off)\";\n".write(
        to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }
    strings = try AppStringsReader().read(paths: [folder.path])
    return try #require(strings)
  }

  @Test func theAppsInconsistentPairsAreFindings() throws {
    let labels = AppLabelSet(
      strings: try Self.app(), keys: AppLabelKeys(on: "state.on", off: "state.off"))
    let polish = labels.labels(for: try LocaleID("pl"))
    let abbreviated = try #require(polish.findings.first { $0.kind == .appInconsistentPair })
    #expect(abbreviated.severity == .warning)
    #expect(abbreviated.location?.key == "state.on")
    // The line of "state.on" in every file: the second (after the comment).
    #expect(abbreviated.location?.line == 2)
    #expect(abbreviated.location?.file?.hasSuffix("pl.lproj/Localizable.strings") == true)
    let czech = labels.labels(for: try LocaleID("cs"))
    let verb = try #require(czech.findings.first { $0.kind == .appInconsistentPair })
    #expect(verb.location?.key == "state.off")
    #expect(verb.location?.line == 3)
    #expect(verb.message.contains("\"Vypnuto\""))
    for locale in ["en", "ru"] {
      let found = labels.labels(for: try LocaleID(locale)).findings
      #expect(!found.contains { $0.kind == .appInconsistentPair }, "\(locale)")
    }
    #expect(AuditCondition.inconsistent.kinds == [.appInconsistentPair])
  }

  /// ru "Включено" / "Выключено" take image labels in GTK's Adwaita switch, where our catalog's
  /// "Вкл." / "Выкл." fit: the row says which and how wide, as the same measurer measures them.
  @Test func shorterWordsThatFitAreNamed() throws {
    let labels = AppLabelSet(
      strings: try Self.app(), keys: AppLabelKeys(on: "state.on", off: "state.off"))
    let measurer = HarfBuzzMeasurer()
    let report = try Auditor(
      words: .app(labels, measurer: measurer), geometries: [.gtk3Adwaita, .winUI], jobs: 1
    ).run(locales: [try LocaleID("ru"), try LocaleID("en")])
    let russian = try #require(report.rows.first { $0.locale.tag == "ru" && $0.rung == .image })
    let advice = try #require(russian.findings.first { $0.kind == .appShorterWordsFit })
    #expect(advice.severity == .info)
    #expect(advice.message.contains("\"Вкл.\" / \"Выкл.\""))
    #expect(advice.location?.key == "state.on")
    // The widths named: each of our words as the row's geometry draws it (capitals in GTK),
    // measured by the same measurer at full size and drawn at the scale the message names
    // (rounded there to two decimals), within the label box; the app's words at full size.
    let geometry = Geometry.gtk3Adwaita
    let ru = try LocaleID("ru")
    func fullWidth(_ word: String) throws -> Double {
      let cased = geometry.textCase.apply(to: word, in: ru)
      return try measurer.measure(cased, font: geometry.font, locale: ru).width
    }
    let named = Self.widths(in: advice.message)
    let scale = Self.scale(in: advice.message) ?? 1
    try #require(named.count == 2)
    for (word, width) in zip(["Вкл.", "Выкл."], named) {
      let full = try fullWidth(word)
      #expect(abs(width - full * scale) <= 0.01 * full, "\(word) \(width) \(full)")
      #expect(width <= russian.labelBox + 0.01)
    }
    for word in ["Включено", "Выключено"] {
      #expect(advice.message.contains(NumberText.plain(try fullWidth(word))), "\(word)")
    }
    // A row whose words fit, and every row of a language our words do not shorten, has none.
    #expect(
      report.rows.filter { $0.rung != .image }.allSatisfy {
        !$0.findings.contains { $0.kind == .appShorterWordsFit }
      })
  }

  /// The two widths a message names after "px in <geometry>: ", `24.98 / 34.79 px`.
  static func widths(in message: String) -> [Double] {
    guard let colon = message.range(of: ": ") else { return [] }
    let rest = message[colon.upperBound...]
    guard let end = rest.range(of: " px") else { return [] }
    return rest[..<end.lowerBound].split(separator: "/").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
  }

  /// The `×0.89` scale a message names, if any.
  static func scale(in message: String) -> Double? {
    guard let range = message.range(of: "at ×") else { return nil }
    return Double(message[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }
}
