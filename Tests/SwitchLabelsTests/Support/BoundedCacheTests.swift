import Testing

@testable import SwitchLabels

/// The one cache type: its bound, its eviction order, and text keys by exact bytes.
@Suite("BoundedCache")
struct BoundedCacheTests {
  @Test("Never holds more than its capacity", arguments: [1, 2, 7, 64])
  func bound(_ capacity: Int) {
    let cache = BoundedCache<Int, Int>(capacity: capacity)
    for key in 0..<(capacity * 5) {
      cache.insert(key * 2, for: key)
      #expect(cache.count <= cache.capacity)
    }
    #expect(cache.capacity >= capacity && cache.capacity <= capacity + 1)
    // The last key inserted is always held.
    #expect(cache.value(for: capacity * 5 - 1) == (capacity * 5 - 1) * 2)
  }

  @Test("An entry in use survives; an unused one ages out")
  func recentlyUsedSurvives() {
    let cache = BoundedCache<String, Int>(capacity: 4)
    cache.insert(0, for: "kept")
    cache.insert(1, for: "dropped")
    for round in 0..<10 {
      #expect(cache.value(for: "kept") == 0, "round \(round)")
      cache.insert(round, for: "filler \(round)")
      cache.insert(round, for: "more \(round)")
    }
    #expect(cache.value(for: "dropped") == nil)
  }

  @Test("Capacity 0 caches nothing")
  func off() {
    let cache = BoundedCache<Int, Int>(capacity: 0)
    cache.insert(1, for: 1)
    #expect(cache.value(for: 1) == nil)
    #expect(cache.count == 0)
    var built = 0
    for _ in 0..<3 {
      _ = cache.value(for: 1) {
        built += 1; return 1
      }
    }
    #expect(built == 3)
  }

  @Test("value(for:orInsert:) builds once and caches nothing on failure")
  func orInsert() throws {
    struct Failure: Error {}
    let cache = BoundedCache<Int, String>(capacity: 8)
    var built = 0
    for _ in 0..<3 {
      _ = cache.value(for: 7) {
        built += 1; return "seven"
      }
    }
    #expect(built == 1)
    #expect(throws: Failure.self) {
      try cache.value(for: 8) { () throws(Failure) in throw Failure() }
    }
    #expect(cache.value(for: 8) == nil)
    cache.removeAll()
    #expect(cache.count == 0)
  }

  @Test("Many threads at once keep the bound and the values")
  func concurrent() async {
    let cache = BoundedCache<Int, Int>(capacity: 32)
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          var right = true
          for key in 0..<500 {
            let value = cache.value(for: (key + task) % 50) { ((key + task) % 50) * 3 }
            right = right && value == ((key + task) % 50) * 3
          }
          return right
        }
      }
      for await right in group { #expect(right) }
    }
    #expect(cache.count <= cache.capacity)
  }

  @Test("ExactText keys compare bytes: NFC and NFD are two entries")
  func exactText() {
    let composed = "D\u{E9}sactiv\u{E9}"
    let decomposed = "De\u{301}sactive\u{301}"
    #expect(composed == decomposed)
    #expect(ExactText(composed) != ExactText(decomposed))
    #expect(ExactText(composed) == ExactText(String(decoding: Array(composed.utf8), as: UTF8.self)))
    let cache = BoundedCache<ExactText, Int>(capacity: 8)
    cache.insert(1, for: ExactText(composed))
    #expect(cache.value(for: ExactText(decomposed)) == nil)
    #expect(cache.value(for: ExactText("D\u{E9}sactiv\u{E9}")) == 1)
  }
}
