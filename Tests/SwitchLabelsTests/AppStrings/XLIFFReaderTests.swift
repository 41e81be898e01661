import Foundation
import Testing

@testable import SwitchLabels

@Suite("XLIFF reader")
struct XLIFFReaderTests {
  static let version12 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
        <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode"/></header>
        <body>
          <trans-unit id="On" xml:space="preserve">
            <source>On</source>
            <target state="translated">Ein</target>
            <note>Switch state</note>
          </trans-unit>
          <trans-unit id="Off">
            <source>Off</source>
            <target state="needs-review-translation">Aus</target>
          </trans-unit>
          <trans-unit id="Power">
            <source>Power</source>
          </trans-unit>
          <trans-unit id="New">
            <source>New</source>
            <target state="new">Neu</target>
          </trans-unit>
          <trans-unit id="Brand" translate="no">
            <source>Lumen</source>
            <target>Lumen</target>
          </trans-unit>
          <trans-unit id="Count">
            <source>Turn <g id="1">on</g> &amp; go</source>
            <target>Ein<x id="2"/>schalten &amp; los</target>
          </trans-unit>
        </body>
      </file>
      <file original="App/en.lproj/Settings.strings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="On"><source>On</source><target>An</target></trans-unit>
        </body>
      </file>
    </xliff>
    """

  @Test func readsXcodeExportedXLIFF12() throws {
    let strings = try readStrings(Self.version12, file: "de.xliff", as: .xliff)
    #expect(strings.sourceLanguage.tag == "en")
    #expect(strings.locales.map(\.tag) == ["de", "en"])
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.entry("On")?.value == "Ein")
    #expect(de.entry("On")?.line == 6)
    #expect(de.entries("On").map(\.value) == ["Ein", "An"])
    #expect(de.entry("Off")?.state == .needsReview)
    #expect(de.entry("Power") == nil)
    #expect(de.entry("New")?.state == .new)
    #expect(de.entry("Brand")?.state == .doNotTranslate)
    #expect(de.entry("Count")?.value == "Einschalten & los")
    #expect(try value(strings, "en", "Count") == "Turn on & go")
    #expect(try value(strings, "en", "Power") == "Power")
  }

  static let version20 = """
    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="pt-BR">
      <file id="f1">
        <unit id="switch.on">
          <segment state="translated"><source>On</source><target>Ligado</target></segment>
        </unit>
        <unit id="switch.off">
          <segment state="initial"><source>Off</source><target>Desligado</target></segment>
        </unit>
        <group id="g">
          <unit id="two">
            <segment><source>Turn </source><target>Ligar </target></segment>
            <ignorable><source> </source></ignorable>
            <segment><source><pc id="1">on</pc></source><target><pc id="1">agora</pc></target></segment>
          </unit>
        </group>
      </file>
    </xliff>
    """

  @Test func readsXLIFF20() throws {
    let strings = try readStrings(Self.version20, file: "pt-BR.xlf", as: .xliff)
    #expect(strings.sourceLanguage.tag == "en-US")
    let pt = try #require(strings.table(for: try LocaleID("pt-BR")))
    #expect(pt.entry("switch.on")?.value == "Ligado")
    #expect(pt.entry("switch.on")?.state == .translated)
    #expect(pt.entry("switch.off")?.state == .new)
    #expect(pt.entry("two")?.value == "Ligar agora")
  }

  static let broken: [(String, String, String)] = [
    (
      "duplicate id",
      "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\"><body>\n<trans-unit id=\"a\"><source>a</source></trans-unit>\n<trans-unit id=\"a\"><source>b</source></trans-unit></body></file></xliff>",
      "x.xliff:3: the key \"a\" is defined twice"
    ),
    (
      "no target language",
      "<xliff version=\"1.2\"><file source-language=\"en\"><body><trans-unit id=\"a\"><source>a</source><target>b</target></trans-unit></body></file></xliff>",
      "no target language"
    ),
    (
      "bad language",
      "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"d e\"><body/></file></xliff>",
      "target-language=\"d e\""
    ),
    ("not xliff", "<resources/>", "not <xliff>"),
    (
      "unit without id",
      "<xliff version=\"2.0\" srcLang=\"en\"><file id=\"f\"><unit><segment><source>a</source></segment></unit></file></xliff>",
      "without an id"
    ),
    (
      "DTD", "<!DOCTYPE xliff SYSTEM \"http://example.com/x.dtd\"><xliff/>",
      "document type declaration"
    ),
    ("truncated", "<xliff version=\"1.2\"><file", "not well-formed"),
  ]

  @Test(arguments: broken) func brokenFiles(_ name: String, _ text: String, _ fragment: String)
    throws
  {
    let error = try #require(readError(text, file: "x.xliff", as: .xliff))
    #expect(error.description.contains(fragment), "\(name): \(error)")
  }
}
