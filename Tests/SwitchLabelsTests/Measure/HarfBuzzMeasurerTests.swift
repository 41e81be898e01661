import Foundation
import Testing

@testable import SwitchLabels

/// The measurer against `hb-shape`, script by script, with fonts named explicitly.
@Suite(
  "HarfBuzzMeasurer", .tags(.shaping),
  // Skipped only where the oracle or the fonts are missing; scripts/setup-system installs both
  // (libharfbuzz-bin, fonts-noto-core, fonts-noto-cjk), so CI runs every test.
  .enabled(if: HBShape.isAvailable, "hb-shape (libharfbuzz-bin) is not installed"),
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct HarfBuzzMeasurerTests {
  /// A label in a script, the font that covers it, and the size to measure it at.
  struct ScriptCase: Sendable, CustomTestStringConvertible {
    let script: String
    let family: String
    let locale: String
    let text: String
    var size = 16.0
    var testDescription: String { "\(script): \(text) in \(family) \(size)px (\(locale))" }
  }

  static let scripts: [ScriptCase] = [
    // Alphabets
    ScriptCase(script: "Latin", family: "DejaVu Sans", locale: "fr", text: "Désactivé", size: 17),
    ScriptCase(
      script: "Latin", family: "Noto Sans", locale: "de", text: "Ausgeschaltet", size: 13.5),
    ScriptCase(script: "Latin", family: "Noto Sans", locale: "vi", text: "Tắt", size: 15),
    ScriptCase(script: "Cyrillic", family: "Noto Sans", locale: "ru", text: "Выключено"),
    ScriptCase(
      script: "Cyrillic", family: "DejaVu Sans", locale: "uk", text: "Увімкнено", size: 12),
    ScriptCase(script: "Greek", family: "Noto Sans", locale: "el", text: "Ανενεργό"),
    ScriptCase(script: "Georgian", family: "Noto Sans Georgian", locale: "ka", text: "გამორთული"),
    // Right to left, joining
    ScriptCase(script: "Arabic", family: "Noto Sans Arabic", locale: "ar", text: "إيقاف التشغيل"),
    ScriptCase(script: "Arabic", family: "Noto Sans Arabic", locale: "fa", text: "روشن", size: 20),
    ScriptCase(script: "Hebrew", family: "Noto Sans Hebrew", locale: "he", text: "כבוי"),
    // Brahmic: reordering, conjuncts, marks above and below
    ScriptCase(script: "Devanagari", family: "Noto Sans Devanagari", locale: "hi", text: "बंद करें"),
    ScriptCase(script: "Devanagari", family: "Noto Sans Devanagari", locale: "mr", text: "सक्रिय"),
    ScriptCase(script: "Bengali", family: "Noto Sans Bengali", locale: "bn", text: "চালু করুন"),
    ScriptCase(script: "Thai", family: "Noto Sans Thai", locale: "th", text: "ปิดใช้งาน", size: 18),
    ScriptCase(script: "Ethiopic", family: "Noto Sans Ethiopic", locale: "am", text: "አጥፋ"),
    // East Asian (font collections)
    ScriptCase(script: "Japanese", family: "Noto Sans CJK JP", locale: "ja", text: "オフにする"),
    ScriptCase(
      script: "Chinese (Simplified)", family: "Noto Sans CJK SC", locale: "zh-Hans", text: "关闭"),
    ScriptCase(
      script: "Chinese (Traditional)", family: "Noto Sans CJK TC", locale: "zh-Hant", text: "關閉"),
    ScriptCase(script: "Hangul", family: "Noto Sans CJK KR", locale: "ko", text: "끄기 켜기"),
    // Symbols and emoji (no colour emoji font is installed: monochrome ones)
    ScriptCase(script: "Emoji", family: "DejaVu Sans", locale: "en", text: "😀 ✔️ On"),
    ScriptCase(script: "Emoji", family: "Noto Sans Symbols2", locale: "en", text: "⏻⏼👍🟢"),
  ]

  @Test("Width and ink bounds equal hb-shape's within 0.01 px", arguments: scripts)
  func matchesHBShape(_ example: ScriptCase) throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let locale = try LocaleID(example.locale)
    let font = FontSpec(family: example.family, size: example.size)
    let measured = try measurer.measure(example.text, font: font, locale: locale)
    let file = try TestFonts.file(example.family)
    let oracle = try HBShape.shape(
      example.text, file: file.path, faceIndex: file.index, size: example.size,
      language: locale.tag)

    #expect(
      abs(measured.width - oracle.width) <= 0.01, "width \(measured.width) vs \(oracle.width)")
    #expect(
      abs(measured.ascent - oracle.ascent) <= 0.01, "ascent \(measured.ascent) vs \(oracle.ascent)")
    #expect(
      abs(measured.descent - oracle.descent) <= 0.01,
      "descent \(measured.descent) vs \(oracle.descent)")
    #expect(measured.fonts.map(\.family) == [example.family])
    #expect(measured.missing.isEmpty)
    #expect(!measured.estimated)
    #expect(measured.width > 0)
  }

  @Test("Whole-pixel rounding equals hb-shape's per-advance pixel output", arguments: scripts)
  func roundingMatchesHBShapePixels(_ example: ScriptCase) throws {
    let size = example.size.rounded()
    let measurer = HarfBuzzMeasurer(rounding: .wholePixel, cacheCapacity: 0)
    let locale = try LocaleID(example.locale)
    let measured = try measurer.measure(
      example.text, font: FontSpec(family: example.family, size: size), locale: locale)
    let file = try TestFonts.file(example.family)
    let oracle = try HBShape.shape(
      example.text, file: file.path, faceIndex: file.index, size: size, language: locale.tag,
      subdivisions: 1)
    #expect(measured.width == measured.width.rounded())
    // hb-shape rounds twice (to 1/64 px inside HarfBuzz, then to a pixel when printing), so a
    // glyph exactly between two pixels may go either way: allow one pixel per such glyph.
    #expect(abs(measured.width - oracle.width) <= 1, "width \(measured.width) vs \(oracle.width)")
  }

  /// The same text in NFC and in NFD.
  struct NormalizationCase: Sendable, CustomTestStringConvertible {
    let family: String
    let locale: String
    let composed: String
    let decomposed: String
    var testDescription: String { "\(composed) (\(locale), \(family))" }
  }

  static let normalizationCases: [NormalizationCase] = [
    NormalizationCase(
      family: "DejaVu Sans", locale: "fr", composed: "Désactivé",
      decomposed: "De\u{301}sactive\u{301}"),
    NormalizationCase(
      family: "Noto Sans", locale: "vi", composed: "Tắt", decomposed: "Ta\u{306}\u{301}t"),
    NormalizationCase(
      family: "Noto Sans", locale: "el", composed: "Ανενεργό", decomposed: "Ανενεργο\u{301}"),
    NormalizationCase(
      family: "Noto Sans CJK KR", locale: "ko", composed: "끄기",
      decomposed: "\u{1101}\u{1173}\u{1100}\u{1175}"),
    NormalizationCase(
      family: "Noto Sans Bengali", locale: "bn", composed: "বোতাম", decomposed: "ব\u{9C7}\u{9BE}তাম"),
  ]

  @Test("NFC and NFD input measure the same", arguments: normalizationCases)
  func normalizationForms(_ example: NormalizationCase) throws {
    #expect(example.composed.unicodeScalars.count != example.decomposed.unicodeScalars.count)
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(family: example.family, size: 16)
    let locale = try LocaleID(example.locale)
    let composed = try measurer.measure(example.composed, font: font, locale: locale)
    let decomposed = try measurer.measure(example.decomposed, font: font, locale: locale)
    #expect(composed.width == decomposed.width)
    #expect(composed.ascent == decomposed.ascent)
    #expect(decomposed.text == example.decomposed, "the text comes back as given")
    #expect(decomposed.missing.isEmpty)
  }

  @Test("A Latin font with Arabic text falls back to the family's Arabic font, run by run")
  func fallbackRuns() throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let locale = try LocaleID("ar")
    let measured = try measurer.measure(
      "Wi-Fi تشغيل", font: FontSpec(family: "Noto Sans", size: 16), locale: locale)
    #expect(measured.fonts.map(\.family) == ["Noto Sans", "Noto Sans Arabic"])
    #expect(measured.missing.isEmpty)
    // The width is the sum of the two runs, each shaped in its own font.
    let latin = try HBShape.shape(
      "Wi-Fi ", file: TestFonts.file("Noto Sans").path, size: 16, language: "ar")
    let arabic = try HBShape.shape(
      "تشغيل", file: TestFonts.file("Noto Sans Arabic").path, size: 16, language: "ar")
    #expect(abs(measured.width - (latin.width + arabic.width)) <= 0.01)
  }

  @Test("Characters the primary font lacks come from fonts for the locale's language")
  func fallbackByLanguage() throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(family: "DejaVu Sans", size: 16)
    let japanese = try measurer.measure("オン", font: font, locale: LocaleID("ja"))
    #expect(japanese.fonts.count == 1)
    #expect(japanese.fonts.first?.family.contains("CJK") == true)
    #expect(japanese.missing.isEmpty)
    let traditional = try measurer.measure("開啟", font: font, locale: LocaleID("zh-Hant"))
    #expect(traditional.fonts.first?.family.contains("CJK") == true)
    let thai = try measurer.measure("เปิด", font: font, locale: LocaleID("th"))
    #expect(thai.fonts.count == 1)
    #expect(thai.fonts.first?.family.contains("Thai") == true)
    #expect(thai.missing.isEmpty)
  }

  /// Every catalog's words, as a switch in Noto Sans measures them.
  static let catalogTexts: [(locale: LocaleID, text: String)] = CatalogSet.bundled.locales
    .flatMap { locale in
      let catalog = CatalogSet.bundled.catalog(for: locale)
      return ((catalog?.on.texts ?? []) + (catalog?.off.texts ?? [])).map { (locale, $0) }
    }

  @Test(
    "Text the primary font lacks is drawn in the fonts itemising chooses, for every catalog's words",
    arguments: catalogTexts)
  func fallbackAgreesWithItemising(_ locale: LocaleID, _ text: String) throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(family: "Noto Sans", size: 11, weight: 500)
    let measured = try measurer.measure(text, font: font, locale: locale)
    let files = try measurer.drawingFontFiles(for: text, font: font, locale: locale)
    #expect(
      measured.fonts.map { "\($0.fileName)#\($0.faceIndex)" }
        == files.map { "\(URL(fileURLWithPath: $0.path).lastPathComponent)#\($0.faceIndex)" })
    #expect(measured.missing.isEmpty, "\(text): \(measured.missing)")
    // One drawing font: the width is that font's shaping of the whole text.
    if files.count == 1, let file = files.first {
      let oracle = try HBShape.shape(
        text, file: file.path, faceIndex: file.faceIndex, size: 11, language: locale.tag)
      #expect(abs(measured.width - oracle.width) <= 0.01, "\(measured.width) vs \(oracle.width)")
    }
  }

  @Test("Characters no font covers are reported, never measured silently")
  func missingCharacters() throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(family: "DejaVu Sans", size: 16)
    let measured = try measurer.measure(
      "On\u{E000}\u{E000}\u{F0001}", font: font, locale: LocaleID("en"))
    #expect(measured.missing == ["\u{E000}", "\u{F0001}"])
    #expect(measured.fonts.map(\.family) == ["DejaVu Sans"])
    let on = try measurer.measure("On", font: font, locale: LocaleID("en"))
    #expect(measured.width > on.width, "the missing-glyph boxes take room")
  }

  @Test("Default-ignorable and control characters need no glyph")
  func ignorables() throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(family: "Noto Sans", size: 16)
    let locale = try LocaleID("en")
    let plain = try measurer.measure("On", font: font, locale: locale)
    for text in ["O\u{200D}n", "On\u{FE0F}", "\u{2068}On\u{2069}", "O\u{AD}n", "On\u{0}"] {
      let measured = try measurer.measure(text, font: font, locale: locale)
      #expect(measured.missing.isEmpty, "\(text.unicodeScalars.map(\.value))")
      #expect(measured.fonts.map(\.family) == ["Noto Sans"])
      #expect(abs(measured.width - plain.width) < 0.5)
    }
  }

  @Test("Control characters are not drawn: they measure nothing")
  func controls() throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(family: "DejaVu Sans", size: 16)
    let locale = try LocaleID("en")
    let plain = try measurer.measure("On", font: font, locale: locale)
    for text in ["On\n", "O\tn", "\u{1}On\u{7F}", "On\r\n"] {
      let measured = try measurer.measure(text, font: font, locale: locale)
      #expect(measured.width == plain.width)
      #expect(measured.missing.isEmpty)
      #expect(measured.text == text)
    }
    let only = try measurer.measure("\n\t", font: font, locale: locale)
    #expect(only.width == 0)
  }

  @Test("Empty text has zero width")
  func emptyText() throws {
    let measured = try HarfBuzzMeasurer().measure(
      "", font: FontSpec(family: "DejaVu Sans", size: 16), locale: LocaleID("en"))
    #expect(
      measured
        == TextMeasurement(
          text: "", width: 0, ascent: 0, descent: 0, fonts: [], missing: [], estimated: false))
  }

  @Test("Font identity names the family, style, file, face and content")
  func identity() throws {
    let measurer = HarfBuzzMeasurer()
    let locale = try LocaleID("en")
    let regular = try measurer.measure(
      "On", font: FontSpec(family: "DejaVu Sans", size: 16), locale: locale)
    let bold = try measurer.measure(
      "On", font: FontSpec(family: "DejaVu Sans", size: 16, weight: 700), locale: locale)
    let identity = try #require(regular.fonts.first)
    #expect(identity.family == "DejaVu Sans")
    #expect(identity.style == "Book")
    #expect(identity.fileName == "DejaVuSans.ttf")
    #expect(identity.faceIndex == 0)
    #expect(identity.contentHash.count == 16)
    #expect(identity.contentHash.allSatisfy { $0.isHexDigit })
    #expect(bold.fonts.first?.fileName == "DejaVuSans-Bold.ttf")
    #expect(bold.fonts.first?.style == "Bold")
    #expect(bold.fonts.first?.contentHash != identity.contentHash)
    #expect(bold.width > regular.width)
  }

  @Test("A font file and face index measure like the family fontconfig finds")
  func fontFiles() throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let locale = try LocaleID("ja")
    let file = try TestFonts.file("Noto Sans CJK JP")
    let byFamily = try measurer.measure(
      "オン", font: FontSpec(family: "Noto Sans CJK JP", size: 16), locale: locale)
    let byFile = try measurer.measure(
      "オン", font: FontSpec(path: file.path, faceIndex: file.index, size: 16), locale: locale)
    #expect(byFile == byFamily)
    #expect(byFile.fonts.first?.faceIndex == file.index)
    // Other faces of the same collection are other families.
    let korean = try TestFonts.file("Noto Sans CJK KR")
    #expect(korean.path == file.path)
    let other = try measurer.measure(
      "On", font: FontSpec(path: korean.path, faceIndex: korean.index, size: 16), locale: locale)
    #expect(other.fonts.first?.family == "Noto Sans CJK KR")
  }

  @Test("Widths scale linearly with the size")
  func linearScaling() throws {
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let locale = try LocaleID("fr")
    let small = try measurer.measure(
      "Désactivé", font: FontSpec(family: "Noto Sans", size: 10), locale: locale)
    let large = try measurer.measure(
      "Désactivé", font: FontSpec(family: "Noto Sans", size: 25), locale: locale)
    #expect(abs(small.scaled(by: 2.5).width - large.width) < 1e-9)
    #expect(abs(small.scaled(by: 2.5).ascent - large.ascent) < 1e-9)
  }

  @Test("A cached measurement equals a fresh one and keeps the caller's text")
  func caching() throws {
    let cached = HarfBuzzMeasurer(cacheCapacity: 8)
    let fresh = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(family: "DejaVu Sans", size: 16)
    let locale = try LocaleID("fr")
    let first = try cached.measure("Désactivé", font: font, locale: locale)
    let second = try cached.measure("Désactivé", font: font, locale: locale)
    #expect(first == second)
    #expect(second == (try fresh.measure("Désactivé", font: font, locale: locale)))
    let nfd = try cached.measure("De\u{301}sactive\u{301}", font: font, locale: locale)
    #expect(nfd.text.unicodeScalars.count == 11)
    #expect(nfd.width == first.width)
    // Another size, weight or locale is another entry.
    let larger = try cached.measure("Désactivé", font: font.withSize(20), locale: locale)
    #expect(larger.width > first.width)
  }
}
