import Foundation
import SwitchLabels
import Testing

/// `--text-size` on audit and resolve: one more axis in every report format, bad values exit 64.
@Suite("--text-size", .tags(.cli))
struct TextSizeCommandTests {
  static let base = [
    "audit", "--locales", "de,fi,ar", "--preset", "ios-classic", "--preset",
    "gtk3-adwaita", "--text-size", "default,LARGE,max",
  ]

  @Test("audit JSON: rows per locale × size × geometry, each naming its size; sizes summarised")
  func json() throws {
    let run = try runTool(Self.base + ["--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    #expect(report.textSizes == [.standard, .large, .maximum])
    #expect(report.rows.count == 3 * 3 * 2)
    #expect(
      report.rows.prefix(6).map(\.textSize.name) == [
        "default", "default", "large", "large", "max", "max",
      ])
    #expect(report.summary.byTextSize.map(\.textSize) == [.standard, .large, .maximum])
    for counts in report.summary.byTextSize {
      #expect(counts.rungs.values.reduce(0, +) == 6)
    }
    // Larger text is fitted with a larger font: the row's label box for the growing GTK switch
    // and its preferred widths grow.
    let de = report.rows.filter { $0.locale.tag == "de" && $0.geometry == "gtk3-adwaita" }
    let widths = de.compactMap(\.preferredWidth)
    #expect(widths.count == 3 && widths[0] < widths[1] && widths[1] < widths[2])
    #expect(run.stderr.contains("3 locales × 3 text sizes × 2 geometries (18 rows)"))
  }

  @Test("CSV has a text_size column; Markdown, table and JUnit name the size")
  func textFormats() throws {
    let csv = try runTool(Self.base + ["--format", "csv"])
    #expect(csv.status == 0)
    let lines = csv.stdout.split(separator: "\r\n")
    #expect(lines.first?.hasPrefix("locale,locale_name,geometry,text_size,") == true)
    #expect(lines.dropFirst().contains { $0.hasPrefix("de,German,gtk3-adwaita,max,") })
    let markdown = try runTool(Self.base + ["--format", "markdown"])
    #expect(markdown.stdout.contains("## Rungs by text size"))
    #expect(markdown.stdout.contains("| locale | geometry | text size | dir |"))
    let table = try runTool(Self.base + ["--format", "table"], environment: ["COLUMNS": "160"])
    #expect(table.stdout.hasPrefix("LOCALE  GEOMETRY      SIZE"))
    #expect(table.stdout.contains("  at max "))
    let junit = try runTool(Self.base + ["--format", "junit", "--fail-on", "image"])
    #expect(junit.status == 1)
    #expect(junit.stdout.contains("name=\"de × ios-classic at max\""))
    #expect(junit.stdout.contains("<property name=\"text-sizes\" value=\"default,large,max\"/>"))
  }

  @Test("HTML groups the rows by size, draws each at its size and filters by it")
  func html() throws {
    let run = try runTool(Self.base + ["--format", "html"])
    #expect(run.status == 0)
    let page = run.stdout
    let groups = ["default", "large", "max"].map { "<tr class=\"group\" data-group=\"\($0)\">" }
    let positions = try groups.map { try #require(page.range(of: $0)).lowerBound }
    #expect(positions == positions.sorted())
    // Every row after the "max" heading is a max row.
    let afterMax = page[positions[2]...]
    #expect(!afterMax.contains("data-size=\"default\""))
    #expect(afterMax.contains("data-size=\"max\""))
    #expect(page.contains("<select id=\"f-size\">"))
    #expect(page.contains("<h2>Rungs by text size</h2>"))
  }

  @Test("resolve --text-size: the trace says which size")
  func resolve() throws {
    let run = try runTool([
      "resolve", "--locale", "de", "--preset", "android-switchcompat", "--text-size", "2.0",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("de × android-switchcompat at text size 2: grown"))
    #expect(run.stdout.contains("textSize   2: Android font scale 2 (non-linear), font 14 → 26 px"))
    let json = try runTool([
      "resolve", "--locale", "de", "--preset", "ios", "--text-size", "ax3", "--format", "json",
    ])
    #expect(try json.json(Resolution.self).textSize == TextSize(.category(.ax3)))
  }

  static let bad: [[String]] = [
    ["audit", "--locales", "de", "--text-size", "huge"],
    ["audit", "--locales", "de", "--text-size", "default,,max"],
    ["audit", "--locales", "de", "--text-size", "NaN"],
    ["audit", "--locales", "de", "--text-size", "-2"],
    ["audit", "--locales", "de", "--text-size", "1e9"],
    ["resolve", "--locale", "de", "--text-size", "12"],
    ["resolve", "--locale", "de", "--text-size", ""],
  ]

  @Test("Bad text sizes exit 64 naming the option and the value", arguments: bad)
  func badValues(_ arguments: [String]) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains("--text-size"))
    #expect(run.stdout.isEmpty)
  }
}

/// `--text-size` on render, export and presets.
@Suite("--text-size: render, export, presets", .tags(.cli))
struct TextSizeOutputTests {
  @Test("render switch draws at the size: GTK's switch grows with max text")
  func render() throws {
    let standard = try runTool(["render", "switch", "--locale", "fi", "--preset", "gtk3-adwaita"])
    let large = try runTool([
      "render", "switch", "--locale", "fi", "--preset", "gtk3-adwaita", "--text-size", "max",
    ])
    #expect(standard.status == 0 && large.status == 0)
    #expect(large.stderr.contains("fi × gtk3-adwaita at text size max: grown"))
    func height(_ svg: String) throws -> Double {
      let match = try #require(svg.firstMatch(of: try Regex(#"height="([0-9.]+)""#)))
      let text = try #require(match[1].substring)
      return try #require(Double(String(text)))
    }
    #expect(try height(large.stdout) > height(standard.stdout))
    let segmented = try runTool([
      "render", "segmented", "--locale", "de", "--segments", "a,b", "--width", "200",
      "--text-size", "max",
    ])
    #expect(segmented.status == 64)
    #expect(segmented.stderr.contains("'--text-size' does not apply"))
  }

  @Test("export carries a decision per size, keyed <geometry>@<size>")
  func export() throws {
    let run = try runTool([
      "export", "--format", "xcstrings", "--locales", "de,fi", "--preset", "ios-classic",
      "--text-size", "default,max",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"switch.ios.classic.default.on\""))
    #expect(run.stdout.contains("\"switch.ios.classic.max.on\""))
    let json = try runTool([
      "export", "--format", "json", "--locales", "de", "--preset", "gtk3-adwaita", "--text-size",
      "large,2",
    ])
    #expect(json.stdout.contains("\"gtk3-adwaita@large\" : {"))
    #expect(json.stdout.contains("\"gtk3-adwaita@2\" : {"))
    let bad = try runTool(["export", "--format", "json", "--text-size", "AX9"])
    #expect(bad.status == 64)
  }

  @Test("presets lists how each preset follows text size")
  func presets() throws {
    let run = try runTool(["presets"])
    #expect(
      run.stdout.contains(
        "text size: Android font scale, growsWidth (default 14 px, large 22 px, max 26 px)"))
    #expect(
      run.stdout.contains(
        "text size: Dynamic Type Caption 2, keepsSize (default 11 px, large 20 px, max 40 px)"))
  }
}
