// The keys of a `.strings` file in file order, with their lines: what PropertyListDecoder does
// not say (it keeps one value of a key defined twice, silently).

import FoundationEssentials

/// Finds a key defined twice in a `.strings` file that PropertyListDecoder has already read.
///
/// It only walks the `"key" = "value";` layout (comments, quoted and unquoted strings, `key;`)
/// to see each key and its line; the values are PropertyListDecoder's. Text in another layout
/// (a property list with braces, XML, binary) is not checked.
enum StringsKeyScanner {
  /// The first key defined a second time, with the line of the second definition; nil when
  /// every key is defined once.
  ///
  /// Keys are compared as written; when `decodedCount` (the number of keys PropertyListDecoder
  /// read) is smaller than the number written, two keys written differently decode to one
  /// (`"On"` and `"O\156"`), and each key is decoded to find them.
  static func duplicate(in text: String, decodedCount: Int? = nil) -> (key: String, line: Int)? {
    var scanner = Scanner(scalars: Array(text.unicodeScalars))
    var keys: [(key: String, line: Int)] = []
    var seen: Set<String> = []
    while true {
      scanner.skipSpaceAndComments()
      guard !scanner.atEnd else { break }
      let line = scanner.line
      guard let key = scanner.string() else { return nil }
      if !seen.insert(key).inserted { return (key, line) }
      keys.append((key, line))
      scanner.skipSpaceAndComments()
      if scanner.take("=") {
        scanner.skipSpaceAndComments()
        guard scanner.string() != nil else { return nil }
        scanner.skipSpaceAndComments()
      }
      guard scanner.take(";") else { return nil }
    }
    guard let decodedCount, decodedCount < keys.count else { return nil }
    var decoded: Set<String> = []
    for (key, line) in keys {
      let one = try? PropertyListDecoder().decode(
        [String: String].self, from: Data("\"\(key)\" = \"\";".utf8))
      guard let name = one?.keys.first else { continue }
      if !decoded.insert(name).inserted { return (name, line) }
    }
    return nil
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
