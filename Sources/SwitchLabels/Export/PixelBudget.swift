// What a translator may spend on a label: the width of the label box, in the geometry's font.

/// The room a label's words have in one geometry, for translators: the widest text drawn at full
/// size (whole pixels) and its font, given in translator comments and XLIFF's `maxwidth`.
struct PixelBudget: Hashable, Sendable {
  /// The width, in whole pixels.
  let width: Int
  /// The font the words are measured in.
  let font: FontSpec
  /// The case the words are drawn in.
  let textCase: TextCase

  /// The budget of `geometry` (sized for its text size): the label box at the nominal track width,
  /// or at the widest track for a geometry that only grows (one that may also scale, scales first).
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

  /// The font as XLIFF 1.2's `font` and Weblate read it: `family;size`, `;bold` from weight 600.
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
