// The Codable containers PrettyJSON's writer hands out: keyed, unkeyed and single values.

import FoundationEssentials

extension PrettyJSON {
  /// An object: each `encode` writes a member into the writer's buffer at once.
  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: Writer
    /// The identity of the object in the writer.
    let frame: Int
    var codingPath: [any CodingKey] { writer.codingPath }

    private func put(_ key: Key, literal: StaticString) throws {
      try writer.member(frame, key.stringValue) { writer, _ in
        writer.out.append(literal)
      }
    }

    private func put(_ key: Key, integer: some FixedWidthInteger) throws {
      try writer.member(frame, key.stringValue) { writer, _ in
        appendInteger(integer, to: &writer.out)
      }
    }

    mutating func encodeNil(forKey key: Key) throws { try put(key, literal: "null") }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      try put(key, literal: value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      try writer.member(frame, key.stringValue) { writer, _ in
        appendString(value, to: &writer.out)
      }
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      try writer.member(frame, key.stringValue) { writer, _ in
        try appendNumber(value, to: &writer.out, codingPath: writer.codingPath + [key])
      }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      try writer.member(frame, key.stringValue) { writer, _ in
        try appendNumber(value, to: &writer.out, codingPath: writer.codingPath + [key])
      }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(key, integer: value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(key, integer: value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try writer.member(frame, key.stringValue, key, value: value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      writer.nested(frame, key.stringValue, key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      writer.nested(frame, key.stringValue, key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { writer.nested(frame, "super", SuperKey()) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      writer.nested(frame, key.stringValue, key)
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

  /// An array: each `encode` writes an element into the writer's buffer at once.
  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let writer: Writer
    /// The identity of the array in the writer.
    let frame: Int
    var codingPath: [any CodingKey] { writer.codingPath }
    var count: Int { writer.count(frame) }

    private func put(literal: StaticString) throws {
      try writer.member(frame, "") { writer, _ in
        writer.out.append(literal)
      }
    }
    private func put(integer: some FixedWidthInteger) throws {
      try writer.member(frame, "") { writer, _ in appendInteger(integer, to: &writer.out) }
    }
    private var indexKey: IndexKey { IndexKey(intValue: count) }

    mutating func encodeNil() throws { try put(literal: "null") }
    mutating func encode(_ value: Bool) throws { try put(literal: value ? "true" : "false") }
    mutating func encode(_ value: String) throws {
      try writer.member(frame, "") { writer, _ in appendString(value, to: &writer.out) }
    }
    mutating func encode(_ value: Double) throws {
      try writer.member(frame, "") { writer, _ in
        try appendNumber(value, to: &writer.out, codingPath: writer.codingPath + [indexKey])
      }
    }
    mutating func encode(_ value: Float) throws {
      try writer.member(frame, "") { writer, _ in
        try appendNumber(value, to: &writer.out, codingPath: writer.codingPath + [indexKey])
      }
    }
    mutating func encode(_ value: Int) throws { try put(integer: value) }
    mutating func encode(_ value: Int8) throws { try put(integer: value) }
    mutating func encode(_ value: Int16) throws { try put(integer: value) }
    mutating func encode(_ value: Int32) throws { try put(integer: value) }
    mutating func encode(_ value: Int64) throws { try put(integer: value) }
    mutating func encode(_ value: UInt) throws { try put(integer: value) }
    mutating func encode(_ value: UInt8) throws { try put(integer: value) }
    mutating func encode(_ value: UInt16) throws { try put(integer: value) }
    mutating func encode(_ value: UInt32) throws { try put(integer: value) }
    mutating func encode(_ value: UInt64) throws { try put(integer: value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try writer.member(frame, "", indexKey, value: value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      writer.nested(frame, "", indexKey).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      writer.nested(frame, "", indexKey).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { writer.nested(frame, "", indexKey) }
  }

  /// A single value, written at once.
  struct SingleValue: SingleValueEncodingContainer {
    let writer: Writer
    var codingPath: [any CodingKey] { writer.codingPath }

    private func set(literal: StaticString) throws {
      try writer.single { $0.append(literal) }
    }
    private func set(integer: some FixedWidthInteger) throws {
      try writer.single { appendInteger(integer, to: &$0) }
    }

    mutating func encodeNil() throws { try set(literal: "null") }
    mutating func encode(_ value: Bool) throws { try set(literal: value ? "true" : "false") }
    mutating func encode(_ value: String) throws {
      try writer.single { appendString(value, to: &$0) }
    }
    mutating func encode(_ value: Double) throws {
      let writer = writer
      try writer.single { try appendNumber(value, to: &$0, codingPath: writer.codingPath) }
    }
    mutating func encode(_ value: Float) throws {
      let writer = writer
      try writer.single { try appendNumber(value, to: &$0, codingPath: writer.codingPath) }
    }
    mutating func encode(_ value: Int) throws { try set(integer: value) }
    mutating func encode(_ value: Int8) throws { try set(integer: value) }
    mutating func encode(_ value: Int16) throws { try set(integer: value) }
    mutating func encode(_ value: Int32) throws { try set(integer: value) }
    mutating func encode(_ value: Int64) throws { try set(integer: value) }
    mutating func encode(_ value: UInt) throws { try set(integer: value) }
    mutating func encode(_ value: UInt8) throws { try set(integer: value) }
    mutating func encode(_ value: UInt16) throws { try set(integer: value) }
    mutating func encode(_ value: UInt32) throws { try set(integer: value) }
    mutating func encode(_ value: UInt64) throws { try set(integer: value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      guard !writer.hasWritten else {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(codingPath: codingPath, debugDescription: "a value encoded twice"))
      }
      try writer.encodeValue(value, depth: writer.depth)
      writer.markWritten()
    }
  }
}
