// A `.strings` file's keys with their lines: PropertyListDecoder keeps one of a duplicate silently.

import FoundationEssentials

/// Finds the keys defined more than once in a `.strings` file that PropertyListDecoder has read,
/// with their lines; only the `"key" = "value";` layout is walked (not braces, XML or binary).
enum StringsKeyScanner {
  /// Each key as PropertyListDecoder decodes it (escapes too, as CFPropertyList reads them), with
  /// its lines; nil when the text is not in the `"key" = "value";` layout.
  static func keyLines(in text: String) -> [(key: String, lines: [Int])]? {
    var scanner = Scanner(scalars: Array(text.unicodeScalars))
    var order: [String] = []
    var lines: [String: [Int]] = [:]
    while true {
      scanner.skipSpaceAndComments()
      guard !scanner.atEnd else { break }
      let line = scanner.line
      guard let written = scanner.string() else { return nil }
      scanner.skipSpaceAndComments()
      if scanner.take("=") {
        scanner.skipSpaceAndComments()
        guard scanner.string() != nil else { return nil }
        scanner.skipSpaceAndComments()
      }
      guard scanner.take(";") else { return nil }
      let key = written.contains("\\") ? decoded(written) ?? written : written
      if lines[key] == nil { order.append(key) }
      lines[key, default: []].append(line)
    }
    return order.map { ($0, lines[$0] ?? []) }
  }

  /// A key as written between its quotes, decoded by PropertyListDecoder.
  private static func decoded(_ written: String) -> String? {
    let one = try? PropertyListDecoder().decode(
      [String: String].self, from: Data("\"\(written)\" = \"\";".utf8))
    return one?.keys.first
  }

  /// A cursor over the text's scalars that counts lines.
  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    var atEnd: Bool { index >= scalars.count }

    /// Moves past `scalar` if it is next.
    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard !atEnd, scalars[index] == scalar else { return false }
      index += 1
      return true
    }

    private mutating func advance() {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }

    mutating func skipSpaceAndComments() {
      while !atEnd {
        let scalar = scalars[index]
        if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while !atEnd, scalars[index] != "\n" { advance() }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          index += 2
          while !atEnd,
            !(scalars[index] == "*" && index + 1 < scalars.count
              && scalars[index + 1] == "/")
          {
            advance()
          }
          index = min(index + 2, scalars.count)
        } else {
          return
        }
      }
    }

    /// A quoted string as written between its quotes (escapes kept), or an unquoted one.
    mutating func string() -> String? {
      guard !atEnd else { return nil }
      var text = String.UnicodeScalarView()
      if scalars[index] == "\"" {
        index += 1
        while !atEnd, scalars[index] != "\"" {
          if scalars[index] == "\\", index + 1 < scalars.count {
            text.append(scalars[index])
            index += 1
          }
          text.append(scalars[index])
          advance()
        }
        guard take("\"") else { return nil }
        return String(text)
      }
      while !atEnd, Self.isUnquoted(scalars[index]) {
        text.append(scalars[index])
        index += 1
      }
      return text.isEmpty ? nil : String(text)
    }

    /// The characters an unquoted string of an old-style property list may hold.
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
      default: return false
      }
    }
  }
}
