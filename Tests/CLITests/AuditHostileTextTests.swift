import Foundation
import FoundationXML
import SwitchLabels
import Testing

/// A catalog folder whose German texts are hostile, and a geometry wide enough to draw them.
struct HostileInput {
  let folder: URL
  let geometry: String

  static let on = ["<img src=x onerror=alert(1)>", "<script>alert(2)</script>"]
  static let off = ["=cmd|' /C calc'!A0", "\"; DROP TABLE x; --"]
  static let onSpoken = "evil ]]> <b>spoken</b>"
  static let offSpoken = "@SUM(1+1) | `x` *y*"
  /// Bidi controls cannot enter through a catalog (the loader refuses them); a geometry's name
  /// carries them into every report instead.
  static let geometryName = "wide \u{202E}evil\u{2066}"

  init() throws {
    folder = try temporaryFolder()
    let catalog: [String: Any] = [
      "schemaVersion": 1, "locale": "de",
      "on": ["texts": Self.on, "spoken": Self.onSpoken],
      "off": ["texts": Self.off, "spoken": Self.offSpoken],
      "provenance": ["basis": "hostile test <b>"],
    ]
    try JSONSerialization.data(withJSONObject: catalog).write(
      to: folder.appendingPathComponent("de.json"))
    // Beside the catalogs, not among them: a file in a --catalog folder that is not a catalog
    // fails the run.
    let geometries = folder.appendingPathComponent("geometries")
    try FileManager.default.createDirectory(at: geometries, withIntermediateDirectories: true)
    geometry = geometries.appendingPathComponent("wide.json").path
    let wide: [String: Any] = [
      "schemaVersion": 1, "name": Self.geometryName, "basedOn": "winui", "besideWidth": 1000,
    ]
    try JSONSerialization.data(withJSONObject: wide).write(to: URL(fileURLWithPath: geometry))
  }

  /// `audit` over de and gsw with the wide geometry, failing on `missing` so the JUnit failures
  /// carry the texts too: gsw's CLDR chain (gsw → root) has no catalog, and the matcher serves it
  /// the hostile de from outside the chain (missingTranslation).
  func run(_ format: String) throws -> ToolRun {
    try runTool(
      [
        "audit", "--catalog", folder.path, "--locales", "gsw,de", "--geometry", geometry,
        "--format", format, "--fail-on", "missing",
      ], environment: ["COLUMNS": "240"])
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

@Suite("switch-labels audit: hostile catalog text", .tags(.cli))
struct AuditHostileTextTests {
  @Test("Hostile catalog text is escaped in HTML and never runs")
  func hostileHTML() throws {
    let input = try HostileInput()
    defer { input.remove() }
    let run = try input.run("html")
    #expect(run.status == 1, "\(run.stderr)")
    let page = run.stdout
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!page.contains("<img"))
    #expect(!page.contains("<script>alert"))
    #expect(page.components(separatedBy: "<script").count == 2)  // only ours
    #expect(!page.contains("<b>spoken"))
    #expect(page.contains("]]&gt;"))
    #expect(!page.contains("\u{202E}") && !page.contains("\u{2066}"))
    #expect(page.contains("⟦U+202E⟧"))
  }

  @Test("Hostile catalog text: CSV neutralises formulas and quotes RFC 4180-style")
  func hostileCSV() throws {
    let input = try HostileInput()
    defer { input.remove() }
    let run = try input.run("csv")
    #expect(run.status == 1)
    let records = try parseCSV(run.stdout)
    let fields = records.flatMap { $0 }
    #expect(fields.contains("'=cmd|' /C calc'!A0"))
    #expect(fields.contains { $0.hasPrefix("'@SUM(1+1)") })
    #expect(!fields.contains { $0.first.map { "=+-@\t\r".contains($0) } == true })
    #expect(fields.contains("<img src=x onerror=alert(1)>"))
    #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("\u{2066}"))
    #expect(Set(records.map(\.count)).count == 1)
  }

  @Test("Hostile catalog text: Markdown escapes its syntax and HTML")
  func hostileMarkdown() throws {
    let input = try HostileInput()
    defer { input.remove() }
    let run = try input.run("markdown")
    #expect(run.status == 1)
    #expect(run.stdout.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!run.stdout.contains("<img") && !run.stdout.contains("<b>"))
    #expect(run.stdout.contains("=cmd\\|' /C calc'!A0"))
    #expect(run.stdout.contains("\\`x\\` \\*y\\*"))
    #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("\u{2066}"))
    // Every table row still has its ten cells: no `|` in the text split one.
    let rows = run.stdout.components(separatedBy: "## Rows")[1].split(separator: "\n")
      .filter { $0.hasPrefix("| ") }
    for row in rows {
      let cells = row.replacingOccurrences(of: "\\|", with: "").split(
        separator: "|", omittingEmptySubsequences: false)
      #expect(cells.count == 13, "\(row)")
    }
  }

  @Test("Hostile catalog text: JUnit stays well-formed XML with the texts escaped")
  func hostileJUnit() throws {
    let input = try HostileInput()
    defer { input.remove() }
    let run = try input.run("junit")
    #expect(run.status == 1)
    let document = try XMLDocument(data: Data(run.stdout.utf8))
    let failures = try #require(document.rootElement()).elements(forName: "testsuite")
      .flatMap { $0.elements(forName: "testcase") }.flatMap { $0.elements(forName: "failure") }
    #expect(!failures.isEmpty)
    let text = failures.map { $0.stringValue ?? "" }.joined()
    #expect(text.contains("<img src=x onerror=alert(1)>"))  // as text, after XML decoding
    #expect(!run.stdout.contains("<img") && !run.stdout.contains("<b>"))
    #expect(run.stdout.contains("]]&gt;"))
    #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("\u{2066}"))
  }

  @Test("Hostile text: JSON escapes bidi controls and round-trips the exact text")
  func hostileJSON() throws {
    let input = try HostileInput()
    defer { input.remove() }
    let run = try input.run("json")
    #expect(run.status == 1)
    #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("\u{2066}"))
    #expect(run.stdout.contains("\\u202e"))
    let report = try run.json(AuditReport.self)
    let wide = try #require(
      report.rows.first { $0.geometry == HostileInput.geometryName && $0.locale.tag == "de" })
    #expect(wide.on.text == HostileInput.on[0])
    #expect(wide.off.text == HostileInput.off[0])
    #expect(wide.on.spoken == HostileInput.onSpoken)
    #expect(wide.off.spoken == HostileInput.offSpoken)
  }

  @Test("Hostile catalog text: the terminal table shows no control or bidi characters")
  func hostileTable() throws {
    let input = try HostileInput()
    defer { input.remove() }
    let run = try input.run("table")
    #expect(run.status == 1)
    #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("\u{1B}"))
    #expect(run.stdout.contains("=cmd|' /C calc'!A0"))
  }
}
