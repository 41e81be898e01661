// The JSON an app keeps its strings in (String Catalogs, ARB): made UTF-8, checked by Jansson.

internal import CJansson

/// An app's String Catalog or ARB JSON, read by Jansson: JSONDecoder would keep one value of a
/// key written twice silently and place no error; Jansson (`JSON_REJECT_DUPLICATES`) places it.
enum AppJSON {
  /// The deepest nesting read (a String Catalog nests about fifteen deep at most).
  static let maximumDepth = 64

  /// The encodings a format's files may be in.
  enum Encodings {
    /// UTF-8, with or without a byte-order mark (ARB: Flutter reads its files as UTF-8).
    case utf8
    /// UTF-8, UTF-16 or UTF-32 (by BOM, else zero bytes), as JSONDecoder reads String Catalogs.
    case unicode
  }

  /// The JSON of `bytes` as Jansson's tree for a reader to walk: valid in its encoding, valid
  /// JSON, at most ``maximumDepth`` deep and, when `rejectingDuplicates`, no key twice in any
  /// object (else a key's later value wins, as in gen-l10n's `json.decode`).
  ///
  /// - Throws: `invalidEncoding`, `malformed` or `duplicateKey`, naming `file` and the line.
  static func document(
    _ bytes: [UInt8], file: String, encodings: Encodings, rejectingDuplicates: Bool = true
  ) throws(AppStringsError) -> JSONDocument {
    let text = try checkedText(bytes, file: file, encodings: encodings)
    return JSONDocument(
      root: try parseWithJansson(text, file: file, rejectingDuplicates: rejectingDuplicates),
      file: file, text: text)
  }

  /// `bytes` as UTF-8 without a BOM, valid in its encoding and at most ``maximumDepth`` deep.
  private static func checkedText(_ bytes: [UInt8], file: String, encodings: Encodings)
    throws(AppStringsError) -> [UInt8]
  {
    let text = try transcoded(bytes, file: file, encodings: encodings)
    if let line = JSONErrors.invalidUTF8Line(text) {
      throw .invalidEncoding(file: file, reason: "line \(line): not valid UTF-8")
    }
    if let line = lineTooDeep(text) {
      throw .malformed(
        file: file, line: line, reason: "nested too deep (more than \(maximumDepth) levels)")
    }
    return text
  }

