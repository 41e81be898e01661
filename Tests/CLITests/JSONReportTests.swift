import Foundation
import SwitchLabels
import Testing

@testable import switch_labels

@Suite("JSON report: the audit report as Codable JSON", .tags(.cli))
struct JSONReportTests {
  static let report: AuditReport? = {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    guard let auditor = try? Auditor(service: service, geometries: Geometry.presets, jobs: 2),
      let locales = try? ["de", "ar", "ja", "fi", "kgp", "sr-ME", "zh-HK", "hi", "th"].map({
        try LocaleID($0)
      })
    else { return nil }
    return try? auditor.run(locales: locales)
  }()

  @Test("It decodes back into the same report, and reads the same whatever the threads")
  func roundTrip() throws {
    let report = try #require(Self.report)
    let text = try JSONReport(context: ReportContext(jobs: 4)).render(report)
    #expect(text.hasSuffix("}\n"))
    let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(text.utf8))
    #expect(decoded == report)
    #expect(try JSONReport(context: ReportContext(jobs: 1)).render(report) == text)
  }

  @Test("Bidi controls and line separators in the words are written as \\u escapes")
  func escapes() throws {
    let hostile = "A\u{202E}B\u{2028}C\u{2066}D\u{061C}"
    let text = try JSONOutput.encode(["word": hostile])
    for scalar in hostile.unicodeScalars where scalar.value > 0x7F {
      #expect(!text.unicodeScalars.contains(scalar))
    }
    #expect(text.contains(#"A\u202eB\u2028C\u2066D\u061c"#))
    let decoded = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
    #expect(decoded["word"].map { Array($0.unicodeScalars) } == Array(hostile.unicodeScalars))
  }
}
