import Foundation
import Testing

@testable import SwitchLabels

/// Hostile catalog files through the loader, lint and a resolve: a typed error naming the file
/// (and the locale once it is known), or a catalog that resolves and draws; never a crash; and
/// the loader and lint always agree.
@Suite("Catalog input: fuzz")
struct CatalogFuzzTests {
  /// A catalog file with `value` (JSON text) in one place.
  struct Slot: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (String) -> String
    var testDescription: String { name }
  }

  static func file(
    locale: String = "\"de\"", on: String = "\"Ein\"", onSpoken: String = "\"Ein\"",
    basis: String = "\"test\"", images: String = ""
  ) -> String {
    """
    {"schemaVersion": 1, "locale": \(locale), "on": {"texts": [\(on)], "spoken": \(onSpoken)},
     "off": {"texts": ["Aus"], "spoken": "Aus"}, "provenance": {"basis": \(basis)}\(images)}
    """
  }

  static func image(viewBox: String = "\"0 0 16 16\"", path: String = "\"M7 2h2v12H7z\"") -> String
  {
    let image = #"{"name": "i", "symbol": "s", "viewBox": \#(viewBox), "path": \#(path)}"#
    return #", "images": {"on": \#(image), "off": \#(image)}"#
  }

  static let stringSlots: [Slot] = [
    Slot(name: "locale") { file(locale: $0) },
    Slot(name: "on.texts[0]") { file(on: $0) },
    Slot(name: "on.spoken") { file(onSpoken: $0) },
    Slot(name: "provenance.basis") { file(basis: $0) },
    Slot(name: "images.on.viewBox") { file(images: image(viewBox: $0)) },
    Slot(name: "images.on.path") { file(images: image(path: $0)) },
  ]

  /// Loads `text` and lints it, and checks what must hold whatever the input.
  static func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    let file = "fuzz/de.json"
    let lint = CatalogLinter.lint(bytes: bytes, file: file)
    do {
      let catalog = try CatalogLoader.load(bytes: bytes, file: file)
      // A catalog the loader accepts breaks none of the rules lint checks for the loader.
      #expect(CatalogRules.problems(catalog).isEmpty, sourceLocation: sourceLocation)
      let service = LabelService(
        catalogs: CatalogSet([catalog], name: "fuzz"), measurer: EstimatingMeasurer())
      do {
        let resolution = try service.resolve(catalog.locale, geometry: .iOSClassic)
        let svg = SwitchSVG.document(resolution, geometry: .iOSClassic)
        #expect(svg.hasPrefix("<svg"), sourceLocation: sourceLocation)
        #expect(!HostileValues.hasNonFiniteNumber(svg), sourceLocation: sourceLocation)
      } catch {
        // The estimating measurer cannot fail to measure: a catalog the loader accepts resolves.
        Issue.record("a loaded catalog did not resolve: \(error)", sourceLocation: sourceLocation)
      }
    } catch {
      #expect(error.description.hasPrefix(file), "\(error)", sourceLocation: sourceLocation)
      #expect(!lint.findings.isEmpty, "lint agrees: \(error)", sourceLocation: sourceLocation)
      if case .schema(_, let reason) = error {
        #expect(!reason.isEmpty, "\(error)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("Hostile strings in every text slot", arguments: stringSlots)
  func strings(_ slot: Slot) {
    for value in HostileValues.strings + HostileValues.mixtures(40) {
      Self.check(slot.make(HostileValues.json(value)))
    }
  }

  @Test("Hostile numbers in the viewBox, and numbers where strings belong")
  func numbers() {
    for literal in HostileValues.numberLiterals {
      Self.check(Self.file(images: Self.image(viewBox: HostileValues.json("0 0 \(literal) 16"))))
      Self.check(Self.file(images: Self.image(viewBox: HostileValues.json("\(literal) 0 16 16"))))
      Self.check(Self.file(on: literal))
      Self.check(Self.file(onSpoken: literal))
      Self.check(Self.file(locale: literal))
    }
  }

  @Test("Deep nesting, oversize files, invalid UTF-8, truncated files")
  func structure() {
    for text in HostileValues.deepNesting { Self.check(text) }
    Self.check(Self.file(on: HostileValues.json(String(repeating: "x", count: 300_000))))
    Self.check(Self.file(basis: HostileValues.json(String(repeating: "y", count: 200_000))))
    let good = Self.file()
    for end in stride(from: 0, to: good.utf8.count, by: 7) {
      Self.check(String(decoding: Array(good.utf8.prefix(end)), as: UTF8.self))
    }
    let lint = CatalogLinter.lint(bytes: [0x7B, 0xC3, 0x28, 0x7D], file: "x.json")
    #expect(lint.isMalformed)
  }

  @Test("The rules the loader refuses are the ones lint reports, naming file and locale")
  func loaderAndLintAgree() throws {
    let cases: [(String, String)] = [
      ("\"\"", "on.texts[0] is empty"),
      (HostileValues.json("\u{202E}Ein"), "bidi control U+202E"),
      (HostileValues.json("E\u{7}in"), "control character U+7"),
      (HostileValues.json("E\u{200B}in"), "invisible format character U+200B"),
      (HostileValues.json(String(repeating: "x", count: 5_000)), "has 5000 characters"),
    ]
    for (value, message) in cases {
      let text = Self.file(on: value)
      #expect(throws: CatalogError.self) {
        try CatalogLoader.load(bytes: Array(text.utf8), file: "my/de.json")
      }
      do {
        _ = try CatalogLoader.load(bytes: Array(text.utf8), file: "my/de.json")
      } catch {
        #expect(error.description.hasPrefix("my/de.json: locale de: "), "\(error)")
        #expect(error.description.contains(message), "\(error)")
      }
      let findings = CatalogLinter.lint(bytes: Array(text.utf8), file: "my/de.json").findings
      #expect(
        findings.contains { $0.message.contains(message) && $0.locale == "de" }, "\(findings)")
    }
    let viewBox = Self.file(images: Self.image(viewBox: "\"0 0 1e-300 16\""))
    #expect(throws: CatalogError.self) {
      try CatalogLoader.load(bytes: Array(viewBox.utf8), file: "root.json")
    }
    #expect(
      CatalogLinter.lint(bytes: Array(viewBox.utf8), file: "de.json").findings.contains {
        $0.message.contains("viewBox")
      })
  }

  @Test("Every bundled catalog follows the rules")
  func bundled() {
    for file in CatalogSet.bundledFiles {
      #expect(throws: Never.self) {
        try CatalogLoader.load(bytes: file.bytes, file: file.name)
      }
    }
  }
}
