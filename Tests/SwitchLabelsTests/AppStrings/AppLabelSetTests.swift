import Foundation
import Testing

@testable import SwitchLabels

@Suite("App labels: keys, the app's fallback, findings")
struct AppLabelSetTests {
  static func app(_ files: [String: String]) throws -> AppStrings {
    let root = try writeTree(files)
    return try AppStringsReader().read(paths: [root.path])
  }

  static let android: [String: String] = [
    "res/values/strings.xml":
      "<resources><string name=\"switch_on\">On</string><string name=\"switch_off\">Off</string></resources>",
    "res/values-de/strings.xml":
      "<resources><string name=\"switch_on\">An</string><string name=\"switch_off\">Aus</string></resources>",
    "res/values-es-r419/strings.xml":
      "<resources><string name=\"switch_on\">Sí %1$s</string><string name=\"switch_off\">Off</string></resources>",
    "res/values-zh-rCN/strings.xml":
      "<resources><string name=\"switch_on\">开</string><string name=\"switch_off\">关</string></resources>",
  ]

  @Test func commonKeysAreFound() throws {
    let strings = try Self.app(Self.android)
    let (keys, reason) = try AppLabelKeys.choose(in: strings)
    #expect(keys.on == "switch_on")
    #expect(keys.off == "switch_off")
    #expect(reason.contains("common keys"))
  }

  @Test func sourceTextsFindKeysWithOtherNames() throws {
    let strings = try Self.app([
      "Base.lproj/Main.strings": "\"power.enabled\" = \"On\";\n\"power.disabled\" = \"Off\";\n"
    ])
    let keys = try AppLabelKeys.choose(in: strings).keys
    #expect(keys.on == "power.enabled")
    #expect(keys.off == "power.disabled")
  }

  /// A requested locale, the app locale that serves it, and how.
  static let fallbacks: [(String, String, String)] = [
    ("de", "de", "own"), ("de-AT", "de", "chain"), ("de-CH", "de", "chain"),
    ("es-MX", "es-419", "chain"), ("zh-Hans", "zh-CN", "own"), ("ja", "en", "source"),
    ("es", "en", "source"),
  ]

  @Test(arguments: fallbacks) func theAppsOwnFallback(
    _ requested: String, _ served: String, _ how: String
  ) throws {
    let strings = try Self.app(Self.android)
    let set = AppLabelSet(strings: strings, keys: AppLabelKeys(on: "switch_on", off: "switch_off"))
    let labels = set.labels(for: try LocaleID(requested))
    #expect(labels.servedBy.tag == served)
    switch (labels.source, how) {
    case (.own, "own"), (.chain, "chain"), (.sourceLanguage, "source"): break
    default: Issue.record("\(requested): \(labels.source), expected \(how)")
    }
  }

  @Test func findingsOfTheAppsWords() throws {
    let strings = try Self.app(Self.android)
    let set = AppLabelSet(strings: strings, keys: AppLabelKeys(on: "switch_on", off: "switch_off"))
    let latin = set.labels(for: try LocaleID("es-419")).findings.map(\.kind)
    #expect(latin.contains(.appPlaceholder))
    #expect(latin.contains(.appUntranslated))
    let japanese = set.labels(for: try LocaleID("ja"))
    #expect(japanese.findings.contains { $0.kind == .appFallback && $0.severity == .warning })
    #expect(japanese.texts[.on] == ["On"])
    let filled = AppLabelSet(
      strings: strings, keys: AppLabelKeys(on: "switch_on", off: "switch_off"), fillsGaps: true
    ).labels(for: try LocaleID("ja"))
    #expect(filled.findings.map(\.kind) == [.appSuggestion])
    #expect(filled.texts[.on] != ["On"])
  }

  @Test func perKeyFallbackAndFuzzyEntries() throws {
    let root = try writeTree([
      "po/de.po":
        "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgctxt \"switch\"\nmsgid \"ON\"\nmsgstr \"AN\"\n\n#, fuzzy\nmsgctxt \"switch\"\nmsgid \"OFF\"\nmsgstr \"AUS?\"\n"
    ])
    let strings = try AppStringsReader().read(paths: [root.path])
    let keys = try AppLabelKeys.choose(in: strings).keys
    #expect(keys.on == "switch|ON")
    let labels = AppLabelSet(strings: strings, keys: keys).labels(for: try LocaleID("de"))
    #expect(labels.texts[.on] == ["AN"])
    // A fuzzy entry is not a translation: gettext shows the msgid.
    #expect(labels.texts[.off] == ["OFF"])
    #expect(labels.findings.contains { $0.kind == .appNeedsReview && $0.message.contains("fuzzy") })
  }

  /// An empty translation is what iOS shows (no fallback): the label is empty, an error finding.
  @Test func anEmptyTextIsAFinding() throws {
    let strings = try Self.app([
      "en.lproj/Localizable.strings": "\"On\" = \"On\";\n\"Off\" = \"Off\";\n",
      "fr.lproj/Localizable.strings": "\"On\" = \"Activé\";\n\"Off\" = \"\";\n",
    ])
    let keys = try AppLabelKeys.choose(in: strings).keys
    let labels = AppLabelSet(strings: strings, keys: keys).labels(for: try LocaleID("fr"))
    #expect(labels.texts[.off] == [""])
    let missing = labels.findings.filter { $0.kind == .appMissing }
    #expect(missing.count == 1)
    #expect(missing.first?.severity == .error)
    #expect(missing.first?.message.contains("\"Off\" (off) is empty in ") == true)
    #expect(missing.first?.message.contains("fr.lproj/Localizable.strings:2") == true)
  }

  @Test func ambiguousPairsAreListed() throws {
    let strings = try Self.app([
      "de.lproj/L.strings":
        "\"On\" = \"Ein\";\n\"Off\" = \"Aus\";\n\"ON\" = \"EIN\";\n\"OFF\" = \"AUS\";\n"
    ])
    do {
      _ = try AppLabelKeys.choose(in: strings)
      Issue.record("two pairs were not ambiguous")
    } catch {
      #expect(error.description.contains("On / Off"))
      #expect(error.description.contains("ON / OFF"))
    }
  }
}
