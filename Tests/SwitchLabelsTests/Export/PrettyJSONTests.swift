import Foundation
import Testing

@testable import SwitchLabels

/// PrettyJSON against `JSONEncoder` with the options it mirrors, byte for byte.
@Suite("PrettyJSON")
struct PrettyJSONTests {
  /// What `JSONEncoder` writes for `value` with PrettyJSON's layout, and PrettyJSON's escapes of
  /// bidi controls and line separators (which `JSONEncoder` writes as they are).
  static func reference(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var text = ""
    for scalar in String(decoding: try encoder.encode(value), as: UTF8.self).unicodeScalars {
      if PrettyJSON.isEscapedInvisible(scalar) {
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Checks that PrettyJSON writes `value` as ``reference(_:)`` does.
  static func expectSame(
    _ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      try PrettyJSON.text(of: value) == reference(value), sourceLocation: sourceLocation)
  }

  struct Inner: Codable, Hashable {
    var on: String
    var width: Double
    var missing: [String]
  }

  struct Sample: Codable, Hashable {
    var zeta: Int
    var alpha: String?
    var inner: Inner?
    var list: [Double]
    var table: [String: Int]
    var empty: [Int]
    var emptyTable: [String: Int]
    var optionals: [Int?]
    var nestedOptional: Int??
    var flag: Bool
  }

  static let inner = Inner(on: "EIN", width: 36.41, missing: ["\u{1F600}", "a\"b"])

  @Test("nested values, optionals and nil, empty arrays and objects")
  func nested() throws {
    try Self.expectSame(
      Sample(
        zeta: -3, alpha: nil, inner: Self.inner, list: [1, 0.5, -2], table: ["b": 2, "a": 1],
        empty: [], emptyTable: [:], optionals: [1, nil, 3], nestedOptional: .some(nil),
        flag: true))
    try Self.expectSame(
      Sample(
        zeta: 0, alpha: "x", inner: nil, list: [], table: [:], empty: [], emptyTable: ["": 0],
        optionals: [nil], nestedOptional: 4, flag: false))
    try Self.expectSame([Self.inner, Self.inner])
    try Self.expectSame([[Int]]([[], [1], [[]].flatMap { $0 }]))
    try Self.expectSame(["only": [String: [Int]]()])
  }

  @Test("keys in the order of their UTF-8, whatever order they were encoded in")
  func keyOrder() throws {
    let keys = ["b", "a", "B", "é", "aa", "a1", "_", "A", "z", "10", "9", "ä", "\u{1F600}", ""]
    try Self.expectSame(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
    try Self.expectSame(["de-CH": 1, "de": 2, "de-AT": 3, "zh-Hant-HK": 4, "zh-Hans": 5])
    // Keys alike in their first 8 bytes, and keys that need escapes.
    let long = [
      "availableHeight", "available", "availableWidth", "abcdefgh", "abcdefghi", "abcdefgg",
      "abcdefgh1", "abcdefgh0", "a\"b", "a\u{1}", "a!", "a\u{202E}", "a\\", "abcdefgh\u{1}",
    ]
    try Self.expectSame(Dictionary(uniqueKeysWithValues: long.enumerated().map { ($1, $0) }))
    try Self.expectSame(PrettyJSON.SortedObject(["b": 1, "a": 2, "é": 3, "abcdefghij": 4]))
  }

  @Test(
    "numbers as JSONEncoder writes them",
    arguments: [
      0, -0.0, 1, -1, 0.5, 1e-7, 1.5e-7, 1e21, 1e-21, 1e15, 1e16, 1e17, 9_007_199_254_740_992,
      9_007_199_254_740_994, 123_456_789.125, 36.41, 0.1, 0.2 + 0.1, -46,
      Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude,
      Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.ulpOfOne, 100, 1e3,
      4_294_967_296, -9.999999999999999e22,
    ])
  func doubles(_ value: Double) throws {
    try Self.expectSame(value)
    try Self.expectSame([value])
    try Self.expectSame(["value": value])
  }

  @Test("whole numbers below 2^53 in magnitude: the integers their descriptions show")
  func wholeNumbers() throws {
    var values: [Double] = [0x1p53 - 1, -(0x1p53 - 1), 0x1p52, 0x1p52 + 1, 1e15, 1e15 - 1]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // A magnitude of 0 to 53 bits, either sign.
      let shift = 11 + Int(state % 54)
      values.append(Double(Int64(bitPattern: state) >> UInt64(shift)))
    }
    for value in values {
      var expected = value.description
      if expected.hasSuffix(".0") { expected.removeLast(2) }
      #expect(try PrettyJSON.text(of: value) == expected, "\(value)")
    }
  }

  @Test("floats and integers, to their limits")
  func integers() throws {
    try Self.expectSame([Float(0.1), 16_777_216, -0.0, 1e-7, 3.4e38])
    try Self.expectSame([Int.min, Int.max, 0, -1, 10])
    try Self.expectSame([UInt64.max, 0])
    try Self.expectSame(["a": Int8.min, "b": Int8.max])
    try Self.expectSame(["a": UInt8.max])
    try Self.expectSame(["a": Int16.min, "b": Int16.max])
    try Self.expectSame(["a": Int32.min])
    try Self.expectSame([UInt16.max])
    try Self.expectSame([UInt32.max])
    try Self.expectSame(Int64.min)
  }

  @Test("NaN and infinities cannot be encoded, as in JSONEncoder")
  func nonFinite() {
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(throws: EncodingError.self) { try PrettyJSON.text(of: value) }
      #expect(throws: EncodingError.self) { try PrettyJSON.text(of: ["a": [value]]) }
    }
    #expect(throws: EncodingError.self) { try PrettyJSON.text(of: [Float.nan]) }
  }

  @Test("strings: quotes, backslashes, every control, slashes, bidi controls and separators")
  func strings() throws {
    var controls = ""
    for value in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    let texts = [
      controls, "\u{7F}", "say \"on\"", "a\\b", "a/b", "</script>",
      "\u{202E}evil\u{202C}", "\u{2066}x\u{2069}", "\u{200E}\u{200F}\u{061C}", "a\u{2028}b\u{2029}",
      "\u{FEFF}", "\u{1F600}", "مفعّل", "EIN", "", "\u{200D}",
    ]
    for text in texts {
      try Self.expectSame(text)
      try Self.expectSame([text: text])
      let decoded = try JSONDecoder().decode(
        [String].self, from: Data(try PrettyJSON.text(of: [text]).utf8))
      #expect(decoded == [text])
    }
    #expect(try PrettyJSON.text(of: "\u{202E}") == "\"\\u202e\"")
  }

  @Test("strings read eight bytes at a time: each byte that needs a look, at every position")
  func stringPositions() throws {
    // A quote, a backslash, controls, DEL, bidi controls and separators (escaped), and
    // characters whose first byte is looked at but which are written as they are (U+0628 and
    // U+2013 start with 0xD8 and 0xE2), and a two-byte and a four-byte character.
    let specials = [
      "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{202E}", "\u{2028}", "\u{061C}",
      "\u{0628}", "\u{2013}", "é", "\u{1F600}",
    ]
    for length in 0..<20 {
      for special in specials {
        for position in 0...length {
          let text =
            String(repeating: "a", count: position) + special
            + String(repeating: "b", count: length - position)
          try Self.expectSame(text)
          try Self.expectSame([text: 1])
        }
      }
    }
    // Long texts: many words of eight bytes, then a tail.
    for special in specials {
      try Self.expectSame(String(repeating: "abcdefgh", count: 300) + special + "xyz")
      try Self.expectSame(String(repeating: special + "abcdefg", count: 50))
    }
  }

  @Test("a word needs a look exactly when one of its bytes does")
  func wordTest() {
    func looked(_ byte: UInt8) -> Bool {
      byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xD8 || byte == 0xE2
    }
    for byte in 0...255 {
      for position in 0..<8 {
        for filler: UInt8 in [0x61, 0x20, 0x7F, 0x80, 0xD9, 0xE3, 0xFF] {
          var word: UInt64 = 0
          var first: Int? = nil
          for index in 0..<8 {
            let value = index == position ? UInt8(byte) : filler
            word |= UInt64(value) << (8 * UInt64(index))
            if first == nil, looked(value) { first = index }
          }
          #expect(PrettyJSON.needsLook(word) == (first != nil), "byte \(byte) at \(position)")
          // The lowest marked byte is the first to look at.
          if let first {
            #expect(PrettyJSON.lookMask(word).trailingZeroBitCount / 8 == first)
          }
        }
      }
    }
  }

  @Test("a buffer grown many times, and a capacity reserved beforehand, hold the same bytes")
  func growing() throws {
    let rows = (0..<200).map { index in
      Inner(on: String(repeating: "x", count: index), width: Double(index) / 8, missing: [])
    }
    let grown = try PrettyJSON.elements(rows, depth: 1)
    #expect(try PrettyJSON.elements(rows, depth: 1, reservingCapacity: 1 << 20) == grown)
    #expect(
      try PrettyJSON.bytes(of: rows, reservingCapacity: 3) == Array(Self.reference(rows).utf8))
  }

