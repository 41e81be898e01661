import Foundation
import SwitchLabels
import Testing

@testable import switch_labels

@Suite("Option table: typed options, help, suggestions, exit codes", .tags(.cli))
struct OptionTableTests {
  /// Every command's name.
  static let commands = Tool.commands.map { $0.spec.name }

  @Test("No command declares an option name twice, and none declares --help itself")
  func uniqueNames() {
    for command in Tool.commands {
      let names = command.spec.options.map(\.name)
      #expect(Set(names).count == names.count, "\(command.spec.name): \(names)")
      #expect(!names.contains("help"), "\(command.spec.name)")
    }
  }

  @Test("Values are read by their option when parsed: typed, checked, any letter case")
  func typedValues() throws {
    let parsed = try AuditCommand.spec.parse([
      "--jobs", "3", "--format", "JSON", "--fail-on", "Image", "--preset", "IOS-Classic",
      "--preset", "gtk3-adwaita,Material3", "--round",
    ])
    #expect(parsed[AuditCommand.jobs] == 3)
    #expect(parsed[AuditCommand.format] == "json")
    #expect(parsed.all(AuditCommand.failOn) == [[.image]])
    #expect(
      parsed.all(LabelOptions.presets).flatMap { $0 }.map(\.name)
        == ["ios-classic", "gtk3-adwaita", "material3"])
    #expect(parsed[LabelOptions.round])
    #expect(!parsed[LabelOptions.estimate])
    #expect(parsed[AuditCommand.locales] == nil)
  }

  @Test(
    "A value an option does not accept is a usage error naming the option",
    arguments: [
      (["--jobs", "0"], "'--jobs': expected a whole number in 1…256"),
      (["--preset", "ios,nope"], "nope"),
      (["--jobs", "1e3"], "'--jobs'"),
      (["--font-size", "nan"], "'--font-size': expected a number from 0.01 to"),
      (["--font-size", "1e400"], "'--font-size'"),
      (["--font-size", "-3"], "'--font-size'"),
      (
        ["--fail-on", "sometimes"], "expected one of text-scaled, image, missing, borderline, never"
      ),
      (["--jobs"], "needs a value <n>"),
      (["--round=yes"], "takes no value"),
      (["--jobs", "2", "--jobs", "3"], "given more than once"),
      (["--preset", "\u{1B}[31mred"], "unknown preset"),
    ])
  func invalidValues(_ arguments: [String], _ message: String) {
    #expect {
      try AuditCommand.spec.parse(arguments)
    } throws: { error in
      guard let error = error as? ToolError else { return false }
      return error.exitCode == .usage && error.message.contains(message)
        && !error.message.contains("\u{1B}")
    }
  }

  @Test(
    "A misspelt option or command suggests the nearest one",
    arguments: [
      (["audit", "--locale", "de"], "did you mean '--locales'?"),
      (["resolve", "--locales", "de"], "did you mean '--locale'?"),
      (
        ["resolve", "--locale", "de", "--preset=ios", "--fromat", "json"],
        "did you mean '--format'?"
      ),
      (["measure", "--sise", "3"], "did you mean '--size'?"),
      (["reslove", "--locale", "de"], "did you mean 'resolve'?"),
      (["audit", "--zzzzzzzz"], "unknown option '--zzzzzzzz' for 'audit' (see --help)"),
    ])
  func suggestions(_ arguments: [String], _ message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("-h is --help on every command", arguments: commands)
  func shortHelp(_ command: String) throws {
    let long = try runTool([command, "--help"])
    let short = try runTool([command, "-h"])
    #expect(short.status == 0)
    #expect(short.stdout == long.stdout)
    #expect(short.stdout.contains("--help"))
  }

  @Test("--format and --preset take any letter case")
  func caseInsensitive() throws {
    let presets = try runTool(["presets", "--format", "JSON"])
    #expect(presets.status == 0)
    #expect(presets.stdout.hasPrefix("["))
    let resolve = try runTool([
      "resolve", "--locale", "de", "--preset", "IOS-Classic", "--format", "Json", "--estimate",
    ])
    #expect(resolve.status == 0, "\(resolve.stderr)")
    #expect(resolve.stdout.contains("\"geometry\""))
    let render = try runTool(["render", "switch", "--locale", "de", "--preset", "Material3"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.hasPrefix("<svg"))
  }

  @Test("The top-level help lists every exit code of the one map")
  func exitCodesInHelp() throws {
    let run = try runTool(["--help"])
    let section = run.stdout.components(separatedBy: "EXIT STATUS:").last ?? ""
    for (code, meaning) in ExitCode.documented {
      #expect(section.contains("\(code.rawValue)"), "\(code.rawValue)")
      #expect(section.contains(meaning))
    }
    #expect(ExitCode.documented.map(\.code.rawValue) == [0, 1, 64, 65, 66, 69, 70, 73])
  }

  @Test("The same library error exits the same way, alone or wrapped")
  func oneMap() {
    let measure: [MeasureError] = [
      .fontNotFound(family: "x"), .invalidSize(.nan), .textTooLong(length: 9_999),
      .systemLibrary("x"),
    ]
    for error in measure {
      let alone = ExitCode.of(error)
      #expect(ExitCode.of(ResolveError.measure(error)) == alone, "\(error)")
      #expect(ExitCode.of(SegmentedControlError.measure(error)) == alone, "\(error)")
    }
    let geometry = GeometryError.unknownPreset("x")
    #expect(ExitCode.of(geometry) == .usage)
    #expect(ExitCode.of(ResolveError.invalidGeometry(geometry)) == .usage)
    #expect(ExitCode.of(SegmentedControlError.invalidGeometry(geometry)) == .usage)
    #expect(ExitCode.of(CatalogError.invalidUTF8(file: "x")) == .dataError)
    #expect(ExitCode.of(ToolError.failure("x", .noInput)) == .noInput)
  }

  @Test("The edit distance behind the suggestions")
  func distance() {
    #expect(editDistance("locale", "locales") == 1)
    #expect(editDistance("fromat", "format") == 2)
    #expect(editDistance("", "abc") == 3)
    #expect(editDistance("same", "same") == 0)
  }
}
