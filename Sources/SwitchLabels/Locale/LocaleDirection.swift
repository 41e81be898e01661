// The one place a locale's direction is decided.

/// The direction a locale is laid out in, and what decided it.
///
/// The script decides: the script subtag, or the language's likely script in ICU's data
/// (`uloc_isRightToLeft`; a tag without a language, such as `und-x-foo`, has no likely script). A language ICU has no data for has no known script; then the words of
/// the catalog that serves the locale decide (their first strong character), and without a
/// catalog the direction is left to right. ``Basis`` says which rule applied, and the trace shows
/// it.
///
/// ```swift
/// LocaleDirection(of: try LocaleID("ar-EG"), words: nil).direction  // .rightToLeft (script)
/// LocaleDirection(of: try LocaleID("hyw"), words: nil).basis       // .defaultLeftToRight
/// ```
struct LocaleDirection: Hashable, Sendable {
  /// What decided a direction.
  enum Basis: Hashable, Sendable {
    /// The locale's script (its subtag or its likely script).
    case script
    /// No script is known: the catalog's words.
    case catalogWords
    /// No script is known and no catalog's words say: left to right.
    case defaultLeftToRight
  }

  /// The direction.
  let direction: LayoutDirection
  /// What decided it.
  let basis: Basis

  /// The direction of `locale`.
  ///
  /// - Parameters:
  ///   - locale: The locale.
  ///   - words: A text of the catalog that serves the locale (nil when none does); used only when
  ///     ICU knows no script for the locale.
  init(of locale: LocaleID, words: String?) {
    if let rightToLeft = ICULocaleList.icu.rightToLeft[locale.isRoot ? "" : locale.baseID] {
      direction = rightToLeft ? .rightToLeft : .leftToRight
      basis = .script
    } else if let pseudo = PseudoLocale(locale) {
      // A pseudo-locale says (qps-plocm is right to left, though ICU knows no script for it).
      direction = pseudo.direction
      basis = .script
    } else if locale.script != nil || (!locale.language.isEmpty && locale.likelyScript != nil) {
      direction = ICU.Loc.isRightToLeft(locale.icuID) ? .rightToLeft : .leftToRight
      basis = .script
    } else if let words, let fromWords = LayoutDirection.ofParagraph(words) {
      direction = fromWords
      basis = .catalogWords
    } else {
      direction = .leftToRight
      basis = .defaultLeftToRight
    }
  }

  /// Why, when it was not the script; nil when it was.
  var note: String? {
    switch basis {
    case .script: return nil
    case .catalogWords: return "no known script: the catalog's words are \(direction.rawValue)"
    case .defaultLeftToRight: return "no known script and no catalog words: left to right"
    }
  }
}
