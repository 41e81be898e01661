// Text inside a quoted string of an old-style `.strings` file.

/// Escapes text for a quoted string of a `.strings` file (the old-style property list that
/// `PropertyListDecoder` and Xcode read) so that it decodes to exactly the same text.
///
/// `\` and `"` are backslash-escaped; line feed, tab and carriage return become `\n`, `\t`, `\r`;
/// other control characters, bidi controls and the line and paragraph separators become `\U`
/// with four hex digits, so the file cannot reorder itself in an editor. Comments cannot be
/// ended from inside a string, so `*/` needs nothing.
///
/// ```swift
/// StringsEscaper.escape("say \"on\"")  // "say \\\"on\\\""
/// ```
enum StringsEscaper {
  /// `text` escaped for the inside of a `"…"` string.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 4)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if AndroidEscaper.needsUnicodeEscape(scalar) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
