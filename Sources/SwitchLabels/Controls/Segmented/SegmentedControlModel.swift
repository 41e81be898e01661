// The model of a segmented control: segments by stable id, selection, styles, and its layout.

import Observation

/// A segmented control: segments by stable id, a selection, styles, images and a live label layout.
///
/// Every mutating method validates first: when it throws, the model is unchanged.
///
/// ```swift
/// let model = try SegmentedControlModel(
///   segments: [Segment(id: "day", title: "Day"), Segment(id: "week", title: "Week")],
///   selection: ["week"], locale: try LocaleID("en"), width: 240, service: service)
/// try model.move("week", to: 0)  // its selection and styles move with it
/// ```
@MainActor
@Observable
public final class SegmentedControlModel<ID: Hashable & Sendable> {
  /// The segments, in order.
  public private(set) var segments: [Segment<ID>]
  /// The ids of the selected segments (always empty in momentary mode).
  public private(set) var selection: Set<ID>
  /// How segments are selected.
  public private(set) var mode: SelectionMode
  /// Whether the control responds to the user; a disabled control draws every segment disabled.
  public var isEnabled: Bool {
    didSet { if oldValue != isEnabled { onChange?(.enabled(isEnabled)) } }
  }
  /// The locale titles are resolved in.
  public private(set) var locale: LocaleID
  /// The geometry.
  public private(set) var geometry: SegmentedGeometry
  /// The control's total width in px.
  public private(set) var width: Double
  /// How the width is divided among the segments.
  public private(set) var widths: SegmentWidths
  /// Whether images come first.
  public private(set) var content: SegmentLabelContent
  /// Where each segment goes and what its label draws, for the current locale, geometry and width.
  public private(set) var layout: SegmentedLayout<ID>

  /// Called after every change, on the main actor.
  @ObservationIgnored public var onChange: (@MainActor (Change) -> Void)?
  @ObservationIgnored private let service: LabelService
  @ObservationIgnored private let titles: any SegmentTitleCatalog

  /// What changed; a change that affects several things reports each: structure, selection, layout.
  public enum Change: Hashable, Sendable {
    /// A segment was inserted at an index.
    case inserted(ID, at: Int)
    /// A segment was removed from an index (the segment, with its styles, is given back).
    case removed(Segment<ID>, at: Int)
    /// A segment moved.
    case moved(ID, from: Int, to: Int)
    /// The segments were replaced at once: the ids that went and the ids that came.
    case replaced(removed: [ID], inserted: [ID])
    /// A segment's title, images, enabled flag or styles changed.
    case updated(ID)
    /// The selection changed.
    case selection(before: Set<ID>, after: Set<ID>)
    /// A segment of a momentary control was activated.
    case activated(ID)
    /// The selection mode changed.
    case mode(SelectionMode)
    /// The control was enabled or disabled.
    case enabled(Bool)
    /// The layout was fitted again (new segments, titles, locale, width or content).
    case layout(SegmentedLayout<ID>)
  }

  /// A segmented control of `segments` (at least one, unique ids), `width` px (> 0) wide.
  ///
  /// A nil `selection` selects the fewest the mode requires; `titles` defaults to the service's.
  ///
  /// - Throws: ``SegmentedControlError`` naming the id, value or field.
  public init(
    segments: [Segment<ID>], mode: SelectionMode = .single(), selection: Set<ID>? = nil,
    locale: LocaleID, geometry: SegmentedGeometry = .standard, width: Double,
    widths: SegmentWidths = .equal, content: SegmentLabelContent = .textFirst,
    service: LabelService, titles: (any SegmentTitleCatalog)? = nil
  ) throws(SegmentedControlError) {
    let titles = titles ?? service.catalogs
    layout = try SegmentedLayout.fit(
      segments, locale: locale, geometry: geometry, width: width, widths: widths,
      content: content, titles: titles, measurer: service.measurer, options: service.options)
    try mode.validate(segments: segments.count)
    let initial: Set<ID>
    if let selection {
      for id in selection where !segments.contains(where: { $0.id == id }) {
        throw .unknownID(SegmentedControlError.name(id))
      }
      initial = selection
    } else {
      let ordered = segments.filter(\.isEnabled) + segments.filter { !$0.isEnabled }
      initial = Set(ordered.prefix(mode.minimum).map(\.id))
    }
    try mode.check(count: initial.count)
    self.segments = segments
    self.selection = initial
    self.mode = mode
    self.isEnabled = true
    self.locale = locale
    self.geometry = geometry
    self.width = width
    self.widths = widths
    self.content = content
    self.service = service
    self.titles = titles
  }

