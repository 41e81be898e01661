// Pseudo-locales: fake translations made from the source words, to break layouts early.

/// A pseudo-locale: a locale whose labels are made from the source language's words, so a layout
/// meets long, accented, right-to-left or East Asian text before any translation exists.
///
/// Five are known, by their Android and Windows identifiers, each usable as a locale identifier:
///
/// | identifier  | case          | the words become                                          |
/// |-------------|---------------|-----------------------------------------------------------|
/// | `en-XA`     | ``accented``  | `[Öñ åçé]`: accented, expanded by the *most* of IBM's band |
/// | `ar-XB`     | ``bidi``      | each word right to left (RLM RLO … PDF RLM); mirrored control |
/// | `qps-ploc`  | ``padded``    | `[Öñ !]`: accented, padded by the *least* of IBM's band    |
/// | `qps-plocm` | ``mirrored``  | the padded text, each word right to left; mirrored control  |
/// | `qps-ploca` | ``eastAsian`` | `［Ｏｎ］`: fullwidth forms, drawn by an East Asian font       |
///
/// The text is made deterministically from the words of the set's ``CatalogSet/sourceLocale``.
///
/// Expansion follows IBM's globalization guideline ("Guidelines to design global solutions", as
/// reproduced in W3C's "Text size in translation",
/// <https://www.w3.org/International/articles/article-text-size>), held in ``expansionTable``:
/// ``accented`` grows a text by its band's most, ``padded`` and ``mirrored`` by its least (at least
/// a space and one padding character). Lengths count grapheme clusters, brackets excluded.
///
/// Android's pseudo-locales follow AOSP `frameworks/base/tools/aapt2/compile/Pseudolocalizer.cpp`;
/// Windows names `qps-ploc`, `qps-plocm` and `qps-ploca` (Microsoft Learn, "Pseudo-locales", Win32
/// NLS). The accent map is ours: one precomposed letter per ASCII letter, case-consistent, so
/// ``sourceText(of:)`` turns pseudo text back into the words.
public enum PseudoLocale: String, CaseIterable, Sendable, Hashable, Codable,
  CustomStringConvertible
{
  /// `en-XA`: accented, expanded by its band's most, bracketed (`On` → `[Öñ åçé]`).
  case accented = "en-XA"
  /// `ar-XB`: the words each drawn right to left (RLM RLO … PDF RLM), in a right-to-left locale.
  case bidi = "ar-XB"
  /// `qps-ploc`: accented, padded with `!` by its band's least, bracketed (`On` → `[Öñ !]`).
  case padded = "qps-ploc"
  /// `qps-plocm`: the ``padded`` text with each word right to left, in a right-to-left locale.
  case mirrored = "qps-plocm"
  /// `qps-ploca`: fullwidth forms (`On` → `［Ｏｎ］`), wider and taller, drawn by an East Asian font.
  case eastAsian = "qps-ploca"

  /// The pseudo-locale `locale` names, or nil when it is not one.
  public init?(_ locale: LocaleID) {
    self.init(tag: locale.tag)
  }

  /// The pseudo-locale a tag names, in any case (ICU's `qps-Ploc` included).
  init?(tag: String) {
    let count = tag.utf8.count
    guard count == 5 || count == 8 || count == 9,
      let pseudo = Self.allCases.first(where: { $0.rawValue.lowercased() == tag.lowercased() })
    else { return nil }
    self = pseudo
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

  /// The label text this pseudo-locale makes of `source` (``accented``: `On` → `[Öñ åçé]`).
  public func text(for source: String) -> String {
    guard !source.isEmpty else { return source }
    switch self {
    case .accented, .padded:
      let band: ExpansionBand = self == .accented ? .most : .least
      return "[" + PseudoText.accenting(source) + PseudoText.padding(for: source, band: band) + "]"
    case .bidi:
      return PseudoText.rightToLeftWords(source)
    case .mirrored:
      return PseudoText.rightToLeftWords(Self.padded.text(for: source))
    case .eastAsian:
      return "［" + PseudoText.fullwidth(source) + "］"
    }
  }

  /// The spoken text of `source`: its letters without brackets, padding or bidi controls.
  public func spokenText(for source: String) -> String {
    switch self {
    case .accented, .padded, .mirrored: return PseudoText.accenting(source)
    case .bidi: return source
    case .eastAsian: return PseudoText.fullwidth(source)
    }
  }

  /// The source words a text of this pseudo-locale was made from (`[Öñ åçé]` → `On`), exact
  /// unless the source had the accent map's letters.
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

  /// IBM's text-expansion table: the least and most percent added to text up to `length`.
  public static let expansionTable: [(length: Int, least: Int, most: Int)] = [
    (10, 100, 200), (20, 80, 100), (30, 60, 80), (50, 40, 60), (70, 31, 40), (Int.max, 30, 30),
  ]

  /// The characters ``expansionTable`` adds to `length` at `band`, rounded up, at least 2.
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
  /// The pseudo-locale this locale is, if it is one.
  public var pseudoLocale: PseudoLocale? { PseudoLocale(self) }
}
