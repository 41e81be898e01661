import Foundation
import Testing

/// The CI guide (`AuditingInCI.md`) as a runner reads it: its YAML parses, its jobs have the keys
/// GitHub Actions and GitLab CI need, and its audit lines run and write the reports the jobs
/// upload.
///
/// The YAML is parsed by PyYAML (`python3-yaml`, installed by `scripts/setup-system`), a real
/// YAML 1.1 parser like the ones the runners use.
@Suite("CI guide: the article's YAML parses, and its audit lines run", .tags(.cli))
struct CIGuideTests {
  /// This package's root: three folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The article's ```yaml blocks, in order.
  static func yamlBlocks() throws -> [String] {
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/SwitchLabels/SwitchLabels.docc/Articles/AuditingInCI.md"), encoding: .utf8)
    return article.components(separatedBy: "```yaml\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
  }

  /// `yaml` parsed by PyYAML, as the JSON value it stands for.
  static func parse(_ yaml: String) throws -> [String: Any] {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ci.yml")
    try Data(yaml.utf8).write(to: file)
    let program = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
    let run = try runProgram("/usr/bin/env", ["python3", "-c", program, file.path])
    try #require(
      run.status == 0,
      "python3 with PyYAML (python3-yaml, see scripts/setup-system) parses the YAML: \(run.stderr)")
    let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    return try #require(value as? [String: Any])
  }

