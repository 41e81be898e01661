// A strict JSON reader for catalog files: it reports duplicate keys, limits nesting, and says
// where a problem is (line and column), which a general-purpose decoder does not.

/// A parsed JSON value whose objects keep their keys in file order.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// A short name of the value's type, for messages.
  var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Reads JSON text (RFC 8259) with the limits a catalog file needs.
struct StrictJSONReader {
  /// A syntax error, with its 1-based line and column.
  struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    let line: Int
    let column: Int
    let message: String
    var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The deepest nesting accepted.
  static let maximumDepth = 16

  /// Duplicate keys found while reading, as dotted paths (`on.texts`), in file order.
  private(set) var duplicateKeys: [String] = []

  private let bytes: [UInt8]
  private var position = 0

  /// Parses `text`; `duplicateKeys` then lists any key that appeared twice in one object (the
  /// last value wins in the result, as in most JSON readers).
  static func parse(_ text: String) throws(SyntaxError) -> (
    value: JSONValue, duplicateKeys: [String]
  ) {
    var reader = StrictJSONReader(bytes: Array(text.utf8))
    reader.skipWhitespace()
    let value = try reader.readValue(depth: 0, path: "")
    reader.skipWhitespace()
    guard reader.position == reader.bytes.count else {
      throw reader.error("unexpected text after the end of the JSON value")
    }
    return (value, reader.duplicateKeys)
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, message: message)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  private mutating func expect(_ literal: String, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let utf8 = Array(literal.utf8)
    guard bytes.count - position >= utf8.count,
      Array(bytes[position..<position + utf8.count]) == utf8
    else { throw error("invalid literal (expected \(literal))") }
    position += utf8.count
    return value
  }

  private mutating func readValue(depth: Int, path: String) throws(SyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else {
      throw error("nested more than \(Self.maximumDepth) levels deep")
    }
    guard let byte = current else { throw error("unexpected end of file") }
    switch byte {
    case UInt8(ascii: "{"): return try readObject(depth: depth, path: path)
    case UInt8(ascii: "["): return try readArray(depth: depth, path: path)
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
    default: throw error("unexpected character")
    }
  }

  private mutating func readObject(depth: Int, path: String) throws(SyntaxError) -> JSONValue {
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let key = try readString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
      position += 1
      skipWhitespace()
      let childPath = path.isEmpty ? key : "\(path).\(key)"
      let value = try readValue(depth: depth + 1, path: childPath)
      if seen.insert(key).inserted {
        members.append((key, value))
      } else {
        duplicateKeys.append(childPath)
        if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = value }
      }
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
      position += 1
      return .object(members)
    }
  }

  private mutating func readArray(depth: Int, path: String) throws(SyntaxError) -> JSONValue {
    position += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try readValue(depth: depth + 1, path: "\(path)[\(values.count)]"))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
      position += 1
      return .array(values)
    }
  }

  private mutating func readNumber() throws(SyntaxError) -> JSONValue {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    func digits(_ reader: inout StrictJSONReader) -> Int {
      var count = 0
      while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        reader.position += 1
        count += 1
      }
      return count
    }
    let integerStart = position
    guard digits(&self) > 0 else { throw error("invalid number") }
    if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 {
      throw error("numbers cannot have leading zeros")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw error("invalid number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits(&self) > 0 else { throw error("invalid number") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw error("number out of range") }
    return .number(value)
  }

  private mutating func readString() throws(SyntaxError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flush(_ reader: StrictJSONReader, upTo end: Int) {
      scalars.append(
        contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, upTo: position)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, upTo: position)
        position += 1
        guard let escape = current else { throw error("unterminated escape") }
        position += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"): scalars.append(try readUnicodeEscape())
        default: throw error("invalid escape")
        }
        runStart = position
      case 0x00..<0x20:
        throw error("control character inside a string (escape it)")
      default:
        position += 1
      }
    }
  }

  private mutating func readHex4() throws(SyntaxError) -> UInt32 {
    guard bytes.count - position >= 4,
      let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape") }
    position += 4
    return value
  }

  private mutating func readUnicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
    let first = try readHex4()
    if (0xD800..<0xDC00).contains(first) {
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw error("lone surrogate in \\u escape") }
      position += 2
      let second = try readHex4()
      guard (0xDC00..<0xE000).contains(second) else { throw error("lone surrogate in \\u escape") }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw error("lone surrogate in \\u escape") }
    return scalar
  }
}
