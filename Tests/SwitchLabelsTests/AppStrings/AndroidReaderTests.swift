import Foundation
import Testing

@testable import SwitchLabels

@Suite("Android resource reader")
struct AndroidReaderTests {
  /// One of aapt2's rules: the raw text of a `<string>` and what the app shows.
  struct Rule: Sendable, CustomTestStringConvertible {
    let rule: String
    let raw: String
    let shown: String
    var testDescription: String { rule }
  }

  static let rules: [Rule] = [
    Rule(rule: "plain", raw: "AN", shown: "AN"),
    Rule(rule: "leading and trailing whitespace trimmed", raw: "  AN \n ", shown: "AN"),
    Rule(rule: "inner whitespace collapses", raw: "Turn\n   \ton", shown: "Turn on"),
    Rule(rule: "quotes keep whitespace", raw: "\"  two  spaces \"", shown: "  two  spaces "),
    Rule(rule: "quotes allow an apostrophe", raw: "\"don't\"", shown: "don't"),
    Rule(rule: "quote in the middle", raw: "a \"b  c\" d", shown: "a b  c d"),
    Rule(rule: "escaped apostrophe", raw: "l\\'interrupteur", shown: "l'interrupteur"),
    Rule(rule: "escaped double quote", raw: "\\\"on\\\"", shown: "\"on\""),
    Rule(rule: "newline escape", raw: "a\\nb", shown: "a\nb"),
    Rule(rule: "tab escape", raw: "a\\tb", shown: "a\tb"),
    Rule(rule: "escaped at sign", raw: "\\@home", shown: "@home"),
    Rule(rule: "escaped question mark", raw: "\\?", shown: "?"),
    Rule(rule: "escaped backslash", raw: "a\\\\b", shown: "a\\b"),
    Rule(rule: "unicode escape", raw: "\\u00C4n", shown: "Än"),
    Rule(rule: "surrogate pair", raw: "\\uD83D\\uDD0C", shown: "🔌"),
    Rule(rule: "escaped space survives trimming", raw: "a\\u0020", shown: "a "),
    Rule(rule: "other escaped character is itself", raw: "\\x", shown: "x"),
  ]

  @Test(arguments: rules) func unescaperFollowsAapt2(_ rule: Rule) throws {
    #expect(try AndroidStringUnescaper.unescape(rule.raw) == rule.shown)
  }

  static let refused: [(String, String)] = [
    ("don't", "apostrophe"), ("a\\", "backslash"), ("\\u12", "four hexadecimal"),
    ("\\uD83D", "surrogate"), ("\\uDD0C", "surrogate"),
    // A high surrogate's escape followed by something other than its low one's.
    ("\\uD83Dx", "surrogate"), ("\\uD83D\\n", "surrogate"), ("\\uD83D\\uD83D", "surrogate"),
    ("\\uD83D\\", "backslash"), ("\\uD83D\\u12", "four hexadecimal"),
  ]

