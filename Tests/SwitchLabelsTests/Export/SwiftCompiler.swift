import Foundation
import Synchronization

@testable import SwitchLabels

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

  /// Output collected by the reading threads, handed over under a lock.
  private final class Collected: Sendable {
    private let outData = Mutex(Data())
    private let errData = Mutex(Data())
    var out: Data { outData.withLock { $0 } }
    var err: Data { errData.withLock { $0 } }
    func setOut(_ data: Data) { outData.withLock { $0 = data } }
    func setErr(_ data: Data) { errData.withLock { $0 = data } }
  }
}

/// An exported Swift table compiled with `swiftc` alone beside a small driver, and run: the
/// driver prints, for each query (identifiers joined by spaces), one line per geometry.
enum SwiftTableProgram {
  /// The export's source, and the program's answers (query → one line per geometry).
  struct Compiled: Sendable {
    let source: String
    let answers: [String: [String]]
  }

  /// The Swift table of `export`, compiled and asked every one of `queries`.
  static func compile(_ export: LabelExport, queries: [[String]]) -> Result<
    Compiled, SwiftTableFailure
  > {
    do {
      let source = try ExportFormat.swift.write(export)[0].contents
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "switch-labels-swift-table-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try source.write(
        to: folder.appendingPathComponent("Table.swift"), atomically: true, encoding: .utf8)
      try driver.write(
        to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
      let input = queries.map { $0.joined(separator: " ") }.joined(separator: "\n") + "\n"
      let binary = folder.appendingPathComponent("table").path
      let build = try SwiftCompiler.run(
        SwiftCompiler.swiftc,
        [
          "-swift-version", "6", folder.appendingPathComponent("Table.swift").path,
          folder.appendingPathComponent("main.swift").path, "-o", binary,
        ])
      guard build.status == 0 else {
        return .failure(SwiftTableFailure(message: "swiftc failed:\n\(build.stderr)"))
      }
      let run = try SwiftCompiler.run(binary, [], input: input)
      guard run.status == 0 else {
        return .failure(SwiftTableFailure(message: "the program failed:\n\(run.stderr)"))
      }
      var answers: [String: [String]] = [:]
      for line in run.stdout.split(separator: "\n") {
        let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
        guard fields.count == 2 else { continue }
        answers[fields[0], default: []].append(fields[1])
      }
      return .success(Compiled(source: source, answers: answers))
    } catch {
      return .failure(SwiftTableFailure(message: "\(error)"))
    }
  }

  /// The test program: for each line of the file, each geometry's answer.
  static let driver = #"""
    func describe(_ visual: SwitchLabelsTable.Visual) -> String {
      switch visual {
      case .text(let text, let scale): return "text:\(text)@\(scale)"
      case .image(let image): return "image:\(image.name):\(image.pathData)"
      }
    }
    while let line = readLine() {
      let identifiers = line.split(separator: " ").map(String.init)
      for geometry in SwitchLabelsTable.Geometry.allCases {
        let labels = SwitchLabelsTable.labels(for: identifiers, geometry: geometry)
        print("\(line)\t\(geometry.name) \(describe(labels.on.visual)) \(describe(labels.off.visual)) "
          + "\(labels.on.spoken)|\(labels.off.spoken) \(labels.rung.rawValue) "
          + "\(labels.direction.rawValue) mirrored=\(labels.mirrored)")
      }
    }
    """#

  /// What the library decided, in the program's format.
  static func line(_ resolution: Resolution, geometry: String) -> String {
    func describe(_ state: StateResolution) -> String {
      switch state.visual {
      case .text(let text, _): return "text:\(text)@\(resolution.scale)"
      case .image(let image): return "image:\(image.name):\(image.path)"
      }
    }
    return "\(geometry) \(describe(resolution.states.on)) \(describe(resolution.states.off)) "
      + "\(resolution.states.on.spoken)|\(resolution.states.off.spoken) "
      + "\(resolution.rung.rawValue) \(resolution.direction.rawValue) "
      + "mirrored=\(resolution.mirrored)"
  }
}

/// Why the table could not be built or run.
struct SwiftTableFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
