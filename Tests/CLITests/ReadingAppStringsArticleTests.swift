import Foundation
import SwitchLabels
import Testing

/// The article *How the app's files are read* stays true: it has a section for every format the
/// reader supports, `strings --help` and the README point at it, and rules it states hold when
/// the built binary reads such files.
@Suite("How the app's files are read: the article", .tags(.cli))
struct ReadingAppStringsArticleTests {
  static let path = "Sources/SwitchLabels/SwitchLabels.docc/Articles/ReadingAppStrings.md"

  static func article() throws -> String {
    try String(contentsOf: CIReportTests.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The formats the article's `## … (`name`)` headings name.
  static func formatHeadings(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("## ") && $0.hasSuffix("`)") }.compactMap {
      line in
      guard let open = line.range(of: "(`", options: .backwards) else { return nil }
      return String(line[open.upperBound...].dropLast(2))
    }
  }

  /// One locale of `strings --format json`.
  struct Row: Decodable {
    let locale: String
    let on: String?
    let findings: [Finding]
  }

  struct Finding: Decodable {
    let kind: String
    let message: String
  }

  @Test("a section for every format the reader supports, and no other")
  func everyFormat() throws {
    let named = Self.formatHeadings(try Self.article())
    #expect(named.count == Set(named).count, "a format has two sections: \(named)")
    #expect(Set(named) == Set(AppStringsFormat.allCases.map(\.rawValue)))
  }

  @Test("every format's section cites a source, and says what is an error")
  func sectionsCite() throws {
    let text = try Self.article()
    let sections = text.components(separatedBy: "\n## ").filter {
      $0.split(separator: "\n").first?.hasSuffix("`)") == true
    }
    for section in sections where !section.hasPrefix("SwitchLabels catalogs") {
      let title = section.split(separator: "\n").first ?? ""
      #expect(section.contains("Source"), "\(title): no source")
      #expect(section.contains("](http"), "\(title): no link to the platform's code or docs")
      #expect(section.contains("error 65"), "\(title): no error named")
    }
  }

  @Test("strings --help and the README name the article")
  func pointedAt() throws {
    let title = try #require(try Self.article().split(separator: "\n").first)
    #expect(title == "# How the app's files are read")
    let help = try runTool(["strings", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("\"How the app's files are read\""))
    #expect(help.stdout.contains("ReadingAppStrings.md"))
    let readme = try String(
      contentsOf: CIReportTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("(\(Self.path))"))
  }

  @Test("empty strings: iOS and Android show them, gettext shows the source text")
  func emptyStrings() throws {
    let text = try Self.article()
    #expect(text.contains("| an empty value (`\"On\" = \"\";`) | shown empty"))
    #expect(text.contains("| an empty `<string>` | shown empty"))
    #expect(text.contains("| an empty `msgstr` | untranslated: **the source text shows**"))
    let root = try PlatformRulesCommandTests.tree([
      "ios/en.lproj/Localizable.strings": "\"On\" = \"On\";\n\"Off\" = \"Off\";\n",
      "ios/de.lproj/Localizable.strings": "\"On\" = \"\";\n\"Off\" = \"Aus\";\n",
      "android/res/values/strings.xml":
        "<resources>\n<string name=\"On\">On</string>\n<string name=\"Off\">Off</string>\n"
        + "</resources>\n",
      "android/res/values-de/strings.xml":
        "<resources>\n<string name=\"On\"></string>\n<string name=\"Off\">Aus</string>\n"
        + "</resources>\n",
      "po/de.po":
        "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\nLanguage: de\\n\"\n\n"
        + "msgid \"On\"\nmsgstr \"\"\n\nmsgid \"Off\"\nmsgstr \"Aus\"\n",
    ])
    for app in ["ios", "android", "po"] {
      let run = try runTool(
        ["strings", root.appendingPathComponent(app).path, "--format", "json"]
          + ["--on-key", "On", "--off-key", "Off"])
      #expect(run.status == 0, "\(app): \(run.stderr)")
      let de = try #require(try run.json([Row].self).first { $0.locale == "de" })
      let missing = de.findings.filter { $0.kind == "appMissing" }.map(\.message)
      if app == "po" {
        // No entry: the source text shows, and the finding says so.
        #expect(de.on == nil)
        #expect(missing.contains { $0.contains("the app shows \"On\"") }, "\(missing)")
      } else {
        #expect(de.on == "", "\(app)")
        #expect(missing.contains { $0.contains("shows the empty string") }, "\(app): \(missing)")
      }
    }
  }

  @Test("XLIFF: <alt-trans> is ignored; a second <target> is an error (65) naming its line")
  func xliffTargets() throws {
    let text = try Self.article()
    #expect(text.contains("| 1.2 `<alt-trans>`, 2.0 `<mtc:matches>` | ignored"))
    #expect(text.contains("| a second `<source>` or `<target>` in a unit (1.2)"))
    func file(_ unit: String) -> String {
      "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file source-language=\"en\" "
        + "target-language=\"de\" original=\"Localizable.strings\"><body>\n\(unit)\n"
        + "<trans-unit id=\"Off\"><source>Off</source><target>Aus</target></trans-unit>\n"
        + "</body></file></xliff>\n"
    }
    let root = try PlatformRulesCommandTests.tree([
      "alt.xliff": file(
        "<trans-unit id=\"On\"><source>On</source><target>An</target>"
          + "<alt-trans><target>Ein</target></alt-trans></trans-unit>"),
      "two.xliff": file(
        "<trans-unit id=\"On\"><source>On</source><target>An</target><target>Ein</target>"
          + "</trans-unit>"),
    ])
    let keys = ["--on-key", "On", "--off-key", "Off"]
    let alt = try runTool(
      ["strings", root.appendingPathComponent("alt.xliff").path, "--format", "json"] + keys)
    #expect(alt.status == 0, "\(alt.stderr)")
    #expect(try alt.json([Row].self).first { $0.locale == "de" }?.on == "An")
    let two = root.appendingPathComponent("two.xliff").path
    let rejected = try runTool(["strings", two] + keys)
    #expect(rejected.status == 65)
    #expect(rejected.stderr.contains("\(two):3: a second <target>"), "\(rejected.stderr)")
  }
}
