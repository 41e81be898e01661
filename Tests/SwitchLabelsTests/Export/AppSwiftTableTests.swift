import Foundation
import Testing

@testable import SwitchLabels

/// One answer for the app, in the Swift table: the table exported from an app's words, compiled
/// with `swiftc` alone, answers every identifier as the library resolves it with those words —
/// every ICU locale in four spellings, the pseudo-locales and the spellings an OS hands over —
/// and the app's audit says the same of every ICU locale.
@Suite("Swift table of an app's words", .tags(.shaping))
struct AppSwiftTableTests {
  /// Two geometries: an iOS one (the String Catalog's `iphone` device) and an Android one.
  static let geometries: [Geometry] = [.iOSClassic, .androidSwitchCompat]

  static let measurer = HarfBuzzMeasurer()

  /// The app's words: a real app's, and one made here to cover what VLC's do not.
  enum App: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// VLC for iOS: `.strings`, its source language (English) only.
    case vlc
    /// An Android app in seven languages: an alias folder (`values-iw`), a script folder
    /// (`values-b+sr+Latn`), right-to-left words, and words too long for the track (ru).
    case several

    var testDescription: String { rawValue }

    /// Its words.
    func labels() throws -> AppLabelSet {
      let strings: AppStrings
      switch self {
      case .vlc:
        strings = try AppStringsReader().read(
          paths: [appStringsFixtures.appendingPathComponent("VLCiOS").path])
      case .several:
        strings = try AppLabelSetTests.app(
          Dictionary(
            uniqueKeysWithValues: [
              ("", "On", "Off"), ("-de", "An", "Aus"), ("-ru", "Включено", "Выключено"),
              ("-iw", "פועל", "כבוי"), ("-zh-rCN", "开", "关"),
              ("-b+sr+Latn", "Uključeno", "Isključeno"), ("-ar", "تشغيل", "إيقاف"),
            ].map { folder, on, off in
              (
                "res/values\(folder)/strings.xml",
                "<resources><string name=\"switch_on\">\(on)</string>"
                  + "<string name=\"switch_off\">\(off)</string></resources>"
              )
            }))
      }
      return AppLabelSet(strings: strings, keys: try AppLabelKeys.choose(in: strings).keys)
    }
  }

  /// Every ICU locale and the pseudo-locales, exported as `export --locales icu` does.
  static let locales = Array(
    Set(LocaleID.icuAvailable + PseudoLocale.allCases.compactMap { try? LocaleID($0.rawValue) })
  ).sorted()

  /// Every query: each ICU locale in its spellings, the spellings an OS hands over, and lists.
  static let queries: [[String]] = {
    var seen: Set<[String]> = []
    return
      ((LocaleID.icuAvailable.flatMap(SwiftTableTests.spellings) + SwiftTableTests.extraInputs
      + shown.map(\.0)).map { [$0] } + lists + listWords.map(\.0))
      .filter { seen.insert($0).inserted }
  }()

  /// Each app's words, its table compiled and asked every query.
  static let compiled: [App: Result<(AppLabelSet, SwiftTableProgram.Compiled), SwiftTableFailure>] =
    Dictionary(
      uniqueKeysWithValues: App.allCases.map { app in
        do {
          let labels = try app.labels()
          let export = try LabelExport(
            words: .app(labels, measurer: measurer), geometries: geometries, locales: locales,
            generatedBy: AuditReport.Generator(tool: "tests", version: "1"))
          return (app, SwiftTableProgram.compile(export, queries: queries).map { (labels, $0) })
        } catch {
          return (app, .failure(SwiftTableFailure(message: "\(error)")))
        }
      })

  /// What the library says of `identifiers` with the app's words: resolved by the services
  /// made of the app's words for them (on the device each geometry stands for).
  static func expected(_ identifiers: [String], labels: AppLabelSet) throws -> [String] {
    let preferences = try LocalePreferences(identifiers: identifiers)
    return try geometries.map { geometry in
      let service = LabelService(
        catalogs: labels.catalogSet(
          for: preferences.locales, device: AppLabelSet.device(for: geometry)),
        measurer: measurer)
      return SwiftTableProgram.line(
        try service.resolve(preferences, geometry: geometry), geometry: geometry.name)
    }
  }

  /// Preference lists: the first has no words of the app's own where a later one has.
  static let lists: [[String]] =
    [
      ["ja", "de"], ["fr", "he"], ["xx", "de"], ["ja", "sr-Latn-RS"], ["ar", "de"], ["ja", "fr"],
      ["de-CH", "ru"], ["en-XA", "de"], ["-de", "ru"],
    ] + SwiftTableTests.randomLists

  @Test("answers as the library for every ICU locale, in four spellings", arguments: App.allCases)
  func everyLocale(_ app: App) throws {
    let (labels, compiled) = try #require(Self.compiled[app]).get()
    for locale in LocaleID.icuAvailable {
      for spelling in SwiftTableTests.spellings(locale) {
        let expected = try Self.expected([spelling], labels: labels)
        #expect(compiled.answers[spelling] == expected, "\(spelling): \(expected)")
      }
    }
  }

  @Test(
    "answers as the library for pseudo-locales and spellings an OS gives", arguments: App.allCases)
  func extraSpellings(_ app: App) throws {
    let (labels, compiled) = try #require(Self.compiled[app]).get()
    for input in SwiftTableTests.extraInputs {
      #expect(compiled.answers[input] == (try Self.expected([input], labels: labels)), "\(input)")
    }
  }

  @Test("answers as the library for preference lists", arguments: App.allCases)
  func preferenceLists(_ app: App) throws {
    let (labels, compiled) = try #require(Self.compiled[app]).get()
    for list in Self.lists {
      let identifiers = list.filter { (try? LocaleID($0)) != nil }
      let expected = try Self.expected(identifiers, labels: labels)
      let answer = compiled.answers[list.joined(separator: " ")]
      #expect(answer == expected, "\(list): \(answer ?? []) vs \(expected)")
    }
  }

  @Test("the app's audit says what the table says, for every ICU locale", arguments: App.allCases)
  func auditRows(_ app: App) throws {
    let (labels, compiled) = try #require(Self.compiled[app]).get()
    let report = try Auditor(
      words: .app(labels, measurer: Self.measurer), geometries: Self.geometries
    ).run(locales: LocaleID.icuAvailable)
    #expect(report.rows.count == LocaleID.icuAvailable.count * Self.geometries.count)
    for row in report.rows {
      let geometry = try #require(Self.geometries.firstIndex { $0.name == row.geometry })
      let answer = try #require(compiled.answers[row.locale.tag]?[geometry], "\(row.locale)")
      let fields = answer.split(separator: " ").map(String.init)
      #expect(fields.contains(row.rung.rawValue), "\(row.locale) \(row.geometry): \(answer)")
      #expect(
        answer.contains("\(row.on.spoken)|\(row.off.spoken)"),
        "\(row.locale) \(row.geometry): \(answer)")
      if let text = row.on.text {
        #expect(answer.contains("text:\(text)@"), "\(row.locale) \(row.geometry): \(answer)")
      }
      #expect(
        fields.contains(row.direction.rawValue), "\(row.locale) \(row.geometry): \(answer)")
    }
  }
}

