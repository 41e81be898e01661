// The fonts a process measures with: loaded faces, resolved font specs, languages and fallbacks.

internal import CShaping

/// A locale's language as fontconfig wants it, for finding fonts.
struct ShapingLanguage: Sendable {
  /// The locale without extensions, for example `zh-Hant-HK`.
  let locale: LocaleID
  /// The fontconfig language, for example `zh-hk`, or "" when fontconfig knows none.
  let fontconfig: String
  /// The ISO 15924 scripts the locale writes, for example `["Jpan", "Hani", "Hira", "Kana"]` for
  /// `ja`.
  let scripts: [String]

  init(_ locale: LocaleID, fontconfig: String) {
    let base = locale.base
    self.locale = base
    self.fontconfig = fontconfig
    if base.isRoot {
      scripts = []
      return
    }
    let script = base.maximized.script ?? "Latn"
    let parts: [String: [String]] = [
      "Jpan": ["Hani", "Hira", "Kana"], "Kore": ["Hang", "Hani"], "Hans": ["Hani"],
      "Hant": ["Hani"],
    ]
    scripts = [script] + (parts[script] ?? [])
  }
}

/// A locale's `hb_language_t`, for language-specific forms (Serbian italics, Urdu digits…).
///
/// HarfBuzz interns languages for the life of the process and never changes them
/// (`hb_language_from_string` returns the same pointer for the same tag), so one may be shared
/// between threads: that is why this is `@unchecked Sendable`.
struct HarfBuzzLanguage: @unchecked Sendable {
  /// nil for the root locale (no language).
  let pointer: hb_language_t?

  init(_ locale: LocaleID) {
    let base = locale.base
    pointer = base.isRoot ? nil : hb_language_from_string(base.tag, -1)
  }
}

/// A font spec resolved for a locale: the primary face and what fallback needs.
///
/// A class, so that handing one out of the cache costs one reference count, not one per field.
final class ResolvedFont: Sendable {
  /// The font source and locale asked for.
  let source: FontSpec.Source
  let locale: LocaleID
  /// The primary face.
  let face: FontFace
  /// The locale's language.
  let language: ShapingLanguage
  /// The family that fallback fonts are sorted against: the family asked for, or the family name
  /// in the file.
  let family: String
  /// The weight asked for (CSS scale).
  let weight: Int
  /// `[face.identity]`, made once: most text is measured in the primary font alone.
  let fonts: [FontIdentity]
  /// The locale's language for HarfBuzz.
  let harfBuzzLanguage: HarfBuzzLanguage

  init(
    source: FontSpec.Source, locale: LocaleID, face: FontFace, language: ShapingLanguage,
    family: String, weight: Int
  ) {
    self.source = source
    self.locale = locale
    self.face = face
    self.language = language
    self.family = family
    self.weight = weight
    fonts = [face.identity]
    harfBuzzLanguage = HarfBuzzLanguage(locale)
  }
}

/// Faces per file, resolved fonts per (font, weight, locale), fallback choices per cluster.
///
/// A store belongs to its measurer (one per ``HarfBuzzMeasurer``), as do its locator and its
/// mapped files: nothing here is process-wide but fontconfig's configuration
/// (``FontConfiguration/process``). Every cache is bounded (see ``BoundedCache``) and safe from any
/// thread. Faces evicted from the cache stay alive as long as a measurement in progress holds them.
final class FontStore: Sendable {
  let locator: FontLocator
  /// The font files the faces were loaded from, mapped and hashed once.
  private let files: FontFiles
  /// Loaded faces: a face holds its file's read pages and HarfBuzz's tables (a CJK collection's
  /// four regional faces, many megabytes), so only the last few dozen are kept and a language's
  /// fonts leave memory once the work has moved on to other languages; loading one again is
  /// cheap beside the memory a whole matrix's faces would hold.
  private let faces = BoundedCache<FontFile, FontFace>(capacity: 32)
  /// Resolved fonts by (source, weight, locale); see ``resolve(_:locale:)``.
  private let resolved = BoundedCache<ResolvedKey, ResolvedFont>(capacity: 1024)
  private let fallbackChoices = BoundedCache<FallbackKey, FallbackChoice>(capacity: 4096)
  private let scriptLanguages = BoundedCache<Int32, String>(capacity: 512)

  /// Creates a store with its own locator, or `locator`.
  init(locator: FontLocator = FontLocator()) {
    self.locator = locator
    files = FontFiles()
  }

  /// A fallback choice depends on the primary font (its file, family, weight and language), the
  /// script and the characters: values, so the choice outlives the primary's cache entry.
  private struct FallbackKey: Hashable, Sendable {
    let primary: FontFile
    let family: String
    let weight: Int
    let language: String
    let script: Int32?
    let scalars: [UInt32]
  }

