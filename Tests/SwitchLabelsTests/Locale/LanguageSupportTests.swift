import Testing

@testable import SwitchLabels

/// Every well-formed locale resolves; what ICU knows of its language is information, not an error.
@Suite("Language support", .tags(.icu))
struct LanguageSupportTests {
  /// A tag and what ICU 72's data knows of its language.
  struct Case: Sendable, CustomTestStringConvertible {
    let tag: String
    let support: LanguageSupport
    var testDescription: String { "\(tag): \(support.rawValue)" }
  }

  static let cases: [Case] = [
    // Locale data.
    Case(tag: "de-CH", support: .icuData), Case(tag: "hy", support: .icuData),
    // Likely subtags only: the script is known.
    Case(tag: "apc", support: .icuData), Case(tag: "tok", support: .icuData),
    Case(tag: "mnw", support: .icuData), Case(tag: "ryu", support: .icuData),
    // Registered codes ICU has no data for (ISO 639 table, English names, CLDR aliases).
    Case(tag: "hyw", support: .noICUData), Case(tag: "gsg", support: .noICUData),
    Case(tag: "xtg", support: .noICUData), Case(tag: "ain", support: .noICUData),
    Case(tag: "tlh", support: .noICUData),
    // Well-formed, in none of ICU's tables.
    Case(tag: "zzx", support: .unregistered), Case(tag: "xx", support: .unregistered),
    // Private use and no language.
    Case(tag: "qaa", support: .privateUse), Case(tag: "x-foo", support: .privateUse),
    Case(tag: "root", support: .undetermined), Case(tag: "und-Latn", support: .undetermined),
  ]

  @Test("What ICU's data knows of each language", arguments: cases)
  func support(_ testCase: Case) throws {
    #expect(try LocaleID(testCase.tag).languageSupport == testCase.support)
  }

  static let service = LabelService(measurer: EstimatingMeasurer())

  @Test(
    "A language ICU has no data for resolves along its chain to root, left to right",
    arguments: ["hyw", "gsg", "xtg", "zzx", "x-foo", "qaa", "hy-arevmda", "sgn-DE", "cel-gaulish"])
  func resolvesToRoot(_ tag: String) throws {
    let locale = try LocaleID(tag)
    let resolution = try Self.service.resolve(locale, geometry: .iOS)
    #expect(resolution.chain.last == .root)
    #expect(resolution.matched.isRoot)
    #expect(resolution.rung == .image)
    #expect(resolution.direction == .leftToRight)
    #expect(resolution.languageSupport == locale.languageSupport)
    #expect(resolution.trace.contains { $0.stage == .language })
    let layout = resolution.trace.first { $0.stage == .layout }?.detail ?? ""
    #expect(layout.contains("no known script and no catalog words"), "\(layout)")
  }

  @Test("Canonical forms of CLDR's aliases, as ICU 72 has them")
  func canonical() throws {
    #expect(try LocaleID("hy_arevmda").tag == "hyw")
    #expect(try LocaleID("sgn_DE").tag == "gsg")
    #expect(try LocaleID("cel_gaulish").tag == "xtg")
    #expect(try LocaleID("x-foo").tag == "und-x-foo")
    #expect(FallbackChain(try LocaleID("x-foo")).map(\.tag) == ["root"])
  }

  @Test("A right-to-left script ICU knows decides without a catalog")
  func likelyScriptDecides() throws {
    let resolution = try Self.service.resolve(try LocaleID("apc"), geometry: .iOS)
    #expect(resolution.direction == .rightToLeft)
    #expect(!resolution.trace.contains { $0.stage == .language })
  }

  @Test("With no known script, the catalog's words decide the direction")
  func wordsDecide() throws {
    let hebrew = CustomLabels(on: "פועל", off: "כבוי")
    let resolution = try Self.service.resolve(try LocaleID("zzx"), geometry: .iOS, labels: hebrew)
    #expect(resolution.direction == .rightToLeft)
    let layout = resolution.trace.first { $0.stage == .layout }?.detail ?? ""
    #expect(layout.contains("the catalog's words are rtl"), "\(layout)")
  }

  @Test("The audit reports the language as a finding")
  func auditFinding() throws {
    let auditor = try Auditor(service: Self.service, geometries: [.iOS])
    let report = try auditor.run(locales: [try LocaleID("hyw"), try LocaleID("zzx")])
    let findings = report.rows.map { $0.findings.first { $0.kind == .unknownLanguage } }
    #expect(findings.map { $0?.severity } == [.info, .warning])
    #expect(findings.first??.message.contains("hyw") == true)
  }
}
