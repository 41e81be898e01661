// What ICU's own data knows about a locale's language.

/// What ICU's data knows about a locale's language: it has data, knows only a code, or nothing.
///
/// Every well-formed locale resolves regardless (along its CLDR chain to root); this tells how much
/// of the resolution rests on ICU's knowledge.
///
/// Told apart from ICU's tables, read once: `uloc_getAvailable` and likely subtags,
/// `uloc_getISOLanguages`, the English language names, CLDR's language aliases.
public enum LanguageSupport: String, Hashable, Sendable, Codable, CaseIterable {
  /// ICU has data for the language (locale data or likely subtags): its script is known.
  case icuData = "icu-data"
  /// A language code ICU's tables name, but no data: its script is unknown.
  case noICUData = "no-icu-data"
  /// A well-formed code that none of ICU's language tables knows.
  case unregistered
  /// A private-use language code (`qaa`–`qtz`) or a private-use-only tag (`x-foo`).
  case privateUse = "private-use"
  /// No language: root, or `und` with other subtags.
  case undetermined

  /// A phrase for traces and reports, for example "a registered language ICU has no data for".
  public var summary: String {
    switch self {
    case .icuData: return "a language ICU has data for"
    case .noICUData: return "a registered language ICU has no data for (script unknown)"
    case .unregistered: return "not a language code ICU knows (script unknown)"
    case .privateUse: return "a private-use tag: no language"
    case .undetermined: return "no language"
    }
  }
}

extension LocaleID {
  /// What ICU's data knows about this locale's language (see ``LanguageSupport``).
  public var languageSupport: LanguageSupport { LanguageTables.icu.support(of: self) }

  /// The language a name names in English or itself (case and spaces aside), or nil.
  public static func language(named name: String) -> LocaleID? {
    LanguageNames.icu.codes[LanguageNames.key(name)].map { LocaleID(uncheckedTag: $0) }
  }
}

/// The names ICU gives its languages, in English and in each language, read on first use.
private struct LanguageNames: Sendable {
  /// A name's key → the language's code.
  let codes: [String: String]

  static let icu = LanguageNames()

  private init() {
    var codes: [String: String] = [:]
    for language in ICULocaleList.icu.languages.sorted() where language.count <= 3 {
      for displayLocale in ["en", language] {
        guard let name = ICU.Loc.displayName(language, in: displayLocale), name != language
        else { continue }
        let key = Self.key(name)
        if codes[key] == nil { codes[key] = language }
      }
    }
    self.codes = codes
  }

  /// A name as compared: lower case, without spaces.
  static func key(_ name: String) -> String { name.lowercased().filter { $0 != " " } }
}

/// ICU's language tables, read once (ICU's data never changes in a process).
struct LanguageTables: Sendable {
  /// Every language code one of ICU's tables names.
  let registered: Set<String>
  /// ICU's ISO 639 table (`uloc_getISOLanguages`).
  let isoCodes: Set<String>

  static let icu = LanguageTables()

  private init() {
    isoCodes = ICU.Loc.isoLanguages()
    var registered = isoCodes
    if let english = try? ICU.ResourceBundle.openDirect("en", package: "ICUDATA-lang"),
      let names = english["Languages"]
    {
      for name in names.children {
        if let code = name.key, !code.contains("_") { registered.insert(code) }
      }
    }
    if let metadata = try? ICU.ResourceBundle.openDirect("metadata"),
      let aliases = metadata["alias"]?["language"]
    {
      for alias in aliases.children {
        if let key = alias.key { registered.insert(ICU.Loc.language(key)) }
        if let replacement = alias["replacement"]?.string {
          registered.insert(ICU.Loc.language(replacement))
        }
      }
    }
    registered.remove("")
    registered.remove("und")
    self.registered = registered
  }

  /// What ICU knows about the language of `locale`.
  func support(of locale: LocaleID) -> LanguageSupport {
    if locale.isRoot { return .undetermined }
    let language = locale.language
    if language.isEmpty {
      return locale.icuID.contains("x=") || locale.tag.contains("-x-") ? .privateUse : .undetermined
    }
    if Self.isPrivateUse(language) { return .privateUse }
    if ICULocaleList.icu.languages.contains(language)
      || !ICU.Loc.defaultScript(of: language).isEmpty
    {
      return .icuData
    }
    return registered.contains(language) ? .noICUData : .unregistered
  }

  /// ISO 639 reserves `qaa`–`qtz` for private use.
  static func isPrivateUse(_ language: String) -> Bool {
    let bytes = Array(language.utf8)
    return bytes.count == 3 && bytes[0] == UInt8(ascii: "q")
      && (UInt8(ascii: "a")...UInt8(ascii: "t")).contains(bytes[1])
  }
}

extension LocaleID {
  /// The locale a file or folder name names, or nil: only ISO 639 or private-use codes count
  /// (`strings` is a well-formed subtag).
  static func named(byFileName name: String) -> LocaleID? {
    guard let locale = try? LocaleID(name) else { return nil }
    let language = locale.language
    guard LanguageTables.icu.isoCodes.contains(language) || LanguageTables.isPrivateUse(language)
    else { return nil }
    return locale
  }
}
