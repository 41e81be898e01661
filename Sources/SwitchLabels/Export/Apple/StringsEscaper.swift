// Text inside a quoted string of an old-style `.strings` file.

/// Escapes text for a quoted string of a `.strings` file (the old-style property list Xcode and
/// `PropertyListDecoder` read) so that it decodes to exactly the same text: the shared backslash
/// escapes, `\U` and four hex digits for the rest (`*/` cannot end a comment from a string).
enum StringsEscaper {
  /// `text` escaped for the inside of a `"…"` string.
  static func escape(_ text: String) -> String {
    BackslashEscaping.escape(text) { "\\U" + BackslashEscaping.hex($0, digits: 4) }
  }
}
