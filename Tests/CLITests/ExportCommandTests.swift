import Foundation
import Testing

@Suite("switch-labels export", .tags(.cli))
struct ExportCommandTests {
  static let fewLocales = "de-CH,ar,sr-ME,zh-HK,es-MX,kgp"

  @Test("--help and the command list name it")
  func help() throws {
    let run = try runTool(["export", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("--format <format>"))
    #expect(try runTool(["--help"]).stdout.contains("export"))
  }

  @Test("each single-file format to stdout; the JSON ones parse")
  func stdout() throws {
    for format in ["xcstrings", "json", "swift"] {
      let run = try runTool([
        "export", "--format", format, "--locales", Self.fewLocales, "--preset", "ios-classic",
      ])
      #expect(run.status == 0, "\(format): \(run.stderr)")
      #expect(run.stdout.lowercased().contains("icu"), "\(format)")
      if format != "swift" {
        #expect(throws: Never.self) {
          try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        }
      }
    }
  }

  @Test("byte-identical output across runs and --jobs")
  func deterministic() throws {
    for (format, locales) in [
      ("swift", "icu"), ("json", Self.fewLocales), ("xcstrings", "catalog"),
    ] {
      let one = try runTool(["export", "--format", format, "--jobs", "1", "--locales", locales])
      let two = try runTool(["export", "--format", format, "--jobs", "2", "--locales", locales])
      #expect(one.status == 0 && two.status == 0)
      #expect(one.stdout == two.stdout, "\(format)")
    }
  }

  @Test("a folder format is assembled and moved into place, replacing an earlier export")
  func folder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("res").path
    for _ in 0..<2 {
      let run = try runTool([
        "export", "--format", "android", "--locales", Self.fewLocales, "--output", output,
      ])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["res"], "no temporary folder is left")
    let values = try String(
      contentsOfFile: output + "/values-ar/switch_labels.xml", encoding: .utf8)
    #expect(values.contains("<bool name=\"switch_labels_mirrored\">true</bool>"))
    #expect(FileManager.default.fileExists(atPath: output + "/values-sr-rME/switch_labels.xml"))
    let strings = folder.appendingPathComponent("lproj").path
    let run = try runTool([
      "export", "--format", "strings", "--locales", Self.fewLocales, "--output", strings,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: strings + "/de-CH.lproj/SwitchLabels.strings"))
  }

  @Test("a folder holding other files is never replaced (73), and stays as it was")
  func foreignFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mine = folder.appendingPathComponent("values/strings.xml")
    try FileManager.default.createDirectory(
      at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("<resources/>".utf8).write(to: mine)
    let run = try runTool([
      "export", "--format", "android", "--locales", "de", "--output", folder.path,
    ])
    #expect(run.status == 73)
    #expect(run.stderr.contains("values/strings.xml"))
    #expect(try String(contentsOf: mine, encoding: .utf8) == "<resources/>")
  }

  @Test("bad input: usage 64, bad locale 65, missing geometry 66, unwritable 73; nothing written")
  func errors() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let existing = folder.appendingPathComponent("table.swift")
    try Data("keep me".utf8).write(to: existing)
    #expect(try runTool(["export"]).status == 64)
    #expect(try runTool(["export", "--format", "kotlin"]).status == 64)
    #expect(try runTool(["export", "--format", "swift", "--preset", "nope"]).status == 64)
    #expect(try runTool(["export", "--format", "android", "--locales", "de"]).status == 64)
    let prefix = try runTool([
      "export", "--format", "swift", "--locales", "de", "--key-prefix", "a b",
    ])
    #expect(prefix.status == 64)
    let badLocale = try runTool([
      "export", "--format", "swift", "--locales", "de,../x", "--output", existing.path,
    ])
    #expect(badLocale.status == 65)
    #expect(badLocale.stderr.contains("../x"))
    let noGeometry = try runTool([
      "export", "--format", "json", "--geometry", folder.appendingPathComponent("none.json").path,
    ])
    #expect(noGeometry.status == 66)
    let unwritable = try runTool([
      "export", "--format", "swift", "--output",
      folder.appendingPathComponent("no/such/t.swift").path,
    ])
    #expect(unwritable.status == 73)
    let intoFile = try runTool([
      "export", "--format", "strings", "--locales", "de", "--output", existing.path,
    ])
    #expect(intoFile.status == 73)
    #expect(try String(contentsOf: existing, encoding: .utf8) == "keep me")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["table.swift"])
  }
}

