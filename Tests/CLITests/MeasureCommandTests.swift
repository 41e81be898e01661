import Foundation
import Testing

/// `switch-labels measure`, run as the built binary.
@Suite("measure command", .tags(.cli))
struct MeasureCommandTests {
  /// One row of `--format json`.
  struct Row: Decodable {
    struct Font: Decodable {
      let family: String
      let style: String
      let fileName: String
      let faceIndex: Int
      let contentHash: String
    }
    let text: String
    let width: Double
    let ascent: Double
    let descent: Double
    let fonts: [Font]
    let missing: [String]
    let estimated: Bool
  }

  @Test("JSON has one object per text with width, ink, fonts, missing and estimated")
  func json() throws {
    let run = try runMeasure([
      "measure", "--font", "DejaVu Sans", "--size", "17", "--locale", "fr", "--format", "json",
      "Activé", "Désactivé", "On\u{E000}",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try JSONDecoder().decode([Row].self, from: Data(run.stdout.utf8))
    #expect(rows.map(\.text) == ["Activé", "Désactivé", "On\u{E000}"])
    #expect(rows[1].width > rows[0].width)
    #expect(rows.allSatisfy { !$0.estimated && $0.ascent > 0 })
    #expect(rows[0].fonts.map(\.fileName) == ["DejaVuSans.ttf"])
    #expect(rows[2].missing == ["\u{E000}"])
    #expect(run.stderr.contains("U+E000"), "a missing character is reported on stderr")
    // Every key the issue names is in the output.
    for key in [
      "\"text\"", "\"width\"", "\"ascent\"", "\"descent\"", "\"fonts\"", "\"missing\"",
      "\"estimated\"",
    ] {
      #expect(run.stdout.contains(key))
    }
  }

  @Test("A readable table by default; --round gives whole pixels; --estimate needs no font")
  func textAndOptions() throws {
    let table = try runMeasure(["measure", "--font", "DejaVu Sans", "--size", "16", "Off"])
    #expect(table.status == 0)
    #expect(table.stdout.hasPrefix("width"))
    #expect(table.stdout.contains("DejaVu Sans Book"))
    let rounded = try runMeasure([
      "measure", "--font", "DejaVu Sans", "--size", "16", "--round", "--format", "json",
      "Désactivé",
    ])
    let row = try #require(
      try JSONDecoder().decode([Row].self, from: Data(rounded.stdout.utf8)).first)
    #expect(row.width == row.width.rounded())
    let estimate = try runMeasure([
      "measure", "--estimate", "--font", "No Such Family", "--size", "16", "--format", "json",
      "Off",
    ])
    #expect(estimate.status == 0)
    #expect(
      try JSONDecoder().decode([Row].self, from: Data(estimate.stdout.utf8)).first?.estimated
        == true)
  }

  @Test("A font file path measures with that file")
  func fontFile() throws {
    let family = try runMeasure([
      "measure", "--font", "DejaVu Sans", "--size", "16", "--format", "json", "On",
    ])
    let rows = try JSONDecoder().decode([Row].self, from: Data(family.stdout.utf8))
    let located = try installedFontFile(named: try #require(rows.first?.fonts.first?.fileName))
    let byPath = try runMeasure([
      "measure", "--font", located, "--size", "16", "--format", "json", "On",
    ])
    #expect(byPath.status == 0, "\(byPath.stderr)")
    let pathRows = try JSONDecoder().decode([Row].self, from: Data(byPath.stdout.utf8))
    #expect(pathRows.first?.width == rows.first?.width)
    #expect(pathRows.first?.fonts.first?.contentHash == rows.first?.fonts.first?.contentHash)
  }

  /// A command line and the exit status it must give.
  struct StatusCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { "\(arguments.joined(separator: " ")) → \(status)" }
  }

