import Foundation
import SwitchLabels
import Testing

@testable import switch_labels

/// Hostile values through the built tool: every run ends with a documented exit status and a
/// message, never a crash (a signal), and nothing from input reaches the terminal as a control
/// sequence.
@Suite("Hostile input through the tool", .tags(.cli))
struct HostileInputTests {
  static let documented = Set(ExitCode.documented.map(\.code.rawValue))

  static let numbers = [
    "0", "-0", "-1", "1e20", "1e308", "1e400", "-1e400", "1e-300", "nan", "inf", "-inf",
    "123456789012345678901234567890", "65536", "0x10", "", " ", "3",
  ]
  static let strings = [
    "", "\u{1B}[31mred", "\u{202E}x", "a\nb", String(repeating: "x", count: 5_000), "../../x", "-",
    "--", "=", "🏳️‍🌈",
  ]

  /// Checks a run: a documented status, no escape sequence or bidi override from input.
  static func check(
    _ run: ToolRun, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      documented.contains(run.status), "\(what): status \(run.status)",
      sourceLocation: sourceLocation)
    #expect(!run.stderr.contains("\u{1B}"), "\(what)", sourceLocation: sourceLocation)
    #expect(!run.stderr.contains("\u{202E}"), "\(what)", sourceLocation: sourceLocation)
    if run.status != 0 {
      #expect(
        run.stderr.hasPrefix("error: ") || run.stderr.contains("\nerror: ")
          || run.stderr.contains("error: "), "\(what): \(run.stderr)",
        sourceLocation: sourceLocation)
    }
  }

  @Test("Every option of every command, parsed with hostile values: a typed error or a value")
  func optionValues() {
    for command in Tool.commands {
      for option in command.spec.options where option.placeholder != nil {
        for value in Self.numbers + Self.strings {
          do {
            _ = try command.spec.parse(["--\(option.name)", value])
          } catch {
            // 64 for a value the option does not take, 65 for one that is bad data (a locale id).
            #expect(
              [.usage, .dataError].contains(error.exitCode),
              "\(command.spec.name) --\(option.name) \(value)")
            #expect(!error.message.contains("\u{1B}") && !error.message.contains("\n"))
          }
        }
      }
    }
  }

  @Test(
    "Numeric options with hostile numbers, run for real",
    arguments: [
      ["resolve", "--locale", "de", "--estimate", "--font-size"],
      ["measure", "--font", "DejaVu Sans", "Ein", "--size"],
      ["measure", "--font", "DejaVu Sans", "--size", "12", "Ein", "--weight"],
      [
        "measure", "--font", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "--size", "12",
        "Ein", "--face-index",
      ],
      ["audit", "--locales", "de", "--preset", "ios", "--estimate", "--jobs"],
      ["render", "segmented", "--locale", "de", "--segments", "a,b", "--estimate", "--width"],
      ["render", "segmented", "--locale", "de", "--width", "200", "--estimate", "--pages"],
      [
        "render", "segmented", "--locale", "de", "--width", "200", "--segments", "a,b", "--multi",
        "--estimate", "--max",
      ],
    ])
  func numericOptions(_ command: [String]) throws {
    for value in Self.numbers {
      Self.check(try runTool(command + [value]), "\(command.last ?? "") \(value)")
    }
  }

  @Test("Locale ids: one run with every hostile id, each named or shown")
  func localeIDs() throws {
    let ids =
      Self.strings + [
        "x-foo", "de_DE.UTF-8@euro", "i-klingon", String(repeating: "de-", count: 999),
      ]
    let run = try runTool(["locale", "--"] + ids)
    Self.check(run, "locale")
    #expect(run.status == 65)
    let resolve = try runTool(["resolve", "--estimate", "--locale", "de;q=1e400, \u{1B}[31m"])
    Self.check(resolve, "resolve --locale list")
  }

  @Test("Hostile geometry files: 65 naming the file and field, or a drawing; never a crash")
  func geometryFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("g.json").path
    let cases =
      Self.numbers.filter { Double($0) != nil || $0 == "1e400" }.map {
        #"{"schemaVersion": 1, "basedOn": "ios", "trackWidth": \#($0)}"#
      } + [
        #"{"schemaVersion": 1, "basedOn": "ios", "font": {"file": "x.ttf", "size": 12, "faceIndex": 1e19}}"#,
        #"{"schemaVersion": 1, "basedOn": "ios", "colors": {"thumb": "url(http://example.com/x#a)"}}"#,
        #"{"schemaVersion": 1, "basedOn": "ios", "name": "\u001b[31mred\nforged: line"}"#,
        String(repeating: "[", count: 50_000),
      ]
    for json in cases {
      try Data(json.utf8).write(to: URL(fileURLWithPath: file))
      for command in [
        ["resolve", "--locale", "de", "--estimate", "--geometry", file],
        ["render", "switch", "--locale", "de", "--estimate", "--geometry", file],
        ["audit", "--locales", "de", "--estimate", "--format", "html", "--geometry", file],
      ] {
        let run = try runTool(command)
        Self.check(run, "\(command[0]) \(json.prefix(80))")
        #expect([0, 65].contains(run.status), "\(command[0]) \(json.prefix(80)): \(run.stderr)")
        if run.status == 65 { #expect(run.stderr.contains(file)) }
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("url(http"))
      }
    }
  }

  @Test("A hostile catalog in --catalog: 65 naming file and locale, lint says the same")
  func catalogs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let texts: [(String, String)] = [
      ("\u{202E}Ein", "bidi control U+202E"), ("", "on.texts[0] is empty"),
      ("E\u{1B}[2Jin", "control character U+1B"),
      (String(repeating: "x", count: 5_000), "5000 characters"),
    ]
    for (text, message) in texts {
      let catalog: [String: Any] = [
        "schemaVersion": 1, "locale": "de", "on": ["texts": [text], "spoken": "Ein"],
        "off": ["texts": ["Aus"], "spoken": "Aus"], "provenance": ["basis": "test"],
      ]
      let file = folder.appendingPathComponent("de.json")
      try JSONSerialization.data(withJSONObject: catalog).write(to: file)
      let run = try runTool(["resolve", "--locale", "de", "--estimate", "--catalog", folder.path])
      Self.check(run, message)
      #expect(run.status == 65)
      #expect(run.stderr.contains("\(file.path): locale de: "), "\(run.stderr)")
      #expect(run.stderr.contains(message), "\(run.stderr)")
      let skipped = try runTool([
        "locales", "--catalog", folder.path, "--skip-invalid",
      ])
      #expect(skipped.status == 65, "no usable catalog left: \(skipped.stderr)")
      #expect(skipped.stderr.contains("warning: "))
      let lint = try runTool(["lint", folder.path])
      #expect(lint.status == 1)
      #expect(lint.stdout.contains(message), "\(lint.stdout)")
      #expect(!lint.stdout.contains("\u{1B}") && !lint.stdout.contains("\u{202E}"))
    }
    // A file name with a line break cannot forge a lint line.
    let forged = folder.appendingPathComponent("x\nfake.json: de: all good.json")
    try Data("{".utf8).write(to: forged)
    let lint = try runTool(["lint", folder.path])
    #expect(!lint.stdout.split(separator: "\n").contains { $0.hasPrefix("fake.json") })
    #expect(lint.stdout.contains("⟦U+000A⟧"))
  }

  @Test("Lint and --catalog: missing paths are 66, a folder without catalogs is an error")
  func missingInputs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try runTool(["lint", folder.path]).status == 66)
    #expect(try runTool(["lint", "/nonexistent"]).status == 66)
    #expect(try runTool(["locales", "--catalog", "/nonexistent"]).status == 66)
    let empty = try runTool(["locales", "--catalog", folder.path])
    #expect(empty.status == 65)
    #expect(empty.stderr.contains("no usable catalog"))
  }

  @Test("--text-file: missing 66; a FIFO, a device or too many lines 65, quickly")
  func textFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let measure = ["measure", "--font", "DejaVu Sans", "--size", "12", "--estimate", "--text-file"]
    #expect(try runTool(measure + ["/nonexistent/x.txt"]).status == 66)
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let pipe = try runTool(measure + [fifo.path])
    #expect(pipe.status == 65)
    #expect(pipe.stderr.contains("named pipe"), "\(pipe.stderr)")
    let device = try runTool(measure + ["/dev/zero"])
    #expect(device.status == 65)
    #expect(device.stderr.contains("device"))
    let many = folder.appendingPathComponent("many.txt")
    try Data(String(repeating: "Ein\n", count: 20_000).utf8).write(to: many)
    let long = try runTool(measure + [many.path])
    #expect(long.status == 65)
    #expect(long.stderr.contains("20000 lines"), "\(long.stderr)")
    let big = folder.appendingPathComponent("big.txt")
    try Data(repeating: 0x41, count: 5 * 1024 * 1024).write(to: big)
    #expect(try runTool(measure + [big.path]).status == 65)
  }

  @Test("Terminal output: hostile names and paths are shown, never sent raw")
  func terminal() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A geometry name may hold bidi controls (drawn isolated, shown visible); a folder name may
    // hold anything, escape sequences too.
    let geometry = folder.appendingPathComponent("g.json")
    let json: [String: Any] = ["schemaVersion": 1, "basedOn": "ios", "name": "\u{202E}name"]
    try JSONSerialization.data(withJSONObject: json).write(to: geometry)
    let catalogs = folder.appendingPathComponent("\u{1B}]0;title\u{7}\u{1B}[2J")
    try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
    let catalog =
      #"{"schemaVersion": 1, "locale": "de", "on": {"texts": ["Ein"], "spoken": "Ein"},"#
      + #" "off": {"texts": ["Aus"], "spoken": "Aus"}, "provenance": {"basis": "test"}}"#
    try Data(catalog.utf8).write(to: catalogs.appendingPathComponent("de.json"))
    for command in [
      ["resolve", "--locale", "de", "--estimate", "--geometry", geometry.path],
      ["render", "switch", "--locale", "de", "--estimate", "--geometry", geometry.path],
      [
        "audit", "--locales", "de", "--estimate", "--geometry", geometry.path, "--catalog",
        catalogs.path,
      ],
      ["locales", "--catalog", catalogs.path],
    ] {
      let run = try runTool(command, environment: ["COLUMNS": "300"])
      #expect([0, 1].contains(run.status), "\(run.stderr)")
      for text in [run.stderr, command[0] == "render" ? "" : run.stdout] {
        #expect(!text.contains("\u{1B}") && !text.contains("\u{7}") && !text.contains("\u{202E}"))
      }
      let shown = run.stdout + run.stderr
      #expect(shown.contains("⟦U+202E⟧") || shown.contains("⟦U+001B⟧"), "\(command[0]): \(shown)")
    }
  }
}
