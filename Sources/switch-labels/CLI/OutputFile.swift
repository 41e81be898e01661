import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a report to stdout or, with `--output`, to a file that appears whole or not at all.
enum OutputFile {
  /// Writes `contents` to `path` through a temporary file in the same folder and a rename, so a
  /// reader never sees half a report and a failure never replaces a good file.
  ///
  /// A symbolic link keeps pointing where it did: the file it points to is replaced. A path that
  /// is not a regular file (`/dev/null`, `/dev/stdout`, a named pipe) is written into, never
  /// renamed over: replacing a device with a file would break it for everyone.
  ///
  /// - Throws: ``ToolError`` with exit status 73 when the file cannot be written.
  static func write(_ contents: String, to path: String) throws(ToolError) {
    do {
      try stream(to: path, console: nil) { write in try write(contents) }
    } catch let error as ToolError {
      throw error
    } catch {
      throw .failure("cannot write \(path): \(error)", .cannotCreate)
    }
  }

  /// Sends `contents` to `path`, or to stdout when `path` is nil or `-`.
  static func emit(_ contents: String, to path: String?, console: Console) throws(ToolError) {
    if let path, path != "-" {
      try write(contents, to: path)
    } else {
      console.out(contents)
    }
  }

  /// Streams a report to `path` piece by piece, or to stdout when `path` is nil or `-`, so a large
  /// report is never held in memory whole. The file follows the rules of ``write(_:to:)``.
  ///
  /// `body` gets the writer for the pieces. When `body` or a write throws, the temporary file is
  /// removed and the error rethrown; a failed write is a ``ToolError`` with exit status 73.
  static func stream(
    to path: String?, console: Console?, _ body: ((String) throws -> Void) throws -> Void
  ) throws {
    guard let path, path != "-" else {
      try body { console?.out($0) }
      return
    }
    func failure() -> ToolError {
      .failure("cannot write \(path): \(FileDescriptor.lastError)", .cannotCreate)
    }
    let target = self.target(of: path)
    var info = stat()
    var inPlace = false
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw ToolError.failure("cannot write \(path): it is a directory", .cannotCreate)
      case S_IFREG: break
      default: inPlace = true
      }
    }
    let folder = target.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    let name = target.split(separator: "/").last.map(String.init) ?? target
    let temporary =
      (folder.isEmpty && !target.hasPrefix("/") ? "" : folder + "/")
      + ".\(name).\(getpid()).tmp"
    let descriptor =
      inPlace
      ? open(target, O_WRONLY | O_CLOEXEC)
      : open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure() }
    do {
      try body { piece in
        guard FileDescriptor.writeAll(descriptor, piece) else { throw failure() }
      }
    } catch {
      close(descriptor)
      if !inPlace { unlink(temporary) }
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = failure()
      if !inPlace { unlink(temporary) }
      throw error
    }
    if !inPlace, rename(temporary, target) != 0 {
      let error = failure()
      unlink(temporary)
      throw error
    }
  }

  /// The file `path` names: the end of its chain of symbolic links (even one that does not exist
  /// yet), or `path` itself.
  private static func target(of path: String) -> String {
    var current = path
    var info = stat()
    for _ in 0..<16 {
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { break }
      if destination.hasPrefix("/") {
        current = destination
      } else {
        let folder = current.split(separator: "/", omittingEmptySubsequences: false).dropLast()
          .joined(separator: "/")
        current = folder.isEmpty ? destination : folder + "/" + destination
      }
    }
    return current
  }
}
