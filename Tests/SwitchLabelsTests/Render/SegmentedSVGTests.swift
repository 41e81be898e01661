import Foundation
import Testing

@testable import SwitchLabels

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Segmented and switch SVG")
@MainActor
struct SegmentedSVGTests {
  nonisolated static let red = SegmentedFixtures.color("#DD0000")
  nonisolated static let white = SegmentedFixtures.color("#FFFFFF")
  nonisolated static let navy = SegmentedFixtures.color("#000080")
  nonisolated static let shadow = SegmentedFixtures.color("#00000080")

  static func model(_ segments: [Segment<String>], locale: String = "en", width: Double = 300)
    throws -> SegmentedControlModel<String>
  {
    try SegmentedControlModel(
      segments: segments, mode: .multiple(), selection: [], locale: try LocaleID(locale),
      geometry: SegmentedFixtures.geometry(dividerWidth: 1), width: width,
      service: SegmentedFixtures.service)
  }

  /// Whether `svg` is well-formed XML.
  static func isWellFormed(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
  }

  /// The `<g data-index="…">` element of one segment.
  static func group(_ svg: String, index: Int) -> String {
    let lines = svg.split(separator: "\n").map(String.init)
    return lines.first { $0.hasPrefix("<g data-index=\"\(index)\"") } ?? ""
  }

  @Test("Colours come from the styles, per segment and state; shadows are drawn")
  func colors() throws {
    let styled = Segment(
      id: "b", title: "Bee",
      styles: SegmentStyles(
        normal: SegmentStyle(textColor: Self.navy, shadowColor: Self.shadow),
        selected: SegmentStyle(tint: Self.red, textColor: Self.white)))
    let model = try Self.model([
      Segment(id: "a", title: "Ay"), styled, Segment(id: "c", title: "Cee"),
    ])
    var svg = SegmentedSVG.document(model.appearance)
    #expect(Self.isWellFormed(svg))
    var bee = Self.group(svg, index: 1)
    #expect(bee.contains("fill=\"#000080\">Bee</text>"))
    #expect(bee.contains("fill=\"#000000\" fill-opacity=\"0.5\" aria-hidden=\"true\">Bee</text>"))
    #expect(!bee.contains("#DD0000"))
    try model.select("b")
    svg = SegmentedSVG.document(model.appearance)
    bee = Self.group(svg, index: 1)
    #expect(bee.contains("data-state=\"selected\""))
    #expect(bee.contains("fill=\"#DD0000\"/>"))
    #expect(bee.contains("fill=\"#FFFFFF\">Bee</text>"))
    // The other segments keep the geometry's defaults.
    let defaults = model.geometry.styles.style(for: .normal)
    #expect(
      Self.group(svg, index: 0).contains("fill=\"\(defaults.textColor?.hex ?? "")\">Ay</text>"))
    #expect(svg.contains("aria-label=\"en: Ay, Bee (selected), Cee\""))
  }

  nonisolated static let hostile = [
    "<script>alert(1)</script>", "\"/><image href=x onerror=alert(1)>", "a\u{202E}b", "]]>&amp;",
  ]

  @Test("Hostile titles and ids are escaped", arguments: hostile)
  func escaping(_ text: String) throws {
    let model = try Self.model(
      [Segment(id: text, title: .literal(text)), Segment(id: "ok", title: "OK")], width: 600)
    let svg = SegmentedSVG.document(model.appearance)
    #expect(Self.isWellFormed(svg))
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<image"))
    #expect(!svg.unicodeScalars.contains { $0.value == 0x202E })
  }

  @Test("Right to left: the first segment is drawn rightmost")
  func rightToLeft() throws {
    let model = try Self.model(
      [Segment(id: "on", title: .catalogKey("on")), Segment(id: "off", title: .catalogKey("off"))],
      locale: "he")
    let svg = SegmentedSVG.document(model.appearance)
    #expect(Self.isWellFormed(svg))
    let on = try #require(svg.range(of: "data-index=\"0\""))
    let off = try #require(svg.range(of: "data-index=\"1\""))
    #expect(off.lowerBound < on.lowerBound)
    #expect(svg.contains("data-mirrored=\"true\""))
    #expect(svg.contains("direction=\"rtl\" unicode-bidi=\"isolate\""))
    #expect(svg.contains(">מופעל</text>"))
  }

  @Test("Images for the segment's state")
  func images() throws {
    let model = try Self.model(SegmentedFixtures.literal(["A", "B"], images: true))
    try model.setContent(.imagesFirst)
    try model.select("B")
    let svg = SegmentedSVG.document(model.appearance)
    #expect(Self.isWellFormed(svg))
    #expect(Self.group(svg, index: 0).contains("<title>checkbox</title>"))
    #expect(Self.group(svg, index: 1).contains("<title>checkbox-checked</title>"))
  }

  @Test("A switch drawn in one state, or both as before")
  func switchStates() throws {
    let service = LabelService(catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer())
    let geometry = FixtureCatalogs.geometry()
    let resolution = try service.resolve(try LocaleID("de"), geometry: geometry)
    let on = SwitchSVG.document(resolution, geometry: geometry, states: [.on])
    #expect(Self.isWellFormed(on))
    #expect(on.contains("data-state=\"on\""))
    #expect(!on.contains("data-state=\"off\""))
    #expect(on.contains("width=\"100\""))
    let both = SwitchSVG.document(resolution, geometry: geometry)
    #expect(both == SwitchSVG.document(resolution, geometry: geometry, states: [.off, .on]))
    #expect(both.contains("width=\"212\""))
    #expect(Self.isWellFormed(both))
  }
}
