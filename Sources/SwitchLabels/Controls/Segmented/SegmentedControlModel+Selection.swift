// Selecting segments: by id or index, toggling, all or none, a whole saved selection.

@MainActor
extension SegmentedControlModel {

  /// Selects the segment with `id`: in single mode instead of the current one, in multiple mode in
  /// addition to the others; in momentary mode reports ``Change/activated(_:)``.
  ///
  /// Does nothing (returns false) when the segment or the control is disabled.
  ///
  /// - Returns: Whether anything changed (or was activated).
  /// - Throws: ``SegmentedControlError/unknownID(_:)``,
  ///   ``SegmentedControlError/tooManySelected(count:maximum:)`` at the multiple mode's maximum;
  ///   the selection is unchanged.
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
  /// - Throws: ``SegmentedControlError/indexOutOfRange(index:count:)`` for a negative index or
  ///   one past the end, and the errors of ``select(_:)``.
  @discardableResult
  public func select(at index: Int) throws(SegmentedControlError) -> Bool {
    guard index >= 0, index < segments.count else {
      throw .indexOutOfRange(index: index, count: segments.count)
    }
    return try select(segments[index].id)
  }

  /// Deselects the segment with `id`.
  ///
  /// Does nothing when it is not selected or is disabled.
  ///
  /// - Throws: ``SegmentedControlError/unknownID(_:)``,
  ///   ``SegmentedControlError/tooFewSelected(count:minimum:)`` when the mode requires it (single
  ///   without "none", or the multiple mode's minimum); the selection is unchanged.
  @discardableResult
  public func deselect(_ id: ID) throws(SegmentedControlError) -> Bool {
    guard try isInteractive(id), selection.contains(id) else { return false }
    return try commit(selection.subtracting([id]))
  }

  /// Selects the segment with `id` if it is not selected, deselects it if it is: checkbox
  /// semantics in multiple mode, activation in momentary mode.
  ///
  /// - Throws: the errors of ``select(_:)`` and ``deselect(_:)``; the selection is unchanged.
  @discardableResult
  public func toggle(_ id: ID) throws(SegmentedControlError) -> Bool {
    selection.contains(id) ? try deselect(id) : try select(id)
  }

  /// Selects every enabled segment (multiple mode only).
  ///
  /// Disabled segments keep their state.
  ///
  /// - Throws: ``SegmentedControlError/unsupportedInMode(operation:mode:)`` outside multiple
  ///   mode, ``SegmentedControlError/tooManySelected(count:maximum:)`` beyond the maximum; the
  ///   selection is unchanged.
  @discardableResult
  public func selectAll() throws(SegmentedControlError) -> Bool {
    guard mode.isMultiple else { throw .unsupportedInMode(operation: "select all", mode: mode) }
    guard isEnabled else { return false }
    return try commit(selection.union(segments.filter(\.isEnabled).map(\.id)))
  }

  /// Deselects every enabled segment.
  ///
  /// Disabled segments keep their state.
  ///
  /// - Throws: ``SegmentedControlError/tooFewSelected(count:minimum:)`` when the mode requires
  ///   a selection; the selection is unchanged.
  @discardableResult
  public func selectNone() throws(SegmentedControlError) -> Bool {
    guard isEnabled else { return false }
    let disabled = Set(segments.filter { !$0.isEnabled }.map(\.id))
    return try commit(selection.intersection(disabled))
  }

  /// Sets the whole selection, whatever the segments' enabled flags (restoring saved state).
  ///
  /// - Throws: ``SegmentedControlError/unknownID(_:)`` for an id no segment has, and
  ///   ``SegmentedControlError/tooManySelected(count:maximum:)`` /
  ///   ``SegmentedControlError/tooFewSelected(count:minimum:)`` outside the mode's bounds; the
  ///   selection is unchanged.
  @discardableResult
  public func setSelection(_ ids: Set<ID>) throws(SegmentedControlError) -> Bool {
    for id in ids where index(of: id) == nil { throw .unknownID(SegmentedControlError.name(id)) }
    return try commit(ids)
  }
}
