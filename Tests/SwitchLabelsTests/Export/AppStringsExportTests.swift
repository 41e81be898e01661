import Foundation
import Testing

@testable import SwitchLabels

/// An export made from an app's own strings decides exactly as the audit of those strings.
@Suite("Export from an app's strings")
struct AppStringsExportTests {
  static func labels() throws -> AppLabelSet {
    let strings = try AppLabelSetTests.app(AppLabelSetTests.android)
    return AppLabelSet(strings: strings, keys: AppLabelKeys(on: "switch_on", off: "switch_off"))
  }

  static let locales = ["de", "de-CH", "es-MX", "zh-Hans", "ja", "ar"]

  @Test func sameDecisionsAsTheAppAudit() throws {
    let labels = try Self.labels()
    let locales = try Self.locales.map { try LocaleID($0) }
    let geometries: [Geometry] = [.iOSClassic, .androidSwitchCompat]
    let export = try LabelExport(
      words: .app(labels, measurer: EstimatingMeasurer()), geometries: geometries, locales: locales,
      generatedBy: AuditReport.Generator(tool: "test", version: "0"))
    let report = try Auditor(
      words: .app(labels, measurer: EstimatingMeasurer()), geometries: geometries
    ).run(locales: locales)
    #expect(export.locales == locales.sorted())
    #expect(export.catalogs == report.catalogs)
    for row in report.rows {
      let locale = try #require(export.locales.firstIndex(of: row.locale))
      let geometry = try #require(geometries.firstIndex { $0.name == row.geometry })
      let resolution = export.resolution(locale: locale, geometry: geometry)
      #expect(resolution.rung == row.rung, "\(row.locale) \(row.geometry)")
      #expect(resolution.states.on.spoken == row.on.spoken, "\(row.locale) \(row.geometry)")
      #expect(resolution.states.off.text == row.off.text, "\(row.locale) \(row.geometry)")
    }
    // The app's words, not ours: German is the app's "An"/"Aus"; Japanese, which the app lacks,
    // shows the app's source language.
    let german = try #require(export.locales.firstIndex(of: try LocaleID("de")))
    #expect(export.resolution(locale: german, geometry: 1).states.on.spoken == "An")
    let japanese = try #require(export.locales.firstIndex(of: try LocaleID("ja")))
    #expect(export.resolution(locale: japanese, geometry: 1).states.on.spoken == "On")
  }

  @Test func defaultLocalesAreTheApps() throws {
    let labels = try Self.labels()
    let export = try LabelExport(
      words: .app(labels, measurer: EstimatingMeasurer()), geometries: [.material3],
      generatedBy: AuditReport.Generator(tool: "test", version: "0"))
    #expect(export.locales == labels.locales.sorted())
  }
}
