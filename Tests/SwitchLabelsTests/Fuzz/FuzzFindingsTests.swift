import Foundation
import Testing

@testable import SwitchLabels

/// Inputs the fuzz targets (`Fuzz/`, `make fuzz`) found breaking a reader's contract, each kept
/// as a file under `Fixtures/Fuzz/<target>/` with what the reader must do with it now.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
  /// What a reader must do with an input.
  enum Outcome: Sendable {
    /// Read it, and take the value the rest of the way (a switch resolved with it).
    case value
    /// Throw an error whose message contains this text.
    case error(containing: String)
  }

  /// One finding: the fixture (relative to `Fixtures/Fuzz`), what it broke, what must happen.
  struct Finding: Sendable, CustomTestStringConvertible {
    let file: String
    let broke: String
    let outcome: Outcome

    var testDescription: String { "\(file): \(broke)" }

    var path: String { FuzzFindingsTests.fixtures.appendingPathComponent(file).path }
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Fuzz")

  // MARK: Geometry files (fuzz-geometry)

  static let geometryFindings: [Finding] = [
    Finding(
      file: "geometry/beside-width-2e52.json",
      broke: "a trace number beyond Int.max trapped converting to Int (widths are bounded now)",
      outcome: .error(containing: "besideWidth: 2e+52 must be a number")),
    Finding(
      file: "geometry/face-index-1e300.json",
      broke: "a face index beyond Int.max trapped converting to Int",
      outcome: .error(containing: "font.faceIndex: must be a whole number")),
    Finding(
      file: "geometry/empty.json",
      broke: "nothing of ours: FoundationEssentials leaks reading an empty file (suppressed)",
      outcome: .error(containing: "not valid JSON")),
  ]

  @Test(arguments: geometryFindings)
  func geometry(_ finding: Finding) throws {
    switch finding.outcome {
    case .value:
      let geometry = try Geometry.load(file: finding.path)
      let service = LabelService(measurer: EstimatingMeasurer())
      for tag in ["de-CH", "ar", "ja"] {
        let resolution = try service.resolve(try LocaleID(tag), geometry: geometry)
        #expect(resolution.trace.allSatisfy { !$0.description.isEmpty })
        #expect(resolution.states.on.width.isFinite && resolution.states.off.width.isFinite)
      }
    case .error(let text):
      #expect {
        _ = try Geometry.load(file: finding.path)
      } throws: { error in
        "\(error)".contains(text) && "\(error)".contains(finding.path)
      }
    }
  }

  // MARK: Font files (fuzz-font)

  static let fontFindings: [Finding] = [
    Finding(
      file: "font/negative-advances.ttf",
      broke: "its advances summed to −55 px for an Arabic word: a negative width",
      outcome: .value)
  ]

  @Test("A font whose advances sum below zero measures 0 px, never a negative width")
  func negativeAdvances() throws {
    let path = Self.fontFindings[0].path
    let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
    let font = FontSpec(path: path, faceIndex: 0, size: 17)
    let measurement = try measurer.measure("تشغيل", font: font, locale: try LocaleID("ar"))
    #expect(measurement.width == 0)
    let latin = try measurer.measure("On", font: font, locale: try LocaleID("en"))
    #expect(latin.width >= 0 && latin.width.isFinite)
  }

  // MARK: Locale identifiers (fuzz-locale-id)

  static let localeFindings: [Finding] = [
    Finding(
      file: "locale-id/lvariant-reordered.txt",
      broke: "its canonical tag read back as another tag",
      outcome: .error(containing: "not a well-formed BCP 47 tag")),
    Finding(
      file: "locale-id/lvariant-unparseable.txt",
      broke: "its canonical tag did not read back at all",
      outcome: .error(containing: "not a well-formed BCP 47 tag")),
  ]

  @Test(arguments: localeFindings)
  func localeID(_ finding: Finding) throws {
    let text = try String(contentsOfFile: finding.path, encoding: .utf8)
    switch finding.outcome {
    case .value:
      let locale = try LocaleID(text)
      #expect(try LocaleID(locale.tag) == locale)
    case .error(let message):
      #expect {
        _ = try LocaleID(text)
      } throws: { error in
        (error as? LocaleError)?.input == text && "\(error)".contains(message)
      }
    }
  }

  // MARK: App strings (fuzz-po)

  static let poFindings: [Finding] = [
    Finding(
      file: "po/header-fields.po",
      broke: "each header field read lost a copy of the whole header (LeakSanitizer: the shim did "
        + "not free po_file_domain_header's result); leaks show when the suite runs under "
        + "AddressSanitizer",
      outcome: .value)
  ]

  @Test(arguments: poFindings)
  func po(_ finding: Finding) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: finding.path)))
    let strings = try AppStringsReader().read(bytes: bytes, file: "po/x.po", as: .po)
    #expect(strings.table(for: try LocaleID("de"))?.entry("On")?.value == "Ein")
  }

  /// ICU's private-use variants that do read back stay accepted.
  @Test(arguments: ["en_US_ABC", "de_DE_X1"])
  func privateUseVariantsThatReadBack(_ identifier: String) throws {
    let locale = try LocaleID(identifier)
    #expect(locale.tag.contains("-x-lvariant-"))
    #expect(try LocaleID(locale.tag) == locale)
  }

  /// Every fixture has a row above: a finding is not kept without saying what must happen.
  @Test func everyFixtureHasAFinding() throws {
    let listed = Set(
      (Self.geometryFindings + Self.localeFindings + Self.poFindings + Self.fontFindings).map(
        \.file))
    var found: Set<String> = []
    for target in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path) {
      let folder = Self.fixtures.appendingPathComponent(target).path
      for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
        found.insert("\(target)/\(file)")
      }
    }
    #expect(found == listed)
  }
}
