// A key written twice in one JSON object, found without building the value: JSONDecoder keeps
// one of the two values and says nothing.

/// Finds the first object key that appears twice in one object of JSON text, in the objects
/// down to a depth, with its line.
///
/// It only follows the text's structure (strings, `{`, `[`, `,`, `:`), on text JSONDecoder has
/// already accepted; keys are compared as written (escapes not decoded). The String Catalog
/// reader checks the catalog, `strings`, each string's entry and its `localizations` (depth 4),
/// the ARB reader its messages (depth 1): one pass over the bytes, measured in the benchmark
/// "app strings · String Catalog".
enum JSONDuplicateKeys {
  /// The first key found twice in an object at depth 1 (the top level) to `maximumDepth`, and
  /// the line of its second appearance; nil when there is none.
  static func first(in bytes: [UInt8], maximumDepth: Int) -> (key: String, line: Int)? {
    // Per open container: whether it is an object, and whether a key comes next.
    var isObject: [Bool] = []
    var expectsKey: [Bool] = []
    // The keys seen so far in the open object at each depth (reused across objects).
    var keys = [Set<String>](repeating: [], count: maximumDepth + 1)
    var line = 1
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let object = byte == UInt8(ascii: "{")
        isObject.append(object)
        expectsKey.append(object)
        if object, isObject.count <= maximumDepth {
          keys[isObject.count].removeAll(keepingCapacity: true)
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard !isObject.isEmpty else { return nil }  // not JSON: JSONDecoder says why
        isObject.removeLast()
        expectsKey.removeLast()
      case UInt8(ascii: ","):
        if let last = isObject.last, last { expectsKey[expectsKey.count - 1] = true }
      case UInt8(ascii: "\""):
        let start = index + 1
        index = start
        while index < count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let depth = isObject.count
        if depth > 0, expectsKey[depth - 1] {
          expectsKey[depth - 1] = false
          if depth <= maximumDepth {
            let key = String(decoding: bytes[start..<min(index, count)], as: UTF8.self)
            if !keys[depth].insert(key).inserted { return (key, line) }
          }
        }
      default:
        break
      }
      index += 1
    }
    return nil
  }
}
