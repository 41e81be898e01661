import Foundation
import Testing

/// `audit --strings`: findings say where (JSON `location`, CSV `finding_*` columns, CI formats),
/// inconsistent pairs fail `--fail-on inconsistent`, and shorter words that fit are named,
/// through the built binary.
@Suite("switch-labels audit --strings: where findings are, pairs, shorter words", .tags(.cli))
struct AuditFindingsWhereTests {
  /// A hand-made app: `.strings` for en, de (the off key missing), pl ("Wł." / "Wyłączone"),
  /// ru (long words); each file starts with a comment line.
  static func app() throws -> URL {
    let folder = try temporaryFolder()
    let files: [(String, String)] = [
      ("en", "\"state.on\" = \"On\";\n\"state.off\" = \"Off\";\n"),
      ("de", "\"other\" = \"Andere\";\n\"state.on\" = \"Ein\";\n"),
      ("pl", "\"state.on\" = \"Wł.\";\n\n\"state.off\" = \"Wyłączone\";\n"),
      ("ru", "\"state.on\" = \"Включено\";\n\"state.off\" = \"Выключено\";\n"),
    ]
    for (locale, body) in files {
      let lproj = folder.appendingPathComponent("App/\(locale).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try ("/* The switch. */\n" + body).write(
        to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let keys = ["--on-key", "state.on", "--off-key", "state.off"]

  /// The line of the first line of `file` containing `needle` (the oracle: a plain text search).
  static func line(of needle: String, in file: URL) throws -> Int {
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    return try #require(lines.firstIndex { $0.contains(needle) }) + 1
  }

  struct Report: Decodable {
    let rows: [Row]
  }

  struct Row: Decodable {
    let locale: String
    let geometry: String
    let rung: String
    let findings: [Finding]
  }

  struct Finding: Decodable {
    let kind: String
    let message: String
    let location: Location?
  }

  struct Location: Decodable {
    let file: String?
    let line: Int?
    let key: String?
    let locale: String?
    let table: String?
    let wouldGo: Bool
  }

  @Test func jsonFindingsCarryTheirPlace() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(
      ["audit", "--strings", "App", "--locales", "de,pl,ja", "--preset", "ios", "--format", "json"]
        + Self.keys, currentDirectory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try run.json(Report.self).rows
    let german = try #require(rows.first { $0.locale == "de" })
    let missing = try #require(german.findings.first { $0.kind == "appMissing" }?.location)
    #expect(missing.file == "App/de.lproj/Localizable.strings")
    #expect(missing.line == nil)
    #expect(missing.key == "state.off")
    #expect(missing.locale == "de")
    #expect(missing.table == "Localizable")
    #expect(missing.wouldGo)
    let polish = try #require(rows.first { $0.locale == "pl" })
    let pair = try #require(polish.findings.first { $0.kind == "appInconsistentPair" }?.location)
    let plFile = folder.appendingPathComponent("App/pl.lproj/Localizable.strings")
    #expect(pair.file == "App/pl.lproj/Localizable.strings")
    #expect(pair.line == (try Self.line(of: "\"state.on\"", in: plFile)))
    #expect(pair.key == "state.on")
    #expect(pair.wouldGo == false)
    // ja: the app lacks it; its strings would go in ja.lproj, a file it does not have yet.
    let japanese = try #require(rows.first { $0.locale == "ja" })
    let fallback = try #require(japanese.findings.first { $0.kind == "appFallback" })
    #expect(fallback.location?.file == "App/ja.lproj/Localizable.strings")
    #expect(fallback.location?.wouldGo == true)
    #expect(fallback.message.contains("would go in App/ja.lproj/Localizable.strings"))
    // Findings about the drawing, not the app's files, have no location member.
    #expect(german.findings.filter { $0.location == nil }.allSatisfy { !$0.kind.hasPrefix("app") })
    #expect(run.stdout.contains("\"location\""))
  }

  @Test func csvLinesUpEachFindingsPlace() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(
      ["audit", "--strings", "App", "--locales", "de,pl", "--preset", "ios", "--format", "csv"]
        + Self.keys, currentDirectory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let records = try parseCSV(run.stdout)
    let header = try #require(records.first)
    let columns = [
      "finding_kinds", "finding_files", "finding_lines", "finding_keys", "finding_locales",
      "finding_tables", "finding_would_go",
    ]
    #expect(Array(header.suffix(columns.count)) == columns)
    let index = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
    for record in records.dropFirst() {
      let cells = columns.map { record[index[$0]!].components(separatedBy: "\n") }
      // Every column has one line per finding.
      #expect(Set(cells.map(\.count)).count == 1, "\(record)")
    }
    let german = try #require(records.first { $0[index["locale"]!] == "de" })
    let kinds = german[index["finding_kinds"]!].components(separatedBy: "\n")
    let at = try #require(kinds.firstIndex(of: "appMissing"))
    func cell(_ column: String) -> String {
      german[index[column]!].components(separatedBy: "\n")[at]
    }
    #expect(cell("finding_files") == "App/de.lproj/Localizable.strings")
    #expect(cell("finding_lines") == "")
    #expect(cell("finding_keys") == "state.off")
    #expect(cell("finding_locales") == "de")
    #expect(cell("finding_tables") == "Localizable")
    #expect(cell("finding_would_go") == "yes")
  }

  /// The segmented audit's CSV has the same `finding_*` columns, last.
  @Test func segmentedCSVHasTheSameColumns() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(
      [
        "audit", "segmented", "--strings", "App", "--segments", "state.on,state.off", "--width",
        "120", "--locales", "de", "--preset", "standard", "--format", "csv",
      ], currentDirectory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let records = try parseCSV(run.stdout)
    let header = try #require(records.first)
    #expect(header.suffix(2) == ["finding_tables", "finding_would_go"])
    let index = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
    let first = try #require(records.dropFirst().first)
    #expect(first[index["finding_kinds"]!] == "appMissing")
    #expect(first[index["finding_files"]!] == "App/de.lproj/Localizable.strings")
    #expect(first[index["finding_keys"]!] == "state.off")
    #expect(first[index["finding_would_go"]!] == "yes")
  }

  /// GitHub annotations point at a finding's own file and line; a file the app does not have yet
  /// (ja) cannot carry one, so the row's place does.
  @Test func annotationsUseTheFindingsPlace() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(
      ["audit", "--strings", "App", "--locales", "pl,ja", "--preset", "ios", "--format", "github"]
        + Self.keys, currentDirectory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let plFile = folder.appendingPathComponent("App/pl.lproj/Localizable.strings")
    let pair = try #require(lines.first { $0.contains("appInconsistentPair") })
    #expect(
      pair.hasPrefix(
        "::warning file=App/pl.lproj/Localizable.strings,line=\(try Self.line(of: "\"state.on\"", in: plFile)),"
      ))
    let fallback = try #require(lines.first { $0.contains("appFallback") })
    let enFile = folder.appendingPathComponent("App/en.lproj/Localizable.strings")
    #expect(
      fallback.hasPrefix(
        "::warning file=App/en.lproj/Localizable.strings,line=\(try Self.line(of: "\"state.on\"", in: enFile)),"
      ))
  }

  @Test func failOnInconsistentMeetsAnAbbreviatedPair() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = ["audit", "--strings", "App", "--preset", "ios", "--fail-on", "inconsistent"]
    let polish = try runTool(base + ["--locales", "pl"] + Self.keys, currentDirectory: folder)
    #expect(polish.status == 1, "\(polish.stderr)")
    let others = try runTool(
      base + ["--locales", "en,ru,de"] + Self.keys, currentDirectory: folder)
    #expect(others.status == 0, "\(others.stderr)")
    let help = try runTool(["audit", "--help"])
    #expect(help.stdout.contains("inconsistent the app's on and off words"))
    #expect(!help.stdout.contains("waits for a finding kind"))
  }

  /// ru "Включено" / "Выключено" take image labels in GTK's Adwaita switch; SwitchLabels' "Вкл." /
  /// "Выкл." fit, and the row says so with the widths.
  @Test func shorterWordsThatFitAreAdvised() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(
      [
        "audit", "--strings", "App", "--locales", "ru", "--preset", "gtk3-adwaita", "--format",
        "json",
      ] + Self.keys, currentDirectory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let row = try #require(try run.json(Report.self).rows.first)
    #expect(row.rung == "image")
    let advice = try #require(row.findings.first { $0.kind == "appShorterWordsFit" })
    #expect(advice.message.contains("\"Вкл.\" / \"Выкл.\" fit 34.8 px in gtk3-adwaita"))
    #expect(advice.message.contains("\"Включено\" / \"Выключено\""))
    #expect(advice.location?.key == "state.on")
  }
}
