import Foundation
import Testing

@Suite("switch-labels render", .tags(.cli))
struct RenderCommandTests {
  @Test("render switch: both states to stdout, or one state to a file")
  func switchStates() throws {
    let both = try runTool(["render", "switch", "--locale", "de-CH", "--preset", "ios-classic"])
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stdout.hasPrefix("<svg "))
    #expect(both.stdout.contains("data-state=\"off\"") && both.stdout.contains("data-state=\"on\""))
    #expect(both.stdout.contains(">AN</text>"))
    #expect(both.stderr.contains("shaped with HarfBuzz"))

    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("on.svg")
    let on = try runTool([
      "render", "switch", "--locale", "ar", "--state", "on", "--output", file.path,
    ])
    #expect(on.status == 0, "\(on.stderr)")
    #expect(on.stdout.isEmpty)
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.contains("data-state=\"on\"") && !svg.contains("data-state=\"off\""))
    #expect(on.stderr.contains("mirrored"))
  }

  @Test("render segmented: the issue's example, mirrored in Arabic, selection and styles drawn")
  func segmented() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ar.svg")
    let run = try runTool([
      "render", "segmented", "--segments", "a,b,c", "--selected", "b", "--locale", "ar",
      "--width", "240", "--style", "b:selected:tint=#D00", "--output", file.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.contains("data-mirrored=\"true\""))
    let c = try #require(svg.range(of: "data-id=\"c\""))
    let a = try #require(svg.range(of: "data-id=\"a\""))
    #expect(c.lowerBound < a.lowerBound)
    #expect(svg.contains("data-id=\"b\" data-state=\"selected\""))
    #expect(svg.contains("fill=\"#DD0000\""))
    #expect(run.stderr.contains("3 segments"))
  }

  @Test("Multiple selection, disabled segments, catalog words and pages in native digits")
  func variants() throws {
    let multi = try runTool([
      "render", "segmented", "--segments", "@on,@off,x", "--multi", "--selected", "@on,x",
      "--disabled", "x", "--locale", "pt-PT", "--width", "300", "--by-content",
    ])
    #expect(multi.status == 0, "\(multi.stderr)")
    #expect(multi.stdout.contains(">Ligado</text>"))
    #expect(multi.stdout.contains("data-state=\"selected+disabled\""))
    let pages = try runTool([
      "render", "segmented", "--pages", "5", "--selected", "2", "--locale", "fa", "--width",
      "200",
    ])
    #expect(pages.status == 0, "\(pages.stderr)")
    #expect(pages.stdout.contains(">۲</text>"))
    #expect(pages.stdout.contains("data-id=\"1\" data-state=\"selected\""))
  }

  @Test("Hostile segment names are escaped")
  func escaping() throws {
    let run = try runTool([
      "render", "segmented", "--segments", "<script>alert(1)</script>,\"/><x y=\",ok", "--locale",
      "en", "--width", "600",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("<script"))
    #expect(!run.stdout.contains("<x "))
    #expect(run.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
  }

  @Test(
    "Bad data exits 65 and names it",
    arguments: [
      (["--segments", "a,b", "--selected", "z"], "unknown segment id \"z\""),
      (["--segments", "a,b,c", "--selected", "a,b"], "more than the maximum of 1"),
      (["--segments", "a,b,c", "--multi", "--max", "1", "--selected", "a,b"], "maximum of 1"),
      (["--segments", "a,b,c", "--width", "20"], "too small for 3 segments"),
      (["--segments", "a", "--style", "a:normal:tint=red"], "invalid colour \"red\""),
      (["--segments", "a", "--style", "q:normal:tint=#000"], "unknown segment id \"q\""),
      (["--pages", "3", "--selected", "4"], "page 4 does not exist: expected 1…3"),
      (["--segments", "a", "--locale", "../../x"], "invalid locale identifier"),
    ])
  func badData(_ extra: [String], _ message: String) throws {
    var arguments = ["render", "segmented"] + extra
    for (option, value) in [("--locale", "en"), ("--width", "300")] where !extra.contains(option) {
      arguments += [option, value]
    }
    let run = try runTool(arguments)
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "Usage mistakes exit 64",
    arguments: [
      (["render"], "needs <switch|segmented>"),
      (["render", "slider", "--locale", "en"], "unknown control 'slider'"),
      (["render", "switch"], "needs --locale"),
      (["render", "switch", "--locale", "en", "--segments", "a"], "'--segments' does not apply"),
      (["render", "segmented", "--locale", "en", "--state", "on"], "'--state' does not apply"),
      (["render", "segmented", "--locale", "en", "--segments", "a"], "needs --width"),
      (["render", "segmented", "--locale", "en", "--width", "wide", "--segments", "a"], "'wide'"),
      (["render", "segmented", "--locale", "en", "--width", "90"], "needs --segments or --pages"),
      (["render", "segmented", "--locale", "en", "--width", "90", "--segments", "a,,b"], "empty"),
      // The segmented options are audit segmented's: the same ranges, the same usage errors.
      (["render", "segmented", "--locale", "en", "--width", "90", "--segments", "a,a"], "twice"),
      (["render", "segmented", "--locale", "en", "--width", "0", "--segments", "a,b"], "--width"),
      (["render", "segmented", "--locale", "en", "--width", "-5", "--segments", "a"], "--width"),
      (["render", "segmented", "--locale", "en", "--width", "90", "--pages", "0"], "--pages"),
      (["render", "segmented", "--locale", "en", "--width", "90", "--pages", "1001"], "--pages"),
      (
        [
          "render", "segmented", "--locale", "en", "--width", "90", "--segments", "a",
          "--style", "a=tint",
        ], "expected <id>:<state>:<property>=<colour>"
      ),
      (["render", "switch", "--locale", "en", "--preset", "nope"], "unknown preset"),
      (["render", "switch", "--locale", "en", "--state", "half"], "invalid value 'half'"),
    ])
  func usage(_ arguments: [String], _ message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("--output is atomic: a failed run keeps the old file, a good one replaces it whole")
  func atomicOutput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("control.svg")
    try Data("previous good file\n".utf8).write(to: file)
    let failed = try runTool([
      "render", "segmented", "--segments", "a,b", "--selected", "z", "--locale", "en", "--width",
      "200", "--output", file.path,
    ])
    #expect(failed.status == 65)
    #expect(try String(contentsOf: file, encoding: .utf8) == "previous good file\n")
    let good = try runTool([
      "render", "segmented", "--segments", "a,b", "--locale", "en", "--width", "200",
      "--output", file.path,
    ])
    #expect(good.status == 0, "\(good.stderr)")
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["control.svg"])
    let directory = try runTool([
      "render", "switch", "--locale", "en", "--output", folder.path,
    ])
    #expect(directory.status == 73)
  }

  @Test("--output into a pipe or through a symbolic link: written into, never replaced")
  func specialFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A named pipe stands in for /dev/null and /dev/stdout: renaming over it would replace it.
    let pipe = folder.appendingPathComponent("pipe")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    // Opened for reading first (without blocking), so the tool's write never waits and a tool
    // that renamed instead fails this test rather than hanging it.
    let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let piped = try runTool(["render", "switch", "--locale", "de", "--output", pipe.path])
    #expect(piped.status == 0, "\(piped.stderr)")
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).hasPrefix("<svg "))
    var info = stat()
    #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a pipe")

    let link = folder.appendingPathComponent("link.svg")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.svg")
    for _ in 0..<2 {
      let linked = try runTool(["render", "switch", "--locale", "de", "--output", link.path])
      #expect(linked.status == 0, "\(linked.stderr)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.svg")
      let real = try String(
        contentsOf: folder.appendingPathComponent("real.svg"), encoding: .utf8)
      #expect(real.hasPrefix("<svg "))
    }
  }

  @Test("A geometry file: used when valid, named when not")
  func geometryFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("geometry.json")
    try Data("{\"name\": 1}".utf8).write(to: file)
    let bad = try runTool(["render", "switch", "--locale", "en", "--geometry", file.path])
    #expect(bad.status == 65)
    #expect(bad.stderr.contains(file.path))
    let missing = try runTool([
      "render", "switch", "--locale", "en", "--geometry", folder.appendingPathComponent("no").path,
    ])
    #expect(missing.status == 66)
  }

  @Test("--help describes both controls")
  func help() throws {
    let run = try runTool(["render", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: switch-labels render"))
    #expect(run.stdout.contains("render switch"))
    #expect(run.stdout.contains("render segmented"))
    let listed = try runTool(["--help"])
    #expect(listed.stdout.contains("render "))
  }
}
