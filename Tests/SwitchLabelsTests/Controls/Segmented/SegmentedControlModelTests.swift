import Observation
import SwitchLabelsTesting
import Synchronization
import Testing

@testable import SwitchLabels

/// Everything observable about a model, to check that a refused operation changed nothing.
@MainActor
struct ModelSnapshot: Equatable {
  let segments: [Segment<String>]
  let selection: Set<String>
  let mode: SelectionMode
  let isEnabled: Bool
  let locale: LocaleID
  let geometry: SegmentedGeometry
  let width: Double
  let widths: SegmentWidths
  let content: SegmentLabelContent
  let layout: SegmentedLayout<String>

  init(_ model: SegmentedControlModel<String>) {
    segments = model.segments
    selection = model.selection
    mode = model.mode
    isEnabled = model.isEnabled
    locale = model.locale
    geometry = model.geometry
    width = model.width
    widths = model.widths
    content = model.content
    layout = model.layout
  }
}

@Suite("SegmentedControlModel")
@MainActor
struct SegmentedControlModelTests {
  nonisolated static let red = SegmentedFixtures.color("#DD0000")
  nonisolated static let white = SegmentedFixtures.color("#FFFFFF")
  nonisolated static let blue = SegmentedFixtures.color("#0A84FF")
  nonisolated static let grey = SegmentedFixtures.color("#777777")

  /// A distinct style per segment and state: the tint names the segment, the text colour the
  /// state, so a style applied to the wrong segment or state shows.
  nonisolated static func styles(for id: String) -> SegmentStyles {
    let code = UInt8(truncatingIfNeeded: id.unicodeScalars.first?.value ?? 0)
    return SegmentStyles(
      normal: SegmentStyle(
        tint: StyleColor(red: code, green: 1, blue: 1), textColor: grey,
        shadowColor: StyleColor(red: 1, green: code, blue: 1),
        shadowOffset: ShadowOffset(x: 0, y: Double(code % 3))),
      selected: SegmentStyle(tint: StyleColor(red: code, green: 2, blue: 2), textColor: white),
      disabled: SegmentStyle(textColor: StyleColor(red: 3, green: 3, blue: code)))
  }

  nonisolated static func segment(_ id: String, enabled: Bool = true) -> Segment<String> {
    Segment(id: id, title: .literal(id), isEnabled: enabled, styles: styles(for: id))
  }

  static func model(
    _ ids: [String] = ["a", "b", "c", "d"], mode: SelectionMode = .single(),
    selection: Set<String>? = nil, locale: String = "en", width: Double = 400
  ) throws -> SegmentedControlModel<String> {
    try SegmentedControlModel(
      segments: ids.map { segment($0) }, mode: mode, selection: selection,
      locale: try LocaleID(locale), geometry: SegmentedFixtures.geometry(), width: width,
      service: SegmentedFixtures.service)
  }

  /// Every segment's effective style is its own styles for its state, over the defaults.
  static func checkStyles(
    _ model: SegmentedControlModel<String>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let mismatches = styleMismatches(model)
    #expect(mismatches.isEmpty, "\(mismatches)", sourceLocation: sourceLocation)
  }

  /// The segments whose styles, effective style or drawn style are not what their id says.
  static func styleMismatches(_ model: SegmentedControlModel<String>) -> [String] {
    let defaults = model.geometry.styles
    var drawn: [String: (SegmentState, SegmentStyle)] = [:]
    for item in model.appearance.items { drawn[item.id] = (item.state, item.style) }
    var mismatches: [String] = []
    for segment in model.segments {
      let state = model.state(of: segment.id) ?? .normal
      let expected = defaults.overridden(by: styles(for: segment.id)).style(for: state)
      if segment.styles != styles(for: segment.id) { mismatches.append("\(segment.id): styles") }
      if model.style(of: segment.id) != expected { mismatches.append("\(segment.id): \(state)") }
      if drawn[segment.id]?.0 != state || drawn[segment.id]?.1 != expected {
        mismatches.append("\(segment.id): drawn")
      }
    }
    return mismatches
  }

