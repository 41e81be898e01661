// The lines of a String Catalog's keys and localizations, for findings that say where.

/// Where each key of a String Catalog, and each of its localizations, starts: the 1-based line of
/// the member `strings.<key>` and of `strings.<key>.localizations.<language>`.
///
/// JSONDecoder says nothing of lines; this one pass over the text the reader has checked
/// (``AppJSON``: valid UTF-8 JSON) finds them. Member names are decoded as JSON decodes them
/// (escapes, `\u` surrogate pairs), so they are the reader's keys.
///
/// ```swift
/// let lines = StringCatalogLines(text)
/// lines.localization(key: "Power", language: "de")  // 9: the line of "de" : {
/// ```
struct StringCatalogLines {
  /// A key's localization in one language.
  private struct Place: Hashable {
    let key: String
    let language: String
  }

  private var keys: [String: Int] = [:]
  private var localizations: [Place: Int] = [:]

  /// The line of the member `strings.<key>`, if the text has it.
  func key(_ key: String) -> Int? { keys[key] }

  /// The line of the member `strings.<key>.localizations.<language>`, if the text has it.
  func localization(key: String, language: String) -> Int? {
    localizations[Place(key: key, language: language)]
  }

  /// The lines of `text`, UTF-8 JSON that the reader has checked.
  init(_ text: [UInt8]) {
    // The member name each open container is the value of (nil for the root, array items and
    // members outside the paths that matter), and whether it is an object.
    var names: [String?] = []
    var objects: [Bool] = []
    var expectsName = false
    var pending: String? = nil
    var line = 1
    var index = 0
    let count = text.count
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
        names.removeLast()
        objects.removeLast()
        pending = nil
        expectsName = false
      case UInt8(ascii: ","):
        pending = nil
        expectsName = objects.last == true
      case UInt8(ascii: "\""):
        let isName = expectsName
        expectsName = false
        // Only the names on the paths that matter are decoded; other strings are skipped.
        let depth = names.count
        let wanted =
          isName
          && ((depth == 1) || (depth == 2 && names[1] == "strings")
            || (depth == 3 && names[1] == "strings")
            || (depth == 4 && names[1] == "strings" && names[3] == "localizations"))
        let (string, end) = Self.string(in: text, from: index + 1, decoding: wanted)
        index = end
        if let string {
          pending = string
          if depth == 2 {
            if keys[string] == nil { keys[string] = line }
          } else if depth == 4, let key = names[2] {
            let place = Place(key: key, language: string)
            if localizations[place] == nil { localizations[place] = line }
          }
        }
      default:
        break
      }
      index += 1
    }
  }

  /// The string whose text starts at `start` (after its quote), decoded when `decoding`, and
  /// the index of its closing quote.
  private static func string(in text: [UInt8], from start: Int, decoding: Bool) -> (String?, Int) {
    var index = start
    var bytes: [UInt8] = []
    var pendingHigh: UInt32? = nil
    func append(_ scalar: UInt32) {
      guard let value = Unicode.Scalar(scalar) else { return }
      bytes.append(contentsOf: Array(String(Character(value)).utf8))
    }
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\"), index + 1 < text.count {
        index += 1
        guard decoding else {
          index += 1
          continue
        }
        let escaped = text[index]
        if escaped == UInt8(ascii: "u"), index + 4 < text.count,
          let code = UInt32(
            String(decoding: text[(index + 1)...(index + 4)], as: UTF8.self), radix: 16)
        {
          index += 4
          if (0xD800...0xDBFF).contains(code) {
            pendingHigh = code
          } else if (0xDC00...0xDFFF).contains(code), let high = pendingHigh {
            append(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))
            pendingHigh = nil
          } else {
            append(code)
          }
        } else {
          let map: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
          ]
          bytes.append(map[escaped] ?? escaped)
        }
        index += 1
        continue
      }
      if decoding { bytes.append(byte) }
      index += 1
    }
    return (decoding ? String(decoding: bytes, as: UTF8.self) : nil, index)
  }
}
