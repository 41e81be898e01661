// fontconfig's configuration, loaded once: the installed fonts and the calls that query them.

internal import CShaping

/// A private fontconfig configuration and the fonts it lists, for matching and sorting.
///
/// `@unchecked Sendable`: loaded once (`FcInitLoadConfigAndFonts`) and never changed; fontconfig is
/// thread-safe since 2.10.91 (as Pango requires) and its patterns and font sets are read-only here.
final class FontConfiguration: @unchecked Sendable {
  /// The process's configuration, loaded by the first caller; nil when fontconfig cannot load one.
  ///
  /// Process-wide because fontconfig's font caches are (`fcCacheChains` in `fccache.c`); fonts
  /// installed while a process runs are seen by the next one.
  static let process = FontConfiguration()

  /// `FcConfig *`, owned.
  let config: OpaquePointer
  /// Every language fontconfig has an orthography for (`FcGetLangs`), for example "de", "zh-tw".
  let knownLanguages: Set<String>

  /// Loads fontconfig's configuration and fonts; nil when fontconfig cannot.
  init?() {
    guard let config = FcInitLoadConfigAndFonts() else { return nil }
    self.config = config
    knownLanguages = Self.languages()
  }

  deinit { FcConfigDestroy(config) }

  // MARK: Queries

  /// A pattern substituted as fontconfig's match does, and whether an alias put others first.
  func pattern(_ key: FontLocator.MatchKey) -> SubstitutedPattern? {
    guard let pattern = FcPatternCreate() else { return nil }
    Self.add(pattern, FC_FAMILY, key.family)
    // Clamped to the OpenType range first: a weight from the API may be any Int.
    FcPatternAddInteger(
      pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(min(max(key.weight, 1), 1000))))
    FcPatternAddBool(pattern, FC_SCALABLE, 1)
    if !key.language.isEmpty { Self.add(pattern, FC_LANG, key.language) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    let isAlias = Self.string(pattern, FC_FAMILY, 0).map {
      FontLocator.normalized($0) != FontLocator.normalized(key.family)
    }
    FcDefaultSubstitute(pattern)
    return SubstitutedPattern(pattern, isAlias: isAlias ?? false)
  }

  /// The font fontconfig's `FcFontMatch` picks for a substituted pattern; the caller destroys it.
  func match(_ pattern: OpaquePointer) -> OpaquePointer? {
    var result = FcResultNoMatch
    return FcFontMatch(config, pattern, &result)
  }

  /// fontconfig's untrimmed `FcFontSort` for a pattern; free it with `FcFontSetSortDestroy`.
  func sort(_ pattern: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
    var result = FcResultNoMatch
    return FcFontSort(config, pattern, 0, nil, &result)
  }

  // MARK: Reading patterns

  static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String? {
    var value: UnsafeMutablePointer<FcChar8>? = nil
    guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
    var value: Int32 = 0
    guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
    return Int(value)
  }

  static func families(_ pattern: OpaquePointer) -> [String] {
    var names: [String] = []
    var index: Int32 = 0
    while let name = string(pattern, FC_FAMILY, index) {
      names.append(name)
      index += 1
    }
    return names
  }

  private static func add(_ pattern: OpaquePointer, _ object: String, _ value: String) {
    value.withCString { pointer in
      pointer.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
        _ = FcPatternAddString(pattern, object, $0)
      }
    }
  }

  private static func languages() -> Set<String> {
    guard let set = FcGetLangs() else { return [] }
    defer { FcStrSetDestroy(set) }
    guard let list = FcStrListCreate(set) else { return [] }
    defer { FcStrListDone(list) }
    var languages: Set<String> = []
    while let language = FcStrListNext(list) { languages.insert(String(cString: language)) }
    return languages
  }
}

/// A substituted pattern, freed with this object; read-only after `init`.
///
/// `@unchecked Sendable`: an `FcPattern` only read (never modified) is safe from many threads in
/// fontconfig ≥ 2.10.91, as for the configuration.
final class SubstitutedPattern: @unchecked Sendable {
  /// `FcPattern *`, owned.
  let pointer: OpaquePointer
  /// Whether the configuration put other families before the requested one (an alias).
  let isAlias: Bool

  init(_ pointer: OpaquePointer, isAlias: Bool) {
    self.pointer = pointer
    self.isAlias = isAlias
  }

  deinit { FcPatternDestroy(pointer) }
}
