// Why a segmented-control operation was refused. The model is unchanged when one is thrown.

/// Why a segmented control, its layout or its paginator refused an operation (ids shown escaped).
public enum SegmentedControlError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A control needs at least one segment (at creation, and removing the last one).
  case noSegments
  /// Two segments would share an id.
  case duplicateID(String)
  /// No segment has this id.
  case unknownID(String)
  /// An index is negative or past the end (`count` is the number of valid positions).
  case indexOutOfRange(index: Int, count: Int)
  /// The control's width is not a number > 0 and ≤ ``Geometry/maximumLength``.
  case invalidWidth(Double)
  /// The width leaves no room for this many segments' padding, or (lacking images) an ellipsis.
  case widthTooSmall(width: Double, segments: Int)
  /// The selection would have more segments than the mode allows.
  case tooManySelected(count: Int, maximum: Int)
  /// The selection would have fewer segments than the mode requires.
  case tooFewSelected(count: Int, minimum: Int)
  /// The mode's bounds are impossible (negative, minimum above maximum, more than the segments).
  case invalidSelectionMode(SelectionMode, reason: String)
  /// The operation has no meaning in the current selection mode (select-all in single mode).
  case unsupportedInMode(operation: String, mode: SelectionMode)
  /// A title is empty, only white space, or an empty table.
  case invalidTitle(segment: String, reason: String)
  /// A localized title has no text for the locale or any locale of its fallback chain.
  case untranslatedTitle(segment: String, locale: LocaleID)
  /// The title catalog has no such key.
  case unknownTitleKey(segment: String, key: String)
  /// Some segments have no text in the locale and others no image: no rung suits them all.
  case noCommonLabelKind(withoutText: [String], withoutImage: [String])
  /// A colour is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  case invalidColor(String)
  /// A style value (shadow offset) is not a finite number.
  case invalidStyle(segment: String, reason: String)
  /// The geometry is not usable.
  case invalidGeometry(GeometryError)
  /// Text could not be measured (font missing, unreadable).
  case measure(MeasureError)
  /// A paginator's page count, page size or offset is not usable.
  case invalidPaging(field: String, value: String, reason: String)

  /// A message naming the input and what is wrong.
  public var description: String {
    switch self {
    case .noSegments: return "a segmented control needs at least one segment"
    case .duplicateID(let id): return "duplicate segment id \"\(id)\""
    case .unknownID(let id): return "unknown segment id \"\(id)\""
    case .indexOutOfRange(let index, let count):
      return "segment index \(index) is out of range: expected 0…\(max(0, count - 1))"
    case .invalidWidth(let width):
      return "invalid width \(width) px: expected a number of pixels > 0 and ≤ "
        + traceNumber(Geometry.maximumLength)
    case .widthTooSmall(let width, let segments):
      return "width \(traceNumber(width)) px is too small for \(segments) segment"
        + (segments == 1 ? "" : "s") + ": no label fits, not even truncated or as an image"
    case .tooManySelected(let count, let maximum):
      return "\(count) selected segments is more than the maximum of \(maximum)"
    case .tooFewSelected(let count, let minimum):
      return "\(count) selected segment\(count == 1 ? "" : "s") is fewer than the minimum of "
        + "\(minimum)"
    case .invalidSelectionMode(let mode, let reason): return "selection mode \(mode): \(reason)"
    case .unsupportedInMode(let operation, let mode):
      return "\(operation) is not possible in selection mode \(mode)"
    case .invalidTitle(let segment, let reason): return "title of segment \"\(segment)\": \(reason)"
    case .untranslatedTitle(let segment, let locale):
      return "title of segment \"\(segment)\" has no text for \(locale) or its fallback chain "
        + "(\(FallbackChain(locale).map(\.tag).joined(separator: " → ")))"
    case .unknownTitleKey(let segment, let key):
      return "title of segment \"\(segment)\": the title catalog has no key "
        + "\"\(LocaleError.printable(key))\""
    case .noCommonLabelKind(let withoutText, let withoutImage):
      return "segments \(withoutText.map { "\"\($0)\"" }.joined(separator: ", ")) have no text "
        + "in this locale and segments \(withoutImage.map { "\"\($0)\"" }.joined(separator: ", ")) "
        + "have no image: give them images so all segments can show images"
    case .invalidColor(let text):
      return
        "invalid colour \"\(LocaleError.printable(text))\": expected #RGB, #RRGGBB or #RRGGBBAA"
    case .invalidStyle(let segment, let reason): return "style of segment \"\(segment)\": \(reason)"
    case .invalidGeometry(let error): return error.description
    case .measure(let error): return error.description
    case .invalidPaging(let field, let value, let reason):
      return "invalid \(field) \(value): \(reason)"
    }
  }

  /// Throws ``indexOutOfRange(index:count:)`` unless `index` is in `0..<count`.
  static func check(index: Int, count: Int) throws(SegmentedControlError) {
    guard index >= 0, index < count else { throw .indexOutOfRange(index: index, count: count) }
  }

  /// `id` as an error message shows it: its description, shortened and escaped.
  static func name(_ id: some Hashable) -> String {
    LocaleError.printable(String(describing: id))
  }
}
