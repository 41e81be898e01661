// fontconfig: family + weight + language → font file, and the fallback fonts for what a font lacks.

internal import CShaping
import Synchronization

/// Finds font files through fontconfig.
///
/// fontconfig always answers with *some* font, so a match is accepted only when its family is the
/// one asked for, or when the configuration made the name an alias of other families
/// (`sans-serif`, `monospace`, metric aliases such as `Arial` → `Liberation Sans`). Languages are
/// given in fontconfig's own form (`zh-tw`, `pa-pk`, `ar`); see ``fontconfigLanguage(_:)``.
///
/// Thread safety: fontconfig is not safe for concurrent use of one configuration while it may be
/// (re)loaded, so the locator owns a private `FcConfig` and every fontconfig call goes through one
/// lock. Answers are cached; lookups are cheap after the first.
final class FontLocator: Sendable {
  /// The process-wide locator.
  static let shared = FontLocator()

  private let state = Mutex(State())

  private struct State {
    var config: OpaquePointer?
    var loadFailed = false
    var matches: [MatchKey: Result<FontFile, MeasureError>] = [:]
    var sortedLists: [MatchKey: [Candidate]] = [:]
    var languages: [String: String] = [:]
    var knownLanguages: Set<String> = []
  }

  private struct MatchKey: Hashable {
    let family: String
    let weight: Int
    let language: String
  }

  /// One font of a fontconfig sort, with its coverage. Only used under the locator's lock.
  private final class Candidate {
    let file: FontFile
    let families: [String]
    let charset: OpaquePointer?

    init(file: FontFile, families: [String], charset: OpaquePointer?) {
      self.file = file
      self.families = families
      self.charset = charset.flatMap { FcCharSetCopy($0) }
    }

    deinit { if let charset { FcCharSetDestroy(charset) } }

    func covers(_ scalar: UInt32) -> Bool {
      guard let charset else { return false }
      return FcCharSetHasChar(charset, scalar) != 0
    }
  }

  /// Cached answers per kind; each cache is emptied when it reaches its bound.
  private static let maximumMatches = 512
  private static let maximumSortedLists = 32

  /// The font file fontconfig picks for `family` at `weight` (CSS scale) for `language`.
  ///
  /// - Parameters:
  ///   - family: A family name ("Noto Sans") or a fontconfig alias ("sans-serif").
  ///   - weight: 1…1000, 400 regular, 700 bold.
  ///   - language: A fontconfig language ("zh-tw"), or "" for none.
  /// - Throws: ``MeasureError/fontNotFound(family:)`` when no installed font has that family;
  ///   ``MeasureError/systemLibrary(_:)`` when fontconfig cannot load its configuration.
  func file(family: String, weight: Int, language: String) throws(MeasureError) -> FontFile {
    let key = MatchKey(family: family, weight: Self.clamped(weight), language: language)
    let result: Result<FontFile, MeasureError> = state.withLock { state in
      if let cached = state.matches[key] { return cached }
      let result: Result<FontFile, MeasureError>
      do throws(MeasureError) {
        result = .success(try Self.match(key, config: try Self.config(&state)))
      } catch {
        result = .failure(error)
      }
      if state.matches.count >= Self.maximumMatches {
        state.matches.removeAll(keepingCapacity: true)
      }
      state.matches[key] = result
      return result
    }
    return try result.get()
  }

  /// Fallback fonts for a cluster of characters the primary font does not cover, best first.
  ///
  /// The candidates are fontconfig's sort for the primary family, weight and language (what a text
  /// stack such as Pango consults). Fonts whose family extends the primary family
  /// ("Noto Sans" → "Noto Sans Arabic") come first, as a font family's own script companions;
  /// then the rest in fontconfig's order. Fonts that cover every character of the cluster are
  /// listed; when none does, those covering its first character.
  ///
  /// - Parameters:
  ///   - scalars: The characters that need a glyph (no default-ignorables), base first.
  ///   - family: The primary family, or nil to use fontconfig's default (`sans-serif`).
  ///   - excluding: The primary font file itself.
  ///   - limit: The most candidates returned.
  func fallbacks(
    for scalars: [UInt32], family: String?, weight: Int, language: String, excluding: FontFile,
    limit: Int = 4
  ) -> [FontFile] {
    guard let first = scalars.first else { return [] }
    let key = MatchKey(
      family: family ?? "sans-serif", weight: Self.clamped(weight), language: language)
    return state.withLock { state in
      let candidates: [Candidate]
      if let cached = state.sortedLists[key] {
        candidates = cached
      } else {
        guard let config = try? Self.config(&state) else { return [] }
        candidates = Self.sort(key, config: config)
        if state.sortedLists.count >= Self.maximumSortedLists { state.sortedLists.removeAll() }
        state.sortedLists[key] = candidates
      }
      let prefix = family.map { $0.lowercased() + " " }
      func extendsPrimary(_ candidate: Candidate) -> Bool {
        guard let prefix else { return false }
        return candidate.families.contains { $0.lowercased().hasPrefix(prefix) }
      }
      for coverage in [scalars, [first]] {
        var preferred: [FontFile] = []
        var others: [FontFile] = []
        for candidate in candidates where candidate.file != excluding {
          guard coverage.allSatisfy(candidate.covers) else { continue }
          if extendsPrimary(candidate) {
            preferred.append(candidate.file)
          } else {
            others.append(candidate.file)
          }
          if preferred.count >= limit { break }
        }
        let result = Array((preferred + others).prefix(limit))
        if !result.isEmpty || coverage.count == 1 { return result }
      }
      return []
    }
  }

