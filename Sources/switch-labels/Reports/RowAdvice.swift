import SwitchLabels

/// What decided a row, in numbers, and what would change it: for the terminal's table.
///
/// An image row says the scale its narrowest words would need and the geometry's minimum, and
/// what would let words be drawn: a shorter variant that fits the label box, a track wide
/// enough for the narrowest words, or a minimum scale as small as they need.
///
/// ```
/// image: needs ×0.32, minimum ×0.7; words fit with a shorter variant of ≤ 40 px, a track of
/// 131 px or a minimum scale of 0.32
/// ```
enum RowAdvice {
  /// The decision of `row` with its numbers, and for an image row what would fix it;
  /// `geometry` is the row's geometry (its minimum scale and placement).
  static func decision(_ row: AuditRow, geometry: Geometry?) -> String {
    guard row.rung == .image else {
      switch row.rung {
      case .scaled: return "scaled ×\(scale(row.scale))"
      case .grown: return "grown to a track of \(ReportText.number(row.trackWidth)) px"
      default: return row.rung.rawValue
      }
    }
    // The narrowest words the ladder tried, at full size.
    guard let narrowest = row.tried.map({ max($0.offWidth, $0.onWidth) }).min(), narrowest > 0
    else { return "image: no catalog serves the locale" }
    let needed = row.labelBox / narrowest
    let minimum = geometry?.minimumScale ?? 1
    var text = "image: needs ×\(scale(needed)), minimum ×\(scale(minimum))"
    guard needed < minimum else {
      return text + "; the words fit the width, not the height of the label box"
    }
    var fixes = ["a shorter variant of ≤ \(Int(row.labelBox.rounded(.down))) px"]
    if let geometry, let track = track(for: narrowest, row: row, geometry: geometry) {
      fixes.append("a track of \(Int(track.rounded(.up))) px")
    }
    fixes.append("a minimum scale of \(scale(needed))")
    text += "; words fit with " + fixes.dropLast().joined(separator: ", ")
    text += (fixes.count > 1 ? " or " : "") + (fixes.last ?? "")
    return text
  }

  /// The track width at which a label of `width` px has room at full size, or nil where the
  /// track does not hold the label (placement beside it).
  private static func track(for width: Double, row: AuditRow, geometry: Geometry) -> Double? {
    let missing = width - row.labelBox
    switch geometry.placement {
    case .track: return row.trackWidth + missing
    // The thumb grows by half of what the track grows.
    case .thumb: return row.trackWidth + 2 * missing
    case .beside: return nil
    }
  }

  /// A scale as the table writes it: at most two decimals, rounded down (a scale that is
  /// enough stays enough).
  private static func scale(_ value: Double) -> String {
    ReportText.number((value * 100).rounded(.down) / 100)
  }
}