  @Test("dates, data and URLs as JSONEncoder writes them")
  func foundationValues() throws {
    try Self.expectSame(["when": Date(timeIntervalSince1970: 1_234.5)])
    try Self.expectSame(["blob": Data([0, 1, 255])])
    try Self.expectSame(["link": [URL(string: "https://example.com/a/b")]])
  }

  /// Encodes a key twice, and fills nested containers and a super encoder out of order.
  struct Unusual: Encodable {
    enum Key: String, CodingKey { case b, a, c, d, list }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: .b)
      var first = container.nestedContainer(keyedBy: Key.self, forKey: .d)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try container.encode("x", forKey: .a)
      try first.encode(true, forKey: .c)
      try list.encode(2)
      var inner = list.nestedContainer(keyedBy: Key.self)
      try list.encode(3)
      try inner.encode(4, forKey: .a)
      try first.encode(5, forKey: .a)
      try container.encode(6, forKey: .b)
      try "s".encode(to: container.superEncoder())
      // A second request gives the same container.
      var again = encoder.container(keyedBy: Key.self)
      try again.encode(7, forKey: .c)
    }
  }

  /// Encodes nothing.
  struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  @Test("a key given twice, nested containers filled out of order, a value that encodes nothing")
  func unusual() throws {
    try Self.expectSame(Unusual())
    // `JSONEncoder` refuses a top-level value that encodes nothing; PrettyJSON writes the empty
    // object it writes for such a value inside another.
    #expect(try PrettyJSON.text(of: Nothing()) == "{\n\n}")
    try Self.expectSame(["n": Nothing()])
    try Self.expectSame([Nothing(), Nothing()])
  }

  /// Fails to encode its second member, which the encoding of its parent skips.
  struct Failing: Encodable {
    enum Key: String, CodingKey { case good, bad }
    struct Bad: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .good)
        try container.encode(Double.nan, forKey: .bad)
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("kept", forKey: .good)
      try? container.encode(Bad(), forKey: .bad)
    }
  }

  @Test("a member whose encoding fails and is skipped leaves no bytes behind")
  func skippedFailure() throws {
    #expect(try PrettyJSON.text(of: Failing()) == "{\n  \"good\" : \"kept\"\n}")
    let error = try #require(throws: EncodingError.self) {
      try PrettyJSON.text(of: ["x": ["y": [Failing.Bad()]]])
    }
    guard case .invalidValue(_, let context) = error else { throw error }
    #expect(context.codingPath.map(\.stringValue) == ["x", "y", "Index 0", "bad"])
  }

  @Test("depth: lines after the first indented, as the value would be at that depth")
  func depth() throws {
    let value = ["k": [Self.inner]]
    let whole = try Self.reference(["a": ["b": value]])
    let placed = try PrettyJSON.text(of: value, depth: 2)
    #expect(whole.contains("\"b\" : " + placed + "\n"))
    let rows = [Self.inner, Self.inner, Self.inner]
    let array = try Self.reference(["rows": rows])
    let elements = String(decoding: try PrettyJSON.elements(rows, depth: 2), as: UTF8.self)
    #expect(array == "{\n  \"rows\" : [\n" + elements + "\n  ]\n}")
    #expect(try PrettyJSON.elements([Int](), depth: 1).isEmpty)
  }

  @Test("real resolutions and audit rows, as JSONEncoder writes them")
  func resolutions() throws {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    for tag in ["de-CH", "ar", "fi", "kgp", "he", "zh-Hant-HK"] {
      let resolution = try service.resolve(LocaleID(tag), geometry: .iOSClassic)
      try Self.expectSame(resolution)
    }
    let auditor = try Auditor(service: service, geometries: Geometry.presets)
    let locales = try ["de-CH", "ar", "gsw", "ja", "und", "my"].map { try LocaleID($0) }
    let rows = try auditor.run(locales: locales).rows
    try Self.expectSame(rows)
    let elements = String(decoding: try PrettyJSON.elements(rows, depth: 2), as: UTF8.self)
    #expect(try Self.reference(["rows": rows]) == "{\n  \"rows\" : [\n" + elements + "\n  ]\n}")
  }

  @Test("a resolution's locales, chain, enums and text size are the strings they encode as")
  func typedFields() throws {
    func own(_ value: some Encodable) throws -> String { try Self.reference([value]) }
    let service = LabelService(measurer: HarfBuzzMeasurer())
    for tag in ["de-CH", "ar", "kgp", "sr-ME", "apc"] {
      for size in [TextSize.standard, .maximum] {
        let resolution = try service.resolve(LocaleID(tag), geometry: .material3, textSize: size)
        #expect(try own(resolution.requested) == own(resolution.requested.tag))
        #expect(try own(resolution.matched) == own(resolution.matched.tag))
        #expect(try own(resolution.chain) == own(resolution.chain.map(\.tag)))
        #expect(try own(resolution.direction) == own(resolution.direction.rawValue))
        #expect(try own(resolution.rung) == own(resolution.rung.rawValue))
        #expect(try own(resolution.languageSupport) == own(resolution.languageSupport.rawValue))
        #expect(try own(resolution.textSize) == own(resolution.textSize.name))
        for state in [resolution.states.on, resolution.states.off] {
          #expect(try own(state.spokenLocale) == own(state.spokenLocale.tag))
          #expect(try own(state.thumbSide) == own(state.thumbSide.rawValue))
        }
        try Self.expectSame(resolution)
        let decoded = try JSONDecoder().decode(
          Resolution.self, from: Data(try PrettyJSON.text(of: resolution).utf8))
        #expect(decoded == resolution)
      }
    }
  }

  @Test("rows, states, findings, images, tried texts and trace steps encode their keys in order")
  func keysInOrder() throws {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    let auditor = try Auditor(service: service, geometries: Geometry.presets)
    let rows = try auditor.run(locales: [try LocaleID("de-CH"), try LocaleID("ar")]).rows
    let row = try #require(rows.first { !$0.findings.isEmpty && !$0.tried.isEmpty })
    let image = try #require(rows.first { $0.rung == .image })
    let resolution = try service.resolve(LocaleID("de-CH"), geometry: .iOSClassic)
    let values: [any Encodable] = [
      row, row.on, image.on, row.findings[0], row.tried[0], try #require(image.on.image),
      resolution,
      resolution.trace[0],
    ]
    for value in values {
      let keys = try KeyRecorder.keys(of: value)
      #expect(!keys.isEmpty)
      #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "\(keys)")
    }
  }
}

