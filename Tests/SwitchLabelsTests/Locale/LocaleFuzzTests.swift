import Testing

@testable import SwitchLabels

/// Hostile locale identifiers and preference lists: a ``LocaleError`` naming the input, or a
/// locale whose canonical tag reads back as itself; never a crash.
@Suite("Locale input: fuzz")
struct LocaleFuzzTests {
  static let identifiers =
    HostileValues.strings + HostileValues.mixtures(60) + [
      "x-foo", "en-x-" + String(repeating: "a", count: 100),
      "de-DE-u-nu-" + String(repeating: "x", count: 9),
      String(repeating: "de-", count: 3_000), "und", "root", "zh_Hant_TW@collation=stroke",
      "de_DE.UTF-8@euro", "i-klingon", "art-lojban", "sr@latin", "../../x", "@", "-", "_", ";",
      String(repeating: "a", count: 10_000),
    ]

  @Test("Identifiers: an error naming the input, or a tag that reads back as itself")
  func identifiers() {
    for input in Self.identifiers {
      do {
        let locale = try LocaleID(input)
        #expect(try LocaleID(locale.tag) == locale, "\(input)")
        #expect(FallbackChain(locale).last == .root, "\(input)")
        #expect(LayoutDirection.allCases.contains(locale.direction), "\(input)")
      } catch {
        #expect(!error.description.contains("\u{1B}"), "\(error)")
        #expect(!error.description.contains("\u{202E}"), "\(error)")
        // At most 40 characters of the input are quoted, each at most 10 (`⟦U+E0001⟧`).
        #expect(error.description.count < 600, "\(error)")
      }
    }
  }

  @Test("Accept-Language lists with hostile weights, lengths and entries")
  func preferenceLists() {
    let lists =
      [
        "de;q=1e400", "de;q=NaN", "de;q=-1", "de;q=2", "de;q=0.5e1", "de;q=", ";q=0.5", ",,,",
        String(repeating: "de, ", count: 5_000), "de;q=0.5;q=0.6", "*", "de-CH, \u{1B}[31m",
        "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5",
      ] + HostileValues.mixtures(20)
    for list in lists {
      do {
        let preferences = try LocalePreferences(acceptLanguage: list)
        let service = LabelService(measurer: EstimatingMeasurer())
        // Any list that parses resolves: the first preference, or root when none serves.
        let resolution = try? service.resolve(preferences, geometry: .iOSClassic)
        #expect(resolution?.states.on.width.isFinite == true, "\(list)")
        #expect(resolution?.states.on.spoken.isEmpty == false, "\(list)")
      } catch {
        #expect(!error.description.contains("\u{1B}"), "\(error)")
      }
    }
  }
}
