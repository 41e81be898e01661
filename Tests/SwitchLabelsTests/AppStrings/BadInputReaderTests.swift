import Foundation
import Testing

@testable import SwitchLabels

/// Bad input a user's files really hold, per reader: the error names the file and, where the
/// format has lines, the line; nothing is read silently wrong.
@Suite("App-strings readers: bad input named")
struct BadInputReaderTests {
  @Test("ARB and String Catalog bytes that are not UTF-8: an encoding error with its line")
  func invalidUTF8InJSON() {
    let start = "{\n  \"@@locale\": \"de\",\n  \"on\": \"A"
    let arb: [UInt8] = Array(start.utf8) + [0xFF] + Array("N\"\n}".utf8)
    #expect(
      readError(arb, file: "l10n/app_de.arb", as: .arb)
        == .invalidEncoding(file: "l10n/app_de.arb", reason: "line 3: not valid UTF-8"))
    let catalog: [UInt8] =
      Array(#"{"sourceLanguage": "en", "strings": {"On": {"localizations": {"#.utf8)
      + Array("\n\"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"A".utf8)
      + [0xC3] + Array("\"}}}}}}".utf8)
    #expect(
      readError(catalog, file: "App.xcstrings", as: .stringCatalog)
        == .invalidEncoding(file: "App.xcstrings", reason: "line 2: not valid UTF-8"))
  }

  @Test("a truncated ARB or String Catalog: not valid JSON, with line and column")
  func truncatedJSON() throws {
    let arb = readError("{\n  \"@@locale\": \"de\",\n  \"on\": \"An", file: "app_de.arb", as: .arb)
    guard case .malformed(_, let line, let reason)? = arb else {
      Issue.record("\(String(describing: arb))")
      return
    }
    #expect(line == 3)
    #expect(reason.hasPrefix("not valid JSON: column"))
    let catalog = readError(
      "{\"sourceLanguage\": \"en\",\n\"strings\": {\"On\": {", file: "App.xcstrings",
      as: .stringCatalog)
    guard case .malformed(_, let catalogLine, let catalogReason)? = catalog else {
      Issue.record("\(String(describing: catalog))")
      return
    }
    #expect(catalogLine == 2)
    #expect(catalogReason.hasPrefix("not valid JSON"))
    // A file that is JSON but not a catalog still says what is missing.
    let wrongShape = readError("{\"strings\": {}}", file: "App.xcstrings", as: .stringCatalog)
    #expect(wrongShape?.description.contains("missing \"sourceLanguage\"") == true)
  }

  @Test("an ARB message defined twice is read with its later value; metadata twice, a BOM too")
  func arbDuplicates() throws {
    let twice = try readStrings(
      "{\"@@locale\": \"de\", \"on\": \"An\", \"off\": \"Aus\", \"on\": \"Ein\"}",
      file: "app_de.arb", as: .arb)
    #expect(try value(twice, "de", "on") == "Ein")
    #expect(twice.notices.map(\.key) == ["on"])
    let metadata = try readStrings(
      "{\"on\": \"An\", \"@on\": {\"description\": \"a\", \"description\": \"b\"}}",
      file: "app_de.arb", as: .arb)
    #expect(try value(metadata, "de", "on") == "An")
    let bom = try readStrings(
      [0xEF, 0xBB, 0xBF] + Array("{\"on\": \"An\"}".utf8), file: "app_de.arb", as: .arb)
    #expect(try value(bom, "de", "on") == "An")
  }

