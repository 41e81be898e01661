/// An `Encoder` that records the fields a value encodes at its top level, by key, without
/// encoding them: so a report can encode each field on its own (and stream its rows) while its
/// own `Encodable` conformance stays the one description of its layout.
///
/// ``isFlatObject`` is false when the value used anything but a keyed container of plain
/// `encode(_:forKey:)` calls (a nested or super encoder, an unkeyed or single value); the caller
/// then encodes the value whole.
final class TopLevelFields: Encoder {
  /// Each field encoded, in the order the value encoded them.
  private(set) var values: [(key: String, value: any Encodable)] = []
  /// Whether only keyed top-level fields were encoded.
  private(set) var isFlatObject = true

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Fields<Key>(owner: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    isFlatObject = false
    return Unsupported(owner: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    isFlatObject = false
    return Unsupported(owner: self)
  }

  fileprivate func record(_ key: some CodingKey, _ value: any Encodable) {
    values.append((key.stringValue, value))
  }

  fileprivate func unsupported() { isFlatObject = false }

  /// The keyed container: every `encode` records its value.
  private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let owner: TopLevelFields
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { owner.record(key, Optional<Int>.none) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: String, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { owner.record(key, value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      owner.record(key, value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      owner.unsupported()
      return KeyedEncodingContainer(Fields<NestedKey>(owner: TopLevelFields()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      owner.unsupported()
      return Unsupported(owner: owner)
    }

    mutating func superEncoder() -> any Encoder {
      owner.unsupported()
      return TopLevelFields()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      owner.unsupported()
      return TopLevelFields()
    }
  }

  /// A container whose use only marks the layout as not flat; its values are dropped (the
  /// caller encodes the value whole instead).
  private struct Unsupported: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let owner: TopLevelFields
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() throws { owner.unsupported() }
    mutating func encode<T: Encodable>(_ value: T) throws { owner.unsupported() }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      owner.unsupported()
      return KeyedEncodingContainer(Fields<NestedKey>(owner: TopLevelFields()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      owner.unsupported()
      return self
    }

    mutating func superEncoder() -> any Encoder {
      owner.unsupported()
      return TopLevelFields()
    }
  }
}
