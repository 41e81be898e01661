// The Getting Started article's examples, run as written: when what the article says they print
// changes, these fail.

import SwitchLabels
import Testing

@Suite("Getting Started article", .tags(.shaping))
@MainActor
struct GettingStartedTests {
  let service = LabelService(measurer: HarfBuzzMeasurer())

  @Test("A label service resolves de-CH for the classic iOS switch")
  func labelService() throws {
    let resolution = try service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
    #expect(resolution.chain.map(\.tag) == ["de-CH", "de", "root"])
    #expect(resolution.states.on.text == "AN")
    #expect(resolution.states.off.text == "AUS")
    #expect(resolution.states.on.spoken == "An")
    #expect(resolution.rung == .preferred)
    #expect(resolution.mirrored == false)
  }

  @Test("A resolver bound to one geometry resolves many locales")
  func resolver() throws {
    let resolver = try service.resolver(for: .gtk3Adwaita)
    let french = try resolver.resolve(try LocaleID("fr"))
    #expect(french.states.off.visual == .text("DÉSACTIVÉ", scale: 1))
    #expect(french.rung == .grown)
    let hebrew = try resolver.resolve(try LocaleID("he"))
    #expect(hebrew.states.on.visual == .text("פעיל", scale: 1))
    #expect(hebrew.mirrored)
  }

  @Test("A switch model keeps state, locale and labels in step")
  func switchModel() throws {
    let model = try SwitchModel(
      service: service, locale: try LocaleID("en-US"), geometry: .iOSClassic)
    #expect(model.visual == .text("OFF", scale: 1))
    #expect(model.spokenText == "Off")
    model.setOn(true)
    #expect(model.visual == .text("ON", scale: 1))
    try model.setLocale(try LocaleID("ar"))
    #expect(model.spokenText == "مفعّل")
    #expect(model.isMirrored)
    guard case .text("مفعّل", let scale) = model.visual else {
      Issue.record("Arabic on should be text, got \(model.visual)")
      return
    }
    #expect(scale < 1 && scale >= Geometry.iOSClassic.minimumScale)
  }

  @Test("A segmented control keeps styles with their segment, a paginator numbers in fa digits")
  func segmented() throws {
    let model = try SegmentedControlModel(
      segments: [
        Segment(id: "day", title: "Day"), Segment(id: "week", title: "Week"),
        Segment(
          id: "month", title: "Month",
          styles: SegmentStyles(selected: SegmentStyle(tint: try StyleColor(hex: "#D00")))),
      ],
      selection: ["week"], locale: try LocaleID("en"), width: 240, service: service)
    try model.select("month")
    try model.move("month", to: 0)
    #expect(model.ids == ["month", "day", "week"])
    #expect(model.selectedIndex == 0)
    #expect(model.style(of: "month")?.tint == (try StyleColor(hex: "#DD0000")))
    #expect(throws: SegmentedControlError.unknownID("year")) { try model.select("year") }
    #expect(model.selectedID == "month")

    let pages = try Paginator(
      pageCount: 7, pageSize: 320, currentPage: 2, locale: try LocaleID("fa"), width: 260,
      service: service)
    #expect(pages.control.visual(of: 2) == .text("۳", scale: 1))
    #expect(pages.contentOffset == 1280)
  }
}
