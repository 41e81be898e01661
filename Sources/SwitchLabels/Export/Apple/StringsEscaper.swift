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
    BackslashEscaping.escape(text) { "\\U" + BackslashEscaping.hex($0, digits: 4) }
  }
}
