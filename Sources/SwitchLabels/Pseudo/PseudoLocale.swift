// Pseudo-locales: fake translations made from the source language's words, to break layouts
// before translators do.

/// A pseudo-locale: a locale whose labels are made from the source language's words, so a layout
/// meets long, accented, right-to-left or East Asian text before any translation exists.
///
/// Five are known, by the identifiers Android and Windows give them, and each is accepted
/// wherever a locale identifier is (``LocaleID/init(_:)-(String)``, `resolve`, `audit`, `render`):
///
/// | identifier  | case          | the words become                                          |
/// |-------------|---------------|-----------------------------------------------------------|
/// | `en-XA`     | ``accented``  | `[Öñ åçé]`: accented, expanded by the *most* of IBM's band |
/// | `ar-XB`     | ``bidi``      | each word right to left (RLM RLO … PDF RLM); mirrored control |
/// | `qps-ploc`  | ``padded``    | `[Öñ !]`: accented, padded by the *least* of IBM's band    |
/// | `qps-plocm` | ``mirrored``  | the padded text, each word right to left; mirrored control  |
/// | `qps-ploca` | ``eastAsian`` | `［Ｏｎ］`: fullwidth forms, drawn by an East Asian font       |
///
/// The text is derived deterministically from the words of the catalog set's source language
/// (``CatalogSet/sourceLocale``: English for ours, the app's source language for an app's strings),
/// and the trace of a resolution says how it was made.
///
/// ## The expansion table
/// How much longer a translation of English text gets depends on the text's length: IBM's
/// globalization guideline ("Guidelines to design global solutions", the table of additional
/// physical space needed by the English text's length, reproduced by W3C Internationalization in
/// Richard Ishida's "Text size in translation", 2007,
/// <https://www.w3.org/International/articles/article-text-size>) gives, for up to 10 characters
/// 100–200 % more, 11–20: 80–100 %, 21–30: 60–80 %, 31–50: 40–60 %, 51–70: 31–40 %, over 70: 30 %.
/// ``expansionTable`` holds it; ``accented`` grows a text by its band's most, ``padded`` and
/// ``mirrored`` by its least (always at least a space and one padding character, so the padding
/// can be told from the words). Lengths count characters (grapheme clusters), brackets excluded.
///
/// Android's pseudo-locales (`en-XA`, `ar-XB`; AOSP `frameworks/base/tools/aapt2/compile/
/// Pseudolocalizer.cpp`) accent, expand and bracket, or override each word's direction with
/// RLM RLO … PDF RLM; Windows names `qps-ploc`, `qps-plocm` and `qps-ploca` its base, mirrored and
/// East Asian pseudo-locales (Microsoft Learn, "Pseudo-locales", Win32 NLS). The accent map here
/// is this library's own: one precomposed letter per ASCII letter, upper case mapping to upper
/// case (`å`/`Å`), so ``sourceText(of:)`` turns the pseudo text back into the words.
public enum PseudoLocale: String, CaseIterable, Sendable, Hashable, Codable,
  CustomStringConvertible
{
  /// `en-XA`: accented, expanded by the most of the text's band of ``expansionTable``,
  /// bracketed (`On` → `[Öñ åçé]`).
  case accented = "en-XA"
  /// `ar-XB`: the words unchanged, each drawn right to left through RLM RLO … PDF RLM; the
  /// locale is right-to-left, so the control mirrors.
  case bidi = "ar-XB"
  /// `qps-ploc`: accented, padded with `!` by the least of the text's band, bracketed
  /// (`On` → `[Öñ !]`).
  case padded = "qps-ploc"
  /// `qps-plocm`: the ``padded`` text with each word right to left; the locale is
  /// right-to-left, so the control mirrors.
  case mirrored = "qps-plocm"
  /// `qps-ploca`: fullwidth forms (`On` → `［Ｏｎ］`), wider and taller, drawn by an East Asian font.
  case eastAsian = "qps-ploca"

  /// The pseudo-locale `locale` names, or nil when it is not one.
  public init?(_ locale: LocaleID) {
    self.init(tag: locale.tag)
  }

  /// The pseudo-locale a tag names, in any case (`qps-Ploc`, ICU's canonical form of `qps-ploc`,
  /// included).
  init?(tag: String) {
    let count = tag.utf8.count
    guard count == 5 || count == 8 || count == 9 else { return nil }
    switch tag.lowercased() {
    case "en-xa": self = .accented
    case "ar-xb": self = .bidi
    case "qps-ploc": self = .padded
    case "qps-plocm": self = .mirrored
    case "qps-ploca": self = .eastAsian
    default: return nil
    }
  }

  /// The locale, for example `en-XA`.
  public var locale: LocaleID { LocaleID(uncheckedTag: rawValue) }

  /// The identifier, for example `en-XA`.
  public var description: String { rawValue }

  /// The direction the pseudo-locale is laid out in: right to left for ``bidi`` and ``mirrored``.
  public var direction: LayoutDirection {
    switch self {
    case .bidi, .mirrored: return .rightToLeft
    case .accented, .padded, .eastAsian: return .leftToRight
    }
  }

  /// How the text is made, for traces and provenance.
  public var method: String {
    switch self {
    case .accented:
      return "accented, expanded by the most of IBM's text-expansion band for its length, "
        + "bracketed (Android's en-XA)"
    case .bidi:
      return "each word drawn right to left (RLM RLO … PDF RLM), control mirrored (Android's ar-XB)"
    case .padded:
      return "accented, padded with ! by the least of IBM's text-expansion band for its length, "
        + "bracketed (Windows' qps-ploc)"
    case .mirrored:
      return "accented and padded as qps-ploc, each word drawn right to left, control mirrored "
        + "(Windows' qps-plocm)"
    case .eastAsian:
      return "fullwidth forms, drawn by an East Asian font, bracketed (Windows' qps-ploca)"
    }
  }

  /// The label text this pseudo-locale makes of `source`.
  ///
  /// ```swift
  /// PseudoLocale.accented.text(for: "On")   // "[Öñ åçé]"
  /// PseudoLocale.padded.text(for: "On")     // "[Öñ !]"
  /// PseudoLocale.eastAsian.text(for: "On")  // "［Ｏｎ］"
  /// ```
  public func text(for source: String) -> String {
    guard !source.isEmpty else { return source }
    switch self {
    case .accented:
      return "[" + PseudoText.accenting(source) + PseudoText.padding(for: source, band: .most) + "]"
    case .bidi:
      return PseudoText.rightToLeftWords(source)
    case .padded:
      return "[" + PseudoText.accenting(source) + PseudoText.padding(for: source, band: .least)
        + "]"
    case .mirrored:
      return PseudoText.rightToLeftWords(Self.padded.text(for: source))
    case .eastAsian:
      return "［" + PseudoText.fullwidth(source) + "］"
    }
  }

  /// The spoken text this pseudo-locale makes of `source`: the same letters without brackets,
  /// padding or bidi controls (a screen reader reads the words, not the room or the direction
  /// they are drawn in).
  public func spokenText(for source: String) -> String {
    switch self {
    case .accented, .padded, .mirrored: return PseudoText.accenting(source)
    case .bidi: return source
    case .eastAsian: return PseudoText.fullwidth(source)
    }
  }

  /// The source words a text of this pseudo-locale was made from: controls, brackets and padding
  /// removed, accents and fullwidth forms mapped back (exact for source text without the accent
  /// map's own letters).
  ///
  /// ```swift
  /// PseudoLocale.accented.sourceText(of: "[Öñ åçé]")  // "On"
  /// ```
  public func sourceText(of text: String) -> String {
    var body = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { !PseudoText.controls.contains($0) }))
    let brackets: (open: Character, close: Character) =
      self == .eastAsian ? ("［", "］") : ("[", "]")
    if self != .bidi, body.first == brackets.open, body.last == brackets.close {
      body = String(body.dropFirst().dropLast())
    }
    switch self {
    case .accented, .padded, .mirrored:
      if let space = body.lastIndex(of: " ") { body = String(body[..<space]) }
      return PseudoText.unaccenting(body)
    case .bidi:
      return body
    case .eastAsian:
      return PseudoText.halfwidth(body)
    }
  }

  /// IBM's text-expansion table: for English text of up to `length` characters, the least and the
  /// most additional room a translation needs, in percent of the length (see the type's
  /// documentation for the source).
  public static let expansionTable: [(length: Int, least: Int, most: Int)] = [
    (10, 100, 200), (20, 80, 100), (30, 60, 80), (50, 40, 60), (70, 31, 40), (Int.max, 30, 30),
  ]

  /// The number of characters ``expansionTable`` adds to a text of `length` characters, at the
  /// least or the most of its band (rounded up; at least 2: a space and one padding character).
  ///
  /// ```swift
  /// PseudoLocale.addedLength(for: 2, band: .most)    // 4: "On" grows to 6 characters
  /// PseudoLocale.addedLength(for: 15, band: .least)  // 12
  /// ```
  public static func addedLength(for length: Int, band: ExpansionBand) -> Int {
    guard length > 0 else { return 0 }
    let row = expansionTable.first { length <= $0.length } ?? (Int.max, 30, 30)
    let percent = band == .most ? row.most : row.least
    return max(2, (length * percent + 99) / 100)
  }

  /// Which end of a band of ``expansionTable`` a pseudo-locale grows text by.
  public enum ExpansionBand: String, Sendable, Hashable, CaseIterable {
    /// The least additional room of the band (Windows' `qps-ploc`, `qps-plocm`).
    case least
    /// The most additional room of the band (Android's `en-XA`).
    case most
  }
}

extension LocaleID {
  /// The pseudo-locale this locale is, if it is one (`en-XA`, `ar-XB`, `qps-ploc`, `qps-plocm`,
  /// `qps-ploca`).
  public var pseudoLocale: PseudoLocale? { PseudoLocale(self) }
}
