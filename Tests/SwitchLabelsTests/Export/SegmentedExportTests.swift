import Foundation
import Testing

@testable import SwitchLabels

/// A segmented control's export: every format, read back here with a parse of its own, says for
/// every locale what the audit says; Android's fallback over the folders lands on each locale's
/// row; aapt packages the resources.
@Suite("Segmented export")
struct SegmentedExportTests {
  static let days = ["Day", "Week", "Month"].map { Segment(id: $0, title: .literal($0)) }

  /// The AOSP Calendar's view switcher, with the app's words, in both presets.
  static func calendar() throws -> SegmentedAuditor {
    let strings = try AppStringsReader().read(
      paths: [appStringsFixtures.appendingPathComponent("AOSPCalendar").path])
    let keys = ["day_view", "week_view", "month_view"]
    return try SegmentedAuditor(
      segments: keys.map { Segment(id: $0, title: .catalogKey($0)) }, width: 200,
      geometries: SegmentedGeometry.presets,
      titles: AppSegmentTitles(strings: strings, keys: keys), measurer: HarfBuzzMeasurer())
  }

  static let locales = ["ar", "de", "de-CH", "ja", "ta", "zh-TW", "zh-HK", "he", "sw", "fa"]

  @Test("the String Catalog, .strings and JSON say each locale's audit row")
  func appleAndJSON() throws {
    let auditor = try Self.calendar()
    let export = try SegmentedExport(
      auditor: auditor, locales: Self.locales.map { try LocaleID($0) })
    let audit = try auditor.run(locales: export.locales)
    let catalogText = try #require(try export.write(.xcstrings).first?.contents)
    let catalog = try #require(
      try JSONSerialization.jsonObject(with: Data(catalogText.utf8)) as? [String: Any])
    let strings = try #require(catalog["strings"] as? [String: [String: Any]])
    func value(_ key: String, _ tag: String) -> String? {
      let localizations = strings[key]?["localizations"] as? [String: [String: [String: String]]]
      return localizations?[tag]?["stringUnit"]?["value"]
    }
    #expect(strings["segmented.material3.day_view.image"]?["shouldTranslate"] as? Bool == false)
    #expect(strings["segmented.material3.day_view"]?["shouldTranslate"] == nil)
    let files = try export.write(.strings)
    let jsonFile = try #require(try export.write(.json).first)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(jsonFile.contents.utf8)) as? [String: Any])
    let jsonLocales = try #require(json["locales"] as? [String: [String: [String: Any]]])
    for row in audit.rows {
      let tag = row.locale.tag
      let stem = "segmented.\(row.geometry)"
      let file = try #require(files.first { $0.path == "\(tag).lproj/SegmentedLabels.strings" })
      for (segment, key) in zip(row.segments, ["day_view", "week_view", "month_view"]) {
        #expect(value("\(stem).\(key)", tag) == (segment.text ?? ""), "\(tag) \(key)")
        #expect(value("\(stem).\(key).spoken", tag) == segment.spoken)
        #expect(file.contents.contains("\"\(stem).\(key)\" = \"\(segment.text ?? "")\";"))
      }
      #expect(value("\(stem).mirrored", tag) == String(row.mirrored))
      #expect(value("\(stem).rung", tag) == row.rung?.rawValue)
      let decision = try #require(jsonLocales[tag]?[row.geometry])
      #expect(decision["rung"] as? String == row.rung?.rawValue)
      let segments = try #require(decision["segments"] as? [[String: Any]])
      #expect(segments.map { $0["spoken"] as? String } == row.segments.map(\.spoken))
    }
  }

  /// An Android string resource's text: XML entities and aapt's backslash escapes undone.
  static func unescaped(_ text: String) -> String {
    var out = ""
    var escaped = false
    for character
      in text
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    {
      if escaped {
        out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// Each folder's strings, `folder → name → value`, parsed here.
  static func folders(_ files: [ExportFile], file: String = "segmented_labels.xml") throws
    -> [String: [String: String]]
  {
    var result: [String: [String: String]] = [:]
    let pattern = try Regex("<string name=\"([^\"]+)\">([^<]*)</string>")
    for exported in files where exported.path.hasSuffix("/" + file) {
      let file = exported
      let folder = String(file.path.split(separator: "/")[0])
      for match in file.contents.matches(of: pattern) {
        guard let name = match.output[1].substring, let value = match.output[2].substring
        else { continue }
        result[folder, default: [:]][String(name)] = unescaped(String(value))
      }
    }
    return result
  }

  @Test("Android's fallback over the folders lands on every ICU locale's audit row")
  func androidFallback() throws {
    let auditor = try SegmentedAuditor(
      segments: [
        Segment(id: "@on", title: .catalogKey("on")),
        Segment(id: "@off", title: .catalogKey("off")),
      ],
      width: 120, geometries: [.material3], measurer: HarfBuzzMeasurer())
    let locales = LocaleID.icuAvailable
    let export = try SegmentedExport(auditor: auditor, locales: locales)
    let folders = try Self.folders(try export.write(.android))
    #expect(folders["values"] != nil)
    let audit = try auditor.run(locales: locales)
    var checked = 0
    for row in audit.rows {
      // Android 7.0+: the nearest locale of the CLDR chain with a folder, else values/.
      let folder =
        FallbackChain(row.locale).locales.lazy.compactMap { AndroidQualifier($0) }
        .map { "values-\($0.name)" }.first { folders[$0] != nil } ?? "values"
      let words = try #require(folders[folder])
      #expect(
        words["segmented_labels_on_spoken"] == row.segments[0].spoken,
        "\(row.locale) lands on \(folder)")
      #expect(words["segmented_labels_on"] == (row.segments[0].text ?? ""), "\(row.locale)")
      checked += 1
    }
    #expect(checked == locales.count)
  }

  @Test(
    "aapt packages a segmented control's resources and drawables",
    .enabled(if: AndroidExportTests.hasAapt, "aapt and android-framework-res are not installed"))
  func aaptPackages() throws {
    let segments = Self.days.map { segment in
      var checkbox = segment
      checkbox.images = .checkbox
      return checkbox
    }
    let auditor = try SegmentedAuditor(
      segments: segments, width: 90, geometries: SegmentedGeometry.presets,
      measurer: HarfBuzzMeasurer(), multiple: true)
    let export = try SegmentedExport(
      auditor: auditor, locales: ["de", "ar", "ja", "sr-Latn", "es-419"].map { try LocaleID($0) })
    let files = try export.write(.android)
    #expect(files.contains { $0.path == "drawable/segmented_labels_checkbox_checked.xml" })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segmented-aapt-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try AndroidExportTests.package(
      files, in: folder, apk: folder.appendingPathComponent("out.apk").path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
  }

  @Test("segment keys: letters and digits of the id, segment<N> when none or repeated")
  func segmentKeys() {
    #expect(
      SegmentedExport.keys(for: ["Day", "@on", "يوم", "day", "1"]) == [
        "day", "on", "segment3", "segment4", "1",
      ])
  }

  @Test("the Swift table and XLIFF hold switches only: a usage error naming the formats")
  func unsupported() throws {
    let auditor = try SegmentedAuditor(
      segments: Self.days, width: 200, geometries: [.standard], measurer: HarfBuzzMeasurer())
    let export = try SegmentedExport(auditor: auditor, locales: [try LocaleID("de")])
    #expect(throws: ExportError.self) { try export.write(.swift) }
    #expect(throws: ExportError.self) { try export.write(.xliff) }
  }
}
