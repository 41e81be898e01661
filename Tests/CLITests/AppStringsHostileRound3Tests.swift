import Foundation
import Testing

/// Issue #30, "Hostile input, round 3", where the defect was the tool's: run through the built
/// binary.
@Suite("App strings through the tool: hostile input, round 3", .tags(.cli))
struct AppStringsHostileRound3Tests {
  /// Writes `files` (relative path → bytes) under a new temporary folder.
  static func tree(_ files: [String: [UInt8]]) throws -> URL {
    let root = try temporaryFolder()
    for (path, bytes) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return root
  }

  static func strings(_ on: String, _ off: String) -> [UInt8] {
    Array("\"On\" = \"\(on)\";\n\"Off\" = \"\(off)\";\n".utf8)
  }

  @Test(
    "a .stringsdict nested 10,000 deep: exit 65 naming the file, no crash, in every command",
    arguments: [["strings"], ["import", "--output", "out"], ["audit", "--estimate", "--strings"]])
  func deepStringsDict(_ command: [String]) throws {
    let depth = 10_000
    let plist =
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>On</key><dict>"
      + "<key>NSStringLocalizedFormatKey</key><string>x</string><key>v</key>"
      + String(repeating: "<array >", count: depth) + String(repeating: "</array>", count: depth)
      + "</dict></dict></plist>"
    let root = try Self.tree([
      "de.lproj/Localizable.stringsdict": Array(plist.utf8),
      "de.lproj/Localizable.strings": Self.strings("An", "Aus"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let arguments =
      command.map { $0 == "out" ? root.appendingPathComponent("out").path : $0 } + [root.path]
    let run = try runTool(arguments)
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("Localizable.stringsdict:"))
    #expect(run.stderr.contains("nested too deep"))
  }

  @Test("import refuses words --catalog would refuse, naming file, key and locale")
  func importRefusesUnusableWords() throws {
    let root = try Self.tree([
      "en.lproj/Localizable.strings": Self.strings("On", "Off"),
      "de.lproj/Localizable.strings": Self.strings("A\\U001B[31mn", "Aus\\U2028"),
      "fr.lproj/Localizable.strings": Self.strings("\\U202EOui", "Non"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("out")
    let run = try runTool(["import", root.path, "--output", output.path])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("de.lproj/Localizable.strings:"))
    #expect(run.stderr.contains("key \"On\" (de) contains the control character"))
    #expect(run.stderr.contains("key \"Off\" (de)"))
    #expect(run.stderr.contains("key \"On\" (fr)"))
    #expect(!run.stderr.contains("\u{1B}"))
    #expect(!FileManager.default.fileExists(atPath: output.path), "nothing written")
  }

  @Test("import names both files when he and iw read as one locale, and reports und/root words")
  func importReportsCollisionsAndRoot() throws {
    let root = try Self.tree([
      "en.lproj/Localizable.strings": Self.strings("On", "Off"),
      "he.lproj/Localizable.strings": Self.strings("מופעל", "כבוי"),
      "iw.lproj/Localizable.strings": Self.strings("פעיל", "כבוי"),
      "und.lproj/Localizable.strings": Self.strings("I", "O"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("out")
    let run = try runTool(["import", root.path, "--output", output.path])
    #expect(run.status == 0, "\(run.stderr)")
    let collision = run.stderr.split(separator: "\n").first { $0.contains("different texts") }
    #expect(collision?.contains("he.lproj/Localizable.strings") == true, "\(run.stderr)")
    #expect(collision?.contains("iw.lproj/Localizable.strings") == true)
    #expect(run.stderr.contains("und.lproj/Localizable.strings: the app's und (root) strings"))
    #expect(
      !FileManager.default.fileExists(atPath: output.appendingPathComponent("root.json").path))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("he.json").path))
    // What import wrote, --catalog reads.
    let resolve = try runTool([
      "resolve", "--catalog", output.path, "--locale", "he", "--estimate", "--format", "json",
    ])
    #expect(resolve.status == 0, "\(resolve.stderr)")
  }

  @Test("a file name that is not UTF-8 is a warning showing its bytes")
  func nonUTF8FileName() throws {
    let root = try Self.tree(["de.lproj/Localizable.strings": Self.strings("An", "Aus")])
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.path + "/de.lproj"
    let name = Array(folder.utf8) + Array("/Other".utf8) + [0xFF] + Array(".strings".utf8)
    let bytes = Self.strings("Ein", "Aus")
    let cName = name.map { CChar(bitPattern: $0) } + [0]
    let descriptor = open(cName, O_WRONLY | O_CREAT, 0o644)
    try #require(descriptor >= 0)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    try #require(written == bytes.count)
    let run = try runTool(["strings", root.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains("warning: \(folder)/Other⟦0xFF⟧.strings: skipped: the name is not UTF-8"),
      "\(run.stderr)")
  }

  @Test("symbolic links to files are read, given and in a folder; a link loop is skipped")
  func symbolicLinks() throws {
    let store = try Self.tree(["Localizable.strings": Self.strings("An", "Aus")])
    let root = try Self.tree([:])
    defer {
      try? FileManager.default.removeItem(at: store)
      try? FileManager.default.removeItem(at: root)
    }
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    let link = root.appendingPathComponent("de.lproj/Localizable.strings")
    try manager.createSymbolicLink(
      atPath: link.path,
      withDestinationPath: store.appendingPathComponent("Localizable.strings").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("loop").path, withDestinationPath: root.path)
    for path in [link.path, root.path] {
      let run = try runTool(["strings", path, "--format", "json"])
      #expect(run.status == 0, "\(path): \(run.stderr)")
      #expect(run.stdout.contains("\"An\""), "\(path)")
    }
    let run = try runTool(["strings", root.path])
    #expect(run.stderr.contains("loop: skipped: a link back to a folder above it"), "\(run.stderr)")
  }
}
