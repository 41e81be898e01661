// uloc: locale identifiers, likely subtags, display names, orientation.

internal import CICUCxxShim
internal import CICUShim

extension ICU {
  /// Wrappers over `uloc_*`; identifiers are ICU's (`de_CH@numbers=latn`) unless a name says "tag".
  enum Loc {
    /// Parses `input` strictly and returns its CLDR-canonical BCP 47 tag.
    static func canonicalTag(_ input: String, isLanguageTag: Bool) throws(ICU.Error) -> String {
      try ICU.withCharBuffer { out, capacity, status in
        sl_locale_canonicalTag(input, isLanguageTag ? 1 : 0, out, capacity, &status)
      }
    }

    /// The ICU identifier of a BCP 47 tag, requiring the whole tag to parse.
    static func identifier(forTag tag: String) throws(ICU.Error) -> String {
      var parsed: Int32 = 0
      let id = try ICU.withCharBuffer { out, capacity, status in
        sl_uloc_forLanguageTag(tag, out, capacity, &parsed, &status)
      }
      guard Int(parsed) == tag.utf8.count else { throw ICU.Error(code: 1) }
      return id
    }

    /// The BCP 47 tag of an ICU identifier.
    static func tag(forIdentifier id: String, strict: Bool = true) throws(ICU.Error) -> String {
      try ICU.withCharBuffer { out, capacity, status in
        sl_uloc_toLanguageTag(id, out, capacity, strict ? 1 : 0, &status)
      }
    }

    static func addLikelySubtags(_ id: String) throws(ICU.Error) -> String {
      try ICU.withCharBuffer { out, capacity, status in
        sl_uloc_addLikelySubtags(id, out, capacity, &status)
      }
    }

    static func minimizeSubtags(_ id: String) throws(ICU.Error) -> String {
      try ICU.withCharBuffer { out, capacity, status in
        sl_uloc_minimizeSubtags(id, out, capacity, &status)
      }
    }

    static func language(_ id: String) -> String {
      (try? ICU.withCharBuffer { sl_uloc_getLanguage(id, $0, $1, &$2) }) ?? ""
    }

    static func script(_ id: String) -> String {
      (try? ICU.withCharBuffer { sl_uloc_getScript(id, $0, $1, &$2) }) ?? ""
    }

    static func region(_ id: String) -> String {
      (try? ICU.withCharBuffer { sl_uloc_getCountry(id, $0, $1, &$2) }) ?? ""
    }

    static func variant(_ id: String) -> String {
      (try? ICU.withCharBuffer { sl_uloc_getVariant(id, $0, $1, &$2) }) ?? ""
    }

    /// The identifier without keywords (`de_CH@numbers=latn` → `de_CH`).
    static func baseName(_ id: String) -> String {
      (try? ICU.withCharBuffer { sl_uloc_getBaseName(id, $0, $1, &$2) }) ?? id
    }

    static func keywordValue(_ id: String, _ keyword: String) -> String? {
      let value = try? ICU.withCharBuffer { sl_uloc_getKeywordValue(id, keyword, $0, $1, &$2) }
      return value?.isEmpty == false ? value : nil
    }

    /// A language's default script (`sr` → `Cyrl`) from likely subtags, or "".
    static func defaultScript(of language: String) -> String {
      script((try? addLikelySubtags(language)) ?? "")
    }

    /// ICU's table of language codes (`uloc_getISOLanguages`: ISO 639 two- and three-letter codes).
    static func isoLanguages() -> Set<String> {
      var codes: Set<String> = []
      guard let table = sl_uloc_getISOLanguages() else { return codes }
      var index = 0
      while let code = table[index] {
        codes.insert(String(cString: code))
        index += 1
      }
      return codes
    }

    /// Every locale ICU has data for, as ICU identifiers (`uloc_getAvailable`).
    static let available: [String] = (0..<sl_uloc_countAvailable()).compactMap { index in
      sl_uloc_getAvailable(index).map { String(cString: $0) }
    }

    static func isRightToLeft(_ id: String) -> Bool { sl_uloc_isRightToLeft(id) != 0 }

    /// The display name of `id` in the language of `displayID`, or nil when ICU has no name.
    static func displayName(_ id: String, in displayID: String) -> String? {
      try? ICU.withUTF16Buffer { out, capacity, status in
        sl_uloc_getDisplayName(id, displayID, out, capacity, &status)
      }
    }
  }
}
