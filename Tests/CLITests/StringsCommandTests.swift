import Foundation
import Testing

/// `strings`, `import`, and `--strings` on `audit` and `resolve`, through the built binary.
@Suite("strings and import commands", .tags(.cli))
struct StringsCommandTests {
  /// An app with a String Catalog, `.strings`, Android resources and a PO file.
  static func app() throws -> URL {
    let root = try temporaryFolder()
    let files: [String: String] = [
      "ios/Localizable.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "On": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "AN"}},
          "fr": {"stringUnit": {"state": "needs_review", "value": "Activé"}}}},
        "Off": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "AUS"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Désactivé"}}}}}}
      """,
      "android/res/values/strings.xml":
        "<resources><string name=\"switch_on\">On</string><string name=\"switch_off\">Off</string></resources>",
      "android/res/values-de/strings.xml":
        "<resources><string name=\"switch_on\">An</string><string name=\"switch_off\">Aus</string></resources>",
      "android/res/values-b+sr+Latn/strings.xml":
        "<resources><string name=\"switch_on\">Uključeno</string></resources>",
    ]
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return root
  }

  /// The fields of every row `strings --format json` prints.
  static let fields = [
    "findings", "locale", "off", "offState", "on", "onState", "source", "table",
  ]

  struct Row: Decodable, Equatable {
    let locale: String
    let on: String?
    let off: String?
    let source: String?
  }

  @Test func stringsListsEachLocaleAsJSON() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTool(["strings", root.appendingPathComponent("ios").path, "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try run.json([Row].self)
    #expect(rows.map(\.locale) == ["de", "en", "fr"])
    #expect(rows[0].on == "AN")
    #expect(rows[0].off == "AUS")
    #expect(rows[1].on == "On")
    #expect(rows[0].source?.hasSuffix("Localizable.xcstrings") == true)
    #expect(run.stderr.contains("keys On / Off (common keys)"))
  }

  @Test func absentKeyIsNullAndAndroidLocalesAreCanonical() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTool([
      "strings", root.appendingPathComponent("android/res").path, "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try run.json([Row].self)
    #expect(rows.map(\.locale) == ["de", "en", "sr-Latn"])
    #expect(rows[2].on == "Uključeno")
    #expect(rows[2].off == nil)
    // Absent is written as null, not left out: every row has every field.
    let raw = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(raw[2]["off"] is NSNull)
    #expect(raw[2]["offState"] is NSNull)
    #expect(raw.allSatisfy { $0.keys.sorted() == StringsCommandTests.fields })
    #expect(run.stderr.contains("switch_on / switch_off"))
  }

  @Test func ambiguousKeysListTheCandidates() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTool(["strings", root.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("On / Off"))
    #expect(run.stderr.contains("switch_on / switch_off"))
    #expect(run.stderr.contains("--on-key"))
    let chosen = try runTool([
      "strings", root.path, "--on-key", "switch_on", "--off-key", "switch_off",
    ])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(chosen.stdout.contains("sr-Latn"))
  }

  @Test func badPathsAndKeys() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = try runTool(["strings", root.appendingPathComponent("nope").path])
    #expect(missing.status == 66)
    let empty = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let none = try runTool(["strings", empty.path])
    #expect(none.status == 65)
    #expect(none.stderr.contains("no localization files"))
    let key = try runTool([
      "strings", root.appendingPathComponent("ios").path, "--on-key", "Onn", "--off-key", "Off",
    ])
    #expect(key.status == 65)
    #expect(key.stderr.contains("\"Onn\" is in no locale"))
    let half = try runTool(["strings", root.path, "--on-key", "On"])
    #expect(half.status == 65)
    let broken = root.appendingPathComponent("android/res/values-fr/strings.xml")
    try FileManager.default.createDirectory(
      at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><resources/>".utf8)
      .write(to: broken)
    let xxe = try runTool(["strings", root.appendingPathComponent("android").path])
    #expect(xxe.status == 65)
    #expect(xxe.stderr.contains("values-fr/strings.xml:1: a document type declaration"))
  }

  /// `import` then `strings` gives back the same words: every imported catalog holds, for its
  /// locale, the words `strings` lists.
  @Test func importThenStringsRoundTrips() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let ios = root.appendingPathComponent("ios").path
    let listed = try runTool(["strings", ios, "--format", "json"]).json([Row].self)
    let output = root.appendingPathComponent("Labels")
    let imported = try runTool(["import", ios, "--output", output.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    struct Catalog: Decodable {
      struct State: Decodable { let texts: [String] }
      struct Provenance: Decodable { let basis: String }
      let locale: String
      let on: State
      let off: State
      let provenance: Provenance
    }
    for row in listed {
      let data = try Data(contentsOf: output.appendingPathComponent("\(row.locale).json"))
      let catalog = try JSONDecoder().decode(Catalog.self, from: data)
      #expect(catalog.locale == row.locale)
      #expect(catalog.on.texts.first == row.on)
      #expect(catalog.off.texts.first == row.off)
      #expect(catalog.provenance.basis.contains("Localizable.xcstrings"))
      #expect(catalog.provenance.basis.contains("key On"))
    }
    // `strings` reads the imported folder back: the same locales and words, from the catalogs.
    let reread = try runTool(["strings", output.path, "--format", "json"])
    #expect(reread.status == 0, "\(reread.stderr)")
    let back = try reread.json([Row].self)
    #expect(back.map(\.locale) == listed.map(\.locale))
    for (row, original) in zip(back, listed) {
      #expect(row.on == original.on && row.off == original.off, "\(row.locale)")
      #expect(row.source?.hasSuffix("/\(row.locale).json") == true)
    }
    // The imported folder is a catalog folder the other commands accept.
    let lint = try runTool(["lint", output.path])
    #expect(lint.status != 65, "\(lint.stderr)")
    let resolved = try runTool([
      "resolve", "--locale", "de", "--preset", "ios-classic", "--catalog", output.path,
      "--estimate",
    ])
    #expect(resolved.status == 0, "\(resolved.stderr)")
    #expect(resolved.stdout.contains("\"AN\""))
  }

  /// A target `import` cannot write (here a folder named fr.json) fails the import before any
  /// catalog is written: the output folder is left as it was.
  @Test func importThatCannotWriteWritesNothing() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Labels")
    try FileManager.default.createDirectory(
      at: output.appendingPathComponent("fr.json"), withIntermediateDirectories: true)
    let run = try runTool([
      "import", root.appendingPathComponent("ios").path, "--output", output.path,
    ])
    #expect(run.status == 73)
    #expect(run.stderr.contains("fr.json: it is a folder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["fr.json"])
  }

  /// `--fail-on missing` fails a row whose app words miss a key (sr-Latn has no switch_off) and
  /// passes the app once every locale has both.
  @Test func failOnMissingCountsTheAppsMissingKeys() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let android = root.appendingPathComponent("android").path
    let arguments = [
      "audit", "--strings", android, "--preset", "ios-classic", "--fail-on", "missing",
    ]
    let missing = try runTool(arguments)
    #expect(missing.status == 1, "\(missing.stderr)")
    #expect(missing.stderr.contains("1 row meets --fail-on missing"))
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("android/res/values-b+sr+Latn"))
    let complete = try runTool(arguments)
    #expect(complete.status == 0, "\(complete.stderr)")
  }

  @Test func auditUsesTheAppsWordsAndFallback() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTool([
      "audit", "--strings", root.appendingPathComponent("ios").path, "--preset", "ios-classic",
      "--locales", "de,de-CH,ja", "--estimate", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    struct Report: Decodable {
      struct Row: Decodable {
        struct Finding: Decodable { let kind: String }
        struct State: Decodable { let spoken: String }
        let locale: String
        let matched: String
        let on: State
        let findings: [Finding]
      }
      let rows: [Row]
    }
    let rows = try run.json(Report.self).rows
    #expect(rows.map(\.locale) == ["de", "de-CH", "ja"])
    #expect(rows[0].on.spoken == "AN")
    #expect(rows[1].matched == "de")
    #expect(rows[1].on.spoken == "AN")
    #expect(rows[1].findings.contains { $0.kind == "appFallback" })
    // Japanese: the app has nothing on the chain, so it shows its source language.
    #expect(rows[2].matched == "en")
    #expect(rows[2].on.spoken == "On")
    let filled = try runTool([
      "audit", "--strings", root.appendingPathComponent("ios").path, "--preset", "ios-classic",
      "--locales", "ja", "--estimate", "--format", "json", "--fill-gaps",
    ])
    let suggested = try filled.json(Report.self).rows
    #expect(suggested[0].on.spoken != "On")
    #expect(suggested[0].findings.contains { $0.kind == "appSuggestion" })
  }

  @Test func resolveWithStrings() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTool([
      "resolve", "--strings", root.appendingPathComponent("ios").path, "--locale", "fr-CA",
      "--preset", "ios-classic", "--estimate",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("app strings served by fr"))
    #expect(run.stdout.contains("needs review"))
  }

  @Test func catalogOnAStringsFileIsAnError() throws {
    let root = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTool([
      "audit", "--catalog", root.appendingPathComponent("ios/Localizable.xcstrings").path,
      "--locales", "de", "--estimate",
    ])
    #expect(run.status != 0)
  }
}
