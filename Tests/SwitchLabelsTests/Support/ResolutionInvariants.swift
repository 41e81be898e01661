import Testing

@testable import SwitchLabels

/// One drawn label as the invariant checks see it: a switch state or a segment.
struct DrawnLabel {
  let name: String
  let text: String?
  let scale: Double
  let width: Double
  let available: Double
  let inkHeight: Double
  let availableHeight: Double
  let missing: [String]
}

/// The invariants every set of labels fitted together must keep, whatever the control: they end
/// on the same rung kind (all text or all images), with one scale, never below the minimum, and
/// every text fits its box horizontally and vertically with no missing glyphs.
func checkLabelSet(
  _ labels: [DrawnLabel], rung: Rung, scale: Double, minimumScale: Double, label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  // All labels end on the same rung kind.
  #expect(
    Set(labels.map { $0.text == nil }).count <= 1, "\(label): mixed text and image",
    sourceLocation: sourceLocation)
  #expect(
    rung.drawsText == (labels.first?.text != nil), "\(label): rung \(rung) vs visual",
    sourceLocation: sourceLocation)
  // One scale, within bounds.
  #expect(
    Set(labels.map(\.scale)).count <= 1, "\(label): scales differ", sourceLocation: sourceLocation)
  guard rung.drawsText else { return }
  #expect(
    scale >= minimumScale - 1e-9, "\(label): scale below minimum", sourceLocation: sourceLocation)
  #expect(scale <= 1, sourceLocation: sourceLocation)
  for drawn in labels {
    #expect(drawn.scale == scale, "\(label): \(drawn.name) scale", sourceLocation: sourceLocation)
    // Text fits the box at the chosen scale, horizontally and vertically.
    #expect(
      drawn.width <= drawn.available + FitLadder.epsilon,
      "\(label): \(drawn.text ?? "") \(drawn.width) > \(drawn.available)",
      sourceLocation: sourceLocation)
    #expect(
      drawn.inkHeight <= drawn.availableHeight + FitLadder.epsilon, "\(label): ink too tall",
      sourceLocation: sourceLocation)
    #expect(
      drawn.missing.isEmpty, "\(label): draws text with missing glyphs",
      sourceLocation: sourceLocation)
  }
}

/// The invariants every resolution must keep, checked in one place (in the spirit of
/// swift-collections' `_checkInvariants`) and applied to every resolution the tests make.
func checkInvariants(
  _ resolution: Resolution, geometry: Geometry, catalogs: CatalogSet = .bundled,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let on = resolution.states.on
  let off = resolution.states.off
  let label = "\(resolution.requested) × \(geometry.name)"
  checkLabelSet(
    [(SwitchState.on, on), (.off, off)].map { state, resolved in
      DrawnLabel(
        name: state.rawValue, text: resolved.text, scale: resolved.scale, width: resolved.width,
        available: resolved.available, inkHeight: resolved.inkHeight,
        availableHeight: resolved.availableHeight, missing: resolved.missing)
    }, rung: resolution.rung, scale: resolution.scale, minimumScale: geometry.minimumScale,
    label: label, sourceLocation: sourceLocation)
  #expect(
    resolution.trackWidth >= geometry.trackWidth
      && resolution.trackWidth <= geometry.maximumTrackWidth + 0.01, sourceLocation: sourceLocation)
  // Spoken text is the serving catalog's full word, whatever is drawn.
  let catalog =
    resolution.matched.isRoot ? catalogs.root : catalogs.catalog(for: resolution.matched)
  if let catalog {
    #expect(
      on.spoken == catalog.on.spoken && off.spoken == catalog.off.spoken, "\(label): spoken text",
      sourceLocation: sourceLocation)
  }
  #expect(!on.spoken.isEmpty && !off.spoken.isEmpty, sourceLocation: sourceLocation)
  // Right-to-left locales are mirrored under the default policy; the thumb sides are opposite.
  let expectMirrored =
    resolution.requested.direction == .rightToLeft && geometry.mirroring == .mirrorForRightToLeft
  #expect(
    resolution.mirrored == expectMirrored, "\(label): mirroring", sourceLocation: sourceLocation)
  #expect(on.thumbSide == (expectMirrored ? .left : .right), sourceLocation: sourceLocation)
  #expect(on.thumbSide != off.thumbSide, sourceLocation: sourceLocation)
  // The trace is complete: every stage from the request to the layout.
  let stages = Set(resolution.trace.map(\.stage))
  for stage in ["requested", "canonical", "chain", "catalog", "geometry", "decision", "layout"] {
    #expect(
      stages.contains(stage), "\(label): trace lacks \(stage)", sourceLocation: sourceLocation)
  }
  #expect(resolution.chain.last == .root, sourceLocation: sourceLocation)
}

