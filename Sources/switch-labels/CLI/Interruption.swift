import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Removes the temporary file being written when the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP), then lets the signal end the process as it would have.
///
/// The path is published to the signal handler as a C string through an atomic pointer: reading
/// an atomic and calling `unlink` are async-signal-safe, where taking a lock or allocating is not.
final class Interruption: Sendable {
  /// The one instance: signal handlers are process-wide.
  static let shared = Interruption()

  /// The signals that remove the temporary file.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers the first time a file is protected.
  private let installed = Mutex(false)

  /// Marks `path` as the temporary file to remove if a signal arrives before ``release()``.
  func protect(_ path: String) {
    installed.withLock { done in
      guard !done else { return }
      done = true
      for signal in Self.signals {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { received in
          let address = pendingTemporary.load(ordering: .acquiring)
          if address != 0, let path = UnsafePointer<CChar>(bitPattern: address) { unlink(path) }
          Glibc.signal(received, SIG_DFL)
          raise(received)
        }
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
      }
    }
    // Never freed: a handler running on another thread may still be reading the previous one
    // (a command writes one file, so this keeps a few bytes per run).
    pendingTemporary.store(UInt(bitPattern: strdup(path)), ordering: .releasing)
  }

  /// The temporary file is gone or renamed: a signal no longer removes anything.
  func release() {
    pendingTemporary.store(0, ordering: .releasing)
  }
}

/// The address of the C string naming the temporary file being written, or 0.
private let pendingTemporary = Atomic<UInt>(0)
