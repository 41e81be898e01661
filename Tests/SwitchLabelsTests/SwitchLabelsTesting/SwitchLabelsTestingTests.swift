import Foundation
import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

/// The locale matrix users hand to `@Test(arguments:)`, and its filters.
@Suite("LocaleMatrix", .tags(.icu))
struct LocaleMatrixProductTests {
  @Test("ICU's locales, the catalogs' and the pseudo-locales, each once and sorted")
  func sources() {
    #expect(LocaleMatrix.icu.locales == LocaleID.icuAvailable)
    #expect(LocaleMatrix.icu.count >= 800)
    #expect(LocaleMatrix.catalogs.locales == CatalogSet.bundled.locales)
    #expect(
      LocaleMatrix.pseudo.map(\.tag) == ["ar-XB", "en-XA", "qps-ploc", "qps-ploca", "qps-plocm"])
    let both = LocaleMatrix.icu + .pseudo + .icu
    #expect(both.count == LocaleMatrix.icu.count + 5)
    #expect(both.locales == both.locales.sorted())
    #expect(
      LocaleMatrix.pseudo.description == "5 locales: ar-XB, en-XA, qps-ploc, qps-ploca, qps-plocm")
  }

  @Test("An app's strings' locales, its source language included")
  func appStrings() throws {
    let tables = try ["de", "pt-BR"].map { tag in
      AppStringsTable(locale: try LocaleID(tag), isSource: false, format: .stringCatalog)
    }
    let strings = AppStrings(tables: tables, sourceLanguage: .english, files: ["App.xcstrings"])
    #expect(LocaleMatrix.appStrings(strings).map(\.tag) == ["de", "en", "pt-BR"])
  }

  @Test("Filters by direction, script and region")
  func filters() throws {
    let all = LocaleMatrix.icu + .pseudo
    let rightToLeft = all.filtered(direction: .rightToLeft).map(\.tag)
    for tag in ["ar", "he", "fa", "ur", "ar-XB", "qps-plocm"] {
      #expect(rightToLeft.contains(tag), "\(tag)")
    }
    #expect(!rightToLeft.contains("en") && !rightToLeft.contains("en-XA"))
    let cyrillic = all.filtered(script: "Cyrl").map(\.tag)
    #expect(cyrillic.contains("ru") && cyrillic.contains("sr") && cyrillic.contains("sr-Cyrl-BA"))
    #expect(!cyrillic.contains("sr-Latn") && !cyrillic.contains("en"))
    #expect(all.filtered(script: "hant").contains(try LocaleID("zh-Hant-HK")))
    let swiss = all.filtered(region: "CH").map(\.tag)
    for tag in ["de-CH", "fr-CH", "it-CH", "gsw"] { #expect(swiss.contains(tag), "\(tag)") }
    #expect(!swiss.contains("de") && !swiss.contains("de-AT"))
    #expect(all.filtered(region: "DE").contains(try LocaleID("de")))
    #expect(all.filtered { $0.language == "xx" }.isEmpty)
  }
}

/// The invariant checks: silent for real resolutions, and each broken invariant recorded at the
/// caller with the locale, the geometry and the numbers.
@Suite("Invariant checks", .tags(.shaping))
struct InvariantCheckTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())

  @Test("A real resolution keeps every invariant")
  func holds() throws {
    let resolution = try Self.service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
    #expect(Invariants.violations(of: resolution, geometry: .iOSClassic).isEmpty)
    #expect(checkInvariants(resolution, geometry: .iOSClassic).isEmpty)
  }

  @Test("Checked against a narrower box, a text that fits no more is named with its numbers")
  func tooWide() throws {
    let resolution = try Self.service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
    var narrow = Geometry.iOSClassic
    narrow.name = "narrow"
    narrow.trackWidth = 40
    narrow.maximumTrackWidth = 40
    let violations = Invariants.violations(of: resolution, geometry: narrow)
    #expect(violations.map(\.invariant).contains(.trackWidth))
    let track = violations.first { $0.invariant == .trackWidth }?.message ?? ""
    #expect(track == "de-CH × narrow: track 94 px outside 40–40 px", "\(track)")
  }

  @Test("A mirroring policy the resolution did not follow is a violation")
  func mirroring() throws {
    let resolution = try Self.service.resolve(try LocaleID("ar"), geometry: .iOSClassic)
    var unmirrored = Geometry.iOSClassic
    unmirrored.mirroring = .never
    let violations = Invariants.violations(of: resolution, geometry: unmirrored)
    #expect(
      violations.contains {
        $0.invariant == .mirroring && $0.message.hasPrefix("ar × ios-classic: mirrored")
      })
  }

  @Test("Spoken text compared with the catalogs the resolution came from")
  func spoken() throws {
    let resolution = try Self.service.resolve(try LocaleID("de"), geometry: .iOSClassic)
    let other = CatalogSet(
      [
        LabelCatalog(
          locale: try LocaleID("de"), on: StateLabels(texts: ["Ein"], spoken: "Ein"),
          off: StateLabels(texts: ["Aus"], spoken: "Aus"), provenance: Provenance(basis: "test"))
      ], name: "other")
    let violations = Invariants.violations(of: resolution, geometry: .iOSClassic, catalogs: other)
    #expect(violations.map(\.invariant) == [.spokenTextWhole])
    #expect(violations.first?.message.contains("catalog says \"Ein\"/\"Aus\"") == true)
    #expect(Invariants.violations(of: resolution, geometry: .iOSClassic, catalogs: nil).isEmpty)
  }

  @Test("Each violation is recorded as an issue at the caller")
  func recorded() throws {
    let resolution = try Self.service.resolve(try LocaleID("ar"), geometry: .iOSClassic)
    var unmirrored = Geometry.iOSClassic
    unmirrored.mirroring = .never
    let line = #line + 2
    withKnownIssue {
      checkInvariants(resolution, geometry: unmirrored)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.hasPrefix("mirroring: ar × ios-classic") }
    }
  }
}

