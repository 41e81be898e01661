import Foundation
import Testing

@testable import SwitchLabels

/// The writers' output for every ICU locale: decodable with the real decoders, the same words as
/// the library, valid Android folder names, deterministic.
@Suite("Export formats")
struct ExportFormatTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())
  static let generator = AuditReport.Generator(tool: "tests", version: "1")

  static func export(_ geometries: [Geometry], jobs: Int? = nil) throws -> LabelExport {
    try LabelExport(
      service: service, geometries: geometries, locales: LocaleID.icuAvailable, jobs: jobs,
      generatedBy: generator)
  }

  static let apple = Result { try export([.iOSClassic]) }
  static let android = Result { try export([.androidSwitchCompat]) }

  // MARK: Apple

  @Test(".strings files decode with PropertyListDecoder to the library's words")
  func stringsRoundTrip() throws {
    let export = try Self.apple.get()
    let files = try ExportFormat.strings.write(export)
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    var checked = 0
    for (index, locale) in export.locales.enumerated() where !locale.tag.contains("-u-") {
      let path = "\(locale.tag).lproj/SwitchLabels.strings"
      let text = try #require(byPath[path], "\(path)")
      let values = try PropertyListDecoder().decode([String: String].self, from: Data(text.utf8))
      let resolution = export.resolution(locale: index, geometry: 0)
      #expect(values["switch.on"] == (resolution.states.on.text ?? ""), "\(locale)")
      #expect(values["switch.off"] == (resolution.states.off.text ?? ""), "\(locale)")
      #expect(values["switch.on.spoken"] == resolution.states.on.spoken, "\(locale)")
      #expect(values["switch.off.image"] == (resolution.states.off.image?.name ?? ""), "\(locale)")
      #expect(values["switch.rung"] == resolution.rung.rawValue, "\(locale)")
      checked += 1
    }
    #expect(checked == files.count)
  }

  @Test("the String Catalog decodes, every value translated and the library's")
  func stringCatalog() throws {
    let export = try Self.apple.get()
    let text = try ExportFormat.xcstrings.write(export)[0].contents
    let file = try JSONDecoder().decode(StringCatalogWriter.File.self, from: Data(text.utf8))
    #expect(file.version == "1.0")
    #expect(file.sourceLanguage == "en")
    let on = try #require(file.strings["switch.on"]?.localizations)
    let scale = try #require(file.strings["switch.scale"]?.localizations)
    for (index, locale) in export.locales.enumerated() where !locale.tag.contains("-u-") {
      let resolution = export.resolution(locale: index, geometry: 0)
      #expect(on[locale.tag]?.stringUnit.value == (resolution.states.on.text ?? ""))
      #expect(on[locale.tag]?.stringUnit.state == "translated")
      #expect(scale[locale.tag]?.stringUnit.value == ExportNumber.text(resolution.scale))
    }
    #expect(file.strings["switch.generatedBy"]?.comment?.contains("ICU") == true)
  }

  // MARK: JSON

  @Test("JSON decodes to the export's resolutions")
  func json() throws {
    struct File: Decodable {
      let schemaVersion: Int
      let geometries: [Geometry]
      let locales: [String: Resolution]
    }
    let export = try Self.apple.get()
    let text = try ExportFormat.json.write(export)[0].contents
    let file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
    #expect(file.schemaVersion == 1)
    #expect(file.geometries == [.iOSClassic])
    #expect(file.locales.count == export.locales.count)
    for (index, locale) in export.locales.enumerated() {
      #expect(file.locales[locale.tag] == export.resolution(locale: index, geometry: 0))
    }
  }

  @Test("JSON: every resolution decodes back as it was, in JSONEncoder's pretty, sorted layout")
  func jsonRoundTrip() throws {
    struct File: Decodable {
      let generatedBy: JSONExportWriter.Generator
      let geometries: [Geometry]
      let locales: [String: [String: Resolution]]
      let schemaVersion: Int
    }
    struct SingleFile: Decodable {
      let locales: [String: Resolution]
    }
    let tags = ["de-CH", "ar", "he", "ja", "kgp", "zh-Hant-HK", "sr-Latn-ME", "en-US-POSIX"]
    for geometries in [[Geometry.iOSClassic], [.iOSClassic, .material3]] {
      for locales in [try tags.map { try LocaleID($0) }, []] {
        let export = try LabelExport(
          service: Self.service, geometries: geometries, locales: locales,
          generatedBy: Self.generator)
        let text = try ExportFormat.json.write(export)[0].contents
        #expect(text.hasPrefix("{\n  \"generatedBy\" : {\n"))
        #expect(text.hasSuffix("\n  \"schemaVersion\" : 1\n}\n"))
        var expected: [String: [String: Resolution]] = [:]
        for (index, locale) in export.locales.enumerated() {
          for (geometry, definition) in export.geometries.enumerated() {
            expected[locale.tag, default: [:]][definition.name] = export.resolution(
              locale: index, geometry: geometry)
          }
        }
        if geometries.count == 1 {
          let file = try JSONDecoder().decode(SingleFile.self, from: Data(text.utf8))
          #expect(file.locales == expected.compactMapValues { $0.values.first })
        } else {
          let file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
          #expect(file.locales == expected)
          #expect(file.geometries == export.geometries)
          #expect(file.generatedBy.fonts == export.fonts)
        }
      }
    }
  }

  @Test("JSON with several geometries keys each locale by geometry")
  func jsonGeometries() throws {
    let export = try LabelExport(
      service: Self.service, geometries: [.iOSClassic, .material3],
      locales: [try LocaleID("de-CH"), try LocaleID("ar")], generatedBy: Self.generator)
    let text = try ExportFormat.json.write(export)[0].contents
    struct File: Decodable { let locales: [String: [String: Resolution]] }
    let file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
    #expect(file.locales["ar"]?["material3"] == export.resolution(locale: 0, geometry: 1))
    #expect(file.locales["de-CH"]?.keys.sorted() == ["ios-classic", "material3"])
  }

  // MARK: Android

  @Test("every Android folder name is a valid qualifier, and values/ holds the root decision")
  func androidFolders() throws {
    let files = try ExportFormat.android.write(try Self.android.get())
    let folders = Set(files.map { String($0.path.prefix { $0 != "/" }) })
    #expect(folders.contains("values"))
    #expect(folders.contains("drawable"))
    for folder in folders where folder.hasPrefix("values-") {
      #expect(AndroidQualifier.isValid(String(folder.dropFirst("values-".count))), "\(folder)")
    }
    let root = try #require(files.first { $0.path == "values/switch_labels.xml" })
    #expect(root.contents.contains("<bool name=\"switch_labels_use_images\">true</bool>"))
  }

  @Test("Android folders: b+ where a script, a numeric region or a 3-letter language needs it")
  func androidQualifiers() throws {
    let cases: [(String, String)] = [
      ("de", "de"), ("de-CH", "de-rCH"), ("es-419", "b+es+419"), ("sr-Latn", "b+sr+Latn"),
      ("zh-Hant-HK", "zh-rHK"), ("zh-Hant", "b+zh+Hant"), ("fil", "b+fil"),
      ("sr-Latn-ME", "sr-rME"), ("sr-Latn-BA", "b+sr+Latn+BA"),
      ("ca-ES-valencia", "b+ca+ES+valencia"),
    ]
    for (tag, qualifier) in cases {
      #expect(AndroidQualifier(try LocaleID(tag))?.name == qualifier, "\(tag)")
      #expect(AndroidQualifier.isValid(qualifier), "\(qualifier)")
    }
    #expect(AndroidQualifier(.root) == nil)
    #expect(AndroidQualifier(try LocaleID("en-US-u-va-posix")) == nil)
    for invalid in ["", "DE", "de-CH", "de-rch", "b+", "b+de+C", "b+d", "de-r419", "b+de+ch+x"] {
      #expect(!AndroidQualifier.isValid(invalid), "\(invalid)")
    }
  }

  @Test("Android's fallback lands on the library's decision for every locale (API 24+ and before)")
  func androidFallback() throws {
    let export = try Self.android.get()
    let root = [ExportDecision(try export.rootResolution(geometry: 0))]
    let plan = AndroidResourceWriter.plan(export, root: root)
    var folders: [String: ExportDecision] = [:]
    for folder in plan { folders[folder.qualifier.name] = folder.decisions[0] }
    for (index, locale) in export.locales.enumerated() {
      guard let qualifier = AndroidQualifier(locale) else { continue }
      let resolution = export.resolution(locale: index, geometry: 0)
      let expected = ExportDecision(resolution)
      // Android 7.0+: the CLDR chain, each step's folder.
      let newer =
        resolution.chain.lazy.compactMap { AndroidQualifier($0).flatMap { folders[$0.name] } }
        .first ?? root[0]
      #expect(newer == expected, "\(locale) on Android 7.0+")
      // Before 7.0: the exact legacy folder, the language's, values.
      if qualifier.isLegacy {
        let older = folders[qualifier.name] ?? folders[qualifier.language] ?? root[0]
        #expect(older == expected, "\(locale) before Android 7.0")
      }
    }
  }

  @Test("Android XML: one declaration, balanced resources, every name once per file")
  func androidXML() throws {
    let files = try ExportFormat.android.write(try Self.android.get())
    for file in files where file.path.hasPrefix("values") {
      #expect(file.contents.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"))
      #expect(file.contents.components(separatedBy: "<resources>").count == 2)
      #expect(file.contents.hasSuffix("</resources>\n"))
      let names = file.contents.components(separatedBy: "name=\"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
      // values/ also names the rungs (the one array, marked not to be translated).
      #expect(names.count == (file.path == "values/switch_labels.xml" ? 11 : 10), "\(file.path)")
      #expect(Set(names).count == names.count, "\(file.path)")
    }
  }

  // MARK: Determinism

  @Test(
    "every format is byte-identical across runs and thread counts", arguments: ExportFormat.allCases
  )
  func deterministic(_ format: ExportFormat) throws {
    let locales = try ["de-CH", "ar", "sr-ME", "zh-HK", "es-MX", "fi", "kgp", "he"].map {
      try LocaleID($0)
    }
    func run(_ jobs: Int) throws -> [ExportFile] {
      try format.write(
        LabelExport(
          service: LabelService(measurer: HarfBuzzMeasurer()), geometries: Geometry.presets,
          locales: jobs == 1 ? locales : locales.reversed(), jobs: jobs,
          generatedBy: Self.generator))
    }
    #expect(try run(1) == run(4))
  }

  @Test("a file is its path and its bytes")
  func fileBytes() {
    let text = "é\u{1F600} \u{202E}"
    let fromText = ExportFile(path: "a", contents: text)
    #expect(
      fromText == ExportFile(path: "a", contents: String(decoding: Array(text.utf8), as: UTF8.self))
    )
    // Canonically equivalent texts are different files: their bytes differ.
    #expect(ExportFile(path: "a", contents: "e\u{301}") != ExportFile(path: "a", contents: "é"))
    #expect(ExportFile(path: "b", contents: text) != fromText)
  }

  @Test("a bad key prefix is an error naming it")
  func badPrefix() throws {
    let export = try LabelExport(
      service: Self.service, geometries: [.iOSClassic], locales: [try LocaleID("de")],
      options: ExportOptions(keyPrefix: "bad prefix"), generatedBy: Self.generator)
    for format in ExportFormat.allCases where format != .json {
      #expect(throws: ExportError.invalidKeyPrefix("bad prefix")) { try format.write(export) }
    }
  }
}
