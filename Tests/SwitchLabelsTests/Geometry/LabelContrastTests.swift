// The off label of every preset that draws words in its track is readable: WCAG AA contrast.

import Foundation
import SwitchLabels
import Testing

@Suite("Off-label contrast")
struct LabelContrastTests {
  /// WCAG 2's relative luminance of a `#RRGGBB` colour.
  static func luminance(_ hex: String) throws -> Double {
    let digits = Array(hex.dropFirst())
    try #require(hex.first == "#" && digits.count == 6, "\(hex)")
    let channels = try stride(from: 0, to: 6, by: 2).map { index in
      let value = try #require(UInt8(String(digits[index..<index + 2]), radix: 16), "\(hex)")
      let c = Double(value) / 255
      return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  /// WCAG 2's contrast ratio of two colours.
  static func contrast(_ a: String, _ b: String) throws -> Double {
    let (x, y) = (try luminance(a), try luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  @Test("WCAG's ratio: black on white is 21:1, a grey on itself 1:1")
  func ratio() throws {
    #expect(abs(try Self.contrast("#000000", "#FFFFFF") - 21) < 0.001)
    #expect(abs(try Self.contrast("#7F7F7F", "#7F7F7F") - 1) < 0.001)
  }

  @Test("ios-classic's off label on its off track is at least 4.5:1 (WCAG AA for normal text)")
  func iOSClassicOffLabel() throws {
    let colors = Geometry.iOSClassic.colors
    #expect(try Self.contrast(colors.labelOff, colors.trackOff) >= 4.5)
  }
}
