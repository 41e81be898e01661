import Foundation
import Testing

/// Every SARIF log `switch-labels` writes is valid against OASIS's published SARIF 2.1.0 schema
/// (`Fixtures/SARIF`), checked by python3-jsonschema: the switch audit with our catalogs and
/// with an app's files, and a segmented control's audit.
@Suite("SARIF against OASIS's schema", .tags(.cli))
struct SARIFSchemaTests {
  static let python = "/usr/bin/python3"
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SARIF/sarif-schema-2.1.0.json")
  static let hasValidator: Bool = {
    guard FileManager.default.isExecutableFile(atPath: python),
      let run = try? runProgram(python, ["-c", "import jsonschema"])
    else { return false }
    return run.status == 0
  }()

  /// The schema's verdict on `log`: nil when valid, else the first error.
  static func validate(_ log: String) throws -> String? {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("log.sarif")
    try Data(log.utf8).write(to: file)
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      log = json.load(open(sys.argv[2]))
      errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=str)
      print(errors[0].message if errors else "valid")
      """
    let run = try runProgram(python, ["-c", script, schema.path, file.path])
    #expect(run.status == 0, "\(run.stderr)")
    let verdict = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    return verdict == "valid" ? nil : verdict
  }

  @Test(
    "the switch audit (catalogs, an app's files) and the segmented audit write valid SARIF",
    .enabled(if: hasValidator, "python3-jsonschema is not installed (scripts/setup-system)"),
    arguments: [
      ["audit", "--locales", "de-CH,gsw,kgp,fi,ar", "--fail-on", "image"],
      [
        "audit", "--strings", "Tests/SwitchLabelsTests/Fixtures/AppStrings/VLCiOS", "--locales",
        "de,ja,sw,en-XA", "--fail-on", "untranslated",
      ],
      [
        "audit", "segmented", "--segments", "Day,Week,Month", "--width", "120", "--locales",
        "de,ta,ar",
      ],
      [
        "audit", "segmented", "--strings",
        "Tests/SwitchLabelsTests/Fixtures/AppStrings/AOSPCalendar",
        "--segments", "day_view,week_view,month_view", "--width", "200", "--locales", "de-CH,sw",
      ],
    ])
  func valid(arguments: [String]) throws {
    let run = try runTool(
      arguments + ["--format", "sarif"], currentDirectory: CIReportTests.root)
    #expect([0, 1].contains(run.status), "\(run.stderr)")
    #expect(try Self.validate(run.stdout) == nil)
    #expect(run.stdout.contains("\"results\""))
  }

  @Test(
    "the validator rejects a log that breaks the schema (the oracle can fail)",
    .enabled(if: hasValidator, "python3-jsonschema is not installed (scripts/setup-system)"))
  func rejects() throws {
    #expect(try Self.validate("{\"version\": \"2.1.0\", \"runs\": [{\"results\": []}]}") != nil)
  }
}
