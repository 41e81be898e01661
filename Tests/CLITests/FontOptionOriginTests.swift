import Foundation
import SwitchLabels
import Testing

/// `--font` names the font that is drawn with: the geometry no longer claims the platform's font
/// or its stand-in, and no margin of a font that is not used is applied.
@Suite("--font and the font's origin", .tags(.cli))
struct FontOptionOriginTests {
  @Test("--font replaces the preset's font origin: no stand-in, no margin")
  func fontReplacesOrigin() throws {
    let run = try runTool([
      "audit", "--locales", "de,fi,ja", "--preset", "material3", "--font", "DejaVu Sans",
      "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    let geometry = try #require(report.geometries.first)
    #expect(geometry.fontOrigin.measuredFamily == "DejaVu Sans")
    #expect(geometry.fontOrigin.uncertainty == 0)
    #expect(geometry.fontOrigin.standIn == nil)
    #expect(report.rows.allSatisfy { row in !row.findings.contains { $0.kind == .standInFont } })
    #expect(report.rows.allSatisfy { row in !row.findings.contains { $0.kind == .borderline } })
  }

  @Test("audit --help explains --fail-on borderline")
  func helpExplainsBorderline() throws {
    let run = try runTool(["audit", "--help"])
    #expect(run.stdout.contains("borderline   a verdict within the font's measuring uncertainty"))
  }
}