/// PrettyJSON's pieces written once and copied where they recur, against `JSONEncoder`.
@Suite("PrettyJSON reused pieces")
struct PrettyJSONReuseTests {
  /// An immutable object whose values recur.
  final class Shared: Sendable {
    let texts: [String?]
    init(_ texts: [String?]) { self.texts = texts }
  }

  /// The `index`th value of `shared`, of a kind: written once per writer by PrettyJSON.
  struct Piece: Encodable {
    let shared: Shared
    let index: Int
    let kind: String

    /// The fields: escapes, nil, nesting and numbers at their edges.
    struct Fields: Encodable {
      let text: String?
      let kind: String
      let numbers: [Double]
      let nested: [String: [Int?]]
    }

    var fields: Fields {
      Fields(
        text: shared.texts[index], kind: kind,
        numbers: [0, -0.0, 1e-7, 1e21, 0x1p53, 0.1, Double(index)],
        nested: ["b": [index, nil], "a": []])
    }

    func encode(to encoder: any Encoder) throws {
      if let writer = encoder as? PrettyJSON.Writer {
        try writer.encodeReusing(fields, of: shared, index: index, kind: kind)
      } else {
        try fields.encode(to: encoder)
      }
    }
  }

  static let shared = Shared([
    "plain", "say \"on\"\n\\ /\u{1}", "\u{202E}evil\u{2028}", nil, "مفعّل \u{1F600}",
  ])

