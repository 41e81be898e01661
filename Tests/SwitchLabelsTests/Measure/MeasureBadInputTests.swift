import Foundation
import Testing

@testable import SwitchLabels

/// Hostile input: every case is a clear error or a defined result, never a crash.
@Suite(
  "Measuring bad input", .tags(.shaping),
  // DejaVu Sans is in the base image; the Noto fonts come from scripts/setup-system.
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct MeasureBadInputTests {
  let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
  let english = LocaleID.english

  @Test(
    "Unknown or malformed families are fontNotFound",
    arguments: [
      "No Such Family 42", "", "   ", "Dejavu\u{0}Sans", String(repeating: "x", count: 10_000),
    ])
  func unknownFamily(_ family: String) {
    #expect(throws: MeasureError.fontNotFound(family: family)) {
      try measurer.measure("On", font: FontSpec(family: family, size: 16), locale: english)
    }
  }

  @Test("Families compare like fontconfig: case and blanks do not matter; aliases resolve")
  func familySpelling() throws {
    let spelled = try measurer.measure(
      "On", font: FontSpec(family: "dejavusans", size: 16), locale: english)
    #expect(spelled.fonts.first?.family == "DejaVu Sans")
    let alias = try measurer.measure(
      "On", font: FontSpec(family: "sans-serif", size: 16), locale: english)
    #expect(alias.fonts.count == 1)
  }

  /// A file that is not a usable font, and what the error must say.
  struct FileCase: Sendable, CustomTestStringConvertible {
    let name: String
    let reason: String
    let make: @Sendable (URL) throws -> URL
    var testDescription: String { name }
  }

  static let files: [FileCase] = [
    FileCase(name: "missing file", reason: "no such file") { folder in
      folder.appendingPathComponent("absent.ttf")
    },
    FileCase(name: "a folder", reason: "directory") { folder in folder },
    FileCase(name: "a device that never ends", reason: "not a regular file") { _ in
      URL(fileURLWithPath: "/dev/zero")
    },
    FileCase(name: "an empty file", reason: "empty") { folder in
      try write(Data(), folder, "empty.ttf")
    },
    FileCase(name: "a text file", reason: "not an OpenType") { folder in
      try write(
        Data("// swift-tools-version: 6.0\nimport PackageDescription\n".utf8), folder,
        "Package.swift")
    },
    FileCase(name: "a truncated font", reason: "truncated") { folder in
      let font = try Data(contentsOf: URL(fileURLWithPath: TestFonts.file("DejaVu Sans").path))
      return try write(font.prefix(font.count / 2), folder, "half.ttf")
    },
    FileCase(name: "only the font's header", reason: "truncated") { folder in
      let font = try Data(contentsOf: URL(fileURLWithPath: TestFonts.file("DejaVu Sans").path))
      return try write(font.prefix(40), folder, "header.ttf")
    },
    FileCase(name: "a WOFF file", reason: "WOFF") { folder in
      try write(Data("wOFF".utf8 + [UInt8](repeating: 0, count: 60)), folder, "font.woff")
    },
  ]

  private static func write(_ data: Data, _ folder: URL, _ name: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  @Test("Files that are not usable fonts are unreadableFont, with the reason", arguments: files)
  func unreadableFiles(_ example: FileCase) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-measure-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try example.make(folder).path
    let error = #expect(throws: MeasureError.self) {
      try measurer.measure("On", font: FontSpec(path: path, size: 16), locale: english)
    }
    guard case .unreadableFont(let reportedPath, let reason) = error else {
      Issue.record("expected unreadableFont, got \(String(describing: error))")
      return
    }
    #expect(reportedPath == path)
    #expect(reason.contains(example.reason), "\(reason)")
  }

  @Test("A face index the file does not have is unreadableFont")
  func faceIndexOutOfRange() throws {
    let single = try TestFonts.file("DejaVu Sans").path
    let collection = try TestFonts.file("Noto Sans CJK JP").path
    for (path, index) in [(single, 1), (collection, 99), (single, -1)] {
      #expect(throws: MeasureError.self) {
        try measurer.measure(
          "On", font: FontSpec(path: path, faceIndex: index, size: 16), locale: english)
      }
    }
  }

  @Test(
    "Sizes that are not a pixel size are invalidSize",
    arguments: [0, -1, -0.0, .nan, .infinity, -.infinity, 1e9, 1000.5, .leastNonzeroMagnitude * -1])
  func invalidSizes(_ size: Double) {
    let error = #expect(throws: MeasureError.self) {
      try measurer.measure("On", font: FontSpec(family: "DejaVu Sans", size: size), locale: english)
    }
    guard case .invalidSize = error else {
      Issue.record("expected invalidSize, got \(String(describing: error))")
      return
    }
    #expect(throws: MeasureError.self) {
      try EstimatingMeasurer().measure(
        "On", font: FontSpec(family: "DejaVu Sans", size: size), locale: english)
    }
  }

  @Test("A 100 KB string is textTooLong; 4096 scalars are still measured")
  func longText() throws {
    let font = FontSpec(family: "DejaVu Sans", size: 16)
    let huge = String(repeating: "Désactivé ", count: 10_000)
    #expect(throws: MeasureError.textTooLong(length: huge.unicodeScalars.count)) {
      try measurer.measure(huge, font: font, locale: english)
    }
    #expect(throws: MeasureError.textTooLong(length: huge.unicodeScalars.count)) {
      try EstimatingMeasurer().measure(huge, font: font, locale: english)
    }
    let longest = String(repeating: "é", count: MeasureLimits.maximumTextLength)
    #expect(try measurer.measure(longest, font: font, locale: english).width > 0)
    let tooLong = longest + "e"
    #expect(throws: MeasureError.textTooLong(length: 4097)) {
      try measurer.measure(tooLong, font: font, locale: english)
    }
  }

  @Test(
    "Odd text has a defined result",
    arguments: [
      String(decoding: [0xD800, 0x41, 0xDC00] as [UInt16], as: UTF16.self),  // lone surrogates
      String(decoding: [0x4F, 0xFF, 0xC3, 0x6E] as [UInt8], as: UTF8.self),  // invalid UTF-8
      "e" + String(repeating: "\u{301}", count: 2000),  // a huge cluster
      "\u{202E}On\u{202C}",  // a bidi override
      "\u{0}\u{1}\t\n",  // controls only
      "\u{200D}",  // a lone joiner
      "\u{301}On",  // a leading mark
      "🇫🇷🇩",  // a flag and half a flag
    ])
  func oddText(_ text: String) throws {
    let measured = try measurer.measure(
      text, font: FontSpec(family: "Noto Sans", size: 16), locale: english)
    #expect(measured.width.isFinite)
    #expect(measured.width >= 0)
    #expect(measured.ascent >= 0 && measured.descent >= 0)
    #expect(measured.text == text)
  }
}
