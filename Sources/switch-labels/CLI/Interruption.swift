import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Removes the temporary file or folder being written when the process is interrupted (SIGINT,
/// SIGTERM, SIGHUP), then lets the signal end the process as it would have.
///
/// The paths are published to the signal handler as a NULL-terminated array of C strings through
/// an atomic pointer: reading an atomic and calling `unlink` and `rmdir` are async-signal-safe,
/// where taking a lock, allocating or walking a folder is not.
final class Interruption: Sendable {
  /// The one instance: signal handlers are process-wide.
  static let shared = Interruption()

  /// The signals that remove the temporary file.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers the first time a file is protected.
  private let installed = Mutex(false)

  /// Marks `path` as the temporary file to remove if a signal arrives before ``release()``.
  func protect(_ path: String) { protect(paths: [path]) }

  /// Marks `paths` for removal, in order, if a signal arrives before ``release()``: a folder's
  /// files first, then its folders, deepest first, the folder itself last (each path is unlinked,
  /// or removed as an empty folder).
  func protect(paths: [String]) {
    installed.withLock { done in
      guard !done else { return }
      done = true
      for signal in Self.signals {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { received in
          let address = pendingTemporary.load(ordering: .acquiring)
          if address != 0,
            var entry = UnsafePointer<UnsafeMutablePointer<CChar>?>(bitPattern: address)
          {
            while let path = entry.pointee {
              if unlink(path) != 0 { rmdir(path) }
              entry += 1
            }
          }
          Glibc.signal(received, SIG_DFL)
          raise(received)
        }
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
      }
    }
    // Never freed: a handler running on another thread may still be reading the previous list
    // (a command writes one output, so this keeps a few bytes per file written).
    let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: paths.count + 1)
    for (index, path) in paths.enumerated() { (list + index).initialize(to: strdup(path)) }
    (list + paths.count).initialize(to: nil)
    pendingTemporary.store(UInt(bitPattern: list), ordering: .releasing)
  }

  /// The temporary file is gone or renamed: a signal no longer removes anything.
  func release() {
    pendingTemporary.store(0, ordering: .releasing)
  }
}

/// The address of the NULL-terminated array of C strings naming what to remove, or 0.
private let pendingTemporary = Atomic<UInt>(0)
