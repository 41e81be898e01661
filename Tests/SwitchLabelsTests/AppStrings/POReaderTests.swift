import Foundation
import Testing

@testable import SwitchLabels

@Suite("gettext PO reader")
struct POReaderTests {
  static let file = #"""
    # German translation of Lights.
    msgid ""
    msgstr ""
    "Project-Id-Version: lights 1.0\n"
    "Language: de\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    #. Translators: the state of a switch
    msgctxt "switch"
    msgid "ON"
    msgstr "AN"

    msgctxt "switch"
    msgid "OFF"
    msgstr "AUS"

    msgid "On"
    msgstr "Ein"

    #, fuzzy
    msgid "Off"
    msgstr "Aus?"

    msgid "Power"
    msgstr ""

    msgid "%d lamp"
    msgid_plural "%d lamps"
    msgstr[0] "%d Lampe"
    msgstr[1] "%d Lampen"

    msgid "Multi"
    msgstr ""
    "zwei "
    "Zeilen\n"

    #~ msgid "Old"
    #~ msgstr "Alt"
    """#

  @Test func readsMessagesContextsAndStates() throws {
    let strings = try readStrings(Self.file, file: "po/xx.po", as: .po)
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.entry("switch|ON")?.value == "AN")
    #expect(de.entry("switch|OFF")?.value == "AUS")
    #expect(de.entry("On")?.value == "Ein")
    #expect(de.entry("Off")?.state == .fuzzy)
    #expect(de.entry("Power") == nil)
    #expect(de.entry("%d lamp")?.state == .plural)
    #expect(de.entry("%d lamp")?.value == "%d Lampen")
    #expect(de.entry("Multi")?.value == "zwei Zeilen\n")
    #expect(de.entry("Old") == nil)
    #expect(de.entry("") == nil)
    let en = try #require(strings.sourceTable)
    #expect(en.locale.tag == "en")
    #expect(en.entry("switch|ON")?.value == "ON")
    #expect(en.entry("Power")?.value == "Power")
  }

  static let names: [(String, String)] = [
    ("po/de.po", "de"), ("po/pt_BR.po", "pt-BR"), ("po/sr@latin.po", "sr-Latn"),
    ("locale/zh_TW/LC_MESSAGES/app.po", "zh-TW"), ("po/iw.po", "he"),
  ]

  @Test(arguments: names) func localeFromFileName(_ path: String, _ tag: String) throws {
    #expect(try POReader.locale(fromPath: path).tag == tag)
  }

  @Test func languageHeaderWinsOverTheName() throws {
    let strings = try readStrings(
      "msgid \"\"\nmsgstr \"Language: pt_BR\\n\"\n\nmsgid \"On\"\nmsgstr \"Ligado\"\n",
      file: "po/de.po", as: .po)
    #expect(try value(strings, "pt-BR", "On") == "Ligado")
  }

  static let broken: [(String, String, String)] = [
    // libgettextpo names the line where it noticed the error (here, the end of the file).
    (
      "syntax error", "msgid \"On\"\nmsgstr \"Ein\"\nmsgid\n",
      "po/de.po:4: not a valid PO file: syntax error"
    ),
    (
      "unterminated string", "msgid \"On\nmsgstr \"Ein\"\n",
      "po/de.po:2: not a valid PO file: end-of-line within string"
    ),
    (
      "duplicate message", "msgid \"On\"\nmsgstr \"Ein\"\n\nmsgid \"On\"\nmsgstr \"An\"\n",
      "duplicate"
    ),
    (
      "other charset",
      "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"On\"\nmsgstr \"Ein\"\n",
      "only UTF-8"
    ),
    ("no locale", "msgid \"On\"\nmsgstr \"Ein\"\n", "names no locale"),
    (
      "a language name",
      "msgid \"\"\nmsgstr \"Language: German\\n\"\n\nmsgid \"On\"\nmsgstr \"Ein\"\n",
      "po/de.po: the Language header \"German\": a name, not a language code"
    ),
  ]

  @Test(arguments: broken) func brokenFilesNameTheFile(
    _ name: String, _ text: String, _ fragment: String
  )
    throws
  {
    let file = name == "no locale" ? "po/messages.po" : "po/de.po"
    let error = try #require(readError(text, file: file, as: .po))
    #expect(error.description.contains(fragment), "\(name): \(error)")
  }

  @Test func invalidUTF8() throws {
    var bytes = Array("msgid \"On\"\nmsgstr \"".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\"\n".utf8)
    let error = try #require(readError(bytes, file: "po/de.po", as: .po))
    #expect(error.description.contains("po/de.po"))
  }

  /// A Latin-1 file is refused for its declared charset, not as broken UTF-8.
  @Test func latin1FileNamesItsCharset() throws {
    var bytes = Array(
      "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"On\"\nmsgstr \"Activ"
        .utf8)
    bytes += [0xE9]
    bytes += Array("\"\n".utf8)
    let error = try #require(readError(bytes, file: "po/fr.po", as: .po))
    #expect(error.description.contains("charset iso-8859-1: only UTF-8"), "\(error)")
  }
}
