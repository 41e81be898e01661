import Foundation
import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

/// One segmented control through the locale matrix: what every row promises (widths within the
/// control, one rung and one scale, mirroring, spoken text whole), native digits, the app's words
/// with its fallback, and the rows where nothing fits.
@Suite("SegmentedAuditor")
struct SegmentedAuditorTests {
  static let days = ["Day", "Week", "Month"].map { Segment(id: $0, title: .literal($0)) }

  /// The audit of `segments` in the presets with HarfBuzz.
  static func audit(
    _ segments: [Segment<String>], width: Double, locales: [String],
    titles: any SegmentTitleCatalog = CatalogSet.bundled, jobs: Int? = nil
  ) throws -> (SegmentedAuditor, SegmentedAuditReport) {
    let auditor = try SegmentedAuditor(
      segments: segments, width: width, geometries: SegmentedGeometry.presets, titles: titles,
      measurer: HarfBuzzMeasurer(), jobs: jobs)
    return (auditor, try auditor.run(locales: locales.map { try LocaleID($0) }))
  }

  @Test("every catalog locale × preset: widths within the control, one scale, mirrored when RTL")
  func matrixInvariants() throws {
    let locales = CatalogSet.bundled.locales.map(\.tag)
    let (auditor, report) = try Self.audit(Self.days, width: 240, locales: locales)
    #expect(report.rows.count == locales.count * SegmentedGeometry.presets.count)
    #expect(report.summary.rows == report.rows.count)
    for row in report.rows {
      let rung = try #require(row.rung, "\(row.locale) × \(row.geometry): nothing fits")
      #expect(row.mirrored == (row.direction == .rightToLeft), "\(row.locale)")
      #expect(row.segments.map(\.id) == ["Day", "Week", "Month"])
      #expect(row.segments.map(\.spoken) == ["Day", "Week", "Month"], "spoken text whole")
      let order = row.segments.map(\.visualIndex)
      #expect(order == (row.mirrored ? [2, 1, 0] : [0, 1, 2]), "\(row.locale)")
      for segment in row.segments where segment.kind != .image {
        #expect(segment.width <= segment.available + 0.01, "\(row.locale): \(segment.id)")
      }
      if rung == .scaled { #expect(row.findings.contains { $0.kind == .scaled }) }
      // The row's layout, fitted again, keeps every invariant of SwitchLabelsTesting.
      let layout = try #require(try auditor.layout(of: row))
      let geometry = try #require(auditor.geometries.first { $0.name == row.geometry })
      #expect(Invariants.violations(of: layout, geometry: geometry).isEmpty, "\(row.locale)")
      #expect(Set(layout.slots.map(\.scale)) == [row.scale])
    }
  }

  @Test("a paginator's page numbers are in the locale's digits (CLDR's default numbering)")
  func pagesUseNativeDigits() throws {
    let pages = (1...3).map { Segment(id: String($0), title: .number($0)) }
    let (_, report) = try Self.audit(pages, width: 120, locales: ["ar", "fa", "bn", "mr", "th"])
    // The digits' first code points, from the Unicode charts: Arabic-Indic, Extended
    // Arabic-Indic, Bengali, Devanagari; Thai's CLDR default numbering is Latin.
    let zeros: [String: UInt32] = ["ar": 0x660, "fa": 0x6F0, "bn": 0x9E6, "mr": 0x966, "th": 0x30]
    for row in report.rows {
      let zero = try #require(zeros[row.locale.tag])
      let expected = (1...3).map { String(Character(Unicode.Scalar(zero + UInt32($0))!)) }
      #expect(row.segments.map(\.spoken) == expected, "\(row.locale)")
      #expect(row.mirrored == ["ar", "fa"].contains(row.locale.tag))
    }
  }

  /// The expected title of `key` in a fixture folder's `strings.xml`, parsed here.
  static func fixtureText(_ folder: String, _ key: String) throws -> String? {
    let url = appStringsFixtures.appendingPathComponent("AOSPCalendar/res/\(folder)/strings.xml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let pattern = try Regex("<string name=\"\(key)\"[^>]*>\"?([^\"<]*)\"?</string>")
    guard let match = text.firstMatch(of: pattern), let value = match.output[1].substring
    else { return nil }
    return String(value)
  }

  @Test("the app's titles: each locale's own words, else its CLDR chain's, else the source's")
  func appTitlesFollowTheAppsFallback() throws {
    let strings = try AppStringsReader().read(
      paths: [appStringsFixtures.appendingPathComponent("AOSPCalendar").path])
    let keys = ["day_view", "week_view", "month_view"]
    let titles = AppSegmentTitles(strings: strings, keys: keys)
    let segments = keys.map { Segment(id: $0, title: .catalogKey($0)) }
    // locale → the fixture folder whose words it shows, and whether it is the app's own.
    let cases: [(String, String, Finding.Severity?)] = [
      ("ar", "values-ar", nil), ("ja", "values-ja", nil), ("zh-TW", "values-zh-rTW", nil),
      ("he", "values-iw", nil), ("de-CH", "values-de", .info), ("zh-HK", "values-zh-rTW", .info),
      ("sw", "values", .warning),
    ]
    let (_, report) = try Self.audit(
      segments, width: 260, locales: cases.map(\.0), titles: titles)
    for (locale, folder, fallback) in cases {
      let rows = report.rows.filter { $0.locale.tag == locale }
      #expect(rows.count == 2, "\(locale)")
      for row in rows {
        let expected = try keys.map { try #require(try Self.fixtureText(folder, $0)) }
        #expect(row.segments.map(\.spoken) == expected, "\(locale) shows \(folder)")
        let found = row.findings.first { $0.kind == .appFallback }
        #expect(found?.severity == fallback, "\(locale): \(row.findings)")
      }
    }
  }

  @Test("a key the app lacks for a locale shows the key, with an error finding")
  func missingKeyShowsTheKey() throws {
    let root = try writeTree([
      "res/values/strings.xml":
        "<resources><string name=\"day\">Day</string><string name=\"week\">Week</string>"
        + "</resources>",
      "res/values-de/strings.xml":
        "<resources><string name=\"day\">Tag</string><string name=\"month\">Monat</string>"
        + "</resources>",
    ])
    let strings = try AppStringsReader().read(paths: [root.path])
    let keys = ["day", "month"]
    let titles = AppSegmentTitles(strings: strings, keys: keys)
    let (_, report) = try Self.audit(
      keys.map { Segment(id: $0, title: .catalogKey($0)) }, width: 200, locales: ["de", "fr"],
      titles: titles)
    let german = try #require(report.rows.first { $0.locale.tag == "de" })
    #expect(german.segments.map(\.spoken) == ["Tag", "Monat"])
    #expect(!german.findings.contains { $0.kind == .appMissing && $0.severity == .error })
    let french = try #require(report.rows.first { $0.locale.tag == "fr" })
    #expect(french.segments.map(\.spoken) == ["Day", "month"])
    #expect(
      french.findings.contains {
        $0.kind == .appMissing && $0.severity == .error && $0.message.contains("\"month\"")
      })
    #expect(AuditCondition.missing.findings(in: french).isEmpty == false)
  }

  @Test("a width too small for even an ellipsis is a finding on the row, not a failed run")
  func tooNarrowIsAFinding() throws {
    let auditor = try SegmentedAuditor(
      segments: Self.days, width: 30, geometries: [SegmentedFixtures.geometry()],
      measurer: FixedAdvanceMeasurer(estimated: false))
    let report = try auditor.run(locales: [try LocaleID("en"), try LocaleID("ar")])
    for row in report.rows {
      #expect(row.rung == nil)
      #expect(row.segments.isEmpty)
      #expect(row.findings.map(\.kind) == [.tooNarrow])
      #expect([AuditCondition.textScaled].isMet(by: row))
      #expect(![AuditCondition.image].isMet(by: row))
    }
    #expect(report.summary.tooNarrow == 2)
  }

  @Test("checkbox segments draw their images where their text does not fit")
  func multiSelectFallsBackToCheckboxes() throws {
    let segments = Self.days.map { segment in
      var checkbox = segment
      checkbox.images = .checkbox
      return checkbox
    }
    let auditor = try SegmentedAuditor(
      segments: segments, width: 75, geometries: [SegmentedFixtures.geometry()],
      measurer: FixedAdvanceMeasurer(estimated: false), multiple: true)
    let row = try #require(try auditor.run(locales: [try LocaleID("en")]).rows.first)
    #expect(row.rung == .image)
    #expect(row.segments.map(\.kind) == [.image, .image, .image])
    #expect(row.segments.map(\.image) == ["checkbox", "checkbox", "checkbox"])
    #expect(row.findings.map(\.kind) == [.imageFallback])
  }

  @Test("pseudo-locales make each title from the source language's")
  func pseudoLocales() throws {
    let (_, report) = try Self.audit(Self.days, width: 400, locales: ["en-XA", "ar-XB"])
    for row in report.rows {
      let pseudo = try #require(row.locale.pseudoLocale)
      #expect(row.segments.map(\.spoken) == ["Day", "Week", "Month"].map(pseudo.spokenText))
      #expect(row.findings.allSatisfy { !$0.kind.rawValue.hasPrefix("app") })
    }
    #expect(report.rows.filter(\.mirrored).map(\.locale.tag) == ["ar-XB", "ar-XB"])
  }

  @Test("@on and @off take our catalogs' words, with the catalog's findings")
  func catalogTitles() throws {
    let segments = [
      Segment(id: "@on", title: .catalogKey("on")), Segment(id: "@off", title: .catalogKey("off")),
    ]
    let (_, report) = try Self.audit(segments, width: 200, locales: ["de-CH", "gsw", "kgp"])
    func kinds(_ tag: String) -> Set<Finding.Kind> {
      Set(report.rows.filter { $0.locale.tag == tag }.flatMap(\.findings).map(\.kind))
    }
    #expect(kinds("de-CH") == [.servedByParent])
    #expect(kinds("gsw").contains(.missingTranslation))
    #expect(kinds("kgp").contains(.noCatalog))
    let kgp = try #require(report.rows.first { $0.locale.tag == "kgp" })
    #expect(kgp.rung == .image)
    #expect(kgp.segments.map(\.image) == ["power-on", "power-off"])
  }

  @Test("the same report whatever the number of threads")
  func sameReportWhateverJobs() throws {
    let locales = ["de", "ar", "ja", "fi", "hi", "he", "zh-TW", "ru", "ta", "my"]
    let one = try Self.audit(Self.days, width: 180, locales: locales, jobs: 1).1
    let three = try Self.audit(Self.days, width: 180, locales: locales, jobs: 3).1
    #expect(one == three)
    #expect(one.rows.map(\.locale.tag) == locales.flatMap { [$0, $0] })
  }

  @Test("bad controls are refused, naming what is wrong")
  func badControls() throws {
    let measurer = FixedAdvanceMeasurer()
    #expect(throws: SegmentedControlError.noSegments) {
      try SegmentedAuditor(
        segments: [], width: 100, geometries: SegmentedGeometry.presets, measurer: measurer)
    }
    #expect(throws: SegmentedControlError.duplicateID("Day")) {
      try SegmentedAuditor(
        segments: Self.days + [Segment(id: "Day", title: "Tag")], width: 100,
        geometries: SegmentedGeometry.presets, measurer: measurer)
    }
    #expect(throws: SegmentedControlError.invalidWidth(0)) {
      try SegmentedAuditor(
        segments: Self.days, width: 0, geometries: SegmentedGeometry.presets, measurer: measurer)
    }
  }

  @Test("a preset whose font is missing measures with its stand-in, and every row says so")
  func standInFont() throws {
    var geometry = SegmentedGeometry.material3
    geometry.font.source = .family("No Such Family For SwitchLabels")
    let auditor = try SegmentedAuditor(
      segments: Self.days, width: 240, geometries: [geometry], measurer: HarfBuzzMeasurer())
    let measured = try #require(auditor.geometries.first)
    #expect(measured.font.familyName == "Noto Sans")
    #expect(measured.origin.kind == .standIn)
    let report = try auditor.run(locales: [try LocaleID("de"), try LocaleID("ja")])
    for row in report.rows {
      let finding = try #require(row.findings.first { $0.kind == .standInFont })
      #expect(finding.message.contains("is not installed: material3 measured with the stand-in"))
    }
  }

  @Test("a row within the font's uncertainty of its edge is borderline")
  func borderline() throws {
    var geometry = SegmentedFixtures.geometry(minimumScale: 1)
    // "Month" is 5 × 6 = 30 px wide: a 31 px box leaves 1 px, within a 1.5 px uncertainty.
    geometry.fontOrigin = FontOrigin(
      kind: .metricCompatible, platformFont: "Fixed", measuredFamily: "Fixed", source: "test",
      uncertainty: 1.5, uncertaintySource: "test")
    let measurer = FixedAdvanceMeasurer(estimated: false)
    func row(width: Double) throws -> SegmentedAuditRow {
      let auditor = try SegmentedAuditor(
        segments: [Segment(id: "Month", title: "Month")], width: width, geometries: [geometry],
        measurer: measurer)
      return try #require(try auditor.run(locales: [try LocaleID("en")]).rows.first)
    }
    // 2 × 5 px padding around the box.
    #expect(try row(width: 41).findings.map(\.kind).contains(.borderline))
    #expect(!(try row(width: 50).findings.map(\.kind).contains(.borderline)))
  }
}
