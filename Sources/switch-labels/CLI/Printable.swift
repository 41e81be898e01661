import SwitchLabels

/// The one sanitiser for text from input (catalog texts, file names, keys, option values, font
/// names) on its way to a terminal: stdout in a human format, and stderr.
///
/// Control characters (C0, DEL, C1), format characters (bidi embeddings, overrides and isolates,
/// zero-width spaces, the BOM) and line or paragraph separators become a visible `⟦U+202E⟧`,
/// so input can neither send a terminal escape sequence nor forge or reorder a line. The zero
/// width (non-)joiners stay: Persian, Indic and emoji text needs them.
enum Printable {
  /// One value inside a line: every character above made visible (line breaks and tabs too),
  /// and text with right-to-left characters wrapped in first-strong isolates (U+2068 … U+2069),
  /// so it cannot reorder the rest of the line.
  static func field(_ text: String) -> String { isolated(visible(text)) }

  /// `text` with every character above made visible, line breaks and tabs too.
  static func visible(_ text: String) -> String { escaped(text, keeping: []) }

  /// `text` wrapped in first-strong isolates when it contains right-to-left characters.
  static func isolated(_ text: String) -> String {
    // Right-to-left characters are all above U+058F: ASCII text needs no look.
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    return text.unicodeScalars.contains(where: isRightToLeft) ? "\u{2068}\(text)\u{2069}" : text
  }

  /// Whole lines of output: like ``field(_:)`` but line breaks and tabs are kept, and nothing is
  /// isolated (the console applies this to everything it writes as text).
  static func lines(_ text: String) -> String {
    escaped(text, keeping: ["\n", "\t"])
  }

  /// Whether `scalar` is made visible (unless kept).
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200C, 0x200D: return false
    case 0x2068, 0x2069: return false
    case ..<0x20, 0x7F...0x9F: return true
    case ..<0xA0: return false
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return true
    default: return false
    }
  }

  private static func escaped(_ text: String, keeping: Set<Unicode.Scalar>) -> String {
    guard text.unicodeScalars.contains(where: { isInvisible($0) && !keeping.contains($0) })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isInvisible(scalar), !keeping.contains(scalar) {
        result += SafeText.visible(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The code point in at least four upper-case hex digits: `000A`, `202E`, `E0001`.
  static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x0590 && LayoutDirection.ofParagraph(String(scalar)) == .rightToLeft
  }
}