  // MARK: Reading

  /// The ids, in order.
  public var ids: [ID] { segments.map(\.id) }

  /// The position of the segment with `id`, if there is one.
  public func index(of id: ID) -> Int? { segments.firstIndex { $0.id == id } }

  /// The segment with `id`, if there is one.
  public func segment(_ id: ID) -> Segment<ID>? { segments.first { $0.id == id } }

  /// The selected id when exactly one segment is selected.
  public var selectedID: ID? { selection.count == 1 ? selection.first : nil }

  /// The position of the selected segment when exactly one is selected.
  public var selectedIndex: Int? { selectedID.flatMap(index(of:)) }

  /// The selected ids in segment order.
  public var orderedSelection: [ID] { segments.map(\.id).filter(selection.contains) }

  /// The state of the segment with `id` (selected, disabled), or nil for an unknown id.
  public func state(of id: ID) -> SegmentState? {
    guard let segment = segment(id) else { return nil }
    return SegmentedAppearance<ID>.state(
      selected: selection.contains(id), enabled: isEnabled && segment.isEnabled)
  }

  /// The style of the segment with `id` now (geometry defaults overridden), nil if unknown.
  public func style(of id: ID) -> SegmentStyle? {
    guard let segment = segment(id), let state = state(of: id) else { return nil }
    return geometry.styles.overridden(by: segment.styles).style(for: state)
  }

  /// What the segment with `id` draws in its current state, or nil for an unknown id.
  public func visual(of id: ID) -> Visual? {
    guard let state = state(of: id) else { return nil }
    return layout[id]?.visual(for: state)
  }

  /// Everything a renderer needs: the layout with each segment's state, visual and style.
  public var appearance: SegmentedAppearance<ID> {
    SegmentedAppearance(
      layout: layout, geometry: geometry, segments: segments, selection: selection,
      isEnabled: isEnabled)
  }

  // MARK: Segments

  /// Inserts `segment` at `index` (at the end when nil).
  ///
  /// - Throws: ``SegmentedControlError`` for a duplicate id, a bad index or an unfittable title.
  public func insert(_ segment: Segment<ID>, at index: Int? = nil) throws(SegmentedControlError) {
    let position = index ?? segments.count
    try SegmentedControlError.check(index: position, count: segments.count + 1)
    guard self.index(of: segment.id) == nil else {
      throw .duplicateID(SegmentedControlError.name(segment.id))
    }
    var updated = segments
    updated.insert(segment, at: position)
    let fitted = try fit(segments: updated)
    segments = updated
    onChange?(.inserted(segment.id, at: position))
    apply(fitted)
  }

  /// Removes the segment with `id` and its selection, and returns it (with its styles).
  ///
  /// - Throws: ``SegmentedControlError`` for an unknown id, the last segment, or too few selected.
  @discardableResult
  public func remove(_ id: ID) throws(SegmentedControlError) -> Segment<ID> {
    let position = try existingIndex(id)
    guard segments.count > 1 else { throw .noSegments }
    let remaining = selection.subtracting([id])
    try mode.check(count: remaining.count)
    try mode.validate(segments: segments.count - 1)
    var updated = segments
    let removed = updated.remove(at: position)
    let fitted = try fit(segments: updated)
    segments = updated
    onChange?(.removed(removed, at: position))
    replaceSelection(remaining)
    apply(fitted)
    return removed
  }

