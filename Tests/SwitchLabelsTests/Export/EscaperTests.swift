import Foundation
import Testing

@testable import SwitchLabels

/// One escaping case: the text and what the escaper writes.
struct EscapeCase: Sendable, CustomTestStringConvertible {
  let text: String
  let escaped: String
  let why: String
  var testDescription: String { why }

  init(_ text: String, _ escaped: String, _ why: String) {
    self.text = text
    self.escaped = escaped
    self.why = why
  }
}

@Suite("Export escapers")
struct EscaperTests {
  static let android: [EscapeCase] = [
    // Plain text stays as it is.
    EscapeCase("EIN", "EIN", "plain"),
    EscapeCase("مفعّل", "مفعّل", "Arabic stays"),
    // XML.
    EscapeCase("a&b<c>d", "a&amp;b&lt;c&gt;d", "XML specials"),
    // Android's own rules.
    EscapeCase("l'on", "l\\'on", "apostrophe"),
    EscapeCase("say \"on\"", "say \\\"on\\\"", "double quotes"),
    EscapeCase("a\\b", "a\\\\b", "backslash"),
    EscapeCase("@string/x", "\\@string/x", "leading @ is not a reference"),
    EscapeCase("?attr", "\\?attr", "leading ? is not an attribute"),
    EscapeCase("a@b?", "a@b?", "@ and ? inside stay"),
    EscapeCase(" on", "\\u0020on", "leading space kept"),
    EscapeCase("on ", "on\\u0020", "trailing space kept"),
    EscapeCase("a  b", "a \\u0020b", "a second space kept"),
    EscapeCase("a b", "a b", "one inner space stays"),
    EscapeCase("a\nb\tc", "a\\nb\\tc", "line feed and tab"),
    EscapeCase("a\u{202E}b", "a\\u202Eb", "bidi override as an escape"),
    EscapeCase("a\u{2028}b", "a\\u2028b", "line separator as an escape"),
    EscapeCase("a\u{1}b", "a\\u0001b", "control character XML cannot hold"),
    EscapeCase("100%", "100%", "percent stays (the string is marked formatted=false)"),
  ]

  static let strings: [EscapeCase] = [
    EscapeCase("EIN", "EIN", "plain"),
    EscapeCase("say \"on\"", "say \\\"on\\\"", "double quotes"),
    EscapeCase("a\\b", "a\\\\b", "backslash"),
    EscapeCase("a\nb\tc\rd", "a\\nb\\tc\\rd", "line feed, tab, carriage return"),
    EscapeCase("a\u{202E}b", "a\\U202Eb", "bidi override"),
    EscapeCase("a\u{7}b", "a\\U0007b", "bell"),
    EscapeCase("/* x */", "/* x */", "comment markers are data inside a string"),
    EscapeCase("l'on", "l'on", "apostrophe needs nothing"),
  ]

  static let swift: [EscapeCase] = [
    EscapeCase("EIN", "EIN", "plain"),
    EscapeCase("a\"b", "a\\\"b", "double quote"),
    EscapeCase("a\\(b)", "a\\\\(b)", "no interpolation"),
    EscapeCase("a\nb", "a\\nb", "line feed"),
    EscapeCase("a\u{202E}b", "a\\u{202E}b", "bidi override"),
    EscapeCase("a\u{0}b", "a\\u{0}b", "NUL"),
    EscapeCase("中文", "中文", "CJK stays"),
  ]

  @Test("Android strings", arguments: android)
  func androidEscaping(_ test: EscapeCase) {
    #expect(AndroidEscaper.escape(test.text) == test.escaped)
  }

  @Test(".strings values", arguments: strings)
  func stringsEscaping(_ test: EscapeCase) {
    #expect(StringsEscaper.escape(test.text) == test.escaped)
  }

  @Test(".strings values decode back to the same text", arguments: strings)
  func stringsRoundTrip(_ test: EscapeCase) throws {
    let file = "\"key\" = \"\(StringsEscaper.escape(test.text))\";\n"
    let decoded = try PropertyListDecoder().decode([String: String].self, from: Data(file.utf8))
    #expect(decoded["key"] == test.text)
  }

  @Test("Swift string literals", arguments: swift)
  func swiftEscaping(_ test: EscapeCase) {
    #expect(SwiftEscaper.escape(test.text) == test.escaped)
  }

  @Test(
    "header lines cannot end a comment or a line",
    arguments: ["a*/b", "a--b", "a---b", "a\nb", "a\u{202E}b", "a\u{2028}b"])
  func commentSafe(_ line: String) {
    let safe = ExportHeader.commentSafe(line)
    #expect(!safe.contains("*/"))
    #expect(!safe.contains("--"))
    #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" })
    #expect(!safe.unicodeScalars.contains { $0 == "\u{202E}" })
  }

  /// Texts with and without something to escape: plain, every kind of special, characters
  /// whose UTF-8 resembles a special's, combining marks, right-to-left and emoji.
  static let mixedTexts: [String] = [
    "", "EIN", "Ein", "مفعّل", "中文", "e\u{301}", "\u{1F600}", "a b", "l'on", "@on", "100%",
    "a\\b", "say \"on\"", "a\nb", "a\tb", "a\rb", "\u{0}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}",
    "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{061C}", "\u{061B}", "\u{200D}", "\u{200E}", "\u{200F}",
    "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}",
    "\u{2069}", "\u{206A}", "de × ios-classic", "a-b", "a--b", "a-\u{301}-b", "*/", "* /", "a*b/c",
  ]

  /// `text` as ``BackslashEscaping`` escaped it before texts that need no escape were handed
  /// back as they are: scalar by scalar.
  static func escapedScalarByScalar(_ text: String, unicode: (UInt32) -> String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if BackslashEscaping.needsUnicodeEscape(scalar) {
          result += unicode(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  @Test("texts are escaped as they are escaped scalar by scalar")
  func unescapedTexts() {
    for text in Self.mixedTexts {
      for joined in [text, "x" + text + "y", text + text] {
        let strings = Self.escapedScalarByScalar(joined) {
          "\\U" + BackslashEscaping.hex($0, digits: 4)
        }
        #expect(StringsEscaper.escape(joined) == strings, "\(joined.unicodeScalars.map(\.value))")
        #expect(
          SwiftEscaper.escape(joined)
            == Self.escapedScalarByScalar(joined) { "\\u{\(BackslashEscaping.hex($0))}" })
      }
    }
  }

  @Test(
    "geometry names as Swift cases and key parts",
    arguments: [
      ("ios-classic", "iosClassic", "ios_classic"),
      ("android-switchcompat", "androidSwitchcompat", "android_switchcompat"),
      ("3d Switch!", "g3dSwitch", "3d_switch"), ("Über", "ber", "ber"),
    ])
  func names(_ name: String, _ swiftCase: String, _ key: String) {
    #expect(SwiftEscaper.caseName(name) == swiftCase)
    #expect(ExportKeys.slug(name, "_") == key)
  }
}
