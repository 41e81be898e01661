import Foundation
import Testing

@testable import SwitchLabels

/// Files read as their platforms read them (issue #32).
///
/// What the platform's build accepts is read, what it warns about is a notice naming file and
/// line, only what it rejects is an error. Expectations come from oracles written here (a line-by-line parse), not from our readers.
@Suite("App strings: the platforms' own rules")
struct PlatformRulesTests {
  /// Oracle: each `"key" = "value";` line of a simple `.strings` text, with its 1-based line.
  static func stringsLines(_ text: String) -> [(key: String, value: String, line: Int)] {
    var found: [(String, String, Int)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      // `"key" = "value";` splits into ["", key, " = ", value, ";…"].
      guard parts.count >= 5, parts[0].isEmpty, parts[2] == " = " else { continue }
      found.append((String(parts[1]), String(parts[3]), index + 1))
    }
    return found
  }

  // MARK: .strings: a key defined twice

  @Test("VLC for iOS: a key defined twice is read, with a notice naming both lines")
  func vlcDuplicateKey() throws {
    let folder = appStringsFixtures.appendingPathComponent("VLCiOS")
    let file = folder.appendingPathComponent("en.lproj/Localizable.strings")
    let oracle = Self.stringsLines(try String(contentsOf: file, encoding: .utf8))
    let titleLines = oracle.filter { $0.key == "TITLE" }.map(\.line)
    #expect(titleLines.count == 2)
    let strings = try AppStringsReader().read(paths: [folder.path])
    let notices = strings.notices.filter { $0.key == "TITLE" }
    try #require(notices.count == 1)
    #expect(notices[0].file == file.path)
    #expect(notices[0].line == titleLines.last)
    #expect(notices[0].table == "Localizable")
    let message = notices[0].description
    #expect(message.hasPrefix("\(file.path):\(titleLines[1]):"))
    #expect(message.contains("lines \(titleLines[0]) and \(titleLines[1])"))
    #expect(message.contains("later value"))
    // Every key is read, with the line the platform's value is on.
    for (key, value, _) in oracle {
      let entry = try #require(strings.table(for: try LocaleID("en"))?.entry(key))
      #expect(entry.value == value)
      #expect(entry.line == oracle.last { $0.key == key }?.line)
    }
    let twice = Set(oracle.map(\.key).filter { key in oracle.filter { $0.key == key }.count > 1 })
    #expect(Set(strings.notices.compactMap(\.key)) == twice)
  }

  @Test("the later value of a .strings key defined twice is the one read, as CFPropertyList does")
  func stringsLaterValueWins() throws {
    let text = "\"On\" = \"An\";\n\"Off\" = \"Aus\";\n\"On\" = \"Ein\";\n"
    let strings = try readStrings(text, file: "de.lproj/Localizable.strings", as: .strings)
    let later = try #require(Self.stringsLines(text).last { $0.key == "On" })
    #expect(try value(strings, "de", "On") == later.value)
    #expect(strings.notices.map(\.line) == [later.line])
    #expect(strings.notices.first?.description.contains("\"On\" is defined twice") == true)
    // The value is no part of the message.
    #expect(strings.notices.first?.description.contains("Ein") == false)
  }

