// The lines of a String Catalog's keys and localizations, for findings that say where.

/// The 1-based lines where a String Catalog's keys and localizations start, which JSONDecoder
/// does not say; member names are decoded as JSON decodes them, so they are the reader's keys.
struct StringCatalogLines {
  /// A key's line and its localizations' lines, in order (a few dozen: searched, not hashed).
  private struct Key {
    var line: Int
    var localizations: [(language: String, line: Int)] = []
  }

  private var keys: [String: Key] = [:]

  /// The line of the member `strings.<key>`, if the text has it.
  func key(_ key: String) -> Int? { keys[key]?.line }

  /// The line of the member `strings.<key>.localizations.<language>`, if the text has it.
  func localization(key: String, language: String) -> Int? {
    keys[key]?.localizations.first { $0.language == language }?.line
  }

  /// The lines of `text`, UTF-8 JSON that the reader has checked.
  init(_ text: [UInt8]) {
    scan(text)
  }

  /// Reads `text`, recording the lines of the members that matter.
  private mutating func scan(_ text: [UInt8]) {
    // Each open container's member name (nil outside the paths that matter), and if an object.
    var names: [String?] = []
    var objects: [Bool] = []
    var expectsName = false
    var pending: String? = nil
    var line = 1
    var index = 0
    let count = text.count
    // The key whose object is open, and its lines so far: stored when the object closes.
    var current: (name: String, key: Key)? = nil
    while index < count {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        names.append(pending)
        objects.append(byte == UInt8(ascii: "{"))
        pending = nil
        expectsName = byte == UInt8(ascii: "{")
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if names.count == 3, let open = current {
          if keys[open.name] == nil { keys[open.name] = open.key }
          current = nil
        }
        if !names.isEmpty {
          names.removeLast()
          objects.removeLast()
        }
        pending = nil
        expectsName = false
      case UInt8(ascii: ","):
        pending = nil
        expectsName = objects.last == true
      case UInt8(ascii: "\""):
        let isName = expectsName
        expectsName = false
        let depth = names.count
        let wanted =
          isName
          && (depth == 1 || (depth == 2 && names[1] == "strings")
            || (depth == 3 && names[1] == "strings")
            || (depth == 4 && names[1] == "strings" && names[3] == "localizations"))
        let (string, end) = AppJSON.string(in: text, from: index + 1, decoding: wanted)
        index = end
        if let string {
          pending = string
          if depth == 2 {
            current = (string, Key(line: line))
          } else if depth == 4, current != nil {
            current?.key.localizations.append((string, line))
          }
        }
      default:
        break
      }
      index += 1
    }
  }
}
