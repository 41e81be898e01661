import Foundation
import Testing

@testable import SwitchLabels

@Suite("String Catalog reader")
struct XCStringsReaderTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "On" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Ein" } },
            "pt-BR" : { "stringUnit" : { "state" : "needs_review", "value" : "Ligado" } },
            "fr" : { "stringUnit" : { "state" : "new", "value" : "" } },
            "zh_TW" : { "stringUnit" : { "state" : "translated", "value" : "開啟" } }
          }
        },
        "Off" : {
          "extractionState" : "stale",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Off" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Aus" } }
          }
        },
        "Items" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Element" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Elemente" } }
            } } }
          }
        },
        "Power" : {
          "localizations" : {
            "de" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "AN" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Eingeschaltet" } }
            } } }
          }
        },
        "AppName" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

  @Test func readsUnitsStatesAndLocales() throws {
    let strings = try readStrings(Self.catalog, file: "Localizable.xcstrings", as: .stringCatalog)
    #expect(strings.sourceLanguage.tag == "en")
    #expect(strings.locales.map(\.tag) == ["de", "en", "fr", "pt-BR", "zh-TW"])
    #expect(try value(strings, "de", "On") == "Ein")
    // A key without a source-language localization is its own source text.
    #expect(try value(strings, "en", "On") == "On")
    #expect(strings.table(for: try LocaleID("pt-BR"))?.entry("On")?.state == .needsReview)
    #expect(strings.table(for: try LocaleID("fr"))?.entry("On")?.state == .new)
    #expect(strings.table(for: try LocaleID("de"))?.entry("Off")?.state == .stale)
    #expect(strings.table(for: try LocaleID("en"))?.entry("AppName")?.state == .doNotTranslate)
    #expect(strings.table(for: try LocaleID("en"))?.isSource == true)
    #expect(strings.table(for: try LocaleID("de"))?.isSource == false)
  }

  @Test func pluralAndDeviceVariations() throws {
    let strings = try readStrings(Self.catalog, file: "Localizable.xcstrings", as: .stringCatalog)
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.entry("Items")?.state == .plural)
    #expect(de.entry("Items")?.value == "%lld Elemente")
    let power = try #require(de.entry("Power"))
    #expect(power.value == "Eingeschaltet")
    #expect(power.value(forDevice: "iphone") == "AN")
    #expect(power.value(forDevice: "mac") == "Eingeschaltet")
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let fragment: String
    var testDescription: String { name }
  }

  static let broken: [Broken] = [
    Broken(
      name: "truncated", text: #"{"sourceLanguage": "en", "strings": {"On": {"#,
      fragment: "not valid JSON"),
    Broken(name: "no sourceLanguage", text: #"{"strings": {}}"#, fragment: "sourceLanguage"),
    Broken(
      name: "value not a string",
      text:
        #"{"sourceLanguage": "en", "strings": {"On": {"localizations": {"de": {"stringUnit": {"value": 3}}}}}}"#,
      fragment: "must be a string"),
    Broken(
      name: "unknown locale key",
      text:
        #"{"sourceLanguage": "en", "strings": {"On": {"localizations": {"../x": {"stringUnit": {"value": "a"}}}}}}"#,
      fragment: "localization \"../x\""),
    Broken(name: "an array", text: "[]", fragment: "Localizable.xcstrings"),
  ]

  @Test(arguments: broken) func brokenFilesNameTheFile(_ broken: Broken) throws {
    let error = try #require(
      readError(broken.text, file: "Localizable.xcstrings", as: .stringCatalog))
    #expect(error.description.hasPrefix("Localizable.xcstrings"))
    #expect(error.description.contains(broken.fragment), "\(error)")
  }

  @Test func invalidUTF8IsAnError() throws {
    var bytes = Array(
      #"{"sourceLanguage": "en", "strings": {"On": {"localizations": {"de": {"stringUnit": {"value": ""#
        .utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(#""}}}}}}"#.utf8)
    #expect(readError(bytes, file: "L.xcstrings", as: .stringCatalog) != nil)
  }

  /// JSONDecoder keeps one of two equal keys without a word; the reader names the second
  /// (``BadInputReaderTests`` has more).
  @Test func duplicateKeysAreAnError() throws {
    let text =
      #"{"sourceLanguage": "en", "strings": {"On": {"localizations": {"de": {"stringUnit": "#
      + #"{"value": "A"}}}}, "On": {"localizations": {"de": {"stringUnit": {"value": "B"}}}}}}"#
    #expect(
      readError(text, file: "L.xcstrings", as: .stringCatalog)
        == .duplicateKey(file: "L.xcstrings", line: 1, key: "On"))
  }
}
