import Foundation
import Testing

@testable import SwitchLabels

@Suite("Geometry")
struct GeometryTests {
  @Test("Every preset is valid and leaves room for a label", arguments: Geometry.presets)
  func presets(_ geometry: Geometry) throws {
    #expect(try geometry.validated() == geometry)
    let box = geometry.labelBox()
    #expect(box.width > 0 && box.height > 0)
    #expect(!geometry.summary.isEmpty)
    #expect(Geometry.preset(named: geometry.name.uppercased()) == geometry)
  }

  @Test("Growth is the inverse of the label box")
  func growth() throws {
    for geometry in Geometry.presets where geometry.placement != .beside {
      let wider = geometry.trackWidth(forLabelWidth: geometry.labelBox().width + 10)
      #expect(
        abs(geometry.labelBox(trackWidth: wider).width - (geometry.labelBox().width + 10)) < 1e-9)
    }
  }

  func write(_ text: String) throws -> (URL, String) {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("geometry.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  @Test("A geometry file based on a preset")
  func file() throws {
    let (folder, path) = try write(
      #"{"schemaVersion": 1, "name": "settings", "basedOn": "material3", "trackWidth": 64, "textCase": "upper", "font": {"family": "DejaVu Sans", "size": 12, "weight": 700}}"#
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let geometry = try Geometry.load(file: path)
    #expect(geometry.name == "settings")
    #expect(geometry.trackWidth == 64)
    #expect(geometry.trackHeight == Geometry.material3.trackHeight)
    #expect(geometry.textCase == .upper)
    #expect(geometry.font == FontSpec(family: "DejaVu Sans", size: 12, weight: 700))
  }

  static let badFiles: [(String, String)] = [
    (
      #"{"name": "x", "basedOn": "ios", "trackWidth": "wide"}"#,
      "trackWidth: must be a number, not a string"
    ),
    (#"{"name": "x", "basedOn": "ios", "trackWidth": -5}"#, "trackWidth"),
    (#"{"name": "x", "basedOn": "ios", "minimumScale": 1.5}"#, "minimumScale"),
    (#"{"name": "x", "basedOn": "nope"}"#, "unknown preset \"nope\""),
    (#"{"name": "x", "basedOn": "ios", "colour": 1}"#, "colour: unknown key"),
    (#"{"name": "x", "trackWidth": 10}"#, "missing"),
    (
      #"{"name": "x", "basedOn": "ios", "font": {"size": 12}}"#,
      "needs either \"family\" or \"file\""
    ),
    (#"[1, 2"#, "not valid JSON"),
  ]

  @Test("Bad geometry files: an error naming the file and the field", arguments: badFiles)
  func badFile(_ text: String, _ message: String) throws {
    let (folder, path) = try write(text)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      _ = try Geometry.load(file: path)
    } throws: { error in
      let description = "\(error)"
      return description.contains(path) && description.contains(message)
    }
  }
}
