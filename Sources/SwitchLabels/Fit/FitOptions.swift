/// Choices the caller makes about the fit ladder.
public struct FitOptions: Hashable, Sendable, Codable {
  /// Whether text may be truncated instead of image labels (off: a cut word rarely beats a symbol).
  public var allowsTruncation: Bool
  /// The ellipsis appended to truncated text.
  public var ellipsis: String

  /// Options; the defaults never truncate.
  public init(allowsTruncation: Bool = false, ellipsis: String = "…") {
    self.allowsTruncation = allowsTruncation
    self.ellipsis = ellipsis
  }
}
