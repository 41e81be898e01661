import Foundation

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
    let url = target(of: path)
    var info = stat()
    if stat(url.path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw .failure("cannot write \(path): it is a directory", .cannotCreate)
      case S_IFREG: break
      default:
        try writeInPlace(contents, to: url.path, shown: path)
        return
      }
    }
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try withUTF8Data(contents) { try $0.write(to: temporary, options: [.withoutOverwriting]) }
    } catch {
      throw .failure("cannot write \(path): \(Self.reason(error))", .cannotCreate)
    }
    if rename(temporary.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw .failure("cannot write \(path): \(reason)", .cannotCreate)
    }
  }

  /// The file `path` names: the end of its chain of symbolic links (even one that does not exist
  /// yet), or `path` itself.
  private static func target(of path: String) -> URL {
    var url = URL(fileURLWithPath: path)
    var info = stat()
    for _ in 0..<16 {
      guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
      else { break }
      url =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : url.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return url
  }

  /// Writes into a device, pipe or socket as it is.
  private static func writeInPlace(_ contents: String, to path: String, shown: String)
    throws(ToolError)
  {
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw .failure("cannot write \(shown): \(String(cString: strerror(errno)))", .cannotCreate)
    }
    defer { try? handle.close() }
    do {
      try withUTF8Data(contents) { try handle.write(contentsOf: $0) }
    } catch {
      throw .failure("cannot write \(shown): \(Self.reason(error))", .cannotCreate)
    }
  }

  /// Streams a report to `path` piece by piece, or to stdout when `path` is nil or `-`, so a large
  /// report is never held in memory whole. The file follows the rules of ``write(_:to:)``: it is
  /// written through a temporary file in the same folder and a rename (it appears whole or not at
  /// all), a symbolic link's target is replaced, and a device, pipe or socket is written into.
  ///
  /// `body` gets the writer for the pieces. When `body` or a write throws, the temporary file is
  /// removed and the error rethrown; a failed write is a ``ToolError`` with exit status 73.
  static func stream(
    to path: String?, console: Console, _ body: ((String) throws -> Void) throws -> Void
  ) throws {
    guard let path, path != "-" else {
      try body { console.out($0) }
      return
    }
    func failure() -> ToolError {
      .failure("cannot write \(path): \(String(cString: strerror(errno)))", .cannotCreate)
    }
    let url = target(of: path)
    var info = stat()
    var inPlace = false
    if stat(url.path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw ToolError.failure("cannot write \(path): it is a directory", .cannotCreate)
      case S_IFREG: break
      default: inPlace = true
      }
    }
    let temporary =
      url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
      ).path
    let descriptor =
      inPlace
      ? open(url.path, O_WRONLY | O_CLOEXEC)
      : open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure() }
    do {
      try body { piece in
        var piece = piece
        try piece.withUTF8 { buffer in
          guard var next = buffer.baseAddress else { return }
          var left = buffer.count
          while left > 0 {
            let written = Foundation.write(descriptor, next, left)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw failure() }
            next += written
            left -= written
          }
        }
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
    if !inPlace, rename(temporary, url.path) != 0 {
      let error = failure()
      unlink(temporary)
      throw error
    }
  }

  /// Runs `body` with the UTF-8 of `text` as `Data`, without copying a native string (reports
  /// can be tens of megabytes).
  static func withUTF8Data<Result>(_ text: String, _ body: (Data) throws -> Result) rethrows
    -> Result
  {
    var text = text
    return try text.withUTF8 { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return try body(Data()) }
      return try body(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count,
          deallocator: .none))
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

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
