import Foundation
import Testing

@testable import switch_labels

/// Chromium, where it is installed (scripts/setup-system installs it; elsewhere the browser test
/// is skipped: it needs a real browser to prove the page's policy holds).
let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

@Suite("HTML report: its script hash, and a hostile catalog's page in a browser", .tags(.cli))
struct HTMLReportTests {
  @Test("The policy's script hash is the SHA-256 of the script, as coreutils computes it")
  func scriptHash() throws {
    #expect(HTMLReport.scriptHash == (try sha256Base64(HTMLReport.script)))
    #expect(HTMLReport.contentSecurityPolicy.contains("'sha256-\(HTMLReport.scriptHash)'"))
  }

  /// Texts that would run script if the page put them in as markup.
  static let on = [#"<img src=x onerror="document.title='pwned'">"#, "<b>On</b>"]
  static let off = ["<script>document.title='pwned'</script>", "Off"]

  // Chromium is needed to run the page (installed by scripts/setup-system); without it the test
  // cannot check what a browser does with the page, so it is skipped.
  @Test(
    "A hostile catalog's page in headless Chromium: texts shown as text, only our script runs",
    .enabled(if: chromium != nil))
  func browser() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalogs = folder.appendingPathComponent("catalogs")
    try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
    let catalog: [String: Any] = [
      "schemaVersion": 1, "locale": "de",
      "on": ["texts": Self.on, "spoken": "<i>spoken</i>"],
      "off": ["texts": Self.off, "spoken": "Aus"],
      "provenance": ["basis": "</table><script>document.title='pwned'</script>"],
    ]
    try JSONSerialization.data(withJSONObject: catalog).write(
      to: catalogs.appendingPathComponent("de.json"))
    let geometry = folder.appendingPathComponent("wide.json")
    let wide: [String: Any] = [
      "schemaVersion": 1, "name": "wide \u{202E}evil</svg><script>x()</script>",
      "basedOn": "winui", "besideWidth": 1000,
    ]
    try JSONSerialization.data(withJSONObject: wide).write(to: geometry)
    let page = folder.appendingPathComponent("page.html")
    let run = try runTool([
      "audit", "--catalog", catalogs.path, "--locales", "de,de-CH,ar", "--geometry", geometry.path,
      "--preset", "ios-classic", "--format", "html", "--output", page.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")

    let browser = try #require(chromium)
    let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
    let dom = try runProgram(
      "/usr/bin/timeout", ["120", browser] + arguments + ["--dump-dom", page.absoluteString])
    #expect(dom.status == 0, "\(dom.stderr)")
    let title = dom.stdout.firstMatch(of: try Regex("<title>([^<]*)</title>"))?[1].substring
    #expect(title.map(String.init)?.hasPrefix("switch-labels audit: 3 locales") == true)
    #expect(!dom.stdout.contains("<title>pwned"))
    // Our script ran (it rewrites the count), the page's markup holds no injected element.
    #expect(dom.stdout.contains("<output id=\"count\">6 of 6 rows</output>"))
    #expect(!dom.stdout.contains("<img"))
    #expect(!dom.stdout.contains("<b>On"))
    #expect(!dom.stdout.contains("<i>spoken"))
    #expect(dom.stdout.components(separatedBy: "<script").count == 2)
    // The texts are there, as text.
    #expect(dom.stdout.contains("&lt;img src=x onerror="))
    #expect(dom.stdout.contains("⟦U+202E⟧"))

    let screenshot = folder.appendingPathComponent("page.png")
    let shot = try runProgram(
      "/usr/bin/timeout",
      ["120", browser] + arguments + [
        "--window-size=1400,1900", "--hide-scrollbars", "--screenshot=\(screenshot.path)",
        page.absoluteString,
      ])
    #expect(shot.status == 0, "\(shot.stderr)")
    let png = try Data(contentsOf: screenshot)
    #expect(png.count > 10_000)
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    if let keep = ProcessInfo.processInfo.environment["SWITCH_LABELS_KEEP_SCREENSHOT"] {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(atPath: screenshot.path, toPath: keep)
    }
  }
}
