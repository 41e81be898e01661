import Foundation
import Testing

/// The HTML report as a team reads it: a locale's long notes said once, and a page no wider than
/// a 1280 or 1400 px window.
@Suite("HTML report: notes once per locale, a page that fits the window", .tags(.cli))
struct HTMLReportLayoutTests {
  /// ExactCalculator's inverse-function words, audited on every preset: its words differ from
  /// our catalogs in every locale, and our catalogs' notes on their words are long.
  static let appArguments = [
    "audit", "--strings", RealAppStringsCommandTests.app("ExactCalculator"), "--on-key",
    "desc_inv_on", "--off-key", "desc_inv_off", "--format", "html",
  ]

  @Test("A note every row of a locale has is written once, and each of its rows links to it")
  func notesOnce() throws {
    let run = try runTool(Self.appArguments)
    #expect(run.status == 0, "\(run.stderr)")
    let page = run.stdout
    // The Asturian catalog's provenance, quoted by appDiffersFromCatalog: six rows, one note.
    let basis = "(ours: The standard Asturian state words (past participles of activar/desactivar)"
    #expect(page.components(separatedBy: basis).count - 1 == 1)
    #expect(page.contains("<h2>Notes for each locale (10)</h2>"))
    let rows = page.components(separatedBy: "<tr data-order=").dropFirst()
    let asturian = rows.filter { $0.contains("<td><b>ast-ES</b>") }
    #expect(asturian.count == 6)
    for row in asturian {
      #expect(row.contains("<b>appDiffersFromCatalog</b> <a href=\"#note-1\">note for ast-ES</a>"))
      #expect(!row.contains("Asturian state words"))
    }
    #expect(page.contains("<tr id=\"note-1\"><td>ast-ES</td>"))
  }

  @Test("A locale with one row keeps its findings on the row: no notes section")
  func oneRowEach() throws {
    let run = try runTool([
      "audit", "--locales", "de-CH,kgp", "--preset", "ios-classic", "--format", "html",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("Notes for each locale"))
    #expect(run.stdout.contains("<b>servedByParent</b> de-CH has no catalog of its own"))
  }

  // Chromium is needed to lay the page out (installed by scripts/setup-system); without it
  // there is nothing to measure, so the test is skipped.
  @Test(
    "At 1280 and 1400 px the page is no wider than the window",
    .enabled(if: chromium != nil), arguments: [1280, 1400])
  func fitsTheWindow(width: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pages = [
      // Every preset, winui's wide drawing among them; right-to-left, CJK and long words.
      ["audit", "--locales", "de-CH,ar,fi,ja,sr-ME,kgp", "--format", "html"],
      Self.appArguments,
    ]
    for (index, arguments) in pages.enumerated() {
      let run = try runTool(arguments)
      #expect(run.status == 0, "\(run.stderr)")
      // A copy of the page that reports its layout in its title: the page's policy allows
      // only its own script, so the copy drops the policy and adds a measuring one.
      let measured = try Self.measuring(run.stdout)
      let file = folder.appendingPathComponent("page\(index).html")
      try Data(measured.utf8).write(to: file)
      let browser = try #require(chromium)
      let dom = try runProgram(
        "/usr/bin/timeout",
        [
          "120", browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
          "--hide-scrollbars", "--window-size=\(width),1000", "--dump-dom", file.absoluteString,
        ])
      #expect(dom.status == 0, "\(dom.stderr)")
      let title = try #require(
        dom.stdout.firstMatch(of: try Regex("<title>layout ([0-9]+) ([0-9]+)</title>")),
        "\(dom.stdout.prefix(300))")
      let page = Int(title[1].substring ?? "") ?? .max
      let window = Int(title[2].substring ?? "") ?? 0
      #expect(window == width)
      #expect(page <= window, "page \(index) is \(page) px wide in a \(window) px window")
    }
  }

  /// `page` without its policy, with a script that puts the page's and the window's widths in
  /// the title.
  static func measuring(_ page: String) throws -> String {
    let policy = try Regex("<meta http-equiv=\"Content-Security-Policy\"[^>]*>")
    let script =
      "<script>document.title = 'layout ' + document.documentElement.scrollWidth + ' ' + "
      + "window.innerWidth;</script>"
    let stripped = page.replacing(policy, with: "")
    #expect(stripped != page)
    return stripped.replacingOccurrences(of: "</body>", with: script + "</body>")
  }
}
