import SwitchLabels

/// Text for terminals.
enum Terminal {
  /// `text` wrapped in Unicode first-strong isolates (U+2068 … U+2069) when it contains
  /// right-to-left text, so catalog text cannot reorder the rest of the line.
  static func isolate(_ text: String) -> String {
    text.unicodeScalars.contains { LayoutDirection.ofParagraph(String($0)) == .rightToLeft }
      ? "\u{2068}\(text)\u{2069}" : text
  }
}
