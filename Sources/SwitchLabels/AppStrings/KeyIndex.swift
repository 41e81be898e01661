// The positions of a table's keys: an index the readers also find repeated keys with.

/// Where each key of a list is: an open-addressing table of positions, keyed by the 64-bit FNV-1a
/// hash of each key's UTF-8.
///
/// Keys are compared only when their hashes are equal, and the keys themselves stay in the
/// entries (each lookup is given them). Putting 5,000 keys into a `[String: Int]` (SipHash, and
/// the dictionary's own work) was 2.2 of the 29 M instructions of benchmark "app strings ·
/// Android strings.xml 5,000 · reader"; this index, with the reader's check for a key defined
/// twice made while filling it, takes 1.1 M (callgrind). Keys made to collide cannot make it
/// slow: a probe that runs long turns the index into a dictionary.
///
/// ```swift
/// let keys = ["on", "off", "on"]
/// var index = KeyIndex()
/// for position in keys.indices { index.insert(keys[position]) { keys[$0] } }  // nil, nil, 0
/// index.positions(of: "on") { keys[$0] }  // [0, 2]
/// ```
struct KeyIndex: Sendable {
  /// The most slots a probe visits before the index becomes a dictionary.
  private let probeLimit: Int

  /// A slot holds a position + 1 (0: empty); there are at least twice as many slots as
  /// positions, a power of two of them.
  private var slots: [Int32]
  /// The hash of each position's key.
  private var hashes: [UInt64] = []
  /// The number of bits of a slot number.
  private var bits: Int
  /// Every key's positions, once a probe ran long (the slots are then dropped).
  private var dictionary: [String: [Int]]? = nil

  /// An empty index with room for `capacity` keys before it grows.
  ///
  /// - Parameters:
  ///   - capacity: The number of keys it has room for.
  ///   - probeLimit: The most slots a probe visits before the index becomes a dictionary.
  init(capacity: Int = 0, probeLimit: Int = 32) {
    self.probeLimit = probeLimit
    var bits = 4
    while 1 << bits < capacity * 2 { bits += 1 }
    self.bits = bits
    slots = [Int32](repeating: 0, count: 1 << bits)
    hashes.reserveCapacity(capacity)
  }

  /// The number of positions.
  var count: Int { hashes.count }

  /// Whether a probe ran long and a dictionary serves.
  var isDictionary: Bool { dictionary != nil }

  /// Adds the next position (``count``), whose key is `key`.
  ///
  /// - Parameters:
  ///   - key: The key at the new position.
  ///   - keyAt: The key at an earlier position.
  /// - Returns: The first earlier position with the same key, if any.
  @discardableResult
  mutating func insert(_ key: String, keyAt: (Int) -> String) -> Int? {
    let position = hashes.count
    let hash = Self.fnv1a(key)
    hashes.append(hash)
    if dictionary != nil { return insertIntoDictionary(key, position) }
    guard position < Int(Int32.max) - 1 else {
      becomeDictionary(keyAt: keyAt)
      return insertIntoDictionary(key, position)
    }
    if hashes.count * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = home(hash)
    var probes = 0
    var earlier: Int? = nil
    while slots[slot] != 0 {
      let other = Int(slots[slot]) - 1
      if earlier == nil, hashes[other] == hash, keyAt(other) == key { earlier = other }
      probes += 1
      if probes > probeLimit {
        becomeDictionary(keyAt: keyAt)
        return insertIntoDictionary(key, position)
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(position + 1)
    return earlier
  }

  /// The positions of `key`, in order.
  ///
  /// - Parameters:
  ///   - key: The key looked up.
  ///   - keyAt: The key at a position.
  /// - Returns: The positions; none when the key is not in the index.
  func positions(of key: String, keyAt: (Int) -> String) -> [Int] {
    if let dictionary { return dictionary[key] ?? [] }
    var found: [Int] = []
    walk(key, keyAt: keyAt) { found.append($0) }
    return found
  }

  /// The first position of `key`, if any.
  ///
  /// - Parameters:
  ///   - key: The key looked up.
  ///   - keyAt: The key at a position.
  /// - Returns: The position, or nil when the key is not in the index.
  func first(of key: String, keyAt: (Int) -> String) -> Int? {
    if let dictionary { return dictionary[key]?.first }
    var found: Int? = nil
    walk(key, keyAt: keyAt) { position in
      if found == nil { found = position }
    }
    return found
  }

  /// Calls `body` with each position of `key`, in order: positions were added in order, and a
  /// later one is always further along the probe.
  private func walk(_ key: String, keyAt: (Int) -> String, _ body: (Int) -> Void) {
    let hash = Self.fnv1a(key)
    let mask = slots.count - 1
    var slot = home(hash)
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if hashes[position] == hash, keyAt(position) == key { body(position) }
      slot = (slot + 1) & mask
    }
  }

  /// The first slot of `hash`: the top bits of its product with 2⁶⁴/φ, which depend on all of
  /// its bits.
  private func home(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
  }

  /// Twice the slots, every position placed again (in order, from the hashes kept).
  private mutating func grow() {
    bits += 1
    slots = [Int32](repeating: 0, count: 1 << bits)
    let mask = slots.count - 1
    for position in hashes.indices.dropLast() {
      var slot = home(hashes[position])
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(position + 1)
    }
  }

  /// Turns the index into a dictionary of every position before the newest.
  private mutating func becomeDictionary(keyAt: (Int) -> String) {
    var positions: [String: [Int]] = [:]
    for position in 0..<(hashes.count - 1) {
      positions[keyAt(position), default: []].append(position)
    }
    dictionary = positions
    slots = [0]
    bits = 0
  }

  /// Adds `position` under `key` to the dictionary; returns the first earlier one.
  private mutating func insertIntoDictionary(_ key: String, _ position: Int) -> Int? {
    let earlier = dictionary?[key]?.first
    dictionary?[key, default: []].append(position)
    return earlier
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8.
  ///
  /// The bytes are read in place: a loop over `String.UTF8View` asks the string for each byte
  /// (290 instructions for a key of 8 bytes, more than SipHash and the dictionary's lookup).
  static func fnv1a(_ text: String) -> UInt64 {
    func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      return hash
    }
    return text.utf8.withContiguousStorageIfAvailable(hash) ?? hash(text.utf8)
  }
}
