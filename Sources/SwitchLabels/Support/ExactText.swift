// Text as a cache key: equal and hashed by its exact UTF-8 bytes.

/// A string compared and hashed by its exact UTF-8 bytes, for cache keys.
///
/// `String` compares by canonical equivalence, so hashing non-ASCII text normalises it first,
/// which costs more than the rest of a cache hit. A key holding `ExactText` feeds the bytes to the
/// standard library's `Hasher` as they are. Canonically equivalent spellings (NFC and NFD) are
/// then different keys: a cache misses once more, never answers wrongly.
struct ExactText: Hashable, Sendable {
  /// The text.
  let text: String

  /// Wraps `text`.
  init(_ text: String) { self.text = text }

  static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    let (left, right) = (lhs.text.utf8, rhs.text.utf8)
    guard left.count == right.count else { return false }
    // Contiguous bytes (every native string) compare in a plain loop: the generic sequence
    // comparison (`elementsEqual`) took about three times as long on a label (callgrind).
    let same = left.withContiguousStorageIfAvailable { leftBytes in
      right.withContiguousStorageIfAvailable { rightBytes in
        for index in leftBytes.indices where leftBytes[index] != rightBytes[index] { return false }
        return true
      }
    }
    return (same ?? nil) ?? left.elementsEqual(right)
  }

  func hash(into hasher: inout Hasher) {
    let utf8 = text.utf8
    hasher.combine(utf8.count)
    let hashed: Void? = utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil {
      for byte in utf8 { hasher.combine(byte) }
    }
  }
}