  @Test("a piece met again is the same JSON, at every depth, in arrays and objects")
  func recurring() throws {
    let pieces = Self.shared.texts.indices.map { Piece(shared: Self.shared, index: $0, kind: "k") }
    try PrettyJSONTests.expectSame(pieces + pieces + pieces.reversed())
    try PrettyJSONTests.expectSame(["b": pieces, "a": pieces.reversed()])
    // The same pieces one level deeper and one level shallower than before in the same writer.
    try PrettyJSONTests.expectSame(Mixed(x: [pieces[1]], y: [[pieces[1]]], z: pieces[1]))
    try PrettyJSONTests.expectSame(Mixed(x: [pieces[2]], y: [[pieces[2]], []], z: pieces[2]))
    try PrettyJSONTests.expectSame(pieces[1])
  }

  /// The same pieces at several depths.
  struct Mixed: Encodable {
    let x: [Piece]
    let y: [[Piece]]
    let z: Piece
  }

  @Test("a piece of another kind at the same index is written anew")
  func otherKind() throws {
    let first = Piece(shared: Self.shared, index: 1, kind: "first")
    let second = Piece(shared: Self.shared, index: 1, kind: "second")
    try PrettyJSONTests.expectSame([first, second, first, second])
    let text = try PrettyJSON.text(of: [first, second])
    #expect(text.contains("\"first\"") && text.contains("\"second\""))
  }

