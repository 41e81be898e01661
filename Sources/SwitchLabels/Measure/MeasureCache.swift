// A bounded, thread-safe cache: measurements per (text, font, size, language), faces per file.

import Synchronization

/// A dictionary with a size bound, safe to use from many threads.
///
/// Entries live in two generations: new entries go to the recent one; when it is full, it becomes
/// the old one and the previous old generation is dropped. A hit in the old generation moves the
/// entry back to the recent one. So the cache never holds more than `capacity` entries, lookups and
/// inserts are O(1), and entries in use survive while stale ones age out (an approximate LRU).
/// (A capacity of 1 holds up to 2: one per generation.)
/// Values are built outside the lock; two threads missing the same key both build it, and the
/// second insert wins (values for one key are equal).
final class MeasureCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Generations {
    var recent: [Key: Value] = [:]
    var old: [Key: Value] = [:]
  }

  private let generations = Mutex(Generations())
  /// The most entries held at once.
  let capacity: Int
  private let generationCapacity: Int

  /// Creates a cache holding at most `capacity` entries (0 disables caching).
  init(capacity: Int) {
    self.capacity = max(0, capacity)
    generationCapacity = max(1, self.capacity / 2)
  }

  /// The cached value for `key`, if any.
  func value(for key: Key) -> Value? {
    guard capacity > 0 else { return nil }
    return generations.withLock { generations in
      if let value = generations.recent[key] { return value }
      guard let value = generations.old.removeValue(forKey: key) else { return nil }
      Self.insert(value, for: key, into: &generations, limit: generationCapacity)
      return value
    }
  }

  /// Stores `value` for `key`, evicting the oldest generation when the cache is full.
  func insert(_ value: Value, for key: Key) {
    guard capacity > 0 else { return }
    generations.withLock { generations in
      Self.insert(value, for: key, into: &generations, limit: generationCapacity)
    }
  }

  /// The number of entries held.
  var count: Int { generations.withLock { $0.recent.count + $0.old.count } }

  /// Drops every entry.
  func removeAll() {
    generations.withLock { $0 = Generations() }
  }

  private static func insert(
    _ value: Value, for key: Key, into generations: inout Generations, limit: Int
  ) {
    if generations.recent.count >= limit, generations.recent[key] == nil {
      generations.old = generations.recent
      generations.recent = Dictionary(minimumCapacity: limit)
    }
    generations.recent[key] = value
  }
}
