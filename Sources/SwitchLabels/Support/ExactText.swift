// Text as a cache key: equal and hashed by its exact UTF-8 bytes.

/// A string hashed by its exact UTF-8 bytes, for keys naming the text as given: NFC ≠ NFD.
struct ExactText: Hashable, Sendable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    for byte in text.utf8 { hasher.combine(byte) }
  }
}
