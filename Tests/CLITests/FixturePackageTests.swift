import Foundation
import Testing

/// SwitchLabelsTesting as a user meets it, in a package of its own.
///
/// `Tests/Fixtures/MatrixUser` has its own switch geometry and words and depends on this package
/// by path; it is built and tested with `swift`.
/// Its build folder is `.build/fixtures/MatrixUser` here, kept between runs: the first run
/// builds SwitchLabels once more for it (about 2 minutes on 2 idle cores, 7 on a busy machine),
/// later runs only what changed (a few seconds).
@Suite("Fixture package using SwitchLabelsTesting", .tags(.cli), .serialized)
struct FixturePackageTests {
  /// This package's root: three folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var swiftArguments: [String] {
    [
      "--package-path", root.appendingPathComponent("Tests/Fixtures/MatrixUser").path,
      "--scratch-path", root.appendingPathComponent(".build/fixtures/MatrixUser").path,
    ]
  }

  // Set SWITCHLABELS_SKIP_FIXTURE_PACKAGE to leave out this one slow test in a quick local run.
  @Test(
    "Its matrix passes through SwitchLabelsTesting, its deliberate failure is caught and named",
    .enabled(if: ProcessInfo.processInfo.environment["SWITCHLABELS_SKIP_FIXTURE_PACKAGE"] == nil),
    .timeLimit(.minutes(20)))
  func fixture() throws {
    let build = try runProgram(
      "/usr/bin/env", ["swift", "build", "--build-tests"] + Self.swiftArguments)
    try #require(build.status == 0, "swift build: \(build.stdout)\(build.stderr)")
    let test = try runProgram(
      "/usr/bin/env", ["swift", "test", "--skip-build"] + Self.swiftArguments)
    let output = test.stdout + test.stderr
    #expect(test.status == 0, "\(output)")
    // The matrix: Acme's four locales and the five pseudo-locales.
    #expect(
      output.contains(
        "Test \"Acme's locales and the pseudo-locales keep the invariants\" with 9 test cases "
          + "passed"), "\(output)")
    // The deliberate failure is caught, and its message names locale, geometry and numbers.
    #expect(output.contains("trackWidth: de × acme-narrow: track 64 px outside 44–44 px"))
    #expect(output.contains("Test run with 5 tests in 1 suite passed"), "\(output)")
    #expect(output.contains("with 1 known issue"))
  }
}
