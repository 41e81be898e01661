// Fuzz input written to a file, for readers whose public API takes a path.

import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Writes each input to a new file in a folder of its own, for readers that take a path.
///
/// Every input gets a new name: readers may remember files by path (the font store keeps faces
/// by file), and a reused name would hand back the previous input's result.
public final class InputFile: @unchecked Sendable {
  // Used from libFuzzer's one thread only (LLVMFuzzerTestOneInput is never called concurrently).
  private let folder: String
  private let suffix: String
  private var count = 0

  /// A folder for this process's inputs, named after the target; files end in `suffix`.
  public init(target: String, suffix: String) {
    let base = FileManager.default.temporaryDirectory.path
    folder = "\(base)/switch-labels-fuzz-\(target)-\(getpid())"
    self.suffix = suffix
    mkdir(folder, 0o700)
  }

  deinit { rmdir(folder) }

  /// Writes `bytes` to a new file, runs `body` with its path and removes the file.
  public func with<Result>(_ bytes: [UInt8], _ body: (String) throws -> Result) rethrows -> Result {
    count += 1
    let path = "\(folder)/input-\(count)\(suffix)"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(descriptor >= 0, "cannot create \(path)")
    var written = 0
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while written < buffer.count {
        let result = write(descriptor, base + written, buffer.count - written)
        precondition(result > 0, "cannot write \(path)")
        written += result
      }
    }
    close(descriptor)
    defer { unlink(path) }
    return try body(path)
  }
}
