import Foundation
import Testing

@testable import SwitchLabels

/// Tables (a repository root holds every target's) and empty texts, as the platforms show them
/// (issue #32, items 2 and 6).
@Suite("App strings: tables and empty texts")
struct AppTablesAndEmptyTests {
  /// An iOS repository root: the app's `Localizable` in en and de, a share extension's
  /// `InfoPlist` in en and ja.
  static let repository = [
    "App/en.lproj/Localizable.strings": "\"settings.on\" = \"On\";\n\"settings.off\" = \"Off\";\n",
    "App/de.lproj/Localizable.strings": "\"settings.on\" = \"Ein\";\n\"settings.off\" = \"Aus\";\n",
    "Share/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Share\";\n",
    "Share/ja.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"共有\";\n",
  ]

  static let keys = AppLabelKeys(on: "settings.on", off: "settings.off")

  /// Oracle: the locales of the folders whose `Localizable.strings` holds `key`.
  static func localizableLocales(_ files: [String: String], key: String) -> [String] {
    files.filter { $0.key.hasSuffix("/Localizable.strings") && $0.value.contains("\"\(key)\"") }
      .compactMap { $0.key.split(separator: "/").dropLast().last?.dropLast(".lproj".count) }
      .map(String.init)
      .sorted()
  }

  @Test("a locale whose only table lacks the keys is no app locale for them")
  func otherTableIsNoLocale() throws {
    let root = try writeTree(Self.repository)
    let strings = try AppStringsReader().read(paths: [root.path])
    #expect(strings.locales.map(\.tag) == ["de", "en", "ja"])
    #expect(strings.tableNames == ["InfoPlist", "Localizable"])
    let set = AppLabelSet(strings: strings, keys: Self.keys)
    #expect(
      set.locales.map(\.tag) == Self.localizableLocales(Self.repository, key: "settings.on"))
    let ja = set.labels(for: try LocaleID("ja"))
    #expect(ja.source == .sourceLanguage(try LocaleID("en")))
    #expect(ja.texts[.on] == ["On"])
    #expect(!ja.findings.contains { $0.kind == .appMissing })
  }

  @Test("restricting to a table keeps its files and locales, and the entries name it")
  func restrictToTable() throws {
    let root = try writeTree(Self.repository)
    let strings = try AppStringsReader().read(paths: [root.path])
    let infoPlist = strings.restricted(toTables: ["InfoPlist"])
    #expect(infoPlist.locales.map(\.tag) == ["en", "ja"])
    #expect(infoPlist.files.allSatisfy { $0.hasSuffix("/InfoPlist.strings") })
    #expect(infoPlist.tables.flatMap(\.entries).allSatisfy { $0.table == "InfoPlist" })
    #expect(AppString.table(ofFile: "a/Localizable.xcstrings") == "Localizable")
    #expect(AppString.table(ofFile: "res/values/strings.xml") == nil)
  }

  // MARK: Empty texts

  @Test(".strings: an empty text is what iOS shows: the label is empty, an error naming the line")
  func emptyStringsText() throws {
    var files = Self.repository
    files["App/de.lproj/Localizable.strings"] =
      "\"settings.off\" = \"Aus\";\n\"settings.on\" = \"\";\n"
    let root = try writeTree(files)
    let set = AppLabelSet(
      strings: try AppStringsReader().read(paths: [root.path]), keys: Self.keys)
    let labels = set.labels(for: try LocaleID("de"))
    #expect(labels.texts[.on] == [""])
    #expect(labels.source == .own)
    let finding = try #require(
      labels.findings.first { $0.kind == .appMissing && $0.severity == .error })
    let file = root.appendingPathComponent("App/de.lproj/Localizable.strings").path
    #expect(finding.message.contains("\(file):2"))
    #expect(finding.message.contains("iOS shows the empty string"))
    #expect(!finding.message.contains("\"On\""))
  }

  @Test("Android: an empty <string> is shown empty, an error")
  func emptyAndroidText() throws {
    let root = try writeTree([
      "res/values/strings.xml":
        "<resources>\n<string name=\"on\">On</string>\n<string name=\"off\">Off</string>\n"
        + "</resources>\n",
      "res/values-de/strings.xml":
        "<resources>\n<string name=\"on\"></string>\n<string name=\"off\">Aus</string>\n"
        + "</resources>\n",
    ])
    let set = AppLabelSet(
      strings: try AppStringsReader().read(paths: [root.path]),
      keys: AppLabelKeys(on: "on", off: "off"))
    let labels = set.labels(for: try LocaleID("de"))
    #expect(labels.texts[.on] == [""])
    let finding = try #require(labels.findings.first { $0.severity == .error })
    #expect(finding.message.contains("values-de/strings.xml:2"))
    #expect(finding.message.contains("Android shows the empty string"))
  }

  @Test("PO: an empty msgstr shows the source text, as gettext() returns it: a warning")
  func emptyPOText() throws {
    let text =
      "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\nLanguage: de\\n\"\n\n"
      + "msgid \"On\"\nmsgstr \"\"\n\nmsgid \"Off\"\nmsgstr \"Aus\"\n"
    let strings = try readStrings(text, file: "de.po", as: .po)
    let labels = AppLabelSet(strings: strings, keys: AppLabelKeys(on: "On", off: "Off"))
      .labels(for: try LocaleID("de"))
    #expect(labels.texts[.on] == ["On"])
    let finding = try #require(labels.findings.first { $0.kind == .appMissing })
    #expect(finding.severity == .warning)
    #expect(!labels.findings.contains { $0.severity == .error })
  }
}
