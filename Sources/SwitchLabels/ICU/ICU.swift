// The ICU edge of the library: thin wrappers over the C shim, one file per ICU service.

internal import CICUShim

/// Namespace for the wrappers over ICU; nothing here is public (the API speaks Swift types).
enum ICU {}

extension ICU {
  /// An ICU failure: the `UErrorCode` and its symbolic name.
  struct Error: Swift.Error, Equatable, CustomStringConvertible {
    /// The raw `UErrorCode`.
    let code: Int32
    /// ICU's name for it, for example `U_ILLEGAL_ARGUMENT_ERROR`.
    var name: String { String(cString: sl_u_errorName(code)) }
    var description: String { name }

    static let bufferOverflow: Int32 = 15  // U_BUFFER_OVERFLOW_ERROR
  }

  /// The installed ICU's version, for example "72.1".
  static let version: String = {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      sl_u_getVersionString(base, 32)
      return String(cString: base)
    }
  }()
}

extension Int32 {
  /// ICU's `U_SUCCESS`: warnings (negative codes) count as success.
  var isICUSuccess: Bool { self <= 0 }
}

extension ICU {
  /// Calls an ICU function filling a `char` buffer, growing it once if ICU asks.
  static func withCharBuffer(
    capacity: Int = 160,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
  ) throws(ICU.Error) -> String {
    try withBuffer(of: CChar.self, capacity: capacity, body) { buffer in
      String(decoding: UnsafeRawBufferPointer(buffer), as: UTF8.self)
    }
  }

  /// Calls an ICU function filling a UTF-16 buffer, growing it once if ICU asks.
  static func withUTF16Buffer(
    capacity: Int = 64,
    _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
  ) throws(ICU.Error) -> String {
    try withBuffer(of: UInt16.self, capacity: capacity, body) { buffer in
      String(decoding: buffer, as: UTF16.self)
    }
  }

  /// ICU's fill-a-buffer protocol: `body` returns the length written, or needed on overflow.
  private static func withBuffer<Unit>(
    of unit: Unit.Type, capacity: Int,
    _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32,
    decode: (UnsafeBufferPointer<Unit>) -> String
  ) throws(ICU.Error) -> String {
    var capacity = max(capacity, 1)
    for _ in 0..<2 {
      var status: Int32 = 0
      // One spare unit: ICU NUL-terminates when there is room, and never writes past `capacity`.
      let result: String? = withUnsafeTemporaryAllocation(of: unit, capacity: capacity + 1) {
        buffer in
        guard let base = buffer.baseAddress else { return nil }
        let length = body(base, Int32(capacity), &status)
        if status == ICU.Error.bufferOverflow {
          capacity = Int(length)
          return nil
        }
        guard status.isICUSuccess, length >= 0, Int(length) <= capacity else { return nil }
        return decode(UnsafeBufferPointer(start: base, count: Int(length)))
      }
      if let result { return result }
      if status != ICU.Error.bufferOverflow { throw ICU.Error(code: status == 0 ? 1 : status) }
    }
    throw ICU.Error(code: ICU.Error.bufferOverflow)
  }

  static func withUTF16<R>(
    _ text: String, _ body: (UnsafePointer<UInt16>, Int32) throws(ICU.Error) -> R
  ) throws(ICU.Error) -> R {
    let units = Array(text.utf16)
    return try units.withUnsafeBufferPointer { (buffer) throws(ICU.Error) -> R in
      // An empty array still gets a valid pointer from a one-element placeholder.
      guard let base = buffer.baseAddress else {
        var zero: UInt16 = 0
        return try body(&zero, 0)
      }
      return try body(base, Int32(buffer.count))
    }
  }
}
