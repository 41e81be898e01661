// Text inside a Swift string literal of the generated table.

/// Escapes text for a Swift string literal: backslash escapes, `\u{…}` for controls, separators.
enum SwiftEscaper {
  /// `text` escaped for a string literal.
  static func escape(_ text: String) -> String {
    BackslashEscaping.escape(text) { "\\u{\(BackslashEscaping.hex($0))}" }
  }

  /// Whether `name` is a Swift type name: ASCII `[A-Za-z_][A-Za-z0-9_]*`, at most 64 characters.
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
