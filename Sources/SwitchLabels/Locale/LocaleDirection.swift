// The one place a locale's direction is decided.

/// The direction a locale is laid out in, and what decided it.
///
/// The script decides (its subtag or likely script, `uloc_isRightToLeft`), else the first strong
/// character of the serving catalog's words, else left to right.
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

  let direction: LayoutDirection
  let basis: Basis

  /// The direction of `locale`; the catalog's `words` count only when no script is known.
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
