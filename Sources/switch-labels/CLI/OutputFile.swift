import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The one place the tool writes its output: a report, a drawing or a document goes to stdout
/// (through ``Console``) or, with `--output`, to a file that appears whole or not at all.
///
/// A file is written through a temporary file in the same folder, `.<name>.<pid>.tmp`, then
/// renamed over the target, so a reader never sees half a report and a failure never replaces a
/// good file. The temporary file is removed when the write fails, and on SIGINT, SIGTERM and
/// SIGHUP; temporary files of our naming left by a process that no longer runs (a crash, a
/// `kill -9`) are swept on the next write to the same target. A replaced file keeps its
/// permission bits, and its owner and group where the process may set them. A file with other
/// hard links is replaced like any other: the new report gets a name of its own and the other
/// links keep the previous contents (a warning says so), because writing into the shared file
/// in place could leave it half written.
///
/// A symbolic link keeps pointing where it did: the file it points to is replaced. A path that
/// is not a regular file (`/dev/null`, `/dev/stdout`, a named pipe) is written into, never
/// renamed over: replacing a device with a file would break it for everyone.
enum OutputFile {
  /// Writes `contents` to `path` (see the type's description).
  ///
  /// - Throws: ``ToolError`` with exit status 73 when the file cannot be written.
  static func write(_ contents: String, to path: String, console: Console? = nil)
    throws(ToolError)
  {
    do {
      try stream(to: path, console: console) { sink in try sink(contents) }
    } catch let error as ToolError {
      throw error
    } catch {
      throw .failure("cannot write \(path): \(error)", .cannotCreate)
    }
  }

  /// Sends `contents` to `path`, or to stdout when `path` is nil or `-`.
  static func emit(_ contents: String, to path: String?, console: Console) throws(ToolError) {
    if let path, path != "-" {
      try write(contents, to: path, console: console)
    } else if !console.out(contents) {
      throw stdoutFailure(console)
    }
  }

  /// Streams output to `path` piece by piece, or to stdout when `path` is nil or `-`, so a large
  /// report is never held in memory whole.
  ///
  /// The file follows the rules of the type's description.
  ///
  /// `body` gets the sink for the pieces (text, or UTF-8 bytes written as they are). When `body`
  /// or a write throws, the temporary file is removed and the error rethrown; a failed write is
  /// a ``ToolError`` with exit status 73.
  static func stream(
    to path: String?, console: Console?, _ body: (OutputSink) throws -> Void
  ) throws {
    guard let path, path != "-" else {
      try body(
        OutputSink { piece in
          if let console, !console.out(bytes: piece) { throw stdoutFailure(console) }
        })
      return
    }
    func failure(_ code: Int32 = errno) -> ToolError {
      .failure("cannot write \(path): \(reason(code))", .cannotCreate)
    }
    let target = self.target(of: path)
    var info = stat()
    var existing: stat? = nil
    var inPlace = false
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw ToolError.failure("cannot write \(path): it is a folder", .cannotCreate)
      case S_IFREG: existing = info
      default: inPlace = true
      }
    } else if errno != ENOENT {
      throw failure()
    }
    let (folder, name) = split(target)
    if inPlace {
      let descriptor = open(target, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw failure() }
      defer { close(descriptor) }
      try body(
        OutputSink { piece in
          guard FileDescriptor.writeAll(descriptor, bytes: piece) else { throw failure() }
        })
      return
    }
    sweep(folder: folder, name: name)
    let temporary = folder + ".\(name).\(getpid()).tmp"
    // Protected before it exists, so no signal can come between its creation and its protection.
    Interruption.shared.protect(temporary)
    defer { Interruption.shared.release() }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure() }
    do {
      if let existing {
        // The replaced file's mode, and its owner and group where permitted (not an error).
        fchmod(descriptor, existing.st_mode & 0o7777)
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      }
      try body(
        OutputSink { piece in
          guard FileDescriptor.writeAll(descriptor, bytes: piece) else { throw failure() }
        })
      guard fsync(descriptor) == 0 || errno == EINVAL else { throw failure() }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = failure()
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let error = failure()
      unlink(temporary)
      throw error
    }
    if let existing, existing.st_nlink > 1 {
      console?.error(
        "warning: \(path) had \(existing.st_nlink) hard links: it was replaced by a new file, "
          + "and the other links keep the previous contents")
    }
  }

  /// Fails early, before long work, when `path` cannot be written: it is a folder, a folder on
  /// its path is missing or is a file, or its folder is not writable.
  static func checkWritable(_ path: String) throws(ToolError) {
    guard path != "-" else { return }
    let target = self.target(of: path)
    var info = stat()
    if stat(target, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR {
        throw .failure("cannot write \(path): it is a folder", .cannotCreate)
      }
      if info.st_mode & S_IFMT != S_IFREG { return }
    } else if errno != ENOENT {
      throw .failure("cannot write \(path): \(reason(errno))", .cannotCreate)
    }
    let folder = split(target).folder
    let checked = folder.isEmpty ? "." : folder
    if stat(checked, &info) != 0 {
      throw .failure("cannot write \(path): \(reason(errno))", .cannotCreate)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .failure("cannot write \(path): a folder on its path is a file", .cannotCreate)
    }
    guard access(checked, W_OK) == 0 else {
      throw .failure("cannot write \(path): \(reason(errno))", .cannotCreate)
    }
  }

  /// What went wrong, in words: the names of the common failures, else `strerror`.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such folder"
    case ENOTDIR: return "a folder on its path is a file"
    case EACCES, EPERM: return "permission denied"
    case EROFS: return "read-only file system"
    case ENOSPC: return "no space left on the device"
    case EISDIR: return "it is a folder"
    default: return String(cString: strerror(code))
    }
  }

  /// The failure of the console's stdout.
  private static func stdoutFailure(_ console: Console) -> ToolError {
    .failure(
      "cannot write to stdout: \(console.stdoutFailure ?? "write failed")", .cannotCreate)
  }

  /// The folder of `path` (empty, or ending in `/`) and its last component.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
  }

  /// Removes `.<name>.<pid>.tmp` files in `folder` whose process no longer runs.
  private static func sweep(folder: String, name: String) {
    let prefix = ".\(name)."
    guard
      let names = try? FileManager.default.contentsOfDirectory(
        atPath: folder.isEmpty ? "." : folder)
    else { return }
    for candidate in names where candidate.hasPrefix(prefix) && candidate.hasSuffix(".tmp") {
      let middle = candidate.dropFirst(prefix.count).dropLast(4)
      guard let pid = Int32(middle), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { unlink(folder + candidate) }
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
        current = split(current).folder + destination
      }
    }
    return current
  }
}
