// The invariants every resolution and every segmented layout keeps, checked in one place.

import SwitchLabels
import Testing

/// The invariants every fitted set of labels keeps, whatever the control and the locale.
///
/// A switch's two states, or a segmented control's segments, always:
/// - end on the same rung kind (all text or all images), with **one scale**, never above 1 nor,
///   for text, below the geometry's minimum scale;
/// - fit: each text's shaped width within its label box, its ink within the box's height, and no
///   character without a glyph;
/// - keep the spoken text whole (the serving catalog's full word, never empty);
/// - mirror right-to-left locales exactly when the geometry's policy says so (the thumb sides of
///   a switch's states opposite; a segmented control's order reversed);
/// - stay within the track's bounds (a switch) or tile the width in visual order (segments);
/// - carry a complete trace, and a fallback chain that ends at root.
///
/// ``violations(of:geometry:catalogs:)`` returns what is broken;
/// ``checkInvariants(_:geometry:catalogs:sourceLocation:)`` records each as a test issue.
public enum Invariants {
  /// How far a width or height may exceed its box: the fit ladder's own tolerance, in pixels.
  public static let tolerance = 0.001

  /// The trace stages every switch resolution has.
  public static let switchTraceStages: [TraceStage] = [
    .requested, .canonical, .chain, .catalog, .geometry, .decision, .layout,
  ]

  /// The trace stages every segmented layout has.
  public static let segmentedTraceStages: [TraceStage] = [.geometry, .title, .decision, .layout]

  /// What `resolution` breaks of the invariants, for `geometry`.
  ///
  /// At a text size other than the default, the checks use the geometry at that size
  /// (``SwitchLabels/Geometry/sized(for:)``: its enlarged font, its minimum scale of it, its
  /// scaled growth limit), and the trace must say which size (a `textSize` step).
  ///
  /// - Parameters:
  ///   - resolution: A switch's resolution.
  ///   - geometry: The geometry it was resolved for, at its nominal size (a preset, say).
  ///   - catalogs: The catalogs it was resolved with, to compare the spoken text with the serving
  ///     catalog's word; nil when the app supplied its own labels (the spoken text is then only
  ///     checked to be there).
  /// - Returns: The violations, empty when every invariant holds.
  public static func violations(
    of resolution: Resolution, geometry: Geometry, catalogs: CatalogSet? = .bundled
  ) -> [InvariantViolation] {
    let textSize = resolution.textSize
    let geometry = geometry.sized(for: textSize)
    let on = resolution.states.on
    let off = resolution.states.off
    let label =
      "\(resolution.requested) × \(geometry.name)"
      + (textSize == .standard ? "" : " at text size \(textSize)")
    var found = labelSetViolations(
      [
        DrawnLabel(state: "on", on), DrawnLabel(state: "off", off),
      ], rung: resolution.rung, scale: resolution.scale, minimumScale: geometry.minimumScale,
      label: label)
    if resolution.trackWidth < geometry.trackWidth - tolerance
      || resolution.trackWidth > geometry.maximumTrackWidth + 0.01
    {
      found.append(
        InvariantViolation(
          .trackWidth,
          "\(label): track \(NumberText.plain(resolution.trackWidth)) px outside "
            + "\(NumberText.plain(geometry.trackWidth))–\(NumberText.plain(geometry.maximumTrackWidth)) px"
        ))
    }
    // The spoken text is the serving catalog's full word, whatever is drawn.
    if on.spoken.isEmpty || off.spoken.isEmpty {
      found.append(InvariantViolation(.spokenTextWhole, "\(label): empty spoken text"))
    } else if let catalogs {
      let matched = resolution.matched
      let catalog = matched.isRoot ? catalogs.root : catalogs.catalog(for: matched)
      if let catalog, on.spoken != catalog.on.spoken || off.spoken != catalog.off.spoken {
        found.append(
          InvariantViolation(
            .spokenTextWhole,
            "\(label): spoken \"\(on.spoken)\"/\"\(off.spoken)\", but \(catalog.locale)'s "
              + "catalog says \"\(catalog.on.spoken)\"/\"\(catalog.off.spoken)\""))
      }
    }
    // Right-to-left locales are mirrored under the default policy; the thumb sides are opposite.
    let expectMirrored =
      resolution.requested.direction == .rightToLeft
      && geometry.mirroring == .mirrorForRightToLeft
    if resolution.mirrored != expectMirrored {
      found.append(
        InvariantViolation(
          .mirroring,
          "\(label): \(resolution.mirrored ? "mirrored" : "not mirrored"), but the locale is "
            + "\(resolution.requested.direction.rawValue) and the policy "
            + "\(geometry.mirroring.rawValue)"))
    }
    if on.thumbSide != (expectMirrored ? .left : .right) || on.thumbSide == off.thumbSide {
      found.append(
        InvariantViolation(
          .mirroring,
          "\(label): thumb on the \(on.thumbSide.rawValue) when on, on the "
            + "\(off.thumbSide.rawValue) when off"))
    }
    let stages = Set(resolution.trace.map(\.stage))
    let required = switchTraceStages + (textSize == .standard ? [] : [.textSize])
    let lacking = required.filter { !stages.contains($0) }
    if !lacking.isEmpty {
      found.append(
        InvariantViolation(
          .traceComplete,
          "\(label): the trace lacks \(lacking.map(\.rawValue).joined(separator: ", "))"))
    }
    if resolution.chain.last != .root {
      found.append(
        InvariantViolation(
          .traceComplete,
          "\(label): chain \(resolution.chain.map(\.tag).joined(separator: " → ")) does not end "
            + "at root"))
    }
    return found
  }