/// `export --strings`: the app's own words, read and reported as `audit --strings` does.
@Suite("switch-labels export --strings", .tags(.cli))
struct ExportStringsTests {
  struct Catalog: Decodable {
    struct Entry: Decodable {
      struct Localization: Decodable {
        struct Unit: Decodable { let value: String }
        let stringUnit: Unit
      }
      let localizations: [String: Localization]?
    }
    let sourceLanguage: String
    let strings: [String: Entry]
  }

  @Test("the app's words, its locales by default, its findings on stderr")
  func appWords() throws {
    let root = try StringsCommandTests.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTool([
      "export", "--format", "xcstrings", "--strings", root.appendingPathComponent("ios").path,
      "--preset", "ios-classic", "--estimate",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let catalog = try run.json(Catalog.self)
    let spokenOn = try #require(catalog.strings["switch.on.spoken"]?.localizations)
    let spokenOff = try #require(catalog.strings["switch.off.spoken"]?.localizations)
    #expect(spokenOn.keys.sorted() == ["de", "en", "fr"])
    #expect(spokenOn["de"]?.stringUnit.value == "AN")
    #expect(spokenOff["de"]?.stringUnit.value == "AUS")
    #expect(spokenOn["en"]?.stringUnit.value == "On")
    #expect(catalog.sourceLanguage == "en")
    #expect(run.stderr.contains("app strings: keys On / Off (common keys)"))
    #expect(run.stderr.contains("fr: warning appNeedsReview"))
    #expect(run.stdout.contains("Catalogs: app strings (1 file)."))
  }

  @Test("a locale the app lacks gets what the app shows; Android folders from app resources")
  func fallbackAndAndroid() throws {
    let root = try StringsCommandTests.app()
    defer { try? FileManager.default.removeItem(at: root) }
    let json = try runTool([
      "export", "--format", "json", "--strings", root.appendingPathComponent("ios").path,
      "--locales", "de-CH,ja", "--preset", "ios-classic", "--estimate",
    ])
    #expect(json.status == 0, "\(json.stderr)")
    struct File: Decodable {
      struct Resolution: Decodable {
        struct States: Decodable {
          struct State: Decodable { let spoken: String }
          let on: State
        }
        let states: States
      }
      let locales: [String: Resolution]
    }
    let locales = try json.json(File.self).locales
    #expect(locales["de-CH"]?.states.on.spoken == "AN")
    #expect(locales["ja"]?.states.on.spoken == "On")
    #expect(json.stderr.contains("de-CH: info appFallback"))
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("res").path
    let android = try runTool([
      "export", "--format", "android", "--strings",
      root.appendingPathComponent("android/res").path, "--estimate", "--output", output,
    ])
    #expect(android.status == 0, "\(android.stderr)")
    let german = try String(
      contentsOfFile: output + "/values-de/switch_labels.xml", encoding: .utf8)
    #expect(german.contains(">Aus<"))
  }

  @Test("reading errors exit as audit's: 66 missing path, 65 unknown or ambiguous keys")
  func errors() throws {
    let root = try StringsCommandTests.app()
    defer { try? FileManager.default.removeItem(at: root) }
    for command in ["audit", "export"] {
      let format = command == "audit" ? "json" : "xcstrings"
      let missing = try runTool([
        command, "--format", format, "--strings", root.appendingPathComponent("nope").path,
      ])
      #expect(missing.status == 66, "\(command)")
      #expect(missing.stderr.contains("nope"), "\(command)")
      let key = try runTool([
        command, "--format", format, "--strings", root.appendingPathComponent("ios").path,
        "--on-key", "Onn", "--off-key", "Off",
      ])
      #expect(key.status == 65, "\(command)")
      #expect(key.stderr.contains("\"Onn\" is in no locale"), "\(command)")
      let ambiguous = try runTool([command, "--format", format, "--strings", root.path])
      #expect(ambiguous.status == 65, "\(command)")
      #expect(ambiguous.stderr.contains("--on-key"), "\(command)")
    }
  }
}
