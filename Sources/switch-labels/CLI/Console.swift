import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Where the tool writes: the report to stdout, messages and progress to stderr.
final class Console: Sendable {
  /// Serialises writes, so threads reporting progress never interleave bytes.
  private let lock = Mutex(())

  /// Whether stderr is a terminal (progress is shown only then).
  let stderrIsTerminal = isatty(STDERR_FILENO) == 1
  /// Whether stdout is a terminal.
  let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1

  /// Writes to stdout.
  func out(_ text: String) {
    _ = lock.withLock { _ in FileDescriptor.writeAll(STDOUT_FILENO, text) }
  }

  /// Writes a line to stdout.
  func line(_ text: String = "") { out(text + "\n") }

  /// Writes a message line to stderr.
  func error(_ text: String) {
    _ = lock.withLock { _ in FileDescriptor.writeAll(STDERR_FILENO, text + "\n") }
  }

  /// Shows progress on stderr, overwriting the line, only when stderr is a terminal.
  func progress(_ text: String) {
    guard stderrIsTerminal else { return }
    _ = lock.withLock { _ in FileDescriptor.writeAll(STDERR_FILENO, "\r\u{1B}[2K\(text)") }
  }

  /// Clears the progress line.
  func endProgress() {
    guard stderrIsTerminal else { return }
    _ = lock.withLock { _ in FileDescriptor.writeAll(STDERR_FILENO, "\r\u{1B}[2K") }
  }
}

/// When to colour terminal output.
enum ColorMode: String, CaseIterable {
  case auto, always, never

  /// Whether to colour output written to a stream that is (or is not) a terminal. `NO_COLOR`
  /// (any non-empty value, https://no-color.org) turns colour off unless `always` was asked for.
  func enabled(
    isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Bool
  {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}
