import Foundation
import Synchronization
import Testing

@testable import SwitchLabels

/// One locale × geometry of the fixture audit and what it must show.
struct AuditCase: Sendable, CustomTestStringConvertible {
  let locale: String
  let geometry: String
  let matched: String
  let rung: Rung
  let findings: [Finding.Kind]
  var testDescription: String { "\(locale) × \(geometry)" }
}

@Suite("Auditor")
struct AuditorTests {
  /// Fixed advances, not estimates, so that only the cases below have findings.
  static let measurer = FixedAdvanceMeasurer(estimated: false)

  /// A 56.18 px label box that scales to 0.8 (`test`), and one that never scales but grows to a
  /// 200 px track (`grow`).
  static let geometries: [Geometry] = {
    var grow = FixtureCatalogs.geometry(minimumScale: 1, maximumTrackWidth: 200)
    grow.name = "grow"
    return [FixtureCatalogs.geometry(), grow]
  }()

  static let locales = [
    "en", "de", "de-CH", "de-DE", "fr", "ar", "he", "sr-Latn-ME", "zh-HK", "kgp",
  ]

  static func auditor(
    measurer: any TextMeasurer = measurer, options: FitOptions = FitOptions(), jobs: Int? = nil
  ) throws -> Auditor {
    let service = LabelService(
      catalogs: FixtureCatalogs.set, measurer: measurer, options: options)
    return try Auditor(service: service, geometries: geometries, jobs: jobs)
  }

  static func report(jobs: Int? = nil) throws -> AuditReport {
    try auditor(jobs: jobs).run(locales: locales.map { try LocaleID($0) })
  }

  /// The fixture's label box: the 60 px beside the thumb, less the 3.82 px the 30 px track's
  /// rounded end (radius 15) takes from a 20 px-high box.
  static let box: Double = {
    let cap: Double = 15 - (225.0 - 100.0).squareRoot()
    return 60 - cap
  }()

  // The fixture's arithmetic: each grapheme is 6 px, the box 56.18 px.
  static let cases: [AuditCase] = [
    // "On"/"Off" fit; en is its own catalog.
    AuditCase(locale: "en", geometry: "test", matched: "en", rung: .preferred, findings: []),
    // "Eingeschaltet" is 78 px: the shorter "Ein"/"Aus" fit.
    AuditCase(locale: "de", geometry: "test", matched: "de", rung: .shorter, findings: []),
    // de-DE maximizes like de: de's catalog is its own.
    AuditCase(locale: "de-DE", geometry: "test", matched: "de", rung: .shorter, findings: []),
    // de-CH inherits from its parent.
    AuditCase(
      locale: "de-CH", geometry: "test", matched: "de", rung: .shorter,
      findings: [.servedByParent]),
    // "Deactivated" is 66 px: scale 0.851 in `test`, a 109.82 px track in `grow`.
    AuditCase(locale: "fr", geometry: "test", matched: "fr", rung: .scaled, findings: [.scaled]),
    AuditCase(locale: "fr", geometry: "grow", matched: "fr", rung: .grown, findings: [.grown]),
    AuditCase(locale: "ar", geometry: "test", matched: "ar", rung: .preferred, findings: []),
    // "Isključeno" is 60 px: scaled to the 56.18 px box.
    AuditCase(
      locale: "sr-Latn-ME", geometry: "test", matched: "sr-Latn", rung: .scaled,
      findings: [.servedByParent, .scaled]),
    AuditCase(
      locale: "zh-HK", geometry: "grow", matched: "zh-Hant", rung: .preferred,
      findings: [.servedByParent]),
    // No catalog: image labels, and the image is not counted as a catalog's fallback.
    AuditCase(
      locale: "kgp", geometry: "test", matched: "root", rung: .image, findings: [.noCatalog]),
  ]

