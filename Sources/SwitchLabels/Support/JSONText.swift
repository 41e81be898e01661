// JSON as every output of SwitchLabels writes it.

import FoundationEssentials

/// JSON as every output writes it: pretty-printed, keys sorted, slashes unescaped, bidi controls
/// and line/paragraph separators escaped so a file cannot reorder itself in an editor or terminal.
package enum JSONText {
  /// `value` as JSON text, without a final newline; throws for a NaN or infinite number.
  package static func text(of value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: escapingInvisibles(Array(try encoder.encode(value))), as: UTF8.self)
  }

  /// `json` with those characters as `\u` escapes (they only occur inside strings).
  private static func escapingInvisibles(_ json: [UInt8]) -> [UInt8] {
    // Every character escaped here is encoded in UTF-8 starting with 0xD8 or 0xE2.
    guard json.contains(where: { $0 == 0xD8 || $0 == 0xE2 }) else { return json }
    var out: [UInt8] = []
    out.reserveCapacity(json.count + 64)
    var index = 0
    while index < json.count {
      let byte = json[index]
      let length = byte == 0xD8 ? 2 : byte == 0xE2 ? 3 : 1
      if length > 1, index + length <= json.count,
        let scalar = String(decoding: json[index..<index + length], as: UTF8.self)
          .unicodeScalars.first, isEscaped(scalar)
      {
        out += Array("\\u".utf8)
        let hex = String(scalar.value, radix: 16)
        out += Array((String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        index += length
      } else {
        out.append(byte)
        index += 1
      }
    }
    return out
  }

  /// Whether `scalar` is written as a `\u` escape beyond what JSON itself escapes.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
