import Foundation
import Testing

@testable import SwitchLabels

@Suite(".strings reader")
struct StringsFileReaderTests {
  /// One escaping rule of the `.strings` format: the file's text and the value it means.
  struct Escape: Sendable, CustomTestStringConvertible {
    let rule: String
    let written: String
    let value: String
    var testDescription: String { rule }
  }

  static let escapes: [Escape] = [
    Escape(rule: "plain", written: #""On" = "Ein";"#, value: "Ein"),
    Escape(rule: "escaped quote", written: #""On" = "\"An\"";"#, value: "\"An\""),
    Escape(rule: "escaped backslash", written: #""On" = "a\\b";"#, value: "a\\b"),
    Escape(rule: "newline and tab", written: #""On" = "a\nb\tc";"#, value: "a\nb\tc"),
    Escape(rule: "\\U escape", written: #""On" = "\U00C4n";"#, value: "Än"),
    Escape(rule: "octal escape", written: #""On" = "\101n";"#, value: "An"),
    Escape(
      rule: "block comment", written: "/* \"On\" = \"x\"; */\n\"On\" = \"Ein\";", value: "Ein"),
    Escape(rule: "line comment", written: "// the on state\n\"On\" = \"Ein\";", value: "Ein"),
    Escape(rule: "unquoted key", written: "On = \"Ein\";", value: "Ein"),
    Escape(rule: "non-ASCII as is", written: #""On" = "Вкл";"#, value: "Вкл"),
  ]

  @Test(arguments: escapes) func escapesDecode(_ escape: Escape) throws {
    let strings = try readStrings(
      escape.written, file: "App/de.lproj/Localizable.strings", as: .strings)
    #expect(try value(strings, "de", "On") == escape.value)
  }

  @Test func utf16WithBOM() throws {
    let text = "\"On\" = \"Ä\";\n\"Off\" = \"Ö\";"
    var little: [UInt8] = [0xFF, 0xFE]
    var big: [UInt8] = [0xFE, 0xFF]
    for unit in text.utf16 {
      little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    for bytes in [little, big] {
      let strings = try readStrings(bytes, file: "de.lproj/Localizable.strings", as: .strings)
      #expect(try value(strings, "de", "On") == "Ä")
      #expect(try value(strings, "de", "Off") == "Ö")
    }
  }

  /// A folder name and the locale it means (nil: the source language).
  static let folders: [(String, String?)] = [
    ("de.lproj", "de"), ("pt_BR.lproj", "pt-BR"), ("pt-PT.lproj", "pt-PT"),
    ("zh-Hans.lproj", "zh-Hans"), ("zh_TW.lproj", "zh-TW"), ("German.lproj", "de"),
    ("English.lproj", "en"), ("iw.lproj", "he"), ("Base.lproj", nil),
  ]

  @Test(arguments: folders) func localeFromFolder(_ folder: String, _ expected: String?) throws {
    let found = try StringsFileReader.locale(fromPath: "App/\(folder)/Localizable.strings")
    #expect(found.locale?.tag == expected)
    #expect(found.isBase == (expected == nil))
  }

  @Test func baseIsTheSourceLanguage() throws {
    let strings = try readStrings(
      #""On" = "On";"#, file: "App/Base.lproj/Localizable.strings", as: .strings,
      sourceLanguage: "en-GB")
    #expect(strings.locales.map(\.tag) == ["en-GB"])
    #expect(strings.sourceTable?.isSource == true)
  }

  @Test func badFolderAndBadBytes() throws {
    let outside = try #require(
      readError(#""a" = "b";"#, file: "App/Localizable.strings", as: .strings))
    #expect(outside.description.contains("lproj"))
    let unknown = try #require(
      readError(#""a" = "b";"#, file: "App/xx-!.lproj/L.strings", as: .strings))
    guard case .unknownLocale = unknown else {
      Issue.record("expected an unknown locale, got \(unknown)")
      return
    }
    let invalid = try #require(
      readError(
        [0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x3B], file: "de.lproj/L.strings",
        as: .strings))
    #expect(invalid.description.contains("UTF-8"))
    let missingSemicolon = try #require(
      readError("\"a\" = \"b\"\n\"c\" = \"d\";", file: "de.lproj/L.strings", as: .strings))
    guard case .malformed(_, let line, _) = missingSemicolon else {
      Issue.record("expected malformed, got \(missingSemicolon)")
      return
    }
    #expect(line == 2)
    let notStrings = try #require(
      readError("\"a\" = (\"b\");", file: "de.lproj/L.strings", as: .strings))
    #expect(notStrings.description.contains("de.lproj/L.strings"))
  }

  @Test func emptyFileHasNoEntries() throws {
    let strings = try readStrings("\n", file: "de.lproj/L.strings", as: .strings)
    #expect(strings.table(for: try LocaleID("de"))?.entries.isEmpty == true)
  }
}

@Suite(".stringsdict reader")
struct StringsDictReaderTests {
  static let plurals = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>%d switches on</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@count@ an</string>
        <key>count</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>Ein Schalter</string>
          <key>other</key>
          <string>%d Schalter</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  @Test func aPluralRuleIsAPluralWithItsOtherForm() throws {
    let strings = try readStrings(
      Self.plurals, file: "App/de.lproj/Localizable.stringsdict", as: .strings)
    #expect(strings.locales.map(\.tag) == ["de"])
    let entry = try #require(strings.table(for: try LocaleID("de"))?.entry("%d switches on"))
    #expect(entry.state == .plural)
    #expect(entry.value == "%d Schalter an")
    #expect(AppStringsFormat.detect(path: "App/de.lproj/Localizable.stringsdict") == .strings)
  }

  @Test func aRuleWithoutItsFormatKeyIsAnError() {
    let broken = Self.plurals.replacingOccurrences(
      of: "NSStringLocalizedFormatKey", with: "FormatKey")
    let error = readError(broken, file: "App/de.lproj/Localizable.stringsdict", as: .strings)
    #expect(error?.description.contains("NSStringLocalizedFormatKey") == true)
  }

  @Test func notAPropertyListIsAnError() {
    let error = readError(
      "\"a\" = \"b\";", file: "App/de.lproj/Localizable.stringsdict", as: .strings)
    #expect(error?.description.contains("not a .stringsdict file") == true)
  }

  /// A key written twice in different spellings (an octal or \\U escape) is still one key defined
  /// twice: read with the later value, as CFPropertyList reads it, and a notice.
  @Test func aKeyDefinedTwiceWithAnEscapeIsANotice() throws {
    for text in [
      "\"On\" = \"An\";\n\"O\\156\" = \"Ein\";\n", "\"On\" = \"An\";\n\n\"\\U004fn\" = \"Ein\";\n",
    ] {
      let strings = try readStrings(text, file: "de.lproj/L.strings", as: .strings)
      #expect(try value(strings, "de", "On") == "Ein", "\(text)")
      let notice = try #require(strings.notices.first, "\(text)")
      #expect(notice.description.contains("de.lproj/L.strings:"), "\(notice)")
      #expect(notice.description.contains("the key \"On\" is defined twice"), "\(notice)")
    }
  }

  /// An XML property list nested 100,000 deep is refused before PropertyListDecoder, whose
  /// recursion would overflow the stack; a plist of ordinary depth is still read.
  @Test(arguments: ["de.lproj/L.strings", "de.lproj/L.stringsdict"])
  func aDeeplyNestedPropertyListIsAnError(_ file: String) throws {
    let depth = 100_000
    let deep =
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>On</key>"
      + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
      + "</dict></plist>"
    let error = try #require(readError(deep, file: file, as: .strings))
    #expect(error.description.contains("\(file):2: a property list nested too deep (more than 64"))
    let flat =
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>On</key><string>An</string>"
      + "</dict></plist>"
    #expect(
      try value(readStrings(flat, file: "de.lproj/L.strings", as: .strings), "de", "On") == "An")
  }
}
