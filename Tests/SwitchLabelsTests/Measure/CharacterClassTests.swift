import Testing

@testable import SwitchLabels

/// The ICU character classes itemisation rests on.
@Suite("Character classes", .tags(.icu))
struct CharacterClassTests {
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
