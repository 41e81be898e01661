import Foundation
import Testing

/// `audit --report FORMAT:PATH`, `--write-baseline` / `--baseline`, and the app's `--fail-on`
/// conditions, as a CI job uses them.
@Suite("switch-labels audit: --report, --baseline, the app's --fail-on", .tags(.cli))
struct ReportOptionTests {
  static func audit(_ arguments: [String], in folder: URL = CIReportTests.root) throws -> ToolRun {
    try runTool(["audit"] + arguments, currentDirectory: folder)
  }

  @Test("--report writes several formats from one run, beside stdout")
  func reports() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = folder.appendingPathComponent("a.sarif").path
    let junit = folder.appendingPathComponent("a.xml").path
    let quality = folder.appendingPathComponent("gl.json").path
    let run = try Self.audit([
      "--locales", "kgp,de", "--preset", "ios-classic", "--format", "json", "--fail-on", "image",
      "--report", "sarif:" + sarif, "--report", "JUNIT:" + junit, "--report",
      "codequality:" + quality,
    ])
    #expect(run.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect((json?["rows"] as? [Any])?.count == 2)
    _ = try CIReportTests.checkSARIF(try String(contentsOfFile: sarif, encoding: .utf8))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("<testsuites") && xml.contains("failures=\"1\""))
    let issues = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: quality)))
    #expect((issues as? [Any])?.isEmpty == false)
  }

  @Test("--report: an unknown format is 64, an unwritable path 73 and nothing is written")
  func reportErrors() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.sarif").path
    let unknown = try Self.audit(["--locales", "de", "--report", "yaml:x.yaml"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("yaml"))
    let noColon = try Self.audit(["--locales", "de", "--report", "sarif"])
    #expect(noColon.status == 64)
    let unwritable = try Self.audit([
      "--locales", "de", "--preset", "ios", "--report", "sarif:" + good,
      "--report", "junit:" + folder.appendingPathComponent("no/such/folder/a.xml").path,
    ])
    #expect(unwritable.status == 73)
    #expect(!FileManager.default.fileExists(atPath: good))
  }

  @Test("--write-baseline records the failing rows; --baseline fails only on new ones")
  func baseline() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("baseline.json").path
    let common = ["--preset", "ios-classic", "--fail-on", "missing"]
    let write = try Self.audit(["--locales", "kgp,de"] + common + ["--write-baseline", file])
    #expect(write.status == 1)
    let recorded =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
    let rows = try #require(recorded?["rows"] as? [[String: Any]])
    #expect(rows.count == 1)
    #expect(rows.first?["locale"] as? String == "kgp")
    #expect(rows.first?["geometry"] as? String == "ios-classic")
    #expect((rows.first?["kinds"] as? [String])?.contains("noCatalog") == true)
    #expect((rows.first?["words"] as? [String: Any])?["on"] != nil)

    let known = try Self.audit(["--locales", "kgp,de"] + common + ["--baseline", file])
    #expect(known.status == 0)
    // gsw is served from outside its chain (missingTranslation): a new row, named on stderr.
    let new = try Self.audit(["--locales", "kgp,de,gsw"] + common + ["--baseline", file])
    #expect(new.status == 1)
    #expect(new.stderr.contains("new: gsw × ios-classic"))
    #expect(!new.stderr.contains("new: kgp"))
  }

  @Test("A malformed baseline is 65, naming the file and not quoting it")
  func malformedBaseline() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.json")
    try Data("{\"SECRET-TOKEN\": [".utf8).write(to: file)
    let run = try Self.audit([
      "--locales", "de", "--preset", "ios", "--fail-on", "missing", "--baseline", file.path,
    ])
    #expect(run.status == 65)
    #expect(run.stderr.contains("bad.json"))
    #expect(!run.stderr.contains("SECRET"))
    let wrongShape = folder.appendingPathComponent("shape.json")
    try Data("{\"schemaVersion\": 1, \"rows\": 3}".utf8).write(to: wrongShape)
    #expect(try Self.audit(["--locales", "de", "--baseline", wrongShape.path]).status == 65)
  }

  @Test("--fail-on untranslated, review, empty: the app's findings; SARIF points at its line")
  func appConditions() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      "values/strings.xml",
      "<resources>\n  <string name=\"switch_on\">On</string>\n"
        + "  <string name=\"switch_off\">Off</string>\n</resources>\n")
    // de: "On" is the source text (untranslated), on line 3; "Off" is empty.
    try write(
      "values-de/strings.xml",
      "<resources>\n  <string name=\"switch_off\"></string>\n"
        + "  <string name=\"switch_on\">On</string>\n</resources>\n")
    func status(_ condition: String) throws -> ToolRun {
      try Self.audit(
        ["--strings", ".", "--locales", "de", "--preset", "material3", "--fail-on", condition],
        in: folder)
    }
    #expect(try status("untranslated").status == 1)
    #expect(try status("empty").status == 1)
    #expect(try status("review").status == 0)
    let sarif = try Self.audit(
      ["--strings", ".", "--locales", "de", "--preset", "material3", "--format", "sarif"],
      in: folder)
    let results = try CIReportTests.checkSARIF(sarif.stdout)
    let untranslated = try #require(results.first { $0["ruleId"] as? String == "appUntranslated" })
    #expect(CIReportTests.uri(untranslated) == "values-de/strings.xml")
    let region =
      ((untranslated["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      as? [String: Any])?["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 3)
  }
}
