import Foundation
import Testing

@Suite("switch-labels lint / locales", .tags(.cli))
struct LintCommandTests {
  static let catalogFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Locales/catalogs")

  @Test("Our catalogs lint clean (exit 0); single-source catalogs are notes, not findings")
  func clean() throws {
    let run = try runTool(["lint"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { $0.contains(": note: singleSource: ") }, "\(run.stdout)")
    #expect(lines.contains { $0.hasPrefix("catalogs/st.json: st: note: singleSource: ") })
    #expect(!lines.contains { $0.hasPrefix("catalogs/de.json") })
    #expect(run.stderr.contains("0 findings, \(lines.count) notes"))
  }

  @Test("A malformed source is an error; a catalog with one project gets a note")
  func sources() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = #"""
      {"schemaVersion": 2, "locale": "de", "on": {"texts": ["An"], "spoken": "An"},
       "off": {"texts": ["Aus"], "spoken": "Aus"}, "provenance": {"sources": [
        {"project": "AOSP", "where": "a/b@0123456789abcdef0123456789abcdef01234567:x.xml",
         "keys": ["capital_on", "capital_off"], "on": "AN", "off": "AUS"},
        {"project": "GNOME", "where": "po/de.po", "keys": ["On"], "on": "Ein"}],
       "basis": "test"}}
      """#
    try Data(file.utf8).write(to: folder.appendingPathComponent("de.json"))
    let run = try runTool(["lint", folder.path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("provenance.sources[0].project \"AOSP\" is part of \"Android\""))
    #expect(run.stdout.contains("provenance.sources[1].where \"po/de.po\" is not"))
    #expect(run.stdout.contains("gives \"Ein\" for on, which the catalog does not carry"))
    #expect(
      run.stdout.contains("de.json: de: note: singleSource: the words rest on one project (AOSP)"))
  }

  @Test("A deliberately broken copy: one line per finding, exit 1; a non-JSON file: exit 65")
  func broken() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(
      contentsOf: Self.catalogFolder.appendingPathComponent("de.json"), encoding: .utf8)
    let broken = source.replacingOccurrences(
      of: "\"locale\": \"de\"", with: "\"locale\": \"de-DE\""
    )
    .replacingOccurrences(of: "\"An\"", with: "\"An\u{202E}\"")
    try Data(broken.utf8).write(to: folder.appendingPathComponent("de.json"))
    let run = try runTool(["lint", folder.path])
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasSuffix("de.json: de-DE: file name does not match the locale: name it de-DE.json")
      })
    #expect(lines.contains { $0.contains("bidi control U+202E") })

    try Data([0xFF, 0xFE]).write(to: folder.appendingPathComponent("fr.json"))
    let malformed = try runTool(["lint", folder.path])
    #expect(malformed.status == 65)
    #expect(malformed.stdout.contains("fr.json: ?: not valid UTF-8"))
  }

  @Test("An app's String Catalog is not linted as a catalog: exit 65, pointing to 'strings'")
  func appStringsFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Localizable.xcstrings")
    try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#.utf8).write(to: file)
    let run = try runTool(["lint", file.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("Xcode String Catalog (.xcstrings), not a SwitchLabels catalog"))
    #expect(run.stderr.contains("'strings'"))
    let audit = try runTool(["audit", "--catalog", file.path, "--locales", "de", "--estimate"])
    #expect(audit.status == 66)
    #expect(audit.stderr.contains("read it with --strings"))
  }

  @Test("A missing path exits 66 and names it")
  func missing() throws {
    let run = try runTool(["lint", "no/such/folder"])
    #expect(run.status == 66)
    #expect(run.stderr.contains("no/such/folder"))
  }

  @Test("locales lists our catalogs with display names")
  func locales() throws {
    let run = try runTool(["locales", "--format", "json"])
    #expect(run.status == 0)
    struct Entry: Decodable {
      let locale: String
      let displayName: String?
      let on: [String]?
    }
    let entries = try run.json([Entry].self)
    #expect(entries.count >= 100)
    #expect(entries.contains { $0.locale == "pt-PT" && $0.displayName == "Portuguese (Portugal)" })
    #expect(!entries.contains { $0.locale == "root" })
    struct Sourced: Decodable {
      struct Source: Decodable {
        let project: String
        let `where`: String
        let keys: [String]
      }
      let locale: String
      let sources: [Source]?
      let independentProjects: [String]?
    }
    let sourced = try run.json([Sourced].self)
    let german = try #require(sourced.first { $0.locale == "de" })
    #expect(
      german.sources?.contains {
        $0.project == "Android" && $0.keys == ["capital_on", "capital_off"]
      } == true)
    #expect((german.independentProjects ?? []).count >= 2)
    #expect(run.stderr.contains("languages"))
  }
}

@Suite("Coverage table", .tags(.cli))
struct CoverageTableTests {
  @Test("Locales/COVERAGE.md is the current output of `locales --format markdown`")
  func current() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Locales/COVERAGE.md")
    let text = try String(contentsOf: file, encoding: .utf8)
    let run = try runTool(["locales", "--format", "markdown"])
    #expect(run.status == 0)
    let table = try #require(text.range(of: "| Locale |")).lowerBound
    #expect(
      String(text[table...]) == run.stdout,
      "regenerate it: switch-labels locales --format markdown (see Locales/README.md)")
  }
}