  /// `bytes` as UTF-8 without a byte-order mark.
  private static func transcoded(_ bytes: [UInt8], file: String, encodings: Encodings)
    throws(AppStringsError) -> [UInt8]
  {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    guard encodings == .unicode, let (width, bigEndian, bom) = wideEncoding(bytes) else {
      return bytes
    }
    let name = "UTF-\(width * 8)"
    guard bytes.count % width == 0 else {
      throw .invalidEncoding(file: file, reason: "not valid \(name): an odd number of bytes")
    }
    let units = stride(from: bom ? width : 0, to: bytes.count, by: width).map { index in
      (0..<width).reduce(UInt32(0)) { unit, offset in
        unit << 8 | UInt32(bytes[index + (bigEndian ? offset : width - 1 - offset)])
      }
    }
    // The units decoded by `Codec` as UTF-8, lines counted for an error's place.
    func utf8<Codec: UnicodeCodec>(_: Codec.Type) throws(AppStringsError) -> [UInt8] {
      var iterator = units.lazy.map { Codec.CodeUnit(truncatingIfNeeded: $0) }.makeIterator()
      var decoder = Codec()
      var output: [UInt8] = []
      output.reserveCapacity(units.count)
      var line = 1
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
          if scalar == "\n" { line += 1 }
          UTF8.encode(scalar) { output.append($0) }
        case .emptyInput: return output
        case .error: throw .invalidEncoding(file: file, reason: "line \(line): not valid \(name)")
        }
      }
    }
    return try width == 4 ? utf8(UTF32.self) : utf8(UTF16.self)
  }

  /// The width (2 or 4), byte order and byte-order mark of UTF-16 or UTF-32 text (nil for UTF-8);
  /// without a mark the zero bytes of the first (ASCII) character tell, as in JSONDecoder.
  private static func wideEncoding(_ bytes: [UInt8]) -> (Int, Bool, Bool)? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (4, true, true) }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (4, false, true) }
    if bytes.starts(with: [0xFE, 0xFF]) { return (2, true, true) }
    if bytes.starts(with: [0xFF, 0xFE]) { return (2, false, true) }
    guard bytes.count >= 2 else { return nil }
    if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] != 0 {
      return (4, true, false)
    }
    if bytes.count >= 4, bytes[0] != 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 {
      return (4, false, false)
    }
    if bytes[0] == 0, bytes[1] != 0 { return (2, true, false) }
    if bytes[0] != 0, bytes[1] == 0 { return (2, false, false) }
    return nil
  }

  /// The line where objects and arrays first nest deeper than ``maximumDepth`` outside strings:
  /// Jansson refuses only beyond 2,048 levels, JSONDecoder beyond 512 without saying where.
  static func lineTooDeep(_ utf8: [UInt8]) -> Int? {
    var depth = 0
    var line = 1
    var inString = false
    var escaped = false
    for byte in utf8 {
      if byte == UInt8(ascii: "\n") { line += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth > maximumDepth { return line }
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return nil
  }

  /// Parses `utf8` with Jansson into a tree the caller frees, or throws a placed error.
  private static func parseWithJansson(
    _ utf8: [UInt8], file: String, rejectingDuplicates: Bool
  ) throws(AppStringsError) -> UnsafeMutablePointer<json_t> {
    // Any value at the top (JSONDecoder says what it must be); integers as doubles, so a big one
    // is no error; "\u0000" in a value is read (the findings show it).
    let flags =
      Int(JSON_DECODE_ANY | JSON_DECODE_INT_AS_REAL | JSON_ALLOW_NUL)
      | (rejectingDuplicates ? Int(JSON_REJECT_DUPLICATES) : 0)
    var error = json_error_t()
    // json_loadb reads the buffer only during the call; Jansson is the reason for the pointer.
    let root = utf8.withUnsafeBufferPointer { json_loadb($0.baseAddress, $0.count, flags, &error) }
    if let root { return root }
    let placed = StrictJSONReader.error(error)
    if json_error_code(&error) == json_error_duplicate_key {
      // Jansson stops just after the key's closing quote and does not name the key.
      throw .duplicateKey(
        file: file, line: placed.line, key: key(endingAt: Int(error.position), in: utf8) ?? "?")
    }
    let column = placed.column.map { "column \($0): " } ?? ""
    // Jansson quotes the text it stopped at ("near '...'"): the file's content, left out.
    let message = placed.message.firstRange(of: " near ").map { placed.message[..<$0.lowerBound] }
    throw .malformed(
      file: file, line: placed.line,
      reason: "not valid JSON: \(column)\(message ?? placed.message[...])")
  }

  /// The top-level keys written more than once, with their lines; `utf8` is JSON Jansson read.
  static func topLevelDuplicates(in utf8: [UInt8]) -> [(key: String, lines: [Int])] {
    var order: [String] = []
    var lines: [String: [Int]] = [:]
    var depth = 0
    var line = 1
    var index = 0
    while index < utf8.count {
      switch utf8[index] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: "\""):
        let (name, end) = Self.string(in: utf8, from: index + 1, decoding: depth == 1)
        index = end
        // A string at depth 1 followed by a colon is a key of the top-level object.
        var next = end + 1
        while next < utf8.count, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[next]) { next += 1 }
        if let name, next < utf8.count, utf8[next] == UInt8(ascii: ":") {
          if lines[name] == nil { order.append(name) }
          lines[name, default: []].append(line)
        }
      default: break
      }
      index += 1
    }
    return order.compactMap { key in
      lines[key].flatMap { $0.count > 1 ? (key, $0) : nil }
    }
  }

  /// The decoded JSON string whose closing quote is just before byte `end` of `utf8`.
  private static func key(endingAt end: Int, in utf8: [UInt8]) -> String? {
    guard end >= 2, end <= utf8.count, utf8[end - 1] == UInt8(ascii: "\"") else { return nil }
    var start = end - 2
    while start >= 0 {
      if utf8[start] == UInt8(ascii: "\"") {
        // A quote after an odd number of backslashes is escaped.
        var backslashes = 0
        while start - 1 - backslashes >= 0, utf8[start - 1 - backslashes] == UInt8(ascii: "\\") {
          backslashes += 1
        }
        if backslashes % 2 == 0 { break }
      }
      start -= 1
    }
    guard start >= 0 else { return nil }
    return decodedString(utf8[start..<end])
  }

  /// The string starting at `start` (after its quote), decoded when `decoding`, and its end quote.
  static func string(in text: [UInt8], from start: Int, decoding: Bool) -> (String?, Int) {
    var index = start
    var escaped = false
    while index < text.count, text[index] != UInt8(ascii: "\"") {
      if text[index] == UInt8(ascii: "\\") {
        escaped = true
        index += 1
      }
      index += 1
    }
    let end = min(index, text.count)
    guard decoding else { return (nil, end) }
    guard escaped else { return (String(decoding: text[start..<end], as: UTF8.self), end) }
    // With its quotes, decoded by Jansson (which has read the whole text).
    return (decodedString(text[(start - 1)..<min(end + 1, text.count)]), end)
  }

  /// The text of the JSON string `token` (its quotes included), decoded by Jansson.
  private static func decodedString(_ token: ArraySlice<UInt8>) -> String? {
    var error = json_error_t()
    let flags = Int(JSON_DECODE_ANY | JSON_ALLOW_NUL)
    // json_loadb reads the buffer only during the call.
    let parsed = token.withUnsafeBufferPointer {
      json_loadb($0.baseAddress, $0.count, flags, &error)
    }
    guard let value = parsed else { return nil }
    defer { json_decref(value) }
    return value.string
  }
}

/// Messages for JSONDecoder's errors: what is wrong and where (the coding path).
enum JSONErrors {
  /// The line of the first byte sequence in `bytes` that is not UTF-8; nil when all of it is.
  static func invalidUTF8Line(_ bytes: [UInt8]) -> Int? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var line = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
      case .emptyInput: return nil
      case .error: return line
      }
    }
  }

  /// A one-line description of `error`.
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
      return keys.isEmpty
        ? "the top level" : "\"\(AppStringsError.printable(keys.joined(separator: ".")))\""
    }
    switch error {
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0))" } ?? ""
      return context.codingPath.isEmpty
        ? "not valid JSON\(underlying)" : "invalid value at \(path(context))\(underlying)"
    case .keyNotFound(let key, let context):
      let at = context.codingPath.isEmpty ? "" : " at \(path(context))"
      return "missing \"\(AppStringsError.printable(key.stringValue))\"\(at)"
    case .typeMismatch(let type, let context):
      return "\(path(context)) must be \(name(of: type))"
    case .valueNotFound(let type, let context):
      return "\(path(context)) must be \(name(of: type)), not null"
    @unknown default:
      return "\(error)"
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "a boolean"
    case is Int.Type, is Double.Type: return "a number"
    case is [Any].Type: return "an array"
    default: return "an object"
    }
  }
}
