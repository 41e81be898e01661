import Foundation
import Testing

/// `strings` and `audit --strings` on real apps' folders (the fixtures of
/// `SwitchLabelsTests/Fixtures/AppStrings`, described in its README), through the built binary.
@Suite("strings and audit on real apps' files", .tags(.cli))
struct RealAppStringsCommandTests {
  /// The fixture folder of `app`.
  static func app(_ app: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("SwitchLabelsTests/Fixtures/AppStrings/\(app)").path
  }

  struct Row: Decodable {
    let locale: String
    let on: String?
    let off: String?
    let source: String?
    let findings: [Finding]
  }

  struct Finding: Decodable {
    let kind: String
    let severity: String
    let message: String
  }

  struct Report: Decodable {
    let rows: [AuditRow]
  }

  struct AuditRow: Decodable {
    let locale: String
    let matched: String?
    let rung: String
    let on: State
    let off: State
    let findings: [Finding]
  }

  struct State: Decodable {
    let kind: String
    let text: String?
  }

  @Test func stringsReadsAnAndroidAppsQualifiers() throws {
    let run = try runTool([
      "strings", Self.app("ExactCalculator"), "--on-key", "desc_inv_on", "--off-key",
      "desc_inv_off", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try run.json([Row].self)
    #expect(
      rows.map(\.locale) == [
        "ast-ES", "de", "en", "en-XC", "he", "id", "sr", "sr-Latn", "sw", "zh-TW",
      ])
    let latin = try #require(rows.first { $0.locale == "sr-Latn" })
    #expect(latin.on == "sakrij inverzne funkcije")
    #expect(latin.off == "prikaži inverzne funkcije")
    #expect(latin.source?.hasSuffix("res/values-b+sr+Latn/strings.xml") == true)
    #expect(rows.first { $0.locale == "id" }?.source?.hasSuffix("values-in/strings.xml") == true)
    #expect(
      run.stderr.contains("keys desc_inv_on / desc_inv_off (given); 10 locales from 12 files"))
  }

  /// The pseudo-locale's values are hundreds of invisible marks long; the table cuts its cells
  /// (it was as wide as the longest escaped value, over 600 columns).
  @Test func stringsTableCutsLongCells() throws {
    let run = try runTool([
      "strings", Self.app("ExactCalculator"), "--on-key", "desc_inv_on", "--off-key",
      "desc_inv_off",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let table = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }
    #expect(table.count == 11)
    let english = try #require(table.first { $0.hasPrefix("en  ") })
    #expect(english.contains("hide inverse functions"))
    // Measured without the SOURCE column's folder, whose length depends on the checkout's path.
    let widths = table.map {
      $0.replacingOccurrences(of: Self.app("ExactCalculator"), with: "").count
    }
    #expect(widths.allSatisfy { $0 < 160 }, "\(widths)")
    #expect(table.contains { $0.hasPrefix("en-XC") && $0.contains("…") })
  }

  @Test func stringsShowsAnInterfaceBuilderCatalogsSourceTexts() throws {
    let run = try runTool([
      "strings", Self.app("Rectangle"), "--on-key", "d7y-s8-7GE.title", "--off-key",
      "ec4-FB-fMa.title", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try run.json([Row].self)
    let english = try #require(rows.first { $0.locale == "en" })
    #expect(english.on == "Top")
    #expect(english.off == "Bottom")
    #expect(!english.findings.contains { $0.kind == "appMissing" })
    let german = try #require(rows.first { $0.locale == "de" })
    #expect(german.findings.filter { $0.kind == "appNeedsReview" }.count == 2)
  }

  /// Sparkle's `no.lproj` has other keys: the audit keeps the locale (it was left out) and says the
  /// app shows its English words there.
  @Test func auditKeepsALocaleWithoutTheKeys() throws {
    let run = try runTool([
      "audit", "--strings", Self.app("Sparkle"), "--on-key", "173.title", "--off-key",
      "171.title", "--preset", "ios", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(Report.self)
    #expect(report.rows.map(\.locale) == ["de", "en", "no", "pt-BR", "zh-CN"])
    let norwegian = try #require(report.rows.first { $0.locale == "no" })
    #expect(norwegian.matched == "en")
    let missing = norwegian.findings.filter { $0.kind == "appMissing" }
    #expect(missing.count == 2)
    #expect(missing.contains { $0.message.contains("\"Install Update\"") })
    #expect(norwegian.findings.contains { $0.kind == "appFallback" })
  }

  @Test func auditUsesAnAndroidAppsWords() throws {
    let run = try runTool([
      "audit", "--strings", Self.app("ExactCalculator"), "--on-key", "mode_rad", "--off-key",
      "mode_deg", "--preset", "material3", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(Report.self)
    #expect(report.rows.count == 10)
    // Asturian's off word is the degree sign.
    let asturian = try #require(report.rows.first { $0.locale == "ast-ES" })
    #expect(asturian.on.text == "rad")
    #expect(asturian.off.text == "º")
    #expect(asturian.rung == "preferred")
    let german = try #require(report.rows.first { $0.locale == "de" })
    #expect(german.matched == "de")
    #expect(german.rung == "image")
    #expect(german.findings.contains { $0.kind == "imageFallback" })
    let hebrew = try #require(report.rows.first { $0.locale == "he" })
    #expect(hebrew.matched == "he")
    #expect(hebrew.findings.contains { $0.kind == "appUntranslated" })
  }

  /// `import` writes only the locales whose own files have both keys: not Sparkle's `no`, whose
  /// words would be the English fallback.
  @Test func importSkipsALocaleWithoutTheKeys() throws {
    let output = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try runTool([
      "import", Self.app("Sparkle"), "--on-key", "173.title", "--off-key", "171.title",
      "--output", output.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    #expect(names == ["de.json", "en.json", "pt-BR.json", "zh-CN.json"])
    let german = try String(contentsOf: output.appendingPathComponent("de.json"), encoding: .utf8)
    #expect(german.contains("\"Installieren\""))
    #expect(german.contains("de.lproj/SUUpdateAlert.strings"))
  }
}
