import Foundation
import Testing

@testable import SwitchLabels

/// Where the app's findings are (file, line, key, locale, table), and the files the app's layout
/// gives a locale it lacks.
@Suite("App findings: where they are")
struct AppFindingsWhereTests {
  /// A fixture folder of real apps' files (see its README).
  static func fixture(_ app: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/AppStrings/\(app)")
  }

  /// The 1-based line of the first line of `file` (decoded by Foundation, UTF-8 or UTF-16 with
  /// a BOM) that contains `needle`: the oracle, independent of our readers.
  static func line(of needle: String, in file: URL) throws -> Int {
    let data = try Data(contentsOf: file)
    let text: String
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      text = try #require(String(data: data, encoding: .utf16))
    } else {
      text = try #require(String(data: data, encoding: .utf8))
    }
    let lines = text.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.contains(needle) })
    return index + 1
  }

  struct LayoutCase: Sendable, CustomTestStringConvertible {
    let file: String
    let source: String
    let locale: String
    let expected: String?
    var testDescription: String { "\(file) (\(source)) → \(locale)" }
  }

  static let layouts: [LayoutCase] = [
    // Apple: the .lproj folder, Base too.
    LayoutCase(
      file: "App/en.lproj/Localizable.strings", source: "en", locale: "de",
      expected: "App/de.lproj/Localizable.strings"),
    LayoutCase(
      file: "Base.lproj/Main.strings", source: "en", locale: "zh-Hant",
      expected: "zh-Hant.lproj/Main.strings"),
    LayoutCase(
      file: "App/Localizable.xcstrings", source: "en", locale: "ja",
      expected: "App/Localizable.xcstrings"),
    // Android: the locale qualifier, other qualifiers kept.
    LayoutCase(
      file: "res/values/strings.xml", source: "en", locale: "de",
      expected: "res/values-de/strings.xml"),
    LayoutCase(
      file: "res/values-fr/strings.xml", source: "fr", locale: "de-CH",
      expected: "res/values-de-rCH/strings.xml"),
    LayoutCase(
      file: "res/values/strings.xml", source: "en", locale: "sr-Latn",
      expected: "res/values-b+sr+Latn/strings.xml"),
    LayoutCase(
      file: "res/values-night/strings.xml", source: "en", locale: "de",
      expected: "res/values-de-night/strings.xml"),
    // One file per locale, named by it.
    LayoutCase(
      file: "l10n/app_en.arb", source: "en", locale: "pt-BR", expected: "l10n/app_pt_BR.arb"),
    LayoutCase(file: "po/fr.po", source: "fr", locale: "de", expected: "po/de.po"),
    LayoutCase(file: "xliff/en.xliff", source: "en", locale: "ru", expected: "xliff/ru.xliff"),
    LayoutCase(file: "messages.po", source: "en", locale: "de", expected: nil),
  ]

  @Test(arguments: Self.layouts)
  func theLayoutGivesTheLocalesFile(_ layout: LayoutCase) throws {
    let file = AppStringsFindings.file(
      for: try LocaleID(layout.locale), like: layout.file, from: try LocaleID(layout.source))
    #expect(file == layout.expected)
  }

  /// Sparkle's `.strings` (UTF-16 in de): a finding on an entry names its file, line, key and
  /// table; a locale lacking the keys names its own file, where they would go.
  @Test func stringsFindingsNameTheirLine() throws {
    let root = Self.fixture("Sparkle")
    let app = try AppStringsReader().read(paths: [root.path])
    let labels = AppLabelSet(strings: app, keys: AppLabelKeys(on: "173.title", off: "171.title"))
    let german = labels.labels(for: try LocaleID("de"))
    let differs = try #require(german.findings.first { $0.kind == .appDiffersFromCatalog })
    let place = try #require(differs.location)
    let file = root.appendingPathComponent("Sparkle/de.lproj/SUUpdateAlert.strings")
    #expect(place.file == file.path)
    #expect(place.line == (try Self.line(of: "\"173.title\"", in: file)))
    #expect(place.key == "173.title")
    #expect(place.locale == (try LocaleID("de")))
    #expect(place.table == "SUUpdateAlert")
    #expect(place.wouldGo == false)

    let norwegian = labels.labels(for: try LocaleID("no"))
    let missing = norwegian.findings.filter { $0.kind == .appMissing }
    #expect(missing.compactMap(\.location?.key).sorted() == ["171.title", "173.title"])
    for finding in missing {
      let place = try #require(finding.location)
      #expect(place.file?.hasSuffix("Sparkle/no.lproj/SUUpdateAlert.strings") == true)
      #expect(place.line == nil)
      #expect(place.wouldGo)
      #expect(place.locale == (try LocaleID("no")))
      #expect(finding.message.contains("would go in"))
    }
  }

  /// ExactCalculator's Android resources: an untranslated text names the locale's own file and
  /// line (values-iw for he); a locale the app lacks names the folder its layout would give it.
  @Test func androidFindingsNameTheLocalesFile() throws {
    let root = Self.fixture("ExactCalculator")
    let app = try AppStringsReader().read(paths: [root.path])
    let labels = AppLabelSet(strings: app, keys: AppLabelKeys(on: "mode_rad", off: "mode_deg"))
    let hebrew = labels.labels(for: try LocaleID("he"))
    let untranslated = try #require(hebrew.findings.first { $0.kind == .appUntranslated })
    let place = try #require(untranslated.location)
    let file = root.appendingPathComponent("res/values-iw/strings.xml")
    #expect(place.file == file.path)
    #expect(place.line == (try Self.line(of: "name=\"mode_rad\"", in: file)))
    #expect(place.key == "mode_rad")
    #expect(place.locale == (try LocaleID("he")))
    #expect(place.table == nil)

    let french = labels.labels(for: try LocaleID("fr"))
    let fallback = try #require(french.findings.first { $0.kind == .appFallback })
    #expect(
      fallback.location?.file == root.appendingPathComponent("res/values-fr/strings.xml").path)
    #expect(fallback.location?.wouldGo == true)
    #expect(fallback.message.contains("would go in"))
    // Our words suggested for it (--fill-gaps) name the same file.
    let filled = AppLabelSet(
      strings: app, keys: AppLabelKeys(on: "mode_rad", off: "mode_deg"), fillsGaps: true)
    let suggestion = try #require(
      filled.labels(for: try LocaleID("fr")).findings.first { $0.kind == .appSuggestion })
    #expect(suggestion.location == fallback.location)
  }

  /// A String Catalog's entries have the line of their language in the key's localizations,
  /// whatever the escapes in the keys and the text in the values.
  @Test func stringCatalogEntriesHaveLines() throws {
    let catalog = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a\"b" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "\"de\" : {" } }
            }
          },
          "caf\u00e9 \ud83d\ude00" : {
            "comment" : "{ \"localizations\" : [ }",
            "localizations" : {
              "en" : {
                "stringUnit" : { "state" : "translated", "value" : "On" }
              },
              "fr" : {
                "variations" : { "device" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Activé" } }
                } }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """#
    let strings = try readStrings(catalog, file: "Localizable.xcstrings", as: .stringCatalog)
    func line(_ locale: String, _ key: String) throws -> Int? {
      strings.table(for: try LocaleID(locale))?.entry(key)?.line
    }
    // The oracle: the catalog's own lines, counted in the text above.
    let lines = catalog.components(separatedBy: "\n")
    func position(_ prefix: String, after start: Int = 0) throws -> Int {
      try #require(lines[start...].firstIndex { $0.hasPrefix(prefix) }) + 1
    }
    let emoji = try position("    \"caf")
    #expect(try line("de", "a\"b") == (try position("        \"de\" : {")))
    #expect(try line("en", "a\"b") == (try position("    \"a")))
    #expect(try line("en", "café 😀") == (try position("        \"en\" : {", after: emoji)))
    #expect(try line("fr", "café 😀") == (try position("        \"fr\" : {", after: emoji)))
  }

  /// A finding without a place encodes as before: no `location` member.
  @Test func aFindingWithoutAPlaceHasNoLocationInJSON() throws {
    let plain = try JSONEncoder().encode(Finding(.scaled, .info, "text scaled"))
    #expect(!String(decoding: plain, as: UTF8.self).contains("location"))
    let placed = Finding(
      .appMissing, .warning, "missing",
      at: Finding.Location(
        file: "de.lproj/Localizable.strings", key: "on", locale: try LocaleID("de"),
        table: "Localizable", wouldGo: true))
    let decoded = try JSONDecoder().decode(Finding.self, from: JSONEncoder().encode(placed))
    #expect(decoded == placed)
    // A report written before locations existed still decodes.
    let old = #"{"kind":"scaled","severity":"info","message":"m"}"#
    #expect(try JSONDecoder().decode(Finding.self, from: Data(old.utf8)).location == nil)
  }
}
