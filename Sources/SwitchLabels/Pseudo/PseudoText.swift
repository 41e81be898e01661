// The text transformations pseudo-locales are made of, each with its inverse.

/// The building blocks of ``PseudoLocale``'s text, each reversible.
enum PseudoText {
  /// Each ASCII letter's accented stand-in: one distinct NFC letter, case-consistent, so
  /// upper-casing a pseudo text gives the upper-cased words' pseudo text.
  static let accents: [Unicode.Scalar: Unicode.Scalar] = Dictionary(
    uniqueKeysWithValues: zip(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars,
      "åƀçďéƒĝĥîĵķļḿñöṕɋŕšţûṽŵẋýžÅɃÇĎÉƑĜĤÎĴĶĻḾÑÖṔɊŔŠŢÛṼŴẊÝŽ".unicodeScalars))

  /// The inverse of ``accents``.
  static let unaccents: [Unicode.Scalar: Unicode.Scalar] = Dictionary(
    uniqueKeysWithValues: accents.map { ($0.value, $0.key) })

  /// The bidi controls ``rightToLeftWords(_:)`` adds: RLM, RLO and PDF.
  static let controls: Set<Unicode.Scalar> = ["\u{200F}", "\u{202E}", "\u{202C}"]

  /// `text` with every ASCII letter replaced by its accented stand-in.
  static func accenting(_ text: String) -> String {
    mapping(text) { accents[$0] }
  }

  /// `text` with every accented stand-in replaced by its ASCII letter.
  static func unaccenting(_ text: String) -> String {
    mapping(text) { unaccents[$0] }
  }

  /// The padding for `text`: a space, then accented letters (most) or `!` (least, as Windows).
  static func padding(for text: String, band: PseudoLocale.ExpansionBand) -> String {
    let added = PseudoLocale.addedLength(for: text.count, band: band)
    guard added > 0 else { return "" }
    let letters: [Unicode.Scalar] = (0..<(added - 1)).map {
      band == .most ? paddingLetters[$0 % paddingLetters.count] : "!"
    }
    return " " + String(String.UnicodeScalarView(letters))
  }

  /// The letters `en-XA` pads with, in a fixed order: the lower-case accented stand-ins.
  private static let paddingLetters: [Unicode.Scalar] = accents.values.filter {
    $0.properties.isLowercase
  }.sorted()

  /// `text` with each word wrapped in RLM RLO … PDF RLM, as Android's `ar-XB` does.
  static func rightToLeftWords(_ text: String) -> String {
    var result = ""
    var inWord = false
    for scalar in text.unicodeScalars {
      let space = scalar.properties.isWhitespace
      if !space, !inWord { result.unicodeScalars.append(contentsOf: ["\u{200F}", "\u{202E}"]) }
      if space, inWord { result.unicodeScalars.append(contentsOf: ["\u{202C}", "\u{200F}"]) }
      inWord = !space
      result.unicodeScalars.append(scalar)
    }
    if inWord { result.unicodeScalars.append(contentsOf: ["\u{202C}", "\u{200F}"]) }
    return result
  }

  /// `text` with printable ASCII in fullwidth forms (U+FF01–U+FF5E), spaces as U+3000.
  static func fullwidth(_ text: String) -> String {
    mapping(text) { scalar in
      switch scalar.value {
      case 0x20: return "\u{3000}"
      case 0x21...0x7E: return Unicode.Scalar(scalar.value + 0xFEE0)
      default: return nil
      }
    }
  }

  /// The inverse of ``fullwidth(_:)``.
  static func halfwidth(_ text: String) -> String {
    mapping(text) { scalar in
      switch scalar.value {
      case 0x3000: return " "
      case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0)
      default: return nil
      }
    }
  }

  /// `text` with each scalar `replacement` names replaced, the others kept.
  private static func mapping(
    _ text: String, _ replacement: (Unicode.Scalar) -> Unicode.Scalar?
  ) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(replacement(scalar) ?? scalar) }
    return String(result)
  }
}

extension PseudoText {
  /// A pseudo text as SVG character data: each RLO … PDF run a `<tspan
  /// unicode-bidi="bidi-override" direction="rtl">`, RLMs dropped, the rest escaped by
  /// ``SafeText/xml(_:)``; nil without balanced overrides.
  static func svgMarkup(_ text: String) -> String? {
    guard text.unicodeScalars.contains("\u{202E}") else { return nil }
    var markup = ""
    var run = ""
    var depth = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{200F}" where depth == 0: continue
      case "\u{202E}" where depth == 0:
        markup += SafeText.xml(run)
        run = ""
        depth = 1
      case "\u{202C}" where depth == 1:
        markup += "<tspan unicode-bidi=\"bidi-override\" direction=\"rtl\">"
        markup += SafeText.xml(run) + "</tspan>"
        run = ""
        depth = 0
      default:
        run.unicodeScalars.append(scalar)
      }
    }
    guard depth == 0 else { return nil }
    return markup + SafeText.xml(run)
  }
}
