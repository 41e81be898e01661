import Foundation
import Testing

@testable import SwitchLabels

@Suite("Geometry")
struct GeometryTests {
  @Test("Every preset is valid and leaves room for a label", arguments: Geometry.presets)
  func presets(_ geometry: Geometry) throws {
    #expect(try geometry.validated() == geometry)
    let box = geometry.labelBox()
    #expect(box.width > 0 && box.height > 0)
    #expect(!geometry.summary.isEmpty)
    #expect(Geometry.preset(named: geometry.name.uppercased()) == geometry)
  }

  @Test("Growth is the inverse of the label box")
  func growth() throws {
    for geometry in Geometry.presets where geometry.placement != .beside {
      let wider = geometry.trackWidth(forLabelWidth: geometry.labelBox().width + 10)
      #expect(
        abs(geometry.labelBox(trackWidth: wider).width - (geometry.labelBox().width + 10)) < 1e-9)
    }
  }

  @Test("The label boxes the presets' comments give, clear of the rounded ends")
  func presetBoxes() {
    let widths = Dictionary(
      uniqueKeysWithValues: Geometry.presets.map {
        ($0.name, ($0.labelBox().width * 100).rounded() / 100)
      })
    #expect(
      widths == [
        "ios": 14.75, "ios-classic": 40.99, "material3": 18, "android-switchcompat": 13.27,
        "gtk3-adwaita": 34.8, "winui": 102,
      ])
  }

  /// Whether a point `x` in from a pill's end and `y` off its centre line is inside the pill
  /// whose caps have radius `r`.
  static func insidePill(_ x: Double, _ y: Double, radius r: Double) -> Bool {
    x >= r ? y <= r : (r - x) * (r - x) + y * y <= r * r + 1e-9
  }

  @Test(
    "A label box keeps its padding from the rounded ends: presets and odd shapes",
    arguments: Geometry.presets + [
      Geometry(
        name: "tall", summary: "", trackWidth: 80, trackHeight: 40, thumbWidth: 30,
        thumbHeight: 30, thumbInset: 5, labelPadding: 2, labelVerticalPadding: 1,
        placement: .track, font: FontSpec(family: "Noto Sans", size: 12), textCase: .natural,
        minimumScale: 1),
      Geometry(
        name: "pill thumb", summary: "", trackWidth: 90, trackHeight: 20, thumbWidth: 45,
        thumbHeight: 20, thumbInset: 0, labelPadding: 0, labelVerticalPadding: 0,
        placement: .thumb, font: FontSpec(family: "Noto Sans", size: 12), textCase: .natural,
        minimumScale: 1),
    ])
  func clearOfRoundedEnds(_ geometry: Geometry) {
    let box = geometry.labelBox()
    let half = box.height / 2
    let pad = geometry.labelPadding
    switch geometry.placement {
    case .track:
      // The box's far edge, from the track's far end; its padding must be inside the pill.
      let far =
        geometry.trackWidth - (geometry.thumbInset + geometry.thumbWidth + pad) - box.width
      #expect(far >= geometry.thumbInset + pad - 1e-9)
      #expect(Self.insidePill(far - pad, half, radius: geometry.trackHeight / 2))
      // Not more room given away than the cap takes: a little further out would touch it.
      if far > geometry.thumbInset + pad + 1e-6 {
        #expect(!Self.insidePill(far - pad - 0.01, half, radius: geometry.trackHeight / 2))
      }
    case .thumb:
      let side = (geometry.thumbWidth - box.width) / 2
      let radius = min(geometry.thumbWidth, geometry.thumbHeight) / 2
      #expect(Self.insidePill(side - pad, half, radius: radius))
      #expect(!Self.insidePill(side - pad - 0.01, half, radius: radius))
    case .beside:
      #expect(box.width == geometry.besideWidth - 2 * pad)
    }
  }

  func write(_ text: String) throws -> (URL, String) {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("geometry.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  @Test("A geometry file based on a preset")
  func file() throws {
    let (folder, path) = try write(
      #"{"schemaVersion": 1, "name": "settings", "basedOn": "material3", "trackWidth": 64, "textCase": "upper", "font": {"family": "DejaVu Sans", "size": 12, "weight": 700}}"#
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let geometry = try Geometry.load(file: path)
    #expect(geometry.name == "settings")
    #expect(geometry.trackWidth == 64)
    #expect(geometry.trackHeight == Geometry.material3.trackHeight)
    #expect(geometry.textCase == .upper)
    #expect(geometry.font == FontSpec(family: "DejaVu Sans", size: 12, weight: 700))
  }

  @Test(
    "A file that moves the label beside the control gives it the text colour it names, or #1A1A1A")
  func besideLabelColour() throws {
    let (folder, path) = try write(
      ##"{"schemaVersion": 1, "name": "row", "basedOn": "ios-classic", "placement": "beside", "besideWidth": 80, "colors": {"labelOff": "#333333"}}"##
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let geometry = try Geometry.load(file: path)
    #expect(
      Geometry.iOSClassic.placement != .beside && Geometry.iOSClassic.colors.labelOn != "#1A1A1A")
    #expect(geometry.placement == .beside)
    #expect(geometry.colors.labelOn == "#1A1A1A")
    #expect(geometry.colors.labelOff == "#333333")
    // A preset already beside keeps its own colours.
    let (winFolder, winPath) = try write(#"{"schemaVersion": 1, "name": "w", "basedOn": "winui"}"#)
    defer { try? FileManager.default.removeItem(at: winFolder) }
    #expect(try Geometry.load(file: winPath).colors == Geometry.winUI.colors)
  }

  static let badFiles: [(String, String)] = [
    (
      #"{"name": "x", "basedOn": "ios", "trackWidth": "wide"}"#,
      "trackWidth: must be a number, not a string"
    ),
    (#"{"name": "x", "basedOn": "ios", "trackWidth": -5}"#, "trackWidth"),
    (#"{"name": "x", "basedOn": "ios", "minimumScale": 1.5}"#, "minimumScale"),
    (#"{"name": "x", "basedOn": "nope"}"#, "unknown preset \"nope\""),
    (#"{"name": "x", "basedOn": "ios", "colour": 1}"#, "colour: unknown key"),
    (#"{"name": "x", "trackWidth": 10}"#, "missing"),
    (
      #"{"name": "x", "basedOn": "ios", "font": {"size": 12}}"#,
      "needs either \"family\" or \"file\""
    ),
    (#"[1, 2"#, "not valid JSON"),
  ]

  @Test("Bad geometry files: an error naming the file and the field", arguments: badFiles)
  func badFile(_ text: String, _ message: String) throws {
    let (folder, path) = try write(text)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      _ = try Geometry.load(file: path)
    } throws: { error in
      let description = "\(error)"
      return description.contains(path) && description.contains(message)
    }
  }
}

@Suite("Geometry: hostile values, round 3")
struct GeometryRound3Tests {
  @Test("A vertical padding that leaves no label box is refused, naming the field")
  func paddingLeavesNoBox() {
    var geometry = Geometry.iOSClassic
    geometry.labelVerticalPadding = geometry.trackHeight / 2
    #expect {
      try geometry.validated()
    } throws: { "\($0)".contains("labelVerticalPadding") && "\($0)".contains("no room") }
  }

  @Test("A noncharacter in a name is refused, shown in its visible form")
  func noncharacterName() {
    var geometry = Geometry.iOSClassic
    geometry.name = "x\u{FFFF}y"
    #expect {
      try geometry.validated()
    } throws: { "\($0)".contains("noncharacter") && !"\($0)".contains("\u{FFFF}") }
  }

  @Test("A text size out of range is named with its own value, not a rounded one")
  func textSizeMessage() {
    #expect {
      try TextSize("49.9%")
    } throws: { "\($0)".contains("0.499") }
  }
}
