import Foundation
import SwitchLabels
import Testing

/// Pseudo-locales through the command line: `audit --pseudo`, and their ids in `resolve`,
/// `render` and `--locales`.
@Suite("Pseudo-locales on the command line", .tags(.cli))
struct PseudoLocaleCommandTests {
  @Test("audit --pseudo adds the five pseudo-locales, each served by its own catalog")
  func auditPseudo() throws {
    let run = try runTool(
      ["audit", "--locales", "en", "--pseudo", "--preset", "ios-classic", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    // --locales first, in its order, then the pseudo-locales in the order --help names them.
    #expect(
      report.rows.map(\.locale.tag) == [
        "en", "en-XA", "ar-XB", "qps-ploc", "qps-plocm", "qps-ploca",
      ])
    for row in report.rows {
      #expect(row.matched == row.locale, "\(row.locale)")
      #expect(!row.findings.contains { $0.kind == .noCatalog || $0.kind == .missingTranslation })
    }
    // English fits the classic iOS switch; its expanded pseudo-text does not.
    #expect(report.rows.first { $0.locale.tag == "en" }?.rung == .preferred)
    #expect(report.rows.first { $0.locale.tag == "en-XA" }?.rung == .image)
    #expect(report.rows.first { $0.locale.tag == "ar-XB" }?.mirrored == true)
    // --fail-on image finds the layout that breaks before any translation exists.
    let failing = try runTool(
      ["audit", "--locales", "en", "--pseudo", "--preset", "ios-classic", "--fail-on", "image"])
    #expect(failing.status == 1)
  }

  @Test("resolve and render take pseudo-locale ids", arguments: ["qps-PLOC", "en_XA", "ar-XB"])
  func resolveAndRender(_ id: String) throws {
    let resolve = try runTool(["resolve", "--locale", id, "--preset", "winui"])
    #expect(resolve.status == 0, "\(resolve.stderr)")
    #expect(resolve.stdout.contains("pseudo-locale"), "\(resolve.stdout)")
    let render = try runTool(["render", "switch", "--locale", id, "--preset", "winui"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.hasPrefix("<svg"))
    if id == "ar-XB" {
      #expect(render.stdout.contains("unicode-bidi=\"bidi-override\" direction=\"rtl\""))
    }
  }
}
