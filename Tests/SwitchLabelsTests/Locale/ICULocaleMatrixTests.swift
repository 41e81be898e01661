import Testing

@testable import SwitchLabels

/// Properties that hold for every locale ICU has data for (805 in ICU 72).
@Suite("Every ICU locale", .tags(.icu, .matrix))
struct ICULocaleMatrixTests {
  static let locales = LocaleID.icuAvailable
  static let knownIDs = Set(ICU.Loc.available)

  @Test("ICU lists its locales")
  func count() {
    // ICU 72 has 805; other ICU versions differ, but never by much.
    #expect(Self.locales.count > 700)
  }

  @Test("ICU's identifier is the one its tag gives back", arguments: locales)
  func identifierRoundTrip(_ locale: LocaleID) throws {
    // icuAvailable keeps ICU's own identifier beside the tag instead of parsing the tag again.
    #expect(try ICU.Loc.identifier(forTag: locale.tag) == locale.icuID)
    #expect(try LocaleID(locale.tag).icuID == locale.icuID)
  }

  @Test("A locale without extensions is its own base", arguments: locales)
  func base(_ locale: LocaleID) throws {
    #expect(locale.base.tag == locale.tag)
    // A second -u- extension would make the tag malformed (en-US-u-va-posix has one already).
    guard !locale.tag.contains("-u-") else { return }
    let extended = try LocaleID(locale.tag + "-u-nu-latn")
    #expect(extended.base.tag == locale.tag)
  }

  @Test("Canonicalisation is idempotent", arguments: locales)
  func idempotent(_ locale: LocaleID) throws {
    #expect(try LocaleID(locale.tag) == locale)
    #expect(try LocaleID(locale.maximized.tag).maximized == locale.maximized)
  }

  @Test(
    "The chain ends at root, has no repeats, and every step is a locale ICU knows",
    arguments: locales)
  func chain(_ locale: LocaleID) {
    let chain = FallbackChain(locale)
    #expect(chain.last == .root)
    #expect(Set(chain).count == chain.count)
    for step in chain.dropLast() {
      #expect(
        Self.knownIDs.contains(ICU.Loc.baseName(step.icuID)), "\(step) in \(chain.map(\.tag))")
    }
  }

  @Test("A chain never changes script", arguments: locales)
  func script(_ locale: LocaleID) {
    let chain = FallbackChain(locale).dropLast()
    guard let script = locale.maximized.script else { return }
    // hi-Latn → en-IN is CLDR's one deliberate exception: Latin script, another language.
    for step in chain {
      #expect(step.maximized.script == script, "\(locale): \(chain.map(\.tag))")
    }
  }

  @Test("Direction agrees with ICU's uloc_isRightToLeft", arguments: locales)
  func direction(_ locale: LocaleID) {
    let rtl = ICU.Loc.isRightToLeft(locale.icuID)
    #expect((locale.direction == .rightToLeft) == rtl)
  }

  /// The region-only spellings prepared with ICU's locales (zh_HK for zh_Hant_HK).
  static let regionSpellings: [String] = ICULocaleList.icu.regionOnlySpellings.keys
    .filter { !knownIDs.contains($0) }.sorted()

  @Test(
    "A region-only spelling has the chain and direction of its maximized form",
    arguments: regionSpellings)
  func regionSpelling(_ id: String) throws {
    let locale = try LocaleID(id)
    #expect(locale.script == nil)
    #expect(FallbackChain(locale) == FallbackChain(locale.maximized))
    #expect((locale.direction == .rightToLeft) == ICU.Loc.isRightToLeft(id))
  }

  @Test("Region-only spellings are prepared for the usual cases")
  func regionSpellingsPrepared() {
    for id in ["zh_HK", "zh_TW", "zh_MO", "pa_PK", "sr_ME", "uz_AF"] {
      #expect(Self.regionSpellings.contains(id), "\(id)")
    }
  }
}
