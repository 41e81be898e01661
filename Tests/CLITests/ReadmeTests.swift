import Foundation
import Testing

/// The README's first screen and its library sample, run as written.
@Suite("README: the three-command start and the library sample run as shown", .tags(.cli))
struct ReadmeTests {
  /// This package's root: three folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test("The library sample is Examples/LibraryTour/main.swift, and prints what the README shows")
  func librarySample() throws {
    let readme = try Self.readme()
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/LibraryTour/main.swift"),
      encoding: .utf8)
    #expect(readme.contains("```swift\n" + source + "```\n"))
    let example = toolURL.deletingLastPathComponent().appendingPathComponent(
      "switch-labels-example")
    let run = try runProgram(example.path, [])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("sr-ME chain: sr-Latn-ME → sr-Latn → root"))
    #expect(
      readme.contains("```\n$ swift run switch-labels-example\n" + run.stdout + "```\n"),
      "\(run.stdout)")
  }

  @Test("The three commands (strings, audit --strings, export) run on an app's strings")
  func threeCommands() throws {
    let readme = try Self.readme()
    let start = try #require(
      readme.components(separatedBy: "## Audit your app in three commands\n").dropFirst().first)
    let block = try #require(
      start.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```")
        .first)
    // Lines continued with a backslash are one command; comments are not arguments.
    let commands = block.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
      .map { $0.split(separator: "#", maxSplits: 1)[0] }
      .map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
    #expect(
      commands.map { $0.prefix(2) } == [
        ["switch-labels", "strings"], ["switch-labels", "audit"], ["switch-labels", "export"],
      ])
    // An app whose French words are the source language's.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("MyApp"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("Tests/Fixtures/PluginUser/Sources/Settings/Resources"),
      to: folder.appendingPathComponent("MyApp/Resources"))
    let runs = try commands.map { try runTool(Array($0.dropFirst()), currentDirectory: folder) }
    #expect(runs[0].status == 0, "\(runs[0].stderr)")
    #expect(runs[0].stdout.contains("de      Eingeschaltet  Ausgeschaltet  translated"))
    #expect(runs[1].status == 1, "\(runs[1].stderr)")
    #expect(runs[1].stdout.contains("appUntranslated"))
    #expect(runs[2].status == 0, "\(runs[2].stderr)")
    let output = try #require(commands[2].firstIndex(of: "--output"))
    let catalog = folder.appendingPathComponent(commands[2][output + 1])
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog))
    #expect((json as? [String: Any])?["sourceLanguage"] as? String == "en")
  }
}
