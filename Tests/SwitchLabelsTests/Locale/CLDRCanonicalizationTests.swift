import FoundationEssentials
import Testing

@testable import SwitchLabels

/// CLDR's own locale canonicalization test data (`common/testData/localeIdentifiers/
/// localeCanonicalization.txt` from unicode-org/cldr, kept with its Unicode licence header in
/// `Fixtures/`): every case ICU 72's data (CLDR 42) supports must agree; the cases that need
/// newer CLDR data are listed by name, each with its reason, and must still disagree (so the list
/// shrinks when ICU's data grows).
@Suite("CLDR canonicalization test data", .tags(.icu))
struct CLDRCanonicalizationTests {
  /// One line of the file: the source identifier and CLDR's canonical form (ICU-style).
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: String
    var testDescription: String { "\(source) → \(expected)" }

    /// The expected form as a BCP 47 tag (`root` for `und`), lowercased for comparison.
    var expectedTag: String {
      expected == "und" ? "root" : expected.replacing("_", with: "-").lowercased()
    }
  }

  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/localeCanonicalization.txt")

  static let cases: [Case] = {
    guard let data = FileManager.default.contents(atPath: fixture.path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 2, !fields[0].isEmpty else { return nil }
      return Case(source: fields[0], expected: fields[1])
    }
  }()

  /// What ICU 72 makes of a case: the canonical tag, lowercased, or the error.
  static func ours(_ testCase: Case) -> String {
    do {
      return try LocaleID(testCase.source).tag.lowercased()
    } catch {
      return "error: \(error)"
    }
  }

  /// Language aliases CLDR added or changed after CLDR 42, the data ICU 72 carries: ICU 72's
  /// alias table (`metadata/alias/language`) has no entry for them, or the older replacement.
  static let newerLanguageAliases: [(source: String, replacement: String, inICU72: String?)] = [
    ("ajp", "apc", nil), ("cls", "sa", nil), ("gom", "kok", nil), ("kgm", "plu", nil),
    ("nbx", "gll", "ekc"), ("nom", "cbr", nil), ("pmk", "crr", nil), ("prp", "gu", nil),
    ("szd", "umi", nil), ("tmk", "tdg", nil), ("tpw", "tpn", nil), ("xss", "zko", nil),
    ("zkb", "kjh", nil),
  ]

  /// The cases whose expected form needs CLDR data newer than ICU 72's (CLDR 42), and why: each
  /// alias above, alone and with the file's irrelevant fields (`_Adlm_AC_fonipa`).
  static let needNewerData: [String: String] = {
    var cases: [String: String] = [:]
    for alias in newerLanguageAliases {
      let reason =
        alias.inICU72.map {
          "CLDR 42 replaces \(alias.source) with \($0); later CLDR with \(alias.replacement)"
        }
        ?? "CLDR added the alias \(alias.source) → \(alias.replacement) after CLDR 42"
      cases[alias.source] = reason
      cases[alias.source + "_Adlm_AC_fonipa"] = reason
    }
    return cases
  }()

  @Test("The fixture is the whole file (its four sets)")
  func fixtureRead() {
    #expect(Self.cases.count > 1_700)
    #expect(Self.cases.contains { $0.source == "hy_arevmda" && $0.expected == "hyw" })
  }

  @Test("Every case is well-formed: it resolves to a locale, never an error")
  func everyCaseParses() {
    let failures = Self.cases.filter { Self.ours($0).hasPrefix("error") }
    #expect(failures.isEmpty, "\(failures.prefix(20).map { "\($0.source): \(Self.ours($0))" })")
  }

  @Test("The cases listed as needing newer data are aliases ICU 72's data lacks")
  func reasonsHold() throws {
    let aliases = try #require(try ICU.ResourceBundle.openDirect("metadata")["alias"]?["language"])
    for alias in Self.newerLanguageAliases {
      #expect(aliases[alias.source]?["replacement"]?.string == alias.inICU72, "\(alias.source)")
      #expect(try LocaleID(alias.source).tag == (alias.inICU72 ?? alias.source))
    }
  }

  @Test("Every case ICU 72's data supports agrees with CLDR; the rest are listed by name")
  func agreement() {
    let disagreeing = Self.cases.filter { Self.ours($0) != $0.expectedTag }
    let unexpected = disagreeing.filter { Self.needNewerData[$0.source] == nil }
    #expect(
      unexpected.isEmpty,
      "\(unexpected.count) disagree: \(unexpected.map(\.source).joined(separator: " "))"
    )
    let agreeingNow = Self.needNewerData.keys.filter { source in
      !disagreeing.contains { $0.source == source }
    }
    #expect(agreeingNow.isEmpty, "listed as needing newer data but agree: \(agreeingNow.sorted())")
  }
}
