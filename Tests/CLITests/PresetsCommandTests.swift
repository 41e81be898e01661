import Foundation
import SwitchLabels
import Testing

/// `presets --export`: geometry files that load back, documented keys, unknown keys named.
@Suite("switch-labels presets", .tags(.cli))
struct PresetsCommandTests {
  @Test(
    "presets --export: a file --geometry loads back, resolving exactly as the preset",
    arguments: Geometry.presets.map(\.name))
  func export(_ name: String) throws {
    let exported = try runTool(["presets", "--export", name])
    #expect(exported.status == 0, "\(exported.stderr)")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).json")
    try Data(exported.stdout.utf8).write(to: file)
    for locale in ["de-CH", "fi", "ar"] {
      let resolve = ["resolve", "--locale", locale, "--format", "json"]
      let preset = try runTool(resolve + ["--preset", name])
      let loaded = try runTool(resolve + ["--geometry", file.path])
      #expect(preset.status == 0 && loaded.status == 0, "\(loaded.stderr)")
      #expect(loaded.stdout == preset.stdout, "\(locale) × \(name)")
    }
    // The audit too: the same report, byte for byte, through --preset and --geometry.
    let audit = ["audit", "--locales", "de-CH,fi,ar,ja,kgp", "--format", "json"]
    let viaPreset = try runTool(audit + ["--preset", name])
    let viaFile = try runTool(audit + ["--geometry", file.path])
    #expect(viaPreset.status == 0 && viaFile.status == 0, "\(viaFile.stderr)")
    #expect(viaFile.stdout == viaPreset.stdout, "\(name)")
  }

  @Test("presets --export --output writes the file whole; --output alone is a usage error")
  func exportToFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("settings.json").path
    let run = try runTool(["presets", "--export", "IOS-classic", "--output", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == (try runTool(["presets", "--export", "ios-classic"])).stdout)
    #expect(try runTool(["presets", "--output", path]).status == 64)
  }

  @Test("presets --export: an unknown preset is a usage error; --help documents the file format")
  func exportErrorsAndHelp() throws {
    let unknown = try runTool(["presets", "--export", "nope"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("nope"))
    let help = try runTool(["presets", "--help"])
    #expect(help.status == 0)
    // Every key an exported file has (and basedOn, faceIndex, file) is documented.
    let exported = try runTool(["presets", "--export", "material3"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
    let colors = try #require(object["colors"] as? [String: Any])
    let keys = Array(object.keys) + Array(colors.keys) + ["basedOn", "faceIndex", "file", "weight"]
    for key in keys {
      #expect(help.stdout.contains(key), "\(key)")
    }
    #expect(help.stdout.contains("relative to the working"))
    #expect(help.stdout.contains("directory, not to the geometry file"))
  }

  @Test(
    "presets --format json: winui measures with Selawik, metric-compatible, Noto Sans standing in")
  func winUIFontSource() throws {
    let run = try runTool(["presets", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    let winUI = try #require(rows.first { $0["name"] as? String == "winui" })
    #expect(winUI["fontSource"] as? String == "metric-compatible")
    #expect(winUI["platformFont"] as? String == "Segoe UI Variable 14 px")
    #expect((winUI["font"] as? String)?.hasPrefix("Selawik 400 14") == true)
    #expect((winUI["standIn"] as? String)?.hasPrefix("Noto Sans 400") == true)
  }

  /// A machine without Selawik (here: fontconfig told to reject it) audits winui with Noto Sans,
  /// and every row says so.
  @Test("audit --preset winui without Selawik: Noto Sans, a standInFont finding on every row")
  func winUIWithoutSelawik() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = folder.appendingPathComponent("fonts.conf")
    try Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
        <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
        <selectfont><rejectfont><pattern>
          <patelt name="family"><string>Selawik</string></patelt>
        </pattern></rejectfont></selectfont>
      </fontconfig>
      """.utf8
    ).write(to: configuration)
    let audit = ["audit", "--locales", "de,fi,pl", "--preset", "winui", "--format", "json"]
    let without = try runTool(audit, environment: ["FONTCONFIG_FILE": configuration.path])
    #expect(without.status == 0, "\(without.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(without.stdout.utf8)) as? [String: Any])
    let rows = try #require(report["rows"] as? [[String: Any]])
    #expect(rows.count == 3)
    for row in rows {
      let findings = (row["findings"] as? [[String: Any]]) ?? []
      #expect(findings.contains { $0["kind"] as? String == "standInFont" }, "\(row["locale"]!)")
      let fonts = ((row["on"] as? [String: Any])?["fonts"] as? [[String: Any]]) ?? []
      #expect(fonts.first?["family"] as? String == "Noto Sans", "\(row["locale"]!)")
    }
  }

  @Test("--geometry with an unknown key: 65, listing the valid keys")
  func unknownKey() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("typo.json")
    try Data(#"{"basedOn": "ios", "trackwidth": 60}"#.utf8).write(to: file)
    let run = try runTool(["resolve", "--locale", "de", "--geometry", file.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("trackwidth: unknown key"))
    for key in ["trackWidth", "basedOn", "labelPadding", "colors", "mirroring"] {
      #expect(run.stderr.contains(key), "\(key)")
    }
    // A colour with a wrong name lists the colours.
    try Data(##"{"basedOn": "ios", "colors": {"track": "#000"}}"##.utf8).write(to: file)
    let colour = try runTool(["resolve", "--locale", "de", "--geometry", file.path])
    #expect(colour.status == 65)
    #expect(colour.stderr.contains("colors.track: unknown colour"))
    #expect(colour.stderr.contains("trackOn, trackOff, thumb, labelOn, labelOff"))
  }
}
