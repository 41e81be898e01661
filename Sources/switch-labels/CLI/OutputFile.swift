import Foundation

/// Writes a report to stdout or, with `--output`, to a file that appears whole or not at all.
enum OutputFile {
  /// Writes `contents` to `path` through a temporary file in the same folder and a rename, so a
  /// reader never sees half a report and a failure never replaces a good file.
  ///
  /// - Throws: ``ToolError`` with exit status 73 when the file cannot be written.
  static func write(_ contents: String, to path: String) throws(ToolError) {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .failure("cannot write \(path): it is a directory", .cannotCreate)
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

  /// Streams a report to `path` piece by piece, through a temporary file in the same folder and a
  /// rename (the file appears whole or not at all), or to stdout when `path` is nil or `-`; so a
  /// large report is never held in memory whole.
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
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ToolError.failure("cannot write \(path): it is a directory", .cannotCreate)
    }
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
    ).path
    func failure() -> ToolError {
      .failure("cannot write \(path): \(String(cString: strerror(errno)))", .cannotCreate)
    }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
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
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = failure()
      unlink(temporary)
      throw error
    }
    if rename(temporary, url.path) != 0 {
      let error = failure()
      unlink(temporary)
      throw error
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
