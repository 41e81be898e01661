import Testing

@testable import SwitchLabels

/// Random operation sequences (seeded, so every run replays the same ones) run against the model
/// and against a reference built on a plain `Set`: after every operation both must agree on the
/// error or the result, the segments and the selection; a refused operation changes nothing.
@Suite("Selection semantics against a reference")
@MainActor
struct SelectionPropertyTests {
  /// The simplest model of the rules: segments in order, enabled flags and a `Set` selection.
  struct Reference {
    var ids: [String]
    var disabled: Set<String> = []
    var selection: Set<String>
    var controlEnabled = true
    let mode: SelectionMode

    func interactive(_ id: String) throws(SegmentedControlError) -> Bool {
      guard ids.contains(id) else { throw .unknownID(id) }
      return controlEnabled && !disabled.contains(id)
    }

    mutating func commit(_ proposed: Set<String>) throws(SegmentedControlError) -> Bool {
      if let maximum = mode.maximum, proposed.count > maximum {
        throw .tooManySelected(count: proposed.count, maximum: maximum)
      }
      if proposed.count < mode.minimum {
        throw .tooFewSelected(count: proposed.count, minimum: mode.minimum)
      }
      defer { selection = proposed }
      return proposed != selection
    }

    mutating func apply(_ operation: Operation) throws(SegmentedControlError) -> Bool {
      switch operation {
      case .select(let id):
        guard try interactive(id) else { return false }
        switch mode {
        case .momentary: return true
        case .single: return try commit([id])
        case .multiple: return try commit(selection.union([id]))
        }
      case .deselect(let id):
        guard try interactive(id), selection.contains(id) else { return false }
        return try commit(selection.subtracting([id]))
      case .toggle(let id):
        return selection.contains(id)
          ? try apply(.deselect(id)) : try apply(.select(id))
      case .selectAt(let index):
        guard index >= 0, index < ids.count else {
          throw .indexOutOfRange(index: index, count: ids.count)
        }
        return try apply(.select(ids[index]))
      case .selectAll:
        guard mode.isMultiple else { throw .unsupportedInMode(operation: "select all", mode: mode) }
        guard controlEnabled else { return false }
        return try commit(selection.union(ids.filter { !disabled.contains($0) }))
      case .selectNone:
        guard controlEnabled else { return false }
        return try commit(selection.intersection(disabled))
      case .setSelection(let proposed):
        for id in proposed where !ids.contains(id) { throw .unknownID(id) }
        return try commit(proposed)
      case .insert(let id, let index):
        guard index >= 0, index <= ids.count else {
          throw .indexOutOfRange(index: index, count: ids.count + 1)
        }
        guard !ids.contains(id) else { throw .duplicateID(id) }
        ids.insert(id, at: index)
        return true
      case .remove(let id):
        guard let index = ids.firstIndex(of: id) else { throw .unknownID(id) }
        guard ids.count > 1 else { throw .noSegments }
        let remaining = selection.subtracting([id])
        if remaining.count < mode.minimum {
          throw .tooFewSelected(count: remaining.count, minimum: mode.minimum)
        }
        ids.remove(at: index)
        disabled.remove(id)
        selection = remaining
        return true
      case .move(let id, let index):
        guard let from = ids.firstIndex(of: id) else { throw .unknownID(id) }
        guard index >= 0, index < ids.count else {
          throw .indexOutOfRange(index: index, count: ids.count)
        }
        ids.insert(ids.remove(at: from), at: index)
        return from != index
      case .setEnabled(let id, let enabled):
        guard ids.contains(id) else { throw .unknownID(id) }
        if enabled { disabled.remove(id) } else { disabled.insert(id) }
        return true
      case .setControlEnabled(let enabled):
        controlEnabled = enabled
        return true
      }
    }
  }

  enum Operation: CustomStringConvertible {
    case select(String), deselect(String), toggle(String), selectAt(Int), selectAll, selectNone
    case setSelection(Set<String>), insert(String, Int), remove(String), move(String, Int)
    case setEnabled(String, Bool), setControlEnabled(Bool)

    var description: String {
      switch self {
      case .select(let id): return "select(\(id))"
      case .deselect(let id): return "deselect(\(id))"
      case .toggle(let id): return "toggle(\(id))"
      case .selectAt(let index): return "select(at: \(index))"
      case .selectAll: return "selectAll()"
      case .selectNone: return "selectNone()"
      case .setSelection(let ids): return "setSelection(\(ids.sorted()))"
      case .insert(let id, let index): return "insert(\(id), at: \(index))"
      case .remove(let id): return "remove(\(id))"
      case .move(let id, let index): return "move(\(id), to: \(index))"
      case .setEnabled(let id, let enabled): return "setEnabled(\(enabled), for: \(id))"
      case .setControlEnabled(let enabled): return "isEnabled = \(enabled)"
      }
    }
  }

