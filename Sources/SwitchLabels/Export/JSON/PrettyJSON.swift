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
/// This encoder writes each value's bytes as soon as it is encoded and sorts an object's members
/// when the object is done, so it keeps only the bytes of unfinished objects.
///
/// ```swift
/// let text = try PrettyJSON.text(of: ["b": 1, "a": 2])  // "{\n  \"a\" : 2,\n  \"b\" : 1\n}"
/// ```
///
/// What `JSONEncoder` treats specially (`Date`, `Data`, `URL`, `Decimal`) is handed to
/// `JSONEncoder` itself, so those values come out as it writes them too.
package enum PrettyJSON {
  /// `value` as JSON, its lines after the first indented by `depth` levels of two spaces.
  ///
  /// - Throws: `EncodingError.invalidValue` for a NaN or infinite number (as `JSONEncoder`), or
  ///   what `value`'s encoding throws.
  static func bytes(of value: some Encodable, depth: Int = 0) throws -> [UInt8] {
    let slot = Slot(depth: depth)
    try slot.encodeValue(value)
    return slot.finish()
  }

  /// `value` as JSON text (see ``bytes(of:depth:)``).
  package static func text(of value: some Encodable, depth: Int = 0) throws -> String {
    String(decoding: try bytes(of: value, depth: depth), as: UTF8.self)
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
  static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(0x22)
    var text = text
    text.withUTF8 { bytes in
      var mark = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
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
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index]))
        if escape.utf8CodeUnitCount > 0 {
          out.append(
            contentsOf: UnsafeBufferPointer(
              start: escape.utf8Start, count: escape.utf8CodeUnitCount))
        } else {
          let value = invisible(bytes, at: index, length: length) ?? UInt32(byte)
          appendUnicodeEscape(value, to: &out)
        }
        index += length
        mark = index
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<bytes.count]))
    }
    out.append(0x22)
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
  private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
    let hex: StaticString = "0123456789abcdef"
    out.append(0x5C)
    out.append(0x75)
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(hex.utf8Start[Int((value >> UInt32(shift)) & 0xF)])
    }
  }

  /// A finite number as `JSONEncoder` writes it: its description without a trailing `.0`.
  static func number<T: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: T, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> String {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: codingPath(),
          debugDescription: "Unable to encode \(T.self).\(value) directly in JSON."))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// Two spaces per level.
  static func appendIndent(_ depth: Int, to out: inout [UInt8]) {
    out.append(contentsOf: repeatElement(0x20, count: 2 * depth))
  }
}

extension PrettyJSON {
  /// One value being encoded, at a depth: a scalar's bytes, or a container whose members are
  /// laid out when it is written.
  final class Slot: Encoder {
    enum Content {
      case empty
      case bytes([UInt8])
      case container(Container)
    }

    let depth: Int
    private let parent: Slot?
    private let key: (any CodingKey)?
    var content = Content.empty
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The path of keys to this value (made only when asked for: errors need it).
    var codingPath: [any CodingKey] {
      var path: [any CodingKey] = []
      var slot: Slot? = self
      while let current = slot {
        if let key = current.key { path.append(key) }
        slot = current.parent
      }
      return path.reversed()
    }

    init(depth: Int, parent: Slot? = nil, key: (any CodingKey)? = nil) {
      self.depth = depth
      self.parent = parent
      self.key = key
    }

    /// A slot for the member `key` of this slot's container.
    func child(_ key: any CodingKey) -> Slot { Slot(depth: depth + 1, parent: self, key: key) }

    /// Appends the value's JSON (`{}` laid out empty when nothing was encoded, as
    /// `JSONEncoder`).
    func write(to out: inout [UInt8]) {
      switch content {
      case .empty: Container(keyed: true).write(depth: depth, to: &out)
      case .bytes(let bytes): out.append(contentsOf: bytes)
      case .container(let container): container.write(depth: depth, to: &out)
      }
    }

    /// The value's JSON.
    func finish() -> [UInt8] {
      if case .bytes(let bytes) = content { return bytes }
      var out: [UInt8] = []
      write(to: &out)
      return out
    }

