import FoundationEssentials
import Testing

@testable import SwitchLabels

/// The text-size model: parsing, the platforms' tables, and what each preset does with a size.
@Suite("Text size")
struct TextSizeTests {
  /// A text and the size it parses to.
  struct Parsed: Sendable, CustomTestStringConvertible {
    let text: String
    let size: TextSize
    let name: String
    var testDescription: String { "\"\(text)\" → \(name)" }
  }

  static let parsed: [Parsed] = [
    Parsed(text: "default", size: .standard, name: "default"),
    Parsed(text: "DEFAULT", size: .standard, name: "default"),
    Parsed(text: " large ", size: .large, name: "large"),
    Parsed(text: "Max", size: .maximum, name: "max"),
    Parsed(text: "maximum", size: .maximum, name: "max"),
    Parsed(text: "2.0", size: TextSize(.factor(2)), name: "2"),
    Parsed(text: "1.15", size: TextSize(.factor(1.15)), name: "1.15"),
    Parsed(text: "0.85", size: TextSize(.factor(0.85)), name: "0.85"),
    Parsed(text: "225%", size: TextSize(.factor(2.25)), name: "2.25"),
    Parsed(text: "ax3", size: TextSize(.category(.ax3)), name: "AX3"),
    Parsed(text: "AX5", size: TextSize(.category(.ax5)), name: "AX5"),
    Parsed(text: "xxxlarge", size: TextSize(.category(.xxxLarge)), name: "xxxLarge"),
    Parsed(text: "xSmall", size: TextSize(.category(.xSmall)), name: "xSmall"),
    Parsed(
      text: "accessibilityExtraLarge", size: TextSize(.category(.ax3)), name: "AX3"),
  ]

  @Test("Names, factors and categories parse in any letter case", arguments: parsed)
  func parses(_ case_: Parsed) throws {
    let size = try TextSize(case_.text)
    #expect(size == case_.size)
    #expect(size.name == case_.name)
    // The name reads back as the same size.
    #expect(try TextSize(size.name) == size)
  }

  /// Texts that are not text sizes, and what the message must say.
  static let bad: [(String, String)] = [
    ("", "is not a text size"), ("huge", "is not a text size"), ("nan", "is not a text size"),
    ("inf", "is not a text size"), ("-1", "is not a text size"), ("1e3", "is not a text size"),
    ("0x2", "is not a text size"), ("1.2.3", "is not a text size"), ("%", "is not a text size"),
    ("\u{1B}[31m2", "is not a text size"), (String(repeating: "9", count: 10_000), "out of range"),
    ("0", "out of range"), ("0.1", "out of range"), ("9", "out of range"), ("500%", "out of range"),
  ]

