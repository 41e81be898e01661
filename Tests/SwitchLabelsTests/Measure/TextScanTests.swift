import Testing

@testable import SwitchLabels

/// The ICU character classes and the one-pass scan that itemisation rests on.
@Suite("Text scan and character classes", .tags(.icu))
struct TextScanTests {
  /// A text and what the scan must find.
  struct ScanCase: Sendable, CustomTestStringConvertible {
    let text: String
    let script: String
    var mixed = false
    var unsure = false
    var controls = false
    var rightToLeft = false
    var testDescription: String { "\(text.unicodeScalars.map { String($0.value, radix: 16) })" }
  }

  static let cases: [ScanCase] = [
    ScanCase(text: "Désactivé", script: "Latn"),
    ScanCase(text: "123 !", script: "Zyyy"),
    ScanCase(text: "", script: "Zyyy"),
    ScanCase(text: "« Выкл. »", script: "Cyrl"),
    ScanCase(text: "Wi-Fi تشغيل", script: "Latn", mixed: true),
    ScanCase(text: "123 تشغيل", script: "Arab", rightToLeft: true),
    ScanCase(text: "オフにする", script: "Kana"),  // Katakana, then Hiragana: one run
    ScanCase(text: "開啟 끄기", script: "Hani", mixed: true),
    ScanCase(text: "De\u{301}sactive\u{301}", script: "Latn", unsure: true),  // NFD
    ScanCase(text: "a\u{323}\u{302}", script: "Latn", unsure: true),
    ScanCase(text: "On\n", script: "Latn", controls: true),
    ScanCase(text: "\u{301}", script: "Zyyy", unsure: true),  // Inherited only
  ]

  @Test("One pass finds script, mixing, NFC doubts, controls and direction", arguments: cases)
  func scan(_ example: ScanCase) {
    var text = example.text
    text.withUTF8 { bytes in
      let scan = TextScan(bytes)
      #expect(ICU.scriptName(scan.script) == example.script)
      #expect(scan.mixedScripts == example.mixed)
      #expect(scan.mayNeedNormalization == example.unsure)
      #expect(scan.hasControls == example.controls)
      #expect(scan.rightToLeft == example.rightToLeft)
      #expect((scan.singleRun(length: bytes.count) != nil) == (!example.mixed && !example.unsure))
    }
  }

  @Test("Character classes")
  func classes() {
    #expect(ICU.classify(0x301).0.contains(.mark))
    #expect(ICU.classify(0x200D).0.contains(.ignorable))
    #expect(ICU.classify(0xFE0F).0.contains(.ignorable))
    #expect(ICU.classify(0x0A).0.contains(.control))
    #expect(ICU.classify(0x202F).0.contains(.space))
    #expect(ICU.classify(0x05D0).0.contains(.strongRightToLeft))
    #expect(ICU.classify(0x0627).0.contains(.strongRightToLeft))
    #expect(ICU.classify(0x41).0.contains(.strongLeftToRight))
    #expect(ICU.classify(0x31).0.contains(.neutralScript))
    #expect(ICU.scriptName(ICU.classify(0x0915).script) == "Deva")
    #expect(ICU.scriptName(ICU.commonScript) == "Zyyy")
  }

  @Test("Canonical decompositions and East Asian width")
  func decompositionAndWidth() {
    #expect(ICU.decomposition(0x1EAF) == [0x61, 0x306, 0x301])  // ắ
    #expect(ICU.decomposition(0xE9) == [0x65, 0x301])  // é
    #expect(ICU.decomposition(0xAC00) == [0x1100, 0x1161])  // 가
    #expect(ICU.decomposition(0x61).isEmpty)
    #expect(ICU.isWide(0x65E5))  // 日
    #expect(ICU.isWide(0xFF01))  // ！
    #expect(!ICU.isWide(0x41))
  }
}