  static let statuses: [StatusCase] = [
    StatusCase(arguments: ["measure", "--size", "16", "On"], status: 64, message: "--font"),
    StatusCase(
      arguments: ["measure", "--font", "DejaVu Sans", "On"], status: 64, message: "--size"),
    StatusCase(
      arguments: ["measure", "--font", "DejaVu Sans", "--size", "0", "On"], status: 64,
      message: "size"),
    StatusCase(
      arguments: ["measure", "--font", "DejaVu Sans", "--size", "nan", "On"], status: 64,
      message: "size"),
    StatusCase(
      arguments: ["measure", "--font", "DejaVu Sans", "--size", "1e9", "On"], status: 64,
      message: "size"),
    StatusCase(
      arguments: ["measure", "--font", "DejaVu Sans", "--size", "16"], status: 64, message: "<text>"
    ),
    StatusCase(
      arguments: ["measure", "--font", "No Such Family", "--size", "16", "On"], status: 69,
      message: "No Such Family"),
    StatusCase(
      arguments: ["measure", "--font", "./no-such-font.ttf", "--size", "16", "On"], status: 69,
      message: "no such file"),
    StatusCase(
      arguments: ["measure", "--font", "DejaVu Sans", "--size", "16", "--locale", "xx__", "On"],
      status: 65,
      message: "xx__"),
    StatusCase(
      arguments: [
        "measure", "--font", "DejaVu Sans", "--size", "16", String(repeating: "x", count: 5000),
      ],
      status: 65, message: "too long"),
  ]

  @Test("Exit statuses: 64 usage, 65 bad data, 69 missing font", arguments: statuses)
  func exitStatus(_ example: StatusCase) throws {
    let run = try runMeasure(example.arguments)
    #expect(run.status == example.status, "\(run.stderr)")
    #expect(run.stderr.contains(example.message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("A file that is not a font is bad data (65); invalid UTF-8 in --text-file is replaced")
  func badFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-measure-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notAFont = folder.appendingPathComponent("notes.ttf")
    try Data("not a font".utf8).write(to: notAFont)
    let run = try runMeasure(["measure", "--font", notAFont.path, "--size", "16", "On"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("not an OpenType"))

    let texts = folder.appendingPathComponent("labels.txt")
    try Data([0x4F, 0x6E, 0x0A, 0x4F, 0xFF, 0x66, 0x66, 0x0A]).write(to: texts)
    let file = try runMeasure([
      "measure", "--font", "DejaVu Sans", "--size", "16", "--format", "json", "--text-file",
      texts.path,
    ])
    #expect(file.status == 0, "\(file.stderr)")
    #expect(file.stderr.contains("not valid UTF-8"))
    let rows = try JSONDecoder().decode([Row].self, from: Data(file.stdout.utf8))
    #expect(rows.map(\.text) == ["On", "O\u{FFFD}ff"])
  }
}

// MARK: Running the tool

/// What one run of the built tool produced.
private struct MeasureRun {
  let status: Int32
  let stdout: String
  let stderr: String
}

/// The built `switch-labels` binary, beside the test bundle in the build folder.
private let measureToolURL: URL = {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  while folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
  return folder.appendingPathComponent("switch-labels")
}()

private func runMeasure(_ arguments: [String]) throws -> MeasureRun {
  let process = Process()
  process.executableURL = measureToolURL
  process.arguments = arguments
  let output = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switch-labels-measure-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: output) }
  // Files rather than pipes: nothing can block on a full pipe.
  let out = output.appendingPathComponent("stdout")
  let err = output.appendingPathComponent("stderr")
  _ = FileManager.default.createFile(atPath: out.path, contents: nil)
  _ = FileManager.default.createFile(atPath: err.path, contents: nil)
  process.standardOutput = try FileHandle(forWritingTo: out)
  process.standardError = try FileHandle(forWritingTo: err)
  process.standardInput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  return MeasureRun(
    status: process.terminationStatus,
    stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
}

/// The path of an installed font file, searched for in the system font folders.
private func installedFontFile(named name: String) throws -> String {
  for root in ["/usr/share/fonts", "/usr/local/share/fonts"] {
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix("/" + name) { return root + "/" + relative }
    }
  }
  throw CocoaError(.fileNoSuchFile)
}
