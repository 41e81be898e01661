// Android's string resource rules (quoting, whitespace, escapes), as aapt2 compiles them.

/// Turns an Android `<string>`'s text (XML decoded, markup removed) into what the app shows, by
/// aapt2's rules: `"…"` quotes a run (whitespace kept, `'` allowed); outside quotes whitespace
/// runs collapse to one space, trimmed, and a bare `'` is an error; escapes are `\n`, `\t` and
/// `\uXXXX` (UTF-16, pairs joined), any other escaped character being itself.
enum AndroidStringUnescaper {
  /// Why a string cannot be compiled.
  struct Problem: Error, Hashable {
    let reason: String
  }

  /// The text the app shows for the raw string `raw`.
  static func unescape(_ raw: String) throws(Problem) -> String {
    try unescape(utf8: Array(raw.utf8))
  }

  /// The text the app shows for the raw UTF-8 `raw`.
  static func unescape(utf8 raw: [UInt8]) throws(Problem) -> String {
    String(decoding: try unescaped(raw), as: UTF8.self)
  }

  /// The unescaped text being written, and the space owed before the next character; a struct, as
  /// local functions would box the loop's variables (a dynamic exclusivity check per use).
  private struct Writer {
    var output: [UInt8] = []
    var pendingSpace = false

    mutating func append(_ byte: UInt8) { output.append(byte) }

    mutating func flushSpace() {
      if pendingSpace {
        if !output.isEmpty { append(0x20) }
        pendingSpace = false
      }
    }

    mutating func emit(_ byte: UInt8) {
      flushSpace()
      append(byte)
    }

    mutating func emit(_ scalar: Unicode.Scalar) {
      flushSpace()
      UTF8.encode(scalar) { append($0) }
    }
  }

  /// The raw text being read: a position in its bytes.
  private struct Reader {
    let input: [UInt8]
    var index = 0

    /// The next byte, if any, moving past it.
    mutating func next() -> UInt8? {
      guard index < input.count else { return nil }
      defer { index += 1 }
      return input[index]
    }

    /// The value of the four hexadecimal digits of a `\u` escape, moving past them.
    mutating func hexDigits() throws(Problem) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = next(), let number = Character(Unicode.Scalar(digit)).hexDigitValue
        else { throw Problem(reason: "\\u must be followed by four hexadecimal digits") }
        value = value * 16 + UInt32(number)
      }
      return value
    }
  }

  private static let unpairedHighSurrogate = Problem(
    reason: "a \\u escape of a high surrogate is not followed by its low one")

  /// The UTF-8 of `input` unescaped; a high surrogate's escape is read with its low one, so the
  /// loop carries no surrogate state.
  private static func unescaped(_ input: [UInt8]) throws(Problem) -> [UInt8] {
    var writer = Writer()
    // The rules only remove or replace ASCII bytes, so the text never grows.
    writer.output.reserveCapacity(input.count)
    var reader = Reader(input: input)
    var quoted = false

    while let byte = reader.next() {
      // Most bytes are none the rules name (above "'" and not a backslash): copied at once.
      if byte > UInt8(ascii: "'"), byte != UInt8(ascii: "\\") {
        writer.emit(byte)
        continue
      }
      switch byte {
      case UInt8(ascii: "\\"):
        guard let escaped = reader.next() else {
          throw Problem(reason: "a backslash ends the string (write \\\\ for a backslash)")
        }
        switch escaped {
        case UInt8(ascii: "n"): writer.emit(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): writer.emit(UInt8(ascii: "\t"))
        case UInt8(ascii: "u"):
          let value = try reader.hexDigits()
          if (0xD800...0xDBFF).contains(value) {
            guard reader.next() == UInt8(ascii: "\\") else { throw unpairedHighSurrogate }
            guard let u = reader.next() else {
              throw Problem(reason: "a backslash ends the string (write \\\\ for a backslash)")
            }
            guard u == UInt8(ascii: "u") else { throw unpairedHighSurrogate }
            let low = try reader.hexDigits()
            guard (0xDC00...0xDFFF).contains(low) else { throw unpairedHighSurrogate }
            let combined = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            if let character = Unicode.Scalar(combined) { writer.emit(character) }
          } else if let character = Unicode.Scalar(value) {
            writer.emit(character)
          } else {
            throw Problem(reason: "\\u\(String(value, radix: 16)) is a lone low surrogate")
          }
        default:
          // The escaped character is itself (the rest of a multi-byte one follows as is).
          writer.emit(escaped)
        }
      case UInt8(ascii: "\""):
        quoted.toggle()
        if quoted, writer.pendingSpace, !writer.output.isEmpty {
          writer.append(0x20)
          writer.pendingSpace = false
        }
      case UInt8(ascii: "'") where !quoted:
        throw Problem(reason: "an apostrophe must be escaped (\\') or inside double quotes")
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        if quoted {
          writer.append(byte)
        } else {
          writer.pendingSpace = true
        }
      default:
        writer.emit(byte)
      }
    }
    return writer.output
  }
}
