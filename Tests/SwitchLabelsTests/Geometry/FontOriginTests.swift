import Testing

@testable import SwitchLabels

@Suite("Font origin")
struct FontOriginTests {
  @Test("Every preset names its font's source, with a stand-in wherever the font is not ours")
  func presetsNameTheirSource() {
    let kinds = Dictionary(
      uniqueKeysWithValues: Geometry.presets.map { ($0.name, $0.fontOrigin.kind) })
    #expect(kinds["ios"] == .standIn)
    #expect(kinds["ios-classic"] == .metricCompatible)
    #expect(kinds["winui"] == .metricCompatible)
    #expect(kinds["gtk3-adwaita"] == .platform)
    #expect(kinds["android-switchcompat"] == .platform)
    #expect(kinds["material3"] == .platform)
    for preset in Geometry.presets {
      #expect(preset.fontOrigin.uncertainty > 0, "\(preset.name)")
      #expect(
        preset.fontOrigin.kind == .standIn || preset.fontOrigin.standIn != nil, "\(preset.name)")
    }
  }

  @Test("A missing platform font falls back to the stand-in, and every row says so")
  func missingFontFallsBack() throws {
    var geometry = Geometry.gtk3Adwaita
    geometry.name = "gtk-without-cantarell"
    geometry.font = FontSpec(family: "No Such Family Anywhere", size: 12, weight: 700)
    let measurer = HarfBuzzMeasurer()
    let replaced = geometry.withAvailableFont(measuredBy: measurer)
    #expect(replaced.fontOrigin.kind == .standIn)
    #expect(replaced.fontOrigin.replacedFont?.hasPrefix("Cantarell") == true)
    #expect(replaced.font.familyName == "DejaVu Sans")
    #expect(Geometry.gtk3Adwaita.withAvailableFont(measuredBy: measurer) == .gtk3Adwaita)
    let auditor = try Auditor(
      service: LabelService(measurer: measurer), geometries: [geometry], jobs: 1)
    let report = try auditor.run(locales: [try LocaleID("de"), try LocaleID("fi")])
    for row in report.rows {
      #expect(row.findings.contains { $0.kind == .standInFont }, "\(row.locale)")
    }
  }

  @Test("winui without Selawik measures with Noto Sans, and every row says so")
  func missingSelawikFallsBack() throws {
    let measurer = HarfBuzzMeasurer()
    let replaced = Geometry.winUI.withAvailableFont { $0.familyName != "Selawik" }
    #expect(replaced.font == FontSpec(family: "Noto Sans", size: 14, weight: 400))
    #expect(replaced.fontOrigin.kind == .standIn)
    #expect(replaced.fontOrigin.replacedFont?.hasPrefix("Selawik 400") == true)
    #expect(replaced.fontOrigin.uncertainty == PresetUncertainty.selawikStandIn)
    var geometry = Geometry.winUI
    geometry.font = FontSpec(family: "No Such Family Anywhere", size: 14, weight: 400)
    let auditor = try Auditor(
      service: LabelService(measurer: measurer), geometries: [geometry], jobs: 1)
    let report = try auditor.run(locales: [try LocaleID("de"), try LocaleID("fi")])
    for row in report.rows {
      #expect(row.findings.contains { $0.kind == .standInFont }, "\(row.locale)")
      #expect(row.on.fonts.first?.family == "Noto Sans", "\(row.locale)")
    }
  }

  @Test("A verdict within the uncertainty of an edge is borderline, with its margin")
  func borderline() {
    let geometry = Geometry.gtk3Adwaita  // box 34.8 px, uncertainty 6 px
    let near = geometry.borderlineFinding(
      rung: .preferred, widths: [32], chosenLevel: 0, uncertainty: 6)
    #expect(near?.kind == .borderline)
    #expect(near?.message.contains("2.8 px from the edge") == true)
    let clear = geometry.borderlineFinding(
      rung: .preferred, widths: [20], chosenLevel: 0, uncertainty: 6)
    #expect(clear == nil)
    #expect(AuditCondition.borderline.kinds == [.borderline])
  }
}
