import CShaping
import Testing

@testable import SwitchLabels

/// The locator's answer for every language ICU knows and every preset's font (and a few other
/// families: aliases, a collection, a missing one) is what a plain fontconfig query gives: a
/// pattern with the family, weight, `scalable` and language, `FcConfigSubstitute`,
/// `FcDefaultSubstitute`, `FcFontMatch` over every installed font.
@Suite(
  "Font selection", .tags(.shaping),
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct FontSelectionTests {
  /// Every preset's font, each (family, weight) once.
  static let presetFonts: [FontChoice] = {
    var seen: Set<FontChoice> = []
    return Geometry.presets.compactMap { geometry in
      guard case .family(let family) = geometry.font.source else { return nil }
      let choice = FontChoice(family: family, weight: geometry.font.weight)
      return seen.insert(choice).inserted ? choice : nil
    }
  }()

  /// Families whose match the locator cannot narrow to the family's own fonts (generic names,
  /// a metric alias, a missing family), a collection, and other weights.
  static let otherFonts: [FontChoice] = [
    FontChoice(family: "sans-serif", weight: 400), FontChoice(family: "serif", weight: 700),
    FontChoice(family: "monospace", weight: 400), FontChoice(family: "Arial", weight: 400),
    FontChoice(family: "Noto Sans CJK JP", weight: 700),
    FontChoice(family: "Noto Serif", weight: 300),
    FontChoice(family: "No Such Family", weight: 400),
  ]

  struct FontChoice: Hashable, Sendable, CustomTestStringConvertible {
    let family: String
    let weight: Int
    var testDescription: String { "\(family) \(weight)" }
  }

  /// The locator under test, as a measurer's store owns one.
  static let locator = FontLocator()

  /// The fontconfig language of every ICU locale (each language once; "" for those fontconfig
  /// does not know).
  static let languages: [String] = {
    var seen: Set<String> = []
    return LocaleID.icuAvailable.map { locator.fontconfigLanguage($0) }
      .filter { seen.insert($0).inserted }
  }()

  @Test("Every preset font × every ICU language picks fontconfig's match", arguments: presetFonts)
  func presetFont(_ font: FontChoice) throws {
    #expect(Self.languages.count > 100)
    for language in Self.languages {
      let expected = try #require(Self.plainMatch(font, language: language))
      let actual = try Self.locator.file(
        family: font.family, weight: font.weight, language: language)
      #expect(actual == expected, "\(font.family) \(font.weight) for '\(language)'")
    }
  }

  @Test("Other families × every ICU language pick fontconfig's match", arguments: otherFonts)
  func otherFont(_ font: FontChoice) throws {
    for language in Self.languages {
      let expected = try #require(Self.plainMatch(font, language: language))
      let actual = try? Self.locator.file(
        family: font.family, weight: font.weight, language: language)
      // The locator refuses a match of another family (a missing family); otherwise the same font.
      if let actual {
        #expect(actual == expected, "\(font.family) \(font.weight) for '\(language)'")
      }
    }
  }

  /// One fontconfig configuration for the plain queries, apart from the locator's own.
  nonisolated(unsafe) static let config = FcInitLoadConfigAndFonts()

  /// `FcFontMatch` of the plain pattern: the file and face index.
  static func plainMatch(_ font: FontChoice, language: String) -> FontFile? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, font.family)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(font.weight)))
    FcPatternAddBool(pattern, FC_SCALABLE, 1)
    if !language.isEmpty { FcPatternAddString(pattern, FC_LANG, language) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    var file: UnsafeMutablePointer<FcChar8>? = nil
    var index: Int32 = 0
    guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else {
      return nil
    }
    _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
    return FontFile(path: String(cString: file), index: Int(index))
  }
}