  /// What `layout` breaks of the invariants, for `geometry`: those of every fitted set of
  /// labels across all segments, segments that tile the width in visual order (reversed for
  /// right-to-left locales under the default policy), boxes that are the segment less its
  /// padding, an image wherever no text is drawn, and a complete trace.
  public static func violations<ID>(
    of layout: SegmentedLayout<ID>, geometry: SegmentedGeometry
  ) -> [InvariantViolation] {
    let label = "\(layout.locale) × \(geometry.name) × \(NumberText.plain(layout.width)) px"
    let slots = layout.slots
    var found = labelSetViolations(
      slots.map(DrawnLabel.init(slot:)), rung: layout.rung, scale: layout.scale,
      minimumScale: geometry.minimumScale, label: label)
    if slots.isEmpty || slots.map(\.index) != Array(slots.indices) {
      found.append(InvariantViolation(.segmentsTile, "\(label): segments not numbered 0…n−1"))
    }
    let expectMirrored =
      layout.locale.direction == .rightToLeft && geometry.mirroring == .mirrorForRightToLeft
    if layout.mirrored != expectMirrored {
      found.append(
        InvariantViolation(
          .mirroring,
          "\(label): \(layout.mirrored ? "mirrored" : "not mirrored"), but the locale is "
            + "\(layout.locale.direction.rawValue) and the policy \(geometry.mirroring.rawValue)"))
    }
    for slot in slots {
      let expected = expectMirrored ? slots.count - 1 - slot.index : slot.index
      if slot.visualIndex != expected {
        found.append(
          InvariantViolation(
            .mirroring, "\(label): \(slot.id) drawn at \(slot.visualIndex), not \(expected)"))
      }
    }
    // The segments tile the width, left to right in visual order, dividers between them.
    var x = 0.0
    for slot in slots.sorted(by: { $0.visualIndex < $1.visualIndex }) {
      if abs(slot.x - x) >= 1e-6 || slot.width <= 0 {
        found.append(
          InvariantViolation(
            .segmentsTile,
            "\(label): \(slot.id) at x \(NumberText.plain(slot.x)), \(NumberText.plain(slot.width)) px wide; "
              + "expected x \(NumberText.plain(x))"))
      }
      x += slot.width + geometry.dividerWidth
    }
    if !slots.isEmpty, abs(x - geometry.dividerWidth - layout.width) >= 1e-6 {
      found.append(
        InvariantViolation(
          .segmentsTile,
          "\(label): segments end at \(NumberText.plain(x - geometry.dividerWidth)) px of "
            + "\(NumberText.plain(layout.width))"))
    }
    if layout.widths == .equal, let first = slots.first,
      !slots.allSatisfy({ abs($0.width - first.width) < 1e-9 })
    {
      found.append(
        InvariantViolation(
          .segmentsTile,
          "\(label): unequal widths \(slots.map { NumberText.plain($0.width) }.joined(separator: ", "))"
        ))
    }
    for slot in slots {
      if abs(slot.available - (slot.width - 2 * geometry.segmentPadding)) >= 1e-6
        || abs(slot.availableHeight - geometry.labelHeight) >= 1e-9
      {
        found.append(
          InvariantViolation(
            .segmentsTile,
            "\(label): \(slot.id)'s box \(NumberText.plain(slot.available))×\(NumberText.plain(slot.availableHeight))"
              + " px is not its segment less padding"))
      }
      if slot.spoken.isEmpty {
        found.append(InvariantViolation(.spokenTextWhole, "\(label): \(slot.id) speaks nothing"))
      }
      if slot.text?.isEmpty == true || (slot.text == nil && slot.images == nil) {
        found.append(InvariantViolation(.imagePresent, "\(label): \(slot.id) draws nothing"))
      }
    }
    let stages = Set(layout.trace.map(\.stage))
    let lacking = segmentedTraceStages.filter { !stages.contains($0) }
    if !lacking.isEmpty {
      found.append(
        InvariantViolation(
          .traceComplete,
          "\(label): the trace lacks \(lacking.map(\.rawValue).joined(separator: ", "))"))
    }
    return found
  }

  /// One drawn label as the checks see it: a switch state or a segment.
  struct DrawnLabel {
    let name: String
    let text: String?
    let scale: Double
    let width: Double
    let available: Double
    let inkHeight: Double
    let availableHeight: Double
    let missing: [String]

