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

  @Test("Coverage: at least 100 languages")
  func coverage() {
    let languages = Set(Self.catalogs.locales.map(\.language))
    #expect(languages.count >= 100, "\(languages.count) languages")
  }

  @Test("Every bundled catalog lints clean, as a bundled catalog (notes allowed)", arguments: files)
  func lintsClean(_ file: String) {
    let result = CatalogLinter.lint(file: file, requiringProvenance: true)
    #expect(!result.isMalformed)
    #expect(result.errors.isEmpty, "\(result.errors.map(\.description))")
    #expect(result.notes.allSatisfy { $0.code == CatalogFinding.singleSource })
  }

  /// Catalogs whose sources are still only in the prose `basis` (or that rest on the standard
  /// vocabulary): the list may only shrink.
  static let withoutStructuredSources: Set<String> = [
    "root", "ast", "cy", "fo", "gn", "hsb", "lb", "ltg", "mi", "mt", "sco", "szl", "uz-Cyrl", "yue",
    "yue-Hans",
  ]

  @Test("Every bundled catalog cites structured sources (except the listed ones)")
  func structuredSources() throws {
    for (name, bytes) in CatalogSet.bundledFiles {
      let catalog = try CatalogLoader.load(bytes: bytes, file: name, requiringProvenance: true)
      #expect(
        catalog.provenance.sources.isEmpty == Self.withoutStructuredSources.contains(name),
        "\(name)")
    }
  }

  /// The languages apps ship most (issue #36): each rests on two independent projects, except
  /// the ones still waiting for a second source (see Locales/README.md).
  static let shippedMost = """
    ar bg ca cs da de el en es et fi fr he hi hr hu id ja ko lt lv nb nl pl pt pt-PT ro ru sk \
    sl sr sv th tr uk vi zh zh-Hant
    """.split(whereSeparator: { $0 == " " || $0 == "\\" || $0 == "\n" }).map(String.init)

  @Test("The languages apps ship most rest on two independent projects", arguments: shippedMost)
  func twoProjects(_ tag: String) throws {
    let catalog = try #require(Self.catalogs.catalog(for: try LocaleID(tag)))
    #expect(
      catalog.provenance.supportingProjects.count >= 2, "\(catalog.provenance.supportingProjects)")
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
