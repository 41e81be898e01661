import Foundation
import SwitchLabels
import Testing

@testable import switch_labels

/// The table on a terminal: the summary, then only the rows that need attention, grouped, each
/// image row with the numbers that decided it and what would fix it; `--all`, a pipe or a file
/// print every row.
@Suite("switch-labels audit: the table on a terminal", .tags(.cli))
struct TerminalTableTests {
  static let report: AuditReport? = {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    guard let auditor = try? Auditor(service: service, geometries: [.iOSClassic], jobs: 2),
      let locales = try? ["de", "fi", "kgp"].map({ try LocaleID($0) })
    else { return nil }
    return try? auditor.run(locales: locales)
  }()

  @Test("summary first, then the rows that need attention grouped by finding; fine rows left out")
  func attention() throws {
    let report = try #require(Self.report)
    let text = try TableReport(context: ReportContext(width: 120, attentionOnly: true))
      .render(report)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix("3 locales × 1 geometry (3 rows)") == true)
    let attention = try #require(
      lines.firstIndex(of: "2 of 3 rows need attention (--all prints every row)"))
    let rows = lines[attention...].filter {
      $0.hasPrefix("de ") || $0.hasPrefix("fi ") || $0.hasPrefix("kgp ")
    }
    #expect(rows.map { String($0.prefix(3)) } == ["kgp", "fi "])
    let image = try #require(lines.firstIndex { $0.hasPrefix("imageFallback (1): ") })
    let noCatalog = try #require(lines.firstIndex { $0.hasPrefix("noCatalog (1): ") })
    // Equal severity and size: the kinds' own order (noCatalog before imageFallback).
    #expect(noCatalog > attention && image > noCatalog)
    #expect(text.contains("    image: no catalog serves the locale\n"))
  }

  @Test("an image row says the scale its narrowest words need, the minimum, and what would fix it")
  func imageDecision() throws {
    let report = try #require(Self.report)
    let row = try #require(report.rows.first { $0.locale.tag == "fi" })
    #expect(row.rung == .image)
    // The numbers, worked out here from the row: the narrowest pair the ladder tried.
    let narrowest = try #require(row.tried.map { max($0.offWidth, $0.onWidth) }.min())
    let needed = ((row.labelBox / narrowest) * 100).rounded(.down) / 100
    let track = Int((row.trackWidth + narrowest - row.labelBox).rounded(.up))
    let minimum = Geometry.iOSClassic.minimumScale
    #expect(needed < minimum)
    let decision = RowAdvice.decision(row, geometry: .iOSClassic)
    #expect(
      decision.hasPrefix(
        "image: needs ×\(NumberText.plain(needed)), minimum ×\(NumberText.plain(minimum))"))
    #expect(decision.contains("a shorter variant of ≤ \(Int(row.labelBox.rounded(.down))) px"))
    #expect(decision.contains("a track of \(track) px"))
    #expect(decision.hasSuffix("or a minimum scale of \(NumberText.plain(needed))"))
    let text = try TableReport(context: ReportContext(width: 80, attentionOnly: true)).render(
      report)
    let joined = text.replacingOccurrences(of: "\n    ", with: " ")
    #expect(joined.contains(decision), "\(text)")
    #expect(!text.split(separator: "\n").contains { $0.count > 80 })
  }

  @Test(
    "on a terminal the summary and the rows that need attention; --all and a pipe every row",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func terminal() throws {
    let arguments = "audit --locales de,fi,kgp --preset ios-classic --color never"
    func onTerminal(_ extra: String) throws -> String {
      // `script` runs the tool on a pseudo-terminal, as a user's shell does.
      try runProgram(
        "/usr/bin/script", ["-qec", "\(toolURL.path) \(arguments)\(extra)", "/dev/null"],
        environment: ["COLUMNS": "120"]
      ).stdout
    }
    let attention = try onTerminal("")
    #expect(attention.contains("2 of 3 rows need attention"))
    #expect(!attention.contains("\nde "))
    let all = try onTerminal(" --all")
    #expect(all.contains("\nde ") && !all.contains("need attention"))
    let piped = try runTool(arguments.split(separator: " ").map(String.init))
    #expect(piped.stdout.hasPrefix("LOCALE"))
    #expect(piped.stdout.contains("\nde ") && !piped.stdout.contains("need attention"))
  }
}
