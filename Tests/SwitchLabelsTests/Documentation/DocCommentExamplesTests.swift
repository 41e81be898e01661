// The code examples in the library's doc comments (measuring, text services, the cache), run as
// written: when an example stops compiling or what its comment says it gives changes, these fail.

import Testing

@testable import SwitchLabels

/// What `print(items…)` writes, without the line break.
private func printed(_ items: Any...) -> String {
  items.map { String(describing: $0) }.joined(separator: " ")
}

@Suite("Doc comment examples")
struct DocCommentExamplesTests {
  @Test(
    "HarfBuzzMeasurer's example", .tags(.shaping),
    .enabled(if: TestFonts.allInstalled, "a test font (fonts-dejavu-core, fonts-noto-*) is missing")
  )
  func harfBuzzMeasurer() throws {
    let measurer = HarfBuzzMeasurer()
    let off = try measurer.measure(
      "Désactivé", font: FontSpec(family: "DejaVu Sans", size: 17), locale: try LocaleID("fr"))
    #expect(printed(off.width, off.fonts.map(\.fileName)) == "84.07861328125 [\"DejaVuSans.ttf\"]")
  }

  @Test("EstimatingMeasurer's example", .tags(.icu))
  func estimatingMeasurer() throws {
    let off = try EstimatingMeasurer().measure(
      "Désactivé", font: FontSpec(family: "Noto Sans", size: 16), locale: LocaleID("fr"))
    #expect(printed((off.width * 100).rounded() / 100, off.estimated) == "72.96 true")
  }

  @Test("Graphemes' examples", .tags(.icu))
  func graphemes() {
    #expect(Graphemes.count("नमस्ते") == 3)
    #expect(Graphemes.truncate("Désactivé", to: 5) == "Désa…")
    #expect(Graphemes.truncate("👩‍👩‍👧 family", to: 2) == "👩‍👩‍👧…")
  }

  @Test("TextCase's examples", .tags(.icu))
  func textCase() throws {
    #expect(TextCase.upper.apply(to: "Açık", in: try LocaleID("tr")) == "AÇIK")
    #expect(TextCase.upper.apply(to: "Ανοιχτό", in: try LocaleID("el")) == "ΑΝΟΙΧΤΟ")
    #expect(TextCase.upper.apply(to: "istanbul", in: try LocaleID("tr")) == "İSTANBUL")
  }

  @Test("Numbers, NFC and paragraph direction examples", .tags(.icu))
  func textServices() throws {
    #expect(try LocaleID("ar").formatted(12) == "١٢")
    #expect(try LocaleID("fa").formatted(12) == "۱۲")
    #expect(try LocaleID("hi").formatted(12) == "12")
    #expect(try LocaleID("hi-u-nu-deva").formatted(12) == "१२")
    #expect("De\u{301}sactive\u{301}".nfc == "Désactivé")
    #expect(LayoutDirection.ofParagraph("مفعّل") == .rightToLeft)
    #expect(LayoutDirection.ofParagraph("On") == .leftToRight)
    #expect(LayoutDirection.ofParagraph("123") == nil)
  }

  @Test("BoundedCache's example")
  func boundedCache() {
    let widths = BoundedCache<String, Double>(capacity: 2)
    widths.insert(42, for: "On")
    #expect(printed(widths.value(for: "On") ?? 0, widths.count) == "42.0 1")
  }
}
