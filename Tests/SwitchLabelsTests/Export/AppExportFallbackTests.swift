import Foundation
import Testing

@testable import SwitchLabels

/// One answer for the app: an Android export of the app's words, walked as Android walks its
/// folders, gives every ICU locale what the audit says of it — a locale the app lacks lands on
/// `values/`, which carries the app's source-language words, as the app falls back.
@Suite("App export: Android's fallback lands on the audit's row")
struct AppExportFallbackTests {
  @Test("VLC for iOS's words, every ICU locale, material3", .tags(.shaping))
  func everyLocale() throws {
    let strings = try AppStringsReader().read(
      paths: [appStringsFixtures.appendingPathComponent("VLCiOS").path])
    let keys = try AppLabelKeys.choose(in: strings).keys
    let labels = AppLabelSet(strings: strings, keys: keys)
    let locales = LocaleID.icuAvailable
    let export = try LabelExport(
      words: .app(labels, measurer: HarfBuzzMeasurer()), geometries: [.material3], locales: locales,
      generatedBy: ExportFormatTests.generator)
    let folders = try SegmentedExportTests.folders(
      try ExportFormat.android.write(export), file: "switch_labels.xml")
    let audit = try Auditor(
      words: .app(labels, measurer: HarfBuzzMeasurer()), geometries: [.material3]
    ).run(locales: locales)
    #expect(audit.rows.count == locales.count)
    for row in audit.rows {
      let folder =
        FallbackChain(row.locale).locales.lazy.compactMap { AndroidQualifier($0) }
        .map { "values-\($0.name)" }.first { folders[$0] != nil } ?? "values"
      let words = try #require(folders[folder])
      #expect(words["switch_labels_on_spoken"] == row.on.spoken, "\(row.locale) lands on \(folder)")
      #expect(words["switch_labels_on"] == (row.on.text ?? ""), "\(row.locale) lands on \(folder)")
    }
  }

  @Test(
    "the String Catalog, .strings and JSON exports say each locale's audit row", .tags(.shaping))
  func appleAndJSON() throws {
    let strings = try AppStringsReader().read(
      paths: [appStringsFixtures.appendingPathComponent("VLCiOS").path])
    let labels = AppLabelSet(strings: strings, keys: try AppLabelKeys.choose(in: strings).keys)
    let locales = try ["en", "de", "de-CH", "ja", "he", "zh-TW", "zh-HK", "sw", "ar", "en-XA"]
      .map { try LocaleID($0) }
    let export = try LabelExport(
      words: .app(labels, measurer: HarfBuzzMeasurer()), geometries: [.iOS], locales: locales,
      generatedBy: ExportFormatTests.generator)
    let audit = try Auditor(words: .app(labels, measurer: HarfBuzzMeasurer()), geometries: [.iOS])
      .run(locales: locales)
    let catalogFile = try #require(try ExportFormat.xcstrings.write(export).first)
    let catalog = try #require(
      try JSONSerialization.jsonObject(with: Data(catalogFile.contents.utf8)) as? [String: Any])
    let entries = try #require(catalog["strings"] as? [String: [String: Any]])
    func value(_ key: String, _ tag: String) -> String? {
      let localizations = entries[key]?["localizations"] as? [String: [String: [String: String]]]
      return localizations?[tag]?["stringUnit"]?["value"]
    }
    let files = try ExportFormat.strings.write(export)
    let jsonFile = try #require(try ExportFormat.json.write(export).first)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(jsonFile.contents.utf8)) as? [String: Any])
    let resolutions = try #require(json["locales"] as? [String: [String: Any]])
    for row in audit.rows {
      let tag = row.locale.tag
      #expect(value("switch.on", tag) == (row.on.text ?? ""), "\(tag)")
      #expect(value("switch.off.spoken", tag) == row.off.spoken, "\(tag)")
      #expect(value("switch.rung", tag) == row.rung.rawValue, "\(tag)")
      let file = try #require(files.first { $0.path == "\(tag).lproj/SwitchLabels.strings" })
      #expect(file.contents.contains("\"switch.on\" = \"\(row.on.text ?? "")\";"), "\(tag)")
      let resolution = try #require(resolutions[tag])
      #expect(resolution["rung"] as? String == row.rung.rawValue, "\(tag)")
    }
  }
}