  @Test(arguments: refused) func unescaperRefuses(_ raw: String, _ fragment: String) {
    #expect(throws: AndroidStringUnescaper.Problem.self) {
      try AndroidStringUnescaper.unescape(raw)
    }
    do {
      _ = try AndroidStringUnescaper.unescape(raw)
    } catch {
      #expect(error.reason.contains(fragment))
    }
  }

  /// A folder name and the locale it names (nil: default resources), or nil for a skipped
  /// configuration folder.
  static let folders: [(String, String?, [String])] = [
    ("values", nil, []), ("values-de", "de", []), ("values-zh-rTW", "zh-TW", []),
    ("values-b+sr+Latn", "sr-Latn", []), ("values-b+es+419", "es-419", []),
    ("values-in", "id", []), ("values-iw", "he", []), ("values-ji", "yi", []),
    ("values-pt-rBR", "pt-BR", []), ("values-es-r419", "es-419", []),
    ("values-night", nil, ["night"]), ("values-v21", nil, ["v21"]), ("values-land", nil, ["land"]),
    ("values-de-night", "de", ["night"]), ("values-sw600dp", nil, ["sw600dp"]),
    ("values-mcc310-en-rUS", "en-US", ["mcc310"]), ("values-ldrtl", nil, ["ldrtl"]),
  ]

  @Test(arguments: folders) func qualifiers(_ folder: String, _ locale: String?, _ rest: [String])
    throws
  {
    let qualifiers = try AndroidQualifiers(folder: folder, file: "res/\(folder)/strings.xml")
    #expect(qualifiers.locale?.tag == locale)
    #expect(qualifiers.configuration == rest)
  }

  @Test(arguments: ["values-xyzzy", "values-de-rZZZZ", "values-b+", "values-de-fr", "values-"])
  func unknownQualifiersNameTheFile(_ folder: String) {
    do {
      _ = try AndroidQualifiers(folder: folder, file: "res/\(folder)/strings.xml")
      Issue.record("\(folder) was accepted")
    } catch {
      #expect(error.description.contains("res/\(folder)/strings.xml"))
    }
  }

  static let resources = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <string name="switch_on">AN</string>
        <string name="switch_off"><![CDATA[AUS]]></string>
        <string name="app_name" translatable="false">Lights</string>
        <string name="count">Noch <xliff:g id="n" example="3">%d</xliff:g> Tage</string>
        <string name="styled">Ein <b>fett</b></string>
        <string name="tablet" product="tablet">Tablet</string>
        <string name="tablet" product="default">Telefon</string>
        <plurals name="lamps">
            <item quantity="one">%d Lampe</item>
            <item quantity="other">%d Lampen</item>
        </plurals>
        <item type="string" name="as_item">Item</item>
        <color name="accent">#FF0000</color>
        <string-array name="modes"><item>A</item></string-array>
    </resources>
    """

  @Test func readsStringsOfAResourceFile() throws {
    let strings = try readStrings(
      Self.resources, file: "app/res/values-de/strings.xml", as: .android)
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.entry("switch_on")?.value == "AN")
    #expect(de.entry("switch_on")?.line == 3)
    #expect(de.entry("switch_off")?.value == "AUS")
    #expect(de.entry("app_name")?.state == .doNotTranslate)
    #expect(de.entry("count")?.value == "Noch %d Tage")
    #expect(de.entry("styled")?.value == "Ein fett")
    #expect(de.entries("tablet").map(\.value) == ["Telefon"])
    #expect(de.entry("lamps")?.state == .plural)
    #expect(de.entry("lamps")?.value == "%d Lampen")
    #expect(de.entry("as_item")?.value == "Item")
    #expect(de.entry("accent") == nil)
    #expect(de.entry("modes") == nil)
  }

  @Test func defaultResourcesAreTheSourceLanguage() throws {
    let plain = try readStrings(
      "<resources><string name=\"a\">On</string></resources>", file: "res/values/strings.xml",
      as: .android)
    #expect(plain.sourceLanguage.tag == "en")
    #expect(plain.locales.map(\.tag) == ["en"])
    let declared = try readStrings(
      "<resources xmlns:tools=\"http://schemas.android.com/tools\" tools:locale=\"es\"><string name=\"a\">Sí</string></resources>",
      file: "res/values/strings.xml", as: .android)
    #expect(declared.sourceLanguage.tag == "es")
    #expect(try value(declared, "es", "a") == "Sí")
  }

  @Test func configurationFoldersAreSkipped() throws {
    let strings = try readStrings(
      "<resources><string name=\"a\">On</string></resources>", file: "res/values-night/strings.xml",
      as: .android)
    #expect(strings.tables.isEmpty)
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let fragment: String
    var testDescription: String { name }
  }

  static let broken: [Broken] = [
    Broken(
      name: "truncated", text: "<resources><string name=\"a\">On</str", fragment: "not well-formed"),
    Broken(
      name: "duplicate name",
      text: "<resources>\n<string name=\"a\">1</string>\n<string name=\"a\">2</string></resources>",
      fragment: "strings.xml:3: the key \"a\" is defined twice"),
    Broken(
      name: "unescaped apostrophe",
      text: "<resources>\n<string name=\"a\">don't</string></resources>",
      fragment: "strings.xml:2: <string name=\"a\">: an apostrophe"),
    Broken(name: "wrong root", text: "<manifest/>", fragment: "<resources>"),
    Broken(
      name: "undefined entity", text: "<resources><string name=\"a\">&nbsp;</string></resources>",
      fragment: "undefined entity"),
    Broken(
      name: "XXE",
      text:
        "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<resources><string name=\"a\">&x;</string></resources>",
      fragment: "strings.xml:2: a document type declaration"),
    Broken(
      name: "billion laughs",
      text:
        "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>\n<resources><string name=\"a\">&c;</string></resources>",
      fragment: "document type declaration"),
    Broken(
      name: "not UTF-8", text: "<resources><string name=\"a\">\u{FFFD}</string></resources>",
      fragment: ""),
  ]

  @Test(arguments: broken) func brokenFilesNameTheFileAndLine(_ broken: Broken) throws {
    guard broken.name != "not UTF-8" else {
      var bytes = Array("<resources><string name=\"a\">".utf8)
      bytes += [0xC3, 0x28]
      bytes += Array("</string></resources>".utf8)
      let error = try #require(readError(bytes, file: "res/values-de/strings.xml", as: .android))
      #expect(error.description.contains("res/values-de/strings.xml:1"))
      return
    }
    let error = try #require(
      readError(broken.text, file: "res/values-de/strings.xml", as: .android))
    #expect(error.description.contains(broken.fragment), "\(error)")
    #expect(error.description.hasPrefix("res/values-de/strings.xml"))
  }
}

/// Entry lines are counted in the document's bytes, as libexpat counts them.
@Suite("Android resource reader: lines")
struct AndroidReaderLineTests {
  static let lines = [
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<resources>", "",
    "  <string name=\"on\">AN</string>", "  <!-- a\ncomment -->",
    "  <string name=\"off\">AUS</string>", "</resources>",
  ]

  /// Line feeds, carriage returns with line feeds, and carriage returns alone end lines.
  @Test(arguments: ["\n", "\r\n", "\r"]) func linesOfEachLineEnd(_ end: String) throws {
    let text = Self.lines.joined(separator: end)
    let strings = try AppStringsReader().read(
      bytes: Array(text.utf8), file: "res/values-de/strings.xml", as: .android)
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.entry("on")?.line == 4)
    #expect(de.entry("off")?.line == 7)
  }

  /// A UTF-16 document (its line feed bytes can be halves of other characters) is counted by
  /// libexpat.
  @Test func linesOfAUTF16Document() throws {
    let text = Self.lines.joined(separator: "\n").replacingOccurrences(of: "utf-8", with: "utf-16")
      .replacingOccurrences(of: ">AN<", with: ">\u{0A0A}<")
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let strings = try AppStringsReader().read(
      bytes: bytes, file: "res/values-de/strings.xml", as: .android)
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.entry("on")?.line == 4)
    #expect(de.entry("off")?.line == 7)
    #expect(de.entry("on")?.value == "\u{0A0A}")
  }
}
