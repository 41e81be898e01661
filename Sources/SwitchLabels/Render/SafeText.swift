// Catalog text is data: every output format escapes it and neutralises bidi controls.

/// Making untrusted text (catalog entries, locale names, file names) safe to put into output.
public enum SafeText {
  /// `text` with every bidi control shown as `⟦U+202E⟧`, so it cannot reorder its context.
  public static func neutralizingBidiControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: ICU.CharacterProperties.isBidiControl) else {
      return text
    }
    return text.unicodeScalars.map {
      ICU.CharacterProperties.isBidiControl($0) ? visible($0) : String($0)
    }.joined()
  }

  /// `text` as an error message quotes it, invisible and control characters in ``visible(_:)``
  /// form so it carries no terminal escape or bidi override; `limit` caps the characters shown,
  /// then gives their count, and `asciiOnly` escapes non-ASCII too so a look-alike letter shows.
  package static func printable(_ text: String, limit: Int? = nil, asciiOnly: Bool = false)
    -> String
  {
    var result = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if index == limit {
        result += "… (\(text.unicodeScalars.count) characters)"
        break
      }
      if isHiddenInMessages(scalar) || (asciiOnly && !scalar.isASCII) {
        result += visible(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The visible form of a character: `⟦U+001B⟧`, at least four upper-case hex digits.
  public static func visible(_ scalar: Unicode.Scalar) -> String {
    "⟦U+" + BackslashEscaping.hex(scalar.value, digits: 4) + "⟧"
  }

  /// Whether ``printable(_:limit:asciiOnly:)`` escapes `scalar`.
  private static func isHiddenInMessages(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isNoncharacterCodePoint { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator:
      return true
    default:
      return false
    }
  }

  /// `text` escaped for XML/HTML/SVG: entities, U+FFFD for forbidden characters, bidi neutralised.
  public static func xml(_ text: String) -> String {
    xmlData(neutralizingBidiControls(text))
  }

  /// `text` escaped as ``xml(_:)`` does, bidi controls kept, for data that must read back the same.
  public static func xmlData(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
          || scalar.value == 0x7F
        {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
