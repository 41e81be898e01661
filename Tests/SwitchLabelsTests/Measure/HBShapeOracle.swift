import Foundation
import Testing

@testable import SwitchLabels

/// `hb-shape` (Debian package libharfbuzz-bin) run as a subprocess: the oracle the measurer is
/// checked against.
///
/// The set-up (`scripts/setup-system`) installs it, so on CI it is always there.
enum HBShape {
  /// The `hb-shape` executable on `PATH`, if any.
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return folders.map { "\($0)/hb-shape" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Whether `hb-shape` is installed.
  static var isAvailable: Bool { path != nil }

  /// Width and ink bounds in pixels, as HarfBuzz computes them.
  struct Result: Sendable {
    let width: Double
    let ascent: Double
    let descent: Double
    let glyphs: Int
  }

  private struct Glyph: Decodable {
    let g: Int
    let ax: Int
    let dy: Int
    let yb: Int
    let w: Int
    let h: Int
  }

  /// Shapes `text` with `hb-shape` at `size` px.
  ///
  /// `hb-shape --font-size=S` prints positions rounded to whole units of S, so the font size is
  /// given as `size × subdivisions` and the sums divided back: with the default 65536 the figures
  /// are exact to 1/65536 px per glyph. With `subdivisions: 1` the output is what `hb-shape` prints
  /// at the plain pixel size: each advance rounded to a whole pixel.
  static func shape(
    _ text: String, file: String, faceIndex: Int = 0, size: Double, language: String,
    subdivisions: Double = 65536
  ) throws -> Result {
    guard let path else { throw OracleError("hb-shape is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--font-size=\(Int((size * subdivisions).rounded()))", "--face-index=\(faceIndex)",
      "--language=\(language)", "--bot", "--eot", "--output-format=json", "--no-glyph-names",
      "--show-extents", "--text=\(text)", file,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw OracleError("hb-shape exited with \(process.terminationStatus) for \(text)")
    }
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? "[]"
    let glyphs = try JSONDecoder().decode([Glyph].self, from: Data(line.utf8))
    var top = 0
    var bottom = 0
    for glyph in glyphs where glyph.w != 0 || glyph.h != 0 {
      top = max(top, glyph.dy + glyph.yb)
      bottom = min(bottom, glyph.dy + glyph.yb + glyph.h)
    }
    return Result(
      width: Double(glyphs.reduce(0) { $0 + $1.ax }) / subdivisions,
      ascent: Double(top) / subdivisions, descent: Double(-bottom) / subdivisions,
      glyphs: glyphs.count)
  }

  struct OracleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

/// The fonts the shaping tests name.
///
/// Tests name fonts explicitly: installing fonts changes what `sans-serif` means.
enum TestFonts {
  /// Families from fonts-dejavu-core, fonts-noto-core and fonts-noto-cjk.
  static let families = [
    "DejaVu Sans", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
    "Noto Sans Bengali", "Noto Sans Thai", "Noto Sans CJK JP", "Noto Sans CJK SC",
    "Noto Sans CJK TC", "Noto Sans CJK KR", "Noto Sans Georgian", "Noto Sans Ethiopic",
    "Noto Sans Symbols2",
  ]

  /// The tests' own locator.
  static let locator = FontLocator()

  /// Whether every family the tests use is installed (the set-up installs them all).
  static let allInstalled: Bool = families.allSatisfy { family in
    (try? locator.file(family: family, weight: 400, language: "")) != nil
  }

  /// The file fontconfig finds for a family.
  static func file(_ family: String, weight: Int = 400) throws -> FontFile {
    try locator.file(family: family, weight: weight, language: "")
  }
}
