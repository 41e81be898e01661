import Foundation
import Synchronization
import Testing

/// What one run of the built `switch-labels` binary produced.
struct ToolRun: Sendable {
  let status: Int32
  let stdout: String
  let stderr: String

  /// Decodes stdout as JSON.
  func json<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: Data(stdout.utf8))
  }
}

/// The built `switch-labels` binary: beside the test bundle in the build folder.
let toolURL: URL = {
  let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var folder = runner.deletingLastPathComponent()
  // The runner may be inside `X.xctest/` (a bundle folder) or be the `X.xctest` file itself.
  while folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
  return folder.appendingPathComponent("switch-labels")
}()

/// Runs `switch-labels` with `arguments` and returns its exit status and output.
func runTool(
  _ arguments: [String], environment: [String: String] = [:], currentDirectory: URL? = nil
) throws -> ToolRun {
  try runProgram(
    toolURL.path, arguments, environment: environment, currentDirectory: currentDirectory)
}

/// Runs a program with `arguments` (NO_COLOR cleared, then `environment` applied, no stdin) and
/// returns its exit status and output.
func runProgram(
  _ path: String, _ arguments: [String], environment: [String: String] = [:],
  currentDirectory: URL? = nil
) throws -> ToolRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  env["NO_COLOR"] = nil
  for (key, value) in environment { env[key] = value }
  process.environment = env
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = FileHandle.nullDevice
  try process.run()
  // Read stdout on another thread while stderr is read here, so neither pipe can fill up and
  // block the tool.
  let collected = CollectedOutput()
  let group = DispatchGroup()
  group.enter()
  DispatchQueue.global().async {
    collected.set(out.fileHandleForReading.readDataToEndOfFile())
    group.leave()
  }
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return ToolRun(
    status: process.terminationStatus, stdout: String(decoding: collected.get(), as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}

/// Holds data until the reading thread is done, handed over under a lock.
final class CollectedOutput: Sendable {
  private let data = Mutex(Data())
  func set(_ value: Data) { data.withLock { $0 = value } }
  func get() -> Data { data.withLock { $0 } }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switch-labels-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
