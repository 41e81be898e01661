import Foundation
import SwitchLabels
import Testing

@testable import switch_labels

/// `audit`'s CI formats (SARIF, GitHub annotations, GitLab Code Quality), parsed here with
/// JSONSerialization and checked against the formats' own rules, written out in the tests.
///
/// The SARIF check is a structural oracle of the members SARIF 2.1.0 requires and GitHub reads;
/// `SARIFSchemaTests` validates the logs against OASIS's published schema too.
@Suite("switch-labels audit: SARIF, GitHub, Code Quality", .tags(.cli))
struct CIReportTests {
  /// The package's root: the folder that holds `Locales/catalogs`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func audit(_ arguments: [String], in folder: URL = root) throws -> ToolRun {
    try runTool(["audit"] + arguments, currentDirectory: folder)
  }

  static func object(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  /// The SARIF 2.1.0 members every log needs; returns the results.
  static func checkSARIF(_ text: String) throws -> [[String: Any]] {
    let log = try #require(try object(text) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "switch-labels")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.count == rules.count && Set(ids).count == ids.count)
    for rule in rules {
      #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      #expect(ids.contains(ruleId))
      if let index = result["ruleIndex"] as? Int { #expect(ids[index] == ruleId) }
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      #expect(!locations.isEmpty)
      for location in locations {
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        // Relative to the working directory, or a file URI for a file outside it.
        #expect(
          uri.hasPrefix("file:///") || (!uri.isEmpty && !uri.hasPrefix("/") && !uri.contains(":")),
          "\(uri)")
        #expect(!uri.contains(" ") && !uri.contains("\\"))
        let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
        #expect(line >= 1)
      }
      let prints = try #require(result["partialFingerprints"] as? [String: String])
      #expect(!prints.isEmpty)
    }
    return results
  }

  static func startLine(_ result: [String: Any]) -> Int? {
    let locations = result["locations"] as? [[String: Any]]
    let physical = locations?.first?["physicalLocation"] as? [String: Any]
    return (physical?["region"] as? [String: Any])?["startLine"] as? Int
  }

  static func uri(_ result: [String: Any]) -> String? {
    let locations = result["locations"] as? [[String: Any]]
    let physical = locations?.first?["physicalLocation"] as? [String: Any]
    return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
  }

  @Test("SARIF: one run, a rule per kind, results at the catalog file, stable fingerprints")
  func sarif() throws {
    let arguments = [
      "--locales", "kgp,de,fr", "--preset", "ios-classic", "--format", "sarif", "--fail-on",
      "missing",
    ]
    let run = try Self.audit(arguments)
    #expect(run.status == 1)
    let results = try Self.checkSARIF(run.stdout)
    // kgp has no catalog (an image label from root); fr's words do not fit ios-classic.
    let kgp = try #require(results.first { $0["ruleId"] as? String == "noCatalog" })
    #expect(Self.uri(kgp) == "Locales/catalogs/root.json")
    let fr = try #require(results.first { $0["ruleId"] as? String == "imageFallback" })
    #expect(Self.uri(fr) == "Locales/catalogs/fr.json")
    // At the catalog's "on" member, found here by reading the file.
    let catalog = try String(
      contentsOf: Self.root.appendingPathComponent("Locales/catalogs/fr.json"), encoding: .utf8)
    let onLine = try #require(
      catalog.components(separatedBy: "\n").firstIndex {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"on\"")
      })
    #expect(Self.startLine(fr) == onLine + 1)
    #expect(fr["level"] as? String == "warning")
    // de × ios-classic is served by its own catalog: no result points at it.
    #expect(!results.contains { Self.uri($0) == "Locales/catalogs/de.json" })
    let prints = results.compactMap {
      ($0["partialFingerprints"] as? [String: String])?.values.first
    }
    #expect(Set(prints).count == results.count)
    let again = try Self.checkSARIF(try Self.audit(arguments).stdout)
    #expect(
      again.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first } == prints)
  }

  @Test("SARIF outside the repository names the bundled catalog")
  func sarifElsewhere() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.audit(
      ["--locales", "fr", "--preset", "ios-classic", "--format", "sarif"], in: folder)
    let results = try Self.checkSARIF(run.stdout)
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { Self.uri($0) == "fr.json" })
  }

  @Test("GitHub annotations: one workflow command a line, properties and data escaped")
  func github() throws {
    let run = try Self.audit([
      "--locales", "kgp,fr", "--preset", "ios-classic", "--format", "github",
    ])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    let pattern = try NSRegularExpression(
      pattern:
        #"^::(error|warning|notice) file=[^,:\r\n]+(,line=[1-9][0-9]*)?,title=[^,:\r\n]*::[^\r\n]+$"#
    )
    for line in lines {
      let text = String(line)
      let range = NSRange(text.startIndex..., in: text)
      #expect(pattern.firstMatch(in: text, range: range) != nil, "\(text)")
    }
    #expect(lines.contains { $0.hasPrefix("::warning file=Locales/catalogs/fr.json,") })
  }

  @Test("GitHub escapes: % CR LF in data; also : and , in properties")
  func githubEscapes() {
    #expect(GitHubReport.data("50% a\r\nb::c,d") == "50%25 a%0D%0Ab::c,d")
    #expect(GitHubReport.property("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
  }

  @Test("Code Quality: a JSON array of issues with GitLab's fields")
  func codequality() throws {
    let run = try Self.audit(
      ["--locales", "kgp,fr", "--preset", "ios-classic", "--format", "codequality"])
    let issues = try #require(try Self.object(run.stdout) as? [[String: Any]])
    #expect(!issues.isEmpty)
    for issue in issues {
      #expect((issue["description"] as? String)?.isEmpty == false)
      #expect((issue["check_name"] as? String)?.isEmpty == false)
      #expect(
        ["info", "minor", "major", "critical", "blocker"].contains(
          issue["severity"] as? String ?? ""))
      let location = try #require(issue["location"] as? [String: Any])
      #expect((location["path"] as? String)?.hasPrefix("Locales/catalogs/") == true)
      #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
    }
    let prints = issues.compactMap { $0["fingerprint"] as? String }
    #expect(prints.count == issues.count && Set(prints).count == prints.count)
  }

  @Test("JUnit cases name the catalog file")
  func junitFile() throws {
    let run = try Self.audit(["--locales", "de", "--preset", "ios-classic", "--format", "junit"])
    #expect(run.stdout.contains(#"file="Locales/catalogs/de.json" line=""#))
  }

  @Test("Hostile catalog text: one command a line, no bidi controls, JSON that parses")
  func hostile() throws {
    let input = try HostileInput()
    defer { input.remove() }
    let github = try input.run("github")
    #expect(github.status == 1)
    let lines = github.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(
        line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "))
      #expect(line.components(separatedBy: "::").count == 3, "\(line)")
    }
    for format in ["github", "sarif", "codequality"] {
      let text = try input.run(format).stdout
      #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{2066}" }, "\(format)")
      if format != "github" { _ = try Self.object(text) }
    }
    _ = try Self.checkSARIF(try input.run("sarif").stdout)
  }

  @Test("SARIF keeps at most its limit of results and says so in the run")
  func sarifLimit() throws {
    let json = try Self.audit([
      "--locales", "kgp,fr,gsw", "--preset", "ios-classic", "--format", "json",
    ])
    let report = try JSONDecoder().decode(AuditReport.self, from: Data(json.stdout.utf8))
    var renderer = SARIFReport(context: ReportContext())
    let all = try Self.checkSARIF(try renderer.render(report))
    #expect(all.count >= 3)
    renderer.resultLimit = 2
    let text = try renderer.render(report)
    #expect(try Self.checkSARIF(text).count == 2)
    let log = try Self.object(text) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first
    let properties = run?["properties"] as? [String: Any]
    #expect(properties?["truncated"] as? Bool == true)
    #expect(properties?["resultCount"] as? Int == all.count)
    let notifications =
      (run?["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]
      as? [[String: Any]]
    #expect(notifications?.count == 1)
  }
}
