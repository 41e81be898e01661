import Testing

@testable import SwitchLabels

@Suite("Segment titles and styles")
struct SegmentTitleTests {
  static let catalogs = FixtureCatalogs.set

  static func texts(_ title: SegmentTitle, _ tag: String) throws -> [String] {
    try title.resolved(in: try LocaleID(tag), catalog: catalogs, segment: "s").texts
  }

  static let table: [LocaleID: String] = {
    var table: [LocaleID: String] = [:]
    for (tag, text) in [
      ("en", "Map"), ("de", "Karte"), ("es-419", "Mapa (LatAm)"), ("es", "Mapa"),
      ("zh-TW", "地圖"), ("sr-Latn", "Mapa (Latn)"),
    ] {
      if let locale = try? LocaleID(tag) { table[locale] = text }
    }
    return table
  }()

  @Test(
    "Localized titles: exact, then the CLDR chain, then the same likely subtags",
    arguments: [
      ("de-AT", "Karte"), ("es-MX", "Mapa (LatAm)"), ("es-ES", "Mapa"), ("en-AU", "Map"),
      ("zh-Hant-TW", "地圖"), ("sr-Latn-ME", "Mapa (Latn)"),
    ])
  func localized(_ tag: String, _ expected: String) throws {
    #expect(try Self.texts(.localized(Self.table), tag) == [expected])
  }

  @Test(
    "A localized title without the locale's chain: an error naming segment and chain; root serves all"
  )
  func untranslated() throws {
    let locale = try LocaleID("sr-Cyrl")
    #expect(throws: SegmentedControlError.untranslatedTitle(segment: "s", locale: locale)) {
      try SegmentTitle.localized(Self.table).resolved(
        in: locale, catalog: Self.catalogs, segment: "s")
    }
    var withRoot = Self.table
    withRoot[.root] = "🗺"
    #expect(try Self.texts(.localized(withRoot), "sr-Cyrl") == ["🗺"])
    #expect(try Self.texts(.localized(withRoot), "de-CH") == ["Karte"])
  }

  @Test(
    "Page numbers in the locale's native digits",
    arguments: [
      ("en", "12"), ("ar", "١٢"), ("fa", "۱۲"), ("hi", "12"), ("hi-u-nu-deva", "१२"),
      ("ar-u-nu-latn", "12"), ("bn", "১২"), ("mr", "१२"),
    ])
  func numbers(_ tag: String, _ expected: String) throws {
    #expect(try Self.texts(.number(12), tag) == [expected])
  }

  @Test("Catalog keys: the switch words with their variants, images from root")
  func catalogKeys() throws {
    let on = try SegmentTitle.catalogKey("on").resolved(
      in: try LocaleID("de-CH"), catalog: Self.catalogs)
    #expect(on.texts == ["Eingeschaltet", "Ein"])
    #expect(on.spoken == "Eingeschaltet")
    #expect(on.locale.tag == "de")
    #expect(on.image?.name == "power-on")
    let unserved = try SegmentTitle.catalogKey("off").resolved(
      in: try LocaleID("kgp"), catalog: Self.catalogs)
    #expect(unserved.texts.isEmpty)
    #expect(unserved.image?.name == "power-off")
    #expect(throws: SegmentedControlError.unknownTitleKey(segment: "x", key: "maybe")) {
      try SegmentTitle.catalogKey("maybe").resolved(
        in: try LocaleID("en"), catalog: Self.catalogs, segment: "x")
    }
  }

  @Test(
    "Empty titles are refused, naming the segment",
    arguments: [SegmentTitle.literal(""), .literal(" \u{3000}"), .localized([:]), .catalogKey("")])
  func empty(_ title: SegmentTitle) throws {
    #expect {
      try title.resolved(in: try LocaleID("en"), catalog: Self.catalogs, segment: "bad")
    } throws: { error in
      guard case .invalidTitle(let segment, _)? = error as? SegmentedControlError else {
        return false
      }
      return segment == "bad"
    }
  }

  @Test("Colours: #RGB, #RRGGBB, #RRGGBBAA; anything else is an error naming it")
  func colors() throws {
    #expect(try StyleColor(hex: "#0a84ff").hex == "#0A84FF")
    #expect(try StyleColor(hex: "#fff") == StyleColor(red: 255, green: 255, blue: 255))
    #expect(try StyleColor(hex: "#0A84FF80").opacity == 0.502)
    #expect(try StyleColor(hex: "#0A84FF80").description == "#0A84FF80")
    for bad in ["red", "#12", "#GGGGGG", "0A84FF", "#0A84FF\"/><script>", "", "#", "#１２３"] {
      #expect(throws: SegmentedControlError.invalidColor(bad)) { try StyleColor(hex: bad) }
    }
  }

  @Test("Styles per state: normal, overridden by selected, then by disabled")
  func stylesPerState() {
    let red = SegmentedFixtures.color("#D00")
    let white = SegmentedFixtures.color("#FFF")
    let grey = SegmentedFixtures.color("#888")
    let styles = SegmentStyles(
      normal: SegmentStyle(textColor: grey, shadowColor: white),
      selected: SegmentStyle(tint: red, textColor: white),
      disabled: SegmentStyle(textColor: grey))
    #expect(styles.style(for: .normal) == SegmentStyle(textColor: grey, shadowColor: white))
    #expect(
      styles.style(for: .selected) == SegmentStyle(tint: red, textColor: white, shadowColor: white))
    #expect(
      styles.style(for: [.selected, .disabled])
        == SegmentStyle(tint: red, textColor: grey, shadowColor: white))
    // A segment's normal tint does not hide the default selected tint: states layer.
    let defaults = SegmentStyles(selected: SegmentStyle(tint: white))
    let own = SegmentStyles(normal: SegmentStyle(tint: red))
    #expect(defaults.overridden(by: own).style(for: .normal).tint == red)
    #expect(defaults.overridden(by: own).style(for: .selected).tint == white)
  }
}
