// How segments are selected: one, several (checkboxes), or none kept (momentary buttons).

/// How a segmented control's segments are selected: one, several (checkboxes), or momentarily.
public enum SelectionMode: Hashable, Sendable, Codable, CustomStringConvertible {
  /// At most one segment; exactly one unless `allowsNone`.
  case single(allowsNone: Bool = false)
  /// Any set of segments (checkbox semantics), with optional bounds on how many.
  case multiple(minimum: Int = 0, maximum: Int? = nil)
  /// No segment stays selected: selecting one reports an activation.
  case momentary

  /// The fewest segments that may be selected.
  public var minimum: Int {
    switch self {
    case .single(let allowsNone): return allowsNone ? 0 : 1
    case .multiple(let minimum, _): return minimum
    case .momentary: return 0
    }
  }

  /// The most segments that may be selected (nil: no limit).
  public var maximum: Int? {
    switch self {
    case .single: return 1
    case .multiple(_, let maximum): return maximum
    case .momentary: return 0
    }
  }

  /// Whether this is ``multiple(minimum:maximum:)``.
  public var isMultiple: Bool {
    if case .multiple = self { return true }
    return false
  }

  /// `single`, `single or none`, `multiple (1…3)`, `momentary`.
  public var description: String {
    switch self {
    case .single(let allowsNone): return allowsNone ? "single or none" : "single"
    case .multiple(let minimum, let maximum):
      return "multiple (\(minimum)…\(maximum.map(String.init) ?? "any"))"
    case .momentary: return "momentary"
    }
  }

  /// Checks that the bounds are possible for a control of `segments` segments.
  func validate(segments: Int) throws(SegmentedControlError) {
    guard case .multiple(let minimum, let maximum) = self else { return }
    func fail(_ reason: String) -> SegmentedControlError {
      .invalidSelectionMode(self, reason: reason)
    }
    guard minimum >= 0 else { throw fail("the minimum \(minimum) is negative") }
    if let maximum {
      guard maximum >= 1 else { throw fail("the maximum \(maximum) must be at least 1") }
      guard maximum >= minimum else {
        throw fail("the minimum \(minimum) is above the maximum \(maximum)")
      }
    }
    guard minimum <= segments else {
      throw fail("the minimum \(minimum) is more than the \(segments) segments")
    }
  }

  /// Checks that `count` selected segments is allowed.
  func check(count: Int) throws(SegmentedControlError) {
    if let maximum, count > maximum { throw .tooManySelected(count: count, maximum: maximum) }
    if count < minimum { throw .tooFewSelected(count: count, minimum: minimum) }
  }
}