  /// Moves the segment with `id`, with its selection and styles, to `index`.
  ///
  /// - Throws: ``SegmentedControlError`` for an unknown id or a bad index.
  public func move(_ id: ID, to index: Int) throws(SegmentedControlError) {
    let from = try existingIndex(id)
    try SegmentedControlError.check(index: index, count: segments.count)
    guard from != index else { return }
    var updated = segments
    updated.insert(updated.remove(at: from), at: index)
    let fitted = try fit(segments: updated)
    segments = updated
    onChange?(.moved(id, from: from, to: index))
    apply(fitted)
  }

  /// Replaces every segment at once; a nil `newSelection` keeps the selected ids that remain.
  ///
  /// - Throws: ``SegmentedControlError`` for bad segments or selection, or titles that cannot fit.
  public func replaceSegments(_ newSegments: [Segment<ID>], selection newSelection: Set<ID>? = nil)
    throws(SegmentedControlError)
  {
    let fitted = try fit(segments: newSegments)
    let newIDs = Set(newSegments.map(\.id))
    let kept = newSelection ?? selection.intersection(newIDs)
    for id in kept where !newIDs.contains(id) { throw .unknownID(SegmentedControlError.name(id)) }
    try mode.validate(segments: newSegments.count)
    try mode.check(count: kept.count)
    let oldIDs = ids
    segments = newSegments
    onChange?(
      .replaced(
        removed: oldIDs.filter { !newIDs.contains($0) },
        inserted: newSegments.map(\.id).filter { !oldIDs.contains($0) }))
    replaceSelection(kept)
    apply(fitted)
  }

  /// Gives the segment with `id` another title.
  ///
  /// - Throws: ``SegmentedControlError`` for an unknown id or a title that cannot be fitted.
  public func setTitle(_ title: SegmentTitle, for id: ID) throws(SegmentedControlError) {
    try update(id, refit: true) { $0.title = title }
  }

  /// Gives the segment with `id` other images (nil: none of its own).
  ///
  /// - Throws: ``SegmentedControlError`` for an unknown id, or when the layout needed the images.
  public func setImages(_ images: SegmentImages?, for id: ID) throws(SegmentedControlError) {
    try update(id, refit: true) { $0.images = images }
  }

  /// Enables or disables the segment with `id`; a disabled segment keeps its selection.
  ///
  /// - Throws: ``SegmentedControlError/unknownID(_:)``.
  public func setEnabled(_ enabled: Bool, for id: ID) throws(SegmentedControlError) {
    try update(id, refit: false) { $0.isEnabled = enabled }
  }

  /// Gives the segment with `id` other styles.
  ///
  /// - Throws: ``SegmentedControlError`` for an unknown id or a non-finite shadow offset.
  public func setStyles(_ styles: SegmentStyles, for id: ID) throws(SegmentedControlError) {
    try styles.validate(segment: SegmentedControlError.name(id))
    try update(id, refit: false) { $0.styles = styles }
  }

  // MARK: Selection (the rest is in SegmentedControlModel+Selection.swift)

  /// Changes the selection mode; the current selection must suit the new mode.
  ///
  /// - Throws: ``SegmentedControlError`` for impossible bounds or a selection that does not suit.
  public func setMode(_ newMode: SelectionMode) throws(SegmentedControlError) {
    try newMode.validate(segments: segments.count)
    try newMode.check(count: selection.count)
    guard newMode != mode else { return }
    mode = newMode
    onChange?(.mode(newMode))
  }

  // MARK: Locale, geometry, width

