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

  /// The message and exit status for any error (the status from ``ExitCode/of(_:)``).
  static func from(_ error: any Error) -> ToolError {
    if let error = error as? ToolError { return error }
    return ToolError(message: "\(error)", exitCode: ExitCode.of(error))
  }
}
