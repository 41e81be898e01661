import Testing

@testable import SwitchLabels

@Suite("EstimatingMeasurer", .tags(.icu))
struct EstimatingMeasurerTests {
  let estimator = EstimatingMeasurer()

  @Test("Estimates are labelled, need no font and name none")
  func labelled() throws {
    let estimate = try estimator.measure(
      "Désactivé", font: FontSpec(family: "No Such Family", size: 16), locale: LocaleID("fr"))
    #expect(estimate.estimated)
    #expect(estimate.fonts.isEmpty)
    #expect(estimate.missing.isEmpty)
    #expect(abs(estimate.width - 72.96) < 1e-9, "D 0.64 em + 8 small letters × 0.49 em, at 16 px")
    #expect(estimate.ascent > 0 && estimate.descent > 0)
  }

  @Test("Grapheme clusters, not code points, are counted")
  func clusters() throws {
    let font = FontSpec(family: "Noto Sans", size: 10)
    let locale = try LocaleID("fr")
    let composed = try estimator.measure("é", font: font, locale: locale)
    let decomposed = try estimator.measure("e\u{301}", font: font, locale: locale)
    #expect(composed.width == decomposed.width)
    let family = try estimator.measure("👩‍👩‍👧", font: font, locale: locale)
    #expect(family.width == 12, "one emoji cluster: 1.2 em")
  }

  @Test("East Asian wide characters are one em each")
  func wide() throws {
    let estimate = try estimator.measure(
      "オフにする", font: FontSpec(family: "Noto Sans", size: 20), locale: LocaleID("ja"))
    #expect(estimate.width == 100)
  }

  @Test("Empty text, size and weight")
  func scaling() throws {
    let locale = try LocaleID("de")
    let empty = try estimator.measure(
      "", font: FontSpec(family: "Noto Sans", size: 16), locale: locale)
    #expect(empty.width == 0 && empty.ascent == 0 && empty.descent == 0)
    let small = try estimator.measure(
      "Aus", font: FontSpec(family: "Noto Sans", size: 10), locale: locale)
    let large = try estimator.measure(
      "Aus", font: FontSpec(family: "Noto Sans", size: 30), locale: locale)
    #expect(abs(small.scaled(by: 3).width - large.width) < 1e-9)
    let bold = try estimator.measure(
      "Aus", font: FontSpec(family: "Noto Sans", size: 10, weight: 700), locale: locale)
    #expect(bold.width > small.width)
  }

  /// Labels in many scripts, estimated and shaped in Noto Sans (with its script fallbacks).
  static let labels: [(text: String, locale: String)] = [
    ("Désactivé", "fr"), ("Ausgeschaltet", "de"), ("Выключено", "ru"), ("Ανενεργό", "el"),
    ("إيقاف التشغيل", "ar"), ("כבוי", "he"), ("बंद करें", "hi"), ("চালু", "bn"), ("ปิด", "th"),
    ("オフ", "ja"), ("关闭", "zh-Hans"), ("끄기", "ko"), ("გამორთული", "ka"), ("አጥፋ", "am"),
  ]

  @Test(
    "Estimates are within 35 % of shaped widths", .tags(.shaping),
    // Needs the Noto fonts scripts/setup-system installs.
    .enabled(
      if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"),
    arguments: zip(labels.map(\.text), labels.map(\.locale)))
  func closeToShaping(_ text: String, _ localeTag: String) throws {
    let font = FontSpec(family: "Noto Sans", size: 16)
    let locale = try LocaleID(localeTag)
    let estimate = try estimator.measure(text, font: font, locale: locale)
    let shaped = try HarfBuzzMeasurer().measure(text, font: font, locale: locale)
    #expect(
      abs(estimate.width - shaped.width) <= 0.35 * shaped.width,
      "\(estimate.width) vs \(shaped.width)")
  }
}
