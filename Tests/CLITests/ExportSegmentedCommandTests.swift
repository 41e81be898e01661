import Foundation
import Testing

/// `switch-labels export segmented`, run as a user runs it: the files agree with
/// `audit segmented --format json`, folders need --output, and the formats that hold switches
/// only are a usage error.
@Suite("switch-labels export segmented", .tags(.cli))
struct ExportSegmentedCommandTests {
  static let calendar = AuditSegmentedCommandTests.calendar
  static let control = [
    "--strings", calendar, "--segments", "day_view,week_view,month_view", "--width", "200",
    "--locales", "ar,de-CH,ja,sw", "--preset", "material3",
  ]

  static func run(_ arguments: [String]) throws -> ToolRun {
    try runTool(arguments, currentDirectory: AuditSegmentedCommandTests.root)
  }

  @Test("JSON export and the audit say the same for every locale")
  func jsonAgreesWithAudit() throws {
    let export = try Self.run(["export", "segmented", "--format", "json"] + Self.control)
    #expect(export.status == 0, "\(export.stderr)")
    let audit = try Self.run(["audit", "segmented", "--format", "json"] + Self.control)
    let exported = try #require(
      try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
    let audited = try #require(
      try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])
    let locales = try #require(exported["locales"] as? [String: [String: [String: Any]]])
    let rows = try #require(audited["rows"] as? [[String: Any]])
    #expect(locales.count == 4)
    for row in rows {
      let tag = try #require(row["locale"] as? String)
      let decision = try #require(locales[tag]?["material3"])
      #expect(decision["rung"] as? String == row["rung"] as? String, "\(tag)")
      #expect(decision["mirrored"] as? Bool == row["mirrored"] as? Bool)
      let drawn = (row["segments"] as? [[String: Any]] ?? []).map { $0["text"] as? String }
      let written = (decision["segments"] as? [[String: Any]] ?? []).map { $0["text"] as? String }
      #expect(drawn == written, "\(tag)")
    }
    // A locale without its own: the app's source language, as the app shows it.
    let fallback = try #require((exported["default"] as? [String: [String: Any]])?["material3"])
    let spoken = (fallback["segments"] as? [[String: Any]] ?? []).map { $0["spoken"] as? String }
    #expect(spoken == ["Day", "Week", "Month"])
  }

  @Test("folders: android and strings need --output, and are written whole")
  func folders() throws {
    let missing = try Self.run(["export", "segmented", "--format", "android"] + Self.control)
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("--output"))
    let folder = try temporaryFolder().appendingPathComponent("res")
    let written = try Self.run(
      ["export", "segmented", "--format", "android", "--output", folder.path] + Self.control)
    #expect(written.status == 0, "\(written.stderr)")
    let arabic = try String(
      contentsOf: folder.appendingPathComponent("values-ar/segmented_labels.xml"), encoding: .utf8)
    #expect(arabic.contains("<string name=\"segmented_labels_day_view\">يوم</string>"))
    #expect(arabic.contains("<bool name=\"segmented_labels_mirrored\">true</bool>"))
    // Exported again into the same folder: the earlier export is replaced.
    let again = try Self.run(
      ["export", "segmented", "--format", "android", "--output", folder.path] + Self.control)
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test(
    "switch-only formats and bad input: a clear error, nothing written",
    arguments: [
      (["--format", "swift"], Int32(64), "switches only"),
      (["--format", "xliff"], 64, "switches only"),
      (["--format", "xcstrings", "--key-prefix", "9x"], 64, "key prefix"),
      (["--format", "json", "--width", "0"], 64, "--width"),
    ])
  func badInput(arguments: [String], status: Int32, mentions: String) throws {
    let output = try temporaryFolder().appendingPathComponent("out.json")
    let run = try Self.run(
      ["export", "segmented", "--output", output.path] + Self.control + arguments)
    #expect(run.status == status, "\(run.stderr)")
    #expect(run.stderr.contains(mentions), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
