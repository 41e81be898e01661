import Foundation
import Testing

/// One string name in two files of one Android resource folder: aapt2 rejects the app, and so do
/// we (65), naming both places; a `<string>` and a `<plurals>` of one name stay two resources.
@Suite("Android: a name in two files of one folder", .tags(.cli))
struct AndroidFolderRuleTests {
  static let aapt2 = "/usr/bin/aapt2"

  static func tree(_ second: String) throws -> URL {
    let root = try temporaryFolder()
    let folder = root.appendingPathComponent("res/values")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      "<resources><string name=\"on\">On</string><string name=\"off\">Off</string></resources>\n"
        .utf8
    ).write(to: folder.appendingPathComponent("a.xml"))
    try Data(second.utf8).write(to: folder.appendingPathComponent("b.xml"))
    return root
  }

  @Test("a <string> in two files: 65, naming both files and lines")
  func rejected() throws {
    let root = try Self.tree("<resources>\n  <string name=\"on\">Enabled</string>\n</resources>\n")
    let run = try runTool(["strings", root.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("values/b.xml:2: the string \"on\" is also defined in"))
    #expect(run.stderr.contains("values/a.xml:1"))
    let framework = "/usr/share/android-framework-res/framework-res.apk"
    if FileManager.default.isExecutableFile(atPath: Self.aapt2),
      FileManager.default.fileExists(atPath: framework)
    {
      // The oracle: aapt2 compiles the folder, and linking it fails on the same name.
      let work = try temporaryFolder()
      let compiled = work.appendingPathComponent("c.zip").path
      _ = try runProgram(
        Self.aapt2, ["compile", "--dir", root.appendingPathComponent("res").path, "-o", compiled])
      let manifest = work.appendingPathComponent("AndroidManifest.xml")
      try Data(
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"x.y\"/>\n"
          .utf8
      ).write(to: manifest)
      let link = try runProgram(
        Self.aapt2,
        [
          "link", "-o", work.appendingPathComponent("a.apk").path, "-I", framework, "--manifest",
          manifest.path, compiled,
        ])
      #expect(link.status != 0)
      #expect(link.stderr.contains("string/on"), "\(link.stderr)")
    }
  }

  @Test("a <plurals> of a <string>'s name in another file: both read")
  func pluralsAreAnotherResource() throws {
    let root = try Self.tree(
      "<resources><plurals name=\"on\"><item quantity=\"other\">On</item></plurals></resources>\n")
    let run = try runTool(["strings", root.path])
    #expect(run.status == 0, "\(run.stderr)")
  }
}
