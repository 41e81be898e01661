// Text as Android's resource compiler reads it back: XML escaping plus Android's own rules.

/// Escapes text for the body of an Android `<string>` resource so that `getString` returns it
/// exactly.
///
/// On top of XML's `&`, `<` and `>`: `\` `'` `"` are backslash-escaped (aapt2 drops an unescaped
/// quote and treats `'` as an error), a leading `@` or `?` is escaped (it would be read as a
/// resource or attribute reference), a space that Android would collapse or trim (leading,
/// trailing, or after another space) becomes `\u0020`, and line feed and tab become `\n` and
/// `\t`. Characters XML 1.0 cannot hold (other C0 controls, U+FFFE/F), bidi controls and the
/// line and paragraph separators are written as `\uXXXX`, which Android decodes to the same
/// character, so the file cannot reorder itself in an editor.
///
/// ```swift
/// AndroidEscaper.escape("l'on")  // "l\\'on"
/// AndroidEscaper.escape("@ON")   // "\\@ON"
/// ```
enum AndroidEscaper {
  /// `text` escaped for a `<string>` element's content.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\\": result += "\\\\"
      case "'": result += "\\'"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "@" where index == 0, "?" where index == 0:
        result += "\\"
        result.unicodeScalars.append(scalar)
      case " ":
        let collapses =
          index == 0 || index == scalars.count - 1 || scalars[index - 1] == " "
        result += collapses ? "\\u0020" : " "
      default:
        if needsUnicodeEscape(scalar) {
          result += unicodeEscape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether `scalar` is written as `\uXXXX`: controls, XML's non-characters, bidi controls,
  /// line and paragraph separators.
  static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0xFFFE
      || value == 0xFFFF || value == 0x061C || value == 0x200E || value == 0x200F
      || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// `\uXXXX` for a scalar of the Basic Multilingual Plane (every scalar ``needsUnicodeEscape``
  /// selects is one).
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
