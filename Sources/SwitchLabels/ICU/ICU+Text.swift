// casemap, ustring, unorm2, ubrk, ubidi, unum: the text services the library needs.

internal import CICUCxxShim
internal import CICUShim
import Synchronization

extension ICU {
  /// The case mappings, named as ``TextCase``'s.
  enum CaseMapping: String {
    case upper, lower, title
  }

  /// Maps `text`'s case with the rules of locale `id` (tr: i → İ; el: no accents in capitals).
  ///
  /// Upper and lower case use ICU's stateless `CaseMap::utf8To*`, title case `u_strToTitle` on
  /// UTF-16 (it finds word boundaries): safe from any thread.
  static func mapCase(_ text: String, _ mapping: CaseMapping, locale id: String) throws(ICU.Error)
    -> String
  {
    guard mapping == .title else {
      var source = text
      let result: Result<String, ICU.Error> = source.withUTF8 { utf8 in
        let chars = UnsafeRawPointer(utf8.baseAddress)?.assumingMemoryBound(to: CChar.self)
        let length = Int32(utf8.count)
        return Result { () throws(ICU.Error) -> String in
          try withCharBuffer(capacity: utf8.count + 8) { out, capacity, status in
            mapping == .upper
              ? sl_casemap_utf8ToUpper(id, chars, length, out, capacity, &status)
              : sl_casemap_utf8ToLower(id, chars, length, out, capacity, &status)
          }
        }
      }
      return try result.get()
    }
    return try withUTF16(text) { (source, length) throws(ICU.Error) in
      try withUTF16Buffer(capacity: Int(length) + 8) { out, capacity, status in
        sl_u_strToTitle(source, length, out, capacity, id, &status)
      }
    }
  }

  /// Normalises to NFC (`unorm2_getNFCInstance` is a shared, immutable singleton).
  static func nfc(_ text: String) throws(ICU.Error) -> String {
    try withUTF16(text) { (source, length) throws(ICU.Error) in
      var status: Int32 = 0
      if sl_unorm2_isNormalizedNFC(source, length, &status) != 0, status.isICUSuccess {
        return text
      }
      return try withUTF16Buffer(capacity: Int(length) + 8) { out, capacity, status in
        sl_unorm2_normalizeNFC(source, length, out, capacity, &status)
      }
    }
  }

  static func isNFC(_ text: String) -> Bool {
    (try? withUTF16(text) { (source, length) throws(ICU.Error) -> Bool in
      var status: Int32 = 0
      let result = sl_unorm2_isNormalizedNFC(source, length, &status)
      guard status.isICUSuccess else { throw ICU.Error(code: status) }
      return result != 0
    }) ?? false
  }

  /// A paragraph's direction from its first strong character (`ubidi_getBaseDirection`), or nil.
  static func paragraphDirection(_ text: String) -> LayoutDirection? {
    let direction = try? withUTF16(text) { (source, length) throws(ICU.Error) in
      sl_ubidi_getBaseDirection(source, length)
    }
    switch direction {
    case Int32(SL_BASE_DIRECTION_NEUTRAL), nil: return nil
    case Int32(SL_BASE_DIRECTION_RIGHT_TO_LEFT): return .rightToLeft
    default: return .leftToRight
    }
  }

  /// Formats an integer in the locale's numbering system (`-u-nu-` honoured).
  static func formatInteger(_ value: Int64, locale id: String, grouping: Bool) throws(ICU.Error)
    -> String
  {
    try withUTF16Buffer { out, capacity, status in
      sl_unum_formatInteger(id, value, grouping ? 1 : 0, out, capacity, &status)
    }
  }

  /// The name of the locale's numbering system, for example `latn`, `arab`, `beng`.
  static func numberingSystem(locale id: String) -> String? {
    try? withCharBuffer { out, capacity, status in sl_unumsys_getName(id, out, capacity, &status) }
  }
}

extension ICU {
  /// Grapheme boundaries (`ubrk`) of `units` in locale `id`: UTF-16 offsets, not 0, with the end.
  ///
  /// The iterator is opened for each call: a `UBreakIterator` must not be shared between threads.
  static func graphemeBoundaries(_ units: [UInt16], locale id: String) throws(ICU.Error) -> [Int] {
    guard !units.isEmpty else { return [] }
    var status: Int32 = 0
    guard let iterator = sl_ubrk_openCharacter(id, &status), status.isICUSuccess else {
      throw ICU.Error(code: status == 0 ? 1 : status)
    }
    defer { sl_ubrk_close(iterator) }
    return try units.withUnsafeBufferPointer { (buffer) throws(ICU.Error) -> [Int] in
      guard let base = buffer.baseAddress else { return [] }
      var status: Int32 = 0
      sl_ubrk_setText(iterator, base, Int32(buffer.count), &status)
      guard status.isICUSuccess else { throw ICU.Error(code: status) }
      var result: [Int] = []
      while true {
        let next = sl_ubrk_next(iterator)
        if next < 0 { break }
        result.append(Int(next))
      }
      return result
    }
  }
}

extension ICU {
  /// Character properties from `uchar` and `uscript`.
  enum CharacterProperties {
    /// The ISO 15924 code of the script of `scalar` (`Zyyy` for Common, `Zinh` for Inherited).
    static func script(of scalar: Unicode.Scalar) -> String {
      var status: Int32 = 0
      let code = sl_uscript_getScript(scalar.value, &status)
      return status.isICUSuccess ? ICU.scriptName(code) : "Zzzz"
    }

    /// Whether `scalar` is a control character (general category Cc).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
      sl_u_charType(scalar.value) == Int32(SL_CATEGORY_CONTROL)
    }

    /// Whether `scalar` is a format character (general category Cf: bidi marks, joiners…).
    static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
      sl_u_charType(scalar.value) == Int32(SL_CATEGORY_FORMAT)
    }

    /// The bidi classes of the embedding, override and isolate controls.
    private static let bidiControlClasses: Set<Int32> = Set(
      [
        SL_BIDI_LEFT_TO_RIGHT_EMBEDDING, SL_BIDI_LEFT_TO_RIGHT_OVERRIDE,
        SL_BIDI_RIGHT_TO_LEFT_EMBEDDING, SL_BIDI_RIGHT_TO_LEFT_OVERRIDE,
        SL_BIDI_POP_DIRECTIONAL_FORMAT, SL_BIDI_LEFT_TO_RIGHT_ISOLATE,
        SL_BIDI_RIGHT_TO_LEFT_ISOLATE, SL_BIDI_FIRST_STRONG_ISOLATE,
        SL_BIDI_POP_DIRECTIONAL_ISOLATE,
      ].map { Int32($0) })

    /// Whether `scalar` is a bidi embedding, override or isolate control (or a bidi mark).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
      if bidiControlClasses.contains(sl_u_charDirection(scalar.value)) { return true }
      return [0x200E, 0x200F, 0x061C].contains(scalar.value)  // LRM RLM ALM
    }
  }
}
