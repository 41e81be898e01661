// Pretty-printed JSON with sorted keys, written straight into bytes.

import FoundationEssentials

/// Encodes values as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` — the same bytes — except that bidi controls (U+061C, U+200E/F,
/// U+202A–E, U+2066–9) and the line and paragraph separators (U+2028/9) are written as `\u`
/// escapes, as every JSON output of the command line is, so the file cannot reorder itself in an
/// editor; decoding gives back the exact text.
///
/// `JSONEncoder` first builds a tree of every value and sorts each object's keys while writing
/// it out; for an export's thousands of resolutions that tree costs several times the encoding.
/// This encoder (``Writer``) writes each value's bytes into one buffer as soon as it is encoded
/// and puts an object's members in key order when the object is done.
///
/// ```swift
/// let text = try PrettyJSON.text(of: ["b": 1, "a": 2])  // "{\n  \"a\" : 2,\n  \"b\" : 1\n}"
/// ```
///
/// What `JSONEncoder` treats specially (`Date`, `Data`, `URL`, `Decimal`) is handed to
/// `JSONEncoder` itself, so those values come out as it writes them too.
package enum PrettyJSON {
  /// `value` as JSON, its lines after the first indented by `depth` levels of two spaces, in a
  /// buffer made with room for `capacity` bytes (a large output then grows in one step).
  ///
  /// - Throws: `EncodingError.invalidValue` for a NaN or infinite number (as `JSONEncoder`), or
  ///   what `value`'s encoding throws.
  package static func bytes(
    of value: some Encodable, depth: Int = 0, reservingCapacity capacity: Int = 0
  ) throws -> [UInt8] {
    let writer = Writer()
    writer.out.reserve(capacity)
    try writer.encodeValue(value, depth: depth)
    return writer.out.array
  }

  /// `value` as JSON laid out at `depth` (see ``bytes(of:depth:reservingCapacity:)``), one
  /// piece of a document whose pieces share resolutions' states through `states`.
  ///
  /// - Throws: As ``bytes(of:depth:reservingCapacity:)``.
  static func bytes(
    of value: some Encodable, depth: Int, sharing states: SharedStates
  ) throws -> [UInt8] {
    let writer = Writer(sharing: states)
    try writer.encodeValue(value, depth: depth)
    return writer.out.array
  }

  /// `values` as the elements of an array at `depth - 1`, without its brackets: each on its own
  /// line indented by `depth` levels, separated by `,\n` (no newline after the last).
  ///
  /// - Throws: as ``bytes(of:depth:reservingCapacity:)``.
  package static func elements(
    _ values: some Sequence<some Encodable>, depth: Int, reservingCapacity capacity: Int = 0
  ) throws -> [UInt8] {
    let writer = Writer()
    writer.out.reserve(capacity)
    for value in values {
      if !writer.out.isEmpty { writer.out.append(",\n") }
      appendIndent(depth, to: &writer.out)
      try writer.encodeValue(value, depth: depth)
    }
    return writer.out.array
  }

  /// `value` as JSON text (see ``bytes(of:depth:reservingCapacity:)``).
  package static func text(of value: some Encodable, depth: Int = 0) throws -> String {
    String(decoding: try bytes(of: value, depth: depth), as: UTF8.self)
  }

  /// An object whose members are encoded in the UTF-8 order of their keys, the order PrettyJSON
  /// writes them in: the same JSON as the dictionary it is made from, but written where it
  /// lands, whereas a dictionary's members come in hash order and are moved into key order when
  /// the object closes (for the JSON export, 14 MB moved twice over).
  struct SortedObject<Value: Encodable>: Encodable {
    /// The members, in key order.
    let members: [(key: String, value: Value)]

    /// The members of `dictionary`.
    init(_ dictionary: [String: Value]) {
      members = dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: MemberKey.self)
      for (key, value) in members { try container.encode(value, forKey: MemberKey(key)) }
    }
  }

  /// A member's key.
  struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A value encoded earlier (for instance on another thread), placed as it is: its bytes must
  /// have been encoded at the depth where it is placed.
  struct Encoded: Encodable, Sendable {
    /// The JSON of the value.
    let bytes: [UInt8]

    /// `value` encoded at `depth`.
    init(_ value: some Encodable, depth: Int) throws {
      bytes = try PrettyJSON.bytes(of: value, depth: depth)
    }

    /// Only ``PrettyJSON`` can place it (its slots take the bytes as they are).
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(
        bytes,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "an encoded piece of JSON can only be placed by PrettyJSON"))
    }
  }

  /// The characters written as `\u` escapes beyond JSON's own: bidi controls and the line and
  /// paragraph separators.
  static func isEscapedInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Appends `text` as a quoted JSON string: `"` and `\` escaped, `\b \f \n \r \t`, other C0
  /// controls as `\u00XX`, ``isEscapedInvisible(_:)`` characters as `\uXXXX`, `/` as is.
  static func appendString(_ text: String, to out: inout Bytes) {
    // A native string's bytes are read in place, without a copy of the string to mutate.
    let done: Void? = text.utf8.withContiguousStorageIfAvailable {
      appendString(utf8: $0, to: &out)
    }
    if done == nil {
      var text = text
      text.withUTF8 { appendString(utf8: $0, to: &out) }
    }
  }

  /// Appends the UTF-8 `bytes` as ``appendString(_:to:)`` does.
  private static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout Bytes) {
    out.append(0x22)
    // Most texts need no look at all: copied as they are checked.
    var index = out.appendPlain(bytes)
    var mark = index
    while index < bytes.count {
      // Passes over the bytes that need no look: eight at a time, to the first that does.
      if index + 8 <= bytes.count, let base = bytes.baseAddress {
        let mask = lookMask(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        if mask == 0 {
          index += 8
          continue
        }
        index += mask.trailingZeroBitCount / 8
      }
      let byte = bytes[index]
      // Most bytes are written as they are: passed over before the cases below.
      if byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0xD8, byte != 0xE2 {
        index += 1
        continue
      }
      let escape: StaticString?
      var length = 1
      switch byte {
      case 0x22: escape = "\\\""
      case 0x5C: escape = "\\\\"
      case 0x08: escape = "\\b"
      case 0x0C: escape = "\\f"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0x00..<0x20: escape = ""
      case 0xD8, 0xE2:
        length = byte == 0xD8 ? 2 : 3
        escape = invisible(bytes, at: index, length: length) == nil ? nil : ""
      default: escape = nil
      }
      guard let escape else {
        index += length
        continue
      }
      out.append(UnsafeBufferPointer(rebasing: bytes[mark..<index]))
      if escape.utf8CodeUnitCount > 0 {
        out.append(escape)
      } else {
        let value = invisible(bytes, at: index, length: length) ?? UInt32(byte)
        appendUnicodeEscape(value, to: &out)
      }
      index += length
      mark = index
    }
    out.append(UnsafeBufferPointer(rebasing: bytes[mark..<bytes.count]))
    out.append(0x22)
  }

  /// Whether any of the eight bytes of `word` is one ``appendString(_:to:)`` looks at: a
  /// control (below 0x20), `"`, `\`, or the first byte of a sequence that may be a character it
  /// writes as `\u` (0xD8, 0xE2).
  ///
  /// Strings are mostly runs of bytes written as they are: looking at a word at a time, and
  /// copying the bytes as they are checked, took the audit's JSON report from 0.60 G to 0.49 G
  /// instructions (callgrind, one thread, with members that hold no references).
  @inline(__always)
  static func needsLook(_ word: UInt64) -> Bool { lookMask(word) != 0 }

  /// The high bit of each byte of `word` that ``needsLook(_:)`` finds, and maybe of bytes after
  /// one (in memory order): the lowest set bit is exactly the first byte to look at.
  ///
  /// Each test is the classic one for a zero byte (`(x - 0x01…) & ~x & 0x80…`), on the word
  /// itself for bytes below 0x20 and on the word xor the byte for the others; a borrow can only
  /// mark bytes after a byte it truly found.
  @inline(__always)
  static func lookMask(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    /// High bits where a byte of `x` is below `n` (and maybe above such a byte), for n ≤ 0x80.
    func below(_ x: UInt64, _ n: UInt64) -> UInt64 { (x &- ones &* n) & ~x }
    let found =
      below(word, 0x20) | below(word ^ (ones &* 0x22), 1) | below(word ^ (ones &* 0x5C), 1)
      | below(word ^ (ones &* 0xD8), 1) | below(word ^ (ones &* 0xE2), 1)
    return found & (ones &* 0x80)
  }

  /// The scalar of the `length`-byte UTF-8 sequence at `index` when it is one that
  /// ``isEscapedInvisible(_:)`` selects; nil otherwise (also for a 1-byte control).
  private static func invisible(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int
  ) -> UInt32? {
    guard length > 1, index + length <= bytes.count else { return nil }
    var value = UInt32(bytes[index] & (length == 3 ? 0x0F : 0x1F))
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    guard let scalar = Unicode.Scalar(value), isEscapedInvisible(scalar) else { return nil }
    return value
  }

  /// `\u` and four lower-case hex digits.
  private static func appendUnicodeEscape(_ value: UInt32, to out: inout Bytes) {
    let hex: StaticString = "0123456789abcdef"
    out.append(0x5C)
    out.append(0x75)
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(hex.utf8Start[Int((value >> UInt32(shift)) & 0xF)])
    }
  }

  /// Appends a finite number as `JSONEncoder` writes it: its description without a trailing
  /// `.0`.
  ///
  /// A whole number of magnitude below 2⁵³ is written as the integer it is (`-0` for negative
  /// zero): its description is that integer and `.0` (above, Swift may write `1e+16`). That
  /// skips the shortest-digits search of `description` for the many whole widths of a report
  /// (the tests check it against `description` over the whole range).
  ///
  /// - Throws: `EncodingError.invalidValue` for a NaN or an infinity.
  static func appendNumber(
    _ value: Double, to out: inout Bytes, codingPath: @autoclosure () -> [any CodingKey]
  ) throws {
    guard value.isFinite else { throw nonFinite(value, codingPath: codingPath()) }
    if value.magnitude < 0x1p53, value.rounded(.towardZero) == value {
      if value == 0, value.sign == .minus { out.append(0x2D) }
      appendInteger(Int64(value), to: &out)
      return
    }
    appendDescription(value.description, to: &out)
  }

  /// Appends a finite `Float` as `JSONEncoder` writes it: its description without a trailing
  /// `.0`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a NaN or an infinity.
  static func appendNumber(
    _ value: Float, to out: inout Bytes, codingPath: @autoclosure () -> [any CodingKey]
  ) throws {
    guard value.isFinite else { throw nonFinite(value, codingPath: codingPath()) }
    appendDescription(value.description, to: &out)
  }

  /// Appends a number's description without a trailing `.0`.
  private static func appendDescription(_ description: String, to out: inout Bytes) {
    var description = description
    description.withUTF8 { bytes in
      let count = bytes.count
      let whole = count > 2 && bytes[count - 2] == 0x2E && bytes[count - 1] == 0x30
      out.append(UnsafeBufferPointer(rebasing: bytes[..<(whole ? count - 2 : count)]))
    }
  }

  /// The error for a NaN or an infinity, as `JSONEncoder` words it.
  private static func nonFinite<T: BinaryFloatingPoint>(
    _ value: T, codingPath: [any CodingKey]
  ) -> EncodingError {
    EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath,
        debugDescription: "Unable to encode \(T.self).\(value) directly in JSON."))
  }

  /// Appends an integer in decimal, as its description.
  static func appendInteger(_ value: some FixedWidthInteger, to out: inout Bytes) {
    if value < 0 { out.append(0x2D) }
    var magnitude = UInt64(value.magnitude)
    var digits = 1
    var power: UInt64 = 10
    while digits < 20, magnitude >= power {
      digits += 1
      power = power &* 10
    }
    // The digits written from the last.
    out.append(repeating: 0x30, count: digits)
    var index = out.count
    repeat {
      index -= 1
      out[index] = 0x30 + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }

  /// Two spaces per level.
  @inline(__always)
  static func appendIndent(_ depth: Int, to out: inout Bytes) {
    out.appendSpaces(2 * depth)
  }
}
