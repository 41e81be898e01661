// Jansson's tree of a checked JSON file, walked by a reader; type errors named by their path.

internal import CJansson

/// A JSON file parsed by Jansson (``AppJSON/document(_:file:encodings:)``), owning its tree.
final class JSONDocument {
  /// The tree's root; Jansson's tree is the reason for the pointer, released with the document.
  private let pointer: UnsafeMutablePointer<json_t>
  /// The file, named in errors.
  let file: String
  /// The UTF-8 text the tree was parsed from (without a byte-order mark).
  let text: [UInt8]

  init(root: UnsafeMutablePointer<json_t>, file: String, text: [UInt8]) {
    pointer = root
    self.file = file
    self.text = text
  }

  deinit { json_decref(pointer) }

  var root: JSONNode { JSONNode(pointer: pointer, root: pointer, file: file) }
}

/// One value of a ``JSONDocument``; valid while its document lives.
struct JSONNode {
  fileprivate let pointer: UnsafeMutablePointer<json_t>
  /// The document's root: an error's path is looked for from it (only when there is an error).
  fileprivate let root: UnsafeMutablePointer<json_t>
  /// The file, named in errors.
  let file: String

  /// The keys from the top level to this value.
  var path: [String] {
    func path(to node: UnsafeMutablePointer<json_t>) -> [String]? {
      if node == pointer { return [] }
      for (key, child) in node.members {
        if let rest = path(to: child) { return [key] + rest }
      }
      return nil
    }
    return path(to: root) ?? []
  }

  /// The value of `key` when this is an object that has it (nil for `null`, as an absent key).
  func optional(_ key: String) throws(AppStringsError) -> JSONNode? {
    try requireObject()
    guard let child = json_object_get(pointer, key), child.pointee.type != JSON_NULL else {
      return nil
    }
    return JSONNode(pointer: child, root: root, file: file)
  }

  /// The value of `key`; throws `malformed` when it is missing.
  func required(_ key: String) throws(AppStringsError) -> JSONNode {
    guard let child = try optional(key) else {
      let at = path.isEmpty ? "" : " at \(quoted(path))"
      throw .malformed(
        file: file, line: nil, reason: "missing \"\(AppStringsError.printable(key))\"\(at)")
    }
    return child
  }

  /// The members of an object, in Jansson's order, `null` values left out unless `keepingNull`.
  func members(keepingNull: Bool = false) throws(AppStringsError) -> [(
    key: String, value: JSONNode
  )] {
    try requireObject()
    return pointer.members.filter { keepingNull || $0.value.pointee.type != JSON_NULL }.map {
      (key: $0.key, value: JSONNode(pointer: $0.value, root: root, file: file))
    }
  }

  /// The object at `key` as `make` of each member, by name; nil when `key` is absent.
  func dictionary<Value>(
    _ key: String, _ make: (JSONNode) throws(AppStringsError) -> Value
  ) throws(AppStringsError) -> [String: Value]? {
    guard let members = try optional(key)?.members() else { return nil }
    var result: [String: Value] = [:]
    for (name, value) in members { result[name] = try make(value) }
    return result
  }

  func string() throws(AppStringsError) -> String {
    guard let string = pointer.string else { throw mismatch("a string") }
    return string
  }

  func bool() throws(AppStringsError) -> Bool {
    switch pointer.pointee.type {
    case JSON_TRUE: return true
    case JSON_FALSE: return false
    default: throw mismatch("a boolean")
    }
  }

  private func requireObject() throws(AppStringsError) {
    guard pointer.pointee.type == JSON_OBJECT else { throw mismatch("an object") }
  }

  /// `"path" must be <type>`, as JSONDecoder's messages say it.
  private func mismatch(_ type: String) -> AppStringsError {
    let at = path.isEmpty ? "the top level" : quoted(path)
    return .malformed(
      file: file, line: nil,
      reason: "\(at) must be \(type)\(pointer.pointee.type == JSON_NULL ? ", not null" : "")")
  }

  private func quoted(_ path: [String]) -> String {
    "\"\(AppStringsError.printable(path.joined(separator: ".")))\""
  }
}
