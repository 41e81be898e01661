import Testing

@testable import SwitchLabels

@Suite("AppStringsTable")
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

  /// Thousands of keys, a few repeated: each found at its entries, in order.
  @Test func manyKeys() throws {
    let keys =
      (0..<5_000).map { "key_\($0)" } + ["key_4321", "ключ", "key_0"]
      + (5_000..<6_000).map { "key_\($0)" }
    let table = AppStringsTable(
      locale: try LocaleID("de"), isSource: false, format: .android,
      entries: keys.enumerated().map { Self.entry($1, "\($0)", line: $0 + 1) })
    #expect(table.entries("key_4321").map(\.line) == [4_322, 5_001])
    #expect(table.entries("key_0").map(\.line) == [1, 5_003])
    #expect(table.entry("ключ")?.line == 5_002)
    #expect(table.entry("key_5999")?.line == 6_003)
    #expect(table.entry("key_6000") == nil)
    #expect(table.entries("").isEmpty)
    #expect(table.keys.count == 6_001)
  }
}