  @Test("a String Catalog with a string or a language twice: an error naming the key and line")
  func stringCatalogDuplicates() throws {
    let twice = """
      {"sourceLanguage": "en", "strings": {
        "On": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "An"}}}},
        "Off": {},
        "On": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Ein"}}}}
      }}
      """
    #expect(
      readError(twice, file: "App.xcstrings", as: .stringCatalog)
        == .duplicateKey(file: "App.xcstrings", line: 4, key: "On"))
    let language = """
      {"sourceLanguage": "en", "strings": {"On": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "An"}},
        "de": {"stringUnit": {"state": "translated", "value": "Ein"}}}}}}
      """
    #expect(
      readError(language, file: "App.xcstrings", as: .stringCatalog)
        == .duplicateKey(file: "App.xcstrings", line: 3, key: "de"))
    // The same key in different objects, and keys inside strings, are no duplicates.
    let fine = try readStrings(
      """
      {"sourceLanguage": "en", "strings": {
        "On": {"comment": "\\"Off\\": {", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "An"}}}},
        "Off": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Aus"}}}}}}
      """, file: "App.xcstrings", as: .stringCatalog)
    #expect(try value(fine, "de", "Off") == "Aus")
  }

  @Test(".strings: a key defined twice is a notice at both lines, in UTF-8 and UTF-16")
  func stringsDuplicates() throws {
    let text = "/* \"On\" = \"x\"; */\n\"On\" = \"An\";\n\"Off\" = \"Aus\";\n\"On\" = \"Ein\";\n"
    let file = "App/de.lproj/Localizable.strings"
    let utf8 = try readStrings(text, file: file, as: .strings)
    #expect(utf8.notices.map(\.line) == [4])
    #expect(utf8.notices.first?.message.contains("lines 2 and 4") == true)
    #expect(try value(utf8, "de", "On") == "Ein")
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try readStrings(utf16, file: file, as: .strings).notices == utf8.notices)
    // Unquoted keys and `key;` entries count too; a key in a comment or a value does not.
    let unquoted = try readStrings("On = An;\nOff;\n\"Off\" = \"Aus\";", file: file, as: .strings)
    #expect(unquoted.notices.map(\.key) == ["Off"])
    #expect(unquoted.notices.map(\.line) == [3])
    let once = try readStrings(
      "// \"On\" = \"x\";\n\"On\" = \"On = \\\"x\\\";\";\n\"Off\" = \"Aus\";", file: file,
      as: .strings)
    #expect(try value(once, "de", "On") == "On = \"x\";")
  }

  @Test(".strings in UTF-16 with a lone surrogate or an odd byte: an encoding error")
  func invalidUTF16() {
    let file = "App/de.lproj/Localizable.strings"
    var lone: [UInt8] = [0xFF, 0xFE]
    for unit in "\"On\" = \"".utf16 { lone += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    lone += [0x00, 0xD8, 0x22, 0x00, 0x3B, 0x00]
    let odd: [UInt8] = [0xFE, 0xFF, 0x00, 0x22, 0x00]
    for bytes in [lone, odd] {
      guard case .invalidEncoding(_, let reason)? = readError(bytes, file: file, as: .strings)
      else {
        Issue.record("\(bytes)")
        continue
      }
      #expect(reason.hasPrefix("not valid UTF-16"))
    }
  }

  @Test("a .stringsdict with a DTD subset: PropertyListDecoder's own words, no dump")
  func stringsDictDTD() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
      <plist version="1.0"><dict><key>On</key><string>&x;</string></dict></plist>
      """
    let error = readError(text, file: "App/de.lproj/Plural.stringsdict", as: .strings)
    guard case .malformed(_, _, let reason)? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(reason.contains("DTD"))
    #expect(!reason.contains("DecodingError"))
  }

  @Test(
    "a language's name where its code belongs (German, Deutsch.lproj) is an error naming the file",
    arguments: [
      ("l10n/intl.arb", AppStringsFormat.arb, #"{"@@locale": "german", "On": "An"}"#),
      ("App/Deutsch.lproj/L.strings", .strings, "\"On\" = \"An\";\n"),
      (
        "de.xliff", .xliff,
        "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"German\"><body>"
          + "<trans-unit id=\"On\"><source>On</source><target>An</target></trans-unit>"
          + "</body></file></xliff>"
      ),
    ])
  func languageNameIsNoLocale(_ file: String, _ format: AppStringsFormat, _ text: String) throws {
    let error = try #require(readError(text, file: file, as: format))
    #expect(error.description.hasPrefix("\(file): the locale"), "\(error)")
    #expect(error.description.contains("names no language"), "\(error)")
  }

  @Test("a control character in an .lproj name is escaped in the message")
  func lprojNameEscaped() {
    let error = readError(
      "\"On\" = \"An\";", file: "App/de\u{1B}[31m.lproj/Localizable.strings", as: .strings)
    #expect(error != nil)
    #expect(error?.description.unicodeScalars.contains("\u{1B}") == false)
  }

  @Test("values-en/ and en.lproj come before the implicit source language: what the app shows")
  func explicitLocaleBeforeImplicitSource() throws {
    let root = try writeTree([
      "res/values/strings.xml": "<resources><string name=\"on\">default</string></resources>",
      "res/values-en/strings.xml": "<resources><string name=\"on\">English</string></resources>",
      "ios/Base.lproj/Main.strings": "\"on\" = \"base\";",
      "ios/en.lproj/Main.strings": "\"on\" = \"English\";",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["res", "ios"] {
      let strings = try AppStringsReader().read(paths: [root.appendingPathComponent(folder).path])
      let table = try #require(strings.table(for: .english))
      #expect(table.entry("on")?.value == "English", "\(folder)")
      #expect(table.entries("on").count == 2, "\(folder)")
    }
  }
}
