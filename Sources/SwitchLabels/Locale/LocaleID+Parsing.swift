// From any identifier a user or an OS hands us to ICU's canonical BCP 47 tag.

extension LocaleID {
  /// The characters of a tag or ICU/POSIX id; others are refused so no path or escape gets in.
  private static let identifierCharacters = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@=;".utf8)

  /// ICU's names for the POSIX "C" locale (mapped to `en_US_POSIX` in `uprv_getDefaultLocaleID`).
  private static let posixDefaultLocaleNames: Set<String> = ["c", "posix"]

  static func canonical(_ input: String) throws(LocaleError) -> (tag: String, icuID: String) {
    let first = try canonicalOnce(input)
    // An ICU-style id's tag must be a fixed point of these rules ("posix-vitpra-piavrt_a" →
    // `posix` → en-US-u-va-posix), else it takes its tag's meaning or is malformed.
    guard input.contains(where: { "_@.".contains($0) }) else { return first }
    let again: (tag: String, icuID: String)
    do {
      again = try canonicalOnce(first.tag)
    } catch {
      throw .malformed(input: input)
    }
    guard again.tag != first.tag else { return first }
    guard (try? canonicalOnce(again.tag))?.tag == again.tag else { throw .malformed(input: input) }
    return again
  }

  /// One pass of ``canonical(_:)``'s rules over `input`.
  private static func canonicalOnce(_ input: String) throws(LocaleError) -> (
    tag: String, icuID: String
  ) {
    let utf8 = Array(input.utf8)
    if utf8.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) {
      throw .empty(input: input)
    }
    guard utf8.count <= maximumLength else { throw .tooLong(input: input, length: input.count) }
    guard utf8.allSatisfy(identifierCharacters.contains) else {
      throw .invalidCharacters(input: input)
    }

    let lowered = input.lowercased()
    if lowered == "root" || lowered == "und" { return ("root", "") }
    var source = input
    // POSIX "language_REGION.codeset@modifier": the codeset names an encoding, not a locale.
    if let dot = source.firstIndex(of: ".") {
      let end = source[dot...].firstIndex(of: "@") ?? source.endIndex
      source.removeSubrange(dot..<end)
    }
    if posixDefaultLocaleNames.contains(source.lowercased()) { source = "en_US_POSIX" }
    source = applyingPOSIXModifier(source)
    // An empty last subtag (`xx__`, `en_`) is ill-formed, though ICU would read past it.
    let base = source.split(separator: "@", omittingEmptySubsequences: false).first ?? ""
    if base.hasSuffix("_") || base.hasSuffix("-") { throw .malformed(input: input) }

    let looksLikeTag = !source.contains("_") && !source.contains("@")
    var tag: String
    do {
      tag = try ICU.Loc.canonicalTag(source, isLanguageTag: looksLikeTag)
    } catch {
      throw .malformed(input: input)
    }
    // An ICU-style id's tag may canonicalise further: take the second form if a fixed point.
    if !looksLikeTag, !tag.contains("-x-lvariant-"),
      let again = try? ICU.Loc.canonicalTag(tag, isLanguageTag: true), again != tag
    {
      guard (try? ICU.Loc.canonicalTag(again, isLanguageTag: true)) == again else {
        throw .malformed(input: input)
      }
      tag = again
    }
    // ICU reads unparseable ids as "und" ("@@@"): only an id saying `und` itself means it.
    let saysUnd =
      looksLikeTag
      || source.lowercased().split(whereSeparator: { "_-@".contains($0) }).first == "und"
    guard !tag.isEmpty, saysUnd || (tag != "und" && !tag.hasPrefix("und-")) else {
      throw .malformed(input: input)
    }
    if tag == "und" { return ("root", "") }
    // Non-BCP 47 variants become `-x-lvariant-`, some unstable: a canonical tag is a fixed point.
    if tag.contains("-x-lvariant-"),
      (try? ICU.Loc.canonicalTag(tag, isLanguageTag: true)) != tag
    {
      throw .malformed(input: input)
    }
    // Well-formed is enough: unknown languages (hyw) and `x-foo` (→ `und-x-foo`) are locales.
    let id = (try? ICU.Loc.identifier(forTag: tag)) ?? ""
    // A pseudo-locale keeps the name its platform gives it (ICU reads `qps-ploc` as a script).
    if let pseudo = PseudoLocale(tag: tag) { return (pseudo.rawValue, id) }
    return (tag, id)
  }

  /// glibc modifiers naming a script (`sr_RS@latin`) or currency; as ICU variants they would send
  /// Latin Serbian to Cyrillic data.
  static let posixModifierScripts: [String: String] = [
    "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "iqtelif": "Latn", "euro": "",
  ]

  /// `sr_RS@latin` → `sr_Latn_RS`; `de_DE@euro` → `de_DE`; anything else unchanged.
  private static func applyingPOSIXModifier(_ id: String) -> String {
    guard let at = id.firstIndex(of: "@") else { return id }
    let modifier = id[id.index(after: at)...].lowercased()
    guard let script = posixModifierScripts[modifier] else { return id }
    let base = String(id[..<at])
    return ICULocaleList.compose(
      ICU.Loc.language(base), script.isEmpty ? ICU.Loc.script(base) : script,
      ICU.Loc.region(base), ICU.Loc.variant(base))
  }
}
