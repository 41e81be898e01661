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
      labels: labels, measurer: HarfBuzzMeasurer(), geometries: [.material3], locales: locales,
      generatedBy: ExportFormatTests.generator)
    let folders = try SegmentedExportTests.folders(
      try ExportFormat.android.write(export), file: "switch_labels.xml")
    let audit = try AppAuditor(
      labels: labels, measurer: HarfBuzzMeasurer(), geometries: [.material3]
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
}
