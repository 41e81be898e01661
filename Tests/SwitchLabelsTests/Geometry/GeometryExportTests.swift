import Foundation
import Testing

@testable import SwitchLabels

/// `Geometry.fileText()`: files that load back to the same geometry, and the keys documented.
@Suite("Geometry files written out")
struct GeometryExportTests {
  @Test(
    "Every preset, written as a file and loaded back, is the same geometry and resolves the same",
    arguments: Geometry.presets)
  func roundTrip(_ preset: Geometry) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("\(preset.name).json").path
    let text = try preset.fileText(basedOn: preset.name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let loaded = try Geometry.load(file: path)
    #expect(loaded == preset)
    #expect(text.contains("\"basedOn\" : \"\(preset.name)\""))
    // Two services, so the loaded geometry cannot reuse the preset's cached resolver.
    let original = LabelService(measurer: EstimatingMeasurer())
    let reloaded = LabelService(measurer: EstimatingMeasurer())
    for tag in ["de-CH", "fi", "ar", "ja"] {
      let locale = try LocaleID(tag)
      let expected = try original.resolve(locale, geometry: preset)
      let actual = try reloaded.resolve(locale, geometry: loaded)
      #expect(actual == expected, "\(tag) × \(preset.name)")
    }
  }

  @Test("A file geometry with a font file and a custom one round-trip too")
  func customRoundTrip() throws {
    var geometry = Geometry.gtk3Adwaita
    geometry.name = "custom \"quoted\" / slash"
    geometry.font = FontSpec(path: "fonts/My Font.ttc", faceIndex: 2, size: 12.5, weight: 700)
    geometry.colors.labelOff = "rgb(10, 20, 30)"
    geometry.maximumTrackWidth = 140
    // A font the file names is the app's own, measured exactly.
    geometry.fontOrigin = .chosen(geometry.font)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("custom.json").path
    try Data(try geometry.fileText(basedOn: "gtk3-adwaita").utf8).write(
      to: URL(fileURLWithPath: path))
    #expect(try Geometry.load(file: path) == geometry)
    // Without basedOn, the text-size behaviour is material3's; everything else is the file's.
    try Data(try geometry.fileText().utf8).write(to: URL(fileURLWithPath: path))
    var material = geometry
    material.textScaling = Geometry.material3.textScaling
    #expect(try Geometry.load(file: path) == material)
  }

  @Test("The article Geometry files documents every key a geometry file has")
  func documented() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SwitchLabels/SwitchLabels.docc/Articles/GeometryFiles.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    for key in GeometryFileV1.knownKeys.sorted() + ["faceIndex", "trackOn", "labelOff"] {
      #expect(text.contains("`\(key)`"), "\(key)")
    }
  }

  @Test("An unknown key names the valid keys")
  func unknownKey() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("geometry.json").path
    try Data(#"{"basedOn": "ios", "trackwidth": 60}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try Geometry.load(file: path)
    } throws: { error in
      let text = "\(error)"
      return text.contains("trackwidth: unknown key")
        && GeometryFileV1.knownKeys.allSatisfy { text.contains($0) }
    }
  }
}
