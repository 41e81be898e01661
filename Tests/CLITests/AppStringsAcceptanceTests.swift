import Foundation
import Testing

/// The app-strings issue's rules as a user meets them on the command line, where no other test
/// covers them.
@Suite("app strings: acceptance", .tags(.cli))
struct AppStringsAcceptanceTests {
  /// A user's catalog without provenance is used: `provenance` is required of the bundled
  /// catalogs only.
  @Test("a user catalog without provenance is used")
  func userCatalogWithoutProvenance() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = """
      {"schemaVersion": 1, "locale": "de",
       "on": {"texts": ["AN"], "spoken": "An"}, "off": {"texts": ["AUS"], "spoken": "Aus"}}
      """
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("de.json"))
    let run = try runTool([
      "resolve", "--locale", "de", "--preset", "ios-classic", "--catalog", folder.path,
      "--estimate",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"AN\""))
  }

  /// A file named with control characters, and text holding them, reach the terminal escaped:
  /// in the table, the findings and the error messages alike.
  @Test("control characters in file names and texts are never written raw")
  func controlCharactersEscaped() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("en\u{1B}[31m.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("\"On\" = \"O\u{1B}]0;x\u{7}n\";\n\"Off\" = \"Off\";".utf8).write(
      to: folder.appendingPathComponent("Localizable.strings"))
    let bad = try runTool(["strings", root.path])
    #expect(bad.status == 65)
    #expect(!bad.stderr.unicodeScalars.contains("\u{1B}"), "\(bad.stderr)")
    let good = root.appendingPathComponent("ok\u{7}/en.lproj")
    try FileManager.default.createDirectory(at: good, withIntermediateDirectories: true)
    try Data("\"On\" = \"O\u{1B}[2Jn\";\n\"Off\" = \"Off\";".utf8).write(
      to: good.appendingPathComponent("Localizable.strings"))
    let run = try runTool(["strings", good.path])
    #expect(run.status == 0, "\(run.stderr)")
    for output in [run.stdout, run.stderr] {
      #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "\(output)")
    }
  }

  /// Every reader's broken file: exit 65 and the file named, with its line where the format has
  /// lines; nothing is listed.
  @Test("a broken file of each format: exit 65, the file and line named")
  func brokenFileOfEachFormat() throws {
    let files: [(path: String, bytes: [UInt8], says: String)] = [
      ("a/App.xcstrings", Array("{\"sourceLanguage\": \"en\",\n\"strings\": {".utf8), ":2: "),
      ("b/de.lproj/L.strings", Array("\"On\" = \"An\";\n\"Off\" = \"Au".utf8), ":2: "),
      ("c/res/values-de/strings.xml", Array("<resources>\n<string name=\"on\">".utf8), ":2: "),
      ("d/de.xliff", Array("<xliff version=\"1.2\">\n<file".utf8), ":2: "),
      // GNU gettext's own line: msgfmt says the same of this file.
      ("e/de.po", Array("msgid \"On\"\nmsgstr \"An\n".utf8), ":3: "),
      ("f/app_de.arb", Array("{\"on\": \"An\",\n\"off\": ".utf8), ":2: "),
      ("g/app_de.arb", Array("{\"on\": \"A".utf8) + [0xFF] + Array("\"}".utf8), "not valid UTF-8"),
      ("h/de.lproj/L.strings", [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8], "not valid UTF-16"),
    ]
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    for file in files {
      let url = root.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
      let folder = root.appendingPathComponent(String(file.path.prefix { $0 != "/" }))
      let run = try runTool(["strings", folder.path, "--on-key", "on", "--off-key", "off"])
      #expect(run.status == 65, "\(file.path): \(run.stderr)")
      #expect(run.stderr.contains(file.path + (file.says.hasPrefix(":") ? file.says : "")))
      #expect(run.stderr.contains(file.says), "\(file.path): \(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }
}
