// fontconfig's configuration, loaded once: the installed fonts and the calls that query them.

internal import CShaping

/// A private fontconfig configuration and the fonts it lists, for matching and sorting.
///
/// Loaded once (`FcInitLoadConfigAndFonts`) and never reloaded or changed afterwards, so that it
/// can be queried from many threads at once: fontconfig has been thread-safe since 2.10.91 (the
/// version Pango requires for that reason; Skia's `SkFontMgr_fontconfig` takes its global lock only
/// for older versions), patterns are only read once made, and the font sets
/// (`FcConfigGetFonts`) are safe to read while the configuration is referenced and unchanged,
/// which this object guarantees for its lifetime. That is what makes it `@unchecked Sendable`.
final class FontConfiguration: @unchecked Sendable {
  /// The process's configuration, loaded by the first caller (Swift runs a `static let`'s
  /// initializer once, the others wait for it); nil when fontconfig cannot load one.
  ///
  /// The one process-wide object of the font code, because fontconfig's own state is process-wide
  /// whatever we do: every configuration's font caches are mapped into one table per process
  /// (`fcCacheChains`, under `cache_lock`, in fontconfig's `fccache.c`), and a second configuration
  /// would read the same files (about 5 ms with the Noto fonts, `FcInitLoadConfigAndFonts`) to
  /// give the same answers. The answers, faces and files built on it belong to each measurer's
  /// ``FontStore``. Like the locator before it, it is loaded once per process and not reloaded:
  /// fonts installed while a process runs are seen by the next process.
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

  /// A pattern for a family, weight and language, substituted as fontconfig's match does
  /// (`FcConfigSubstitute`, then `FcDefaultSubstitute`), and whether the configuration put other
  /// families before the requested one (an alias such as `sans-serif`).
  ///
  /// The pattern is destroyed with the returned object.
  func pattern(family: String, weight: Int, language: String) -> SubstitutedPattern? {
    guard let pattern = FcPatternCreate() else { return nil }
    Self.add(pattern, FC_FAMILY, family)
    // Clamped to the OpenType range first: a weight from the API may be any Int.
    FcPatternAddInteger(
      pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(min(max(weight, 1), 1000))))
    FcPatternAddBool(pattern, FC_SCALABLE, 1)
    if !language.isEmpty { Self.add(pattern, FC_LANG, language) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    let isAlias = Self.string(pattern, FC_FAMILY, 0).map {
      FontLocator.normalized($0) != FontLocator.normalized(family)
    }
    FcDefaultSubstitute(pattern)
    return SubstitutedPattern(pattern, isAlias: isAlias ?? false)
  }

  /// The font fontconfig's `FcFontMatch` picks for a substituted pattern; the caller destroys it.
  func match(_ pattern: OpaquePointer) -> OpaquePointer? {
    var result = FcResultNoMatch
    return FcFontMatch(config, pattern, &result)
  }

  /// fontconfig's `FcFontSort` of every font for a substituted pattern, best first (untrimmed);
  /// the caller destroys it with `FcFontSetSortDestroy`.
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

/// A pattern substituted for a family, weight and language (see
/// ``FontConfiguration/pattern(family:weight:language:)``), destroyed with this object.
///
/// Thread safety: the pattern is complete before `init` and only read afterwards (fontconfig's
/// matching and sorting take it as `const`), hence `@unchecked Sendable`.
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
