// What a translator may spend on a label: the width of the label box, in the geometry's font.

/// The room a label's words have in one geometry, for translators: the widest text drawn at full
/// size (whole pixels, rounded down) and the font the words are set in.
///
/// Words within the budget are drawn as they are (the ladder's first rung); longer words are
/// drawn smaller, or replaced by image labels, as the audit reports. The String Catalog and
/// Android exports say it in the translator comment, the XLIFF export in `maxwidth`,
/// `size-unit="pixel"` and `font`.
///
/// ```swift
/// PixelBudget(.iOSClassic).comment  // "at most 25 px wide in Helvetica 400 12px, in capitals"
/// ```
struct PixelBudget: Hashable, Sendable {
  /// The width, in whole pixels.
  let width: Int
  /// The font the words are measured in.
  let font: FontSpec
  /// The case the words are drawn in.
  let textCase: TextCase

  /// The budget of `geometry` (already sized for its text size): the label box at the nominal
  /// track width, or at the widest track for a geometry that grows rather than scales (a
  /// geometry that may do both scales first, so only the nominal box keeps the full size).
  init(_ geometry: Geometry) {
    let track = geometry.minimumScale < 1 ? geometry.trackWidth : geometry.maximumTrackWidth
    let room = geometry.labelBox(trackWidth: max(track, geometry.trackWidth)).width
    width = room.isFinite ? Int(max(0, room).rounded(.down)) : 0
    font = geometry.font
    textCase = geometry.textCase
  }

  /// `at most N px wide in <font>`, and the case the words are drawn in when it is not theirs.
  var comment: String {
    var text = "at most \(width) px wide in \(font)"
    switch textCase {
    case .natural: break
    case .upper: text += ", in capitals"
    case .lower: text += ", in lower case"
    case .title: text += ", in title case"
    }
    return ExportHeader.commentSafe(text)
  }

  /// The font as XLIFF 1.2's `font` attribute and Weblate read it: `family;size`, with `;bold`
  /// for weights from 600 (a font file is named by its file name).
  var xliffFont: String {
    let family: String
    switch font.source {
    case .family(let name): family = name
    case .file(let path, _): family = String(path.split(separator: "/").last ?? "")
    }
    let clean = family.replacing(";", with: " ")
    return "\(clean);\(ExportNumber.text(font.size))" + (font.weight >= 600 ? ";bold" : "")
  }
}
