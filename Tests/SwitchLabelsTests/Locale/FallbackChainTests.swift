import Foundation
import Testing

@testable import SwitchLabels

@Suite("FallbackChain", .tags(.icu))
struct FallbackChainTests {
  /// A locale and its full CLDR chain.
  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let chain: [String]
    var testDescription: String { "\(input): \(chain.joined(separator: " → "))" }
  }

  static let cases: [Case] = [
    // CLDR parents that truncation would get wrong
    Case(input: "es-MX", chain: ["es-MX", "es-419", "es", "root"]),
    Case(input: "en-AU", chain: ["en-AU", "en-001", "en", "root"]),
    Case(input: "en-IN", chain: ["en-IN", "en-001", "en", "root"]),
    Case(input: "pt-AO", chain: ["pt-AO", "pt-PT", "pt", "root"]),
    Case(input: "hi-Latn-IN", chain: ["hi-Latn-IN", "hi-Latn", "en-IN", "en-001", "en", "root"]),
    // Scripts never fall back to another script
    Case(input: "zh-Hant-HK", chain: ["zh-Hant-HK", "zh-Hant", "root"]),
    Case(input: "sr-Latn", chain: ["sr-Latn", "root"]),
    Case(input: "sr-Latn-ME", chain: ["sr-Latn-ME", "sr-Latn", "root"]),
    Case(input: "sh", chain: ["sr-Latn", "root"]),
    Case(input: "sr_RS@latin", chain: ["sr-Latn-RS", "sr-Latn", "root"]),
    // Scripts inferred from regions
    Case(input: "sr-ME", chain: ["sr-Latn-ME", "sr-Latn", "root"]),
    Case(input: "zh-HK", chain: ["zh-Hant-HK", "zh-Hant", "root"]),
    Case(input: "zh-TW", chain: ["zh-Hant-TW", "zh-Hant", "root"]),
    Case(input: "zh-SG", chain: ["zh-Hans-SG", "zh-Hans", "zh", "root"]),
    Case(input: "uz-AF", chain: ["uz-Arab-AF", "uz-Arab", "root"]),
    Case(input: "pa-PK", chain: ["pa-Arab-PK", "pa-Arab", "root"]),
    // Plain truncation, variants, extensions, legacy codes
    Case(input: "de-CH-u-nu-latn", chain: ["de-CH", "de", "root"]),
    Case(input: "ca-ES-valencia", chain: ["ca-ES-valencia", "ca-ES", "ca", "root"]),
    Case(input: "iw", chain: ["he", "root"]),
    Case(input: "de_DE.UTF-8@euro", chain: ["de-DE", "de", "root"]),
    Case(input: "nn", chain: ["nn", "no", "root"]),
    Case(input: "root", chain: ["root"]),
  ]

  @Test("CLDR chains", arguments: cases)
  func chain(_ testCase: Case) throws {
    #expect(FallbackChain(try LocaleID(testCase.input)).map(\.tag) == testCase.chain)
  }

  @Test("parent(of:) follows CLDR's explicit parents")
  func parent() throws {
    #expect(FallbackChain.parent(of: try LocaleID("es-MX"))?.tag == "es-419")
    #expect(FallbackChain.parent(of: try LocaleID("zh-Hant"))?.tag == "root")
    #expect(FallbackChain.parent(of: .root) == nil)
  }

  @Test("Codable as an array of tags; a decoded chain is data, checked against ICU on request")
  func codable() throws {
    let chain = FallbackChain(try LocaleID("es-MX"))
    let data = try JSONEncoder().encode(chain)
    let decoded = try JSONDecoder().decode(FallbackChain.self, from: data)
    #expect(decoded == chain)
    #expect(decoded.isLocalICUChain)
    // Another ICU's chain (or a forged one) decodes, and says it is not this ICU's.
    let other = try JSONDecoder().decode(
      FallbackChain.self, from: Data(#"["sr-Latn","sr","root"]"#.utf8))
    #expect(other.map(\.tag) == ["sr-Latn", "sr", "root"])
    #expect(!other.isLocalICUChain)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(FallbackChain.self, from: Data("[]".utf8))
    }
  }
}