    /// Encodes `value` into this slot: strings directly, earlier pieces as they are, what
    /// `JSONEncoder` treats specially through it, anything else through its `encode(to:)`.
    func encodeValue<T: Encodable>(_ value: T) throws {
      // Metatype comparisons first: a failing dynamic cast costs more than the encoding of a
      // small value.
      if T.self == String.self, let string = value as? String {
        var bytes: [UInt8] = []
        appendString(string, to: &bytes)
        content = .bytes(bytes)
      } else if T.self == Encoded.self, let encoded = value as? Encoded {
        content = .bytes(encoded.bytes)
      } else if T.self == Date.self || T.self == Data.self || T.self == URL.self
        || T.self == Decimal.self
      {
        content = .bytes(try Self.foundationEncoded(value, depth: depth))
      } else {
        try value.encode(to: self)
      }
    }

    /// `value` as `JSONEncoder` writes it, laid out at `depth`.
    private static func foundationEncoded(_ value: some Encodable, depth: Int) throws -> [UInt8] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let text = String(decoding: try encoder.encode(value), as: UTF8.self)
      var bytes: [UInt8] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 {
          bytes.append(0x0A)
          if !line.isEmpty { appendIndent(depth, to: &bytes) }
        }
        bytes.append(contentsOf: line.utf8)
      }
      return bytes
    }

    /// This slot's container, made `keyed` or not if there is none yet.
    private func container(keyed: Bool) -> Container {
      if case .container(let existing) = content { return existing }
      let made = Container(keyed: keyed)
      content = .container(made)
      return made
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(KeyedContainer<Key>(slot: self, members: container(keyed: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      UnkeyedContainer(slot: self, elements: container(keyed: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValue(slot: self) }
  }

  /// An object's members or an array's elements, in one buffer.
  ///
  /// Their bytes lie one after another, with where each is. An object's are written sorted by the UTF-8 of their keys (the last value
  /// of a key given twice wins, as in `JSONEncoder`).
  final class Container {
    let keyed: Bool
    /// The members' values, one after another.
    var buffer: [UInt8] = []
    /// Each member: its key (empty in an array), and its bytes in `buffer`, or the slot of a
    /// nested container still being filled.
    var members: [(key: String, start: Int, end: Int, slot: Slot?)] = []

    init(keyed: Bool) { self.keyed = keyed }

    /// Whether member `left` comes before member `right`: by the UTF-8 of their keys, and in the
    /// order given for equal keys.
    private func isOrdered(_ left: Int, _ right: Int) -> Bool {
      var a = members[left].key
      var b = members[right].key
      let order = a.withUTF8 { a in
        b.withUTF8 { b in
          for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return Int(a[index]) - Int(b[index])
          }
          return a.count - b.count
        }
      }
      return order != 0 ? order < 0 : left < right
    }

    /// Appends the member `key` whose bytes `body` appends.
    @inline(__always)
    func append(_ key: String, _ body: (inout [UInt8]) throws -> Void) rethrows {
      let start = buffer.count
      try body(&buffer)
      members.append((key, start, buffer.count, nil))
    }

    /// Adds a member filled later through `slot`.
    func appendLater(_ key: String, _ slot: Slot) {
      members.append((key, 0, 0, slot))
    }

    func write(depth: Int, to out: inout [UInt8]) {
      for index in members.indices {
        guard let slot = members[index].slot else { continue }
        let start = buffer.count
        slot.write(to: &buffer)
        members[index] = (members[index].key, start, buffer.count, nil)
      }
      var order = Array(members.indices)
      if keyed, !order.isEmpty, !(1..<order.count).allSatisfy({ isOrdered($0 - 1, $0) }) {
        order.sort(by: isOrdered)
      }
      out.append(keyed ? 0x7B : 0x5B)
      out.append(0x0A)
      var first = true
      for (position, index) in order.enumerated() {
        if keyed, position + 1 < order.count,
          members[order[position + 1]].key == members[index].key
        {
          continue
        }
        if !first {
          out.append(0x2C)
          out.append(0x0A)
        }
        first = false
        appendIndent(depth + 1, to: &out)
        if keyed {
          appendString(members[index].key, to: &out)
          out.append(contentsOf: [0x20, 0x3A, 0x20])
        }
        out.append(contentsOf: buffer[members[index].start..<members[index].end])
      }
      out.append(0x0A)
      appendIndent(depth, to: &out)
      out.append(keyed ? 0x7D : 0x5D)
    }
  }
}
