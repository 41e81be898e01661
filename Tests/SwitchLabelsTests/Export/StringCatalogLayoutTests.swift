import Foundation
import Testing

@testable import SwitchLabels

/// The String Catalog export is written as Xcode saves `.xcstrings` files (the rules, and the
/// catalogs they were read from, are in `Fixtures/Xcode/README.md`), and only words go to
/// translators.
@Suite("String Catalog layout")
struct StringCatalogLayoutTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())
  static let tags = [
    "en", "de", "de-CH", "zh-Hans", "zh-Hant", "zh-HK", "zh-Hant-HK", "es-419", "es-MX", "en-001",
    "sr-Latn", "ar", "he", "ja", "kgp", "fi", "pt-BR", "pt-PT",
  ]

  static func export(_ geometries: [Geometry]) throws -> LabelExport {
    try LabelExport(
      service: service, geometries: geometries, locales: tags.map { try LocaleID($0) },
      generatedBy: AuditReport.Generator(tool: "tests", version: "1"))
  }

  /// Whether `lhs` sorts before `rhs` as Finder (and Xcode) sort names: Foundation's own
  /// comparison, independent of the writer's ICU collator.
  static func finderOrder(_ lhs: String, _ rhs: String) -> Bool {
    let order = lhs.localizedStandardCompare(rhs)
    return order == .orderedSame
      ? Array(lhs.utf8).lexicographicallyPrecedes(rhs.utf8)
      : order == .orderedAscending
  }

  /// `value` (from `JSONSerialization`) written by the README's rules, in this test's own code.
  static func xcodeText(_ value: Any, depth: Int = 0) throws -> String {
    let indent = String(repeating: "  ", count: depth)
    switch value {
    case let object as [String: Any]:
      if object.isEmpty { return "{\n\n\(indent)}" }
      let members = try object.keys.sorted(by: finderOrder).map { key in
        "\(indent)  \(try quoted(key)) : \(try xcodeText(object[key] as Any, depth: depth + 1))"
      }
      return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
    case let string as String: return try quoted(string)
    case let number as NSNumber: return number.boolValue ? "true" : "false"
    default: throw CocoaError(.coderInvalidValue)
    }
  }

  static func quoted(_ string: String) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return String(decoding: try encoder.encode(string), as: UTF8.self)
  }

  @Test("the export is, byte for byte, what Xcode's layout makes of its own parse")
  func layout() throws {
    for geometries in [[Geometry.iOSClassic], [.iOSClassic, .material3]] {
      let text = try ExportFormat.xcstrings.write(try Self.export(geometries))[0].contents
      let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
      let expected = try Self.xcodeText(parsed)
      #expect(text == expected)
      #expect(!text.hasSuffix("\n"))
      #expect(text.hasSuffix("\n  \"version\" : \"1.0\"\n}"))
      #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
    }
  }

  @Test("localizations in Xcode's order: zh-Hans before zh-HK, es-419 before es-MX")
  func localizationOrder() throws {
    let text = try ExportFormat.xcstrings.write(try Self.export([.iOSClassic]))[0].contents
    let onEntry = try #require(text.range(of: "\"switch.on\" : {"))
    let after = text[onEntry.upperBound...]
    func position(_ tag: String) throws -> String.Index {
      try #require(after.range(of: "\n        \"\(tag)\" : {")?.lowerBound, "\(tag)")
    }
    #expect(try position("zh-Hans") < position("zh-Hant"))
    #expect(try position("zh-Hant") < position("zh-HK"))
    #expect(try position("es-419") < position("es-MX"))
    #expect(try position("en") < position("en-001"))
  }

  @Test("the writer's order is Finder's on names whose order Xcode's own files show")
  func keyOrder() {
    // From the catalogs in Fixtures/Xcode/README.md, in the order Xcode saved them.
    let observed = [
      "", ": ", "?", "\"%@\" didn't match", "[Homebrew](https://brew.sh)", "**Tip:**",
      "/path/to/brew", "%@ (%@)", "%lld. ", "•", "3 days", "A brew installation", "A to Z",
      "accessibility.app", "Account", "Actions", "zh-Hans", "zh-HK",
    ]
    #expect(observed.shuffled().sorted(by: Self.finderOrder) == observed)
    let collator = ICU.StandardCollator()
    #expect(collator.sorted(observed.shuffled()) == observed)
    #expect(collator.sorted(["b10", "b9", "B1"]) == ["B1", "b9", "b10"])
  }

  @Test("an empty object is two lines apart; escapes are JSON's, slashes and non-ASCII as they are")
  func values() {
    let json = XcodeJSON.object([
      "a": .object([:]), "b": .object(["c": .object([:])]),
      "d": .string("/é\u{1}\n\"\\\u{200F}"),
    ])
    #expect(
      json.text
        == "{\n  \"a\" : {\n\n  },\n  \"b\" : {\n    \"c\" : {\n\n    }\n  },\n"
        + "  \"d\" : \"/é\\u0001\\n\\\"\\\\\\u200f\"\n}")
    #expect(XcodeJSON.object([:]).text == "{\n\n}")
  }

  @Test(
    "data (image, scale, rung, mirroring, the generator) is shouldTranslate false; words are not")
  func shouldTranslate() throws {
    let text = try ExportFormat.xcstrings.write(try Self.export([.iOSClassic]))[0].contents
    let file = try JSONDecoder().decode(StringCatalogWriter.File.self, from: Data(text.utf8))
    let data = [
      "switch.on.image", "switch.off.image", "switch.scale", "switch.rung", "switch.mirrored",
      "switch.generatedBy",
    ]
    let words = ["switch.on", "switch.off", "switch.on.spoken", "switch.off.spoken"]
    #expect(Set(file.strings.keys) == Set(data + words))
    for key in data { #expect(file.strings[key]?.shouldTranslate == false, "\(key)") }
    for key in words { #expect(file.strings[key]?.shouldTranslate == nil, "\(key)") }
  }

  @Test("the texts' comments give the pixel budget: the label box in the geometry's font")
  func budgetComment() throws {
    for geometry in [Geometry.iOSClassic, .material3, .androidSwitchCompat] {
      let text = try ExportFormat.xcstrings.write(try Self.export([geometry]))[0].contents
      let file = try JSONDecoder().decode(StringCatalogWriter.File.self, from: Data(text.utf8))
      // The room at full size: the nominal box when the geometry scales, else the widest track's.
      let track = geometry.minimumScale < 1 ? geometry.trackWidth : geometry.maximumTrackWidth
      let width = Int(geometry.labelBox(trackWidth: track).width.rounded(.down))
      for key in ["switch.on", "switch.off"] {
        let comment = try #require(file.strings[key]?.comment)
        #expect(comment.contains("at most \(width) px wide in \(geometry.font)"), "\(comment)")
      }
      #expect(file.strings["switch.on.spoken"]?.comment?.contains("px") == false)
    }
  }
}
