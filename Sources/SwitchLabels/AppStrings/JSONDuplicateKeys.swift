// A key written twice in one JSON object, found without building the value: JSONDecoder keeps
// one of the two values and says nothing.

/// Finds the first object key that appears twice in one object of JSON text, in the objects
/// down to a depth, with its line.
///
/// It only follows the text's structure (strings, `{`, `[`, `,`, `:`), on text JSONDecoder has
/// already accepted; keys are compared as written (escapes not decoded). The String Catalog
/// reader checks the catalog, `strings`, each string's entry and its `localizations` (depth 4),
/// the ARB reader its messages (depth 1): one pass over the bytes, 4% of the instructions of
/// `switch-labels strings` on a catalog of 40 locales × 1,000 keys (callgrind), measured in the
/// benchmark "app strings · String Catalog".
enum JSONDuplicateKeys {
  /// The first key found twice in an object at depth 1 (the top level) to `maximumDepth`, and
  /// the line of its second appearance; nil when there is none.
  static func first(in bytes: [UInt8], maximumDepth: Int) -> (key: String, line: Int)? {
    // Per open container: whether it is an object, and whether a key comes next.
    var isObject: [Bool] = []
    var expectsKey = false
    // The keys seen so far in the open object at each depth (reused across objects).
    var keys = [Set<String>](repeating: [], count: maximumDepth + 1)
    var line = 1
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index += 1
      // Most bytes outside strings are the indentation's spaces: skipped before the switch, the
      // scan of a 5.5 MB catalog takes 79 M instructions instead of 94 M (callgrind).
      if byte == UInt8(ascii: " ") { continue }
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: "{"):
        isObject.append(true)
        expectsKey = true
        if isObject.count <= maximumDepth { keys[isObject.count].removeAll(keepingCapacity: true) }
      case UInt8(ascii: "["):
        isObject.append(false)
        expectsKey = false
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard !isObject.isEmpty else { return nil }  // not JSON: JSONDecoder says why
        isObject.removeLast()
        expectsKey = false
      case UInt8(ascii: ","):
        expectsKey = isObject.last == true
      case UInt8(ascii: "\""):
        let start = index
        while index < count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let end = min(index, count)
        index += 1
        guard expectsKey else { continue }
        expectsKey = false
        let depth = isObject.count
        if depth <= maximumDepth {
          let key = String(decoding: bytes[start..<end], as: UTF8.self)
          if !keys[depth].insert(key).inserted { return (key, line) }
        }
      default:
        break
      }
    }
    return nil
  }
}
