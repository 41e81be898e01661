// Catalog text is data: every output format escapes it and neutralises bidi controls.

/// Making untrusted text (catalog entries, locale names, file names) safe to put into output.
public enum SafeText {
  /// `text` with every bidi embedding, override and isolate control (and LRM/RLM/ALM) replaced by
  /// a visible `⟦U+202E⟧`, so it cannot reorder the text around it.
  ///
  /// ```swift
  /// SafeText.neutralizingBidiControls("abc\u{202E}def")  // "abc⟦U+202E⟧def"
  /// ```
  public static func neutralizingBidiControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: ICU.CharacterProperties.isBidiControl) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if ICU.CharacterProperties.isBidiControl(scalar) {
        result += visible(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as an error message quotes it: control, format (bidi controls, zero-width
  /// characters), private-use, surrogate, noncharacter and line or paragraph separator
  /// characters written as `⟦U+202E⟧` (``visible(_:)``), so a message can carry neither a
  /// terminal escape sequence nor a bidi override.
  ///
  /// ```swift
  /// SafeText.printable("de\u{1B}[31m")              // "de⟦U+001B⟧[31m"
  /// SafeText.printable("дe", asciiOnly: true)         // "⟦U+0434⟧e"
  /// SafeText.printable("abcdef", limit: 3)            // "abc… (6 characters)"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The input to show.
  ///   - limit: At most this many characters (Unicode scalars) are shown, then their count; nil
  ///     shows all (file names and keys are shown whole).
  ///   - asciiOnly: Escapes every non-ASCII character too, for inputs that must be ASCII (locale
  ///     identifiers), so a look-alike letter shows.
  /// - Returns: The text to put in the message.
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

  /// The one visible form of a character that cannot be shown as it is: `⟦U+001B⟧`, its code
  /// point in at least four upper-case hex digits.
  ///
  /// ```swift
  /// SafeText.visible("\u{1B}")  // "⟦U+001B⟧"
  /// ```
  public static func visible(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "⟦U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "⟧"
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

  /// `text` escaped for XML/HTML/SVG character data and attribute values: `& < > " '` become
  /// entities; characters XML 1.0 forbids (C0 controls other than tab, newline, carriage return;
  /// U+FFFE/FFFF) become U+FFFD; bidi controls are neutralised.
  ///
  /// ```swift
  /// SafeText.xml("<img src=x onerror=alert(1)>")  // "&lt;img src=x onerror=alert(1)&gt;"
  /// ```
  public static func xml(_ text: String) -> String {
    xmlData(neutralizingBidiControls(text))
  }

  /// `text` escaped as ``xml(_:)`` does, its bidi controls kept: words a file carries as data
  /// (an XLIFF target) must read back the same; text shown to a person neutralises them.
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
