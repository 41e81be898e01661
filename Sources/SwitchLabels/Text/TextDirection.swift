extension LayoutDirection {
  /// The direction of a paragraph of `text` from its first strong character (`ubidi`), or nil when
  /// it has none (digits, punctuation, symbols only).
  ///
  /// ```swift
  /// LayoutDirection.ofParagraph("مفعّل")  // .rightToLeft
  /// LayoutDirection.ofParagraph("On")     // .leftToRight
  /// LayoutDirection.ofParagraph("123")    // nil
  /// ```
  public static func ofParagraph(_ text: String) -> LayoutDirection? {
    ICU.paragraphDirection(text)
  }
}
