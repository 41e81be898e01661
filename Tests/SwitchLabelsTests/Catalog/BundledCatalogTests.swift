import Foundation
import Testing

@testable import SwitchLabels

@Suite("Bundled catalogs", .tags(.matrix))
struct BundledCatalogTests {
  static let catalogs = CatalogSet.bundled
  /// The catalog files in the repository (the embedded ones must be exactly these).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Locales/catalogs").path
  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
  }()

  @Test("The embedded catalogs are the repository's files, byte for byte (scripts/index-catalogs)")
  func embedded() throws {
    let embedded = CatalogSet.bundledFiles
    #expect(
      embedded.map(\.name)
        == Self.files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
    for (name, bytes) in embedded {
      let file = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(name).json"))
      #expect(Array(file) == bytes, "\(name)")
    }
  }

  @Test("Every bundled file loads; none is left out")
  func loads() {
    #expect(Self.catalogs.problems.isEmpty, "\(Self.catalogs.problems)")
    #expect(Self.catalogs.catalogs.count == Self.files.count)
    #expect(Self.catalogs.root.images?[.on]?.name == "power-on")
  }

  @Test(
    "Files parsed on several threads: the catalogs and the problems, in order, of one at a time")
  func parallelLoad() {
    var files = CatalogSet.bundledFiles.map { ("catalogs/\($0.name).json", $0.bytes) }
    // Broken files among the good ones, first and last too: their problems keep the files' order.
    let broken: [(String, [UInt8])] = [
      ("catalogs/aa.json", [0xFF, 0xFE]), ("catalogs/bb.json", Array("{".utf8)),
      ("catalogs/cc.json", Array(#"{"schemaVersion": 1}"#.utf8)),
      ("catalogs/fr.json", files.first { $0.0 == "catalogs/de.json" }?.1 ?? []),
    ]
    files.insert(broken[0], at: 0)
    files.insert(broken[1], at: files.count / 3)
    files.insert(broken[2], at: 2 * files.count / 3)
    files.append(broken[3])
    let set = CatalogSet.load(files: files, name: "test")
    var catalogs: [LocaleID: LabelCatalog] = [:]
    var problems: [CatalogError] = []
    for (path, bytes) in files {
      do {
        let catalog = try CatalogLoader.load(bytes: bytes, file: path, requiringProvenance: true)
        if path == "catalogs/\(catalog.locale.tag).json" {
          catalogs[catalog.locale] = catalog
        } else {
          problems.append(.schema(file: path, reason: ""))
        }
      } catch {
        problems.append(error)
      }
    }
    #expect(set.catalogs == catalogs)
    #expect(set.problems.count == 4)
    #expect(set.problems.map(\.file) == problems.map(\.file))
    #expect(Array(set.problems.prefix(3)) == Array(problems.prefix(3)))
    #expect(CatalogSet.load(files: [], name: "none").catalogs.isEmpty)
  }

  @Test("Coverage: at least 100 languages")
  func coverage() {
    let languages = Set(Self.catalogs.locales.map(\.language))
    #expect(languages.count >= 100, "\(languages.count) languages")
  }

  @Test("Every bundled catalog lints clean", arguments: files)
  func lintsClean(_ file: String) {
    let result = CatalogLinter.lint(file: file)
    #expect(!result.isMalformed)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.description))")
  }

  @Test("Every catalog serves its own locale, through its own chain", arguments: catalogs.locales)
  func resolvesItself(_ locale: LocaleID) {
    let lookup = Self.catalogs.lookup(LocalePreferences(locale))
    #expect(lookup.catalog.locale == locale, "\(lookup.trace)")
    // A more specific locale in the same chain reaches this catalog too (e.g. de-AT → de).
    let chain = FallbackChain(locale)
    #expect(chain.contains(locale) || chain.first?.maximized == locale.maximized)
  }

  @Test("Spoken text is the full preferred word", arguments: catalogs.locales)
  func spokenIsWhole(_ locale: LocaleID) throws {
    let catalog = try #require(Self.catalogs.catalog(for: locale))
    for state in SwitchState.allCases {
      let labels = catalog.labels(for: state)
      let full = try #require(labels.texts.first)
      #expect(
        Graphemes.count(labels.spoken) >= Graphemes.count(full),
        "\(locale) \(state): spoken \"\(labels.spoken)\" is shorter than \"\(full)\"")
    }
  }

  /// Users whose locale has no catalog of its own reach the right one, never another script.
  static let regional: [(String, String?)] = [
    ("de-AT", "de"), ("es-MX", "es"), ("pt-AO", "pt-PT"), ("pt-BR", "pt"), ("zh-TW", "zh-Hant"),
    ("zh-HK", "zh-Hant"), ("zh-SG", "zh"), ("sr-ME", "sr-Latn"), ("sr-Cyrl-BA", "sr"),
    ("sh", "sr-Latn"), ("iw", "he"), ("in", "id"), ("tl", "fil"), ("nn", "nn"), ("en-AU", "en"),
    ("fr-CA", "fr"), ("gsw", "de"), ("kgp", nil), ("ti-ER", "ti"), ("qu-BO", "qu"), ("quz", "qu"),
    ("tw", "ak"),
  ]

  @Test("Regional users reach the right catalog", arguments: regional)
  func regionalLookup(_ tag: String, _ expected: String?) throws {
    let lookup = Self.catalogs.lookup(LocalePreferences(try LocaleID(tag)))
    #expect((lookup.isRoot ? nil : lookup.catalog.locale.tag) == expected, "\(lookup.trace)")
  }
}
