#if canImport(Glibc)
  import Glibc
#endif

/// Writing to POSIX file descriptors.
enum FileDescriptor {
  /// Writes all of `text` to `descriptor`, retrying after interruptions and short writes.
  ///
  /// - Returns: false when the write failed (`errno` says why).
  @discardableResult
  static func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(descriptor, bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes.
  ///
  /// - Returns: false when the write failed (`errno` says why).
  @discardableResult
  static func writeAll(_ descriptor: Int32, bytes: UnsafeRawBufferPointer) -> Bool {
    guard var next = bytes.baseAddress else { return true }
    var left = bytes.count
    while left > 0 {
      let written = write(descriptor, next, left)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      next += written
      left -= written
    }
    return true
  }

  /// The message for the current `errno`.
  static var lastError: String { String(cString: strerror(errno)) }
}
