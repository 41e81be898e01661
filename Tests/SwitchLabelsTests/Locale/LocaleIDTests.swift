import Foundation
import Testing

@testable import SwitchLabels

@Suite("LocaleID", .tags(.icu))
struct LocaleIDTests {
  /// An identifier and the canonical tag ICU must give it.
  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let canonical: String
    var testDescription: String { "\(input) → \(canonical)" }
  }

  static let canonicalCases: [Case] = [
    // BCP 47
    Case(input: "zh-Hant-HK", canonical: "zh-Hant-HK"),
    Case(input: "es-419", canonical: "es-419"),
    Case(input: "de-CH-u-nu-latn", canonical: "de-CH-u-nu-latn"),
    Case(input: "EN-us", canonical: "en-US"),
    Case(input: "ca-ES-valencia", canonical: "ca-ES-valencia"),
    // POSIX and ICU identifiers
    Case(input: "de_DE.UTF-8@euro", canonical: "de-DE"),
    Case(input: "en_US.ISO-8859-1", canonical: "en-US"),
    Case(input: "C", canonical: "en-US-u-va-posix"),
    Case(input: "POSIX", canonical: "en-US-u-va-posix"),
    Case(input: "sr_RS@latin", canonical: "sr-Latn-RS"),
    Case(input: "uz_UZ@cyrillic", canonical: "uz-Cyrl-UZ"),
    Case(input: "ca_ES@valencia", canonical: "ca-ES-valencia"),
    Case(input: "sr_Latn", canonical: "sr-Latn"),
    Case(input: "pt_br", canonical: "pt-BR"),
    // Legacy and deprecated codes, replaced with CLDR's aliases
    Case(input: "iw", canonical: "he"),
    Case(input: "in", canonical: "id"),
    Case(input: "ji", canonical: "yi"),
    Case(input: "tl", canonical: "fil"),
    Case(input: "mo", canonical: "ro"),
    Case(input: "sh", canonical: "sr-Latn"),
    Case(input: "i-klingon", canonical: "tlh"),
    Case(input: "iw_IL", canonical: "he-IL"),
    Case(input: "no", canonical: "no"),
    // Root
    Case(input: "root", canonical: "root"),
    Case(input: "und", canonical: "root"),
  ]

  @Test("Canonical tags", arguments: canonicalCases)
  func canonicalTag(_ testCase: Case) throws {
    #expect(try LocaleID(testCase.input).tag == testCase.canonical)
  }

  static let likelySubtags: [(String, String, String)] = [
    ("zh-HK", "zh-Hant-HK", "zh-HK"),
    ("zh-TW", "zh-Hant-TW", "zh-TW"),
    ("zh-SG", "zh-Hans-SG", "zh-SG"),
    ("sr-ME", "sr-Latn-ME", "sr-ME"),
    ("uz-AF", "uz-Arab-AF", "uz-AF"),
    ("pa-PK", "pa-Arab-PK", "pa-PK"),
    ("sr-Cyrl-RS", "sr-Cyrl-RS", "sr"),
    ("de", "de-Latn-DE", "de"),
  ]

  @Test("Likely subtags: maximize and minimize", arguments: likelySubtags)
  func likely(_ input: String, _ maximized: String, _ minimized: String) throws {
    let locale = try LocaleID(input)
    #expect(locale.maximized.tag == maximized)
    #expect(locale.minimized.tag == minimized)
  }

  @Test("Subtags and extensions survive")
  func subtags() throws {
    let locale = try LocaleID("hi-IN-u-nu-deva")
    #expect(locale.language == "hi")
    #expect(locale.region == "IN")
    #expect(locale.script == nil)
    #expect(locale.numberingSystem == "deva")
    #expect(locale.base.tag == "hi-IN")
  }

  /// An identifier that must be rejected, and the error it must produce.
  struct BadCase: Sendable, CustomTestStringConvertible {
    let input: String
    let error: LocaleError
    var testDescription: String { "\(LocaleError.printable(input)) is rejected" }
  }

  static let badCases: [BadCase] = [
    BadCase(input: "", error: .empty(input: "")),
    BadCase(input: "   ", error: .empty(input: "   ")),
    BadCase(input: "\t\n", error: .empty(input: "\t\n")),
    BadCase(
      input: String(repeating: "a", count: 10_240),
      error: .tooLong(input: String(repeating: "a", count: 10_240), length: 10_240)),
    BadCase(input: "../../etc/passwd", error: .invalidCharacters(input: "../../etc/passwd")),
    BadCase(input: "en\u{1}", error: .invalidCharacters(input: "en\u{1}")),
    BadCase(input: "en US", error: .invalidCharacters(input: "en US")),
    BadCase(input: "de\u{202E}", error: .invalidCharacters(input: "de\u{202E}")),
    BadCase(input: "@@@", error: .malformed(input: "@@@")),
    BadCase(input: "en-", error: .malformed(input: "en-")),
    BadCase(input: "en--US", error: .malformed(input: "en--US")),
    BadCase(input: "en-x", error: .malformed(input: "en-x")),
    BadCase(input: "xx__", error: .malformed(input: "xx__")),
    BadCase(input: "de_", error: .malformed(input: "de_")),
  ]

  @Test("Bad identifiers throw an error naming them", arguments: badCases)
  func rejects(_ testCase: BadCase) {
    #expect(throws: testCase.error) { try LocaleID(testCase.input) }
  }

  @Test("Error messages name the input and never carry control characters")
  func errorMessages() {
    let long = String(repeating: "ab", count: 5_000)
    #expect(
      LocaleError.tooLong(input: long, length: 10_000).description.contains("10000 characters"))
    let message = LocaleError.invalidCharacters(input: "de\u{1B}[31m").description
    #expect(message.contains("de⟦U+001B⟧[31m"))
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    #expect(LocaleError.malformed(input: "en-").description.contains("\"en-\""))
  }

  @Test("Foundation.Locale is accepted through its identifier")
  func foundationLocale() throws {
    #expect(try LocaleID(Locale(identifier: "de_CH")).tag == "de-CH")
  }

  @Test("Codable as a tag, decoding validates")
  func codable() throws {
    let encoded = try JSONEncoder().encode([try LocaleID("iw")])
    #expect(String(decoding: encoded, as: UTF8.self) == "[\"he\"]")
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode([LocaleID].self, from: Data("[\"../x\"]".utf8))
    }
  }

  @Test("Display names in English and in the locale itself")
  func displayNames() throws {
    let locale = try LocaleID("de-CH")
    #expect(locale.displayName() == "German (Switzerland)")
    #expect(locale.nativeDisplayName == "Deutsch (Schweiz)")
    #expect(try LocaleID("zh-Hant-HK").displayName()?.contains("Traditional") == true)
  }

  static let directions: [(String, LayoutDirection)] = [
    ("ar", .rightToLeft), ("he", .rightToLeft), ("fa", .rightToLeft), ("ur", .rightToLeft),
    ("ckb", .rightToLeft), ("pa-Arab", .rightToLeft), ("en", .leftToRight),
    ("uz-Arab", .rightToLeft), ("uz", .leftToRight), ("zh-Hant", .leftToRight),
    ("pa-PK", .rightToLeft), ("uz-AF", .rightToLeft), ("zh-HK", .leftToRight),
    ("ar-EG-u-nu-latn", .rightToLeft), ("bqi", .rightToLeft), ("sd-Deva", .leftToRight),
  ]

  @Test("Direction from the locale's script, or its likely script", arguments: directions)
  func direction(_ tag: String, _ expected: LayoutDirection) throws {
    #expect(try LocaleID(tag).direction == expected)
  }
}
