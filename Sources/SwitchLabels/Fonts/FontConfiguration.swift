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
  /// The installed fonts (system and application sets), in fontconfig's order.
  let fonts: [InstalledFont]
  /// Whether ``match(_:)`` may score only the fonts of the requested families (see there), and
  /// ``sort(_:covering:winners:)`` only the fonts that can matter.
  let matchesWithinFamilies: Bool
  /// Whether every font's languages are a language set (what the sort's shortcut reads).
  let languagesAreSets: Bool

  /// An installed font as the family shortcut of ``match(_:)`` and the sort's shortcut need it.
  struct InstalledFont {
    /// `FcPattern *`, borrowed from the configuration's font set.
    let pattern: OpaquePointer
    /// Its `scalable`, `variable` and `color` values (nil when absent).
    let flags: [Bool?]
    /// Its `FcCharSet *` and `FcLangSet *`, borrowed from the pattern (nil when absent).
    let charset: OpaquePointer?
    let languages: OpaquePointer?
  }

  /// The fonts (indices into ``fonts``) of each family name, compared as fontconfig compares
  /// names (no blanks, ASCII lower case).
  let fontsByFamily: [String: [Int]]
  /// The fonts with a name that fontconfig's case folding might turn into plain ASCII while ours
  /// cannot tell (see ``FontConfiguration/foldsToASCII(_:)``): always scored.
  let unsureFonts: [Int]
  /// The font (index into ``fonts``) of each file and face index; a face listed twice is left out.
  let fontsByFile: [FontFile: Int]

  /// The boolean objects that fontconfig's matcher ranks above the family (`fcmatcher.h`:
  /// file, font format, variable, scalable, color, foundry, charset, then the strong family).
  private static let flagObjects = [FC_SCALABLE, FC_VARIABLE, FC_COLOR]
  /// The other objects ranked above the family; a pattern with one of them is matched whole.
  private static let otherObjectsAboveFamily = [FC_FILE, FC_FONTFORMAT, FC_FOUNDRY, FC_CHARSET]

  /// Loads fontconfig's configuration and fonts; nil when fontconfig cannot.
  init?() {
    guard let config = FcInitLoadConfigAndFonts() else { return nil }
    self.config = config
    knownLanguages = Self.languages()
    var fonts: [InstalledFont] = []
    var fontsByFamily: [String: [Int]] = [:]
    var unsureFonts: [Int] = []
    var languagesAreSets = true
    var fontsByFile: [FontFile: Int] = [:]
    var listedTwice: Set<FontFile> = []
    for set in [FcSetSystem, FcSetApplication] {
      guard let fontSet = FcConfigGetFonts(config, set) else { continue }
      for index in 0..<Int(fontSet.pointee.nfont) {
        guard let pattern = fontSet.pointee.fonts[index] else { continue }
        var unsure = false
        for family in Set(Self.families(pattern)) {
          if let name = Self.comparable(family) {
            fontsByFamily[name, default: []].append(fonts.count)
          } else if Self.foldsToASCII(family) {
            unsure = true
          }
        }
        if unsure { unsureFonts.append(fonts.count) }
        var charset: OpaquePointer? = nil
        _ = FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset)
        var languages: OpaquePointer? = nil
        var value = FcValue()
        if FcPatternGet(pattern, FC_LANG, 0, &value) == FcResultMatch {
          if FcPatternGetLangSet(pattern, FC_LANG, 0, &languages) != FcResultMatch {
            languagesAreSets = false
          }
        }
        if let path = Self.string(pattern, FC_FILE, 0) {
          let file = FontFile(path: path, index: Self.integer(pattern, FC_INDEX) ?? 0)
          if fontsByFile.updateValue(fonts.count, forKey: file) != nil { listedTwice.insert(file) }
        }
        fonts.append(
          InstalledFont(
            pattern: pattern, flags: Self.flagObjects.map { Self.bool(pattern, $0) },
            charset: charset, languages: languages))
      }
    }
    self.fonts = fonts
    self.fontsByFamily = fontsByFamily
    self.unsureFonts = unsureFonts
    self.fontsByFile = fontsByFile.filter { !listedTwice.contains($0.key) }
    self.languagesAreSets = languagesAreSets
    // The shortcut follows the matcher's priorities, read in fontconfig 2.14's source.
    matchesWithinFamilies = FcGetVersion() / 100 == 214
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
  ///
  /// fontconfig scores every installed font against every object of the pattern, in a fixed order
  /// of priority: a few objects, then the families bound strongly (the one asked for and the
  /// aliases the configuration binds to it), then the language, the other families, the weight….
  /// So when a font of a strongly bound family scores zero on every object ranked above the
  /// family, no font outside those families can win, and scoring only them (`FcFontSetMatch`)
  /// gives the same font at a fraction of the cost: for "Noto Sans" a handful of faces instead of
  /// every installed one. Otherwise, and for fontconfig versions whose priorities were not
  /// checked, every font is scored.
  func match(_ pattern: OpaquePointer) -> OpaquePointer? {
    var result = FcResultNoMatch
    guard let candidates = familyCandidates(pattern) else {
      return FcFontMatch(config, pattern, &result)
    }
    defer { FcFontSetDestroy(candidates) }
    var sets: [UnsafeMutablePointer<FcFontSet>?] = [candidates]
    return FcFontSetMatch(config, &sets, 1, pattern, &result)
  }

  /// fontconfig's `FcFontSort` of every font for a substituted pattern, best first (untrimmed);
  /// the caller destroys it with `FcFontSetSortDestroy`.
  func sort(_ pattern: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
    var result = FcResultNoMatch
    return FcFontSort(config, pattern, 0, nil, &result)
  }

  /// The fonts of the pattern's strongly bound families, as a new font set, when one of them is
  /// sure to beat every other font (see ``match(_:)``); nil when every font must be scored.
  private func familyCandidates(_ pattern: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
    guard let strong = strongFamilies(pattern),
      let indices = familyFonts(strong, pattern, among: nil)
    else { return nil }
    return fontSet(indices)
  }

  /// The fonts (indices, in fontconfig's order) of the strongly bound families `strong` among
  /// `allowed` (every font when nil), when one of them is sure to beat every other font of
  /// `allowed` (see ``match(_:)``); nil when every font of `allowed` must be scored.
  ///
  /// - Parameters:
  ///   - strong: The pattern's strongly bound families, from ``strongFamilies(_:)``.
  ///   - pattern: The substituted pattern.
  ///   - allowed: The fonts to choose from, or nil for every installed font.
  /// - Returns: The candidates, or nil.
  func familyFonts(_ strong: Set<String>, _ pattern: OpaquePointer, among allowed: Set<Int>?)
    -> [Int]?
  {
    guard matchesWithinFamilies, !strong.isEmpty else { return nil }
    for object in Self.otherObjectsAboveFamily {
      var value = FcValue()
      if FcPatternGet(pattern, object, 0, &value) == FcResultMatch { return nil }
    }
    var wanted: [Bool?] = []
    for object in Self.flagObjects {
      var value = FcValue()
      // Several values for one flag: the scores are not simply "equal or not".
      if FcPatternGet(pattern, object, 1, &value) == FcResultMatch { return nil }
      wanted.append(Self.bool(pattern, object))
    }
    var hasWinner = false
    var included = Set(unsureFonts.filter { allowed?.contains($0) ?? true })
    for family in strong {
      for index in fontsByFamily[family] ?? []
      where allowed?.contains(index) ?? true && included.insert(index).inserted {
        // Zero on every flag ranked above the family: the pattern's value, or none asked for.
        if zip(wanted, fonts[index].flags).allSatisfy({ $0 == nil || $0 == $1 }) {
          hasWinner = true
        }
      }
    }
    return hasWinner ? included.sorted() : nil
  }

  /// A new font set of the installed fonts at `indices`, in that order (nil when fontconfig
  /// cannot make one), which the caller destroys with `FcFontSetDestroy`.
  func fontSet(_ indices: [Int]) -> UnsafeMutablePointer<FcFontSet>? {
    guard let set = FcFontSetCreate() else { return nil }
    for font in indices.map({ fonts[$0].pattern }) {
      FcPatternReference(font)
      guard FcFontSetAdd(set, font) != 0 else {
        FcPatternDestroy(font)
        FcFontSetDestroy(set)
        return nil
      }
    }
    return set
  }

  /// The pattern's families bound strongly, compared as fontconfig compares them; nil when one
  /// of them is not plain printable ASCII.
  func strongFamilies(_ pattern: OpaquePointer) -> Set<String>? {
    var strong: Set<String> = []
    // Through an iterator: the object is looked up once, not once per value (a substituted
    // pattern has about a hundred families).
    var iterator = FcPatternIter()
    guard FcPatternFindIter(pattern, &iterator, FC_FAMILY) != 0 else { return strong }
    for index in 0..<FcPatternIterValueCount(pattern, &iterator) {
      var value = FcValue()
      var valueBinding = FcValueBindingWeak
      guard
        FcPatternIterGetValue(pattern, &iterator, index, &value, &valueBinding) == FcResultMatch
      else { break }
      // fontconfig resolves "same" when it substitutes; should one remain, score every font.
      guard valueBinding != FcValueBindingSame else { return nil }
      guard valueBinding == FcValueBindingStrong else { continue }
      guard value.type == FcTypeString, let name = value.u.s.map({ String(cString: $0) }),
        let comparable = Self.comparable(name)
      else { return nil }
      strong.insert(comparable)
    }
    return strong
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

  private static func bool(_ pattern: OpaquePointer, _ object: String) -> Bool? {
    var value: FcBool = 0
    guard FcPatternGetBool(pattern, object, 0, &value) == FcResultMatch else { return nil }
    return value != 0
  }

  private static func add(_ pattern: OpaquePointer, _ object: String, _ value: String) {
    value.withCString { pointer in
      pointer.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
        _ = FcPatternAddString(pattern, object, $0)
      }
    }
  }

  /// A family name as fontconfig compares it (`FcStrCmpIgnoreBlanksAndCase`: spaces skipped,
  /// A–Z lowered), or nil when it is not plain printable ASCII.
  private static func comparable(_ name: String) -> String? {
    var bytes: [UInt8] = []
    for byte in name.utf8 {
      guard byte >= 0x20, byte < 0x7F else { return nil }
      if byte == 0x20 { continue }
      bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether fontconfig's case folding might turn a name that is not plain printable ASCII into one
  /// that is: every other character in it is one whose Unicode case folding is ASCII (ß, ſ, ẞ, the
  /// Kelvin sign, the ﬀ–ﬆ ligatures).
  ///
  /// Any other character stays outside ASCII, and bytes that are not UTF-8 are compared as they
  /// are.
  static func foldsToASCII(_ name: String) -> Bool {
    let folding: Set<UInt32> = [
      0xDF, 0x17F, 0x1E9E, 0x212A, 0xFB00, 0xFB01, 0xFB02, 0xFB03, 0xFB04, 0xFB05, 0xFB06,
    ]
    return name.unicodeScalars.allSatisfy { $0.isASCII || folding.contains($0.value) }
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
