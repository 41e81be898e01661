import Foundation
import Testing

@testable import SwitchLabels

/// The generated Swift table compiled with `swiftc` alone and run: for every ICU locale (in
/// four spellings) and 200 seeded random preference lists it must answer as `LabelService`
/// does.
@Suite("Swift table")
struct SwiftTableTests {
  /// The geometries exported: two, so keys per geometry are exercised.
  static let geometries = [Geometry.iOSClassic, Geometry.gtk3Adwaita]

  static let service = LabelService(measurer: HarfBuzzMeasurer())

  /// Four spellings of a locale: its tag, POSIX-style, maximized and minimized.
  static func spellings(_ locale: LocaleID) -> [String] {
    var forms = [locale.tag, locale.tag.replacing("-", with: "_")]
    if !locale.tag.contains("-u-") {
      forms += [locale.maximized.tag, locale.minimized.tag]
    }
    var seen: Set<String> = []
    return forms.filter { seen.insert($0).inserted }
  }

  /// Spellings an OS hands over that are not ICU tags.
  static let extraInputs = [
    "pt_BR", "de_DE.UTF-8@euro", "sr_RS@latin", "iw", "in", "ji", "sh", "tl", "C", "POSIX",
    "zh-Hant-HK", "sr-Latn-ME", "es-419", "de-CH", "EN-us", "zh_hant_tw", "en-XA", "ar-XB",
    "en_XA", "qps-ploc",
    // ICU aliases, grandfathered tags, likely subtags of `und-` and script-implying regions,
    // right-to-left languages outside ICU's locale list, a catalog outside it.
    "cmn", "cmn-Hans-CN", "i-klingon", "i-default", "swc", "no-nyn", "und-Arab", "und-IL",
    "und-DE", "az-IR", "dv", "syr", "nqo", "rhg", "nds",
  ]

  /// The locales exported: every ICU locale and every catalog's (pseudo-locales included).
  static let locales = Array(
    Set(
      LocaleID.icuAvailable + CatalogSet.bundled.locales
        + PseudoLocale.allCases.compactMap { try? LocaleID($0.rawValue) })
  ).sorted()

  /// 200 preference lists of 1 to 4 identifiers, seeded.
  static let randomLists: [[String]] = {
    var random = SplitMix64(seed: 0x5157_4C41_4245_4C53)
    let pool = LocaleID.icuAvailable.flatMap(spellings) + extraInputs
    return (0..<200).map { _ in
      (0..<Int.random(in: 1...4, using: &random)).map { _ in
        pool[Int.random(in: 0..<pool.count, using: &random)]
      }
    }
  }()

  /// Identifiers the library rejects (the table skips them, as its documentation says), each
  /// before one it reads.
  static let rejectedLists = [
    ["-de", "ar"], ["en-", "ar"], ["de__", "ar"], ["e\u{301}n", "ar"],
    [String(repeating: "abcdefgh-", count: 20) + "x", "ar"],
  ]

  /// Preference lists where the first gives the direction and another the words.
  static let directionLists = [["xx", "ar"], ["syr", "de"], ["dv", "fr"], ["qaa", "he"]]

  /// Every query the program answers: one identifier, or a list joined by spaces.
  static let queries: [[String]] = {
    var seen: Set<[String]> = []
    return
      (LocaleID.icuAvailable.flatMap(spellings).map { [$0] } + extraInputs.map { [$0] }
      + randomLists + rejectedLists + directionLists).filter { seen.insert($0).inserted }
  }()

  static let compiled: Result<SwiftTableProgram.Compiled, SwiftTableFailure> = {
    do {
      let export = try LabelExport(
        service: service, geometries: geometries, locales: locales,
        generatedBy: AuditReport.Generator(tool: "tests", version: "1"))
      return SwiftTableProgram.compile(export, queries: queries)
    } catch {
      return .failure(SwiftTableFailure(message: "\(error)"))
    }
  }()

  /// What the library says, in the program's format.
  static func expected(_ identifiers: [String]) throws -> [String] {
    let preferences = try LocalePreferences(identifiers: identifiers)
    return try geometries.map { geometry in
      SwiftTableProgram.line(
        try service.resolve(preferences, geometry: geometry), geometry: geometry.name)
    }
  }

  private func answers() throws -> SwiftTableProgram.Compiled {
    try Self.compiled.get()
  }

  @Test("compiles with swiftc alone and answers every query")
  func compiles() throws {
    let compiled = try answers()
    #expect(!compiled.source.contains("import "))
    #expect(compiled.answers.count == Set(Self.queries.map { $0.joined(separator: " ") }).count)
  }

  @Test(
    "answers as LabelService for every ICU locale, in four spellings",
    arguments: LocaleID.icuAvailable)
  func everyLocale(_ locale: LocaleID) throws {
    let compiled = try answers()
    for spelling in Self.spellings(locale) {
      #expect(compiled.answers[spelling] == (try Self.expected([spelling])), "\(spelling)")
    }
  }

  @Test("answers as LabelService for spellings an OS gives", arguments: extraInputs)
  func extraSpelling(_ input: String) throws {
    let answer = try answers().answers[input]
    let expected = try Self.expected([input])
    #expect(answer == expected)
  }

  @Test("answers as LabelService for 200 seeded random preference lists")
  func randomPreferenceLists() throws {
    let compiled = try answers()
    for list in Self.randomLists {
      #expect(compiled.answers[list.joined(separator: " ")] == (try Self.expected(list)), "\(list)")
    }
  }

  @Test("skips identifiers the library rejects, as its documentation says")
  func rejectedIdentifiers() throws {
    let compiled = try answers()
    for list in Self.rejectedLists {
      #expect(throws: (any Error).self) { try LocaleID(list[0]) }
      #expect(
        compiled.answers[list.joined(separator: " ")]
          == (try Self.expected(Array(list.dropFirst()))),
        "\(list)")
    }
  }

  @Test("gives the first preference's direction, its script's or the serving words'")
  func preferenceListDirections() throws {
    let compiled = try answers()
    for list in Self.directionLists {
      #expect(compiled.answers[list.joined(separator: " ")] == (try Self.expected(list)), "\(list)")
    }
  }

  @Test("stores each decision once")
  func decisionsOnce() throws {
    let lines = try answers().source.split(separator: "\n").filter {
      $0.hasPrefix("    Decision(")
    }
    #expect(!lines.isEmpty)
    #expect(Set(lines).count == lines.count)
  }
}
