// fontconfig: family + weight + language → font file, and the fallback fonts for what a font lacks.

internal import CShaping

/// Finds font files through fontconfig.
///
/// fontconfig always answers with *some* font, so a match counts only when its family is the one
/// asked for or an alias for it (`sans-serif`, `Arial` → `Liberation Sans`); the process's
/// read-only configuration (``FontConfiguration/process``) needs no lock.
final class FontLocator: Sendable {
  private let matches = BoundedCache<MatchKey, Result<FontFile, MeasureError>>(capacity: 2048)
  private let fallbackSorts = BoundedCache<MatchKey, SortedFonts>(capacity: 256)
  private let languages = BoundedCache<String, String>(capacity: 2048)

  /// What fontconfig is asked: a family at a weight (1…1000) in a fontconfig language.
  struct MatchKey: Hashable, Sendable {
    let family: String
    let weight: Int
    let language: String
  }

  /// The fonts of one fontconfig sort, best first, with their coverage; read-only after `init`.
  ///
  /// `@unchecked Sendable`: the `FcFontSet` and its patterns and charsets are only read, which
  /// fontconfig (≥ 2.10.91) allows from many threads.
  private final class SortedFonts: @unchecked Sendable {
    private let set: UnsafeMutablePointer<FcFontSet>
    /// Each font's pattern and charset, borrowed from the set.
    private let fonts: [(pattern: OpaquePointer, charset: OpaquePointer?)]

    init(_ set: UnsafeMutablePointer<FcFontSet>) {
      self.set = set
      fonts = (0..<Int(set.pointee.nfont)).compactMap { index in
        guard let font = set.pointee.fonts[index] else { return nil }
        var charset: OpaquePointer? = nil
        _ = FcPatternGetCharSet(font, FC_CHARSET, 0, &charset)
        return (pattern: font, charset: charset)
      }
    }

    deinit { FcFontSetSortDestroy(set) }

    var count: Int { fonts.count }

    func covers(_ index: Int, _ scalar: UInt32) -> Bool {
      guard let charset = fonts[index].charset else { return false }
      return FcCharSetHasChar(charset, scalar) != 0
    }

    func file(_ index: Int) -> FontFile? {
      let pattern = fonts[index].pattern
      guard let path = FontConfiguration.string(pattern, FC_FILE, 0) else { return nil }
      return FontFile(path: path, index: FontConfiguration.integer(pattern, FC_INDEX) ?? 0)
    }

    func families(_ index: Int) -> [String] { FontConfiguration.families(fonts[index].pattern) }
  }

  /// The file fontconfig picks for `family` (or an alias) at `weight` (1…1000) in `language`.
  func file(family: String, weight: Int, language: String) throws(MeasureError) -> FontFile {
    let key = MatchKey(family: family, weight: Self.clamped(weight), language: language)
    if let cached = matches.value(for: key) { return try cached.get() }
    let result = Result { () throws(MeasureError) in try match(key, in: configuration()) }
    // fontconfig failing (not a missing family) is not an answer to keep.
    if case .failure(.systemLibrary) = result { return try result.get() }
    matches.insert(result, for: key)
    return try result.get()
  }

  /// Up to `limit` fallback font files for a cluster the primary font does not cover, best first.
  ///
  /// fontconfig's sort for the primary family, weight and language (as Pango), fonts extending the
  /// family ("Noto Sans Arabic") first, covering the whole cluster else its first character.
  func fallbacks(
    for scalars: [UInt32], family: String?, weight: Int, language: String, excluding: FontFile,
    limit: Int = 4
  ) -> [FontFile] {
    guard let first = scalars.first else { return [] }
    let key = MatchKey(
      family: family ?? "sans-serif", weight: Self.clamped(weight), language: language)
    guard let configuration = try? configuration() else { return [] }
    let sorted: SortedFonts
    if let cached = fallbackSorts.value(for: key) {
      sorted = cached
    } else {
      guard let pattern = configuration.pattern(key), let set = configuration.sort(pattern.pointer)
      else { return [] }
      sorted = SortedFonts(set)
      fallbackSorts.insert(sorted, for: key)
    }
    let prefix = family.map { $0.lowercased() + " " }
    func extendsPrimary(_ index: Int) -> Bool {
      guard let prefix else { return false }
      return sorted.families(index).contains { $0.lowercased().hasPrefix(prefix) }
    }
    for coverage in [scalars, [first]] {
      var preferred: [FontFile] = []
      var others: [FontFile] = []
      for index in 0..<sorted.count {
        guard coverage.allSatisfy({ sorted.covers(index, $0) }), let file = sorted.file(index),
          file != excluding
        else { continue }
        if extendsPrimary(index) {
          preferred.append(file)
        } else {
          others.append(file)
        }
        if preferred.count >= limit { break }
      }
      let result = Array((preferred + others).prefix(limit))
      if !result.isEmpty || coverage.count == 1 { return result }
    }
    return []
  }

  /// The fontconfig language of a locale's language, likely region and script (`zh-Hant-HK` →
  /// `zh-hk`, `pa-Arab` → `pa-pk`, `sr-Latn` → `sh`), "" if fontconfig has no orthography.
  func fontconfigLanguage(_ locale: LocaleID) -> String {
    guard !locale.isRoot else { return "" }
    if let cached = languages.value(for: locale.tag) { return cached }
    let full = locale.maximized
    let language = full.language.lowercased()
    var candidates: [String] = []
    if language == "sr", full.script == "Latn" { candidates.append("sh") }
    if let region = full.region { candidates.append("\(language)-\(region.lowercased())") }
    candidates.append(language)
    guard let configuration = try? configuration() else { return "" }
    let known = candidates.first(where: configuration.knownLanguages.contains) ?? ""
    languages.insert(known, for: locale.tag)
    return known
  }

  // MARK: fontconfig

  /// The process's configuration, loaded by the first caller (the others wait for it).
  private func configuration() throws(MeasureError) -> FontConfiguration {
    guard let configuration = FontConfiguration.process else {
      throw .systemLibrary("fontconfig could not load its configuration and fonts")
    }
    return configuration
  }

  private func match(_ key: MatchKey, in configuration: FontConfiguration)
    throws(MeasureError) -> FontFile
  {
    let family = key.family
    guard !family.trimmed.isEmpty, !family.utf8.contains(0), family.utf8.count <= 256 else {
      throw .fontNotFound(family: family)
    }
    guard let substituted = configuration.pattern(key) else {
      throw .systemLibrary("fontconfig could not create a pattern")
    }
    let pattern = substituted.pointer
    guard let match = configuration.match(pattern) else { throw .fontNotFound(family: family) }
    defer { FcPatternDestroy(match) }
    guard let path = FontConfiguration.string(match, FC_FILE, 0) else {
      throw .fontNotFound(family: family)
    }
    let wanted = Self.normalized(family)
    guard
      substituted.isAlias
        || FontConfiguration.families(match).contains(where: { Self.normalized($0) == wanted })
    else {
      throw .fontNotFound(family: family)
    }
    return FontFile(path: path, index: FontConfiguration.integer(match, FC_INDEX) ?? 0)
  }

  /// fontconfig compares family names ignoring case and blanks.
  static func normalized(_ family: String) -> String {
    String(family.lowercased().filter { $0 != " " })
  }

  private static func clamped(_ weight: Int) -> Int { min(max(weight, 1), 1000) }
}