  /// Ids operations pick from: twelve that may exist, and one that never does.
  nonisolated static let pool = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]
  nonisolated static let unknown = "zz"

  static func randomOperation(_ ids: [String], using random: inout SplitMix64) -> Operation {
    func id() -> String {
      // Mostly existing ids, sometimes any of the pool, rarely one that never exists.
      let roll = Int.random(in: 0..<20, using: &random)
      if roll == 0 { return unknown }
      if roll < 4 { return pool.randomElement(using: &random) ?? unknown }
      return ids.randomElement(using: &random) ?? unknown
    }
    func index(_ count: Int) -> Int { Int.random(in: -1...(count + 1), using: &random) }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<22: return .toggle(id())
    case 22..<32: return .select(id())
    case 32..<40: return .deselect(id())
    case 40..<45: return .selectAt(index(ids.count))
    case 45..<49: return .selectAll
    case 49..<53: return .selectNone
    case 53..<61:
      var proposed = Set(ids.filter { _ in Bool.random(using: &random) }.prefix(4))
      if Int.random(in: 0..<6, using: &random) == 0 { proposed.insert(unknown) }
      return .setSelection(proposed)
    case 61..<70: return .insert(pool.randomElement(using: &random) ?? unknown, index(ids.count))
    case 70..<78: return .remove(id())
    case 78..<86: return .move(id(), index(ids.count))
    case 86..<95: return .setEnabled(id(), Bool.random(using: &random))
    default: return .setControlEnabled(Int.random(in: 0..<4, using: &random) > 0)
    }
  }

  func run(
    _ operation: Operation, on model: SegmentedControlModel<String>
  ) throws(SegmentedControlError) -> Bool {
    switch operation {
    case .select(let id): return try model.select(id)
    case .deselect(let id): return try model.deselect(id)
    case .toggle(let id): return try model.toggle(id)
    case .selectAt(let index): return try model.select(at: index)
    case .selectAll: return try model.selectAll()
    case .selectNone: return try model.selectNone()
    case .setSelection(let ids): return try model.setSelection(ids)
    case .insert(let id, let index):
      try model.insert(SegmentedControlModelTests.segment(id), at: index)
      return true
    case .remove(let id):
      try model.remove(id)
      return true
    case .move(let id, let index):
      let before = model.ids
      try model.move(id, to: index)
      return model.ids != before
    case .setEnabled(let id, let enabled):
      try model.setEnabled(enabled, for: id)
      return true
    case .setControlEnabled(let enabled):
      model.isEnabled = enabled
      return true
    }
  }

  nonisolated static let modes: [SelectionMode] = [
    .multiple(), .multiple(minimum: 1, maximum: 3), .multiple(minimum: 2, maximum: 2),
    .multiple(maximum: 1), .single(), .single(allowsNone: true), .momentary,
  ]

  @Test("Random operation sequences agree with a Set reference", arguments: modes, [1, 2, 3, 4])
  func sequences(_ mode: SelectionMode, _ seed: UInt64) throws {
    var random = SplitMix64(seed: seed &* 0x5DEE_CE66 &+ UInt64(mode.description.utf8.count))
    let start = ["a", "b", "c", "d", "e"]
    let model = try SegmentedControlModel(
      segments: start.map { SegmentedControlModelTests.segment($0) }, mode: mode,
      locale: .english, geometry: SegmentedFixtures.geometry(), width: 1200,
      service: SegmentedFixtures.service)
    var reference = Reference(ids: start, selection: model.selection, mode: mode)
    #expect(model.selection.count == mode.minimum)
    var selectionEvents: [(before: Set<String>, after: Set<String>)] = []
    model.onChange = { change in
      if case .selection(let before, let after) = change { selectionEvents.append((before, after)) }
    }
    var log: [String] = []
    var refused = 0
    for _ in 0..<400 {
      let operation = Self.randomOperation(reference.ids, using: &random)
      log.append(operation.description)
      let before = ModelSnapshot(model)
      let selectionBefore = model.selection
      selectionEvents.removeAll()
      var expected: Result<Bool, SegmentedControlError>
      var candidate = reference
      do {
        expected = .success(try candidate.apply(operation))
      } catch {
        expected = .failure(error)
      }
      let actual: Result<Bool, SegmentedControlError>
      do {
        actual = .success(try run(operation, on: model))
      } catch {
        actual = .failure(error)
      }
      let trail = log.suffix(6).joined(separator: "; ")
      try #require(actual == expected, "after \(trail)")
      if case .failure = actual {
        refused += 1
        #expect(ModelSnapshot(model) == before, "a refused \(operation) changed the model")
        #expect(selectionEvents.isEmpty)
      } else {
        reference = candidate
      }
      try #require(model.ids == reference.ids, "after \(trail)")
      try #require(model.selection == reference.selection, "after \(trail)")
      // Set semantics: the selection is a subset of the segments, within the mode's bounds, and
      // every change is reported once, with the true before and after.
      #expect(model.selection.isSubset(of: Set(model.ids)))
      #expect(model.selection.count >= mode.minimum)
      #expect(mode.maximum.map { model.selection.count <= $0 } ?? true)
      if model.selection != selectionBefore {
        #expect(selectionEvents.count == 1)
        #expect(selectionEvents.first?.before == selectionBefore)
        #expect(selectionEvents.first?.after == model.selection)
      } else {
        #expect(selectionEvents.isEmpty)
      }
      SegmentedControlModelTests.checkStyles(model)
    }
    // The sequences exercise both outcomes.
    #expect(refused > 20)
    #expect(refused < 300)
  }
}
