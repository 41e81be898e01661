// The Codable containers PrettyJSON's slots hand out: keyed, unkeyed and single values.

import FoundationEssentials

extension PrettyJSON {
  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let members: Container
    var codingPath: [any CodingKey] { slot.codingPath }

    private func put(_ key: Key, literal: StaticString) {
      members.append(key.stringValue) {
        $0.append(
          contentsOf: UnsafeBufferPointer(
            start: literal.utf8Start, count: literal.utf8CodeUnitCount))
      }
    }

    private func put(_ key: Key, integer: some BinaryInteger) {
      members.append(key.stringValue) { $0.append(contentsOf: "\(integer)".utf8) }
    }

    mutating func encodeNil(forKey key: Key) throws { put(key, literal: "null") }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      put(key, literal: value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      members.append(key.stringValue) { appendString(value, to: &$0) }
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      let text = try number(value, codingPath: codingPath + [key])
      members.append(key.stringValue) { $0.append(contentsOf: text.utf8) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      let text = try number(value, codingPath: codingPath + [key])
      members.append(key.stringValue) { $0.append(contentsOf: text.utf8) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(key, integer: value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(key, integer: value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      if T.self == String.self, let string = value as? String {
        return try encode(string, forKey: key)
      }
      let child = slot.child(key)
      try child.encodeValue(value)
      members.append(key.stringValue) { child.write(to: &$0) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let child = slot.child(key)
      members.appendLater(key.stringValue, child)
      return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = slot.child(key)
      members.appendLater(key.stringValue, child)
      return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      let child = slot.child(SuperKey())
      members.appendLater("super", child)
      return child
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      let child = slot.child(key)
      members.appendLater(key.stringValue, child)
      return child
    }
  }

  /// The key `super`, for the paths of errors.
  struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
  }

  /// An index as a coding key, for the paths of errors.
  struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let elements: Container
    var codingPath: [any CodingKey] { slot.codingPath }
    var count: Int { elements.members.count }

    private func put(literal: StaticString) {
      elements.append("") {
        $0.append(
          contentsOf: UnsafeBufferPointer(
            start: literal.utf8Start, count: literal.utf8CodeUnitCount))
      }
    }
    private func put(integer: some BinaryInteger) {
      elements.append("") { $0.append(contentsOf: "\(integer)".utf8) }
    }
    private var indexKey: IndexKey { IndexKey(intValue: count) }

    mutating func encodeNil() throws { put(literal: "null") }
    mutating func encode(_ value: Bool) throws { put(literal: value ? "true" : "false") }
    mutating func encode(_ value: String) throws {
      elements.append("") { appendString(value, to: &$0) }
    }
    mutating func encode(_ value: Double) throws {
      let text = try number(value, codingPath: codingPath + [indexKey])
      elements.append("") { $0.append(contentsOf: text.utf8) }
    }
    mutating func encode(_ value: Float) throws {
      let text = try number(value, codingPath: codingPath + [indexKey])
      elements.append("") { $0.append(contentsOf: text.utf8) }
    }
    mutating func encode(_ value: Int) throws { put(integer: value) }
    mutating func encode(_ value: Int8) throws { put(integer: value) }
    mutating func encode(_ value: Int16) throws { put(integer: value) }
    mutating func encode(_ value: Int32) throws { put(integer: value) }
    mutating func encode(_ value: Int64) throws { put(integer: value) }
    mutating func encode(_ value: UInt) throws { put(integer: value) }
    mutating func encode(_ value: UInt8) throws { put(integer: value) }
    mutating func encode(_ value: UInt16) throws { put(integer: value) }
    mutating func encode(_ value: UInt32) throws { put(integer: value) }
    mutating func encode(_ value: UInt64) throws { put(integer: value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      if T.self == String.self, let string = value as? String { return try encode(string) }
      let child = slot.child(indexKey)
      try child.encodeValue(value)
      elements.append("") { child.write(to: &$0) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      let child = slot.child(indexKey)
      elements.appendLater("", child)
      return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let child = slot.child(indexKey)
      elements.appendLater("", child)
      return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      let child = slot.child(indexKey)
      elements.appendLater("", child)
      return child
    }
  }

  struct SingleValue: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] { slot.codingPath }

    private func set(_ text: String) { slot.content = .bytes(Array(text.utf8)) }

    mutating func encodeNil() throws { set("null") }
    mutating func encode(_ value: Bool) throws { set(value ? "true" : "false") }
    mutating func encode(_ value: String) throws {
      var bytes: [UInt8] = []
      appendString(value, to: &bytes)
      slot.content = .bytes(bytes)
    }
    mutating func encode(_ value: Double) throws { set(try number(value, codingPath: codingPath)) }
    mutating func encode(_ value: Float) throws { set(try number(value, codingPath: codingPath)) }
    mutating func encode(_ value: Int) throws { set("\(value)") }
    mutating func encode(_ value: Int8) throws { set("\(value)") }
    mutating func encode(_ value: Int16) throws { set("\(value)") }
    mutating func encode(_ value: Int32) throws { set("\(value)") }
    mutating func encode(_ value: Int64) throws { set("\(value)") }
    mutating func encode(_ value: UInt) throws { set("\(value)") }
    mutating func encode(_ value: UInt8) throws { set("\(value)") }
    mutating func encode(_ value: UInt16) throws { set("\(value)") }
    mutating func encode(_ value: UInt32) throws { set("\(value)") }
    mutating func encode(_ value: UInt64) throws { set("\(value)") }
    mutating func encode<T: Encodable>(_ value: T) throws { try slot.encodeValue(value) }
  }
}
