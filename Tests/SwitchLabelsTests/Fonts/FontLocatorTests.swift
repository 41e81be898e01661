import Testing

@testable import SwitchLabels

@Suite(
  "FontLocator", .tags(.shaping),
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct FontLocatorTests {
  /// A store of the test's own, as a measurer owns one.
  let store = FontStore()
  var locator: FontLocator { store.locator }

  /// A locale and the fontconfig language it maps to.
  struct LanguageCase: Sendable, CustomTestStringConvertible {
    let locale: String
    let fontconfig: String
    var testDescription: String { "\(locale) → \(fontconfig.isEmpty ? "(none)" : fontconfig)" }
  }

  static let languages: [LanguageCase] = [
    // Chinese: fontconfig knows regions, not scripts
    LanguageCase(locale: "zh", fontconfig: "zh-cn"),
    LanguageCase(locale: "zh-Hans", fontconfig: "zh-cn"),
    LanguageCase(locale: "zh-Hant", fontconfig: "zh-tw"),
    LanguageCase(locale: "zh-Hant-HK", fontconfig: "zh-hk"),
    LanguageCase(locale: "zh-HK", fontconfig: "zh-hk"),
    LanguageCase(locale: "zh-MO", fontconfig: "zh-mo"),
    LanguageCase(locale: "zh-SG", fontconfig: "zh-sg"),
    // Scripts fontconfig spells as another language or a region
    LanguageCase(locale: "sr-Latn", fontconfig: "sh"),
    LanguageCase(locale: "sr", fontconfig: "sr"),
    LanguageCase(locale: "pa-Arab", fontconfig: "pa-pk"),
    LanguageCase(locale: "pa", fontconfig: "pa"),
    // Plain languages
    LanguageCase(locale: "de-CH", fontconfig: "de"),
    LanguageCase(locale: "ja", fontconfig: "ja"),
    LanguageCase(locale: "ar-EG", fontconfig: "ar"),
    LanguageCase(locale: "root", fontconfig: ""),
  ]

  @Test("Locales map to fontconfig languages", arguments: languages)
  func fontconfigLanguages(_ example: LanguageCase) throws {
    #expect(locator.fontconfigLanguage(try LocaleID(example.locale)) == example.fontconfig)
  }

  @Test("Families resolve to their files, by weight")
  func families() throws {
    let regular = try locator.file(family: "DejaVu Sans", weight: 400, language: "en")
    let bold = try locator.file(family: "DejaVu Sans", weight: 700, language: "en")
    #expect(regular.path.hasSuffix("/DejaVuSans.ttf"))
    #expect(bold.path.hasSuffix("/DejaVuSans-Bold.ttf"))
    let traditional = try locator.file(family: "Noto Sans CJK TC", weight: 400, language: "zh-tw")
    let korean = try locator.file(family: "Noto Sans CJK KR", weight: 400, language: "ko")
    #expect(traditional.path == korean.path, "one collection file")
    #expect(traditional.index != korean.index)
  }

  @Test("A generic family picks a font that covers the language")
  func genericFamily() throws {
    let file = try locator.file(family: "sans-serif", weight: 400, language: "ja")
    let face = try store.face(file)
    #expect(face.covers(0x30AA))  // オ
    #expect(face.covers(0x65E5))  // 日
  }

  @Test("Fallbacks prefer the primary family's own companions")
  func fallbackOrder() throws {
    let notoSans = try locator.file(family: "Noto Sans", weight: 400, language: "ar")
    let arabic = locator.fallbacks(
      for: [0x062A], family: "Noto Sans", weight: 400, language: "ar", excluding: notoSans)
    let first = try #require(arabic.first)
    #expect(try store.face(first).identity.family == "Noto Sans Arabic")
    // Nothing covers a private-use character.
    #expect(
      locator.fallbacks(
        for: [0xE000], family: "Noto Sans", weight: 400, language: "ar", excluding: notoSans
      )
      .isEmpty)
  }
}
