// Android's string resource rules: quoting, whitespace and backslash escapes, as aapt2 applies
// them when it compiles `res/values*/strings.xml`.

/// Turns the text of an Android `<string>` (after XML decoding, markup removed) into what the app
/// shows.
///
/// It follows aapt2's rules:
///
/// - `"…"` quotes a run: its whitespace is kept and `'` needs no escape; the quotes go.
/// - Outside quotes, runs of whitespace (space, tab, newline) collapse to one space, and leading
///   and trailing whitespace is trimmed.
/// - Escapes: `\n` newline, `\t` tab, `\'`, `\"`, `\\`, `\@`, `\?`, `\#` the character itself,
///   `\uXXXX` a UTF-16 code unit (surrogate pairs joined); another escaped character is itself.
/// - An apostrophe outside quotes and not escaped is an error (aapt2 refuses the file).
///
/// ```swift
/// try AndroidStringUnescaper.unescape("  Don\\'t  \\n stop ")  // "Don't \n stop"
/// try AndroidStringUnescaper.unescape("\"  two  spaces \"")    // "  two  spaces "
/// ```
enum AndroidStringUnescaper {
  /// Why a string cannot be compiled.
  struct Problem: Error, Hashable {
    let reason: String
  }

  /// The text the app shows for the raw string `raw`.
  static func unescape(_ raw: String) throws(Problem) -> String {
    var output: [Unicode.Scalar] = []
    output.reserveCapacity(raw.unicodeScalars.count)
    var quoted = false
    var pendingSpace = false
    var pendingHighSurrogate: UInt32? = nil
    var scalars = raw.unicodeScalars.makeIterator()

    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace {
        if !output.isEmpty { output.append(" ") }
        pendingSpace = false
      }
      output.append(scalar)
    }

    while let scalar = scalars.next() {
      if pendingHighSurrogate != nil, scalar != "\\" {
        throw Problem(reason: "a \\u escape of a high surrogate is not followed by its low one")
      }
      switch scalar {
      case "\\":
        guard let escaped = scalars.next() else {
          throw Problem(reason: "a backslash ends the string (write \\\\ for a backslash)")
        }
        switch escaped {
        case "n": emit("\n")
        case "t": emit("\t")
        case "u":
          var value: UInt32 = 0
          for _ in 0..<4 {
            guard let digit = scalars.next(), let number = hexValue(digit) else {
              throw Problem(reason: "\\u must be followed by four hexadecimal digits")
            }
            value = value * 16 + number
          }
          if let high = pendingHighSurrogate {
            guard (0xDC00...0xDFFF).contains(value) else {
              throw Problem(
                reason: "a \\u escape of a high surrogate is not followed by its low one")
            }
            pendingHighSurrogate = nil
            let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
            if let character = Unicode.Scalar(combined) { emit(character) }
          } else if (0xD800...0xDBFF).contains(value) {
            pendingHighSurrogate = value
          } else if let character = Unicode.Scalar(value) {
            emit(character)
          } else {
            throw Problem(reason: "\\u\(String(value, radix: 16)) is a lone low surrogate")
          }
        default:
          if pendingHighSurrogate != nil {
            throw Problem(reason: "a \\u escape of a high surrogate is not followed by its low one")
          }
          emit(escaped)
        }
      case "\"":
        quoted.toggle()
        if quoted, pendingSpace, !output.isEmpty {
          output.append(" ")
          pendingSpace = false
        }
      case "'" where !quoted:
        throw Problem(reason: "an apostrophe must be escaped (\\') or inside double quotes")
      case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}":
        if quoted {
          output.append(scalar)
        } else {
          pendingSpace = true
        }
      default:
        emit(scalar)
      }
    }
    if pendingHighSurrogate != nil {
      throw Problem(reason: "a \\u escape of a high surrogate is not followed by its low one")
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: output)
    return result
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x30...0x39: return scalar.value - 0x30
    case 0x41...0x46: return scalar.value - 0x41 + 10
    case 0x61...0x66: return scalar.value - 0x61 + 10
    default: return nil
    }
  }
}
