import Foundation

/// Generated hostile input for the fuzz-style tests of every reader: numbers (huge, tiny,
/// negative, non-finite, not numbers at all), strings (control, bidi and invisible characters,
/// oversize, paths, markup) and deep nesting, plus random mixtures of them from a fixed seed.
enum HostileValues {
  /// JSON number literals (and things that are not JSON numbers) for a number field.
  static let numberLiterals = [
    "0", "-0", "-1", "0.5", "3", "1e20", "1e308", "-1e308", "1e400", "-1e400", "1e-300", "5e-324",
    "123456789012345678901234567890", "9007199254740993", "65536", "4294967296", "1e19", "1e15",
    "NaN", "Infinity", "-Infinity", "0x10", "1.", ".5", "--1", "1e", "01", "\"12\"", "null",
    "true", "[]", "{}",
  ]

  /// The same numbers as Swift values, for the library API.
  static let numbers: [Double] = [
    0, -0.0, -1, 0.5, 3, 1e20, 1e308, -1e308, .infinity, -.infinity, .nan, 1e-300,
    .leastNonzeroMagnitude, .greatestFiniteMagnitude, 9_007_199_254_740_994, 65_536, 4_294_967_296,
    1e19, 1e15, 1000.0001, 100_000.5,
  ]

  /// Whole numbers for the library API (weights, face indices, counts).
  static let integers: [Int] = [
    .min, -1, 0, 1, 400, 1000, 1001, 65_535, 65_536, Int(Int32.max), Int(Int32.max) + 1, .max,
  ]

  /// Strings for a text field.
  static let strings: [String] = [
    "", " ", "\u{0}", "\u{7}", "\u{1B}[31mred\u{1B}[0m", "\u{9B}2J", "\u{202E}evil", "a\u{2066}b",
    "\u{200B}", "\u{FEFF}On", "a\u{2028}b", "line\nbreak", "tab\there",
    String(repeating: "x", count: 5_000), String(repeating: "é", count: 101), "../../etc/passwd",
    "<script>alert(1)</script>", "\"quoted\\\"", "🏳️‍🌈", "\u{E000}", "\u{10FFFF}", "A\u{200D}B",
    "ﬁ", "Ein",
  ]

  /// Deeply nested JSON: arrays and objects many levels down.
  static let deepNesting: [String] = [
    String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
    String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000),
    String(repeating: "[", count: 100_000),
  ]

  /// `count` random mixtures of the strings above, from a fixed seed (the same every run).
  static func mixtures(_ count: Int, seed: UInt64 = 12) -> [String] {
    var random = SplitMix64(seed: seed)
    let pieces = strings.filter { $0.count < 200 }
    return (0..<count).map { _ in
      (0..<Int.random(in: 1...4, using: &random)).map { _ in
        pieces.randomElement(using: &random) ?? ""
      }.joined()
    }
  }

  /// `value` as a JSON string literal (escaped by the encoder).
  static func json(_ value: String) -> String {
    String(decoding: (try? JSONEncoder().encode(value)) ?? Data("\"\"".utf8), as: UTF8.self)
  }
}

extension HostileValues {
  /// Whether a drawing writes a number that is not finite (`nan`, `inf`, `-inf`) anywhere.
  static func hasNonFiniteNumber(_ svg: String) -> Bool {
    svg.contains(/[\"( ,]-?(nan|inf)[\" ),]/)
  }
}
