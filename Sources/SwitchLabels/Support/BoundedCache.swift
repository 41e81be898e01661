// The one cache: a dictionary with a size bound, owned by the object whose results it keeps.

import Synchronization

/// A size-bounded dictionary, safe from many threads, owned by the instance whose work it keeps.
///
/// Two generations: new entries go to the recent one, which when full replaces the old one; an old
/// hit moves back (O(1), at most ``capacity`` entries, in-use entries survive). Values are built
/// outside the lock and the later insert wins, so a value must depend on its key alone.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Generations {
    var recent: [Key: Value] = [:]
    var old: [Key: Value] = [:]
  }

  private let generations = Mutex(Generations())
  /// The most entries held at once (an even number; 0 when caching is off).
  let capacity: Int
  private let generationLimit: Int

  /// Creates a cache of at most `capacity` entries (rounded up to even; 0 or less: no caching).
  init(capacity: Int) {
    generationLimit = max(0, capacity + 1) / 2
    self.capacity = generationLimit * 2
  }

  func value(for key: Key) -> Value? {
    guard generationLimit > 0 else { return nil }
    return generations.withLock { generations in
      if let value = generations.recent[key] { return value }
      guard let value = generations.old.removeValue(forKey: key) else { return nil }
      insert(value, for: key, into: &generations)
      return value
    }
  }

  /// The cached value for `key`, or the value `make` builds outside the lock, which is then cached.
  func value<Failure: Error>(
    for key: Key, orInsert make: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if let value = value(for: key) { return value }
    let value = try make()
    insert(value, for: key)
    return value
  }

  /// Stores `value` for `key`, dropping the old generation when the recent one is full.
  func insert(_ value: Value, for key: Key) {
    guard generationLimit > 0 else { return }
    generations.withLock { insert(value, for: key, into: &$0) }
  }

  var count: Int { generations.withLock { $0.recent.count + $0.old.count } }

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
