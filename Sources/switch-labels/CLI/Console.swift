import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Where the tool writes: the report to stdout, messages and progress to stderr.
///
/// Human text (``line(_:)``, ``text(_:)``, ``error(_:)``) goes through ``Printable``, so nothing
/// from input reaches a terminal as a control sequence (each value from input inside a line is
/// also made visible with ``Printable/field(_:)`` where it is written, line breaks included); documents (``out(_:)``: JSON,
/// SVG, reports) are written as their format escaped them. A failed write to stdout is
/// remembered and makes the tool exit 73 (``stdoutFailure``).
final class Console: Sendable {
  /// Serialises writes, so threads reporting progress never interleave bytes, and holds the
  /// first failure to write stdout (`errno`).
  private let state = Mutex<Int32?>(nil)

  /// Whether stderr is a terminal (progress is shown only then).
  let stderrIsTerminal = isatty(STDERR_FILENO) == 1
  /// Whether stdout is a terminal.
  let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
  /// Whether the process was started with stdout closed: every write to it fails.
  private let stdoutClosed: Bool

  /// A console on the process's stdout and stderr.
  ///
  /// When stdout (or stderr) was closed, its descriptor is taken by `/dev/null`, so no file the
  /// tool opens can land on it, and writes to a closed stdout still fail.
  init() {
    stdoutClosed = fcntl(STDOUT_FILENO, F_GETFD) < 0 && errno == EBADF
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) < 0 {
      let null = open("/dev/null", O_RDWR)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
  }

  /// The reason the first write to stdout failed, or nil when every write succeeded.
  var stdoutFailure: String? {
    state.withLock { code in code.map { String(cString: strerror($0)) } }
  }

  /// Writes a document to stdout as it is.
  ///
  /// - Returns: false when the write failed (the failure is remembered for the exit status).
  @discardableResult
  func out(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { out(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Writes a document's UTF-8 bytes to stdout as they are.
  ///
  /// - Returns: false when the write failed (the failure is remembered for the exit status).
  @discardableResult
  func out(bytes: UnsafeRawBufferPointer) -> Bool {
    state.withLock { failure in
      guard failure == nil else { return false }
      if stdoutClosed {
        failure = EBADF
        return false
      }
      if FileDescriptor.writeAll(STDOUT_FILENO, bytes: bytes) { return true }
      failure = errno
      return false
    }
  }

  /// Writes human text to stdout, with control characters from input made visible.
  func text(_ text: String) { out(Printable.lines(text)) }

  /// Writes a line of human text to stdout.
  func line(_ text: String = "") { self.text(text + "\n") }

  /// Writes a one-line message to stderr, with control characters from input made visible
  /// (line breaks too: input cannot forge a second line).
  func error(_ text: String) {
    _ = state.withLock { _ in
      FileDescriptor.writeAll(STDERR_FILENO, Printable.visible(text) + "\n")
    }
  }

  /// Writes our own multi-line text (the help) to stderr.
  func errorText(_ text: String) {
    _ = state.withLock { _ in FileDescriptor.writeAll(STDERR_FILENO, Printable.lines(text)) }
  }

  /// Shows progress on stderr, overwriting the line, only when stderr is a terminal.
  func progress(_ text: String) {
    guard stderrIsTerminal else { return }
    _ = state.withLock { _ in
      FileDescriptor.writeAll(STDERR_FILENO, "\r\u{1B}[2K" + Printable.lines(text))
    }
  }

  /// A progress callback for a run over locales: "auditing: 25/805 locales", on a terminal only,
  /// and only once the run has lasted long enough to watch.
  func localeProgress() -> @Sendable (Int, Int) -> Void {
    let started = ContinuousClock.now
    return { done, total in
      guard self.stderrIsTerminal, done == total || done % 25 == 0,
        ContinuousClock.now - started > .milliseconds(300)
      else { return }
      self.progress("auditing: \(done)/\(total) locales")
    }
  }

  /// Clears the progress line.
  func endProgress() {
    guard stderrIsTerminal else { return }
    _ = state.withLock { _ in FileDescriptor.writeAll(STDERR_FILENO, "\r\u{1B}[2K") }
  }
}

/// When to colour terminal output.
enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never

  /// Whether to colour output written to a stream that is (or is not) a terminal.
  ///
  /// `NO_COLOR` (any non-empty value, https://no-color.org) turns colour off unless `always` was
  /// asked for.
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
