// JSON laid out as Xcode saves a String Catalog, so that its first save changes nothing.

/// A JSON value written as Xcode writes `.xcstrings` files (layout read from catalogs Xcode saved,
/// `Tests/SwitchLabelsTests/Fixtures/Xcode`): two spaces per level, `"key" : value`, keys sorted
/// as Finder sorts names (``ICU/StandardCollator``), an empty object as `{`, an empty line and
/// `}`, `/` and non-ASCII as they are, no final line break.
enum XcodeJSON: Hashable, Sendable {
  /// An object; its members are written sorted.
  case object([String: XcodeJSON])
  case string(String)
  case bool(Bool)

  /// The whole document, without a final line break (as Xcode saves it).
  var text: String {
    var out = ""
    write(to: &out, depth: 0, collator: ICU.StandardCollator())
    return out
  }

  /// Appends this value at nesting `depth` (the opening brace continues the current line).
  private func write(to out: inout String, depth: Int, collator: ICU.StandardCollator) {
    switch self {
    case .string(let value): Self.quote(value, to: &out)
    case .bool(let value): out += value ? "true" : "false"
    case .object(let members):
      let indent = String(repeating: "  ", count: depth + 1)
      guard !members.isEmpty else {
        out += "{\n\n" + String(repeating: "  ", count: depth) + "}"
        return
      }
      out += "{\n"
      for (index, key) in collator.sorted(Array(members.keys)).enumerated() {
        if index > 0 { out += ",\n" }
        out += indent
        Self.quote(key, to: &out)
        out += " : "
        members[key]?.write(to: &out, depth: depth + 1, collator: collator)
      }
      out += "\n" + String(repeating: "  ", count: depth) + "}"
    }
  }

  /// Appends `text` as a JSON string: `"` and `\` escaped, controls as `\n`, `\t`, `\r`, `\b`, `\f`
  /// or `\u00xx`, and what ``JSONText`` escapes (bidi controls, separators) as `\u`.
  static func quote(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      default:
        if scalar.value < 0x20 || JSONText.isEscaped(scalar) {
          out += "\\u" + BackslashEscaping.hex(scalar.value, digits: 4).lowercased()
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
