import SwitchLabels

/// A failure the tool reports on stderr before exiting with `exitCode`.
struct ToolError: Error, CustomStringConvertible {
  let message: String
  let exitCode: ExitCode

  var description: String { message }

  /// A mistake on the command line (exit 64).
  static func usage(_ message: String) -> ToolError {
    ToolError(message: message, exitCode: .usage)
  }

  /// Malformed input data (exit 65).
  static func data(_ message: String) -> ToolError {
    ToolError(message: message, exitCode: .dataError)
  }

  /// A failure with an explicit exit status.
  static func failure(_ message: String, _ exitCode: ExitCode) -> ToolError {
    ToolError(message: message, exitCode: exitCode)
  }

  /// The message and exit status for any error the library throws.
  static func from(_ error: any Error) -> ToolError {
    switch error {
    case let error as ToolError: return error
    case let error as LocaleError: return .data(error.description)
    case let error as CatalogError:
      return ToolError(message: error.description, exitCode: ExitCode.dataError)
    case let error as any ExitStatusProviding:
      return ToolError(message: "\(error)", exitCode: error.exitCode)
    default: return ToolError(message: "\(error)", exitCode: .software)
    }
  }
}

/// Library errors that map to a specific exit status.
protocol ExitStatusProviding: Error {
  /// The status the tool exits with for this error.
  var exitCode: ExitCode { get }
}
