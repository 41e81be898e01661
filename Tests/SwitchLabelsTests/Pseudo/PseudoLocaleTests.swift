import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

/// The pseudo-locales: their names, their text (length per IBM's table, accents reversible, bidi
/// controls balanced), and their resolutions through the same path as any locale.
@Suite("Pseudo-locales")
struct PseudoLocaleTests {
  /// Spellings a user or a platform hands us, and the pseudo-locale each names.
  static let spellings: [(String, PseudoLocale)] = [
    ("en-XA", .accented), ("en_XA", .accented), ("EN-xa", .accented),
    ("ar-XB", .bidi), ("ar_XB", .bidi),
    ("qps-ploc", .padded), ("qps-PLOC", .padded), ("qps_ploc", .padded),
    ("qps-plocm", .mirrored), ("QPS-PLOCM", .mirrored),
    ("qps-ploca", .eastAsian), ("qps_ploca", .eastAsian),
  ]

  @Test("Every spelling parses to the platform's name", arguments: spellings)
  func parsing(_ spelling: String, _ expected: PseudoLocale) throws {
    let locale = try LocaleID(spelling)
    #expect(locale.tag == expected.rawValue)
    #expect(locale.pseudoLocale == expected)
    #expect(locale == expected.locale)
    #expect(FallbackChain(locale).first == locale)
    #expect(FallbackChain(locale).last == .root)
  }

  @Test(
    "Ordinary locales are not pseudo-locales", arguments: ["en", "en-US", "ar", "qps", "en-XB"])
  func ordinary(_ tag: String) throws {
    #expect(try LocaleID(tag).pseudoLocale == nil)
  }

  @Test("Direction: ar-XB and qps-plocm are right to left", arguments: PseudoLocale.allCases)
  func direction(_ pseudo: PseudoLocale) {
    let rightToLeft = pseudo == .bidi || pseudo == .mirrored
    #expect(pseudo.locale.direction == (rightToLeft ? .rightToLeft : .leftToRight))
    #expect(pseudo.direction == pseudo.locale.direction)
  }

  /// IBM's table, read row by row: a length and the characters added at the least and the most.
  static let table: [(length: Int, least: Int, most: Int)] = [
    (1, 2, 2), (2, 2, 4), (3, 3, 6), (10, 10, 20), (11, 9, 11), (20, 16, 20), (21, 13, 17),
    (30, 18, 24), (31, 13, 19), (50, 20, 30), (51, 16, 21), (70, 22, 28), (71, 22, 22),
    (100, 30, 30),
  ]

  @Test("Added length follows IBM's table at both ends of each band", arguments: table)
  func addedLength(_ row: (length: Int, least: Int, most: Int)) {
    #expect(PseudoLocale.addedLength(for: row.length, band: .least) == row.least)
    #expect(PseudoLocale.addedLength(for: row.length, band: .most) == row.most)
  }

  /// English words of every length from 1 to 90 characters, and our catalogs' words.
  static let sources: [String] = {
    let words = "Turn the switch on or off when the room is dark and quiet again please"
    var texts = (1...90).map { length in
      String(String(repeating: words + " ", count: 2).prefix(length)).trimmed
    }.filter { !$0.isEmpty }
    for catalog in CatalogSet.bundled.catalogs.values {
      texts += catalog.on.texts + catalog.off.texts
    }
    return Array(Set(texts)).sorted()
  }()

  @Test("en-XA and qps-ploc grow each text by its band, between brackets")
  func lengths() {
    for source in Self.sources {
      let accented = PseudoLocale.accented.text(for: source)
      let padded = PseudoLocale.padded.text(for: source)
      #expect(accented.first == "[" && accented.last == "]", "\(accented)")
      #expect(padded.first == "[" && padded.last == "]", "\(padded)")
      let n = source.count
      #expect(
        accented.count - 2 == n + PseudoLocale.addedLength(for: n, band: .most),
        "\(source) → \(accented)")
      #expect(
        padded.count - 2 == n + PseudoLocale.addedLength(for: n, band: .least),
        "\(source) → \(padded)")
      // The Windows mirrored text is the padded one, with controls added only.
      let mirrored = PseudoLocale.mirrored.text(for: source)
      #expect(
        String(
          String.UnicodeScalarView(
            mirrored.unicodeScalars.filter { !PseudoText.controls.contains($0) }))
          == padded)
    }
  }

  @Test("Every text maps back to its words", arguments: PseudoLocale.allCases)
  func reversible(_ pseudo: PseudoLocale) {
    let mapLetters = Set(PseudoText.unaccents.keys)
    for source in Self.sources
    where !source.unicodeScalars.contains(where: {
      mapLetters.contains($0) || (0x3000...0xFF5E).contains($0.value)
    }) {
      let text = pseudo.text(for: source)
      #expect(pseudo.sourceText(of: text) == source, "\(source) → \(text)")
      // The spoken text has the letters only: mapped back, the words.
      let spoken = pseudo.spokenText(for: source)
      #expect(PseudoText.halfwidth(PseudoText.unaccenting(spoken)) == source, "\(spoken)")
    }
    // Every letter has its own stand-in, outside ASCII, and upper-casing commutes with the map.
    #expect(Set(PseudoText.accents.values).count == 52)
    for (letter, stand) in PseudoText.accents {
      #expect(!stand.isASCII && String(stand).unicodeScalars.count == 1)
      let upper = String(letter).uppercased()
      #expect(PseudoText.accenting(upper) == String(stand).uppercased(), "\(letter)")
    }
  }

  @Test("Bidi controls are balanced, each word overridden right to left")
  func balanced() {
    for pseudo in [PseudoLocale.bidi, .mirrored] {
      for source in Self.sources {
        let text = pseudo.text(for: source)
        var depth = 0
        var previous: Unicode.Scalar? = nil
        for scalar in text.unicodeScalars {
          switch scalar {
          case "\u{202E}":
            #expect(depth == 0 && previous == "\u{200F}", "\(source): nested or bare RLO")
            depth += 1
          case "\u{202C}":
            #expect(depth == 1, "\(source): PDF without RLO")
            depth -= 1
          case " ":
            #expect(depth == 0, "\(source): a space inside an override")
          default: break
          }
          previous = scalar
        }
        #expect(depth == 0, "\(pseudo) \(source): unclosed override")
        #expect(LayoutDirection.ofParagraph(text) == .rightToLeft, "\(pseudo) \(source)")
        let words = source.split(separator: " ").count
        #expect(text.unicodeScalars.filter { $0 == "\u{202E}" }.count >= words)
      }
    }
  }

  @Test("qps-ploca draws fullwidth forms")
  func eastAsian() {
    #expect(PseudoLocale.eastAsian.text(for: "On") == "［Ｏｎ］")
    #expect(PseudoLocale.eastAsian.text(for: "Turn on") == "［Ｔｕｒｎ\u{3000}ｏｎ］")
    #expect(PseudoLocale.accented.text(for: "On") == "[Öñ åçé]")
    #expect(PseudoLocale.padded.text(for: "On") == "[Öñ !]")
    #expect(PseudoLocale.bidi.text(for: "On") == "\u{200F}\u{202E}On\u{202C}\u{200F}")
  }
}

