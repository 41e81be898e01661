import Foundation
import Testing

@testable import SwitchLabels

/// Hostile geometry files and values: a ``GeometryError`` naming the file and field, or a
/// geometry that resolves and draws with finite numbers; never a crash.
@Suite("Geometry input: fuzz")
struct GeometryFuzzTests {
  static let numberFields =
    GeometryFileV1.numberFields.map(\.0) + [
      "font.size", "font.weight", "font.faceIndex",
    ]

  /// Loads `json` from a file and, when it loads, resolves and draws it.
  static func check(
    _ json: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = folder.appendingPathComponent("g.json")
    try? Data(json.utf8).write(to: file)
    do {
      let geometry = try Geometry.load(file: file.path)
      let service = LabelService(measurer: EstimatingMeasurer())
      do {
        let resolution = try service.resolve(LocaleID.root, geometry: geometry)
        let svg = SwitchSVG.document(resolution, geometry: geometry)
        #expect(svg.hasPrefix("<svg"), sourceLocation: sourceLocation)
        #expect(
          !HostileValues.hasNonFiniteNumber(svg) && !svg.contains("url("),
          sourceLocation: sourceLocation)
        #expect(resolution.states.on.width.isFinite, sourceLocation: sourceLocation)
      } catch {
        // The estimating measurer cannot fail: a geometry the loader accepts resolves root.
        Issue.record("a loaded geometry did not resolve: \(error)", sourceLocation: sourceLocation)
      }
    } catch {
      #expect(error.description.contains(file.path), "\(error)", sourceLocation: sourceLocation)
    }
  }

  static func field(_ name: String, _ literal: String) -> String {
    if name.hasPrefix("font.") {
      let key = name.dropFirst(5)
      let font =
        key == "faceIndex"
        ? #"{"file": "x.ttf", "size": 12, "faceIndex": \#(literal)}"#
        : key == "size"
          ? #"{"family": "DejaVu Sans", "size": \#(literal)}"#
          : #"{"family": "DejaVu Sans", "size": 12, "weight": \#(literal)}"#
      return #"{"schemaVersion": 1, "basedOn": "ios", "font": \#(font)}"#
    }
    return #"{"schemaVersion": 1, "basedOn": "ios", "\#(name)": \#(literal)}"#
  }

  @Test("Hostile numbers in every number field", arguments: numberFields)
  func numbers(_ name: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for literal in HostileValues.numberLiterals {
      Self.check(Self.field(name, literal), in: folder)
    }
  }

  @Test("Hostile strings as the name, a colour, the font family, the placement")
  func strings() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for value in HostileValues.strings + HostileValues.mixtures(30) + [
      "url(http://example.com/x#a)", "red;fill:url(#x)", "var(--x)", "rgb(1e400,0,0)",
    ] {
      let text = HostileValues.json(value)
      Self.check(#"{"schemaVersion": 1, "basedOn": "ios", "name": \#(text)}"#, in: folder)
      Self.check(
        #"{"schemaVersion": 1, "basedOn": "ios", "colors": {"thumb": \#(text)}}"#, in: folder)
      Self.check(
        #"{"schemaVersion": 1, "basedOn": "ios", "font": {"family": \#(text), "size": 12}}"#,
        in: folder)
      Self.check(#"{"schemaVersion": 1, "basedOn": "ios", "placement": \#(text)}"#, in: folder)
    }
  }

  @Test("Deep nesting, a file over 64 KB, a folder, a FIFO, a device")
  func files() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for text in HostileValues.deepNesting { Self.check(text, in: folder) }
    let padding = String(repeating: " ", count: 70 * 1024)
    let big = folder.appendingPathComponent("big.json")
    try Data(#"{"schemaVersion": 1, "basedOn": "ios"\#(padding)}"#.utf8).write(to: big)
    #expect {
      try Geometry.load(file: big.path)
    } throws: { "\($0)".contains("too large for a geometry file") }
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for (path, message) in [
      (fifo.path, "named pipe"), ("/dev/zero", "device"), (folder.path, "folder"),
      (big.path + "/x", "a folder on its path is a file"), ("/nonexistent/g.json", "no such file"),
    ] {
      #expect {
        try Geometry.load(file: path)
      } throws: { "\($0)".contains(message) }
    }
  }

  @Test("The library API: every length, scale and weight checked by validated()")
  func api() {
    for value in HostileValues.numbers {
      for path in GeometryFileV1.numberFields.map(\.1) {
        var geometry = Geometry.iOSClassic
        geometry[keyPath: path] = value
        if let checked = try? geometry.validated() {
          #expect(checked.trackWidth <= Geometry.maximumLength)
          let service = LabelService(measurer: EstimatingMeasurer())
          let resolution = try? service.resolve(LocaleID.root, geometry: checked)
          #expect(resolution?.states.on.width.isFinite == true, "\(value)")
        }
      }
    }
    for weight in HostileValues.integers {
      var geometry = Geometry.iOSClassic
      geometry.font.weight = weight
      #expect(((try? geometry.validated()) != nil) == (1...1000).contains(weight))
    }
  }

  @Test("Colours: hex, rgb(), hsl() and names only")
  func colours() {
    for good in [
      "#fff", "#FFFA", "#34C759", "#34C75980", "rgb(1, 2, 3)", "rgba(1 2 3 / 50%)",
      "hsl(120deg 50% 50%)", "RebeccaPurple", "transparent",
    ] {
      #expect(CSSColor.isValid(good), "\(good)")
    }
    for bad in [
      "", "#ff", "#ggg", "url(http://example.com/x#a)", "red;x", "rgb(1,2)",
      "rgb(nan, 0, 0)", "var(--x)", "expression(alert(1))", "#fff\" onload=\"x", "blue url(x)",
    ] {
      #expect(!CSSColor.isValid(bad), "\(bad)")
    }
    var geometry = Geometry.iOSClassic
    geometry.colors.thumb = "url(http://example.com/x#a)"
    #expect(throws: GeometryError.self) { try geometry.validated() }
    #expect(geometry.colors.drawable.thumb == Geometry.Colors.standard.thumb)
  }
}