/// The invariants every segmented layout must keep: the label-set invariants across all
/// segments, segments that tile the width in visual order, the order reversed for right-to-left
/// locales under the default policy, boxes that are the segment less its padding, and a trace
/// from the geometry to the layout.
func checkInvariants<ID>(
  _ layout: SegmentedLayout<ID>, geometry: SegmentedGeometry,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let label = "\(layout.locale) × \(geometry.name) × \(layout.width) px"
  let slots = layout.slots
  checkLabelSet(
    slots.map { slot in
      DrawnLabel(
        name: "\(slot.id)", text: slot.text, scale: slot.scale, width: slot.labelWidth,
        available: slot.available, inkHeight: slot.inkHeight,
        availableHeight: slot.availableHeight, missing: slot.missing)
    }, rung: layout.rung, scale: layout.scale, minimumScale: geometry.minimumScale, label: label,
    sourceLocation: sourceLocation)
  #expect(!slots.isEmpty, sourceLocation: sourceLocation)
  #expect(slots.map(\.index) == Array(slots.indices), sourceLocation: sourceLocation)
  // Right-to-left reverses the visual order under the default policy, and only then.
  let expectMirrored =
    layout.locale.direction == .rightToLeft && geometry.mirroring == .mirrorForRightToLeft
  #expect(layout.mirrored == expectMirrored, "\(label): mirroring", sourceLocation: sourceLocation)
  for slot in slots {
    let expected = expectMirrored ? slots.count - 1 - slot.index : slot.index
    #expect(
      slot.visualIndex == expected, "\(label): \(slot.id) at \(slot.visualIndex)",
      sourceLocation: sourceLocation)
  }
  // The segments tile the width, left to right in visual order, dividers between them.
  let visual = slots.sorted { $0.visualIndex < $1.visualIndex }
  var x = 0.0
  for slot in visual {
    #expect(
      abs(slot.x - x) < 1e-6, "\(label): \(slot.id) at x \(slot.x)", sourceLocation: sourceLocation)
    #expect(slot.width > 0, sourceLocation: sourceLocation)
    x += slot.width + geometry.dividerWidth
  }
  #expect(
    abs(x - geometry.dividerWidth - layout.width) < 1e-6, "\(label): segments do not tile",
    sourceLocation: sourceLocation)
  if layout.widths == .equal {
    #expect(
      slots.allSatisfy { abs($0.width - slots[0].width) < 1e-9 }, "\(label): unequal widths",
      sourceLocation: sourceLocation)
  }
  for slot in slots {
    // Each label's box is its segment less the padding; the ink room is the height less padding.
    #expect(
      abs(slot.available - (slot.width - 2 * geometry.segmentPadding)) < 1e-6,
      "\(label): \(slot.id) box", sourceLocation: sourceLocation)
    #expect(
      abs(slot.availableHeight - geometry.labelHeight) < 1e-9, sourceLocation: sourceLocation)
    #expect(!slot.spoken.isEmpty, "\(label): \(slot.id) spoken", sourceLocation: sourceLocation)
    if let text = slot.text {
      #expect(!text.isEmpty, sourceLocation: sourceLocation)
    } else {
      #expect(
        slot.images != nil, "\(label): \(slot.id) has no image", sourceLocation: sourceLocation)
    }
  }
  let stages = Set(layout.trace.map(\.stage))
  for stage in ["geometry", "title", "decision", "layout"] {
    #expect(
      stages.contains(stage), "\(label): trace lacks \(stage)", sourceLocation: sourceLocation)
  }
}