/// Pseudo-locales through the library: the catalog lookup, the resolution, the trace, the audit
/// and the drawing.
@Suite("Pseudo-locale resolution", .tags(.shaping))
struct PseudoResolutionTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())

  @Test(
    "Every pseudo-locale × every preset keeps the invariants",
    arguments: Geometry.presets, PseudoLocale.allCases)
  func invariants(_ geometry: Geometry, _ pseudo: PseudoLocale) throws {
    let resolution = try Self.service.resolve(pseudo.locale, geometry: geometry)
    checkInvariants(resolution, geometry: geometry)
    #expect(resolution.matched == pseudo.locale)
    #expect(resolution.isLocalized)
    let english = try #require(CatalogSet.bundled.catalog(for: .english))
    #expect(resolution.states.on.spoken == pseudo.spokenText(for: english.on.spoken))
    if let text = resolution.states.on.text {
      #expect(resolution.states.on.missing.isEmpty, "\(text)")
    }
    let match = resolution.trace.first { $0.stage == .match }?.detail ?? ""
    #expect(match.contains("pseudo-locale \(pseudo)") && match.contains(pseudo.method), "\(match)")
  }

  @Test("An app's source language gives the words")
  func appSource() throws {
    let german = LabelCatalog(
      locale: try LocaleID("de"), on: StateLabels(texts: ["Ein"], spoken: "Ein"),
      off: StateLabels(texts: ["Aus"], spoken: "Aus"), provenance: Provenance(basis: "test"))
    let set = CatalogSet([german], name: "app", sourceLocale: try LocaleID("de-CH"))
    let lookup = set.lookup(LocalePreferences(PseudoLocale.accented.locale))
    #expect(lookup.catalog.on.texts == ["[Éîñ åçéîñ]"])
    #expect(lookup.trace.last?.contains("the words of de (app)") == true, "\(lookup.trace)")
    // Over ours, the app's source language still decides.
    let layered = set.overriding(.bundled)
    #expect(layered.catalog(for: PseudoLocale.padded.locale)?.off.texts == ["[Åûš !!]"])
    // Without words in its source language a set has no pseudo catalogs: root serves.
    let none = CatalogSet([german], name: "app")
    #expect(none.lookup(LocalePreferences(PseudoLocale.accented.locale)).isRoot)
  }

  @Test("The audit serves pseudo-locales from their catalogs")
  func audit() throws {
    let auditor = try Auditor(service: Self.service, geometries: Geometry.presets)
    let report = try auditor.run(locales: PseudoLocale.allCases.map(\.locale))
    #expect(report.rows.count == PseudoLocale.allCases.count * Geometry.presets.count)
    for row in report.rows {
      #expect(!row.findings.contains { $0.kind == .noCatalog || $0.kind == .missingTranslation })
    }
    // en-XA's words do not fit the classic iOS switch: the audit says so before translators do.
    let classic = report.rows.first { $0.locale.tag == "en-XA" && $0.geometry == "ios-classic" }
    #expect(classic?.rung == .image)
  }

  @Test("ar-XB draws its words as right-to-left overrides in SVG")
  func svg() throws {
    let resolution = try Self.service.resolve(PseudoLocale.bidi.locale, geometry: .iOSClassic)
    let svg = SwitchSVG.document(resolution, geometry: .iOSClassic)
    #expect(svg.contains("<tspan unicode-bidi=\"bidi-override\" direction=\"rtl\">ON</tspan>"))
    #expect(!svg.contains("⟦U+"))
    #expect(!svg.unicodeScalars.contains { PseudoText.controls.contains($0) })
  }
}
