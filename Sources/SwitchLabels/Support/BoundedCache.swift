// The one cache: a dictionary with a size bound, owned by the object whose results it keeps.

import Synchronization

/// A dictionary with a size bound, safe to use from many threads.
///
/// Each cache belongs to the instance whose work it remembers (a service, a measurer, a font
/// store), never to the process. Entries live in two generations: new entries go to the recent
/// one; when it is full it becomes the old one, and the previous old generation is dropped. A hit
/// in the old generation moves the entry back to the recent one. So lookups and inserts are O(1),
/// the cache never holds more than ``capacity`` entries, and entries in use survive while stale
/// ones age out (an approximate least-recently-used policy, the only one in the library).
///
/// ```swift
/// let widths = BoundedCache<String, Double>(capacity: 2)
/// widths.insert(42, for: "On")
/// print(widths.value(for: "On") ?? 0, widths.count)
/// // Prints "42.0 1"
/// ```
///
/// Values are built outside the lock: two threads missing the same key both build its value and
/// the later insert wins, so a value must depend on its key alone.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Generations {
    var recent: [Key: Value] = [:]
    var old: [Key: Value] = [:]
  }

  private let generations = Mutex(Generations())
  /// The most entries held at once (an even number; 0 when caching is off).
  let capacity: Int
  private let generationLimit: Int

  /// Creates a cache holding at most `capacity` entries, rounded up to an even number.
  ///
  /// - Parameter capacity: The bound; 0 or less turns caching off (every lookup misses).
  init(capacity: Int) {
    generationLimit = max(0, capacity + 1) / 2
    self.capacity = generationLimit * 2
  }

  /// The cached value for `key`, if any.
  func value(for key: Key) -> Value? {
    guard generationLimit > 0 else { return nil }
    return generations.withLock { generations in
      if let value = generations.recent[key] { return value }
      guard let value = generations.old.removeValue(forKey: key) else { return nil }
      insert(value, for: key, into: &generations)
      return value
    }
  }

  /// The cached value for `key`, or the value `make` builds, which is then cached.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - make: Builds the value on a miss (outside the lock).
  /// - Returns: The cached or the new value.
  /// - Throws: What `make` throws; nothing is cached then.
  func value<Failure: Error>(
    for key: Key, orInsert make: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if let value = value(for: key) { return value }
    let value = try make()
    insert(value, for: key)
    return value
  }

  /// Stores `value` for `key`, dropping the old generation when the recent one is full.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: Its key; an entry already held for it is replaced.
  func insert(_ value: Value, for key: Key) {
    guard generationLimit > 0 else { return }
    generations.withLock { insert(value, for: key, into: &$0) }
  }

  /// The number of entries held.
  var count: Int { generations.withLock { $0.recent.count + $0.old.count } }

  /// Drops every entry.
  func removeAll() {
    generations.withLock { $0 = Generations() }
  }

  private func insert(_ value: Value, for key: Key, into generations: inout Generations) {
    if generations.recent.count >= generationLimit, generations.recent[key] == nil {
      generations.old = generations.recent
      generations.recent = Dictionary(minimumCapacity: generationLimit)
    }
    generations.old[key] = nil
    generations.recent[key] = value
  }
}
