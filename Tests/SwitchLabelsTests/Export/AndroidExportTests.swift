import Foundation
import Testing

@testable import SwitchLabels

/// Android resources a team commits as they are: aapt packages them against the framework, only
/// words are strings, data marked `translatable="false"` lives in `values/` alone, and the image
/// labels follow the theme.
@Suite("Android export")
struct AndroidExportTests {
  static let aapt = "/usr/bin/aapt"
  static let framework = "/usr/share/android-framework-res/framework-res.apk"
  static let hasAapt =
    FileManager.default.isExecutableFile(atPath: aapt)
    && FileManager.default.fileExists(atPath: framework)

  /// The strings of an XML file, `name → raw value`, found by the test's own pattern.
  static func strings(_ xml: String) throws -> [String: String] {
    let pattern = try NSRegularExpression(
      pattern: "<string name=\"([^\"]+)\"[^>]*>([^<]*)</string>")
    let range = NSRange(xml.startIndex..., in: xml)
    var result: [String: String] = [:]
    for match in pattern.matches(in: xml, range: range) {
      guard let name = Range(match.range(at: 1), in: xml),
        let value = Range(match.range(at: 2), in: xml)
      else { continue }
      result[String(xml[name])] = String(xml[value])
    }
    return result
  }

  /// Packages `files` as an app's `res/` with aapt against the framework, in `folder`.
  static func package(_ files: [ExportFile], in folder: URL, apk: String) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    for file in files {
      let url = folder.appendingPathComponent("res").appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
    }
    let manifest = folder.appendingPathComponent("AndroidManifest.xml")
    try Data(
      ("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" "
        + "package=\"org.example.labels\"><uses-sdk android:minSdkVersion=\"21\"/></manifest>\n")
        .utf8
    ).write(to: manifest)
    let run = try SwiftCompiler.run(
      aapt,
      [
        "package", "-f", "-M", manifest.path, "-S", folder.appendingPathComponent("res").path,
        "-I", framework, "-F", apk,
      ])
    return (run.status, run.stdout, run.stderr)
  }

  @Test("translatable=\"false\" only in values/; every folder's strings are values/'s words")
  func untranslatableOnlyInDefault() throws {
    let files = try ExportFormat.android.write(try ExportFormatTests.android.get())
    let root = try #require(files.first { $0.path == "values/switch_labels.xml" })
    #expect(root.contents.components(separatedBy: "translatable=\"false\"").count == 2)
    #expect(
      root.contents.contains(
        "<string-array name=\"switch_labels_rung_names\" translatable=\"false\">"))
    let words = Set(try Self.strings(root.contents).keys)
    #expect(
      words == [
        "switch_labels_on", "switch_labels_off", "switch_labels_on_spoken",
        "switch_labels_off_spoken",
      ])
    var folders = 0
    for file in files where file.path.hasPrefix("values-") {
      #expect(!file.contents.contains("translatable"), "\(file.path)")
      #expect(!file.contents.contains("<string-array"), "\(file.path)")
      // Lint's MissingTranslation and ExtraTranslation: the same strings as values/.
      #expect(Set(try Self.strings(file.contents).keys) == words, "\(file.path)")
      folders += 1
    }
    #expect(folders > 100)
  }

  @Test("each folder's rung is an index into values/'s rung names that names the library's rung")
  func rungIndex() throws {
    let export = try ExportFormatTests.android.get()
    let files = try ExportFormat.android.write(export)
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    let root = try #require(byPath["values/switch_labels.xml"])
    let array = try #require(
      root.components(separatedBy: "translatable=\"false\">").last?.components(
        separatedBy: "</string-array>"
      ).first)
    let names = array.components(separatedBy: "<item>").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
    #expect(names == ["preferred", "shorter", "scaled", "grown", "truncated", "image"])
    func rung(_ xml: String) throws -> String {
      let start = try #require(xml.range(of: "<integer name=\"switch_labels_rung\">"))
      let index = try #require(Int(xml[start.upperBound...].prefix { $0.isNumber }))
      return names[index]
    }
    let rootDecision = ExportDecision(try export.rootResolution(geometry: 0))
    #expect(try rung(root) == rootDecision.rung.rawValue)
    for folder in AndroidResourceWriter.plan(export, root: [rootDecision]) {
      let path = "values-\(folder.qualifier.name)/switch_labels.xml"
      #expect(try rung(try #require(byPath[path])) == folder.decisions[0].rung.rawValue, "\(path)")
    }
  }

  @Test("values/ gives translators each text's pixel budget; the locale folders do not repeat it")
  func budgetComments() throws {
    let geometry = Geometry.androidSwitchCompat
    let files = try ExportFormat.android.write(try ExportFormatTests.android.get())
    let root = try #require(files.first { $0.path == "values/switch_labels.xml" })
    // SwitchCompat does not scale: it grows, so the room at full size is its widest track's.
    let width = Int(geometry.labelBox(trackWidth: geometry.maximumTrackWidth).width.rounded(.down))
    let budget = "at most \(width) px wide in \(geometry.font), in capitals"
    #expect(root.contents.components(separatedBy: budget).count == 3)
    let onComment = try #require(root.contents.range(of: "The text to draw for the on state"))
    let onString = try #require(root.contents.range(of: "<string name=\"switch_labels_on\">"))
    #expect(onComment.upperBound < onString.lowerBound)
    for file in files where file.path.hasPrefix("values-") {
      #expect(!file.contents.contains("px wide"), "\(file.path)")
    }
  }

  @Test(
    "aapt packages the export against the framework; drawables are tinted by colorControlNormal",
    .enabled(if: hasAapt, "aapt and android-framework-res (apt) are not installed"))
  func aaptPackages() throws {
    let export = try LabelExport(
      service: ExportFormatTests.service, geometries: [.androidSwitchCompat, .material3],
      locales: [
        "de", "de-CH", "ar", "ja", "sr-Latn", "es-419", "es-MX", "zh-Hant-HK", "kgp", "fil",
      ]
      .map { try LocaleID($0) },
      generatedBy: ExportFormatTests.generator)
    let files = try ExportFormat.android.write(export)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-aapt-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let apk = folder.appendingPathComponent("out.apk").path
    let package = try Self.package(files, in: folder, apk: apk)
    #expect(package.status == 0, "\(package.stderr)")
    // The framework's own ids for the theme attribute and the white fill, from aapt.
    let frameworkTable = try SwiftCompiler.run(Self.aapt, ["dump", "resources", Self.framework])
      .stdout
    func id(_ name: String) throws -> String {
      let line = try #require(
        frameworkTable.split(separator: "\n").first {
          $0.contains("spec resource") && $0.hasSuffix(name + ": flags=0x40000000")
        },
        "\(name)")
      return String(try #require(line.split(separator: " ").first { $0.hasPrefix("0x") }))
    }
    let tint = try id("android:attr/colorControlNormal")
    let white = try id("android:color/white")
    let drawables = files.filter { $0.path.hasPrefix("drawable/") }
    #expect(!drawables.isEmpty)
    for drawable in drawables {
      let tree = try SwiftCompiler.run(Self.aapt, ["dump", "xmltree", apk, "res/" + drawable.path])
        .stdout
      #expect(tree.contains("android:tint(0x01010121)=?\(tint)"), "\(drawable.path): \(tree)")
      #expect(tree.contains("android:fillColor(0x01010404)=@\(white)"), "\(drawable.path)")
      #expect(!drawable.contents.contains("#FF000000"))
    }
  }
}
