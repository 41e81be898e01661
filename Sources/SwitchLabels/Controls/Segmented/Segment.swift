// One segment of a segmented control, identified by a stable id.

/// One segment: a stable id, a title per locale, optional images, enabled flag, styles per state.
///
/// Everything is keyed by the id, so moving segments never moves a style or selection to another.
public struct Segment<ID: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The stable id.
  public let id: ID
  /// The title: literal text, text per locale, a catalog key or a number.
  public var title: SegmentTitle
  /// Images per state, drawn on the image-label rung (or first, when the control prefers images).
  public var images: SegmentImages?
  /// Whether the segment responds to the user.
  public var isEnabled: Bool
  /// Tint, text colour and shadow per state.
  public var styles: SegmentStyles

  /// A segment.
  public init(
    id: ID, title: SegmentTitle, images: SegmentImages? = nil, isEnabled: Bool = true,
    styles: SegmentStyles = SegmentStyles()
  ) {
    self.id = id
    self.title = title
    self.images = images
    self.isEnabled = isEnabled
    self.styles = styles
  }
}

/// The state a segment is drawn in, as `UIControl.State` (a selected segment can also be disabled).
public struct SegmentState: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The bits.
  public let rawValue: Int

  /// A state from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Neither selected nor disabled.
  public static let normal: SegmentState = []
  /// The segment is selected.
  public static let selected = SegmentState(rawValue: 1 << 0)
  /// The segment (or the whole control) is disabled.
  public static let disabled = SegmentState(rawValue: 1 << 1)

  /// `normal`, `selected`, `disabled` or `selected+disabled`.
  public var description: String {
    var names: [String] = []
    if contains(.selected) { names.append("selected") }
    if contains(.disabled) { names.append("disabled") }
    return names.isEmpty ? "normal" : names.joined(separator: "+")
  }
}

/// A segment's images: one for the normal state, optionally others for selected and disabled.
public struct SegmentImages: Hashable, Sendable, Codable {
  /// The image in the normal state, and in any state without an image of its own.
  public var normal: ImageLabel
  /// The image when selected.
  public var selected: ImageLabel?
  /// The image when disabled (it wins over the selected image).
  public var disabled: ImageLabel?

  /// Images per state.
  public init(normal: ImageLabel, selected: ImageLabel? = nil, disabled: ImageLabel? = nil) {
    self.normal = normal
    self.selected = selected
    self.disabled = disabled
  }

  /// The image drawn in `state`: disabled, else selected, else normal.
  public func image(for state: SegmentState) -> ImageLabel {
    if state.contains(.disabled), let disabled { return disabled }
    if state.contains(.selected), let selected { return selected }
    return normal
  }
}

extension SegmentImages {
  /// A checkbox: an empty box, checked when the segment is selected (for multi-select controls).
  public static let checkbox = SegmentImages(
    normal: ImageLabel(
      name: "checkbox", symbol: "an empty checkbox", viewBox: "0 0 16 16",
      path: "M3 2h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm0 1v10h10V3z"),
    selected: ImageLabel(
      name: "checkbox-checked", symbol: "a checked checkbox", viewBox: "0 0 16 16",
      path: "M3 2h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm0 1v10h10V3z"
        + "M6.5 11.2 3.8 8.5l.7-.7 2 2 5-5 .7.7z"))
}
