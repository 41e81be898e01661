import Foundation
import Testing

@testable import SwitchLabels

/// Hostile fonts through both measurers: a ``MeasureError`` naming the font, or a measurement
/// with finite numbers; never a crash.
@Suite("Font input: fuzz")
struct MeasureFuzzTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// Font files that are not usable: missing, a folder, a device, empty, text, a truncated font.
  static func badFiles(in folder: URL) throws -> [String] {
    let empty = folder.appendingPathComponent("empty.ttf")
    try Data().write(to: empty)
    let text = folder.appendingPathComponent("text.ttf")
    try Data("not a font at all".utf8).write(to: text)
    var files = ["/nonexistent/font.ttf", folder.path, "/dev/null", empty.path, text.path]
    if let font = FileManager.default.contents(atPath: dejaVu) {
      for (index, length) in [12, 300, 4_000, font.count / 2].enumerated() {
        let cut = folder.appendingPathComponent("cut\(index).ttf")
        try font.prefix(length).write(to: cut)
        files.append(cut.path)
      }
      var flipped = [UInt8](font)
      for offset in stride(from: 12, to: min(flipped.count, 400), by: 16) {
        flipped[offset] ^= 0xFF
      }
      let garbled = folder.appendingPathComponent("garbled.ttf")
      try Data(flipped).write(to: garbled)
      files.append(garbled.path)
    }
    return files
  }

  static func check(_ measurer: any TextMeasurer, _ text: String, _ font: FontSpec) {
    do {
      let measurement = try measurer.measure(text, font: font, locale: .root)
      #expect(measurement.width.isFinite && measurement.width >= 0, "\(font)")
      #expect(measurement.ascent.isFinite && measurement.descent.isFinite, "\(font)")
    } catch {
      #expect(!error.description.isEmpty)
    }
  }

  @Test("Hostile sizes, weights and face indices, with families and files")
  func numbers() {
    let measurers: [any TextMeasurer] = [HarfBuzzMeasurer(), EstimatingMeasurer()]
    for measurer in measurers {
      for size in HostileValues.numbers {
        Self.check(measurer, "Ein", FontSpec(family: "DejaVu Sans", size: size))
        Self.check(measurer, "Ein", FontSpec(path: Self.dejaVu, size: size))
      }
      for value in HostileValues.integers {
        Self.check(measurer, "Ein", FontSpec(family: "DejaVu Sans", size: 12, weight: value))
        Self.check(measurer, "Ein", FontSpec(path: Self.dejaVu, faceIndex: value, size: 12))
      }
    }
  }

  @Test("Files that are not fonts, hostile family names and texts")
  func files() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let measurer = HarfBuzzMeasurer()
    for path in try Self.badFiles(in: folder) {
      #expect(throws: MeasureError.self, "\(path)") {
        try measurer.measure("Ein", font: FontSpec(path: path, size: 12), locale: .root)
      }
    }
    for value in HostileValues.strings + HostileValues.mixtures(20) {
      Self.check(measurer, "Ein", FontSpec(family: value, size: 12))
      Self.check(measurer, value, FontSpec(family: "DejaVu Sans", size: 12))
      Self.check(EstimatingMeasurer(), value, FontSpec(family: "DejaVu Sans", size: 12))
    }
  }
}