  @Test("pieces of different objects with the same values are each their own")
  func otherObjects() throws {
    let other = Shared(["changed", "also changed", "", nil, "x"])
    let values = [
      Piece(shared: Self.shared, index: 0, kind: "k"), Piece(shared: other, index: 0, kind: "k"),
      Piece(shared: Self.shared, index: 0, kind: "k"), Piece(shared: other, index: 0, kind: "k"),
    ]
    try PrettyJSONTests.expectSame(values)
  }

  @Test("a locale's trace steps, shared by its resolutions in two geometries, as JSONEncoder")
  func sharedTraceSteps() throws {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    for tag in ["de-CH", "ar", "kgp", "sr-ME"] {
      let locale = try LocaleID(tag)
      let resolutions = [
        try service.resolve(locale, geometry: .iOSClassic),
        try service.resolve(locale, geometry: .material3),
      ]
      try PrettyJSONTests.expectSame(resolutions + resolutions)
      try PrettyJSONTests.expectSame(
        PrettyJSON.SortedObject(["ios-classic": resolutions[0], "material3": resolutions[1]]))
    }
  }
}

/// Resolutions' states shared by the pieces of one document, against their own encoding.
@Suite("PrettyJSON shared states")
struct PrettyJSONSharedStatesTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())

  /// Resolutions of locales served by one catalog, and others, in geometries that give text,
  /// scaled text and image labels.
  static func resolutions() throws -> [Resolution] {
    var resolutions: [Resolution] = []
    for tag in ["de", "de-CH", "de-AT", "ar", "ar-EG", "he", "kgp", "und", "ja", "fi", "my"] {
      for geometry in [Geometry.iOSClassic, .iOS, .material3, .androidSwitchCompat] {
        resolutions.append(try service.resolve(LocaleID(tag), geometry: geometry))
      }
    }
    return resolutions
  }

  @Test("states met again, by any piece and at any depth, are the same bytes as written anew")
  func sharedStates() throws {
    let resolutions = try Self.resolutions()
    let shared = PrettyJSON.SharedStates(capacity: 64)
    for depth in [2, 0, 2, 3] {
      for resolution in resolutions + resolutions.reversed() {
        #expect(
          try PrettyJSON.bytes(of: resolution, depth: depth, sharing: shared)
            == PrettyJSON.bytes(of: resolution, depth: depth))
      }
    }
    let pieces = try resolutions.map { try PrettyJSON.bytes(of: [$0], depth: 1, sharing: shared) }
    #expect(pieces == (try resolutions.map { try PrettyJSON.bytes(of: [$0], depth: 1) }))
    try PrettyJSONTests.expectSame(resolutions)
  }

  @Test("states have the same JSON only when every member is the same, byte for byte")
  func sameJSON() throws {
    let resolutions = try Self.resolutions()
    let states = resolutions.flatMap { [$0.states.on, $0.states.off] }
    let bytes = try states.map { try PrettyJSON.bytes(of: $0) }
    for (a, first) in states.enumerated() {
      for (b, second) in states.enumerated() {
        #expect(first.hasSameJSON(as: second) == (bytes[a] == bytes[b]))
      }
    }
    let state = try #require(resolutions.first { $0.states.on.text != nil }?.states.on)
    func with(
      spoken: String? = nil, width: Double? = nil, fonts: [FontIdentity]? = nil,
      missing: [String]? = nil
    ) -> StateResolution {
      StateResolution(
        visual: state.visual, spoken: spoken ?? state.spoken, spokenLocale: state.spokenLocale,
        width: width ?? state.width, available: state.available, inkHeight: state.inkHeight,
        availableHeight: state.availableHeight, thumbSide: state.thumbSide,
        fonts: fonts ?? state.fonts, missing: missing ?? state.missing,
        estimated: state.estimated)
    }
    #expect(with().hasSameJSON(as: state))
    // Equal as values, different as bytes: canonically equivalent texts, and -0 beside 0.
    #expect(with(spoken: "e\u{301}") == with(spoken: "é"))
    #expect(!with(spoken: "e\u{301}").hasSameJSON(as: with(spoken: "é")))
    #expect(!with(width: -0.0).hasSameJSON(as: with(width: 0)))
    #expect(!with(missing: ["x"]).hasSameJSON(as: with(missing: [])))
    var font = try #require(state.fonts.first)
    font.contentHash = "0000000000000000"
    #expect(!with(fonts: [font]).hasSameJSON(as: state))
  }

  @Test("the comparison looks at every member that states, fonts and images encode")
  func comparedMembers() throws {
    let resolutions = try Self.resolutions()
    let text = try #require(resolutions.first { $0.states.on.text != nil }?.states.on)
    let image = try #require(resolutions.first { $0.states.on.image != nil }?.states.on)
    let shared = [
      "available", "availableHeight", "estimated", "fonts", "inkHeight", "kind", "missing",
      "scale", "spoken", "spokenLocale", "thumbSide", "width",
    ]
    #expect(try KeyRecorder.keys(of: text).sorted() == (shared + ["text"]).sorted())
    #expect(try KeyRecorder.keys(of: image).sorted() == (shared + ["image"]).sorted())
    #expect(
      try KeyRecorder.keys(of: try #require(text.fonts.first)).sorted()
        == ["contentHash", "faceIndex", "family", "fileName", "style"])
    #expect(
      try KeyRecorder.keys(of: try #require(image.image)).sorted()
        == ["name", "path", "symbol", "viewBox"])
  }
}

/// Records the keys of a value's top-level object in the order its encoding gives them.
private final class KeyRecorder: Encoder {
  private(set) var keys: [String] = []
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The keys `value` encodes at its top level, in order.
  static func keys(of value: any Encodable) throws -> [String] {
    let recorder = KeyRecorder()
    try value.encode(to: recorder)
    return recorder.keys
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keys<Key>(owner: self))
  }

  // Other containers record nothing: a value encoded with one has no keys.
  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    PrettyJSON.Writer().unkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    PrettyJSON.Writer().singleValueContainer()
  }

  /// Records each key; the values are not encoded.
  private struct Keys<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let owner: KeyRecorder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { owner.keys.append(key.stringValue) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      owner.keys.append(key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      owner.keys.append(key.stringValue)
      return KeyedEncodingContainer(Keys<NestedKey>(owner: KeyRecorder()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      owner.keys.append(key.stringValue)
      return PrettyJSON.Writer().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { KeyRecorder() }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      owner.keys.append(key.stringValue)
      return KeyRecorder()
    }
  }
}
