import Foundation
import SwitchLabels
import Testing

@testable import switch_labels

/// `audit`'s findings as a user gates CI on them: `--fail-on` with one condition or several, a
/// parent's catalog apart from missing words, the legend in the reports, broken input failing.
@Suite("switch-labels audit: findings and --fail-on", .tags(.cli))
struct AuditFindingsTests {
  static func audit(_ arguments: [String]) throws -> ToolRun {
    try runTool(["audit"] + arguments)
  }

  @Test("--fail-on: exit 1 only when a row meets the condition")
  func failOn() throws {
    func status(_ locales: String, _ preset: String, _ condition: String) throws -> Int32 {
      try Self.audit(["--locales", locales, "--preset", preset, "--fail-on", condition]).status
    }
    #expect(try status("kgp", "ios-classic", "image") == 1)
    #expect(try status("kgp", "ios-classic", "never") == 0)
    #expect(try status("kgp", "ios-classic", "missing") == 1)
    #expect(try status("de", "ios-classic", "missing") == 0)
    // de-CH and es-MX, served by de and es (their CLDR parents), miss no words.
    #expect(try status("de-CH,es-MX", "ios-classic", "missing") == 0)
    #expect(try status("de", "ios-classic", "text-scaled") == 0)
    #expect(try status("fr", "ios-classic", "text-scaled") == 1)
    #expect(try status("fr", "gtk3-adwaita", "text-scaled") == 1)  // grown
    #expect(try status("fr", "gtk3-adwaita", "image") == 0)
    let run = try Self.audit([
      "--locales", "kgp,de", "--preset", "ios-classic", "--fail-on", "image",
    ])
    #expect(run.stderr.contains("1 row meets --fail-on image"))
  }

  @Test("--fail-on takes a list and repeats: a row fails when it meets any condition")
  func failOnSeveral() throws {
    func status(_ locales: String, _ conditions: [String]) throws -> Int32 {
      try Self.audit(
        ["--locales", locales, "--preset", "ios-classic"]
          + conditions.flatMap { ["--fail-on", $0] }
      ).status
    }
    #expect(try status("de", ["image,missing"]) == 0)
    #expect(try status("fr", ["missing,text-scaled"]) == 1)  // fr draws images in ios-classic
    #expect(try status("fr", ["missing", "image"]) == 1)
    #expect(try status("kgp", ["never", "missing"]) == 1)
    #expect(try status("de-CH", ["Image,MISSING"]) == 0)
    let run = try Self.audit([
      "--locales", "kgp,de", "--preset", "ios-classic", "--fail-on", "image", "--fail-on",
      "missing",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("1 row meets --fail-on image,missing"))
    let bad = try Self.audit(["--locales", "de", "--fail-on", "image,sometimes"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("'sometimes'"))
  }

  @Test("de-CH: an info servedByParent finding, no missingTranslation")
  func servedByParent() throws {
    let run = try Self.audit(["--locales", "de-CH", "--preset", "ios-classic", "--format", "json"])
    #expect(run.status == 0)
    let report = try JSONDecoder().decode(AuditReport.self, from: Data(run.stdout.utf8))
    let kinds = report.rows.flatMap(\.findings).map(\.kind)
    #expect(kinds.contains(.servedByParent))
    #expect(!kinds.contains(.missingTranslation))
  }

  @Test("--fail-on missing over served, outside-the-chain and catalog-less locales")
  func missingGates() throws {
    // gsw's chain (gsw → root) has no catalog: the matcher serves it de from outside.
    let run = try Self.audit([
      "--locales", "de-CH,es-MX,zh-HK,gsw,kgp", "--preset", "ios-classic", "--format", "json",
      "--fail-on", "missing",
    ])
    #expect(run.status == 1)
    let report = try run.json(AuditReport.self)
    let failing = report.rows.filter { [AuditCondition.missing].isMet(by: $0) }
    #expect(failing.map(\.locale.tag) == ["gsw", "kgp"])
    let gsw = try #require(report.rows.first { $0.locale.tag == "gsw" })
    #expect(gsw.findings.map(\.kind).contains(.missingTranslation))
    #expect(run.stderr.contains("2 rows meet --fail-on missing"))
  }

  @Test("HTML and Markdown: a legend row per finding kind present, none for absent kinds")
  func legend() throws {
    let arguments = ["--locales", "de-CH,kgp", "--preset", "ios-classic", "--format"]
    let markdown = try Self.audit(arguments + ["markdown"])
    #expect(markdown.status == 0)
    let findings = markdown.stdout.components(separatedBy: "## Findings")[1]
      .components(separatedBy: "\n## ")[0]
    #expect(findings.contains("| finding | rows | meaning | fails --fail-on |"))
    #expect(
      findings.contains(
        "| servedByParent | 1 | \(MarkdownReport.escape(Finding.Kind.servedByParent.meaning)) |  |")
    )
    #expect(findings.contains("| noCatalog | 1 | "))
    #expect(findings.contains("| text-scaled, image, missing |"))
    #expect(!findings.contains("truncated") && !findings.contains("| 0 |"))
    let html = try Self.audit(arguments + ["html"])
    #expect(html.status == 0)
    let section = html.stdout.components(separatedBy: "<h2>Findings</h2>")[1]
      .components(separatedBy: "<h2>")[0]
    #expect(section.contains("<td>servedByParent</td><td class=\"num\">1</td>"))
    #expect(section.contains(SafeText.xml(Finding.Kind.noCatalog.meaning)))
    #expect(!section.contains("truncated") && !section.contains(">0<"))
  }

  @Test("A catalog folder that cannot be used fails the audit with 65 and no report")
  func invalidCatalog() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"schemaVersion":1,"locale":"de","on":{"texts":[]}}"#.utf8).write(
      to: folder.appendingPathComponent("de.json"))
    for format in ["table", "json", "junit"] {
      let run = try Self.audit([
        "--catalog", folder.path, "--locales", "de", "--preset", "ios", "--format", format,
        "--fail-on", "missing",
      ])
      #expect(run.status == 65, "\(format)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains("de.json"))
    }
  }
}
