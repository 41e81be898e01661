import Foundation
import SwitchLabels
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `switch-labels audit segmented`, run as a user runs it: every format parsed by a reader of its
/// own, the app's keys from a real app's files, the exit codes of bad input.
@Suite("switch-labels audit segmented", .tags(.cli))
struct AuditSegmentedCommandTests {
  static let root = CIReportTests.root
  static let calendar = "Tests/SwitchLabelsTests/Fixtures/AppStrings/AOSPCalendar"
  static let appArguments = [
    "audit", "segmented", "--strings", calendar, "--segments", "day_view,week_view,month_view",
    "--width", "200", "--locales", "ar,de-CH,ja,ta,sw",
  ]

  static func run(_ arguments: [String]) throws -> ToolRun {
    try runTool(arguments, currentDirectory: root)
  }

  @Test("JSON: the report with every row, segments in the control's order")
  func json() throws {
    let result = try Self.run(Self.appArguments + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.count == 10)
    #expect(object["titles"] as? String == "app")
    #expect(object["segmentIDs"] as? [String] == ["day_view", "week_view", "month_view"])
    let arabic = try #require(rows.first { $0["locale"] as? String == "ar" })
    #expect(arabic["mirrored"] as? Bool == true)
    let segments = try #require(arabic["segments"] as? [[String: Any]])
    #expect(segments.map { $0["spoken"] as? String } == ["يوم", "أسبوع", "شهر"])
    #expect(segments.map { $0["visualIndex"] as? Int } == [2, 1, 0])
    // A geometry's font reads as the geometry files write it.
    let geometries = try #require(object["geometries"] as? [[String: Any]])
    let font = try #require(geometries.first?["font"] as? [String: Any])
    #expect((font["source"] as? [String: Any])?["family"] as? String == "Noto Sans")
  }

  @Test("CSV: a record per row and segment, RFC 4180")
  func csv() throws {
    let result = try Self.run(Self.appArguments + ["--format", "csv"])
    #expect(result.status == 0)
    let lines = result.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(lines.first?.hasPrefix("locale,locale_name,geometry,") == true)
    #expect(lines.count == 1 + 10 * 3)
  }

