import Foundation
import Testing

@testable import SwitchLabels

/// Export, then read back with the app-strings readers (the ones that read Xcode's and Android
/// Studio's files): the same words for every locale.
@Suite("Export round trips")
struct RoundTripTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())

  /// Whose words are exported: our catalogs', or an app's (the made Android app in seven
  /// languages of ``AppSwiftTableTests``), every ICU locale and pseudo-locale either way.
  enum Words: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case ours, app
    var testDescription: String { rawValue }
  }

  static func export(_ geometry: Geometry, words: Words = .ours) throws -> LabelExport {
    let locales =
      LocaleID.icuAvailable + PseudoLocale.allCases.compactMap { try? LocaleID($0.rawValue) }
    let generator = AuditReport.Generator(tool: "tests", version: "1")
    switch words {
    case .ours:
      return try LabelExport(
        service: service, geometries: [geometry], locales: locales, generatedBy: generator)
    case .app:
      return try LabelExport(
        words: .app(
          try AppSwiftTableTests.App.several.labels(), measurer: AppSwiftTableTests.measurer),
        geometries: [geometry], locales: locales, generatedBy: generator)
    }
  }

  /// Writes `files` below a fresh folder and reads them back.
  static func readBack(_ files: [ExportFile], name: String) throws -> AppStrings {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-round-trip-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      let url = folder.appendingPathComponent(name).appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
    }
    return try AppStringsReader().read(paths: [folder.appendingPathComponent(name).path])
  }

  /// The values an Apple export holds for one resolution.
  static func appleValues(_ resolution: Resolution) -> [String: String] {
    let states = resolution.states
    return [
      "switch.on": states.on.text ?? "", "switch.off": states.off.text ?? "",
      "switch.on.spoken": states.on.spoken, "switch.off.spoken": states.off.spoken,
      "switch.on.image": states.on.image?.name ?? "",
      "switch.scale": ExportNumber.text(resolution.scale),
      "switch.rung": resolution.rung.rawValue,
      "switch.mirrored": resolution.mirrored ? "true" : "false",
    ]
  }

  @Test(
    "a String Catalog reads back with the String Catalog reader: every locale's words",
    arguments: Words.allCases)
  func stringCatalog(_ words: Words) throws {
    let export = try Self.export(.iOSClassic, words: words)
    let files = try ExportFormat.xcstrings.write(export).map {
      ExportFile(path: "SwitchLabels.xcstrings", contents: $0.contents)
    }
    let app = try Self.readBack(files, name: "App")
    #expect(app.sourceLanguage.tag == "en")
    var checked = 0
    for (index, locale) in export.locales.enumerated() where !locale.tag.contains("-u-") {
      let table = try #require(app.table(for: locale), "\(locale)")
      for (key, value) in Self.appleValues(export.resolution(locale: index, geometry: 0)) {
        #expect(table.entry(key)?.value == value, "\(locale) \(key)")
      }
      checked += 1
    }
    #expect(checked > 800)
  }

  @Test(
    ".strings folders read back with the .strings reader: every locale's words",
    arguments: Words.allCases)
  func strings(_ words: Words) throws {
    let export = try Self.export(.iOSClassic, words: words)
    let app = try Self.readBack(try ExportFormat.strings.write(export), name: "Labels")
    var checked = 0
    for (index, locale) in export.locales.enumerated() where !locale.tag.contains("-u-") {
      let table = try #require(app.table(for: locale), "\(locale)")
      for (key, value) in Self.appleValues(export.resolution(locale: index, geometry: 0)) {
        #expect(table.entry(key)?.value == value, "\(locale) \(key)")
      }
      checked += 1
    }
    #expect(checked > 800)
  }

  /// Android resources read back per locale, each through its CLDR chain (as Android 7.0 and
  /// later look folders up): the nearest folder on the chain holds the locale's decision, and a
  /// locale with no folder on its chain gets root's (the `values/` folder).
  @Test(
    "Android resources read back: every locale finds its own words on its CLDR chain",
    arguments: Words.allCases)
  func androidPerLocale(_ words: Words) throws {
    let export = try Self.export(.androidSwitchCompat, words: words)
    let app = try Self.readBack(try ExportFormat.android.write(export), name: "res")
    let labels = AppLabelSet(
      strings: app, keys: AppLabelKeys(on: "switch_labels_on", off: "switch_labels_off"))
    let root = ExportDecision(try export.rootResolution(geometry: 0))
    var checked = 0
    for (index, locale) in export.locales.enumerated() where !locale.tag.contains("-u-") {
      let decision = ExportDecision(export.resolution(locale: index, geometry: 0))
      guard let table = labels.chainTables(for: locale).first else {
        #expect(decision.summary == root.summary, "\(locale): no folder on its chain")
        checked += 1
        continue
      }
      func value(_ key: String) -> String? { table.entry(key)?.value }
      #expect(value("switch_labels_on") == (decision.on.text ?? ""), "\(locale) \(table.locale)")
      #expect(value("switch_labels_off") == (decision.off.text ?? ""), "\(locale)")
      #expect(value("switch_labels_on_spoken") == decision.on.spoken, "\(locale)")
      checked += 1
    }
    #expect(checked > 800)
  }

  @Test(
    "Android folders parse with libexpat and read back: every folder's words",
    arguments: Words.allCases)
  func android(_ words: Words) throws {
    let export = try Self.export(.androidSwitchCompat, words: words)
    let files = try ExportFormat.android.write(export)
    let app = try Self.readBack(files, name: "res")
    let root = [ExportDecision(try export.rootResolution(geometry: 0))]
    let folders = AndroidResourceWriter.plan(export, root: root)
    #expect(!folders.isEmpty)
    for folder in folders {
      let path = "values-\(folder.qualifier.name)/switch_labels.xml"
      let entries = app.tables.flatMap(\.entries).filter { $0.file.hasSuffix(path) }
      func value(_ key: String) -> String? { entries.first { $0.key == key }?.value }
      let decision = folder.decisions[0]
      #expect(value("switch_labels_on") == (decision.on.text ?? ""), "\(path)")
      #expect(value("switch_labels_off") == (decision.off.text ?? ""), "\(path)")
      #expect(value("switch_labels_on_spoken") == decision.on.spoken, "\(path)")
      #expect(value("switch_labels_off_spoken") == decision.off.spoken, "\(path)")
    }
  }

  @Test(
    "XLIFF files read back with the XLIFF reader: every locale's words", arguments: Words.allCases)
  func xliff(_ words: Words) throws {
    let export = try Self.export(.iOSClassic, words: words)
    let app = try Self.readBack(try ExportFormat.xliff.write(export), name: "Translations")
    var checked = 0
    for (index, locale) in export.locales.enumerated() where !locale.tag.contains("-u-") {
      let resolution = export.resolution(locale: index, geometry: 0)
      let table = app.table(for: locale)
      for state in SwitchState.allCases {
        let entry = table?.entry("switch.\(state)").flatMap { $0.state.isUsable ? $0 : nil }
        // Words of the locale's own are translated; images and borrowed words are left to
        // translators (no target).
        let text = resolution.isLocalized ? resolution.states[state].text : nil
        #expect(entry?.value == text, "\(locale) \(state)")
        let spoken = table?.entry("switch.\(state).spoken").flatMap {
          $0.state.isUsable ? $0.value : nil
        }
        #expect(spoken == (resolution.isLocalized ? resolution.states[state].spoken : nil))
      }
      checked += 1
    }
    #expect(checked > 800)
  }
}