  @Test("a switch key defined twice is a warning of its locale, naming the lines; the later shows")
  func duplicateSwitchKeyIsAFinding() throws {
    let text = "\"On\" = \"An\";\n\"Off\" = \"Aus\";\n\"On\" = \"Ein\";\n"
    let root = try writeTree([
      "en.lproj/Localizable.strings": "\"On\" = \"On\";\n\"Off\" = \"Off\";\n",
      "de.lproj/Localizable.strings": text,
    ])
    let oracle = Self.stringsLines(text).filter { $0.key == "On" }
    let set = AppLabelSet(
      strings: try AppStringsReader().read(paths: [root.path]),
      keys: AppLabelKeys(on: "On", off: "Off"))
    let labels = set.labels(for: try LocaleID("de"))
    #expect(labels.texts[.on] == [oracle[1].value])
    let finding = try #require(
      labels.findings.first { $0.kind == .appNeedsReview && $0.message.contains("twice") })
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("lines \(oracle[0].line) and \(oracle[1].line)"))
    #expect(finding.message.contains("de.lproj/Localizable.strings:\(oracle[1].line)"))
  }

  // MARK: Android: a <string> and a <plurals> of one name

  @Test("DuckDuckGo: a <string> and a <plurals> of one name are both read; the string is shown")
  func duckDuckGoStringAndPlurals() throws {
    let folder = appStringsFixtures.appendingPathComponent("DuckDuckGoAndroid")
    let file = folder.appendingPathComponent("res/values/strings-saved-sites.xml")
    let text = try String(contentsOf: file, encoding: .utf8)
    let name = "bookmarkFolderDeleteDialogMessage"
    // Oracle: the text between the <string name="…"> tag and </string>, its quotes removed.
    let open = "<string name=\"\(name)\">"
    let after = try #require(text.range(of: open)).upperBound
    let close = try #require(text[after...].range(of: "</string>")).lowerBound
    let expected = String(text[after..<close]).replacingOccurrences(of: "\"", with: "")
    #expect(text.contains("<plurals name=\"\(name)\">"))

    let strings = try AppStringsReader().read(paths: [folder.path])
    let entries = try #require(strings.sourceTable).entries(name)
    #expect(entries.count == 2)
    #expect(entries.filter { $0.state == .plural }.count == 1)
    #expect(entries.first { $0.state != .plural }?.value == expected)
    let set = AppLabelSet(
      strings: strings, keys: AppLabelKeys(on: name, off: "bookmarkFolderEmpty"))
    let labels = set.labels(for: try LocaleID("en"))
    #expect(labels.texts[.on] == [expected])
    #expect(!labels.findings.contains { $0.kind == .appPlural })
  }

  @Test("Android: two <string>s of one name are what aapt2 rejects, and the error says so")
  func androidDuplicateStringIsAnError() throws {
    let text =
      "<resources>\n<string name=\"a\">A</string>\n<string name=\"a\">B</string>\n</resources>"
    let error = try #require(readError(text, file: "res/values/strings.xml", as: .android))
    #expect(error == .duplicateKey(file: "res/values/strings.xml", line: 3, key: "a"))
    #expect(error.description.contains("aapt2 rejects"))
    let plurals =
      "<resources>\n<plurals name=\"a\"><item quantity=\"other\">A</item></plurals>\n"
      + "<plurals name=\"a\"><item quantity=\"other\">B</item></plurals>\n</resources>"
    #expect(
      readError(plurals, file: "res/values/strings.xml", as: .android)
        == .duplicateKey(file: "res/values/strings.xml", line: 3, key: "a"))
  }

  // MARK: PO: a NUL in a string

  @Test("PO: a NUL in a string is read cut there, as msgfmt cuts it, with a notice")
  func poNULIsCut() throws {
    let text =
      "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
      + "msgid \"On\"\nmsgstr \"An\\0x\"\n"
    let strings = try readStrings(text, file: "de.po", as: .po)
    // Oracle: the msgstr as written, up to the escape.
    let line = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.hasPrefix("msgstr \"An")
      })
    let written = text.split(separator: "\n", omittingEmptySubsequences: false)[line]
    let cut = written.dropFirst("msgstr \"".count).prefix { $0 != "\\" }
    #expect(try value(strings, "de", "On") == String(cut))
    #expect(strings.notices.map(\.line) == [line + 1])
    #expect(strings.notices.first?.description.hasPrefix("de.po:\(line + 1): ") == true)
    #expect(strings.notices.first?.message.contains("cuts the text") == true)
  }

  // MARK: ARB: a message defined twice

  @Test("ARB: a message defined twice is read with its later value, as gen-l10n reads it")
  func arbLaterValueWins() throws {
    let text = "{\n\"on\": \"An\",\n\"off\": \"Aus\",\n\"on\": \"Ein\"\n}\n"
    let strings = try readStrings(text, file: "app_de.arb", as: .arb)
    // Oracle: the lines holding the key, and the value on the last of them.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.hasPrefix("\"on\"") }
    let last = try #require(lines.last)
    let later = last.element.split(separator: "\"")[2]
    #expect(try value(strings, "de", "on") == String(later))
    #expect(strings.notices.map(\.line) == [last.offset + 1])
    #expect(strings.notices.first?.message.contains("lines \(lines[0].offset + 1) and") == true)
  }
}
