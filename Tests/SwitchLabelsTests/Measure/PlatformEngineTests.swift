import Foundation
import Testing

@testable import SwitchLabels

/// `pango-view` (Debian package pango1.0-tools) run as a subprocess: GTK's own text engine, with
/// GNOME's font options (slight hinting, hinted metrics), as an oracle for the gtk3 preset.
///
/// One run lays out every word, one per line, each in a `<span lang>` of its locale; the layout is
/// read back from `--serialize-to` (Pango 1.50's JSON): a line's width is the sum of its glyphs'
/// widths, in Pango units (1/1024 px).
enum PangoView {
  /// The `pango-view` executable on `PATH`, if any.
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return folders.map { "\($0)/pango-view" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// The widths of `words` (text and language) in px, in order, laid out in `font` (a Pango font
  /// description) with hinted metrics.
  static func widths(_ words: [(text: String, language: String)], font: String) throws -> [Double] {
    guard let path else { throw HBShape.OracleError("pango-view is not installed") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pango-oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("words.txt")
    let output = folder.appendingPathComponent("layout.json")
    let markup = words.map { word in
      let escaped = word.text.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      return "<span lang=\"\(word.language)\">\(escaped)</span>"
    }
    try markup.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--backend=cairo", "--markup", "--font=\(font)", "--hinting=slight", "--hint-metrics=on",
      "--antialias=gray", "-q", "--serialize-to=\(output.path)", input.path,
    ]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw HBShape.OracleError("pango-view exited with \(process.terminationStatus)")
    }
    let layout = try JSONDecoder().decode(Layout.self, from: Data(contentsOf: output))
    return layout.output.lines.map { line in
      Double(line.runs.reduce(0) { $0 + $1.glyphs.reduce(0) { $0 + $1.width } }) / 1024
    }
  }

  private struct Layout: Decodable {
    struct Output: Decodable { let lines: [Line] }
    struct Line: Decodable { let runs: [Run] }
    struct Run: Decodable { let glyphs: [Glyph] }
    struct Glyph: Decodable { let width: Int }
    let output: Output
  }
}

/// Every catalog word, cased as `geometry` draws it, with its locale.
private func catalogWords(_ geometry: Geometry) -> [(text: String, locale: LocaleID)] {
  var words: [(text: String, locale: LocaleID)] = []
  let catalogs = CatalogSet.bundled
  for locale in catalogs.locales {
    guard let catalog = catalogs.catalog(for: locale) else { continue }
    for text in catalog.on.texts + catalog.off.texts {
      words.append((geometry.textCase.apply(to: text, in: catalog.locale), catalog.locale))
    }
  }
  return words
}

@Suite("Platform engines")
struct PlatformEngineTests {
  static let measurer = HarfBuzzMeasurer(cacheCapacity: 0)

  /// The gtk3 preset's widths equal Pango's with GNOME's font options, word for word, wherever
  /// Cantarell draws the whole word (words in scripts Cantarell lacks go to fallback fonts, which
  /// fontconfig may order differently for Pango; they are counted, not compared).
  @Test(.enabled(if: PangoView.path != nil, "pango1.0-tools is installed by scripts/setup-system"))
  func gtkWidthsArePangos() throws {
    let geometry = Geometry.gtk3Adwaita
    var compared: [(text: String, language: String, ours: Double)] = []
    for word in catalogWords(geometry) {
      let measured = try Self.measurer.measure(word.text, font: geometry.font, locale: word.locale)
      guard measured.fonts.map(\.family) == ["Cantarell"] else { continue }
      compared.append((word.text, word.locale.tag, measured.width))
    }
    #expect(compared.count >= 240)
    let pango = try PangoView.widths(
      compared.map { ($0.text, $0.language) }, font: "Cantarell Bold 12.22265625px")
    try #require(pango.count == compared.count)
    for (word, width) in zip(compared, pango) {
      #expect(abs(word.ours - width) < 0.001, "\(word.text) (\(word.language))")
    }
  }

