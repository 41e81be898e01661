import Testing

@testable import SwitchLabels

@Suite("Text services", .tags(.icu))
struct TextServicesTests {
  /// A case mapping with the locale whose rules it needs.
  struct CaseMapping: Sendable, CustomTestStringConvertible {
    let locale: String
    let text: String
    let textCase: TextCase
    let expected: String
    var testDescription: String { "\(locale) \(textCase) \(text) → \(expected)" }
  }

  static let caseMappings: [CaseMapping] = [
    CaseMapping(locale: "tr", text: "istanbul", textCase: .upper, expected: "İSTANBUL"),
    CaseMapping(locale: "en", text: "istanbul", textCase: .upper, expected: "ISTANBUL"),
    CaseMapping(locale: "tr", text: "AÇIK", textCase: .lower, expected: "açık"),
    CaseMapping(locale: "az", text: "açiq", textCase: .upper, expected: "AÇİQ"),
    CaseMapping(locale: "el", text: "Ανοιχτό", textCase: .upper, expected: "ΑΝΟΙΧΤΟ"),
    CaseMapping(locale: "de", text: "straße", textCase: .upper, expected: "STRASSE"),
    CaseMapping(locale: "lt", text: "Įj.", textCase: .upper, expected: "ĮJ."),
    CaseMapping(locale: "nl", text: "ijssel", textCase: .title, expected: "IJssel"),
    CaseMapping(locale: "en", text: "On", textCase: .natural, expected: "On"),
  ]

  @Test("Locale-aware case mapping", arguments: caseMappings)
  func caseMapping(_ mapping: CaseMapping) throws {
    let locale = try LocaleID(mapping.locale)
    #expect(mapping.textCase.apply(to: mapping.text, in: locale) == mapping.expected)
  }

  static let graphemeCounts: [(String, Int)] = [
    ("On", 2),
    ("Désactivé", 9),
    ("De\u{301}sactive\u{301}", 9),
    ("नमस्ते", 3),
    ("👩‍👩‍👧", 1),
    ("🇨🇭", 1),
    ("กำลังเปิด", 6),
    ("", 0),
  ]

  @Test("Grapheme clusters", arguments: graphemeCounts)
  func graphemes(_ text: String, _ count: Int) {
    #expect(Graphemes.count(text) == count)
    #expect(Graphemes.clusters(text).joined() == text)
  }

  @Test("Truncation never splits a cluster")
  func truncation() {
    #expect(Graphemes.truncate("Désactivé", to: 5) == "Désa…")
    #expect(Graphemes.truncate("De\u{301}sactive\u{301}", to: 3) == "De\u{301}…")
    #expect(Graphemes.truncate("👩‍👩‍👧👩‍👩‍👧x", to: 2) == "👩‍👩‍👧…")
    #expect(Graphemes.truncate("नमस्ते", to: 2, ellipsis: "") == "नम")
    #expect(Graphemes.truncate("On", to: 5) == "On")
    #expect(Graphemes.truncate("Off", to: 0) == "")
  }

  static let directions: [(String, LayoutDirection?)] = [
    ("مفعّل", .rightToLeft), ("מופעל", .rightToLeft), ("On", .leftToRight),
    ("123", nil), ("", nil), ("١٢ abc", .leftToRight),
  ]

  @Test("Paragraph direction from the first strong character", arguments: directions)
  func direction(_ text: String, _ expected: LayoutDirection?) {
    #expect(LayoutDirection.ofParagraph(text) == expected)
  }

  @Test("NFC")
  func nfc() {
    #expect("De\u{301}sactive\u{301}".nfc == "Désactivé")
    #expect("Désactivé".isNFC)
    #expect(!"De\u{301}".isNFC)
    #expect("한국어".nfc == "한국어")
    #expect("\u{1100}\u{1161}".nfc == "가")
  }

  static let digits: [(String, Int, String)] = [
    ("ar", 12, "١٢"), ("ar-MA", 12, "12"), ("fa", 12, "۱۲"), ("bn", 12, "১২"),
    ("mr", 12, "१२"), ("my", 12, "၁၂"), ("hi", 12, "12"), ("hi-u-nu-deva", 12, "१२"),
    ("en", 1234, "1234"), ("th-u-nu-thai", 3, "๓"),
  ]

  @Test("Integers in the locale's digits", arguments: digits)
  func nativeDigits(_ tag: String, _ value: Int, _ expected: String) throws {
    #expect(try LocaleID(tag).formatted(value) == expected)
  }

  @Test("Many threads get the same results as one")
  func concurrency() async throws {
    let locales = try ["tr", "el", "hi", "ar", "th", "de", "zh-Hant"].map { try LocaleID($0) }
    let words = ["istanbul", "Ανοιχτό", "नमस्ते", "مفعّل", "กำลังเปิด", "straße", "開啟"]
    func compute() -> [String] {
      zip(locales, words).map { locale, word in
        "\(TextCase.upper.apply(to: word, in: locale))|\(Graphemes.count(word, locale: locale))|"
          + "\(Graphemes.truncate(word, to: 3, locale: locale))|\(locale.formatted(1234))|\(word.nfc)"
      }
    }
    let expected = compute()
    try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<64 { group.addTask { compute() } }
      for try await result in group { #expect(result == expected) }
    }
  }
}
