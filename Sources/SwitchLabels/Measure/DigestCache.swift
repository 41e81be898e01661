// The measurer's cache: measurements by a digest of (text, font, size, language).

import Synchronization

/// A bounded, thread-safe cache keyed by a ``KeyDigest``, for the hot lookups (a measurement, a
/// resolved font): set-associative, four entries per set, so a lookup is a lock, one index
/// computation and at most four comparisons, with no hashing beyond the digest and no rehashing.
///
/// A full set replaces its oldest entry. Entries are objects, so a hit costs one reference count;
/// callers check a hit against their full key (`body` runs under the lock), so a digest collision
/// is a miss, never a wrong answer.
///
/// Why a second cache type beside ``BoundedCache``: the benchmark line "measure · cached · <label>"
/// (≤ 100 ns) pays for it. A cached measure of "Off" costs 834 instructions with this cache
/// (callgrind). Keyed by (text, font, locale) in a `BoundedCache` through the standard library's
/// `Hasher`, it cost 1,676 with the synthesised hash (the text as ``ExactText``, `String`'s hash
/// for the family and the tag) and 1,915 with one `Hasher.combine(bytes:)` over all the key's
/// bytes: 2.0–2.3×, about 150–300 ns. The cost is the hasher's own (seed, a call per string,
/// finalisation) and the key's strings, copied into the key and compared on every hit; this
/// digest is one pass over the same bytes.
final class DigestCache<Value: AnyObject & Sendable>: Sendable {
  /// An entry.
  ///
  /// The table owns one reference to each value (taken on insert, given back on eviction), so a
  /// lookup can lend the value to `body` under the lock without retaining it.
  private struct Slot {
    var digest: UInt64 = 0
    var age: UInt64 = 0
    var value: Unmanaged<Value>?
  }

  private struct Table {
    var slots: [Slot]
    var clock: UInt64 = 0
  }

  private static var ways: Int { 4 }
  private let table: Mutex<Table>
  private let setMask: UInt64
  /// The most entries held (a power of two, at least 4), or 0 when caching is off.
  let capacity: Int

  /// Creates a cache holding about `capacity` entries (rounded up to a power of two; 0 disables).
  init(capacity: Int) {
    guard capacity > 0 else {
      self.capacity = 0
      setMask = 0
      table = Mutex(Table(slots: []))
      return
    }
    var sets = 1
    while sets * Self.ways < capacity { sets *= 2 }
    self.capacity = sets * Self.ways
    setMask = UInt64(sets - 1)
    table = Mutex(Table(slots: Array(repeating: Slot(), count: sets * Self.ways)))
  }

  deinit {
    table.withLock { table in
      for slot in table.slots { slot.value?.release() }
    }
  }

  /// `body` applied to the entry for `digest`, under the lock; nil when there is none or `body`
  /// rejects it.
  func value<Result: Sendable>(for digest: UInt64, _ body: (Value) -> Result?) -> Result? {
    guard capacity > 0 else { return nil }
    let first = Int(digest & setMask) * Self.ways
    return table.withLock { table in
      for index in first..<(first + Self.ways) where table.slots[index].digest == digest {
        // The table's own reference keeps the value alive while the lock is held.
        if let value = table.slots[index].value { return value._withUnsafeGuaranteedRef(body) }
      }
      return nil
    }
  }

  /// Stores `value` for `digest`, replacing the entry with the same digest or the set's oldest.
  func insert(_ value: Value, for digest: UInt64) {
    guard capacity > 0 else { return }
    let first = Int(digest & setMask) * Self.ways
    let retained = Unmanaged.passRetained(value)
    let evicted: Unmanaged<Value>? = table.withLock { table in
      var victim = first
      for index in first..<(first + Self.ways) {
        let slot = table.slots[index]
        if slot.value == nil || slot.digest == digest {
          victim = index
          break
        }
        if slot.age < table.slots[victim].age { victim = index }
      }
      table.clock += 1
      let old = table.slots[victim].value
      table.slots[victim] = Slot(digest: digest, age: table.clock, value: retained)
      return old
    }
    // Released outside the lock: a value's deinit never runs while the table is locked.
    evicted?.release()
  }

  /// The number of entries held.
  var count: Int { table.withLock { $0.slots.reduce(0) { $0 + ($1.value == nil ? 0 : 1) } } }
}

/// A 64-bit digest of a cache key's parts, computed once per key so that a lookup hashes a single
/// integer.
///
/// (`String`'s own hashing normalises non-ASCII text first, which costs more than the rest of a
/// cache hit; keys hashed this way compare text by its exact bytes.) Eight bytes at a time,
/// multiplicative mixing with a final avalanche: not for adversarial input, and every user checks a
/// hit against the full key, so a collision only costs a miss.
struct KeyDigest {
  private var state: UInt64 = 0x243F_6A88_85A3_08D3
  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The digest of everything added.
  var value: UInt64 {
    var hash = state
    hash ^= hash >> 32
    hash &*= 0xD6E8_FEB8_6659_FD93
    return hash ^ hash >> 32
  }

  /// Adds an integer.
  @inline(__always)
  mutating func add(_ number: UInt64) {
    state = (state ^ number) &* Self.multiplier
  }

  /// Adds the UTF-8 bytes of `text` and their count.
  mutating func add(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) == nil {
      Array(text.utf8).withUnsafeBytes { add($0) }
    }
  }

  private mutating func add(_ raw: UnsafeRawBufferPointer) {
    var offset = 0
    while offset + 8 <= raw.count {
      add(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    // The last 0–7 bytes, with the length in the top byte (so "a" and "a\0" differ).
    var tail = UInt64(truncatingIfNeeded: raw.count) << 56
    var shift: UInt64 = 0
    while offset < raw.count {
      tail |= UInt64(raw[offset]) << shift
      shift += 8
      offset += 1
    }
    add(tail)
  }

  /// Adds a font spec: its source, size and weight.
  mutating func add(_ font: FontSpec) {
    switch font.source {
    case .family(let family):
      add(family)
    case .file(let path, let index):
      add(path)
      add(UInt64(bitPattern: Int64(index)))
    }
    add(font.size.bitPattern)
    add(UInt64(bitPattern: Int64(font.weight)))
  }

  /// Whether two strings have the same UTF-8 bytes (not merely canonically equivalent).
  static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    let result = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in
        guard left.count == right.count else { return false }
        let a = UnsafeRawBufferPointer(left)
        let b = UnsafeRawBufferPointer(right)
        var offset = 0
        while offset + 8 <= a.count {
          if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          {
            return false
          }
          offset += 8
        }
        while offset < a.count {
          if a[offset] != b[offset] { return false }
          offset += 1
        }
        return true
      }
    }
    return (result ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
  }
}