/// SVG snapshots: recorded the first time, compared after, a difference shown short with the
/// path of the new drawing.
@Suite("SVG snapshots", .tags(.shaping))
struct SVGSnapshotTests {
  @Test("Record, match, differ, and a missing snapshot on CI")
  func lifecycle() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + "/__Snapshots__/T/a.svg"
    let first = "<svg><g><rect x=\"1\"/><text>On</text></g></svg>\n"
    #expect(SVGSnapshot.compare(first, recordedAt: path, environment: [:]) == .recorded(path: path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == first)
    #expect(SVGSnapshot.compare(first, recordedAt: path, environment: ["CI": "1"]) == .matched)
    let second = first.replacing("On", with: "Ein")
    guard
      case .differs(let diff, let newPath) = SVGSnapshot.compare(
        second, recordedAt: path, environment: [:])
    else {
      Issue.record("a different drawing must differ")
      return
    }
    #expect(diff == "@@ element 4 @@\n- <text>On</text>\n+ <text>Ein</text>")
    #expect(try String(contentsOfFile: newPath, encoding: .utf8) == second)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == first, "the recorded file stays")
    // Asked to record, it records anew.
    let recordAll = [SVGSnapshot.recordVariable: "1", "CI": "1"]
    #expect(
      SVGSnapshot.compare(second, recordedAt: path, environment: recordAll) == .recorded(path: path)
    )
    #expect(SVGSnapshot.compare(second, recordedAt: path, environment: [:]) == .matched)
    // On CI, a snapshot never recorded fails rather than passing unchecked.
    let other = folder.path + "/__Snapshots__/T/b.svg"
    guard case .missing = SVGSnapshot.compare(first, recordedAt: other, environment: ["CI": "true"])
    else {
      Issue.record("missing on CI must fail")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: other))
  }

  @Test("Names never leave the snapshot folder")
  func names() {
    let path = SVGSnapshot.path(named: "../../etc/passwd", filePath: "/src/Tests/X/FooTests.swift")
    #expect(path == "/src/Tests/X/__Snapshots__/FooTests/_._.._etc_passwd.svg")
    #expect(
      SVGSnapshot.path(named: "ar-XB ios", filePath: "/a/B.swift")
        == "/a/__Snapshots__/B/ar-XB_ios.svg")
  }

  static let service = LabelService(measurer: HarfBuzzMeasurer())

  /// Drawings recorded beside this file: one per kind of outcome.
  @Test(
    "Drawn switches match their recorded snapshots",
    arguments: [
      ("de-CH", "ios-classic"), ("ar-XB", "ios-classic"), ("en-XA", "material3"),
      ("ja", "gtk3-adwaita"),
    ])
  func recordedDrawings(_ tag: String, _ preset: String) throws {
    let geometry = try #require(Geometry.preset(named: preset))
    let resolution = try Self.service.resolve(try LocaleID(tag), geometry: geometry)
    #expect(assertSnapshot(of: resolution, geometry: geometry) == .matched)
  }

  @Test("A changed drawing fails with its diff and the new drawing's path")
  func changed() throws {
    let resolution = try Self.service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
    let svg = SwitchSVG.document(resolution, geometry: .iOSClassic).replacing(">AN<", with: ">EIN<")
    withKnownIssue {
      assertSnapshot(svg, named: "de-CH-ios-classic")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("- ") && text.contains(">AN</text>") && text.contains("new drawing: ")
    }
  }
}
