import Foundation
import FoundationXML
import SwitchLabels
import Testing

@Suite("switch-labels audit", .tags(.cli))
struct AuditCommandTests {
  static func audit(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRun {
    try runTool(["audit"] + arguments, environment: environment)
  }

  static let small = ["--locales", "de-CH,ar,ja,kgp", "--preset", "ios-classic"]

  // MARK: Formats

  @Test(
    "table (default): one line per row, the summary, stderr's summary line, no colour in a pipe")
  func table() throws {
    let run = try Self.audit(Self.small, environment: ["COLUMNS": "100"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("LOCALE  GEOMETRY") == true)
    #expect(lines.filter { $0.hasPrefix("de-CH ") || $0.hasPrefix("kgp ") }.count == 2)
    #expect(run.stdout.contains("4 locales × 1 geometry (4 rows)"))
    #expect(run.stdout.contains("no catalog (1) kgp"))
    #expect(!run.stdout.contains("\u{1B}["))
    #expect(run.stderr.hasPrefix("4 locales × 1 geometry (4 rows): "))
    #expect(run.stderr.contains("1 without a catalog"))
  }

  @Test("table: fits COLUMNS", arguments: [40, 60, 80, 120])
  func tableWidth(_ columns: Int) throws {
    let run = try Self.audit(
      [
        "--locales", "de-CH,ar,ja,th,zh-Hant-HK,kgp", "--preset", "ios-classic", "--preset",
        "android-switchcompat",
      ], environment: ["COLUMNS": "\(columns)"])
    #expect(run.status == 0)
    for line in run.stdout.split(separator: "\n") {
      #expect(displayWidth(String(line)) <= columns, "\(line)")
    }
  }

  @Test("table: colour with --color always, on a terminal, never with NO_COLOR")
  func colour() throws {
    let sgr = try Regex("\u{1B}\\[[0-9;]*m")
    let always = try Self.audit(Self.small + ["--color", "always"])
    #expect(always.stdout.contains(sgr))
    let never = try Self.audit(Self.small + ["--color", "never"])
    #expect(!never.stdout.contains(sgr))
    // On a terminal (a pseudo-terminal from script(1)), colour is on unless NO_COLOR is set.
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    let command = ([toolURL.path, "audit"] + Self.small).map { "'\($0)'" }.joined(separator: " ")
    let terminal = try runProgram("/usr/bin/script", ["-qec", command, "/dev/null"])
    #expect(terminal.stdout.contains(sgr))
    let noColor = try runProgram(
      "/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"])
    #expect(noColor.stdout.contains("LOCALE"))
    #expect(!noColor.stdout.contains(sgr))
  }

  @Test("json: decodes into AuditReport; report on stdout, summary on stderr")
  func json() throws {
    let run = try Self.audit(Self.small + ["--preset", "gtk3-adwaita", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    #expect(report.schemaVersion == 1)
    #expect(report.rows.count == 8)
    #expect(report.generatedBy.tool == "switch-labels")
    #expect(report.generatedBy.icu == LocaleID.icuVersion)
    #expect(report.summary.withoutCatalog.map(\.tag) == ["kgp"])
    #expect(!report.fonts.isEmpty)
    #expect(report.rows.first { $0.locale.tag == "de-CH" }?.on.text == "AN")
    // The library's own encoding of the decoded report is the same text, byte for byte.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    #expect(String(decoding: try encoder.encode(report), as: UTF8.self) + "\n" == run.stdout)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    for key in ["schemaVersion", "generatedBy", "fonts", "rows", "summary"] {
      #expect(object[key] != nil, "\(key)")
    }
    #expect(run.stderr.hasPrefix("4 locales × 2 geometries (8 rows)"))
  }

  @Test("json: the same bytes whatever --jobs")
  func jobs() throws {
    let arguments = [
      "--locales", "catalog", "--preset", "ios", "--preset", "gtk3-adwaita",
      "--format", "json",
    ]
    let one = try Self.audit(arguments + ["--jobs", "1"])
    let four = try Self.audit(arguments + ["--jobs", "4"])
    #expect(one.status == 0 && four.status == 0)
    #expect(one.stdout == four.stdout)
    #expect(try one.json(AuditReport.self).summary.locales == CatalogSet.bundled.locales.count)
  }

  @Test("csv: RFC 4180, a header and one record per row")
  func csv() throws {
    let run = try Self.audit(Self.small + ["--format", "csv"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("locale,locale_name,geometry,text_size,matched,chain,direction,"))
    #expect(run.stdout.hasSuffix("\r\n"))
    let records = try parseCSV(run.stdout)
    #expect(records.count == 5)
    #expect(Set(records.map(\.count)).count == 1)
    let header = records[0]
    let kgp = try #require(records.first { $0.first == "kgp" })
    #expect(kgp[try #require(header.firstIndex(of: "rung"))] == "image")
    #expect(kgp[try #require(header.firstIndex(of: "on_kind"))] == "image")
  }

  @Test("markdown: headings, the summary and a table row per locale × geometry")
  func markdown() throws {
    let run = try Self.audit(Self.small + ["--format", "markdown"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("# switch-labels audit\n"))
    #expect(run.stdout.contains("## Rungs"))
    #expect(run.stdout.contains("## Locales without a catalog (1)\n\nkgp"))
    let rows = run.stdout.components(separatedBy: "## Rows")[1].split(separator: "\n")
      .filter { $0.hasPrefix("| ") }
    #expect(rows.count == 5)  // header and four rows
  }

  @Test("html: self-contained, a picture of both states per row, a policy that allows one script")
  func html() throws {
    let run = try Self.audit(Self.small + ["--preset", "winui", "--format", "html"])
    #expect(run.status == 0)
    let page = run.stdout
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.components(separatedBy: "<svg ").count - 1 == 8)
    #expect(page.components(separatedBy: "data-state=\"on\"").count - 1 == 8)
    // Nothing loads from anywhere.
    for reference in ["http://", "https://", "src=", "<link", "@import", "url("] {
      #expect(
        !page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
          .contains(reference), "\(reference)")
    }
    // One inline script, allowed by its hash and nothing else.
    let scripts = page.components(separatedBy: "<script>")
    #expect(scripts.count == 2)
    let script = try #require(scripts.last?.components(separatedBy: "</script>").first)
    let policy = try #require(
      page.firstMatch(of: try Regex("Content-Security-Policy\" content=\"([^\"]*)\""))?[1]
        .substring)
    #expect(policy.contains("default-src 'none'"))
    #expect(policy.contains("script-src 'sha256-\(try sha256Base64(script))'"))
    // Filters for rung, direction and script; the rows carry what they filter on.
    for id in ["f-rung", "f-dir", "f-script", "f-geometry"] {
      #expect(page.contains("id=\"\(id)\""))
    }
    #expect(page.contains("data-rung=\"image\" data-dir=\"ltr\" data-script=\"Latn\""))
    #expect(page.contains("data-dir=\"rtl\" data-script=\"Arab\""))
  }

  @Test(
    "html: the script sorts and filters (run with node against a small DOM)",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/node")))
  func htmlScript() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("audit.html")
    let run = try Self.audit(Self.small + ["--format", "html", "--output", page.path])
    #expect(run.status == 0)
    let harness = folder.appendingPathComponent("harness.js")
    try Data(domHarness.utf8).write(to: harness)
    let node = try runProgram("/usr/bin/node", [harness.path, page.path])
    #expect(node.status == 0, "\(node.stderr)")
    #expect(
      node.stdout == """
        all: 4 of 4 rows
        rung=image: 1 of 4 rows kgp
        dir=rtl: 1 of 4 rows ar
        script=Latn: 2 of 4 rows de-CH kgp
        size=default: 4 of 4 rows de-CH ar ja kgp
        search=jap: 1 of 4 rows ja
        sort locale ascending: ar de-CH ja kgp
        sort locale descending: kgp ja de-CH ar
        sort rung ascending: first preferred, last image

        """)
  }