  @Test("JUnit: a case a row, failures where --fail-on is met, file and line of the app's words")
  func junit() throws {
    let result = try Self.run(
      Self.appArguments + ["--format", "junit", "--fail-on", "text-scaled"])
    #expect(result.status == 1)
    final class Cases: NSObject, XMLParserDelegate {
      var cases: [[String: String]] = []
      var failures = 0
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
      ) {
        if name == "testcase" { cases.append(attributes) }
        if name == "failure" { failures += 1 }
      }
    }
    let parser = XMLParser(data: Data(result.stdout.utf8))
    let cases = Cases()
    parser.delegate = cases
    #expect(parser.parse())
    #expect(cases.cases.count == 10)
    #expect(cases.failures > 0)
    let german = try #require(cases.cases.first { $0["name"] == "de-CH × standard" })
    #expect(german["file"] == Self.calendar + "/res/values-de/strings.xml")
    #expect(german["line"] != nil)
  }

  @Test("SARIF, GitHub and Code Quality point at the app's file and line")
  func ciFormats() throws {
    let sarif = try Self.run(Self.appArguments + ["--format", "sarif"])
    let results = try CIReportTests.checkSARIF(sarif.stdout)
    #expect(!results.isEmpty)
    let github = try Self.run(Self.appArguments + ["--format", "github"])
    let lines = github.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.hasPrefix("::warning file=\(Self.calendar)/res/values"), "\(line)")
      #expect(line.contains(",line="))
    }
    let quality = try Self.run(Self.appArguments + ["--format", "codequality"])
    let issues = try #require(
      try JSONSerialization.jsonObject(with: Data(quality.stdout.utf8)) as? [[String: Any]])
    #expect(issues.count == results.count)
    for issue in issues {
      #expect(
        ["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String))
      #expect((issue["fingerprint"] as? String)?.count == 16)
    }
  }

  @Test("HTML: a picture of each control, one clip path each, no script")
  func html() throws {
    let result = try Self.run(
      [
        "audit", "segmented", "--pages", "5", "--width", "160", "--locales", "ar,fa,en", "--format",
        "html",
      ])
    #expect(result.status == 0)
    #expect(result.stdout.components(separatedBy: "<svg ").count - 1 == 6)
    let clips = result.stdout.components(separatedBy: "<clipPath id=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    #expect(clips.count == 6 && Set(clips).count == 6)
    #expect(!result.stdout.contains("<script"))
    #expect(result.stdout.contains("٥"))
  }

  @Test("several reports from one run, each whole")
  func reports() throws {
    let folder = try temporaryFolder()
    let sarif = folder.appendingPathComponent("s.sarif").path
    let markdown = folder.appendingPathComponent("s.md").path
    let result = try Self.run(
      Self.appArguments + ["--report", "sarif:\(sarif)", "--report", "markdown:\(markdown)"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("LOCALE"))
    _ = try CIReportTests.checkSARIF(try String(contentsOfFile: sarif, encoding: .utf8))
    let text = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(text.hasPrefix("# switch-labels audit segmented"))
  }

  @Test("--fail-on: a control too narrow fails text-scaled, and the run still reports it")
  func failOn() throws {
    let result = try Self.run(
      [
        "audit", "segmented", "--segments", "Day,Week,Month", "--width", "30", "--locales", "de",
        "--fail-on", "text-scaled",
      ])
    #expect(result.status == 1)
    #expect(result.stdout.contains("tooNarrow"))
    #expect(result.stderr.contains("too narrow"))
  }

  @Test("help: on the command, through help, and named by audit's help")
  func help() throws {
    let direct = try Self.run(["audit", "segmented", "--help"])
    #expect(direct.status == 0)
    #expect(direct.stdout.contains("USAGE: switch-labels audit segmented"))
    let short = try Self.run(["audit", "segmented", "-h"])
    #expect(short.stdout == direct.stdout)
    let through = try Self.run(["help", "audit", "segmented"])
    #expect(through.stdout == direct.stdout)
    let tool = try Self.run(["--help"])
    #expect(tool.stdout.contains("audit segmented"))
  }

  @Test(
    "bad input: a clear error, the documented exit code, nothing written",
    arguments: [
      (["--segments", "A,B"], Int32(64), "--width"),
      (["--width", "100"], 64, "--segments or --pages"),
      (["--pages", "0", "--width", "100"], 64, "--pages"),
      (["--pages", "10000", "--width", "100"], 64, "--pages"),
      (["--segments", "A,B,A", "--width", "100"], 64, "twice"),
      (["--segments", "A,,B", "--width", "100"], 64, "empty"),
      (["--segments", "A", "--pages", "3", "--width", "100"], 64, "not both"),
      (["--segments", "A", "--width", "-5"], 64, "--width"),
      (["--segments", "A", "--width", "100", "--preset", "ios"], 64, "unknown segmented preset"),
      (["--segments", "A", "--width", "100", "--locales", "xx-!!"], 65, "xx-!!"),
      (
        ["--strings", calendar, "--segments", "day_view,week_vew", "--width", "100"], 65,
        "did you mean \"week_view\""
      ),
      (["--strings", "missing-folder", "--segments", "a", "--width", "100"], 66, "missing-folder"),
      (["--pages", "3", "--strings", calendar, "--width", "100"], 64, "--pages"),
      (["--segments", "A", "--width", "100", "--geometry", "no-such.json"], 66, "no-such.json"),
      (["--segments", "A", "--width", "100", "--geometry", "Package.swift"], 65, "Package.swift"),
    ])
  func badInput(arguments: [String], status: Int32, mentions: String) throws {
    let folder = try temporaryFolder()
    let output = folder.appendingPathComponent("out.json")
    let result = try Self.run(
      ["audit", "segmented"] + arguments + ["--format", "json", "--output", output.path])
    #expect(result.status == status, "\(arguments): \(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