    init(state: String, _ resolved: StateResolution) {
      name = state
      text = resolved.text
      scale = resolved.scale
      width = resolved.width
      available = resolved.available
      inkHeight = resolved.inkHeight
      availableHeight = resolved.availableHeight
      missing = resolved.missing
    }

    init<ID>(slot: SegmentedLayout<ID>.Slot) {
      name = "\(slot.id)"
      text = slot.text
      scale = slot.scale
      width = slot.labelWidth
      available = slot.available
      inkHeight = slot.inkHeight
      availableHeight = slot.availableHeight
      missing = slot.missing
    }
  }

  /// The invariants of labels fitted together: one rung kind, one scale within bounds, and every
  /// text within its box with all its glyphs.
  static func labelSetViolations(
    _ labels: [DrawnLabel], rung: Rung, scale: Double, minimumScale: Double, label: String
  ) -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    let kinds = Set(labels.map { $0.text == nil })
    if kinds.count > 1 {
      let drawn = labels.map { "\($0.name) \($0.text.map { "\"\($0)\"" } ?? "image")" }
      found.append(
        InvariantViolation(
          .sameRungKind, "\(label): text and images mixed (\(drawn.joined(separator: ", ")))"))
    }
    if let first = labels.first, rung.drawsText != (first.text != nil) {
      found.append(
        InvariantViolation(
          .sameRungKind,
          "\(label): rung \(rung.rawValue), but \(first.name) draws "
            + (first.text == nil ? "an image" : "text")))
    }
    if labels.contains(where: { $0.scale != scale }) {
      found.append(
        InvariantViolation(
          .oneScale,
          "\(label): scales \(labels.map { "\($0.name) \(NumberText.plain($0.scale))" }.joined(separator: ", "))"
            + " differ from \(NumberText.plain(scale))"))
    }
    guard rung.drawsText else { return found }
    if scale < minimumScale - 1e-9 || scale > 1 {
      found.append(
        InvariantViolation(
          .scaleInBounds,
          "\(label): scale \(NumberText.plain(scale)) outside \(NumberText.plain(minimumScale))–1"))
    }
    for drawn in labels {
      let text = drawn.text.map { "\"\($0)\"" } ?? "image"
      if drawn.width > drawn.available + tolerance {
        found.append(
          InvariantViolation(
            .fitsHorizontally,
            "\(label): \(drawn.name) \(text) is \(NumberText.plain(drawn.width)) px wide in a "
              + "\(NumberText.plain(drawn.available)) px label box"))
      }
      if drawn.inkHeight > drawn.availableHeight + tolerance {
        found.append(
          InvariantViolation(
            .fitsVertically,
            "\(label): \(drawn.name) \(text)'s ink is \(NumberText.plain(drawn.inkHeight)) px tall in a "
              + "\(NumberText.plain(drawn.availableHeight)) px label box"))
      }
      if !drawn.missing.isEmpty {
        found.append(
          InvariantViolation(
            .noMissingGlyphs,
            "\(label): \(drawn.name) \(text) has no glyph for "
              + drawn.missing.joined(separator: ", ")))
      }
    }
    return found
  }
}

/// Checks that `resolution` keeps the invariants (see ``Invariants``) and records each violation
/// as an issue at the caller, with a message naming the locale, the geometry and the numbers.
///
/// ```swift
/// @Test(arguments: Geometry.presets, LocaleMatrix.icu)
/// func labels(_ geometry: Geometry, _ locale: LocaleID) throws {
///   checkInvariants(try service.resolve(locale, geometry: geometry), geometry: geometry)
/// }
/// ```
///
/// - Parameters:
///   - resolution: A switch's resolution.
///   - geometry: The geometry it was resolved for.
///   - catalogs: The catalogs it was resolved with; nil when the app supplied its own labels.
///   - sourceLocation: Where the issues are recorded: the caller, by default.
/// - Returns: The violations, each recorded already.
@discardableResult
public func checkInvariants(
  _ resolution: Resolution, geometry: Geometry, catalogs: CatalogSet? = .bundled,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [InvariantViolation] {
  record(
    Invariants.violations(of: resolution, geometry: geometry, catalogs: catalogs),
    at: sourceLocation)
}

/// Checks that a segmented control's `layout` keeps the invariants (see ``Invariants``) and
/// records each violation as an issue at the caller.
///
/// - Parameters:
///   - layout: A segmented control's layout.
///   - geometry: The geometry it was laid out in.
///   - sourceLocation: Where the issues are recorded: the caller, by default.
/// - Returns: The violations, each recorded already.
@discardableResult
public func checkInvariants<ID>(
  _ layout: SegmentedLayout<ID>, geometry: SegmentedGeometry,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [InvariantViolation] {
  record(Invariants.violations(of: layout, geometry: geometry), at: sourceLocation)
}

private func record(_ violations: [InvariantViolation], at sourceLocation: SourceLocation)
  -> [InvariantViolation]
{
  for violation in violations {
    Issue.record(
      Comment(rawValue: "\(violation.invariant.rawValue): \(violation.message)"),
      sourceLocation: sourceLocation)
  }
  return violations
}
