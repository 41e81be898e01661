@testable import SwitchLabels

/// A measurer for ladder tests: every grapheme cluster advances `advance` × the font size, ink is
/// `ink` × the size tall, and the characters in `uncovered` have no font.
///
/// Deterministic, so expected outcomes can be worked out by hand.
struct FixedAdvanceMeasurer: TextMeasurer {
  var advance = 0.6
  var ink = 1.0
  var uncovered: Set<Character> = []
  /// Whether measurements say they are estimates.
  var estimated = true

  func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
    -> TextMeasurement
  {
    guard font.size.isFinite, font.size > 0 else { throw .invalidSize(font.size) }
    let count = Graphemes.count(text, locale: locale)
    let missing = text.filter { uncovered.contains($0) }.map(String.init)
    return TextMeasurement(
      text: text, width: Double(count) * advance * font.size, ascent: ink * font.size * 0.75,
      descent: ink * font.size * 0.25,
      fonts: [
        FontIdentity(
          family: "Fixed", style: "Regular", fileName: "fixed", faceIndex: 0, contentHash: "0")
      ],
      missing: missing, estimated: estimated)
  }
}
