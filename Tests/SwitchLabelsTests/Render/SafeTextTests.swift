import Foundation
import Testing

@testable import SwitchLabels

@Suite("Safe text and SVG")
struct SafeTextTests {
  static let hostile: [String] = [
    "<img src=x onerror=alert(1)>", "\"; DROP TABLE labels; --", "=cmd|' /C calc'!A0", "]]>",
    "abc\u{202E}fed", "a\u{0}b\u{1B}c", "&amp;",
  ]

  @Test(
    "XML escaping leaves no markup, no forbidden characters, no bidi overrides", arguments: hostile)
  func xml(_ text: String) {
    let escaped = SafeText.xml(text)
    #expect(!escaped.contains("<"))
    #expect(!escaped.contains(">"))
    #expect(!escaped.contains("\""))
    #expect(
      !escaped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }
    )
    #expect(!escaped.unicodeScalars.contains { $0.value == 0x202E })
  }

  @Test("Known escapes")
  func known() {
    #expect(SafeText.xml("<b>&\"'") == "&lt;b&gt;&amp;&quot;&#39;")
    #expect(SafeText.neutralizingBidiControls("abc\u{202E}def") == "abc⟦U+202E⟧def")
    #expect(SafeText.neutralizingBidiControls("مفعّل") == "مفعّل")
  }

  @Test(
    "Inputs quoted in error messages carry no invisible or terminal characters",
    arguments: hostile + ["a\u{200B}b", "x\u{2028}y", "\u{E000}", "\u{FEFF}k", "\u{85}"])
  func printable(_ text: String) {
    let shown = SafeText.printable(text)
    #expect(
      !shown.unicodeScalars.contains {
        [.control, .format, .privateUse, .lineSeparator].contains($0.properties.generalCategory)
      })
  }

  @Test("Error-message quoting: escapes, the limit and ASCII-only inputs")
  func printableKnown() {
    #expect(SafeText.printable("de\u{1B}[31m") == "de⟦U+001B⟧[31m")
    #expect(SafeText.printable("a\u{202E}b") == "a⟦U+202E⟧b")
    #expect(SafeText.printable("x\u{FFFF}y") == "x⟦U+FFFF⟧y")
    #expect(SafeText.printable("مفعّل") == "مفعّل")
    #expect(SafeText.printable("дe", asciiOnly: true) == "⟦U+0434⟧e")
    #expect(SafeText.printable("abcdef", limit: 3) == "abc… (6 characters)")
    #expect(SafeText.printable("abc", limit: 3) == "abc")
  }

  @Test("A hostile custom label is escaped in the SVG; both states are drawn")
  func svg() throws {
    let service = LabelService(
      catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer(advance: 0.1))
    let geometry = FixtureCatalogs.geometry()
    let resolution = try service.resolve(
      try LocaleID("en"), geometry: geometry,
      labels: CustomLabels(on: "<script>x</script>", off: "]]>"))
    let svg = SwitchSVG.document(resolution, geometry: geometry)
    #expect(!svg.contains("<script>"))
    #expect(svg.contains("&lt;script&gt;x&lt;/script&gt;"))
    #expect(svg.contains("]]&gt;"))
    #expect(svg.components(separatedBy: "<g ").count == 3)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }

  @Test("Image labels are drawn as paths; mirrored switches put the on thumb at the left")
  func imagesAndMirroring() throws {
    let service = LabelService(catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer())
    let geometry = FixtureCatalogs.geometry()
    let image = SwitchSVG.document(
      try service.resolve(try LocaleID("kgp"), geometry: geometry), geometry: geometry)
    #expect(image.contains("<title>power-on</title>"))
    #expect(image.contains("d=\"M7 2h2v12H7z\""))
    let rtl = try service.resolve(try LocaleID("ar"), geometry: geometry)
    let on = SwitchSVG.fragment(rtl, geometry: geometry, state: .on)
    // The thumb is the second rect; mirrored, it starts at the inset (0) on the left.
    #expect(on.contains("<rect x=\"0\" y=\"0\" width=\"40\""))
    #expect(on.contains("direction=\"rtl\""))
  }

  @Test("Text is centred in the label box, clear of the track's rounded end, LTR and RTL")
  func textInTheLabelBox() throws {
    let service = LabelService(
      catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer(advance: 0.1))
    let geometry = FixtureCatalogs.geometry()
    let box = geometry.labelBox().width
    let insets = geometry.labelInsets
    #expect(insets.farSide > 0)  // the 30 px track's cap takes room from the far end
    for tag in ["en", "ar"] {
      let resolution = try service.resolve(try LocaleID(tag), geometry: geometry)
      for state in [SwitchState.off, .on] {
        let start =
          resolution.states[state].thumbSide == .right ? insets.farSide : insets.thumbSide
        let svg = SwitchSVG.fragment(resolution, geometry: geometry, state: state)
        let x = SwitchSVG.n(start + box / 2)
        #expect(svg.contains("<text x=\"\(x)\""), "\(tag) \(state): \(svg)")
      }
    }
  }
}