  /// What a resolved font depends on: the font spec without its size, and the locale.
  private struct ResolvedKey: Hashable, Sendable {
    /// The family, or the file's path, by its exact bytes.
    let name: ExactText
    /// The file's face index; nil for a family.
    let faceIndex: Int?
    let weight: Int
    let locale: LocaleID

    init(_ font: FontSpec, locale: LocaleID) {
      switch font.source {
      case .family(let family):
        name = ExactText(family)
        faceIndex = nil
      case .file(let path, let index):
        name = ExactText(path)
        faceIndex = index
      }
      weight = font.weight
      self.locale = locale
    }
  }

  /// A fallback choice keeps the file, not the face, so that it does not keep the face loaded.
  private struct FallbackChoice: Sendable {
    let file: FontFile?
  }

  /// The face of a font file, loaded once.
  ///
  /// - Throws: ``MeasureError/unreadableFont(path:reason:)``.
  func face(_ file: FontFile) throws(MeasureError) -> FontFace {
    if let face = faces.value(for: file) { return face }
    let face = try FontFace.load(file, files: files)
    faces.insert(face, for: file)
    return face
  }

  /// The primary face and language for a font spec in a locale.
  ///
  /// - Throws: ``MeasureError/fontNotFound(family:)`` or ``MeasureError/unreadableFont(path:reason:)``.
  func resolve(_ font: FontSpec, locale: LocaleID) throws(MeasureError) -> ResolvedFont {
    let key = ResolvedKey(font, locale: locale)
    if let hit = resolved.value(for: key) { return hit }
    let language = ShapingLanguage(locale, fontconfig: locator.fontconfigLanguage(locale))
    let result: ResolvedFont
    switch font.source {
    case .family(let family):
      let file = try locator.file(
        family: family, weight: font.weight, language: language.fontconfig)
      result = ResolvedFont(
        source: font.source, locale: locale, face: try face(file), language: language,
        family: family, weight: font.weight)
    case .file(let path, let index):
      let face = try face(FontFile(path: path, index: index))
      result = ResolvedFont(
        source: font.source, locale: locale, face: face, language: language,
        family: face.identity.family, weight: font.weight)
    }
    resolved.insert(result, for: key)
    return result
  }

  /// The fallback face for a cluster the primary font does not cover, or nil when no installed
  /// font covers its first character.
  ///
  /// - Parameters:
  ///   - scalars: The characters of the cluster that need a glyph, base first.
  ///   - script: The cluster's `UScriptCode`, or nil for a neutral cluster (symbols, emoji).
  ///   - primary: The font the cluster's text asked for.
  /// - Returns: The face that draws the cluster, or nil.
  func fallback(for scalars: [UInt32], script: Int32?, primary: ResolvedFont) -> FontFace? {
    let key = FallbackKey(
      primary: primary.face.file, family: primary.family, weight: primary.weight,
      language: primary.language.fontconfig, script: script, scalars: scalars)
    if let choice = fallbackChoices.value(for: key) {
      return choice.file.flatMap { file in try? self.face(file) }
    }
    let language =
      script.map { fontconfigLanguage(forScript: $0, in: primary.language) }
      ?? primary.language.fontconfig
    var partial: FontFace? = nil
    var chosen: FontFace? = nil
    let candidates = locator.fallbacks(
      for: scalars, family: primary.family, weight: primary.weight, language: language,
      excluding: primary.face.file)
    for file in candidates {
      guard let face = try? face(file) else { continue }
      if scalars.allSatisfy(face.covers) {
        chosen = face
        break
      }
      if partial == nil, let first = scalars.first, face.covers(first) { partial = face }
    }
    let face = chosen ?? partial
    fallbackChoices.insert(FallbackChoice(file: face?.file), for: key)
    return face
  }

  /// The fontconfig language to find fonts for characters of `script` in text of `language`: the
  /// locale's own when it writes that script (Han in `zh-Hant` → `zh-tw`), else the likely language
  /// of the script (`Arab` → `ar`, `Hani` → `zh-cn`, `Deva` → `hi`).
  func fontconfigLanguage(forScript script: Int32, in language: ShapingLanguage) -> String {
    let name = ICU.scriptName(script)
    if language.scripts.contains(name) { return language.fontconfig }
    if let cached = scriptLanguages.value(for: script) { return cached }
    let likely = locator.fontconfigLanguage(LocaleID(uncheckedTag: "und-\(name)"))
    scriptLanguages.insert(likely, for: script)
    return likely
  }
}
