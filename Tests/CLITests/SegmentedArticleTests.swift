import Foundation
import Testing

/// The article *Auditing segmented controls in every locale*: each command it shows is run as
/// written, in the fixtures' folder, and must print what the article says it prints.
@Suite("Auditing segmented controls article", .tags(.cli))
struct SegmentedArticleTests {
  static let article = CIReportTests.root.appendingPathComponent(
    "Sources/SwitchLabels/SwitchLabels.docc/Articles/AuditingSegmentedControls.md")
  static let fixtures = CIReportTests.root.appendingPathComponent(
    "Tests/SwitchLabelsTests/Fixtures/AppStrings")

  /// Each code block that starts with `$ switch-labels`: its arguments and the lines after.
  static func examples() throws -> [(arguments: [String], output: String)] {
    let text = try String(contentsOf: article, encoding: .utf8)
    var examples: [(arguments: [String], output: String)] = []
    // Fenced blocks: an opening fence with or without a language, the text, a closing fence.
    let fence = try Regex("(?s)\n```[a-z]*\n(.*?)```\n")
    for match in text.matches(of: fence) {
      guard let body = match.output[1].substring else { continue }
      var lines = body.components(separatedBy: "\n")
      guard let first = lines.first, first.hasPrefix("$ switch-labels ") else { continue }
      lines.removeFirst()
      let arguments = first.dropFirst("$ switch-labels ".count).split(separator: " ").map(
        String.init)
      examples.append((arguments, lines.joined(separator: "\n")))
    }
    return examples
  }

  @Test("every command prints what the article shows")
  func commands() throws {
    let examples = try Self.examples()
    #expect(examples.count == 4)
    for example in examples {
      let result = try runTool(example.arguments, currentDirectory: Self.fixtures)
      #expect(result.status == 0, "\(example.arguments): \(result.stderr)")
      #expect(result.stdout == example.output, "\(example.arguments.joined(separator: " "))")
    }
  }
}
