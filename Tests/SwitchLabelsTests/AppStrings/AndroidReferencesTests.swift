import Foundation
import Testing

@testable import SwitchLabels

@Suite("Android @string references")
struct AndroidReferencesTests {
  /// An app whose switch words are references, some broken.
  static func app() throws -> AppStrings {
    let root = try writeTree([
      "res/values/strings.xml": """
      <resources>
        <string name="on">On</string>
        <string name="off">Off</string>
        <string name="switch_on">@string/on</string>
        <string name="switch_off"> @string/state_off </string>
        <string name="state_off">@string/off</string>
        <string name="loop_a">@string/loop_b</string>
        <string name="loop_b">@string/loop_a</string>
        <string name="self">@string/self</string>
        <string name="gone">@string/nothing</string>
        <string name="framework">@android:string/ok</string>
        <string name="literal">\\@string/on</string>
        <string name="sentence">Turn @string/on</string>
        <plurals name="count"><item quantity="other">%d</item></plurals>
        <string name="count_ref">@string/count</string>
      </resources>
      """,
      "res/values-de/strings.xml": """
      <resources>
        <string name="on">Ein</string>
        <string name="switch_on">@string/on</string>
        <string name="switch_off">@string/state_off</string>
      </resources>
      """,
      "res/values-fr/strings.xml": """
      <resources>
        <string name="switch_on">@string/missing_everywhere</string>
        <string name="switch_off">@string/off</string>
      </resources>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    return try AppStringsReader().read(paths: [root.path])
  }

  @Test func aReferenceShowsTheStringItNames() throws {
    let strings = try Self.app()
    let on = try #require(strings.table(for: try LocaleID("en"))?.entry("switch_on"))
    #expect(on.value == "On")
    #expect(on.state == .translated)
    #expect(on.reference == "on")
    #expect(on.line == 4)
    // White space around the reference is trimmed; a reference to a reference is followed.
    #expect(try value(strings, "en", "switch_off") == "Off")
  }

  /// The locale's own string of that name, else the default `values/` one.
  @Test func aReferenceResolvesInItsLocaleThenTheDefault() throws {
    let strings = try Self.app()
    #expect(try value(strings, "de", "switch_on") == "Ein")
    // values-de has no state_off nor off: values/ serves both steps.
    #expect(try value(strings, "de", "switch_off") == "Off")
    #expect(try value(strings, "fr", "switch_off") == "Off")
  }

  @Test(arguments: ["loop_a", "loop_b", "self", "gone", "framework"])
  func aReferenceThatDoesNotResolveIsBroken(_ key: String) throws {
    let strings = try Self.app()
    let entry = try #require(strings.table(for: try LocaleID("en"))?.entry(key))
    #expect(entry.state == .brokenReference)
    #expect(!entry.state.isUsable)
    #expect(entry.value.hasPrefix("@"))
  }

  @Test func escapedOrEmbeddedAtSignIsText() throws {
    let strings = try Self.app()
    let literal = try #require(strings.table(for: try LocaleID("en"))?.entry("literal"))
    #expect(literal.value == "@string/on")
    #expect(literal.reference == nil)
    #expect(try value(strings, "en", "sentence") == "Turn @string/on")
  }

  @Test func aReferenceToAPluralIsAPlural() throws {
    let strings = try Self.app()
    let entry = try #require(strings.table(for: try LocaleID("en"))?.entry("count_ref"))
    #expect(entry.state == .plural)
    #expect(entry.value == "%d")
  }

  /// The app shows the source language's words where a reference is broken, and says why.
  @Test func aBrokenReferenceIsAFinding() throws {
    let set = AppLabelSet(
      strings: try Self.app(), keys: AppLabelKeys(on: "switch_on", off: "switch_off"))
    let french = set.labels(for: try LocaleID("fr"))
    #expect(french.texts[.on] == ["On"])
    #expect(french.texts[.off] == ["Off"])
    let broken = french.findings.filter { $0.kind == .appMissing }
    #expect(broken.count == 1)
    #expect(broken.first?.message.contains("@string/missing_everywhere") == true)
    #expect(broken.first?.message.contains("names no string of the app") == true)
    #expect(set.labels(for: try LocaleID("de")).texts[.on] == ["Ein"])
  }
}
