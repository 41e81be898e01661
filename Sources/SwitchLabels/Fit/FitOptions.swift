/// Choices the caller makes about the fit ladder.
public struct FitOptions: Hashable, Sendable, Codable {
  /// Whether text may be truncated with an ellipsis (at grapheme boundaries, at the minimum scale)
  /// instead of falling back to image labels.
  ///
  /// Off by default: a truncated state word is rarely better than a symbol.
  public var allowsTruncation: Bool
  /// The ellipsis appended to truncated text.
  public var ellipsis: String

  /// Options; the defaults never truncate.
  public init(allowsTruncation: Bool = false, ellipsis: String = "…") {
    self.allowsTruncation = allowsTruncation
    self.ellipsis = ellipsis
  }
}
