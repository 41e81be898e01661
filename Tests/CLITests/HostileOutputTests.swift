import Foundation
import Testing

/// Hostile input, round 3: the output folders, the export's options and names, and messages.
@Suite("Hostile input: outputs and options", .tags(.cli))
struct HostileOutputTests {
  static let locales = ["--locales", "de,fr"]

  @Test("A folder export through a link keeps the link and writes its target")
  func linkedFolder() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let link = root.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    for _ in 0..<2 {
      let run = try runTool(
        ["export", "--format", "android", "--output", link.path] + Self.locales)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(
      FileManager.default.fileExists(atPath: target.appendingPathComponent("values-de").path))
    // Nothing left beside it.
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(left == ["link", "real"])
  }

  @Test("What a killed export left is swept by the next; a long output name fits")
  func leftovers() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    // A process id that cannot be running (above the kernel's pid_max).
    let stale = root.appendingPathComponent(".switch-labels-99999999.tmp")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    let name = String(repeating: "x", count: 241)
    let run = try runTool(
      ["export", "--format", "strings", "--output", root.appendingPathComponent(name).path]
        + Self.locales)
    #expect(run.status == 0, "\(run.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(left == [name])
  }

  @Test("A folder holding only the user's empty folders and links is not replaced (73)")
  func foreignFolders() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("res")
    try FileManager.default.createDirectory(
      at: output.appendingPathComponent("mine"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("elsewhere"), withDestinationURL: root)
    let run = try runTool(
      ["export", "--format", "android", "--output", output.path] + Self.locales)
    #expect(run.status == 73)
    #expect(run.stderr.contains("elsewhere"))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("mine").path))
  }

  @Test("--font-size applies to the Android export's default geometry")
  func androidFontSize() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    var texts: [String] = []
    for size in [[], ["--font-size", "40"]] {
      let output = root.appendingPathComponent("res\(texts.count)")
      let run = try runTool(
        ["export", "--format", "android", "--output", output.path, "--locales", "de"] + size)
      #expect(run.status == 0, "\(run.stderr)")
      texts.append(
        try String(
          contentsOf: output.appendingPathComponent("values-de/switch_labels.xml"),
          encoding: .utf8))
    }
    #expect(texts[0] != texts[1])
  }

  @Test("Too many text sizes, a language's name and a Swift type name are usage errors")
  func usageErrors() throws {
    let sizes = (0..<40).map { String(1 + Double($0) / 100) }.joined(separator: ",")
    let many = try runTool(["audit", "--locales", "de", "--text-size", sizes])
    #expect(many.status == 64 && many.stderr.contains("at most 16"))
    let english = try runTool(["audit", "--locales", "english"])
    #expect(english.status == 65 && english.stderr.contains("did you mean en?"))
    let german = try runTool(
      ["strings", ".", "--source-language", "German"],
      currentDirectory: FileManager.default.temporaryDirectory)
    #expect(german.status == 64 && german.stderr.contains("did you mean de?"))
    let type = try runTool(["export", "--format", "swift", "--key-prefix", "String"])
    #expect(type.status == 64 && type.stderr.contains("uses that name itself"))
  }

  @Test("A pseudo-locale's words too long to measure name the locale and the file")
  func longPseudoWords() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let lproj = root.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let long = "Switched on " + String(repeating: "x", count: 5_000)
    try Data("\"On\" = \"\(long)\";\n\"Off\" = \"Off\";\n".utf8).write(
      to: lproj.appendingPathComponent("Localizable.strings"))
    let run = try runTool(
      ["audit", "--strings", root.path, "--pseudo", "--locales", "en-XA", "--preset", "ios"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("en-XA") && run.stderr.contains("Localizable.strings"))
  }
}
