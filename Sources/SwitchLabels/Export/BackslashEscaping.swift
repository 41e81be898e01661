// The escaping the `.strings`, Swift and Android writers share: backslashes and `\u` escapes.

/// Escapes text scalar by scalar for a backslash-escaping quoted string (``StringsEscaper``,
/// ``SwiftEscaper``, ``AndroidEscaper``): after the syntax's own rules, `\` and `"` get a
/// backslash, line feed, tab (and carriage return) become `\n`, `\t`, `\r`, and
/// ``needsUnicodeEscape(_:)`` scalars `\u`, so the file cannot reorder itself in an editor.
enum BackslashEscaping {
  /// `text` escaped for inside the quotes: `unicode` writes a scalar's value, `special` the
  /// syntax's text for the scalar at an index (nil: the shared rules); `escapesReturn: false`
  /// leaves carriage return to `unicode`.
  static func escape(
    _ text: String, escapesReturn: Bool = true, unicode: (UInt32) -> String,
    special: ((_ scalars: [Unicode.Scalar], _ index: Int) -> String?)? = nil
  ) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 4)
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if let special, let written = special(scalars, index) {
        result += written
        continue
      }
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r" where escapesReturn: result += "\\r"
      default:
        if needsUnicodeEscape(scalar) {
          result += unicode(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether `scalar` is written as `\u`: controls, non-characters, bidi controls, separators.
  static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0xFFFE
      || value == 0xFFFF || value == 0x061C || value == 0x200E || value == 0x200F
      || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// `value` in upper-case hex, at least `digits` digits.
  static func hex(_ value: UInt32, digits: Int = 1) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - hex.count)) + hex
  }
}
