import SwitchLabels

/// The measurer the drawing commands use.
///
/// Until the HarfBuzz measurer (`HarfBuzzMeasurer`, with `--estimate` and `--round`) is merged
/// into this branch, every command gets ``GraphemeEstimate``, and its output says so. At the
/// merge, `make` becomes the shared measurer option of the other commands.
enum ToolMeasurer {
  /// The measurer for the command line.
  static func make(_ arguments: ParsedArguments) throws -> any TextMeasurer {
    GraphemeEstimate()
  }

  /// A note for stderr on how widths were measured.
  static func note() -> String {
    "widths estimated per character (no font shaped; the HarfBuzz measurer is not wired here yet)"
  }
}

/// A rough width estimate with no font: 0.6 em per grapheme cluster, 1 em for wide (CJK,
/// Hangul, kana, full-width, emoji) clusters; ink 0.8 em above the baseline and 0.2 em below.
/// Every measurement is marked `estimated: true`.
struct GraphemeEstimate: TextMeasurer {
  /// The longest text measured, in Unicode scalars.
  static let maximumLength = 1000

  func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
    -> TextMeasurement
  {
    guard font.size.isFinite, font.size > 0, font.size <= 1000 else {
      throw .invalidSize(font.size)
    }
    let length = text.unicodeScalars.count
    guard length <= Self.maximumLength else { throw .textTooLong(length: length) }
    let ems = Graphemes.clusters(text, locale: locale).reduce(0.0) { total, cluster in
      total + (cluster.unicodeScalars.contains(where: Self.isWide) ? 1 : 0.6)
    }
    return TextMeasurement(
      text: text, width: ems * font.size, ascent: 0.8 * font.size, descent: 0.2 * font.size,
      fonts: [], missing: [], estimated: true)
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return scalar.properties.isEmojiPresentation
    }
  }
}