extension AppSwiftTableTests {
  /// Identifiers and the words the made app shows for them, as Android picks its folder.
  static let shown: [(String, String, String)] = [
    ("de-AT", "An", "ltr"), ("de_CH", "An", "ltr"), ("he", "פועל", "rtl"), ("iw-IL", "פועל", "rtl"),
    ("zh-Hans", "开", "ltr"), ("zh-CN", "开", "ltr"), ("sr-Latn-ME", "Uključeno", "ltr"),
    ("ja", "On", "ltr"), ("sr", "On", "ltr"), ("ar-EG", "تشغيل", "rtl"), ("fr", "On", "ltr"),
  ]

  @Test("shows the made app's words as Android picks its folder", arguments: shown)
  func shownWords(_ identifier: String, _ on: String, _ direction: String) throws {
    let (_, compiled) = try #require(Self.compiled[.several]).get()
    let answers = try #require(compiled.answers[identifier], "\(identifier)")
    for answer in answers {
      #expect(answer.contains("\(on)|"), "\(identifier): \(answer)")
      #expect(answer.split(separator: " ").contains(Substring(direction)), "\(answer)")
    }
  }

  /// Lists whose first locale the made app lacks, and the words a later one gives.
  static let listWords: [([String], String)] = [
    (["ja", "de"], "An"), (["fr", "he"], "פועל"), (["xx", "de"], "An"), (["ja", "fr"], "On"),
    (["ja", "sr-Latn-RS"], "Uključeno"), (["de-CH", "ru"], "An"),
  ]

  @Test("a preference the made app lacks gives way to a later one it has", arguments: listWords)
  func laterPreference(_ list: [String], _ on: String) throws {
    let (_, compiled) = try #require(Self.compiled[.several]).get()
    let answers = try #require(compiled.answers[list.joined(separator: " ")], "\(list)")
    for answer in answers { #expect(answer.contains("\(on)|"), "\(list): \(answer)") }
  }

  @Test("gives images where the made app's Russian words overflow the track")
  func overflowingWords() throws {
    let (_, compiled) = try #require(Self.compiled[.several]).get()
    let answers = try #require(compiled.answers["ru"])
    #expect(answers.contains { $0.contains("image:") && $0.contains("Включено|Выключено") })
  }
}
