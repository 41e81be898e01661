// What an invariant check found: which invariant, and a message with the numbers.

import SwitchLabels

/// One broken invariant of a resolution or a segmented layout: which one, and a message naming
/// the locale, the geometry and the numbers.
///
/// ```swift
/// let violations = Invariants.violations(of: resolution, geometry: .iOSClassic)
/// violations.first?.description
/// // "de-CH × ios-classic: on "EINGESCHALTET" is 61.2 px wide in a 46 px label box"
/// ```
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
  /// The invariants a set of labels fitted together keeps.
  public enum Invariant: String, Hashable, Sendable, CaseIterable {
    /// Every label ends on the same rung kind: all text, or all images.
    case sameRungKind
    /// One scale for every label (both states, all segments).
    case oneScale
    /// The scale is at most 1 and, for text, at least the geometry's minimum scale.
    case scaleInBounds
    /// The text's shaped width fits its label box.
    case fitsHorizontally
    /// The text's ink fits its label box vertically.
    case fitsVertically
    /// No drawn text has characters without a glyph in any font.
    case noMissingGlyphs
    /// The spoken text is the catalog's whole word, never empty.
    case spokenTextWhole
    /// Right-to-left locales are mirrored under the geometry's policy, and only then.
    case mirroring
    /// The track lies between the geometry's width and its maximum width.
    case trackWidth
    /// Segments tile the control's width in visual order, each box its segment less padding.
    case segmentsTile
    /// A label drawn as an image has an image.
    case imagePresent
    /// The trace has every stage from the request to the layout, and the chain ends at root.
    case traceComplete
  }

  /// The invariant broken.
  public let invariant: Invariant
  /// What is wrong: the locale, the geometry and the numbers.
  public let message: String

  /// A violation of `invariant`, described by `message`.
  public init(_ invariant: Invariant, _ message: String) {
    self.invariant = invariant
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
