import Foundation
import Testing

@testable import SwitchLabels

/// Issue #30, "Hostile input, round 3", in the readers.
///
/// Small files that crashed a reader, made it run for minutes, or read them silently wrong. Each blow-up is also a benchmark line
/// ("app strings · hostile …") that holds it linear.
@Suite("App-strings readers: hostile input, round 3")
struct HostileRound3ReaderTests {
  /// How long a small hostile file may take in a debug build: far more than it needs, far less
  /// than the minutes it took.
  static let limit = Duration.seconds(5)

  /// Runs `body` and records an issue when it takes longer than ``limit``.
  static func quickly<T>(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
  ) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = clock.now - start
    #expect(elapsed < limit, "\(what) took \(elapsed)", sourceLocation: sourceLocation)
    return result
  }

  // MARK: Property lists nested deep, however the tags are spelled

  /// A `.stringsdict` whose one rule holds `depth` nested `open`…`close` elements.
  static func deepStringsDict(open: String, close: String, depth: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>On</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>x</string><key>v</key>
    """ + String(repeating: open, count: depth) + String(repeating: close, count: depth)
      + "</dict></dict></plist>\n"
  }

  @Test(
    "a .stringsdict nested 10,000 deep is an error naming the file, however the tags are spelled",
    arguments: [
      ("<array>", "</array>"), ("<array >", "</array >"), ("<dict\n>", "</dict>"),
      ("<array x=\"1\">", "</array>"), ("<array\t>", "</array\n>"),
    ])
  func deepPropertyList(open: String, close: String) {
    let file = "de.lproj/Localizable.stringsdict"
    let error = Self.quickly("reading") {
      readError(
        Self.deepStringsDict(open: open, close: close, depth: 10_000), file: file, as: .strings)
    }
    guard case .malformed(let named, let line, let reason)? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(named == file)
    #expect(line != nil)
    #expect(reason.contains("nested too deep"))
  }

  @Test("empty elements, comments and longer names do not count as nesting")
  func nestingSpellingsThatOpenNothing() throws {
    let deep = String(repeating: "<dict/><array /><!-- <array> --><dictionary>", count: 100)
    try PropertyListNesting.check(Array(deep.utf8), file: "x.stringsdict")
    #expect(throws: AppStringsError.self) {
      try PropertyListNesting.check(
        Array(String(repeating: "<array\r\n  >", count: 65).utf8), file: "x.stringsdict")
    }
  }

  // MARK: Substitutions that multiply

  /// A String Catalog whose `On` refers to `levels` substitutions, each form holding two
  /// references to the next ("billion laughs").
  static func laughingCatalog(levels: Int) -> String {
    let substitutions = (0..<levels).map { level in
      let next = String(format: "s%03d", level + 1)
      let form = level + 1 < levels ? "%#@\(next)@%#@\(next)@" : "ha"
      return "\"\(String(format: "s%03d", level))\": {\"variations\": {\"plural\": "
        + "{\"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(form)\"}}}}}"
    }
    return """
      {"sourceLanguage": "en", "strings": {"On": {"localizations": {"de": {
        "stringUnit": {"state": "translated", "value": "%#@s000@"},
        "substitutions": {\(substitutions.joined(separator: ",\n"))}}}}}}
      """
  }

  @Test("String Catalog substitutions that double at each level: an error naming file and key")
  func catalogSubstitutionBomb() {
    let error = Self.quickly("reading") {
      readError(Self.laughingCatalog(levels: 40), file: "App.xcstrings", as: .stringCatalog)
    }
    guard case .malformed(let file, _, let reason)? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(file == "App.xcstrings")
    #expect(reason.contains("\"On\" (de)"))
    #expect(reason.contains("grows too large"))
  }

  @Test(".stringsdict variables that double at each level: an error naming the key")
  func stringsDictSubstitutionBomb() {
    var variables = ""
    for level in 0..<40 {
      let next = "v\(level + 1)"
      let form = level + 1 < 40 ? "%#@\(next)@%#@\(next)@" : "ha"
      variables += """
        <key>v\(level)</key><dict><key>NSStringFormatSpecTypeKey</key>
        <string>NSStringPluralRuleType</string><key>other</key><string>\(form)</string></dict>
        """
    }
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>On</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>\(variables)</dict></dict></plist>
      """
    let error = Self.quickly("reading") {
      readError(plist, file: "de.lproj/Localizable.stringsdict", as: .strings)
    }
    #expect(
      error?.description.contains("\"On\" grows too large") == true, "\(String(describing: error))")
  }

  @Test("nested substitutions are replaced in full; a loop stays as written")
  func nestedSubstitutions() throws {
    var expander = PluralSubstitutions(file: "x", fileSize: 10)
    let forms = ["a": "%d in %#@b@", "b": "%d folders", "c": "%#@c@"]
    #expect(
      try expander.expand("%#@a@ and %#@c@!", forms: forms, key: "k")
        == "%d in %d folders and %#@c@!")
    #expect(try expander.expand("%#@zz@ %#@", forms: forms, key: "k") == "%#@zz@ %#@")
  }

  @Test("16,000 substitutions in one text are replaced in one pass")
  func manySubstitutions() throws {
    let count = 16_000
    let substitutions = (0..<count).map {
      "\"v\($0)\": {\"variations\": {\"plural\": {\"other\": {\"stringUnit\": "
        + "{\"state\": \"translated\", \"value\": \"w\"}}}}}"
    }
    let format = (0..<count).map { "%#@v\($0)@" }.joined()
    let catalog = """
      {"sourceLanguage": "en", "strings": {"On": {"localizations": {"de": {
        "stringUnit": {"state": "translated", "value": "\(format)"},
        "substitutions": {\(substitutions.joined(separator: ","))}}}}}}
      """
    let strings = try Self.quickly("reading") {
      try readStrings(catalog, file: "App.xcstrings", as: .stringCatalog)
    }
    #expect(try value(strings, "de", "On") == String(repeating: "w", count: count))
  }

  // MARK: Long reference chains

  @Test("a chain of 20,000 Android @string/ references resolves to its end, once each")
  func longReferenceChain() throws {
    let count = 20_000
    var xml = "<resources>\n<string name=\"switch_on\">@string/r0</string>\n"
    for index in 0..<count - 1 {
      xml += "<string name=\"r\(index)\">@string/r\(index + 1)</string>\n"
    }
    xml += "<string name=\"r\(count - 1)\">Ein</string>\n</resources>\n"
    let strings = try Self.quickly("reading") {
      try readStrings(xml, file: "res/values/strings.xml", as: .android)
    }
    #expect(try value(strings, "en", "switch_on") == "Ein")
    #expect(try value(strings, "en", "r12345") == "Ein")
  }

  @Test("a reference loop and a reference into it are broken; a string referring to itself too")
  func referenceLoops() throws {
    let xml = """
      <resources><string name="a">@string/b</string><string name="b">@string/c</string>
      <string name="c">@string/b</string><string name="d">@string/d</string>
      <string name="e">@string/f</string><string name="f">Aus</string></resources>
      """
    let table = try #require(
      try readStrings(xml, file: "res/values/strings.xml", as: .android).table(for: .english))
    for key in ["a", "b", "c", "d"] {
      #expect(table.entry(key)?.state == .brokenReference, "\(key)")
    }
    #expect(table.entry("e")?.value == "Aus")
  }

  // MARK: Duplicate keys whatever the encoding

  static let stringUnitTwice = """
    {"sourceLanguage": "en", "strings": {"On": {"localizations": {"de": {"stringUnit": {
      "state": "translated", "value": "An",
      "value": "Ein"}}}}}}
    """

  @Test("a value twice in one stringUnit is an error naming its line")
  func valueTwice() {
    #expect(
      readError(Self.stringUnitTwice, file: "App.xcstrings", as: .stringCatalog)
        == .duplicateKey(file: "App.xcstrings", line: 3, key: "value"))
  }

  /// A String Catalog with `On` twice, in the encodings the reader accepts.
  static let encodings: [(String, [UInt8])] = {
    let text = "{\"sourceLanguage\": \"en\", \"strings\": {\"On\": {},\n\"O\\u006e\": {}}}"
    let utf16LE = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let utf16BE = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    return [
      ("UTF-8 with a BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
      ("UTF-16LE with a BOM", [0xFF, 0xFE] + utf16LE),
      ("UTF-16BE with a BOM", [0xFE, 0xFF] + utf16BE),
      ("UTF-16LE without a BOM", utf16LE),
      (
        "UTF-32LE with a BOM",
        [0xFF, 0xFE, 0, 0]
          + text.unicodeScalars.flatMap { scalar in
            (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
          }
      ),
    ]
  }()

  @Test("a key twice in a String Catalog is found in every encoding the reader accepts")
  func duplicatesInEveryEncoding() {
    for (name, bytes) in Self.encodings {
      #expect(
        readError(bytes, file: "App.xcstrings", as: .stringCatalog)
          == .duplicateKey(file: "App.xcstrings", line: 2, key: "On"), "\(name)")
    }
  }

  @Test(
    "an ARB message twice after a BOM is read with its later value; JSON nested deep is an error")
  func arbWithBOMAndDeepJSON() throws {
    let arb =
      [0xEF, 0xBB, 0xBF] + Array("{\"@@locale\": \"de\", \"on\": \"An\",\n\"on\": \"Ein\"}".utf8)
    let strings = try readStrings(arb, file: "app_de.arb", as: .arb)
    #expect(try value(strings, "de", "on") == "Ein")
    #expect(strings.notices.map(\.line) == [2])
    let deep =
      "{\"@x\":\n" + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
    guard case .malformed(_, let line, let reason)? = readError(deep, file: "app_de.arb", as: .arb)
    else {
      Issue.record("no error")
      return
    }
    #expect(line == 2)
    #expect(reason.hasPrefix("nested too deep"))
  }

  // MARK: XLIFF suggestions and a second target

  @Test("XLIFF <alt-trans> is a suggestion, not part of the translation")
  func altTrans() throws {
    let xliff = """
      <xliff version="1.2"><file source-language="en" target-language="de"><body>
      <trans-unit id="On"><source>On</source><target>An</target>
      <alt-trans><source>On</source><target state="new">ALT</target></alt-trans></trans-unit>
      </body></file></xliff>
      """
    let strings = try readStrings(xliff, file: "de.xliff", as: .xliff)
    #expect(try value(strings, "de", "On") == "An")
    #expect(strings.table(for: try LocaleID("de"))?.entry("On")?.state == .translated)
    #expect(try value(strings, "en", "On") == "On")
  }

  @Test("a second <target> in a unit (1.2) or a segment (2.0) is an error naming its line")
  func twoTargets() {
    let version1 = """
      <xliff version="1.2"><file source-language="en" target-language="de"><body>
      <trans-unit id="On"><source>On</source><target>An</target>
      <target>Ein</target></trans-unit></body></file></xliff>
      """
    let version2 = """
      <xliff version="2.0" srcLang="en" trgLang="de"><file id="f"><unit id="On">
      <segment><source>On</source><target>An</target>
      <target>Ein</target></segment></unit></file></xliff>
      """
    for text in [version1, version2] {
      guard
        case .malformed(_, let line, let reason)? = readError(text, file: "de.xliff", as: .xliff)
      else {
        Issue.record("no error")
        continue
      }
      #expect(line == 3)
      #expect(reason.hasPrefix("a second <target>"))
    }
  }

  // MARK: A NUL in a PO string

  @Test(
    "a NUL in a PO string (a byte or an escape) is read cut there, with a notice naming its line",
    arguments: ["A\\0B", "A\\000B", "A\\x00", "A\u{0}B"])
  func nulInPO(_ text: String) throws {
    let po =
      "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
      + "msgid \"On\"\nmsgstr \"\(text)\"\n"
    let strings = try readStrings(po, file: "de.po", as: .po)
    #expect(try value(strings, "de", "On") == "A")
    #expect(strings.notices.map(\.line) == [5])
    #expect(strings.notices.first?.message.contains("NUL") == true)
  }

  @Test("escapes that are not NUL, and NUL escapes in comments, are read")
  func notNUL() throws {
    #expect(POReader.nulLine(in: Array("msgstr \"\\x00B \\01 \\\\0\"\n# \"\\0\"\n".utf8)) == nil)
  }

  // MARK: Messages

  @Test("control characters in messages are shown as ⟦U+001B⟧")
  func visibleControlCharacters() {
    let error = readError("{\"On\": \"A\"}", file: "app_\u{1B}[31m.arb", as: .arb)
    #expect(
      error?.description.contains("app_⟦U+001B⟧[31m.arb") == true, "\(String(describing: error))")
    #expect(error?.description.contains("\\u{") == false)
  }

  // MARK: The fuzz targets' seeds of these shapes

  /// The seeds added for these shapes (`Fuzz/Seeds/<target>/<name>`), each with the file name
  /// its target reads it as.
  static let seeds: [(seed: String, file: String, format: AppStringsFormat)] = [
    ("strings/nested-tag-spellings.stringsdict", "de.lproj/L.stringsdict", .strings),
    ("strings/substitution-doubling.stringsdict", "de.lproj/L.stringsdict", .strings),
    ("xcstrings/substitution-doubling.xcstrings", "App.xcstrings", .stringCatalog),
    ("xcstrings/many-substitutions.xcstrings", "App.xcstrings", .stringCatalog),
    ("xcstrings/value-twice.xcstrings", "App.xcstrings", .stringCatalog),
    ("xcstrings/bom-duplicate.xcstrings", "App.xcstrings", .stringCatalog),
    ("xcstrings/utf16le-duplicate.xcstrings", "App.xcstrings", .stringCatalog),
    ("xcstrings/utf16be-no-bom.xcstrings", "App.xcstrings", .stringCatalog),
    ("android-xml/reference-chain.xml", "res/values/strings.xml", .android),
    ("arb/bom-duplicate.arb", "app_de.arb", .arb), ("arb/deep.arb", "app_de.arb", .arb),
    ("xliff/alt-trans.xliff", "de.xliff", .xliff),
    ("xliff/matches-two-targets.xliff", "de.xliff", .xliff), ("po/nul.po", "de.po", .po),
  ]

  @Test("the seeds of these shapes are read, or refused with an error naming the file, quickly")
  func seeds() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Seeds")
    for (seed, file, format) in Self.seeds {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(seed)))
      let error = Self.quickly(seed) { readError(bytes, file: file, as: format) }
      if let error { #expect(error.path == file, "\(seed): \(error)") }
      // A seed that holds a defect is refused; a chain, and substitutions within the budget, not.
      // An ARB message twice is read with its later value, and a PO NUL cuts the text, as
      // gen-l10n and msgfmt read them.
      let read = [
        "reference-chain", "many-substitutions", "substitution-doubling", "arb/bom-duplicate",
        "po/nul",
      ]
      #expect((error == nil) == read.contains { seed.contains($0) }, "\(seed)")
    }
  }
}