  /// The same on words in no catalog (private acceptance words: long, accented, kerned pairs).
  @Test(.enabled(if: PangoView.path != nil, "pango1.0-tools is installed by scripts/setup-system"))
  func gtkWidthsArePangosOnOtherWords() throws {
    let words = [
      ("AVATAR", "en"), ("TÄTIGKEIT", "de"), ("ÉTÉ", "fr"), ("ŁĄCZNOŚĆ", "pl"),
      ("WAVY TOYS", "en"), ("ŞİMDİ", "tr"), ("ΕΝΕΡΓΌ", "el"), ("ВКЛЮЧЕНО", "ru"),
    ]
    let font = Geometry.gtk3Adwaita.font
    let pango = try PangoView.widths(words, font: "Cantarell Bold 12.22265625px")
    for ((text, language), width) in zip(words, pango) {
      let ours = try Self.measurer.measure(text, font: font, locale: try LocaleID(language)).width
      #expect(abs(ours - width) < 0.001, "\(text)")
    }
  }

  /// The SwitchCompat preset's widths equal `hb-shape` on the Roboto file at the whole-pixel size
  /// Android lays out at (14 px), rounded up to a whole pixel as `makeLayout` does.
  @Test(.enabled(if: HBShape.isAvailable, "libharfbuzz-bin is installed by scripts/setup-system"))
  func switchCompatWidthsAreHarfBuzzs() throws {
    let geometry = Geometry.androidSwitchCompat
    let file = try Self.measurer.fontFile(for: geometry.font, locale: .root)
    #expect(file.path.hasSuffix("Roboto-Regular.ttf"))
    var compared = 0
    for word in catalogWords(geometry) {
      let measured = try Self.measurer.measure(word.text, font: geometry.font, locale: word.locale)
      guard measured.fonts.map(\.fileName) == ["Roboto-Regular.ttf"] else { continue }
      let oracle = try HBShape.shape(
        word.text, file: file.path, size: 14, language: word.locale.language)
      #expect(measured.width == (oracle.width - 1e-9).rounded(.up), "\(word.text)")
      compared += 1
    }
    #expect(compared > 250)
  }

  /// The winui preset measures with the Selawik the repository ships (fontconfig finds the copy
  /// scripts/setup-system installs, byte for byte), and its widths equal `hb-shape` on the
  /// repository's file at 14 px, exactly (WinUI's text is laid out at fractional advances).
  @Test(.enabled(if: HBShape.isAvailable, "libharfbuzz-bin is installed by scripts/setup-system"))
  func winUIWidthsAreHarfBuzzsOnSelawik() throws {
    let geometry = Geometry.winUI
    let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Fonts/Selawik/selawk.ttf").standardizedFileURL
    let file = try Self.measurer.fontFile(for: geometry.font, locale: .root)
    #expect(file.path.hasSuffix("/selawk.ttf"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: file.path)) == Data(contentsOf: shipped),
      "the installed Selawik is the repository's (run scripts/setup-system)")
    var compared = 0
    for word in catalogWords(geometry) {
      let measured = try Self.measurer.measure(word.text, font: geometry.font, locale: word.locale)
      guard measured.fonts.map(\.fileName) == ["selawk.ttf"] else { continue }
      let oracle = try HBShape.shape(
        word.text, file: shipped.path, size: 14, language: word.locale.language)
      #expect(abs(measured.width - oracle.width) < 0.001, "\(word.text)")
      compared += 1
    }
    #expect(compared > 200)
  }

  /// Material 3's Label Small: HarfBuzz's width plus 0.5 px of tracking per cluster, rounded up.
  @Test(.enabled(if: HBShape.isAvailable, "libharfbuzz-bin is installed by scripts/setup-system"))
  func material3AddsTrackingPerCluster() throws {
    let font = Geometry.material3.font
    let file = try Self.measurer.fontFile(for: font, locale: .root)
    #expect(file.path.hasSuffix("Roboto-Medium.ttf"))
    for text in ["On", "Off", "Ein", "Désactivé", "WAVY"] {
      let oracle = try HBShape.shape(text, file: file.path, size: 11, language: "en")
      let tracked = oracle.width + Double(oracle.glyphs) * 0.045_454_55 * 11
      let ours = try Self.measurer.measure(text, font: font, locale: try LocaleID("en")).width
      #expect(ours == (tracked - 1e-9).rounded(.up), "\(text)")
    }
  }
}