  @Test("Style by id survives insert, remove, move and every selection change")
  func stylesByID() throws {
    let model = try Self.model(mode: .multiple())
    Self.checkStyles(model)
    // The legacy bug: text colours reset by every selection change.
    for id in ["a", "b", "c", "a", "d"] {
      try model.toggle(id)
      Self.checkStyles(model)
      #expect(
        model.style(of: id)?.textColor == (model.selection.contains(id) ? Self.white : Self.grey))
    }
    try model.insert(Self.segment("x"), at: 0)
    Self.checkStyles(model)
    try model.move("x", to: 3)
    try model.move("a", to: 4)
    Self.checkStyles(model)
    #expect(model.ids == ["b", "c", "x", "d", "a"])
    let removed = try model.remove("c")
    #expect(removed.styles == Self.styles(for: "c"))
    Self.checkStyles(model)
    try model.setEnabled(false, for: "d")
    Self.checkStyles(model)
    #expect(model.state(of: "d")?.contains(.disabled) == true)
    try model.selectAll()
    try model.selectNone()
    try model.setSelection(["x", "b"])
    Self.checkStyles(model)
    // Re-inserting the removed segment brings its styles back with it.
    try model.insert(removed, at: 1)
    Self.checkStyles(model)
    model.isEnabled = false
    Self.checkStyles(model)
  }

  @Test("Single selection: select replaces; none only when allowed; toggle")
  func single() throws {
    let model = try Self.model()
    #expect(model.selection == ["a"])
    #expect(try model.select("c"))
    #expect(model.selectedID == "c")
    #expect(model.selectedIndex == 2)
    #expect(try !model.select("c"))
    #expect(throws: SegmentedControlError.tooFewSelected(count: 0, minimum: 1)) {
      try model.deselect("c")
    }
    #expect(
      throws: SegmentedControlError.unsupportedInMode(operation: "select all", mode: .single())
    ) {
      try model.selectAll()
    }
    #expect(try model.select(at: 1))
    #expect(model.selectedID == "b")
    let optional = try Self.model(mode: .single(allowsNone: true))
    #expect(optional.selection.isEmpty)
    #expect(try optional.toggle("d"))
    #expect(try optional.toggle("d"))
    #expect(optional.selection.isEmpty)
  }

  @Test("Multiple selection: checkbox semantics with bounds")
  func multiple() throws {
    let model = try Self.model(mode: .multiple(minimum: 1, maximum: 3))
    #expect(model.selection == ["a"])
    try model.toggle("b")
    try model.toggle("c")
    #expect(model.orderedSelection == ["a", "b", "c"])
    #expect(throws: SegmentedControlError.tooManySelected(count: 4, maximum: 3)) {
      try model.select("d")
    }
    #expect(throws: SegmentedControlError.tooManySelected(count: 4, maximum: 3)) {
      try model.selectAll()
    }
    try model.setSelection(["d"])
    #expect(throws: SegmentedControlError.tooFewSelected(count: 0, minimum: 1)) {
      try model.toggle("d")
    }
    #expect(throws: SegmentedControlError.tooFewSelected(count: 0, minimum: 1)) {
      try model.selectNone()
    }
    #expect(model.selection == ["d"])
  }

  @Test("Momentary: a selection is an event, nothing stays selected")
  func momentary() throws {
    let model = try Self.model(mode: .momentary)
    var changes: [SegmentedControlModel<String>.Change] = []
    model.onChange = { changes.append($0) }
    #expect(try model.select("b"))
    #expect(try model.toggle("c"))
    #expect(model.selection.isEmpty)
    #expect(changes == [.activated("b"), .activated("c")])
    #expect(throws: SegmentedControlError.tooManySelected(count: 1, maximum: 0)) {
      try model.setSelection(["a"])
    }
  }

  @Test("Disabled segments and a disabled control ignore the user")
  func disabled() throws {
    let model = try Self.model(mode: .multiple())
    try model.setEnabled(false, for: "b")
    #expect(try !model.select("b"))
    try model.selectAll()
    #expect(model.selection == ["a", "c", "d"])
    try model.setSelection(["a", "b"])  // programmatic: restores saved state, flags or not
    try model.selectNone()
    #expect(model.selection == ["b"])
    model.isEnabled = false
    #expect(try !model.toggle("a"))
    #expect(model.state(of: "a") == .disabled)
    #expect(model.state(of: "b") == [.selected, .disabled])
  }

  @Test("Change events report what changed: ids, and the selection before and after")
  func changes() throws {
    let model = try Self.model(mode: .single(), selection: ["b"])
    var changes: [SegmentedControlModel<String>.Change] = []
    model.onChange = { change in
      if case .layout = change { return }
      changes.append(change)
    }
    try model.insert(Self.segment("x"), at: 1)
    try model.move("x", to: 3)
    try model.select("c")
    try model.remove("d")
    try model.setTitle("Dee", for: "a")
    #expect(
      changes == [
        .inserted("x", at: 1), .moved("x", from: 1, to: 3),
        .selection(before: ["b"], after: ["c"]), .removed(Self.segment("d"), at: 4),
        .updated("a"),
      ])
    changes.removeAll()
    #expect(throws: SegmentedControlError.tooFewSelected(count: 0, minimum: 1)) {
      try model.remove("c")
    }
    #expect(changes.isEmpty)
    try model.setMode(.multiple())
    try model.select("a")
    try model.remove("c")
    #expect(
      changes == [
        .mode(.multiple()), .selection(before: ["c"], after: ["a", "c"]),
        .removed(Self.segment("c"), at: 2), .selection(before: ["a", "c"], after: ["a"]),
      ])
  }

  /// An operation that must be refused, and the error it must throw.
  struct BadOperation: Sendable, CustomTestStringConvertible {
    let name: String
    let error: SegmentedControlError
    let run: @MainActor @Sendable (SegmentedControlModel<String>) throws -> Void
    var testDescription: String { name }
  }

  nonisolated static let badOperations: [BadOperation] = [
    BadOperation(name: "insert a duplicate id", error: .duplicateID("b")) {
      try $0.insert(segment("b"))
    },
    BadOperation(name: "insert at a negative index", error: .indexOutOfRange(index: -1, count: 5)) {
      try $0.insert(segment("x"), at: -1)
    },
    BadOperation(name: "insert past the end", error: .indexOutOfRange(index: 5, count: 5)) {
      try $0.insert(segment("x"), at: 5)
    },
    BadOperation(
      name: "insert an empty title",
      error: .invalidTitle(segment: "x", reason: "\"\" is empty or only spaces")
    ) {
      try $0.insert(Segment(id: "x", title: ""))
    },
    BadOperation(name: "select an unknown id", error: .unknownID("zz")) { try $0.select("zz") },
    BadOperation(name: "toggle an unknown id", error: .unknownID("zz")) { try $0.toggle("zz") },
    BadOperation(name: "select a negative index", error: .indexOutOfRange(index: -1, count: 4)) {
      try $0.select(at: -1)
    },
    BadOperation(name: "select past the end", error: .indexOutOfRange(index: 4, count: 4)) {
      try $0.select(at: 4)
    },
    BadOperation(
      name: "more selected than the maximum", error: .tooManySelected(count: 3, maximum: 2)
    ) {
      try $0.setSelection(["a", "b", "c"])
    },
    BadOperation(name: "select beyond the maximum", error: .tooManySelected(count: 3, maximum: 2)) {
      try $0.select("c")
    },
    BadOperation(
      name: "fewer selected than the minimum", error: .tooFewSelected(count: 0, minimum: 1)
    ) {
      try $0.selectNone()
    },
    BadOperation(name: "an unknown id in a selection", error: .unknownID("zz")) {
      try $0.setSelection(["a", "zz"])
    },
    BadOperation(name: "remove an unknown id", error: .unknownID("zz")) { try $0.remove("zz") },
    BadOperation(name: "move to a negative index", error: .indexOutOfRange(index: -2, count: 4)) {
      try $0.move("a", to: -2)
    },
    BadOperation(name: "zero width", error: .invalidWidth(0)) { try $0.setWidth(0) },
    BadOperation(name: "negative width", error: .invalidWidth(-10)) { try $0.setWidth(-10) },
    BadOperation(name: "a width too small", error: .widthTooSmall(width: 41, segments: 4)) {
      try $0.setWidth(41)
    },
    BadOperation(name: "zero segments", error: .noSegments) {
      try $0.replaceSegments([])
    },
    BadOperation(name: "duplicate ids in a replacement", error: .duplicateID("q")) {
      try $0.replaceSegments([segment("q"), segment("q")])
    },
    BadOperation(
      name: "a mode the selection does not suit", error: .tooManySelected(count: 2, maximum: 1)
    ) { try $0.setMode(.single()) },
    BadOperation(
      name: "impossible bounds",
      error: .invalidSelectionMode(
        .multiple(minimum: 3, maximum: 2), reason: "the minimum 3 is above the maximum 2")
    ) { try $0.setMode(.multiple(minimum: 3, maximum: 2)) },
    BadOperation(
      name: "select all in single mode",
      error: .unsupportedInMode(operation: "select all", mode: .single())
    ) {
      try $0.setSelection(["a"])
      try $0.setMode(.single())
      try $0.selectAll()
    },
    BadOperation(
      name: "an untranslated title", error: .untranslatedTitle(segment: "a", locale: .root)
    ) {
      try $0.setTitle(.localized([LocaleID.english: "A"]), for: "a")
      try $0.setLocale(.root)
    },
    BadOperation(
      name: "a non-finite shadow offset",
      error: .invalidStyle(segment: "a", reason: "shadow offset (nan, 0.0) must be finite")
    ) {
      try $0.setStyles(
        SegmentStyles(normal: SegmentStyle(shadowOffset: ShadowOffset(x: .nan, y: 0))), for: "a")
    },
  ]

  @Test("Bad input: a typed error, the model unchanged", arguments: badOperations)
  func badInput(_ operation: BadOperation) throws {
    let model = try Self.model(mode: .multiple(minimum: 1, maximum: 2), selection: ["a", "b"])
    var events = 0
    model.onChange = { _ in events += 1 }
    // Some operations make one valid change first; the snapshot is taken by the failing step.
    var before = ModelSnapshot(model)
    var thrown: (any Error)? = nil
    do {
      model.onChange = { _ in
        events += 1
        before = ModelSnapshot(model)
      }
      try operation.run(model)
    } catch {
      thrown = error
    }
    #expect(thrown as? SegmentedControlError == operation.error, "\(String(describing: thrown))")
    #expect(ModelSnapshot(model) == before)
    Self.checkStyles(model)
  }

  @Test("Locale changes resolve titles again, mirror, and are observable")
  func locale() throws {
    let model = try SegmentedControlModel(
      segments: [
        Segment(id: "on", title: .catalogKey("on")), Segment(id: "off", title: .catalogKey("off")),
        Segment(id: "page", title: .number(3)),
      ], locale: try LocaleID("en"), geometry: SegmentedFixtures.geometry(), width: 300,
      service: SegmentedFixtures.service)
    let observed = Flag()
    withObservationTracking {
      _ = model.layout
    } onChange: {
      observed.set()
    }
    try model.setLocale(try LocaleID("ar"))
    #expect(observed.isSet)
    #expect(model.layout.mirrored)
    #expect(model.layout.visualOrder == ["page", "off", "on"])
    #expect(model.visual(of: "on") == .text("مفعّل", scale: 1))
    #expect(model.visual(of: "page") == .text("٣", scale: 1))
    #expect(model.layout["off"]?.spoken == "معطّل")
    // Embedded in other text, an Arabic title keeps its own direction.
    #expect(model.layout["off"]?.isolatedText == "\u{2068}معطّل\u{2069}")
    checkInvariants(model.layout, geometry: model.geometry)
  }

  @Test("Another geometry and other images are fitted again and reported")
  func geometryAndImages() throws {
    let model = try Self.model(["a", "b"])
    var changes: [SegmentedControlModel<String>.Change] = []
    model.onChange = { changes.append($0) }
    try model.setGeometry(.material3)
    #expect(model.geometry == .material3)
    #expect(changes.count == 1)
    if case .layout(let layout) = changes.last { #expect(layout == model.layout) }
    checkInvariants(model.layout, geometry: model.geometry)

    try model.setContent(.imagesFirst)
    #expect(model.visual(of: "a") == .text("a", scale: 1), "not every segment has an image yet")
    try model.setImages(.checkbox, for: "a")
    try model.setImages(.checkbox, for: "b")
    #expect(model.segment("a")?.images == .checkbox)
    #expect(model.visual(of: "a") == .image(SegmentImages.checkbox.image(for: .selected)))
    #expect(model.visual(of: "b") == .image(SegmentImages.checkbox.normal))
    try model.setImages(nil, for: "b")
    #expect(model.visual(of: "b") == .text("b", scale: 1))
    #expect(throws: SegmentedControlError.unknownID("zz")) {
      try model.setImages(.checkbox, for: "zz")
    }
  }

  @Test("Width changes walk the ladder; too small a width is refused")
  func width() throws {
    let model = try Self.model(["Activated", "Deactivated"])
    #expect(model.layout.rung == .preferred)
    try model.setWidth(140)
    #expect(model.layout.rung == .scaled)
    checkInvariants(model.layout, geometry: model.geometry)
    try model.setWidths(.proportional)
    checkInvariants(model.layout, geometry: model.geometry)
    try model.setWidth(100)
    #expect(model.layout.rung == .truncated)
    checkInvariants(model.layout, geometry: model.geometry)
  }
}

/// A flag set from an observation callback (which may run on any thread).
private final class Flag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}
