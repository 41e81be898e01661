import Testing

@testable import SwitchLabels

@Suite("AppStringsTable and KeyIndex")
struct AppStringsTableTests {
  static func entry(_ key: String, _ value: String, line: Int) -> AppString {
    AppString(key: key, value: value, file: "strings.xml", line: line)
  }

  @Test func lookupsAfterAppendingAndMerging() throws {
    let de = try LocaleID("de")
    var table = AppStringsTable(
      locale: de, isSource: false, format: .android,
      entries: [Self.entry("on", "An", line: 1), Self.entry("off", "Aus", line: 2)])
    // A lookup before the table grows, and after: the index follows the entries.
    #expect(table.entry("on")?.value == "An")
    #expect(!table.contains("auto"))
    table.append(Self.entry("auto", "Automatisch", line: 3))
    #expect(table.entry("auto")?.value == "Automatisch")
    let copy = table
    table.merge(
      AppStringsTable(
        locale: de, isSource: false, format: .po, entries: [Self.entry("on", "Ein", line: 9)]))
    #expect(table.entries("on").map(\.value) == ["An", "Ein"])
    #expect(table.entry("on")?.value == "An")
    #expect(table.formats == [.android, .po])
    // The copy made before the merge keeps its own entries and lookups.
    #expect(copy.entries("on").map(\.value) == ["An"])
    #expect(copy != table)
    // Equal entries are equal tables, whether or not either was looked up.
    let fresh = AppStringsTable(
      locale: de, isSource: false, format: .android, entries: copy.entries)
    #expect(fresh == copy)
    #expect(fresh.hashValue == copy.hashValue)
    #expect(table.keys == ["on", "off", "auto"])
  }

  @Test func mappedEntriesKeepTheirLookups() throws {
    let table = AppStringsTable(
      locale: try LocaleID("fr"), isSource: false, format: .android,
      entries: [Self.entry("on", "Oui", line: 1), Self.entry("off", "Non", line: 2)])
    _ = table.entry("off")
    let mapped = table.mapEntries { $0.with(value: $0.value.uppercased(), state: $0.state) }
    #expect(mapped.entry("off")?.value == "NON")
    #expect(mapped.entry("on")?.value == "OUI")
  }

  @Test(arguments: [
    ([String](), [] as [Int?]),
    (["on"], [nil]),
    (["on", "off"], [nil, nil]),
    (["on", "off", "on"], [nil, nil, 0]),
    (["a", "b", "c", "b", "a", "b"], [nil, nil, nil, 1, 0, 1]),
    (["Ein", "Aus", "Éin", "Ein"], [nil, nil, nil, 0]),
    (["", "x", ""], [nil, nil, 0]),
  ])
  func insertFindsTheFirstEarlierKey(keys: [String], expected: [Int?]) {
    var index = KeyIndex()
    let found = keys.indices.map { index.insert(keys[$0]) { keys[$0] } }
    #expect(found == expected)
  }

  /// Thousands of keys (the index grows from its first 16 slots), each found at its positions,
  /// and the same with a dictionary serving (a probe limit of 0 makes the first collision turn
  /// the index into one).
  @Test(arguments: [32, 0])
  func manyKeys(probeLimit: Int) {
    let keys =
      (0..<5_000).map { "key_\($0)" } + ["key_4321", "ключ", "key_0"]
      + (5_000..<6_000).map { "key_\($0)" }
    var index = KeyIndex(probeLimit: probeLimit)
    var repeats: [Int: Int] = [:]
    for position in keys.indices {
      if let earlier = index.insert(keys[position], keyAt: { keys[$0] }) {
        repeats[position] = earlier
      }
    }
    #expect(repeats == [5_000: 4_321, 5_002: 0])
    #expect(index.isDictionary == (probeLimit == 0))
    #expect(index.count == keys.count)
    #expect(index.positions(of: "key_4321") { keys[$0] } == [4_321, 5_000])
    #expect(index.positions(of: "key_0") { keys[$0] } == [0, 5_002])
    #expect(index.first(of: "ключ") { keys[$0] } == 5_001)
    #expect(index.first(of: "key_5999") { keys[$0] } == 6_002)
    #expect(index.first(of: "key_6000") { keys[$0] } == nil)
    #expect(index.positions(of: "") { keys[$0] } == [])
  }

  @Test func hashesTheUTF8() {
    // FNV-1a's published test vectors.
    #expect(KeyIndex.fnv1a("") == 0xCBF2_9CE4_8422_2325)
    #expect(KeyIndex.fnv1a("a") == 0xAF63_DC4C_8601_EC8C)
    #expect(KeyIndex.fnv1a("foobar") == 0x8594_4171_F739_67E8)
  }
}
