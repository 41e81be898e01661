// What a segmented control draws right now: its layout, each segment's state, visual and style.

/// What a segmented control draws now: the layout, and each segment's state, visual and style.
public struct SegmentedAppearance<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The geometry drawn.
  public let geometry: SegmentedGeometry
  /// Where each segment goes.
  public let layout: SegmentedLayout<ID>
  /// Whether the control as a whole is enabled.
  public let isEnabled: Bool
  /// The segments from left to right.
  public let items: [Item]

  /// One segment as drawn.
  public struct Item: Hashable, Sendable {
    /// Where the segment goes and its label.
    public let slot: SegmentedLayout<ID>.Slot
    /// Its state (selected, disabled).
    public let state: SegmentState
    /// What it draws in that state.
    public let visual: Visual
    /// Its style in that state, every default applied.
    public let style: SegmentStyle

    /// The segment's id.
    public var id: ID { slot.id }
  }

  /// The appearance of `segments` (those `layout` knows) in `layout`, `selection` selected.
  public init(
    layout: SegmentedLayout<ID>, geometry: SegmentedGeometry, segments: [Segment<ID>],
    selection: Set<ID>, isEnabled: Bool = true
  ) {
    self.geometry = geometry
    self.layout = layout
    self.isEnabled = isEnabled
    let byID = Dictionary(segments.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    items = layout.slots.sorted { $0.visualIndex < $1.visualIndex }.compactMap { slot in
      guard let segment = byID[slot.id] else { return nil }
      let state = Self.state(
        selected: selection.contains(slot.id), enabled: isEnabled && segment.isEnabled)
      return Item(
        slot: slot, state: state, visual: slot.visual(for: state),
        style: geometry.styles.overridden(by: segment.styles).style(for: state))
    }
  }

  /// The state of a segment that is (or is not) selected and enabled.
  static func state(selected: Bool, enabled: Bool) -> SegmentState {
    (selected ? SegmentState.selected : []).union(enabled ? [] : .disabled)
  }
}