  @Test("Bad text sizes are typed errors naming the text", arguments: bad)
  func rejects(_ text: String, _ message: String) {
    #expect {
      _ = try TextSize(text)
    } throws: { error in
      let description = (error as? TextSizeError)?.description ?? ""
      return description.contains(message) && !description.contains("\u{1B}")
    }
  }

  @Test("A list keeps its order, once each; an empty entry is an error")
  func list() throws {
    #expect(try TextSize.list("default,large,max") == [.standard, .large, .maximum])
    #expect(try TextSize.list("max,MAX,2") == [.maximum, TextSize(.factor(2))])
    #expect(throws: TextSizeError.self) { try TextSize.list("default,,max") }
    #expect(throws: TextSizeError.self) { try TextSize.list("") }
  }

  @Test("Codable as its name")
  func codable() throws {
    let sizes: [TextSize] = [
      .standard, .large, .maximum, TextSize(.factor(1.3)), TextSize(.category(.ax2)),
    ]
    let data = try JSONEncoder().encode(sizes)
    #expect(String(decoding: data, as: UTF8.self) == #"["default","large","max","1.3","AX2"]"#)
    #expect(try JSONDecoder().decode([TextSize].self, from: data) == sizes)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([TextSize].self, from: Data(#"["gigantic"]"#.utf8))
    }
  }

  /// Android 14's curve: FontScaleConverterFactory's table points, interpolation between them
  /// and between tables, and the straight lines outside.
  static let android: [(sp: Double, scale: Double, dp: Double)] = [
    (14, 1, 14), (14, 0.85, 11.9), (14, 1.15, 16.4), (14, 1.3, 18.8), (14, 1.5, 22),
    (14, 1.8, 24.4), (14, 2, 26), (11, 1.5, 16.5), (11, 2, 22), (8, 2, 16), (4, 2, 8),
    (30, 2, 38), (100, 2, 100), (200, 2, 200), (14, 1.4, 20.4), (14, 1.1, 15.4), (14, 2.5, 35),
  ]

  @Test("Android font scale: non-linear as in AOSP's tables", arguments: android)
  func androidCurve(_ sp: Double, _ scale: Double, _ dp: Double) {
    #expect(abs(AndroidFontScale.dp(forSp: sp, fontScale: scale) - dp) < 0.0001)
  }

  @Test("Android's curve grows with the font scale: everywhere up to 14 sp, from 1.15 on above")
  func androidMonotone() {
    for sp in stride(from: 6.0, through: 40, by: 0.5) {
      var previous = 0.0
      // As in AOSP, the linear part below 1.15 overshoots the 1.15 table above about 15 sp.
      let start = sp <= 14 ? 0.85 : 1.15
      for step in 0...Int(((2 - start) * 100).rounded()) {
        let scale = start + Double(step) / 100
        let dp = AndroidFontScale.dp(forSp: sp, fontScale: scale)
        #expect(dp >= previous - 0.000_1, "\(sp) sp at \(scale)")
        previous = dp
      }
    }
    #expect(
      AndroidFontScale.dp(forSp: 16, fontScale: 1.14)
        > AndroidFontScale.dp(forSp: 16, fontScale: 1.15))
  }

  @Test("Dynamic Type: the HIG's point sizes, and factors to categories")
  func dynamicType() {
    #expect(DynamicType.TextStyle.caption2.pointSize(.large) == 11)
    #expect(DynamicType.TextStyle.caption2.pointSize(.ax3) == 29)
    #expect(DynamicType.TextStyle.callout.pointSize(.ax5) == 51)
    #expect(DynamicType.TextStyle.body.pointSize(.xSmall) == 14)
    #expect(ContentSizeCategory.ax3.bodyFactor == 40.0 / 17)
    #expect(DynamicType.category(forFactor: 1) == .large)
    #expect(DynamicType.category(forFactor: 1.5) == .ax1)
    #expect(DynamicType.category(forFactor: 2) == .ax3)
    #expect(DynamicType.category(forFactor: 4) == .ax5)
    #expect(DynamicType.category(forFactor: 0.85) == .xSmall)
    for style in DynamicType.TextStyle.allCases {
      #expect(style.sizes.count == ContentSizeCategory.allCases.count)
      #expect(zip(style.sizes, style.sizes.dropFirst()).allSatisfy { $0 <= $1 })
    }
  }

  /// A preset at a size and the font size it gets.
  struct Sized: Sendable, CustomTestStringConvertible {
    let preset: String
    let size: String
    let fontSize: Double
    var testDescription: String { "\(preset) at \(size) → \(fontSize) px" }
  }

  static let sized: [Sized] = [
    Sized(preset: "ios", size: "default", fontSize: 11),
    Sized(preset: "ios", size: "large", fontSize: 20),  // Caption 2 at AX1
    Sized(preset: "ios", size: "max", fontSize: 40),  // Caption 2 at AX5
    Sized(preset: "ios", size: "2.0", fontSize: 29),  // 2.0 → AX3
    Sized(preset: "ios-classic", size: "AX3", fontSize: 38),  // Callout at AX3
    Sized(preset: "ios-classic", size: "xSmall", fontSize: 12),
    Sized(preset: "material3", size: "max", fontSize: 22),  // 11 sp at font scale 2
    Sized(preset: "material3", size: "0.85", fontSize: 9.35),
    Sized(preset: "android-switchcompat", size: "large", fontSize: 22),  // 14 sp at 1.5
    Sized(preset: "android-switchcompat", size: "max", fontSize: 26),  // 14 sp at 2
    Sized(preset: "android-switchcompat", size: "3", fontSize: 26),  // clamped to 2
    // 12.22265625 px (Cantarell 11 pt, smaller) × GNOME Large Text 1.25, and × 2.
    Sized(preset: "gtk3-adwaita", size: "large", fontSize: 15.278_320_312_5),
    Sized(preset: "gtk3-adwaita", size: "max", fontSize: 24.445_312_5),
    Sized(preset: "winui", size: "max", fontSize: 31.5),  // 225%
    Sized(preset: "winui", size: "0.85", fontSize: 14),  // WinUI starts at 100%
    Sized(preset: "winui", size: "150%", fontSize: 21),
  ]

  @Test("Each preset follows text size with its platform's table", arguments: sized)
  func presetSizes(_ case_: Sized) throws {
    let geometry = try #require(Geometry.preset(named: case_.preset))
    let sized = geometry.sized(for: try TextSize(case_.size))
    #expect(abs(sized.font.size - case_.fontSize) < 0.0001)
    #expect(sized.name == geometry.name)
    #expect(sized.minimumScale == geometry.minimumScale)
    #expect(sized.trackWidth == geometry.trackWidth)
  }

  @Test(
    "Every preset at every size is a valid geometry; growing ones grow their room alike",
    arguments: Geometry.presets)
  func presetsStayValid(_ geometry: Geometry) throws {
    #expect(geometry.sized(for: .standard) == geometry)
    let sizes: [TextSize] =
      [.standard, .large, .maximum] + AndroidFontScale.steps.map { TextSize(.factor($0)) }
      + ContentSizeCategory.allCases.map { TextSize(.category($0)) }
      + [TextSize(.factor(TextSize.smallestFactor)), TextSize(.factor(TextSize.largestFactor))]
    for size in sizes {
      let sized = try geometry.sized(for: size).validated()
      let growth = sized.font.size / geometry.font.size
      switch geometry.textScaling.response {
      case .fixed:
        #expect(sized == geometry)
      case .keepsSize:
        #expect(
          sized.labelBox().width == geometry.labelBox().width || geometry.placement == .beside)
        #expect(sized.maximumTrackWidth == geometry.maximumTrackWidth)
      case .growsWidth, .grows:
        if growth > 1, geometry.canGrow {
          let room = sized.labelBox(trackWidth: sized.maximumTrackWidth).width
          let nominal = geometry.labelBox(trackWidth: geometry.maximumTrackWidth).width
          #expect(abs(room - nominal * growth) < 0.01, "\(geometry.name) at \(size)")
        }
        if geometry.textScaling.response == .grows, growth > 1 {
          #expect(abs(sized.labelBox().height - geometry.labelBox().height * growth) < 0.01)
        }
      }
      #expect(!geometry.textSizeDetail(size).isEmpty)
    }
  }

  @Test("A geometry that does not follow text size stays as it is, and says so")
  func fixed() {
    var geometry = Geometry.gtk3Adwaita
    geometry.textScaling = TextScaling(
      platform: .gtk, response: .fixed, source: "a hardware-like switch with printed labels")
    #expect(geometry.sized(for: .maximum) == geometry)
    #expect(geometry.textSizeDetail(.maximum).contains("does not follow text size"))
  }
}
