import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

@Suite("Segmented layout")
struct SegmentedLayoutTests {
  /// Segments, a locale and a width, and the rung, texts, scale and widths the layout must reach.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    var locale = "en"
    let segments: [Segment<String>]
    let width: Double
    var widths = SegmentWidths.equal
    var content = SegmentLabelContent.textFirst
    var geometry = SegmentedFixtures.geometry()
    let rung: Rung
    let texts: [String?]
    var scale = 1.0
    var slotWidths: [Double]? = nil
    var testDescription: String { "\(name): \(locale), \(width) px → \(rung)" }
  }

  static let onOff = [
    Segment(id: "on", title: .catalogKey("on")), Segment(id: "off", title: .catalogKey("off")),
  ]

  static let cases: [Case] = [
    Case(
      name: "preferred texts fit", segments: SegmentedFixtures.literal(["Day", "Week", "Month"]),
      width: 180, rung: .preferred, texts: ["Day", "Week", "Month"], slotWidths: [60, 60, 60]),
    Case(
      name: "shorter catalog variants", locale: "de-CH", segments: onOff, width: 120,
      rung: .shorter, texts: ["Ein", "Aus"]),
    Case(
      name: "one scale for all segments", segments: SegmentedFixtures.literal(["Activated", "On"]),
      width: 110, rung: .scaled, texts: ["Activated", "On"], scale: 0.833),
    Case(
      name: "widths by content fit what equal widths cannot",
      segments: SegmentedFixtures.literal(["Activated", "On"]), width: 110, widths: .proportional,
      rung: .preferred, texts: ["Activated", "On"], slotWidths: [76, 34]),
    Case(
      name: "widths by content, too narrow: one scale, room in proportion",
      segments: SegmentedFixtures.literal(["Activated", "On"]), width: 80, widths: .proportional,
      rung: .scaled, texts: ["Activated", "On"], scale: 0.909),
    Case(
      name: "images when nothing fits and every segment has one",
      segments: SegmentedFixtures.literal(["Activated", "Deactivated"], images: true), width: 60,
      rung: .image, texts: [nil, nil]),
    Case(
      name: "segments without images truncate instead",
      segments: SegmentedFixtures.literal(["Activated", "Deactivated"]), width: 100,
      rung: .truncated, texts: ["Activat…", "Deactiv…"], scale: 0.8),
    Case(
      name: "images first when every segment has one",
      segments: SegmentedFixtures.literal(["A", "B"], images: true), width: 200,
      content: .imagesFirst, rung: .image, texts: [nil, nil]),
    Case(
      name: "images first falls back to text when one has none",
      segments: SegmentedFixtures.literal(["A"], images: true) + SegmentedFixtures.literal(["B"]),
      width: 200, content: .imagesFirst, rung: .preferred, texts: ["A", "B"]),
    Case(
      name: "no catalog for the locale: the state symbols", locale: "kgp", segments: onOff,
      width: 200, rung: .image, texts: [nil, nil]),
    Case(
      name: "dividers come out of the width",
      segments: SegmentedFixtures.literal(["a", "b", "c"]), width: 182,
      geometry: SegmentedFixtures.geometry(dividerWidth: 1), rung: .preferred,
      texts: ["a", "b", "c"], slotWidths: [60, 60, 60]),
    Case(
      name: "upper case with the locale's rules", locale: "tr",
      segments: SegmentedFixtures.literal(["istanbul", "izmir"]), width: 200,
      geometry: SegmentedFixtures.geometry(textCase: .upper), rung: .preferred,
      texts: ["İSTANBUL", "İZMİR"]),
    Case(
      name: "page numbers in Arabic digits, mirrored", locale: "ar",
      segments: (0..<3).map(Paginator.segment(forPage:)).map {
        Segment(id: "\($0.id)", title: $0.title, images: $0.images)
      }, width: 90, rung: .preferred, texts: ["١", "٢", "٣"]),
  ]

  @Test("Layout outcomes", arguments: cases)
  func outcome(_ testCase: Case) throws {
    let layout = try SegmentedLayout.fit(
      testCase.segments, locale: try LocaleID(testCase.locale), geometry: testCase.geometry,
      width: testCase.width, widths: testCase.widths, content: testCase.content,
      service: SegmentedFixtures.service)
    checkInvariants(layout, geometry: testCase.geometry)
    #expect(layout.rung == testCase.rung, "\(layout.trace.map(\.description))")
    #expect(layout.slots.map(\.text) == testCase.texts)
    if layout.rung.drawsText { #expect(abs(layout.scale - testCase.scale) < 0.001) }
    if let widths = testCase.slotWidths {
      #expect(layout.slots.map { ($0.width * 1000).rounded() / 1000 } == widths)
    }
  }

  @Test("Right-to-left reverses the visual order; the policy can turn that off")
  func rightToLeft() throws {
    let segments = SegmentedFixtures.literal(["a", "b", "c"])
    for (tag, policy, expected) in [
      ("he", Geometry.MirroringPolicy.mirrorForRightToLeft, ["c", "b", "a"]),
      ("ar-EG", .mirrorForRightToLeft, ["c", "b", "a"]),
      ("fa", .mirrorForRightToLeft, ["c", "b", "a"]),
      ("he", .never, ["a", "b", "c"]), ("en", .mirrorForRightToLeft, ["a", "b", "c"]),
    ] {
      let geometry = SegmentedFixtures.geometry(mirroring: policy)
      let layout = try SegmentedLayout.fit(
        segments, locale: try LocaleID(tag), geometry: geometry, width: 150,
        service: SegmentedFixtures.service)
      checkInvariants(layout, geometry: geometry)
      #expect(layout.visualOrder == expected, "\(tag) \(policy)")
      #expect(layout["a"]?.x == (expected.first == "a" ? 0 : 100))
    }
  }

  @Test("Images follow the segment's state")
  func imagesPerState() throws {
    let layout = try SegmentedLayout.fit(
      SegmentedFixtures.literal(["A"], images: true), locale: try LocaleID("en"),
      geometry: SegmentedFixtures.geometry(), width: 100, content: .imagesFirst,
      service: SegmentedFixtures.service)
    let slot = try #require(layout["A"])
    #expect(slot.visual(for: .normal) == .image(SegmentedFixtures.checkbox.normal))
    #expect(
      slot.visual(for: .selected) == .image(try #require(SegmentedFixtures.checkbox.selected)))
    #expect(
      slot.visual(for: [.selected, .disabled])
        == .image(try #require(SegmentedFixtures.checkbox.disabled)))
  }

  /// Inputs the layout must refuse, and the error it must throw.
  static let badInputs: [(String, [Segment<String>], Double, SegmentedControlError)] = [
    ("zero segments", [], 100, .noSegments),
    ("duplicate ids", SegmentedFixtures.literal(["a", "b", "a"]), 100, .duplicateID("a")),
    ("zero width", SegmentedFixtures.literal(["a"]), 0, .invalidWidth(0)),
    ("negative width", SegmentedFixtures.literal(["a"]), -5, .invalidWidth(-5)),
    ("infinite width", SegmentedFixtures.literal(["a"]), .infinity, .invalidWidth(.infinity)),
    ("huge width", SegmentedFixtures.literal(["a"]), 1e20, .invalidWidth(1e20)),
    (
      "no room for the padding", SegmentedFixtures.literal(["a", "b", "c"]), 20,
      .widthTooSmall(width: 20, segments: 3)
    ),
    (
      "not even an ellipsis fits", SegmentedFixtures.literal(["a", "b", "c"]), 31,
      .widthTooSmall(width: 31, segments: 3)
    ),
    (
      "some segments without text, others without image",
      [Segment(id: "on", title: .catalogKey("on")), Segment(id: "x", title: "X")], 200,
      .noCommonLabelKind(withoutText: ["on"], withoutImage: ["x"])
    ),
  ]

  @Test("Bad input: typed errors naming it", arguments: badInputs.indices)
  func badInput(_ index: Int) throws {
    let (name, segments, width, expected) = Self.badInputs[index]
    let locale = try LocaleID(name.hasPrefix("some") ? "kgp" : "en")
    #expect(throws: expected, "\(name)") {
      try SegmentedLayout.fit(
        segments, locale: locale, geometry: SegmentedFixtures.geometry(), width: width,
        service: SegmentedFixtures.service)
    }
  }

  @Test("A width that is not a number is refused")
  func notANumber() {
    #expect {
      try SegmentedLayout.fit(
        SegmentedFixtures.literal(["a"]), locale: .english, geometry: SegmentedFixtures.geometry(),
        width: .nan, service: SegmentedFixtures.service)
    } throws: { error in
      guard case .invalidWidth(let width)? = error as? SegmentedControlError else { return false }
      return width.isNaN
    }
  }

  /// A geometry change and the field its error must name.
  static let badGeometries: [(String, @Sendable (inout SegmentedGeometry) -> Void)] = [
    ("height", { $0.height = 0 }),
    ("height", { $0.height = .nan }),
    ("verticalPadding", { $0.verticalPadding = 15 }),
    ("segmentPadding", { $0.segmentPadding = -1 }),
    ("font.size", { $0.font.size = 0 }),
    ("minimumScale", { $0.minimumScale = 0 }),
    ("minimumScale", { $0.minimumScale = 1.5 }),
    ("name", { $0.name = " " }),
  ]

  @Test("Unusable geometries: an error naming the field", arguments: badGeometries.indices)
  func badGeometry(_ index: Int) {
    let (field, change) = Self.badGeometries[index]
    var geometry = SegmentedFixtures.geometry()
    change(&geometry)
    #expect {
      try SegmentedLayout.fit(
        SegmentedFixtures.literal(["a"]), locale: .english, geometry: geometry, width: 100,
        service: SegmentedFixtures.service)
    } throws: { error in
      guard case .invalidGeometry(.invalidValue(_, let named, _))? = error as? SegmentedControlError
      else { return false }
      return named == field
    }
  }

  @Test("The presets are valid and lay out the bundled on/off words")
  func presets() throws {
    let service = LabelService(measurer: FixedAdvanceMeasurer())
    for geometry in SegmentedGeometry.presets {
      #expect(try geometry.validated() == geometry)
      #expect(SegmentedGeometry.preset(named: geometry.name.uppercased()) == geometry)
      let layout = try SegmentedLayout.fit(
        Self.onOff, locale: try LocaleID("pt-PT"), geometry: geometry, width: 200,
        service: service)
      checkInvariants(layout, geometry: geometry)
    }
  }
}