  /// The fontconfig language for a locale, from its language, likely region and likely script
  /// (`zh-Hant-HK` → `zh-hk`, `zh-Hans` → `zh-cn`, `pa-Arab` → `pa-pk`, `sr-Latn` → `sh`,
  /// `de-CH` → `de`), or "" when fontconfig knows no orthography for the language.
  func fontconfigLanguage(_ locale: LocaleID) -> String {
    guard !locale.isRoot else { return "" }
    return state.withLock { state in
      if let cached = state.languages[locale.tag] { return cached }
      let full = locale.maximized
      let language = full.language.lowercased()
      var candidates: [String] = []
      if language == "sr", full.script == "Latn" { candidates.append("sh") }
      if let region = full.region { candidates.append("\(language)-\(region.lowercased())") }
      candidates.append(language)
      if state.knownLanguages.isEmpty { state.knownLanguages = Self.knownLanguages() }
      let known = candidates.first(where: state.knownLanguages.contains) ?? ""
      if state.languages.count >= Self.maximumMatches { state.languages.removeAll() }
      state.languages[locale.tag] = known
      return known
    }
  }

  // MARK: fontconfig calls (under the lock)

  private static func config(_ state: inout State) throws(MeasureError) -> OpaquePointer {
    if let config = state.config { return config }
    guard !state.loadFailed, let config = FcInitLoadConfigAndFonts() else {
      state.loadFailed = true
      throw .systemLibrary("fontconfig could not load its configuration and fonts")
    }
    state.config = config
    return config
  }

  /// A pattern for the key, substituted as fontconfig's match would; returns whether the config
  /// put other families before the requested one (an alias).
  private static func pattern(_ key: MatchKey, config: OpaquePointer) -> (OpaquePointer, Bool)? {
    guard let pattern = FcPatternCreate() else { return nil }
    add(pattern, FC_FAMILY, key.family)
    // Clamped to the OpenType range first: a weight from the API may be any Int.
    FcPatternAddInteger(
      pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(min(max(key.weight, 1), 1000))))
    FcPatternAddBool(pattern, FC_SCALABLE, 1)
    if !key.language.isEmpty { add(pattern, FC_LANG, key.language) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    let isAlias = string(pattern, FC_FAMILY, 0).map { normalized($0) != normalized(key.family) }
    FcDefaultSubstitute(pattern)
    return (pattern, isAlias ?? false)
  }

  private static func match(_ key: MatchKey, config: OpaquePointer) throws(MeasureError) -> FontFile
  {
    let family = key.family
    guard !family.trimmed.isEmpty, !family.utf8.contains(0), family.utf8.count <= 256 else {
      throw .fontNotFound(family: family)
    }
    guard let (pattern, isAlias) = pattern(key, config: config) else {
      throw .systemLibrary("fontconfig could not create a pattern")
    }
    defer { FcPatternDestroy(pattern) }
    var result = FcResultNoMatch
    guard let match = FcFontMatch(config, pattern, &result) else {
      throw .fontNotFound(family: family)
    }
    defer { FcPatternDestroy(match) }
    guard let path = string(match, FC_FILE, 0) else { throw .fontNotFound(family: family) }
    let wanted = normalized(family)
    guard isAlias || families(match).contains(where: { normalized($0) == wanted }) else {
      throw .fontNotFound(family: family)
    }
    return FontFile(path: path, index: integer(match, FC_INDEX) ?? 0)
  }

  private static func sort(_ key: MatchKey, config: OpaquePointer) -> [Candidate] {
    guard let (pattern, _) = pattern(key, config: config) else { return [] }
    defer { FcPatternDestroy(pattern) }
    var result = FcResultNoMatch
    guard let set = FcFontSort(config, pattern, 0, nil, &result) else { return [] }
    defer { FcFontSetSortDestroy(set) }
    var candidates: [Candidate] = []
    let count = Int(set.pointee.nfont)
    candidates.reserveCapacity(count)
    for index in 0..<count {
      guard let font = set.pointee.fonts[index], let path = string(font, FC_FILE, 0) else {
        continue
      }
      var charset: OpaquePointer? = nil
      _ = FcPatternGetCharSet(font, FC_CHARSET, 0, &charset)
      candidates.append(
        Candidate(
          file: FontFile(path: path, index: integer(font, FC_INDEX) ?? 0),
          families: families(font), charset: charset))
    }
    return candidates
  }

  /// Every language fontconfig has an orthography for (`FcGetLangs`), e.g. "de", "zh-tw", "pa-pk".
  private static func knownLanguages() -> Set<String> {
    guard let set = FcGetLangs() else { return [] }
    defer { FcStrSetDestroy(set) }
    guard let list = FcStrListCreate(set) else { return [] }
    defer { FcStrListDone(list) }
    var languages: Set<String> = []
    while let language = FcStrListNext(list) { languages.insert(String(cString: language)) }
    return languages
  }

  private static func add(_ pattern: OpaquePointer, _ object: String, _ value: String) {
    value.withCString { pointer in
      pointer.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
        _ = FcPatternAddString(pattern, object, $0)
      }
    }
  }

  private static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String?
  {
    var value: UnsafeMutablePointer<FcChar8>? = nil
    guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
    var value: Int32 = 0
    guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
    return Int(value)
  }

  private static func families(_ pattern: OpaquePointer) -> [String] {
    var names: [String] = []
    var index: Int32 = 0
    while let name = string(pattern, FC_FAMILY, index) {
      names.append(name)
      index += 1
    }
    return names
  }

  /// fontconfig compares family names ignoring case and blanks.
  static func normalized(_ family: String) -> String {
    String(family.lowercased().filter { $0 != " " })
  }

  private static func clamped(_ weight: Int) -> Int { min(max(weight, 1), 1000) }
}
