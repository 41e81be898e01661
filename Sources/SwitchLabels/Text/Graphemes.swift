/// Grapheme clusters (user-perceived characters) as ICU's break rules define them.
///
/// ```swift
/// Graphemes.count("नमस्ते")                          // 3
/// Graphemes.truncate("Désactivé", to: 4)            // "Désa…"
/// Graphemes.truncate("👩‍👩‍👧 family", to: 2)   // "👩‍👩‍👧…" — never inside a cluster
/// ```
public enum Graphemes {
  /// The number of grapheme clusters in `text`.
  public static func count(_ text: String, locale: LocaleID = .root) -> Int {
    boundaries(text, locale: locale).count
  }

  /// The grapheme clusters of `text`, in order.
  public static func clusters(_ text: String, locale: LocaleID = .root) -> [String] {
    let units = Array(text.utf16)
    var start = 0
    return boundaries(text, locale: locale).map { end in
      defer { start = end }
      return String(decoding: units[start..<end], as: UTF16.self)
    }
  }

  /// `text` cut to at most `limit` grapheme clusters including the `ellipsis`, which is appended
  /// only when something was cut.
  ///
  /// Never splits a cluster.
  ///
  /// - Parameters:
  ///   - text: The text to cut.
  ///   - limit: The most clusters the result may have, ellipsis included.
  ///   - ellipsis: Appended when the text is cut; "…" by default, "" for none.
  ///   - locale: The locale whose break rules apply (root's by default).
  /// - Returns: `text` itself when it has at most `limit` clusters, else its first clusters and
  ///   the ellipsis.
  public static func truncate(
    _ text: String, to limit: Int, ellipsis: String = "…", locale: LocaleID = .root
  ) -> String {
    let all = clusters(text, locale: locale)
    guard all.count > limit else { return text }
    let ellipsisCount = ellipsis.isEmpty ? 0 : count(ellipsis, locale: locale)
    let kept = max(0, limit - ellipsisCount)
    guard kept > 0 else { return limit >= ellipsisCount ? ellipsis : "" }
    return all.prefix(kept).joined() + ellipsis
  }

  /// UTF-16 end offsets of each cluster.
  static func boundaries(_ text: String, locale: LocaleID) -> [Int] {
    let units = Array(text.utf16)
    guard !units.isEmpty else { return [] }
    if let result = try? ICU.GraphemeBreaker.shared.boundaries(units, locale: locale.icuID) {
      return result
    }
    // ICU could not open a break iterator (no data): Swift's own grapheme rules, same standard.
    var offset = 0
    return text.map { character in
      offset += character.utf16.count
      return offset
    }
  }
}
