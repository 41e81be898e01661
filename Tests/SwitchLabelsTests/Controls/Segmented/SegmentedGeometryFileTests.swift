import Foundation
import Testing

@testable import SwitchLabels

/// Segmented geometry files: a preset's values where the file is silent, every error naming the
/// file and the field.
@Suite("Segmented geometry files")
struct SegmentedGeometryFileTests {
  static func load(_ json: String) throws -> SegmentedGeometry {
    let url = try temporaryFolder().appendingPathComponent("geometry.json")
    try Data(json.utf8).write(to: url)
    return try SegmentedGeometry.load(file: url.path)
  }

  @Test("a file based on a preset changes only what it names")
  func basedOnPreset() throws {
    let geometry = try Self.load(
      """
      {"schemaVersion": 1, "name": "tabs", "basedOn": "material3", "height": 36,
       "minimumScale": 0.85, "font": {"family": "Noto Sans", "size": 13, "weight": 600},
       "colors": {"border": "#112233"}}
      """)
    var expected = SegmentedGeometry.material3
    expected.name = "tabs"
    expected.summary = "custom segmented geometry"
    expected.height = 36
    expected.minimumScale = 0.85
    expected.font = FontSpec(family: "Noto Sans", size: 13, weight: 600)
    expected.border = try StyleColor(hex: "#112233")
    #expect(geometry == expected)
  }

  @Test(
    "bad files name the field",
    arguments: [
      ("{\"name\": \"a\", \"hieght\": 3}", "hieght: unknown key"),
      ("{\"name\": \"a\", \"basedOn\": \"ios\"}", "basedOn: \"ios\" is no segmented preset"),
      ("{\"name\": \"a\", \"height\": -1}", "height"),
      ("{\"name\": \"a\", \"minimumScale\": 2}", "minimumScale"),
      ("{\"name\": \"a\", \"colors\": {\"tint\": \"#000\"}}", "colors.tint: unknown colour"),
      ("{\"name\": \"a\", \"name\": \"b\"}", "duplicate"),
      ("[1]", "must be a JSON object"),
    ])
  func badFiles(json: String, mentions: String) throws {
    do {
      _ = try Self.load(json)
      Issue.record("\(json) was accepted")
    } catch let error as GeometryError {
      #expect(error.description.contains("geometry.json"), "\(error)")
      #expect(error.description.contains(mentions), "\(error)")
    }
  }
}
