import SwitchLabels

/// The options that describe a segmented control, declared once for every command that takes
/// one (`audit segmented`, `export segmented`, `render segmented`): the same names, ranges and
/// messages, and a value out of range is a usage error (64) wherever it is given.
enum SegmentedOptions {
  /// `--segments <a,b,c>`.
  static let segments = Option<String>(
    "segments", "<a,b,c>",
    "The segments' titles (@on, @off: our switch words; with --strings, the app's keys), "
      + "comma-separated")
  /// `--pages <n>`.
  static let pages = Option<Int>.integer(
    "pages", "<n>", "A paginator of n pages instead of --segments (1…1000)",
    in: 1...Paginator.maximumPageCount)
  /// `--width <px>`.
  static let width = Option<Double>.decimal(
    "width", "<px>", "The control's width in pixels (required)", in: 1...Geometry.maximumLength)
  /// `--by-content`.
  static let byContent = Flag("by-content", "Widths apportioned by content instead of equal")
  /// `--multi`.
  static let multi = Flag("multi", "Checkbox segments (several selected), each with its images")

  /// The names of a comma-separated list: items trimmed, none empty, and, when asked, none
  /// twice.
  ///
  /// - Throws: ``ToolError/usage(_:)`` naming the option and what is wrong.
  static func list(_ text: String, option: String, unique: Bool = false) throws(ToolError)
    -> [String]
  {
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmed)
    if items.contains(where: \.isEmpty) {
      throw .usage("'--\(option) \(Printable.field(text))': an empty name in the list")
    }
    var seen: Set<String> = []
    for item in items where unique && !seen.insert(item).inserted {
      throw .usage("'--\(option)': \"\(Printable.field(item))\" is given twice")
    }
    return items
  }
}
