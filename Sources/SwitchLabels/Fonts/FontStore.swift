// The fonts a process measures with: loaded faces, resolved font specs, languages and fallbacks.

internal import CShaping

/// A locale's language as fontconfig wants it, for finding fonts.
struct ShapingLanguage: Sendable {
  /// The locale without extensions, for example `zh-Hant-HK`.
  let locale: LocaleID
  /// The fontconfig language, for example `zh-hk`, or "" when fontconfig knows none.
  let fontconfig: String
  /// The ISO 15924 scripts the locale writes (`["Jpan", "Hani", "Hira", "Kana"]` for `ja`).
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

/// A locale's `hb_language_t`; HarfBuzz interns it for the process's life.
struct HarfBuzzLanguage: @unchecked Sendable {
  /// nil for the root locale (no language).
  let pointer: hb_language_t?

  init(_ locale: LocaleID) {
    let base = locale.base
    pointer = base.isRoot ? nil : hb_language_from_string(base.tag, -1)
  }
}

/// A font spec resolved for a locale (a class, so a cache hit costs one refcount).
final class ResolvedFont: Sendable {
  /// The font source and locale asked for.
  let source: FontSpec.Source
  let locale: LocaleID
  /// The primary face.
  let face: FontFace
  let language: ShapingLanguage
  /// The family fallback fonts are sorted against: the family asked for, or the file's family name.
  let family: String
  /// The weight asked for (CSS scale).
  let weight: Int
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
    harfBuzzLanguage = HarfBuzzLanguage(locale)
  }
}

/// Faces per file, resolved fonts per (font, weight, locale), fallback choices per cluster.
///
/// One per measurer, bounded and thread-safe; only fontconfig's configuration is process-wide.
final class FontStore: Sendable {
  let locator: FontLocator
  /// The font files the faces were loaded from, mapped and hashed once.
  private let files: FontFiles
  /// Loaded faces, a few dozen, so old languages' fonts leave memory.
  private let faces = BoundedCache<FontFile, FontFace>(capacity: 32)
  /// Resolved fonts by (source, weight, locale); see ``resolve(_:locale:)``.
  private let resolved = BoundedCache<ResolvedKey, ResolvedFont>(capacity: 1024)
  /// Fallback choices keep the file, not the face, so that they do not keep the face loaded.
  private let fallbackChoices = BoundedCache<FallbackKey, FontFile?>(capacity: 4096)

  init(locator: FontLocator = FontLocator()) {
    self.locator = locator
    files = FontFiles()
  }

  /// A fallback choice's key: primary font (file, family, weight, language), script and characters.
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

  /// The face of a font file, loaded once.
  func face(_ file: FontFile) throws(MeasureError) -> FontFace {
    if let face = faces.value(for: file) { return face }
    let face = try FontFace.load(file, files: files)
    faces.insert(face, for: file)
    return face
  }

  /// The primary face and language for a font spec in a locale.
  func resolve(_ font: FontSpec, locale: LocaleID) throws(MeasureError) -> ResolvedFont {
    let key = ResolvedKey(font, locale: locale)
    if let hit = resolved.value(for: key) { return hit }
    let language = ShapingLanguage(locale, fontconfig: locator.fontconfigLanguage(locale))
    let face: FontFace
    let family: String
    switch font.source {
    case .family(let name):
      face = try self.face(
        locator.file(family: name, weight: font.weight, language: language.fontconfig))
      family = name
    case .file(let path, let index):
      face = try self.face(FontFile(path: path, index: index))
      family = face.identity.family
    }
    let result = ResolvedFont(
      source: font.source, locale: locale, face: face, language: language, family: family,
      weight: font.weight)
    resolved.insert(result, for: key)
    return result
  }

  /// The fallback face for `scalars` the primary font lacks (`script` nil for symbols), or nil.
  func fallback(for scalars: [UInt32], script: Int32?, primary: ResolvedFont) -> FontFace? {
    let key = FallbackKey(
      primary: primary.face.file, family: primary.family, weight: primary.weight,
      language: primary.language.fontconfig, script: script, scalars: scalars)
    if let choice = fallbackChoices.value(for: key) {
      return choice.flatMap { file in try? self.face(file) }
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
    fallbackChoices.insert(face?.file, for: key)
    return face
  }

  /// The fontconfig language for `script` in `language` text: the locale's own, or the script's.
  func fontconfigLanguage(forScript script: Int32, in language: ShapingLanguage) -> String {
    let name = ICU.scriptName(script)
    if language.scripts.contains(name) { return language.fontconfig }
    return locator.fontconfigLanguage(LocaleID(uncheckedTag: "und-\(name)"))
  }
}