  /// The packages `scripts/setup-system` installs.
  static func setupPackages() throws -> Set<String> {
    let script = try String(
      contentsOf: root.appendingPathComponent("scripts/setup-system"), encoding: .utf8)
    let list = try #require(script.firstMatch(of: try Regex("packages=\\(([^)]*)\\)")))
    return Set((list[1].substring ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
  }

  /// The packages an `apt-get install` line names.
  static func installed(by line: String) -> [String] {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let install = words.firstIndex(of: "install") else { return [] }
    return words[(install + 1)...].filter { !$0.hasPrefix("-") }
  }

  /// The `--report FORMAT:PATH` values of an audit line, by format.
  static func reports(_ line: String) -> [String: String] {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    var reports: [String: String] = [:]
    for (word, next) in zip(words, words.dropFirst()) where word == "--report" {
      let parts = next.split(separator: ":", maxSplits: 1).map(String.init)
      if parts.count == 2 { reports[parts[0]] = parts[1] }
    }
    return reports
  }

  /// Runs an audit line of the guide in a folder holding a small app's strings at
  /// `MyApp/Resources` (German, English, and French left untranslated), and returns the run
  /// and the folder (removed by the caller).
  static func runAudit(_ line: String) throws -> (ToolRun, URL) {
    let folder = try temporaryFolder()
    let resources = folder.appendingPathComponent("MyApp/Resources")
    try FileManager.default.createDirectory(
      at: resources.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Tests/Fixtures/PluginUser/Sources/Settings/Resources"),
      to: resources)
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(words.prefix(2) == ["switch-labels", "audit"], "\(line)")
    let run = try runTool(Array(words.dropFirst()), currentDirectory: folder)
    // The French words are the source language's: --fail-on untranslated fails the job.
    #expect(run.status == 1, "\(line): \(run.stderr)")
    #expect(run.stderr.contains("1 row meets --fail-on"), "\(run.stderr)")
    for (format, path) in reports(line) {
      let written = folder.appendingPathComponent(path)
      let size = (try? written.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
      #expect(size > 0, "--report \(format):\(path) wrote nothing")
    }
    return (run, folder)
  }

  @Test("The guide has a GitHub Actions workflow and a GitLab CI job")
  func blocks() throws {
    #expect(try Self.yamlBlocks().count == 2)
  }

  @Test("GitHub Actions: annotations, the Markdown summary and the SARIF the audit wrote")
  func gitHub() throws {
    let yaml = try #require(try Self.yamlBlocks().first)
    let workflow = try Self.parse(yaml)
    // YAML 1.1 reads the bare key `on` as true; GitHub reads it as "on". Either way it is there.
    #expect(workflow["on"] != nil || workflow["true"] != nil)
    let permissions = try #require(workflow["permissions"] as? [String: String])
    #expect(permissions["security-events"] == "write")
    let jobs = try #require(workflow["jobs"] as? [String: Any])
    let job = try #require(jobs["audit"] as? [String: Any])
    #expect(job["runs-on"] is String)
    let steps = try #require(job["steps"] as? [[String: Any]])
    for step in steps {
      // Each step either uses an action or runs a command.
      #expect((step["uses"] is String) != (step["run"] is String), "\(step)")
    }
    let runs = steps.compactMap { $0["run"] as? String }
    let audit = try #require(runs.first { $0.hasPrefix("switch-labels audit") })
    #expect(audit.contains("--format github"))
    let reports = Self.reports(audit)

    // The SARIF uploaded is the one the audit wrote; it is uploaded when the audit fails too.
    let upload = try #require(
      steps.first {
        ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true
      })
    let with = try #require(upload["with"] as? [String: Any])
    #expect(with["sarif_file"] as? String == reports["sarif"])
    #expect(upload["if"] as? String == "always()")
    // The Markdown report becomes the job summary, also when the audit fails.
    let markdown = try #require(reports["markdown"])
    let summary = try #require(
      steps.first { ($0["run"] as? String)?.contains("$GITHUB_STEP_SUMMARY") == true })
    #expect(summary["run"] as? String == "cat \(markdown) >> \"$GITHUB_STEP_SUMMARY\"")
    #expect(summary["if"] as? String == "always()")
    // The tool built from the checkout is what goes on PATH.
    let checkout = try #require(
      steps.compactMap { $0["with"] as? [String: Any] }.first { $0["repository"] != nil })
    let folder = try #require(checkout["path"] as? String)
    let build = try #require(runs.first { $0.contains("swift build") })
    #expect(build.contains("--package-path \(folder) --product switch-labels"))
    #expect(build.contains("/\(folder)/.build/release\" >> \"$GITHUB_PATH\""))
    // The packages are ones the project's own set-up installs.
    let apt = try #require(runs.first { $0.contains("apt-get install") })
    let packages = Self.installed(by: apt)
    #expect(packages.contains("libicu-dev"))
    #expect(Set(packages).isSubset(of: try Self.setupPackages()), "\(packages)")

    let (run, output) = try Self.runAudit(audit)
    defer { try? FileManager.default.removeItem(at: output) }
    #expect(
      run.stdout.contains(
        "::warning file=MyApp/Resources/fr.lproj/Localizable.strings,line=2,"), "\(run.stdout)")
    let sarif = try Data(contentsOf: output.appendingPathComponent(try #require(reports["sarif"])))
    let log = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
  }

  @Test("GitLab CI: the Code Quality and JUnit reports it keeps are the ones the audit wrote")
  func gitLab() throws {
    let yaml = try #require(try Self.yamlBlocks().last)
    let pipeline = try Self.parse(yaml)
    let job = try #require(pipeline["switch-labels"] as? [String: Any])
    #expect(job["image"] is String)
    let setup = try #require(job["before_script"] as? [String])
    let script = try #require(job["script"] as? [String])
    let audit = try #require(script.first { $0.hasPrefix("switch-labels audit") })
    let reports = Self.reports(audit)
    let artifacts = try #require(job["artifacts"] as? [String: Any])
    #expect(artifacts["when"] as? String == "always")
    let kept = try #require(artifacts["reports"] as? [String: String])
    #expect(kept["codequality"] != nil)
    #expect(kept["codequality"] == reports["codequality"])
    #expect(kept["junit"] == reports["junit"])
    // The tool built from the clone is what goes on PATH.
    #expect(setup.contains { $0.hasSuffix(" .switch-labels") && $0.hasPrefix("git clone") })
    #expect(
      setup.contains("swift build -c release --package-path .switch-labels --product switch-labels")
    )
    #expect(setup.contains { $0.contains("/.switch-labels/.build/release:$PATH") })
    let apt = try #require(setup.first { $0.contains("apt-get install") })
    #expect(Set(Self.installed(by: apt)).isSubset(of: try Self.setupPackages()))

    let (_, output) = try Self.runAudit(audit)
    defer { try? FileManager.default.removeItem(at: output) }
    let quality = try Data(
      contentsOf: output.appendingPathComponent(try #require(reports["codequality"])))
    let issues = try #require(try JSONSerialization.jsonObject(with: quality) as? [[String: Any]])
    let paths = issues.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }
    #expect(paths.contains("MyApp/Resources/fr.lproj/Localizable.strings"), "\(paths)")
  }
}
