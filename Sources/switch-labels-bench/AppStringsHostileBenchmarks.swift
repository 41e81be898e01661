// Small hostile app-strings files that once took minutes (issue #30, round 3): each blow-up
// measured at two sizes, the larger held to about twice the smaller (linear), or to a budget.

import SwitchLabels

extension Benchmark {
  /// "app strings · hostile · …" cases: reference chains, substitutions, many locales, nesting.
  mutating func addAppStringsHostileBenchmarks() {
    // Twice the work may cost at most this many times the time: linear with room for noise,
    // where a quadratic path costs four times.
    let linear = 2.6

    for count in [10_000, 20_000] {
      var xml = "<resources>\n<string name=\"switch_on\">@string/r0</string>\n"
      for index in 0..<count - 1 {
        xml += "<string name=\"r\(index)\">@string/r\(index + 1)</string>\n"
      }
      xml += "<string name=\"r\(count - 1)\">On</string>\n</resources>\n"
      let bytes = Array(xml.utf8)
      add("app strings · hostile · @string/ chain of \(count)") { iterations in
        for _ in 0..<iterations {
          blackHole(
            try? AppStringsReader().read(bytes: bytes, file: "res/values/strings.xml", as: .android)
              .tables.count)
        }
      }
    }
    expect(
      "app strings · hostile · @string/ chain of 20000", atMost: linear,
      times: "app strings · hostile · @string/ chain of 10000")

    for count in [8_000, 16_000] {
      let substitutions = (0..<count).map {
        "\"v\($0)\":{\"variations\":{\"plural\":{\"other\":{\"stringUnit\":"
          + "{\"state\":\"translated\",\"value\":\"w\"}}}}}"
      }
      let format = (0..<count).map { "%#@v\($0)@" }.joined()
      let catalog =
        "{\"sourceLanguage\":\"en\",\"strings\":{\"On\":{\"localizations\":{\"de\":{"
        + "\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(format)\"},"
        + "\"substitutions\":{\(substitutions.joined(separator: ","))}}}}}}"
      let bytes = Array(catalog.utf8)
      add("app strings · hostile · \(count) substitutions in one text") { iterations in
        for _ in 0..<iterations {
          blackHole(
            try? AppStringsReader().read(
              bytes: bytes, file: "Localizable.xcstrings", as: .stringCatalog
            ).tables.count)
        }
      }
    }
    expect(
      "app strings · hostile · 16000 substitutions in one text", atMost: linear,
      times: "app strings · hostile · 8000 substitutions in one text")

    // Locales of six languages without the bare language (de-AA …): every chain has a step
    // with no table of its own, which is looked for among the locales equal once maximized.
    let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
    let regions = letters.flatMap { first in letters.map { first + $0 } }
    let tags = ["de", "fr", "it", "nl", "sv", "pl"].flatMap { language in
      regions.map { "\(language)-\($0)" }
    }
    for count in [2_000, 4_000] {
      let localizations = { (word: String) in
        tags.prefix(count).map {
          "\"\($0)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(word) \($0)\"}}"
        }.joined(separator: ",")
      }
      let catalog =
        "{\"sourceLanguage\":\"en\",\"strings\":{\"On\":{\"localizations\":{\(localizations("On"))}},"
        + "\"Off\":{\"localizations\":{\(localizations("Off"))}}}}"
      guard
        let strings = try? AppStringsReader().read(
          bytes: Array(catalog.utf8), file: "Localizable.xcstrings", as: .stringCatalog)
      else {
        note("skipped hostile locales: the generated catalog does not read")
        return
      }
      add("app strings · hostile · labels of \(count) locales") { iterations in
        for _ in 0..<iterations {
          let set = AppLabelSet(strings: strings, keys: AppLabelKeys(on: "On", off: "Off"))
          for locale in strings.locales { blackHole(set.labels(for: locale).isComplete) }
        }
      }
    }
    expect(
      "app strings · hostile · labels of 4000 locales", atMost: linear,
      times: "app strings · hostile · labels of 2000 locales")

    // Each substitution's form refers twice to the next: 2^40 characters if expanded, an error
    // within the file's budget.
    let laughs = (0..<40).map { level in
      let form = level < 39 ? "%#@s\(level + 1)@%#@s\(level + 1)@" : "ha"
      return "\"s\(level)\":{\"variations\":{\"plural\":{\"other\":{\"stringUnit\":"
        + "{\"state\":\"translated\",\"value\":\"\(form)\"}}}}}"
    }
    let laughing = Array(
      ("{\"sourceLanguage\":\"en\",\"strings\":{\"On\":{\"localizations\":{\"de\":{"
        + "\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@s0@\"},"
        + "\"substitutions\":{\(laughs.joined(separator: ","))}}}}}}").utf8)
    add("app strings · hostile · substitutions doubling 40 times") { iterations in
      for _ in 0..<iterations {
        blackHole(
          try? AppStringsReader().read(
            bytes: laughing, file: "Localizable.xcstrings", as: .stringCatalog
          ).tables.count)
      }
    }
    expect("app strings · hostile · substitutions doubling 40 times", atMostNanoseconds: 50e6)

    let depth = 10_000
    let deep = Array(
      ("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>On</key><dict>"
        + "<key>NSStringLocalizedFormatKey</key><string>x</string><key>v</key>"
        + String(repeating: "<array >", count: depth) + String(repeating: "</array>", count: depth)
        + "</dict></dict></plist>").utf8)
    add("app strings · hostile · .stringsdict <array > 10,000 deep") { iterations in
      for _ in 0..<iterations {
        blackHole(
          try? AppStringsReader().read(
            bytes: deep, file: "de.lproj/Localizable.stringsdict", as: .strings
          ).tables.count)
      }
    }
    expect("app strings · hostile · .stringsdict <array > 10,000 deep", atMostNanoseconds: 10e6)
  }
}
