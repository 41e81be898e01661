import Foundation
import FoundationXML
import SwitchLabels
import Testing

/// Why a row took its rung, in every report: the catalog's texts the ladder tried, with their
/// widths at full size (the same numbers `resolve` traces).
@Suite("switch-labels audit: the texts tried, with their widths", .tags(.cli))
struct AuditTriedTests {
  static let arguments = ["audit", "--locales", "fr,kgp", "--preset", "ios-classic", "--format"]

  @Test("JSON: each row's tried texts and widths, as resolve's trace measured them")
  func json() throws {
    let run = try runTool(Self.arguments + ["json"])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    let french = try #require(report.rows.first { $0.locale.tag == "fr" })
    #expect(french.rung == .image)
    let first = try #require(french.tried.first)
    #expect(first.on == "ACTIVÉ" && first.off == "DÉSACTIVÉ")
    #expect(first.offWidth > french.labelBox)
    #expect(french.tried.allSatisfy { $0.onWidth > 0 && $0.offWidth > 0 })
    let kgp = try #require(report.rows.first { $0.locale.tag == "kgp" })
    #expect(kgp.tried.isEmpty)  // no catalog, nothing tried
    // The widths are the ladder's: resolve's trace shows the same candidates.
    let resolve = try runTool([
      "resolve", "--locale", "fr", "--preset", "ios-classic", "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(resolve.stdout.utf8)) as? [String: Any])
    let trace = try #require(object["trace"] as? [[String: String]])
    let candidates = trace.filter { $0["stage"] == "candidate" }.compactMap { $0["detail"] }
    #expect(candidates.count == french.tried.count)
    for (detail, texts) in zip(candidates, french.tried) {
      #expect(detail.contains("\"\(texts.on)\" \(NumberText.plain(texts.onWidth)) px"), "\(detail)")
      #expect(
        detail.contains("\"\(texts.off)\" \(NumberText.plain(texts.offWidth)) px"), "\(detail)")
    }
  }

  @Test("CSV, Markdown, JUnit and HTML carry the tried texts with their widths")
  func otherFormats() throws {
    let report = try runTool(Self.arguments + ["json"]).json(AuditReport.self)
    let french = try #require(report.rows.first { $0.locale.tag == "fr" })
    let first = try #require(french.tried.first)
    let width = NumberText.plain(first.offWidth)
    let csv = try runTool(Self.arguments + ["csv"])
    let records = try parseCSV(csv.stdout)
    let column = try #require(records.first?.firstIndex(of: "tried"))
    let frenchRecord = try #require(records.first { $0.first == "fr" })
    #expect(frenchRecord[column].hasPrefix("off \"DÉSACTIVÉ\" \(width) px, on \"ACTIVÉ\" "))
    #expect(records.first { $0.first == "kgp" }?[column] == "")
    let markdown = try runTool(Self.arguments + ["markdown"]).stdout
    #expect(markdown.contains("| tried (full size) |"))
    #expect(markdown.contains("off \"DÉSACTIVÉ\" \(width) px"))
    let junit = try runTool(Self.arguments + ["junit", "--fail-on", "image"])
    #expect(junit.status == 1)
    let document = try XMLDocument(data: Data(junit.stdout.utf8))
    let failures = try #require(document.rootElement()).elements(forName: "testsuite")
      .flatMap { $0.elements(forName: "testcase") }.flatMap { $0.elements(forName: "failure") }
    #expect(
      failures.contains { ($0.stringValue ?? "").contains("tried: off \"DÉSACTIVÉ\" \(width) px") })
    let html = try runTool(Self.arguments + ["html"]).stdout
    #expect(html.contains("<details class=\"tried\"><summary>"))
    #expect(html.contains("<li>off <bdi lang=\"fr\">DÉSACTIVÉ</bdi> \(width) px"))
  }
}
