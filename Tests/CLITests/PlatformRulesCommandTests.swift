import Foundation
import Testing

/// `strings` and `audit --strings` read files as their platforms read them (issue #32): a
/// `.strings` key defined twice, a `<string>` and `<plurals>` of one name, a repository root
/// with several tables, through the built binary.
@Suite("strings and audit: the platforms' own rules", .tags(.cli))
struct PlatformRulesCommandTests {
  /// The fixture folder of `app`.
  static func app(_ app: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("SwitchLabelsTests/Fixtures/AppStrings/\(app)").path
  }

  struct Row: Decodable {
    let locale: String
    let on: String?
    let source: String?
    let table: String?
  }

  struct Report: Decodable {
    let rows: [AuditRow]
  }

  struct AuditRow: Decodable {
    let locale: String
    let findings: [Finding]
  }

  struct Finding: Decodable {
    let kind: String
    let severity: String
  }

  /// Writes `files` under a new temporary folder.
  static func tree(_ files: [String: String]) throws -> URL {
    let root = try temporaryFolder()
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return root
  }

  static let repository = [
    "App/en.lproj/Localizable.strings": "\"settings.on\" = \"On\";\n\"settings.off\" = \"Off\";\n",
    "App/de.lproj/Localizable.strings": "\"settings.on\" = \"Ein\";\n\"settings.off\" = \"Aus\";\n",
    "Share/ja.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"共有\";\n",
  ]

  @Test("VLC for iOS: a key defined twice is read; stderr warns with the file and both lines")
  func vlcDuplicateKeyIsRead() throws {
    let folder = Self.app("VLCiOS")
    let run = try runTool(["strings", folder, "--on-key", "ON", "--off-key", "OFF"])
    #expect(run.status == 0, "\(run.stderr)")
    // Oracle: the lines of the fixture that define "TITLE".
    let file = folder + "/en.lproj/Localizable.strings"
    let lines = try String(contentsOfFile: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.hasPrefix("\"TITLE\" = ") }.map { $0.offset + 1 }
    #expect(lines.count == 2)
    let warning = run.stderr.split(separator: "\n").first { $0.contains("\"TITLE\"") }
    #expect(warning?.hasPrefix("warning: \(file):\(lines[1]): ") == true, "\(run.stderr)")
    #expect(warning?.contains("lines \(lines[0]) and \(lines[1])") == true)
    #expect(run.stdout.contains("On"))
  }

  @Test("DuckDuckGo: a <string> and a <plurals> of one name are read (exit 0)")
  func duckDuckGoStringAndPlurals() throws {
    let run = try runTool([
      "strings", Self.app("DuckDuckGoAndroid"), "--on-key", "bookmarkFolderDeleteDialogMessage",
      "--off-key", "bookmarkFolderEmpty", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try run.json([Row].self)
    #expect(rows.first?.on == "Are you sure you want to delete ")
    #expect(rows.first?.table == nil)
  }

  @Test("a repository root: only the table holding the keys makes app locales")
  func repositoryRootTables() throws {
    let root = try Self.tree(Self.repository).path
    let keys = ["--on-key", "settings.on", "--off-key", "settings.off"]
    let strings = try runTool(["strings", root, "--format", "json"] + keys)
    #expect(strings.status == 0, "\(strings.stderr)")
    let rows = try strings.json([Row].self)
    #expect(rows.map(\.locale) == ["de", "en"])
    #expect(rows.allSatisfy { $0.table == "Localizable" })
    #expect(strings.stderr.contains("(table Localizable)"))

    let audit = try runTool(
      [
        "audit", "--strings", root, "--preset", "ios", "--locales", "ja,de", "--fail-on", "missing",
        "--format", "json",
      ] + keys)
    #expect(audit.status == 0, "\(audit.stderr)")
    let report = try audit.json(Report.self)
    #expect(!report.rows.flatMap(\.findings).contains { $0.kind == "appMissing" })
  }

  @Test("--table chooses a table; a table no file has is refused, naming the tables")
  func tableOption() throws {
    let root = try Self.tree(Self.repository).path
    let chosen = try runTool(
      [
        "strings", root, "--table", "Localizable", "--on-key", "settings.on", "--off-key",
        "settings.off", "--format", "json",
      ])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(try chosen.json([Row].self).map(\.locale) == ["de", "en"])
    let wrong = try runTool(
      [
        "strings", root, "--table", "Main", "--on-key", "settings.on", "--off-key",
        "settings.off",
      ])
    #expect(wrong.status == 65)
    #expect(wrong.stderr.contains("--table Main"))
    #expect(wrong.stderr.contains("InfoPlist, Localizable"))
  }
}
