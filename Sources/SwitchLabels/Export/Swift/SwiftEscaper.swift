// Text inside a Swift string literal of the generated table.

/// Escapes text for the inside of a Swift `"…"` string literal, so the literal is exactly the
/// text: `\` and `"` are backslash-escaped; line feed, carriage return and tab become `\n`,
/// `\r`, `\t`; other control characters, bidi controls and the line and paragraph separators
/// become `\u{…}`, so the source cannot reorder itself in an editor.
///
/// ```swift
/// SwiftEscaper.escape("a\"b\\c")   // "a\\\"b\\\\c"
/// SwiftEscaper.escape("\u{202E}")  // "\\u{202E}"
/// ```
enum SwiftEscaper {
  /// `text` escaped for a string literal.
  static func escape(_ text: String) -> String {
    BackslashEscaping.escape(text) { "\\u{\(BackslashEscaping.hex($0))}" }
  }

  /// Whether `name` can be a Swift type name as written: ASCII letters, digits and `_`, not
  /// starting with a digit, at most 64 characters.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), name.count <= 64
    else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_"
    }
  }

  /// A geometry name as a Swift case name: `ios-classic` → `iosClassic`.
  static func caseName(_ name: String) -> String {
    let words = ExportKeys.slug(name, "_").split(separator: "_")
    var result = ""
    for (index, word) in words.enumerated() {
      result += index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
      result = "g" + result
    }
    return result.isEmpty ? "geometry" : result
  }
}
