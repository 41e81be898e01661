import Foundation
import Testing

@testable import SwitchLabels

@Suite("ARB reader")
struct ARBReaderTests {
  static let file = """
    {
      "@@locale": "de",
      "@@last_modified": "2024-01-01",
      "switchOn": "An",
      "@switchOn": { "description": "The on state of a switch" },
      "switchOff": "Aus",
      "greeting": "Hallo {name}",
      "@greeting": { "placeholders": { "name": { "type": "String" } } },
      "lamps": "{count, plural, =1{1 Lampe} other{{count} Lampen}}"
    }
    """

  @Test func readsMessagesAndSkipsMetadata() throws {
    let strings = try readStrings(Self.file, file: "lib/l10n/app_xx.arb", as: .arb)
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.keys.sorted() == ["greeting", "lamps", "switchOff", "switchOn"])
    #expect(de.entry("switchOn")?.value == "An")
    #expect(de.entry("greeting")?.value == "Hallo {name}")
    #expect(de.entry("lamps")?.state == .plural)
  }

  static let names: [(String, String)] = [
    ("app_de.arb", "de"), ("app_pt_BR.arb", "pt-BR"), ("intl_messages_zh_Hant.arb", "zh-Hant"),
    ("lib/l10n/app_en.arb", "en"), ("fr.arb", "fr"),
  ]

  @Test(arguments: names) func localeFromFileName(_ path: String, _ tag: String) throws {
    #expect(try ARBReader.locale(fromPath: path).tag == tag)
  }

  static let broken: [(String, String)] = [
    (#"{"@@locale": "de", "on": 3}"#, "\"on\" must be a string"),
    (#"["on"]"#, "a JSON object"),
    (#"{"on": "An""#, "not valid JSON"),
    (#"{"@@locale": "d e", "on": "An"}"#, "@@locale"),
  ]

  @Test(arguments: broken) func brokenFiles(_ text: String, _ fragment: String) throws {
    let error = try #require(readError(text, file: "app_de.arb", as: .arb))
    #expect(error.description.contains(fragment), "\(error)")
    #expect(error.description.hasPrefix("app_de.arb"))
  }

  /// `@@locale` and a file name that names another locale: an error, as in Flutter's gen-l10n;
  /// the same locale in two spellings, or a name that names none, is fine.
  @Test func localeAndFileNameMustAgree() throws {
    let error = try #require(
      readError(#"{"@@locale": "fr", "on": "Activé"}"#, file: "l10n/app_de.arb", as: .arb))
    #expect(error.description.hasPrefix("l10n/app_de.arb"))
    #expect(error.description.contains("\"@@locale\" is \"fr\""))
    #expect(error.description.contains("file name says de"))
    for (text, file, tag) in [
      (#"{"@@locale": "pt_BR", "on": "Ligado"}"#, "app_pt-BR.arb", "pt-BR"),
      (#"{"@@locale": "de", "on": "An"}"#, "strings.arb", "de"),
    ] {
      let strings = try readStrings(text, file: file, as: .arb)
      #expect(strings.tables.map(\.locale.tag) == [tag])
    }
  }

  @Test func noLocaleAnywhere() throws {
    let error = try #require(readError(#"{"on": "An"}"#, file: "strings.arb", as: .arb))
    #expect(error.description.contains("names no locale"))
  }
}
