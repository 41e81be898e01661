extension LayoutDirection {
  /// The direction of a paragraph of `text` from its first strong character (`ubidi`), or nil.
  public static func ofParagraph(_ text: String) -> LayoutDirection? {
    ICU.paragraphDirection(text)
  }
}