  /// Shows the control in another locale: titles are resolved and fitted again.
  ///
  /// - Throws: ``SegmentedControlError`` (a title with no text for the locale, a font problem).
  public func setLocale(_ newLocale: LocaleID) throws(SegmentedControlError) {
    try apply(fit(locale: newLocale)) { locale = newLocale }
  }

  /// Gives the control another geometry.
  ///
  /// - Throws: ``SegmentedControlError/invalidGeometry(_:)`` naming the field.
  public func setGeometry(_ newGeometry: SegmentedGeometry) throws(SegmentedControlError) {
    try apply(fit(geometry: newGeometry)) { geometry = newGeometry }
  }

  /// Gives the control another total width.
  ///
  /// - Throws: ``SegmentedControlError`` for a width not > 0 or too small for the labels.
  public func setWidth(_ newWidth: Double) throws(SegmentedControlError) {
    try apply(fit(width: newWidth)) { width = newWidth }
  }

  /// Divides the width equally or by content.
  ///
  /// - Throws: ``SegmentedControlError`` when the labels cannot be fitted.
  public func setWidths(_ newWidths: SegmentWidths) throws(SegmentedControlError) {
    try apply(fit(widths: newWidths)) { widths = newWidths }
  }

  /// Draws text or images first.
  ///
  /// - Throws: ``SegmentedControlError`` when the labels cannot be fitted.
  public func setContent(_ newContent: SegmentLabelContent) throws(SegmentedControlError) {
    try apply(fit(content: newContent)) { content = newContent }
  }

  // MARK: Internals

  private func existingIndex(_ id: ID) throws(SegmentedControlError) -> Int {
    guard let position = index(of: id) else { throw .unknownID(SegmentedControlError.name(id)) }
    return position
  }

  /// Whether the user may change the segment with `id` (it and the control are enabled).
  func isInteractive(_ id: ID) throws(SegmentedControlError) -> Bool {
    let position = try existingIndex(id)
    return isEnabled && segments[position].isEnabled
  }

  /// Checks `proposed` against the mode, then makes it the selection.
  func commit(_ proposed: Set<ID>) throws(SegmentedControlError) -> Bool {
    try mode.check(count: proposed.count)
    return replaceSelection(proposed)
  }

  /// Makes `proposed` (already checked) the selection and reports it.
  @discardableResult
  private func replaceSelection(_ proposed: Set<ID>) -> Bool {
    guard proposed != selection else { return false }
    let before = selection
    selection = proposed
    onChange?(.selection(before: before, after: proposed))
    return true
  }

  private func update(_ id: ID, refit: Bool, _ change: (inout Segment<ID>) -> Void)
    throws(SegmentedControlError)
  {
    let position = try existingIndex(id)
    var updated = segments
    change(&updated[position])
    guard updated[position] != segments[position] else { return }
    let fitted = refit ? try fit(segments: updated) : layout
    segments = updated
    onChange?(.updated(id))
    apply(fitted)
  }

  /// The layout with some inputs changed (the current ones otherwise).
  private func fit(
    segments newSegments: [Segment<ID>]? = nil, locale newLocale: LocaleID? = nil,
    geometry newGeometry: SegmentedGeometry? = nil, width newWidth: Double? = nil,
    widths newWidths: SegmentWidths? = nil, content newContent: SegmentLabelContent? = nil
  ) throws(SegmentedControlError) -> SegmentedLayout<ID> {
    try SegmentedLayout.fit(
      newSegments ?? segments, locale: newLocale ?? locale, geometry: newGeometry ?? geometry,
      width: newWidth ?? width, widths: newWidths ?? widths, content: newContent ?? content,
      titles: titles, measurer: service.measurer, options: service.options)
  }

  /// Makes `change` to the inputs, then `fitted` (their layout) the layout, reporting it.
  private func apply(_ fitted: SegmentedLayout<ID>, after change: () -> Void = {}) {
    change()
    guard fitted != layout else { return }
    layout = fitted
    onChange?(.layout(fitted))
  }
}
