import Foundation
import Testing

@testable import SwitchLabels

/// Hostile or broken catalog files: a clear error naming the file, the others still load.
@Suite("Catalog input")
struct CatalogInputTests {
  static let good = """
    {"schemaVersion": 1, "locale": "de", "on": {"texts": ["Ein"], "spoken": "Ein"},
     "off": {"texts": ["Aus"], "spoken": "Aus"}, "provenance": {"basis": "test"}}
    """

  /// A broken file and a fragment its error must contain.
  struct BadFile: Sendable, CustomTestStringConvertible {
    let name: String
    let contents: Data
    let message: String
    let malformed: Bool
    var testDescription: String { name }
  }

  static let badFiles: [BadFile] = [
    BadFile(
      name: "invalid UTF-8", contents: Data([0x7B, 0xFF, 0xFE, 0x7D]), message: "not valid UTF-8",
      malformed: true),
    BadFile(
      name: "not JSON", contents: Data("{\"schemaVersion\": 1,".utf8), message: "not valid JSON",
      malformed: true),
    BadFile(
      name: "deep nesting",
      contents: Data(
        (String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).utf8),
      message: "nested more than", malformed: true),
    BadFile(
      name: "lone surrogate",
      contents: Data(good.replacingOccurrences(of: "[\"Ein\"]", with: "[\"\\ud800\"]").utf8),
      message: "line 1, column", malformed: true),
    BadFile(
      name: "number beyond a double",
      contents: Data(
        good.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 1e400").utf8
      ),
      message: "overflow", malformed: true),
    BadFile(
      name: "wrong type",
      contents: Data(good.replacingOccurrences(of: "[\"Ein\"]", with: "42").utf8),
      message: "\"on.texts\" must be an array", malformed: false),
    BadFile(
      name: "unknown key",
      contents: Data(
        good.replacingOccurrences(of: "\"schemaVersion\"", with: "\"colour\": 1, \"schemaVersion\"")
          .utf8), message: "unknown key \"colour\"", malformed: false),
    BadFile(
      name: "missing state",
      contents: Data(
        good.replacingOccurrences(
          of: "\"off\": {\"texts\": [\"Aus\"], \"spoken\": \"Aus\"},", with: ""
        ).utf8), message: "missing the \"off\" state", malformed: false),
    BadFile(
      name: "not a locale",
      contents: Data(good.replacingOccurrences(of: "\"de\"", with: "\"../../x\"").utf8),
      message: "invalid locale identifier", malformed: false),
    BadFile(
      name: "future schema", contents: Data(good.replacingOccurrences(of: "1,", with: "3,").utf8),
      message: "unsupported schemaVersion", malformed: false),
  ]

  @Test("Broken files: a clear error naming the file", arguments: badFiles)
  func broken(_ bad: BadFile) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("de.json").path
    try bad.contents.write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try CatalogLoader.load(file: path)
    } throws: { error in
      guard let error = error as? CatalogError else { return false }
      return error.description.hasPrefix(path) && error.description.contains(bad.message)
        && error.isMalformed == bad.malformed
    }
    let lint = CatalogLinter.lint(file: path)
    #expect(lint.isMalformed == bad.malformed)
    #expect(lint.findings.contains { $0.message.contains(bad.message) }, "\(lint.findings)")
  }

  @Test("A key given twice: placed for lint, the last value loads")
  func duplicateKey() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("de.json").path
    let text = Self.good.replacingOccurrences(
      of: "\"spoken\": \"Aus\"", with: "\"spoken\": \"Aus\",\n \"spoken\": \"Aus!\"")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(try CatalogLoader.load(file: path).off.spoken == "Aus!")
    let messages = CatalogLinter.lint(file: path).findings.map(\.message)
    #expect(
      messages.contains { $0.contains("line 3, column") && $0.contains("\"spoken\"") },
      "\(messages)")
  }

  @Test("Provenance: required of the bundled catalogs only")
  func provenance() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("de.json").path
    let text = Self.good.replacingOccurrences(
      of: ", \"provenance\": {\"basis\": \"test\"}", with: "")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let catalog = try CatalogLoader.load(file: path)
    #expect(catalog.on.texts == ["Ein"])
    #expect(catalog.provenance.basis == CatalogSchemaV1.unstatedProvenance)
    #expect(CatalogLinter.lint(file: path).findings.isEmpty)
    #expect {
      try CatalogLoader.load(bytes: Array(text.utf8), file: path, requiringProvenance: true)
    } throws: { error in
      "\(error)".contains(path) && "\(error)".contains("provenance")
    }
    let bundledLint = CatalogLinter.lint(
      bytes: Array(text.utf8), file: path, requiringProvenance: true)
    #expect(bundledLint.findings.contains { $0.message.contains("provenance") })
  }

  @Test("A 50 MB file is refused before it is read")
  func huge() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("de.json").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 50 * 1024 * 1024)
    try handle.close()
    #expect(throws: CatalogError.tooLarge(file: path, bytes: 50 * 1024 * 1024)) {
      try CatalogLoader.load(file: path)
    }
  }

  @Test("A folder with broken files still loads the good ones; names must match tags")
  func folder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.good.utf8).write(to: folder.appendingPathComponent("de.json"))
    try Data(Self.good.utf8).write(to: folder.appendingPathComponent("fr.json"))
    try Data([0xFF]).write(to: folder.appendingPathComponent("it.json"))
    let set = try CatalogSet.load(folder: folder.path)
    #expect(set.locales.map(\.tag) == ["de"])
    #expect(set.problems.count == 2)
    #expect(set.problems.contains { $0.description.contains("the file name says \"fr\"") })
    let merged = set.overriding(.bundled)
    #expect(merged.catalog(for: try LocaleID("de"))?.provenance.basis == "test")
    #expect(
      merged.catalog(for: try LocaleID("fr")) == CatalogSet.bundled.catalog(for: try LocaleID("fr"))
    )
  }

  @Test("Lint rules: duplicate keys, NFC, invisible characters, variants, canonical tag")
  func lintRules() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = """
      {"schemaVersion": 1, "locale": "DE", "on": {"texts": ["Ein", "Einge\\u0301schaltet"], "spoken": "Ein\\u202E"},
       "off": {"texts": ["Aus\\u200D", ""], "spoken": "Aus", "spoken": "Aus"},
       "provenance": {"basis": "test"}}
      """
    let path = folder.appendingPathComponent("de.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let messages = CatalogLinter.lint(file: path).findings.map(\.message)
    let expected = [
      "duplicate object key near '\"spoken\"'",
      "locale \"DE\" is not canonical: write \"de\"",
      "on.texts[1] is not in NFC",
      "on.spoken contains the bidi control U+202E",
      "off.texts[0] contains U+200D between characters whose script does not use it",
      "off.texts[1] is empty",
      "is longer than \"Ein\"",
    ]
    for fragment in expected {
      #expect(messages.contains { $0.contains(fragment) }, "\(fragment) in \(messages)")
    }
  }

  @Test("Joiners are fine where the script needs them")
  func joiners() {
    #expect(CatalogRules.problems(text: "සක්‍රීයයි", at: "x").isEmpty)  // Sinhala ZWJ
    #expect(CatalogRules.problems(text: "क्‍ष", at: "x").isEmpty)  // Devanagari half form
    #expect(!CatalogRules.problems(text: "A\u{200C}B", at: "x").isEmpty)
  }
}
