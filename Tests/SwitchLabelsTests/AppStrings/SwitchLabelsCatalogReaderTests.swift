import Foundation
import Testing

@testable import SwitchLabels

/// Our own catalogs read as app strings (what `import` writes, read back by `strings`).
@Suite struct SwitchLabelsCatalogReaderTests {
  /// Every bundled catalog with words reads back as its words under `on`, `off`, the shorter
  /// and the spoken keys.
  @Test(arguments: ["de", "fr", "ja", "ar", "sr-Latn", "zh-Hant"])
  func bundledCatalogReadsBackItsWords(tag: String) throws {
    let catalog = try #require(CatalogSet.bundled.catalog(for: try LocaleID(tag)))
    // The file form: the encoded fields with the schema version first (2: the bundled catalogs
    // carry structured sources).
    let fields = try JSONEncoder().encode(catalog).dropFirst()
    let bytes = Array(#"{"schemaVersion": 2, "#.utf8) + fields
    let strings = try readStrings(bytes, file: "Labels/\(tag).json", as: .catalog)
    #expect(strings.tables.map(\.locale) == [catalog.locale])
    for (name, labels) in [("on", catalog.on), ("off", catalog.off)] {
      #expect(try value(strings, tag, name) == labels.texts.first)
      #expect(try value(strings, tag, "\(name).spoken") == labels.spoken)
      for (position, text) in labels.texts.dropFirst().enumerated() {
        #expect(try value(strings, tag, "\(name).shorter.\(position + 1)") == text)
      }
    }
  }

  /// A JSON file that is not a usable catalog is an error naming the file once and the problem.
  @Test func notACatalogIsAnError() throws {
    let error = try #require(readError(#"{"name": "app"}"#, file: "out/package.json", as: .catalog))
    let message = error.description
    #expect(message.hasPrefix("out/package.json"))
    #expect(message.contains("not a usable SwitchLabels catalog"))
    #expect(message.components(separatedBy: "out/package.json").count == 2)
  }

  /// In a folder, *.json files are catalogs only when no app files are beside them.
  @Test func jsonBesideAppFilesIsTheAppsData() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "catalog-reader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data(#""On" = "AN"; "Off" = "AUS";"#.utf8).write(
      to: lproj.appendingPathComponent("Localizable.strings"))
    try Data(#"{"name": "app"}"#.utf8).write(to: folder.appendingPathComponent("package.json"))
    let strings = try AppStringsReader().read(paths: [folder.path])
    #expect(strings.formats == [.strings])
    try FileManager.default.removeItem(at: lproj)
    #expect(throws: AppStringsError.self) { try AppStringsReader().read(paths: [folder.path]) }
  }
}
