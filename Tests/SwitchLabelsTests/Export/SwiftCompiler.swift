import Foundation

/// The toolchain's `swiftc`, and a way to run it and the programs it builds.
enum SwiftCompiler {
  /// `swiftc` beside the `swift` on `PATH` (the toolchain running the tests), or `swiftc` on
  /// `PATH`.
  static let swiftc: String = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return folders.map { "\($0)/swiftc" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    } ?? "/usr/bin/swiftc"
  }()

  /// What a run printed.
  struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs `path` with `arguments`, `input` on stdin, and returns its status and output.
  static func run(_ path: String, _ arguments: [String], input: String = "") throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    let group = DispatchGroup()
    let collected = Collected()
    group.enter()
    DispatchQueue.global().async {
      collected.setOut(out.fileHandleForReading.readDataToEndOfFile())
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      collected.setErr(err.fileHandleForReading.readDataToEndOfFile())
      group.leave()
    }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
      stderr: String(decoding: collected.err, as: UTF8.self))
  }

  /// Output collected by the reading threads; the lock hands it over.
  private final class Collected: @unchecked Sendable {
    // Each field is written once by its reader before `group.leave()` and read after
    // `group.wait()`; the lock makes the hand-over explicit.
    private let lock = NSLock()
    private var outData = Data()
    private var errData = Data()
    var out: Data { lock.withLock { outData } }
    var err: Data { lock.withLock { errData } }
    func setOut(_ data: Data) { lock.withLock { outData = data } }
    func setErr(_ data: Data) { lock.withLock { errData = data } }
  }
}
