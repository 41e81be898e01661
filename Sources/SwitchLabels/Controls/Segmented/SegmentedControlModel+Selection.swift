// Selecting segments: by id or index, toggling, all or none, a whole saved selection.

@MainActor
extension SegmentedControlModel {

  /// Selects the segment with `id`: in single mode instead of the current one, in multiple mode as
  /// well; in momentary mode reports ``Change/activated(_:)``.
  ///
  /// - Returns: Whether anything changed (false when the segment or control is disabled).
  /// - Throws: ``SegmentedControlError`` for an unknown id or past the multiple mode's maximum.
  @discardableResult
  public func select(_ id: ID) throws(SegmentedControlError) -> Bool {
    guard try isInteractive(id) else { return false }
    switch mode {
    case .momentary:
      onChange?(.activated(id))
      return true
    case .single: return try commit([id])
    case .multiple: return try commit(selection.union([id]))
    }
  }

  /// Selects the segment at `index` (see ``select(_:)``).
  ///
  /// - Throws: ``SegmentedControlError/indexOutOfRange(index:count:)``, or as ``select(_:)``.
  @discardableResult
  public func select(at index: Int) throws(SegmentedControlError) -> Bool {
    try SegmentedControlError.check(index: index, count: segments.count)
    return try select(segments[index].id)
  }

  /// Deselects the segment with `id`; does nothing when it is not selected or is disabled.
  ///
  /// - Throws: ``SegmentedControlError`` for an unknown id or below the mode's minimum.
  @discardableResult
  public func deselect(_ id: ID) throws(SegmentedControlError) -> Bool {
    guard try isInteractive(id), selection.contains(id) else { return false }
    return try commit(selection.subtracting([id]))
  }

  /// Selects the segment with `id` if not selected, else deselects it (checkbox semantics).
  ///
  /// - Throws: the errors of ``select(_:)`` and ``deselect(_:)``.
  @discardableResult
  public func toggle(_ id: ID) throws(SegmentedControlError) -> Bool {
    selection.contains(id) ? try deselect(id) : try select(id)
  }

  /// Selects every enabled segment (multiple mode only); disabled segments keep their state.
  ///
  /// - Throws: ``SegmentedControlError`` outside multiple mode or beyond the maximum.
  @discardableResult
  public func selectAll() throws(SegmentedControlError) -> Bool {
    guard mode.isMultiple else { throw .unsupportedInMode(operation: "select all", mode: mode) }
    guard isEnabled else { return false }
    return try commit(selection.union(segments.filter(\.isEnabled).map(\.id)))
  }

  /// Deselects every enabled segment; disabled segments keep their state.
  ///
  /// - Throws: ``SegmentedControlError/tooFewSelected(count:minimum:)`` when the mode requires one.
  @discardableResult
  public func selectNone() throws(SegmentedControlError) -> Bool {
    guard isEnabled else { return false }
    let disabled = Set(segments.filter { !$0.isEnabled }.map(\.id))
    return try commit(selection.intersection(disabled))
  }

  /// Sets the whole selection, whatever the segments' enabled flags (restoring saved state).
  ///
  /// - Throws: ``SegmentedControlError`` for an unknown id or a count outside the mode's bounds.
  @discardableResult
  public func setSelection(_ ids: Set<ID>) throws(SegmentedControlError) -> Bool {
    for id in ids where index(of: id) == nil { throw .unknownID(SegmentedControlError.name(id)) }
    return try commit(ids)
  }
}
