// uchar + uscript: what itemisation needs to know about each character, in one call.

internal import CICUShim

extension ICU {
  /// What itemisation needs of a character: category, ignorable, bidi class, neutral script.
  struct CharacterClass: OptionSet, Sendable {
    let rawValue: UInt32

    /// A combining mark (Mn, Mc, Me).
    static let mark = CharacterClass(rawValue: UInt32(SL_CHAR_MARK))
    /// Default_Ignorable_Code_Point (ZWJ, ZWNJ, variation selectors…).
    static let ignorable = CharacterClass(rawValue: UInt32(SL_CHAR_IGNORABLE))
    /// A control character (Cc).
    static let control = CharacterClass(rawValue: UInt32(SL_CHAR_CONTROL))
    /// A space separator (Zs).
    static let space = CharacterClass(rawValue: UInt32(SL_CHAR_SPACE))
    /// Bidi class L.
    static let strongLeftToRight = CharacterClass(rawValue: UInt32(SL_CHAR_STRONG_LTR))
    /// Bidi class R or AL.
    static let strongRightToLeft = CharacterClass(rawValue: UInt32(SL_CHAR_STRONG_RTL))
    /// Script Common, Inherited or Unknown.
    static let neutralScript = CharacterClass(rawValue: UInt32(SL_CHAR_NEUTRAL_SCRIPT))
    /// A canonical decomposition exists (NFD_Quick_Check = No).
    static let decomposes = CharacterClass(rawValue: UInt32(SL_CHAR_DECOMPOSES))
  }

  /// A code point's class and `UScriptCode` (`u_charType`, `uscript_getScript`…).
  static func classify(_ scalar: UInt32) -> (CharacterClass, script: Int32) {
    var script: Int32 = 0
    let flags = sl_char_classify(scalar, &script)
    return (CharacterClass(rawValue: flags), script)
  }

  /// The ISO 15924 code of a `UScriptCode`, for example "Latn"; "Zzzz" for an unknown code.
  static func scriptName(_ code: Int32) -> String {
    guard let name = sl_uscript_getShortName(code) else { return "Zzzz" }
    return String(cString: name)
  }

  /// The script runs are split by: Han, Hiragana, Katakana and Bopomofo are one group.
  static func runGroup(_ script: Int32) -> Int32 { sl_uscript_runGroup(script) }

  /// The canonical decomposition (NFD, `unorm2_getDecomposition`) of a code point, or [] when none.
  static func decomposition(_ scalar: UInt32) -> [UInt32] {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { buffer in
      guard let base = buffer.baseAddress else { return [] }
      let count = sl_char_decompose(scalar, base, 8)
      return Array(UnsafeBufferPointer(start: base, count: Int(max(0, count))))
    }
  }

  /// Whether a code point is East Asian Wide or Fullwidth (`UCHAR_EAST_ASIAN_WIDTH`).
  static func isWide(_ scalar: UInt32) -> Bool {
    let width = sl_u_getEastAsianWidth(scalar)
    return width == Int32(SL_EA_FULLWIDTH) || width == Int32(SL_EA_WIDE)
  }

  /// `USCRIPT_COMMON`.
  static let commonScript: Int32 = classify(0x20).script
}