  @Test("One row per locale × geometry, locales and geometries in order given, duplicates once")
  func rows() throws {
    let auditor = try Self.auditor()
    let report = try auditor.run(
      locales: ["fr", "en", "fr", "iw"].map { try LocaleID($0) })
    #expect(report.rows.map(\.locale.tag) == ["fr", "fr", "en", "en", "he", "he"])
    #expect(report.rows.map(\.geometry) == ["test", "grow", "test", "grow", "test", "grow"])
    #expect(report.summary.locales == 3)
    #expect(report.summary.rows == 6)
    #expect(report.summary.geometries == ["test", "grow"])
    #expect(report.schemaVersion == AuditReport.schemaVersion)
    #expect(report.catalogs == "fixture")
    #expect(report.geometries.map(\.name) == ["test", "grow"])
  }

  @Test("Each row: matched catalog, rung and findings", arguments: cases)
  func row(_ expected: AuditCase) throws {
    let report = try Self.report()
    let row = try #require(
      report.rows.first { $0.locale.tag == expected.locale && $0.geometry == expected.geometry })
    #expect(row.matched.tag == expected.matched)
    #expect(row.rung == expected.rung)
    #expect(row.findings.map(\.kind) == expected.findings)
    #expect(row.chain.last == .root)
    #expect(abs(row.labelBox - Self.box) < 1e-9)
    // Both states end on the same kind of visual; the spoken text is whole.
    #expect((row.on.text == nil) == (row.off.text == nil))
    #expect(!row.on.spoken.isEmpty && !row.off.spoken.isEmpty)
    #expect(!row.decision.isEmpty)
  }

  @Test("Direction, mirroring, script, name and widths")
  func details() throws {
    let report = try Self.report()
    let ar = try #require(report.rows.first { $0.locale.tag == "ar" })
    #expect(ar.direction == .rightToLeft)
    #expect(ar.mirrored)
    #expect(ar.script == "Arab")
    #expect(ar.localeName == "Arabic")
    #expect(ar.on.thumbSide == .left)
    let zh = try #require(
      report.rows.first { $0.locale.tag == "zh-Hant-HK" || $0.locale.tag == "zh-HK" })
    #expect(zh.script == "Hant")
    let fr = try #require(report.rows.first { $0.locale.tag == "fr" && $0.geometry == "test" })
    #expect(fr.preferredWidth == 66)
    #expect(abs((fr.overflow ?? 0) - (66 - Self.box)) < 1e-9)
    #expect(abs(fr.scale - 0.851) < 1e-9)
    #expect(fr.on.width <= fr.on.available + 0.001)
    let grown = try #require(report.rows.first { $0.locale.tag == "fr" && $0.geometry == "grow" })
    #expect(abs(grown.trackWidth - 109.82) < 0.01)
    let kgp = try #require(report.rows.first { $0.locale.tag == "kgp" })
    #expect(kgp.preferredWidth == nil)
    #expect(kgp.on.image?.name == "power-on")
    #expect(kgp.findings.first?.severity == .warning)
  }

  @Test("Severity: a parent's catalog is info, a catalog from outside the chain a warning")
  func severities() throws {
    let report = try Self.report()
    let deCH = try #require(report.rows.first { $0.locale.tag == "de-CH" })
    #expect(deCH.findings.first?.severity == .info)
    #expect(deCH.findings.first?.message.contains("de-CH → de → root") == true)
    // A catalog set whose only German is Swiss serves Austrian German from outside its chain.
    let service = LabelService(
      catalogs: CatalogSet(
        [LabelCatalog.builtInRoot, FixtureCatalogs.catalog("de-CH", ["Ein"], ["Aus"])],
        name: "swiss"),
      measurer: Self.measurer)
    let auditor = try Auditor(service: service, geometries: [FixtureCatalogs.geometry()])
    let row = try #require(try auditor.run(locales: [LocaleID("de-AT")]).rows.first)
    #expect(row.matched.tag == "de-CH")
    #expect(row.findings.map(\.kind) == [.missingTranslation])
    #expect(row.findings.first?.severity == .warning)
    #expect(row.findings.first?.message.contains("not in its CLDR chain de-AT → de → root") == true)
  }

  @Test("Missing glyphs: the texts are not drawn, image labels instead, and the audit says why")
  func missingGlyphs() throws {
    let auditor = try Self.auditor(
      measurer: FixedAdvanceMeasurer(uncovered: ["č"], estimated: false))
    let report = try auditor.run(locales: [LocaleID("sr-Latn")])
    let row = try #require(report.rows.first)
    #expect(row.rung == .image)
    #expect(row.findings.map(\.kind) == [.missingGlyphs, .imageFallback])
    #expect(row.findings.first?.severity == .error)
    #expect(row.findings.first?.message.contains("U+010D") == true)
    #expect(row.findings.first?.message.contains("\"Uključeno\"") == true)
    #expect(AuditCondition.missing.isMet(by: row))
    #expect(report.summary.findings[.missingGlyphs] == 2)
  }

  @Test("Truncation (opted in) and estimated widths are findings")
  func truncatedAndEstimated() throws {
    var strict = FixtureCatalogs.geometry(minimumScale: 1)
    strict.name = "strict"
    let service = LabelService(
      catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer(),
      options: FitOptions(allowsTruncation: true))
    let report = try Auditor(service: service, geometries: [strict]).run(
      locales: [LocaleID("fr")])
    let row = try #require(report.rows.first)
    #expect(row.rung == .truncated)
    #expect(row.findings.map(\.kind) == [.truncated, .estimated])
    #expect(AuditCondition.textScaled.isMet(by: row))
    #expect(!AuditCondition.image.isMet(by: row))
  }

  @Test("Summary: counts per rung and finding, worst overflows, locales without a catalog")
  func summary() throws {
    let report = try Self.report()
    let summary = report.summary
    #expect(summary.rows == Self.locales.count * 2)
    #expect(Rung.allCases.reduce(0) { $0 + (summary.rungs[$1] ?? 0) } == summary.rows)
    #expect(summary.rungs[.image] == 2)
    #expect(summary.rungs[.grown] == 2)  // fr and sr-Latn-ME in `grow`
    #expect(summary.rungs[.scaled] == 2)
    #expect(summary.byGeometry.map(\.geometry) == ["test", "grow"])
    for counts in summary.byGeometry {
      #expect(Rung.allCases.reduce(0) { $0 + (counts.rungs[$1] ?? 0) } == Self.locales.count)
    }
    #expect(summary.findings[.noCatalog] == 2)
    #expect(summary.findings[.servedByParent] == 6)  // de-CH, sr-Latn-ME, zh-HK × 2
    #expect(summary.findings[.missingTranslation] == 0)
    #expect(summary.findings[.truncated] == 0)
    #expect(summary.withoutCatalog.map(\.tag) == ["kgp"])
    #expect(summary.servedByOtherCatalog.count == 3)
    // "Eingeschaltet" (78 px) overflows most; de-CH and de-DE draw de's texts and are not listed
    // again.
    #expect(summary.worstOverflows.first?.locale.tag == "de")
    #expect(abs((summary.worstOverflows.first?.overflow ?? 0) - (78 - Self.box)) < 1e-9)
    #expect(
      summary.worstOverflows.map(\.overflow) == summary.worstOverflows.map(\.overflow).sorted(by: >)
    )
    #expect(summary.worstOverflows.filter { $0.matched.tag == "de" }.count == 2)
    #expect(summary.worstOverflows.count <= AuditSummary.overflowLimit)
    #expect(report.fonts.map(\.fileName) == ["fixed"])
  }

  @Test("Summary: the same counts whatever the order of the rows, and names given twice share them")
  func summaryOrder() throws {
    let report = try Self.report()
    let names = report.geometries.map(\.name)
    let summary = report.summary
    // Reversed, and interleaved: a locale's rows no longer next to each other.
    let interleaved = report.rows.indices.sorted { ($0 % 3, $0) < ($1 % 3, $1) }
      .map { report.rows[$0] }
    for rows in [Array(report.rows.reversed()), interleaved] {
      #expect(AuditSummary(rows: rows, geometries: names) == summary)
    }
    let twice = AuditSummary(
      rows: report.rows, geometries: names + names, textSizes: [.standard, .standard])
    #expect(twice.byGeometry.map(\.rungs) == (summary.byGeometry + summary.byGeometry).map(\.rungs))
    #expect(twice.byTextSize.count == 2)
    #expect(twice.byTextSize.allSatisfy { $0.rungs == summary.rungs })
    #expect(twice.byTextSize[1].byGeometry.map(\.rungs) == twice.byGeometry.map(\.rungs))
    #expect(twice.locales == summary.locales && twice.findings == summary.findings)
    // A geometry or size the rows do not name counts nothing but is listed.
    let other = AuditSummary(rows: report.rows, geometries: ["none"], textSizes: [.maximum])
    #expect(
      other.byGeometry.map(\.rungs) == [
        Dictionary(uniqueKeysWithValues: Rung.allCases.map { ($0, 0) })
      ])
    #expect(other.rungs == summary.rungs)
  }

  @Test("The same input gives the same report and the same JSON whatever the number of threads")
  func deterministic() throws {
    let reports = try [1, 2, 3, 8].map { try Self.report(jobs: $0) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let first = try encoder.encode(reports[0])
    for report in reports.dropFirst() {
      #expect(report == reports[0])
      #expect(try encoder.encode(report) == first)
    }
  }

  @Test("JSON round-trips through AuditReport, with the documented top-level keys")
  func roundTrip() throws {
    let report = try Self.report()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(report)
    let decoded = try JSONDecoder().decode(AuditReport.self, from: data)
    #expect(decoded == report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in [
      "schemaVersion", "generatedBy", "fonts", "rows", "summary", "geometries", "catalogs",
    ] {
      #expect(object[key] != nil, "\(key)")
    }
    let summary = try #require(object["summary"] as? [String: Any])
    #expect((summary["rungs"] as? [String: Int])?["image"] == 2)
    #expect((summary["findings"] as? [String: Int])?["noCatalog"] == 2)
    let generatedBy = try #require(object["generatedBy"] as? [String: String])
    #expect(generatedBy["icu"] == LocaleID.icuVersion)
  }

  @Test("Conditions: which findings fail a row")
  func conditions() throws {
    let report = try Self.report()
    func failing(_ condition: AuditCondition) -> [String] {
      report.rows.filter(condition.isMet).map { "\($0.locale.tag)×\($0.geometry)" }
    }
    #expect(failing(.never).isEmpty)
    #expect(failing(.image) == ["kgp×test", "kgp×grow"])
    #expect(
      failing(.textScaled) == [
        "fr×test", "fr×grow", "sr-Latn-ME×test", "sr-Latn-ME×grow", "kgp×test", "kgp×grow",
      ])
    #expect(Set(failing(.missing)).isSuperset(of: ["kgp×test", "kgp×grow"]))
    #expect(!failing(.missing).contains("de-DE×test"))
    #expect(!failing(.missing).contains("de-CH×test"))  // served by its parent de
    // Several conditions: a row fails when it meets any.
    let both = report.rows.filter { [AuditCondition.image, .textScaled].isMet(by: $0) }
    #expect(both.map { "\($0.locale.tag)×\($0.geometry)" } == failing(.textScaled))
    #expect(![AuditCondition.never].canFail && ![AuditCondition]().canFail)
    #expect([AuditCondition.image, .missing].spelled == "image,missing")
    #expect([AuditCondition]().spelled == "never")
  }

  @Test("Every finding kind has a legend sentence and the --fail-on conditions it meets")
  func legend() {
    for kind in Finding.Kind.allCases {
      #expect(!kind.meaning.isEmpty && !kind.meaning.hasSuffix("."), "\(kind)")
      #expect(
        kind.conditions == AuditCondition.allCases.filter { $0.kinds.contains(kind) }, "\(kind)")
    }
    #expect(Finding.Kind.servedByParent.conditions.isEmpty)
    #expect(Finding.Kind.missingTranslation.conditions == [.missing])
    #expect(Finding.Kind.noCatalog.conditions == [.textScaled, .image, .missing])
  }

  @Test("Progress is reported once per locale, ending at the total")
  func progress() throws {
    let calls = Mutex<[Int]>([])
    let report = try Self.auditor(jobs: 2).run(locales: Self.locales.map { try LocaleID($0) }) {
      done, total in
      #expect(total == Self.locales.count)
      calls.withLock { $0.append(done) }
    }
    #expect(report.summary.locales == Self.locales.count)
    #expect(calls.withLock { $0.sorted() } == Array(1...Self.locales.count))
  }

  @Test("A failure stops the audit and names the first failing locale, whatever the threads")
  func failures() throws {
    struct Failing: TextMeasurer {
      func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
        -> TextMeasurement
      {
        if ["fr", "he"].contains(locale.tag) { throw .fontNotFound(family: "for \(locale.tag)") }
        return try FixedAdvanceMeasurer().measure(text, font: font, locale: locale)
      }
    }
    for jobs in [1, 4] {
      let auditor = try Self.auditor(measurer: Failing(), jobs: jobs)
      #expect(throws: ResolveError.measure(.fontNotFound(family: "for fr"))) {
        try auditor.run(locales: Self.locales.map { try LocaleID($0) })
      }
    }
  }

  @Test("A locale failing after some of its rows: its error; a run without failure: every row")
  func failureAfterSomeRows() throws {
    // Fails the second geometry's measurements of the failing locales: their first row is
    // written before the failure, and must be released with the rows of the finished locales.
    struct FailingSecond: TextMeasurer {
      let failing: Set<String>
      func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
        -> TextMeasurement
      {
        if font.source == .family("Second"), failing.contains(locale.tag) {
          throw .fontNotFound(family: "Second for \(locale.tag)")
        }
        return try FixedAdvanceMeasurer(estimated: false).measure(text, font: font, locale: locale)
      }
    }
    var second = FixtureCatalogs.geometry()
    second.name = "second"
    second.font = FontSpec(family: "Second", size: 10)
    let geometries = [FixtureCatalogs.geometry(), second]
    let locales = try Self.locales.map { try LocaleID($0) }
    func auditor(failing: Set<String>, jobs: Int) throws -> Auditor {
      let service = LabelService(
        catalogs: FixtureCatalogs.set, measurer: FailingSecond(failing: failing))
      return try Auditor(service: service, geometries: geometries, jobs: jobs)
    }
    // The first locale, one in the middle, the last with a catalog, and two at once (the first
    // given wins).
    for (failing, first) in [(["en"], "en"), (["fr"], "fr"), (["he"], "he"), (["he", "de"], "de")] {
      for jobs in [1, 2, 4] {
        let auditor = try auditor(failing: Set(failing), jobs: jobs)
        #expect(throws: ResolveError.measure(.fontNotFound(family: "Second for \(first)"))) {
          try auditor.run(locales: locales)
        }
      }
    }
    for jobs in [1, 3] {
      let report = try auditor(failing: [], jobs: jobs).run(locales: locales)
      #expect(report.rows.map(\.locale) == locales.flatMap { [$0, $0] })
      #expect(
        report.rows.map(\.geometry)
          == Array(repeating: ["test", "second"], count: locales.count)
          .flatMap { $0 })
      #expect(report.summary.rows == locales.count * 2)
    }
  }

  @Test("Geometries: one given twice is audited once; two different ones with one name are refused")
  func geometryNames() throws {
    let service = LabelService(catalogs: FixtureCatalogs.set, measurer: Self.measurer)
    let twice = try Auditor(
      service: service, geometries: [FixtureCatalogs.geometry(), FixtureCatalogs.geometry()])
    #expect(twice.geometries.count == 1)
    #expect(throws: ResolveError.self) {
      try Auditor(
        service: service,
        geometries: [FixtureCatalogs.geometry(), FixtureCatalogs.geometry(minimumScale: 1)])
    }
    var broken = FixtureCatalogs.geometry()
    broken.trackWidth = .nan
    #expect(throws: ResolveError.self) { try Auditor(service: service, geometries: [broken]) }
  }

  @Test("A row draws: its resolution renders as SVG with both states")
  func drawing() throws {
    let report = try Self.report()
    for row in report.rows {
      let geometry = try #require(report.geometry(named: row.geometry))
      let svg = SwitchSVG.document(row.resolution, geometry: geometry)
      #expect(svg.contains("data-state=\"on\"") && svg.contains("data-state=\"off\""))
      #expect(row.resolution.states.on == row.on)
    }
  }
}
