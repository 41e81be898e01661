/// A subcommand: a declaration (``CommandSpec``) and a `run` that returns the exit status.
protocol Command: Sendable {
  /// The name, help text and option table.
  static var spec: CommandSpec { get }
  /// Runs the command with parsed arguments. Library errors propagate and become messages.
  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}

/// The tool: global options, the command table and dispatch.
enum Tool {
  static let name = "switch-labels"
  static let version = "0.1.0"

  /// Every command, in the order `--help` lists them.
  static let commands: [any Command.Type] = [
    LocaleCommand.self,
    LocalesCommand.self,
    LintCommand.self,
    MeasureCommand.self,
    PresetsCommand.self,
    RenderCommand.self,
    ResolveCommand.self,
    AuditCommand.self,
    ExportCommand.self,
  ]

  static var help: String {
    var text = """
      \(name) — the right on/off label for every switch and segmented control, in every locale.

      USAGE: \(name) <command> [options]
             \(name) --version | --help | help <command>

      COMMANDS:

      """
    for command in commands {
      text += "  \(command.spec.name.padded(to: 12)) \(command.spec.summary)\n"
    }
    text += "\nRun '\(name) <command> --help' for a command's options.\n"
    text += "Exit status: 0 ok, 1 findings, 64 usage, 65 bad data, 69 missing font or library.\n"
    return text
  }

  /// Runs the tool on `arguments` (without the program name) and returns the exit status.
  static func main(_ arguments: [String], console: Console) -> ExitCode {
    guard let first = arguments.first else {
      console.error(help)
      return .usage
    }
    switch first {
    case "--help", "-h":
      console.out(help)
      return .success
    case "--version":
      console.line("\(name) \(version)")
      return .success
    case "help":
      guard arguments.count > 1 else {
        console.out(help)
        return .success
      }
      guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
        console.error("error: unknown command '\(arguments[1])' (see '\(name) --help')")
        return .usage
      }
      console.out(command.spec.help(tool: name))
      return .success
    default:
      break
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      console.error("error: unknown command '\(first)' (see '\(name) --help')")
      return .usage
    }
    do {
      let parsed = try command.spec.parse(Array(arguments.dropFirst()))
      if parsed.wantsHelp {
        console.out(command.spec.help(tool: name))
        return .success
      }
      return try command.run(parsed, console: console)
    } catch {
      let failure = ToolError.from(error)
      console.endProgress()
      console.error("error: \(failure.message)")
      return failure.exitCode
    }
  }
}
