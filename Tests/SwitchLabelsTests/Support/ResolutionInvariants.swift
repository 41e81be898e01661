import Testing

@testable import SwitchLabels

/// The invariants every resolution must keep, checked in one place (in the spirit of
/// swift-collections' `_checkInvariants`) and applied to every resolution the tests make.
func checkInvariants(
  _ resolution: Resolution, geometry: Geometry, catalogs: CatalogSet = .bundled,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let on = resolution.states.on
  let off = resolution.states.off
  let label = "\(resolution.requested) × \(geometry.name)"
  // Both states end on the same rung kind.
  #expect(
    (on.text == nil) == (off.text == nil), "\(label): mixed text and image",
    sourceLocation: sourceLocation)
  #expect(
    resolution.rung.drawsText == (on.text != nil), "\(label): rung \(resolution.rung) vs visual",
    sourceLocation: sourceLocation)
  // One scale, within bounds.
  #expect(on.scale == off.scale, "\(label): scales differ", sourceLocation: sourceLocation)
  if resolution.rung.drawsText {
    #expect(
      resolution.scale >= geometry.minimumScale - 1e-9, "\(label): scale below minimum",
      sourceLocation: sourceLocation)
    #expect(resolution.scale <= 1, sourceLocation: sourceLocation)
    for state in [on, off] {
      // Text fits the box at the chosen scale, horizontally and vertically.
      #expect(
        state.width <= state.available + FitLadder.epsilon,
        "\(label): \(state.text ?? "") \(state.width) > \(state.available)",
        sourceLocation: sourceLocation)
      #expect(
        state.inkHeight <= state.availableHeight + FitLadder.epsilon, "\(label): ink too tall",
        sourceLocation: sourceLocation)
      #expect(
        state.missing.isEmpty, "\(label): draws text with missing glyphs",
        sourceLocation: sourceLocation)
    }
  }
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
