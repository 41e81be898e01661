import Foundation
import SwitchLabels
import Testing

/// `audit`'s table in a pipe and the order of its rows: every cell whole and every column when
/// nothing asks for a width, and the user's `--locales` order in every format.
@Suite("switch-labels audit: the piped table and the locales' order", .tags(.cli))
struct AuditTableTests {
  static func audit(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRun {
    try runTool(["audit"] + arguments, environment: environment)
  }

  @Test("table in a pipe (no COLUMNS): every cell whole, every column kept, --locales order")
  func tableInPipe() throws {
    let locales = ["sr-ME", "zh-HK", "de-CH", "ar", "fi", "kgp", "lb"]
    let run = try Self.audit(
      ["--locales", locales.joined(separator: ","), "--preset", "ios-classic"],
      environment: ["COLUMNS": ""])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.first)
    for title in ["LOCALE", "GEOMETRY", "RUNG", "OFF", "ON", "PX", "MATCHED", "FINDINGS"] {
      #expect(header.contains(title), "\(title)")
    }
    let rows = Array(lines.dropFirst().prefix(locales.count))
    #expect(rows.map { String($0.prefix { $0 != " " }) } == locales)
    #expect(!run.stdout.contains("…"))
    #expect(rows.contains { $0.contains("image power-off") && $0.contains("image power-on") })
    // sr-ME's findings, whole: the FINDINGS column is never cut in a pipe.
    let serbian = try #require(rows.first)
    #expect(serbian.contains("servedByParent, scaled  "), "\(serbian)")
    // What the ladder tried, whole, after the findings.
    #expect(header.contains("FINDINGS  ") && header.hasSuffix("  TRIED"))
    let finnish = try #require(rows.first { $0.hasPrefix("fi ") })
    #expect(finnish.contains(#"off "POIS""#) && finnish.contains(#"on "PÄÄLLÄ""#))
    // The summary's lines are not wrapped either.
    #expect(lines.contains { $0.hasPrefix("findings ") && $0.contains("appSuggestion") })
  }

  @Test("table with COLUMNS: narrowed to it, with an ellipsis where a cell is cut")
  func tableWithColumns() throws {
    let run = try Self.audit(
      ["--locales", "sr-ME,lb", "--preset", "ios-classic"], environment: ["COLUMNS": "60"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
    #expect(!(lines.first ?? "").contains("FINDINGS"))
  }

  @Test(
    "--locales order kept in every format",
    arguments: ["table", "json", "csv", "markdown", "junit", "html"])
  func localesOrder(_ format: String) throws {
    let locales = ["zh-HK", "ar", "de-CH", "ar", "fi"]
    let run = try Self.audit(
      [
        "--locales", locales.joined(separator: ","), "--preset", "ios-classic", "--format", format,
      ], environment: ["COLUMNS": ""])
    #expect(run.status == 0, "\(run.stderr)")
    let expected = ["zh-HK", "ar", "de-CH", "fi"]
    let seen: [String]
    if format == "json" {
      seen = try run.json(AuditReport.self).rows.map(\.locale.tag)
    } else {
      // The row's locale: `zh-HK  ` in the table, `zh-HK,` in CSV, `| zh-HK |` in Markdown,
      // `name="zh-HK × ` in JUnit, `<td><b>zh-HK</b>` in HTML.
      let rows =
        format == "markdown" ? run.stdout.components(separatedBy: "## Rows")[1] : run.stdout
      let lines = rows.split(whereSeparator: \.isNewline).map(String.init)
      seen = lines.compactMap { line in
        expected.first { tag in
          line.hasPrefix("\(tag) ") || line.hasPrefix("\(tag),") || line.hasPrefix("| \(tag) ")
            || line.contains("<testcase name=\"\(tag) × ")
            || (line.hasPrefix("<tr data-order=") && line.contains("<td><b>\(tag)</b>"))
        }
      }
    }
    #expect(seen == expected, "\(format)")
  }
}
