import Foundation
import SwitchLabels
import Testing

/// The app's words combine with the options that take ours: text sizes, and pseudo-locales made
/// from the app's source-language words.
@Suite("--strings with --text-size and pseudo-locales", .tags(.cli))
struct AppStringsCombineTests {
  static let calculator = RealAppStringsCommandTests.app("ExactCalculator")
  static let keys = ["--on-key", "desc_inv_on", "--off-key", "desc_inv_off"]

  /// The app's English text of `key`, parsed here from its `values/strings.xml`.
  static func english(_ key: String) throws -> String {
    let text = try String(
      contentsOfFile: calculator + "/res/values/strings.xml", encoding: .utf8)
    let match = try #require(text.firstMatch(of: try Regex("name=\"\(key)\">([^<]*)<")))
    return String(try #require(match.output[1].substring))
  }

  @Test("audit --strings --text-size: every locale × text size × geometry, in that order")
  func textSizes() throws {
    let run = try runTool(
      ["audit", "--strings", Self.calculator] + Self.keys + [
        "--locales", "de,en", "--preset", "material3", "--preset", "ios", "--text-size",
        "default,max", "--format", "json",
      ])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    #expect(report.textSizes.map(\.name) == ["default", "max"])
    #expect(
      report.rows.map { "\($0.locale.tag) \($0.textSize.name) \($0.geometry)" } == [
        "de default material3", "de default ios", "de max material3", "de max ios",
        "en default material3", "en default ios", "en max material3", "en max ios",
      ])
    #expect(report.rows.allSatisfy { $0.on.spoken != "On" }, "the app's words, not ours")
  }

  @Test("pseudo-locales show the app's source words made long, accented or right to left")
  func pseudoLocales() throws {
    let run = try runTool(
      ["audit", "--strings", Self.calculator] + Self.keys + [
        "--locales", "en-XA,qps-ploca", "--preset", "material3", "--format", "json",
      ])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    let on = try Self.english("desc_inv_on")
    let off = try Self.english("desc_inv_off")
    for row in report.rows {
      let pseudo = try #require(row.locale.pseudoLocale)
      #expect(row.matched == row.locale)
      #expect(row.on.spoken != on, "\(row.locale): not the plain English")
      #expect(row.on.spoken == pseudo.spokenText(for: on))
      #expect(row.off.spoken == pseudo.spokenText(for: off))
      let tried = try #require(row.tried.first)
      #expect(pseudo.sourceText(of: tried.on).lowercased() == on.lowercased())
      #expect(!row.findings.contains { $0.kind == .appFallback })
    }
  }

  @Test("render switch --strings draws the app's words; render segmented --strings its keys")
  func render() throws {
    let switchSVG = try runTool(
      ["render", "switch", "--strings", Self.calculator] + Self.keys + [
        "--locale", "de", "--preset", "material3",
      ])
    #expect(switchSVG.status == 0, "\(switchSVG.stderr)")
    let german = try String(
      contentsOfFile: Self.calculator + "/res/values-de/strings.xml", encoding: .utf8)
    let match = try #require(
      german.firstMatch(of: try Regex("name=\"desc_inv_on\"[^>]*>\"?([^<\"]*)\"?<")))
    let on = String(try #require(match.output[1].substring))
    #expect(switchSVG.stdout.contains("aria-label=\"de: "))
    #expect(switchSVG.stdout.contains(on), "the app's German words are spoken")
    let calendar = RealAppStringsCommandTests.app("AOSPCalendar")
    let segmented = try runTool([
      "render", "segmented", "--strings", calendar, "--segments", "day_view,week_view,month_view",
      "--locale", "ar", "--width", "200",
    ])
    #expect(segmented.status == 0, "\(segmented.stderr)")
    #expect(segmented.stdout.contains("aria-label=\"ar: شهر, أسبوع, يوم\""))
    let wrongKey = try runTool([
      "render", "segmented", "--strings", calendar, "--segments", "day_vew", "--locale", "ar",
      "--width", "200",
    ])
    #expect(wrongKey.status == 65)
    #expect(wrongKey.stderr.contains("did you mean \"day_view\""))
    let keyOnSegmented = try runTool([
      "render", "segmented", "--strings", calendar, "--on-key", "x", "--segments", "day_view",
      "--locale", "ar", "--width", "200",
    ])
    #expect(keyOnSegmented.status == 64)
  }
}
