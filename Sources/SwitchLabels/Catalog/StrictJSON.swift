// JSON for catalog and geometry files via Jansson: duplicate keys reported, errors placed.

internal import CJansson

/// A parsed JSON value whose objects keep their keys in file order.
enum JSONValue: Equatable, Sendable {
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

/// Reads JSON text (RFC 8259) with Jansson, with the limits a catalog file needs: Jansson keeps
/// keys in file order and stops at a duplicate key under `JSON_REJECT_DUPLICATES`, so the file is
/// then read again without it (last value wins) for lint to report everything.
struct StrictJSONReader {
  /// A syntax error, with its 1-based line and column (nil when the error has no one place).
  struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    let line: Int?
    let column: Int?
    let message: String
    var description: String {
      guard let line, let column else { return message }
      return "line \(line), column \(column): \(message)"
    }
  }

  static let maximumDepth = 16

  /// Parses `text`; `duplicateKeys` describes the first key given twice, or is empty.
  static func parse(_ text: String) throws(SyntaxError) -> (
    value: JSONValue, duplicateKeys: [String]
  ) {
    // Numbers as doubles (no catalog integer passes 2^53); the rules refuse a "\u0000".
    let flags = Int(JSON_DECODE_ANY | JSON_DECODE_INT_AS_REAL | JSON_ALLOW_NUL)
    var error = json_error_t()
    var duplicates: [String] = []
    var text = text
    func load(_ flags: Int) -> UnsafeMutablePointer<json_t>? {
      text.withUTF8 { json_loadb($0.baseAddress, $0.count, flags, &error) }
    }
    var root = load(flags | Int(JSON_REJECT_DUPLICATES))
    if root == nil, json_error_code(&error) == json_error_duplicate_key {
      duplicates.append(Self.error(error).description)
      root = load(flags)
    }
    guard let root else { throw Self.error(error) }
    defer { json_decref(root) }
    return (try value(root, depth: 0, path: ""), duplicates)
  }

  /// Jansson's error, placed.
  static func error(_ error: json_error_t) -> SyntaxError {
    var error = error
    var message = withUnsafeBytes(of: &error.text) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    // Jansson quotes where it stopped, which in a non-JSON file may be anything: never repeated,
    // except to name a duplicate key (the file is JSON then).
    if !message.hasPrefix("duplicate object key"), let near = message.firstRange(of: " near '") {
      message = String(message[..<near.lowerBound])
    }
    guard error.line > 0 else { return SyntaxError(line: nil, column: nil, message: message) }
    return SyntaxError(line: Int(error.line), column: max(Int(error.column), 1), message: message)
  }

  /// Jansson's tree as a ``JSONValue``, refusing nesting deeper than ``maximumDepth``.
  private static func value(_ json: UnsafeMutablePointer<json_t>, depth: Int, path: String)
    throws(SyntaxError) -> JSONValue
  {
    guard depth <= maximumDepth else {
      throw SyntaxError(
        line: nil, column: nil,
        message:
          "nested more than \(maximumDepth) levels deep (at \(path.isEmpty ? "the top" : path))")
    }
    switch json.pointee.type {
    case JSON_OBJECT:
      var members: [(key: String, value: JSONValue)] = []
      for (key, child) in json.members {
        members.append(
          (key, try value(child, depth: depth + 1, path: path.isEmpty ? key : "\(path).\(key)")))
      }
      return .object(members)
    case JSON_ARRAY:
      var values: [JSONValue] = []
      let count = json_array_size(json)
      values.reserveCapacity(count)
      for index in 0..<count {
        guard let child = json_array_get(json, index) else { break }
        values.append(try value(child, depth: depth + 1, path: "\(path)[\(index)]"))
      }
      return .array(values)
    case JSON_STRING:
      return .string(json.string ?? "")
    case JSON_REAL, JSON_INTEGER:
      return .number(json_number_value(json))
    case JSON_TRUE:
      return .bool(true)
    case JSON_FALSE:
      return .bool(false)
    default:
      return .null
    }
  }
}

extension UnsafeMutablePointer<json_t> {
  /// An object's members in Jansson's order (the file's); none for any other value.
  var members: [(key: String, value: UnsafeMutablePointer<json_t>)] {
    var members: [(key: String, value: UnsafeMutablePointer<json_t>)] = []
    var iterator = json_object_iter(self)
    while let current = iterator, let child = json_object_iter_value(current) {
      let key = UnsafeRawBufferPointer(
        start: json_object_iter_key(current), count: json_object_iter_key_len(current))
      members.append((String(decoding: key, as: UTF8.self), child))
      iterator = json_object_iter_next(self, current)
    }
    return members
  }

  /// A string's text (a NUL in it kept); nil for any other value.
  var string: String? {
    json_string_value(self).map { characters in
      String(
        decoding: UnsafeRawBufferPointer(start: characters, count: json_string_length(self)),
        as: UTF8.self)
    }
  }
}
