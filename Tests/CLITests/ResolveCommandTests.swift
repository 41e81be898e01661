import Foundation
import Testing

@Suite("switch-labels resolve / presets", .tags(.cli))
struct ResolveCommandTests {
  @Test("JSON has the issue's keys and both states")
  func json() throws {
    let run = try runTool([
      "resolve", "--locale", "de-CH", "--preset", "ios-classic", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    for key in [
      "requested", "matched", "chain", "direction", "geometry", "rung", "states", "trace",
    ] {
      #expect(object[key] != nil, "\(key)")
    }
    #expect(object["requested"] as? String == "de-CH")
    #expect(object["matched"] as? String == "de")
    #expect(object["chain"] as? [String] == ["de-CH", "de", "root"])
    let states = try #require(object["states"] as? [String: [String: Any]])
    #expect(states["on"]?["kind"] as? String == "text")
    #expect(states["on"]?["text"] as? String == "AN")
    #expect(states["off"]?["spoken"] as? String == "Aus")
    for key in ["scale", "width", "available", "spoken"] {
      #expect(states["off"]?[key] != nil, "\(key)")
    }
  }

  @Test("Right-to-left locales are mirrored; a locale without catalog gets images")
  func rtlAndImages() throws {
    let rtl = try runTool([
      "resolve", "--locale", "he", "--preset", "gtk3-adwaita", "--format", "json",
    ])
    #expect(rtl.status == 0)
    #expect(rtl.stdout.contains("\"mirrored\" : true"))
    let none = try runTool([
      "resolve", "--locale", "kgp", "--preset", "material3", "--format", "json",
    ])
    #expect(none.status == 0)
    #expect(none.stdout.contains("\"rung\" : \"image\""))
    #expect(none.stdout.contains("\"name\" : \"power-on\""))
  }

  @Test("Errors: unknown preset 64, bad locale 65, missing font 69, bad geometry file 65")
  func errors() throws {
    #expect(try runTool(["resolve", "--locale", "de", "--preset", "nope"]).status == 64)
    #expect(try runTool(["resolve", "--preset", "ios"]).status == 64)
    let badLocale = try runTool(["resolve", "--locale", "../x", "--preset", "ios"])
    #expect(badLocale.status == 65)
    #expect(badLocale.stderr.contains("\"../x\""))
    let noFont = try runTool([
      "resolve", "--locale", "de", "--preset", "ios", "--font", "No Such Family Anywhere",
    ])
    #expect(noFont.status == 69, "\(noFont.stderr)")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("g.json").path
    try Data(#"{"basedOn": "ios", "trackWidth": "wide"}"#.utf8).write(
      to: URL(fileURLWithPath: path))
    let badGeometry = try runTool(["resolve", "--locale", "de", "--geometry", path])
    #expect(badGeometry.status == 65)
    #expect(badGeometry.stderr.contains("trackWidth"))
  }

  @Test("Without --preset: ios-classic, said on stderr with the preset for a modern iOS app")
  func defaultPreset() throws {
    let run = try runTool(["resolve", "--locale", "de"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("de × ios-classic:"))
    #expect(run.stderr.contains("no --preset given: ios-classic"))
    #expect(run.stderr.contains("--preset ios"))
    let named = try runTool(["resolve", "--locale", "de", "--preset", "ios-classic"])
    #expect(!named.stderr.contains("no --preset"))
    #expect(try runTool(["resolve", "--help"]).stdout.contains("default ios-classic"))
  }

  @Test("presets lists every preset with its sizes")
  func presets() throws {
    let run = try runTool(["presets", "--format", "json"])
    #expect(run.status == 0)
    struct Row: Decodable {
      let name: String
      let track: String
    }
    let rows = try run.json([Row].self)
    #expect(
      rows.map(\.name) == [
        "ios", "ios-classic", "material3", "android-switchcompat", "gtk3-adwaita", "winui",
      ])
    #expect(rows.first?.track == "51×31")
  }
}
