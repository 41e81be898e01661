import Synchronization

/// Values kept until the process exits instead of being freed when a command returns.
///
/// A command's big results (an audit's report: thousands of rows with dozens of references each;
/// the service with its caches, fonts and faces) would be freed allocation by allocation on one
/// thread when the command returns, just before `main.swift` calls `exit` and the kernel takes
/// back the whole address space anyway. Kept here, they are never freed and the process ends
/// sooner: in the default `audit --format json`, freeing the report (9 M instructions) and the
/// auditor's service (11 M) took 20 M instructions on one thread (callgrind, `--jobs 1`). Only
/// for what a command makes once per process.
enum KeptUntilExit {
  private static let values = Mutex<[any Sendable]>([])

  /// Keeps `value` until the process exits.
  static func keep(_ value: any Sendable) { values.withLock { $0.append(value) } }
}
