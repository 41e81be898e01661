import Foundation
import Testing

@Suite("Output: stdout failures, temporary files, modes and links", .tags(.cli))
struct OutputTests {
  /// Runs the tool through `sh` so stdout can be redirected (`redirect` is a shell redirection).
  static func shell(_ arguments: [String], redirect: String) throws -> ToolRun {
    let quoted = ([toolURL.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    return try runProgram("/bin/sh", ["-c", "exec \(quoted) \(redirect)"])
  }

  static let commands: [[String]] = [
    ["resolve", "--locale", "de", "--estimate"],
    ["resolve", "--locale", "de", "--estimate", "--format", "json"],
    ["audit", "--locales", "de,fr", "--preset", "ios", "--estimate"],
    ["render", "switch", "--locale", "de", "--estimate"],
    ["locales"],
    ["locale", "de"],
    ["presets"],
    ["--help"],
  ]

  @Test(
    "A full disk on stdout exits 73 and says so",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
    arguments: commands)
  func fullDisk(_ arguments: [String]) throws {
    let run = try Self.shell(arguments, redirect: "> /dev/full")
    #expect(run.status == 73, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains("cannot write to stdout"), "\(run.stderr)")
  }

  @Test("A closed stdout exits 73", arguments: commands)
  func closedStdout(_ arguments: [String]) throws {
    let run = try Self.shell(arguments, redirect: ">&-")
    #expect(run.status == 73, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains("cannot write to stdout"), "\(run.stderr)")
  }

  @Test("A closed stdout does not capture --output's file descriptor: the file is written")
  func closedStdoutWithOutput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.svg").path
    let run = try Self.shell(
      ["render", "switch", "--locale", "de", "--estimate", "--output", file], redirect: ">&-")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("<svg"))
  }

  /// Starts the tool with no signal blocked or ignored (the test runner's threads may block
  /// some, and a child inherits that), stdout and stderr to /dev/null.
  static func spawn(_ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([toolURL.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, toolURL.path, &actions, &attributes, argv, environ)
    try #require(result == 0, "posix_spawn: \(result)")
    return pid
  }

  @Test(
    "SIGTERM, SIGINT and SIGHUP during a long write remove the temporary file",
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func interrupted(_ signal: Int32) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.html").path
    let pid = try Self.spawn(["audit", "--estimate", "--format", "html", "--output", output])
    var sawTemporary = false
    for _ in 0..<3000 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if names.contains(where: { $0.hasSuffix(".tmp") }) {
        sawTemporary = true
        break
      }
      usleep(10_000)
    }
    kill(pid, signal)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try #require(sawTemporary, "the audit wrote its temporary file")
    #expect(status & 0x7F == signal, "ended by the signal, as it would have without a handler")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("A stale temporary file of our naming is swept by the next write; others are kept")
  func sweep() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A process id that no longer runs: a child that has exited.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let stale = ".out.svg.\(child.processIdentifier).tmp"
    let foreign = ".other.svg.\(child.processIdentifier).tmp"
    let alive = ".out.svg.1.tmp"  // init runs: not ours to remove
    for name in [stale, foreign, alive] {
      try Data("half".utf8).write(to: folder.appendingPathComponent(name))
    }
    let run = try runTool([
      "render", "switch", "--locale", "de", "--estimate", "--output",
      folder.appendingPathComponent("out.svg").path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == [
          alive, foreign, "out.svg",
        ].sorted())
  }

  @Test("A replaced file keeps its mode; a hard-linked one is replaced with a warning")
  func modeAndLinks() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.json").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    #expect(chmod(file, 0o600) == 0)
    let render = ["render", "switch", "--locale", "de", "--estimate", "--output", file]
    let run = try runTool(render)
    #expect(run.status == 0, "\(run.stderr)")
    var info = stat()
    #expect(stat(file, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o600)
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("<svg"))

    let link = folder.appendingPathComponent("link.json").path
    #expect(Glibc.link(file, link) == 0)
    let linked = try runTool(render)
    #expect(linked.status == 0)
    #expect(linked.stderr.contains("hard links"), "\(linked.stderr)")
    #expect(stat(file, &info) == 0 && info.st_nlink == 1 && info.st_mode & 0o7777 == 0o600)
  }

  @Test(
    "--output into a folder whose parent is a file, a missing folder, or a folder: 73 named",
    arguments: [
      ("file/x.json", "a folder on its path is a file"),
      ("missing/x.json", "no such folder"),
      (".", "it is a folder"),
    ])
  func badOutputPaths(_ relative: String, _ message: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
    for command in [
      ["audit", "--locales", "de", "--preset", "ios", "--estimate"],
      ["render", "switch", "--locale", "de", "--estimate"],
    ] {
      let run = try runTool(
        command + ["--output", folder.appendingPathComponent(relative).path])
      #expect(run.status == 73, "\(command)")
      #expect(run.stderr.contains(message), "\(run.stderr)")
    }
  }
}
