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
    AuditSegmentedCommand.self,
    StringsCommand.self,
    ImportCommand.self,
    ExportCommand.self,
    ExportSegmentedCommand.self,
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
    text += "\nEXIT STATUS:\n"
    for (code, meaning) in ExitCode.documented {
      text += "  \(String(code.rawValue).padded(to: 4)) \(meaning)\n"
    }
    return text
  }

  /// Runs the tool on `arguments` (without the program name) and returns the exit status: 73
  /// whenever a write to stdout failed (a full disk, a closed stdout), whatever the command did.
  static func main(_ arguments: [String], console: Console) -> ExitCode {
    let status = dispatch(arguments, console: console)
    guard let reason = console.stdoutFailure, status != .cannotCreate else { return status }
    console.error("error: cannot write to stdout: \(reason)")
    return .cannotCreate
  }

  /// Runs the command `arguments` name and returns its exit status.
  private static func dispatch(_ arguments: [String], console: Console) -> ExitCode {
    guard let first = arguments.first else {
      console.errorText(help)
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
      let named = arguments.count > 2 ? arguments[1] + " " + arguments[2] : arguments[1]
      guard
        let command = commands.first(where: { $0.spec.name == named })
          ?? commands.first(where: { $0.spec.name == arguments[1] })
      else {
        console.error(unknownCommand(arguments[1]))
        return .usage
      }
      console.out(command.spec.help(tool: name))
      return .success
    default:
      break
    }
    // A two-word command (`audit segmented`) before its first word's.
    let pair = arguments.count > 1 ? first + " " + arguments[1] : nil
    let command: any Command.Type
    var rest = Array(arguments.dropFirst())
    if let pair, let found = commands.first(where: { $0.spec.name == pair }) {
      command = found
      rest.removeFirst()
    } else if let found = commands.first(where: { $0.spec.name == first }) {
      command = found
    } else {
      console.error(unknownCommand(first))
      return .usage
    }
    do {
      let parsed = try command.spec.parse(rest)
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

  /// The message for a command that does not exist, with the nearest one when it is close.
  static func unknownCommand(_ given: String) -> String {
    let names = commands.map { $0.spec.name }
    let nearest = names.min { editDistance(given, $0) < editDistance(given, $1) }
    if let nearest, editDistance(given, nearest) <= 2 {
      return "error: unknown command '\(Printable.field(given))' (did you mean '\(nearest)'?)"
    }
    return "error: unknown command '\(Printable.field(given))' (see '\(name) --help')"
  }
}