  @Test("junit: well-formed XML, a suite per geometry, a case per row, failures on --fail-on")
  func junit() throws {
    let run = try Self.audit(
      Self.small + ["--preset", "gtk3-adwaita", "--format", "junit", "--fail-on", "image"])
    #expect(run.status == 1)
    let document = try XMLDocument(data: Data(run.stdout.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "8")
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue } == ["ios-classic", "gtk3-adwaita"])
    let cases = suites.flatMap { $0.elements(forName: "testcase") }
    #expect(cases.count == 8)
    let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
    let failedNames = failed.map { $0.attribute(forName: "name")?.stringValue ?? "" }
    #expect(failedNames.contains("kgp × ios-classic"))
    #expect(root.attribute(forName: "failures")?.stringValue == "\(failed.count)")
    #expect(!run.stdout.contains("<!DOCTYPE") && !run.stdout.contains("<!ENTITY"))
    // --fail-on never: a record, every case passes.
    let record = try Self.audit(Self.small + ["--format", "junit"])
    #expect(record.status == 0)
    #expect(!record.stdout.contains("<failure"))
  }

  // MARK: Exit codes (--fail-on: AuditFindingsTests)

  @Test("Errors: usage 64, bad locale 65 naming it, missing font 69, nothing on stdout")
  func errors() throws {
    let unknownPreset = try Self.audit(["--locales", "de", "--preset", "nope"])
    #expect(unknownPreset.status == 64)
    #expect(unknownPreset.stderr.contains("unknown preset \"nope\""))
    #expect(try Self.audit(["--format", "yaml"]).status == 64)
    #expect(try Self.audit(["--fail-on", "sometimes"]).status == 64)
    #expect(try Self.audit(["--jobs", "0"]).status == 64)
    #expect(try Self.audit(["--locales", "de", "stray"]).status == 64)
    for locales in ["de,../x", "de,,fr", "\u{1}"] {
      let bad = try Self.audit(["--locales", locales, "--preset", "ios"])
      #expect(bad.status == 65, "\(locales)")
      #expect(bad.stdout.isEmpty)
      #expect(bad.stderr.hasPrefix("error: --locales"))
    }
    #expect(try Self.audit(["--locales", "de,../x"]).stderr.contains("\"../x\""))
    let noFont = try Self.audit([
      "--locales", "de", "--preset", "ios", "--font", "No Such Family Anywhere", "--format", "json",
    ])
    #expect(noFont.status == 69, "\(noFont.stderr)")
    #expect(noFont.stdout.isEmpty)
    #expect(noFont.stderr.contains("No Such Family Anywhere"))
    let noFontFile = try Self.audit(["--locales", "de", "--font", "/nonexistent/font.ttf"])
    #expect(noFontFile.status == 69)
    let badCatalogFolder = try Self.audit(["--locales", "de", "--catalog", "/nonexistent/folder"])
    #expect(badCatalogFolder.status == 66, "a missing input")
  }

  // MARK: --output

  @Test("--output: the whole report or nothing, no temporary file left, stdout empty")
  func output() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["table", "json", "csv", "markdown", "html", "junit"] {
      let path = folder.appendingPathComponent("audit.\(format)").path
      let run = try Self.audit(Self.small + ["--format", format, "--output", path])
      #expect(run.status == 0, "\(format): \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.hasPrefix("4 locales × 1 geometry"))
      let written = try String(contentsOfFile: path, encoding: .utf8)
      let piped = try Self.audit(Self.small + ["--format", format])
      // JUnit's times are measured; everything else is the same.
      let untimed = { (text: String) in text.replacing(#/ time="[0-9.]+"/#, with: "") }
      #expect(untimed(written) == untimed(piped.stdout), "\(format)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      names.sorted() == ["csv", "html", "json", "junit", "markdown", "table"].map { "audit.\($0)" })
  }

  @Test("--output: an unwritable path is exit 73 with no file; a failed run keeps the old report")
  func unwritableOutput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missingFolder = folder.appendingPathComponent("no/such/folder/audit.json").path
    let run = try Self.audit(Self.small + ["--format", "json", "--output", missingFolder])
    #expect(run.status == 73)
    #expect(run.stderr.contains("cannot write"))
    #expect(run.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: missingFolder))
    let directory = try Self.audit(Self.small + ["--output", folder.path])
    #expect(directory.status == 73)
    let notAFolder = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: notAFolder)
    #expect(
      try Self.audit(Self.small + ["--output", notAFolder.path + "/audit.json"]).status == 73)

    // A good report stays when a later run fails.
    let good = folder.appendingPathComponent("good.json").path
    #expect(try Self.audit(Self.small + ["--format", "json", "--output", good]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: good))
    let failed = try Self.audit([
      "--locales", "de", "--font", "No Such Family Anywhere", "--format", "json", "--output", good,
    ])
    #expect(failed.status == 69)
    #expect(try Data(contentsOf: URL(fileURLWithPath: good)) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "file", "good.json",
      ])
  }

  @Test(
    "--output: a symbolic link's target is replaced; a named pipe is written into, not replaced")
  func outputLinksAndPipes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real.json")
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    #expect(try Self.audit(Self.small + ["--format", "json", "--output", link.path]).status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
    #expect(
      try JSONDecoder().decode(AuditReport.self, from: Data(contentsOf: real)).rows.count == 4)

    let pipe = folder.appendingPathComponent("pipe")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let received = CollectedOutput()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      if let handle = FileHandle(forReadingAtPath: pipe.path) {
        received.set(handle.readDataToEndOfFile())
      }
      group.leave()
    }
    let run = try Self.audit(Self.small + ["--format", "csv", "--output", pipe.path])
    group.wait()
    #expect(run.status == 0, "\(run.stderr)")
    #expect(String(decoding: received.get(), as: UTF8.self).hasPrefix("locale,locale_name,"))
    var info = stat()
    #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "link.json", "pipe", "real.json",
      ])
  }

  // MARK: The whole matrix

  @Test("The default matrix: every ICU locale × every preset, as JSON")
  func defaultMatrix() throws {
    let run = try Self.audit(["--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try run.json(AuditReport.self)
    #expect(report.summary.locales == LocaleID.icuAvailable.count)
    #expect(report.summary.geometries == Geometry.presets.map(\.name))
    #expect(report.rows.count == LocaleID.icuAvailable.count * Geometry.presets.count)
    #expect(report.summary.findings[.missingGlyphs] == 0)
    // Every row keeps the ladder's promises.
    for row in report.rows where row.rung.drawsText {
      #expect(row.on.width <= row.on.available + 0.01, "\(row.locale) × \(row.geometry)")
      #expect(row.off.width <= row.off.available + 0.01, "\(row.locale) × \(row.geometry)")
    }
    #expect(run.stderr.contains("\(LocaleID.icuAvailable.count) locales × 6 geometries"))
  }
}

// MARK: Helpers

/// The SHA-256 of `text` in base64, from coreutils' `sha256sum` (an implementation that is not
/// ours).
func sha256Base64(_ text: String) throws -> String {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("script.js")
  try Data(text.utf8).write(to: file)
  let run = try runProgram("/usr/bin/sha256sum", [file.path])
  let hex = Array(run.stdout.prefix(64))
  var bytes: [UInt8] = []
  for index in stride(from: 0, to: hex.count, by: 2) {
    bytes.append(UInt8(String(hex[index...index + 1]), radix: 16) ?? 0)
  }
  return Data(bytes).base64EncodedString()
}

/// Parses RFC 4180 CSV (CRLF records, quoted fields with doubled quotes).
func parseCSV(_ text: String) throws -> [[String]] {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var quoted = false
  var scalars = Array(text.unicodeScalars)[...]
  while let scalar = scalars.popFirst() {
    if quoted {
      if scalar == "\"" {
        if scalars.first == "\"" {
          field.unicodeScalars.append("\"")
          scalars.removeFirst()
        } else {
          quoted = false
        }
      } else {
        field.unicodeScalars.append(scalar)
      }
      continue
    }
    switch scalar {
    case "\"":
      guard field.isEmpty else { throw CSVError.strayQuote(records.count) }
      quoted = true
    case ",":
      record.append(field)
      field = ""
    case "\r":
      guard scalars.popFirst() == "\n" else { throw CSVError.bareCR(records.count) }
      record.append(field)
      records.append(record)
      record = []
      field = ""
    case "\n":
      throw CSVError.bareLF(records.count)
    default:
      field.unicodeScalars.append(scalar)
    }
  }
  guard !quoted, field.isEmpty, record.isEmpty else { throw CSVError.unterminated }
  return records
}

enum CSVError: Error {
  case strayQuote(Int), bareCR(Int), bareLF(Int), unterminated
}

/// Terminal columns of a line (wide East Asian characters count 2; marks and format characters
/// 0), as the table renderer counts them.
func displayWidth(_ text: String) -> Int {
  text.unicodeScalars.reduce(0) { width, scalar in
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return width
    default: break
    }
    let wide =
      (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
      || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
      || (0xFF00...0xFF60).contains(scalar.value) || (0xFFE0...0xFFE6).contains(scalar.value)
    return width + (wide ? 2 : 1)
  }
}

/// A tiny DOM for the HTML report's script: the rows, cells, selects, search box and headers it
/// touches, parsed from the page; then filters and sorts, printing what is shown.
let domHarness = #"""
  const fs = require('fs');
  const html = fs.readFileSync(process.argv[2], 'utf8');
  const script = html.match(/<script>([\s\S]*?)<\/script>/)[1];
  function element(extra) {
    return Object.assign({ dataset: {}, listeners: {}, attributes: {}, hidden: false,
      addEventListener(type, f) { this.listeners[type] = f; },
      setAttribute(k, v) { this.attributes[k] = String(v); },
      getAttribute(k) { return k in this.attributes ? this.attributes[k] : null; },
      removeAttribute(k) { delete this.attributes[k]; } }, extra || {});
  }
  function decode(s) { return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'); }
  const rows = [...html.matchAll(/<tr data-order="(\d+)"([^>]*)>([\s\S]*?)<\/tr>/g)].map(m => {
    const row = element();
    row.dataset.order = m[1];
    row.locale = m[3].match(/<td><b>([^<]*)<\/b>/)[1];
    for (const a of m[2].matchAll(/data-([a-z]+)="([^"]*)"/g)) row.dataset[a[1]] = decode(a[2]);
    row.cells = [...m[3].matchAll(/<td([^>]*)>([\s\S]*?)<\/td>/g)].map(c => {
      const cell = element();
      const v = c[1].match(/data-v="([^"]*)"/);
      if (v) cell.dataset.v = v[1];
      cell.textContent = decode(c[2].replace(/<[^>]*>/g, ''));
      return cell;
    });
    return row;
  });
  const headerRow = element();
  headerRow.cells = [...html.match(/<table id="rows">\n<thead><tr>([\s\S]*?)<\/tr><\/thead>/)[1].matchAll(/<th([^>]*)>/g)].map(h => {
    const th = element({ parentNode: headerRow });
    const sort = h[1].match(/data-sort="([^"]*)"/);
    if (sort) th.dataset.sort = sort[1];
    return th;
  });
  const body = { rows: rows.slice(), appendChild(fragment) { this.rows = fragment.children; } };
  const table = { tBodies: [body], tHead: { rows: [headerRow] } };
  const elements = { rows: table, 'f-text': element({ value: '' }), count: element() };
  for (const key of ['rung', 'dir', 'script', 'geometry', 'size', 'finding']) elements['f-' + key] = element({ value: '' });
  const document = {
    getElementById(id) { return elements[id]; },
    createDocumentFragment() { return { children: [], appendChild(x) { this.children.push(x); } }; },
  };
  new Function('document', script)(document);
  function shown() { return body.rows.filter(r => !r.hidden).map(r => r.locale).join(' '); }
  function report(label) { console.log(label + ': ' + elements.count.textContent + (label === 'all' ? '' : ' ' + shown())); }
  report('all');
  function select(key, value) {
    elements['f-' + key].value = value; elements['f-' + key].listeners.change(); report(key + '=' + value);
    elements['f-' + key].value = ''; elements['f-' + key].listeners.change();
  }
  select('rung', 'image');
  select('dir', 'rtl');
  select('script', 'Latn');
  select('size', 'default');
  elements['f-text'].value = 'jap'; elements['f-text'].listeners.input(); report('search=jap');
  elements['f-text'].value = ''; elements['f-text'].listeners.input();
  headerRow.cells[0].listeners.click(); console.log('sort locale ascending: ' + shown());
  headerRow.cells[0].listeners.click(); console.log('sort locale descending: ' + shown());
  headerRow.cells[2].listeners.click();
  const rungs = body.rows.map(r => r.dataset.rung);
  console.log('sort rung ascending: first ' + rungs[0] + ', last ' + rungs[rungs.length - 1]);
  """#
