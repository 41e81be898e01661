import Foundation
import FoundationXML
import Testing

/// The JUnit report's `time` attributes: seconds in plain decimal notation, as CI systems read
/// them, each suite the sum of its cases and the run the sum of its suites.
@Suite("switch-labels audit --format junit: time", .tags(.cli))
struct AuditJUnitTimeTests {
  /// `time` in whole microseconds, or nil when it is not digits, a point and six digits.
  static func microseconds(_ element: XMLElement) -> Int? {
    guard let text = element.attribute(forName: "time")?.stringValue else { return nil }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 6,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let seconds = Int(parts[0]), let fraction = Int(parts[1])
    else { return nil }
    return seconds * 1_000_000 + fraction
  }

  @Test("Every case, suite and the run carry time; suites and the run are the sums")
  func times() throws {
    let run = try runTool([
      "audit", "--locales", "de-CH,ar,ja,kgp", "--preset", "ios-classic", "--preset",
      "gtk3-adwaita", "--format", "junit",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let root = try #require(try XMLDocument(data: Data(run.stdout.utf8)).rootElement())
    var total = 0
    var cases = 0
    for suite in root.elements(forName: "testsuite") {
      let times = try suite.elements(forName: "testcase").map {
        try #require(Self.microseconds($0))
      }
      cases += times.count
      #expect(try #require(Self.microseconds(suite)) == times.reduce(0, +))
      #expect(Double(try #require(suite.attribute(forName: "time")?.stringValue)) != nil)
      total += times.reduce(0, +)
    }
    #expect(cases == 8)
    #expect(try #require(Self.microseconds(root)) == total)
    // Resolving a row and shaping its texts takes more than a microsecond in all.
    #expect(total > 0)
  }

  @Test("The app's audit times its cases too")
  func appStrings() throws {
    let app = try StringsCommandTests.app()
    defer { try? FileManager.default.removeItem(at: app) }
    let run = try runTool([
      "audit", "--strings", app.appendingPathComponent("ios").path, "--preset", "ios-classic",
      "--format", "junit",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let root = try #require(try XMLDocument(data: Data(run.stdout.utf8)).rootElement())
    let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
    #expect(!cases.isEmpty)
    #expect(cases.allSatisfy { Self.microseconds($0) != nil })
  }
}
