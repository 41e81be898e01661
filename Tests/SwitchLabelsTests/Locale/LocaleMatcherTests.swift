import Testing

@testable import SwitchLabels

@Suite("LocaleMatcher and preferences", .tags(.icu))
struct LocaleMatcherTests {
  static let supported = [
    "en", "es", "es-419", "pt", "pt-PT", "sr", "zh", "zh-Hant", "de", "nb", "fr",
  ]
  static let matcher = LocaleMatcher(supported: supported.compactMap { try? LocaleID($0) })

  /// Preferences and the catalog they must get (nil: none, so root's image labels).
  struct Case: Sendable, CustomTestStringConvertible {
    let preferences: [String]
    let expected: String?
    var testDescription: String {
      "\(preferences.joined(separator: ", ")) → \(expected ?? "no match")"
    }
  }

  static let cases: [Case] = [
    Case(preferences: ["es-MX"], expected: "es-419"),
    Case(preferences: ["es-ES"], expected: "es"),
    Case(preferences: ["pt-AO"], expected: "pt-PT"),
    Case(preferences: ["pt-BR"], expected: "pt"),
    Case(preferences: ["de-CH"], expected: "de"),
    Case(preferences: ["gsw"], expected: "de"),
    Case(preferences: ["nn"], expected: "nb"),
    Case(preferences: ["zh-TW"], expected: "zh-Hant"),
    // Script-aware: never another script
    Case(preferences: ["zh-HK"], expected: "zh-Hant"),
    Case(preferences: ["sr-Latn"], expected: nil),
    Case(preferences: ["sr-ME"], expected: nil),
    Case(preferences: ["sr-Latn", "de"], expected: "de"),
    Case(preferences: ["sr-Cyrl-BA"], expected: "sr"),
    // Order of preference wins over closeness
    Case(preferences: ["ja", "fr-CA", "en"], expected: "fr"),
    Case(preferences: ["kgp"], expected: nil),
  ]

  @Test("Best catalog for preferences", arguments: cases)
  func match(_ testCase: Case) throws {
    let preferences = try LocalePreferences(identifiers: testCase.preferences)
    let result = Self.matcher.match(preferences)
    #expect(result.matched?.tag == testCase.expected, "\(result.trace)")
    #expect(!result.trace.isEmpty)
  }

  @Test("The trace says why a match in another script was rejected")
  func trace() throws {
    let result = Self.matcher.match(LocalePreferences(try LocaleID("sr-Latn")))
    #expect(result.trace.contains { $0.contains("rejected sr") && $0.contains("Cyrl") })
  }

  @Test("Accept-Language: q weights reorder stably, q=0 and * are dropped")
  func acceptLanguage() throws {
    let preferences = try LocalePreferences(
      acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8, de;q=0, *;q=0.5, iw;Q=0.9")
    #expect(preferences.locales.map(\.tag) == ["fr-CH", "fr", "he", "en"])
  }

  @Test("Malformed Accept-Language values are named")
  func badAcceptLanguage() {
    #expect(throws: LocaleError.self) { try LocalePreferences(acceptLanguage: "en;q=2") }
    #expect(throws: LocaleError.self) { try LocalePreferences(acceptLanguage: "en;q=abc") }
    #expect(throws: LocaleError.self) { try LocalePreferences(acceptLanguage: " , ") }
    #expect(throws: LocaleError.malformed(input: "en-")) {
      try LocalePreferences(acceptLanguage: "de, en-")
    }
  }

  @Test("Duplicates are removed, order kept")
  func duplicates() throws {
    let preferences = try LocalePreferences(identifiers: ["iw", "he", "en", "iw_IL", "en"])
    #expect(preferences.locales.map(\.tag) == ["he", "en", "he-IL"])
  }

  @Test("No supported locales: no match, and the trace says so")
  func empty() throws {
    let result = LocaleMatcher(supported: []).match(LocalePreferences(try LocaleID("en")))
    #expect(result.matched == nil)
    #expect(result.trace == ["no supported locales"])
  }
}
