import CShaping
import Testing

@testable import SwitchLabels

/// The fallback sort's shortcut (the fonts covering a character and the language winners, sorted
/// alone) orders the fonts covering the character exactly as fontconfig's sort of every installed
/// font does (`FcFontSort`, untrimmed), for every preset font × every language fontconfig knows ×
/// a character of every script we shape.
@Suite(
  "Fallback sort", .tags(.shaping),
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct FontSortTests {
  /// A letter of every script the catalogs and the locale matrix write, and a few symbols: what
  /// a primary font may lack and fallback looks for.
  static let scalars: [UInt32] = [
    0x0061, 0x03B1, 0x0434, 0x0561, 0x05D0, 0x062A, 0x0710, 0x0780, 0x07CA, 0x0915, 0x0995,
    0x0A15, 0x0A95, 0x0B15, 0x0B95, 0x0C15, 0x0C95, 0x0D15, 0x0D9A, 0x0E01, 0x0E81, 0x0F40,
    0x1000, 0x10D0, 0x1200, 0x13A0, 0x1401, 0x1780, 0x1820, 0x1C5A, 0x2D30, 0x3042, 0x30A2,
    0x4E2D, 0xA000, 0xA500, 0xAC00, 0x2713, 0x23FB, 0x1F600,
  ]

  @Test(
    "The covering fonts come in the order of fontconfig's full sort",
    arguments: FontSelectionTests.presetFonts)
  func sameOrder(_ font: FontSelectionTests.FontChoice) throws {
    let configuration = try #require(FontConfiguration.process)
    let satisfying = BoundedCache<String, [Int]>(capacity: 512)
    let languages = [""] + configuration.knownLanguages.sorted()
    #expect(languages.count > 200)
    // Cases where leaving the winners out would change the order: what makes them necessary.
    var differentWithoutWinners = 0
    // Languages where the match is a winner: where the shortcut of the match is taken.
    var matchWins = 0
    for language in languages {
      let pattern = try #require(
        configuration.pattern(family: font.family, weight: font.weight, language: language))
      let full = try #require(configuration.sort(pattern.pointer))
      defer { FcFontSetSortDestroy(full) }
      let winners = try #require(
        configuration.languageWinners(pattern.pointer, satisfying: satisfying),
        "the shortcut applies to \(font.family) \(font.weight) for '\(language)'")
      // The font the match picked wins the first language it satisfies: the same winners.
      let match = try #require(configuration.match(pattern.pointer))
      defer { FcPatternDestroy(match) }
      let path = try #require(FontConfiguration.string(match, FC_FILE, 0))
      let matched = try #require(
        configuration.fontsByFile[
          FontFile(path: path, index: FontConfiguration.integer(match, FC_INDEX) ?? 0)])
      #expect(
        configuration.languageWinners(pattern.pointer, satisfying: satisfying, matched: matched)
          == winners, "\(font.family) \(font.weight) for '\(language)'")
      if winners.contains(matched) { matchWins += 1 }
      for scalar in Self.scalars {
        let expected = Self.fonts(full, covering: scalar)
        let subset = try #require(
          configuration.sort(pattern.pointer, covering: scalar, winners: winners))
        defer { FcFontSetSortDestroy(subset) }
        #expect(
          Self.fonts(subset, covering: scalar) == expected,
          "\(font.family) \(font.weight) for '\(language)', U+\(String(scalar, radix: 16))")
        let alone = try #require(configuration.sort(pattern.pointer, covering: scalar, winners: []))
        defer { FcFontSetSortDestroy(alone) }
        if Self.fonts(alone, covering: scalar) != expected { differentWithoutWinners += 1 }
      }
    }
    #expect(differentWithoutWinners > 0)
    #expect(matchWins > 0)
  }

  @Test("The fallback candidates for a cluster follow fontconfig's full sort")
  func fallbacks() throws {
    let locator = FontLocator()
    let configuration = try #require(FontConfiguration.process)
    let primary = try locator.file(family: "Noto Sans", weight: 400, language: "hi")
    for (scalars, language) in [
      ([0x0915, 0x094D, 0x0937], "hi"), ([0x062A], "ar"), ([0x4E2D], "ja"),
    ]
      as [([UInt32], String)]
    {
      let pattern = try #require(
        configuration.pattern(family: "Noto Sans", weight: 400, language: language))
      let full = try #require(configuration.sort(pattern.pointer))
      defer { FcFontSetSortDestroy(full) }
      // The old answer: every sorted font covering the whole cluster, the family's own first.
      let covering = Self.fonts(full, covering: scalars[0]).filter { font in
        scalars.allSatisfy { Self.covers(font, $0) }
      }
      let files = covering.compactMap { font -> (FontFile, Bool)? in
        guard let path = FontConfiguration.string(font, FC_FILE, 0) else { return nil }
        let file = FontFile(path: path, index: FontConfiguration.integer(font, FC_INDEX) ?? 0)
        let own = FontConfiguration.families(font).contains {
          $0.lowercased().hasPrefix("noto sans ")
        }
        return file == primary ? nil : (file, own)
      }
      let expected = Array((files.filter(\.1) + files.filter { !$0.1 }).map(\.0).prefix(4))
      let actual = locator.fallbacks(
        for: scalars, family: "Noto Sans", weight: 400, language: language, excluding: primary)
      #expect(!expected.isEmpty)
      #expect(actual == expected, "'\(language)'")
    }
  }

  /// The fonts of `set`, in order, whose charset has `scalar`.
  static func fonts(_ set: UnsafeMutablePointer<FcFontSet>, covering scalar: UInt32)
    -> [OpaquePointer]
  {
    (0..<Int(set.pointee.nfont)).compactMap { index in
      guard let font = set.pointee.fonts[index], covers(font, scalar) else { return nil }
      return font
    }
  }

  static func covers(_ font: OpaquePointer, _ scalar: UInt32) -> Bool {
    var charset: OpaquePointer? = nil
    guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
      return false
    }
    return FcCharSetHasChar(charset, scalar) != 0
  }
}
