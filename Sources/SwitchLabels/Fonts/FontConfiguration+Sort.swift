// fontconfig's sort for fallback fonts, computed from the fonts that can matter instead of all.

internal import CShaping

/// A pattern substituted for a family, weight and language (see
/// ``FontConfiguration/pattern(family:weight:language:)``), kept for the match and the sorts that
/// follow, and destroyed with this object.
///
/// Thread safety: the pattern is complete before `init` and only read afterwards (fontconfig's
/// matching and sorting take it as `const`; patterns are safe for read-only use from many
/// threads), hence `@unchecked Sendable`.
final class SubstitutedPattern: @unchecked Sendable {
  /// `FcPattern *`, owned.
  let pointer: OpaquePointer
  /// Whether the configuration put other families before the requested one (an alias).
  let isAlias: Bool
  /// The address of the pattern's element array, held so that LeakSanitizer sees the elements.
  ///
  /// The pattern itself records them as an offset from its own address (`elts_offset`), not a
  /// pointer, so a pattern kept until the process exits was reported as leaked. The public
  /// `FcPatternIterStart` puts the address in its iterator's first word.
  private let elements: UnsafeMutableRawPointer?

  init(_ pointer: OpaquePointer, isAlias: Bool) {
    self.pointer = pointer
    self.isAlias = isAlias
    var iterator = FcPatternIter()
    FcPatternIterStart(pointer, &iterator)
    elements = iterator.dummy1
  }

  deinit { FcPatternDestroy(pointer) }
}

extension FontConfiguration {
  /// fontconfig's sort of every installed font for `pattern`, best first, but only the fonts
  /// covering `scalar` (and the language winners).
  ///
  /// Scoring those alone gives them in the order of `FcFontSort` (untrimmed) at a fraction of the
  /// cost. The caller destroys the set with `FcFontSetSortDestroy`.
  ///
  /// Why the order is the same (fontconfig 2.14's `FcFontSetSort`, in `fcmatch.c`): each font's
  /// score depends on the pattern and the font alone, and the sort (glibc's `qsort`, a stable
  /// merge sort) keeps fonts of equal score in the order of the set, which a subset keeps. One
  /// step looks at other fonts: walking the sorted fonts, the first font to satisfy each of the
  /// pattern's languages keeps its language score and every other font's becomes 10000, and then
  /// the fonts are sorted again. Those first fonts are the `winners` (see
  /// ``languageWinners(_:)``); with them in the subset, the walk decides every font of the subset
  /// as it does over all fonts (the fonts left out satisfy no language first and change nothing).
  ///
  /// - Parameters:
  ///   - pattern: The substituted pattern.
  ///   - scalar: The character the fonts must cover.
  ///   - winners: The pattern's language winners, from ``languageWinners(_:)``.
  /// - Returns: The fonts covering `scalar` (and the winners), best first; nil when fontconfig
  ///   cannot sort.
  func sort(_ pattern: OpaquePointer, covering scalar: UInt32, winners: [Int])
    -> UnsafeMutablePointer<FcFontSet>?
  {
    var included = Set(winners)
    for (index, font) in fonts.enumerated() {
      if let charset = font.charset, FcCharSetHasChar(charset, scalar) != 0 {
        included.insert(index)
      }
    }
    guard let set = fontSet(included.sorted()) else { return nil }
    defer { FcFontSetDestroy(set) }
    var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
    var result = FcResultNoMatch
    return FcFontSetSort(config, &sets, 1, pattern, 0, nil, &result)
  }

  /// The fonts that keep their language score in fontconfig's sort for `pattern` (see
  /// ``sort(_:covering:winners:)``), as indices into the installed fonts; nil when the shortcut
  /// does not apply (another fontconfig version, a language that is not a plain string, ten
  /// languages or more) and every font must be sorted.
  ///
  /// The walk gives each of the pattern's languages, in order, to the first sorted font that
  /// satisfies it (`FcLangSetHasLang`: the same language, or another country) and has not taken
  /// an earlier one: for language *i*, the best font (`FcFontSetMatch`: the first of equals, as
  /// the stable sort puts it) among those satisfying *i* but the winners of languages before it.
  ///
  /// The font fontconfig's match picked for the same pattern, when known, is the best of all
  /// fonts, so it wins the first language it satisfies without another match.
  ///
  /// - Parameters:
  ///   - pattern: The substituted pattern.
  ///   - satisfying: The fonts satisfying each language, as found before (the caller's): the same
  ///     two or three languages come back in most patterns.
  ///   - matched: The index of the font `FcFontMatch` picks for `pattern`, or nil.
  /// - Returns: The winners, in the order of the pattern's languages.
  func languageWinners(
    _ pattern: OpaquePointer, satisfying: BoundedCache<String, [Int]>, matched: Int? = nil
  ) -> [Int]? {
    guard matchesWithinFamilies, languagesAreSets else { return nil }
    var languages: [UnsafePointer<FcChar8>] = []
    while true {
      var value = FcValue()
      guard FcPatternGet(pattern, FC_LANG, Int32(languages.count), &value) == FcResultMatch
      else { break }
      guard value.type == FcTypeString, let language = value.u.s else { return nil }
      languages.append(language)
    }
    // A language's score is 1000 × match + 100 × its place: the walk looks only at fonts scoring
    // under 2000, which a satisfying font does only within the first ten languages.
    guard languages.count < 10 else { return nil }
    let strong = strongFamilies(pattern)
    var winners: [Int] = []
    for language in languages {
      let name = String(cString: language)
      let satisfiers = satisfying.value(for: name, orInsert: { self.fonts(satisfying: language) })
      let candidates = satisfiers.filter { !winners.contains($0) }
      guard !candidates.isEmpty else { continue }
      if let matched, candidates.contains(matched) {
        winners.append(matched)
        continue
      }
      guard let best = best(of: candidates, pattern, strong: strong) else { return nil }
      winners.append(best)
    }
    return winners
  }

  /// The fonts (indices, in fontconfig's order) whose languages satisfy `language` as the sort's
  /// walk asks (`FcLangSetHasLang`: the same language, or another country).
  func fonts(satisfying language: UnsafePointer<FcChar8>) -> [Int] {
    fonts.indices.filter { index in
      guard let set = fonts[index].languages else { return false }
      let result = FcLangSetHasLang(set, language)
      return result == FcLangEqual || result == FcLangDifferentCountry
    }
  }

  /// The font `FcFontSetMatch` picks among `indices` for `pattern` (scoring only the strongly
  /// bound families' fonts when ``familyFonts(_:_:among:)`` allows it); nil when fontconfig
  /// cannot match or its answer is not one installed font.
  private func best(of indices: [Int], _ pattern: OpaquePointer, strong: Set<String>?) -> Int? {
    let candidates = strong.flatMap { familyFonts($0, pattern, among: Set(indices)) } ?? indices
    if candidates.count == 1 { return candidates[0] }
    guard let set = fontSet(candidates) else { return nil }
    defer { FcFontSetDestroy(set) }
    var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
    var result = FcResultNoMatch
    guard let match = FcFontSetMatch(config, &sets, 1, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    let file = Self.string(match, FC_FILE, 0)
    let faceIndex = Self.integer(match, FC_INDEX)
    let found = candidates.filter {
      Self.string(fonts[$0].pattern, FC_FILE, 0) == file
        && Self.integer(fonts[$0].pattern, FC_INDEX) == faceIndex
    }
    return found.count == 1 ? found[0] : nil
  }
}
