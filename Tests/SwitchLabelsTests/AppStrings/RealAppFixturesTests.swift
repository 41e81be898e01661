import Foundation
import Testing

@testable import SwitchLabels

/// Real open-source apps' localization files (`Fixtures/AppStrings/`, sources and licences in its
/// README), read through the public reader: the values, states, locales and lines they really have.
@Suite("App strings: real apps' files")
struct RealAppFixturesTests {
  /// Every file of the fixture folder `app`, read.
  static func read(_ app: String) throws -> AppStrings {
    try AppStringsReader().read(paths: [appStringsFixtures.appendingPathComponent(app).path])
  }

  /// The entry of `key` in `locale`.
  static func entry(_ strings: AppStrings, _ locale: String, _ key: String) throws -> AppString? {
    strings.table(for: try LocaleID(locale))?.entry(key)
  }

  // MARK: String Catalogs

  @Test func linearMouseCatalogLocalesAndKeyAsSourceText() throws {
    let strings = try Self.read("LinearMouse")
    #expect(strings.formats == [.stringCatalog])
    #expect(strings.sourceLanguage.tag == "en")
    #expect(
      strings.locales.map(\.tag) == [
        "af", "da", "de", "en", "he", "my", "nb-NO", "pt-BR", "sr", "sv", "zh-Hant", "zh-Hant-HK",
      ])
    // "Off" has no English localization: the key is the source text.
    #expect(try Self.entry(strings, "en", "Off")?.value == "Off")
    #expect(try Self.entry(strings, "de", "Off")?.value == "Aus")
    #expect(try Self.entry(strings, "zh-Hant-HK", "Off")?.value == "關閉")
    #expect(try Self.entry(strings, "de", "Enable")?.value == "Aktivieren")
    // The line of "de" in the key's localizations, found in Xcode's layout by a text search.
    let file = appStringsFixtures.appendingPathComponent(
      "LinearMouse/LinearMouse/Localizable.xcstrings")
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    let key = try #require(lines.firstIndex { $0.hasPrefix("    \"Enable\" : {") })
    let german = try #require(
      lines[key...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "\"de\" : {" })
    #expect(try Self.entry(strings, "de", "Enable")?.line == german + 1)
    #expect(try Self.entry(strings, "de", "Enable")?.file == file.path)
    // "Off" has no English localization: its source entry is at the key's line.
    let off = try #require(lines.firstIndex { $0.hasPrefix("    \"Off\" : {") })
    #expect(try Self.entry(strings, "en", "Off")?.line == off + 1)
    #expect(try Self.entry(strings, "en", "Settings")?.state == .translated)
  }

  @Test func linearMouseCatalogStatesAndPlurals() throws {
    let strings = try Self.read("LinearMouse")
    let lines = try #require(try Self.entry(strings, "de", "%d line(s)"))
    #expect(lines.state == .plural)
    #expect(lines.value == "%d Zeilen")
    #expect(try Self.entry(strings, "de", "Click once to toggle")?.state == .stale)
    #expect(try Self.entry(strings, "sv", "Autoscroll")?.state == .new)
    #expect(try Self.entry(strings, "de", "Autoscroll")?.state == .translated)
    #expect(try Self.entry(strings, "da", "Hold %@")?.state == .new)
  }

  /// Xcode writes a string with a plural argument as `%#@value@` with `substitutions`: a plural,
  /// not the text `%#@value@` (it was read as a translated label before).
  @Test func linearMouseSubstitutionIsAPlural() throws {
    let strings = try Self.read("LinearMouse")
    let en = try #require(try Self.entry(strings, "en", "%.1f pixel(s)"))
    #expect(en.state == .plural)
    #expect(en.value == "%.1f pixels")
    #expect(try Self.entry(strings, "pt-BR", "%.1f pixel(s)")?.state == .plural)
    #expect(try Self.entry(strings, "de", "%.1f pixel(s)")?.value == "%.1f Pixel")
  }

  /// Rectangle's Interface Builder catalog marks the English texts `new` (`extracted_with_value`):
  /// they are still what the app shows in English (they were "missing" before).
  @Test func rectangleSourceTextsMarkedNewAreTheSource() throws {
    let strings = try Self.read("Rectangle")
    #expect(
      strings.locales.map(\.tag) == ["de", "en", "es-419", "ko", "nn", "sv-SE", "zh-Hant-HK"])
    let top = try #require(try Self.entry(strings, "en", "d7y-s8-7GE.title"))
    #expect(top.value == "Top")
    #expect(top.state == .translated)
    #expect(try Self.entry(strings, "de", "d7y-s8-7GE.title")?.value == "Obere Hälfte")
    #expect(try Self.entry(strings, "de", "d7y-s8-7GE.title")?.state == .needsReview)
    #expect(try Self.entry(strings, "ko", "Treat multiple monitors as one")?.state == .stale)
    let set = AppLabelSet(
      strings: strings, keys: AppLabelKeys(on: "d7y-s8-7GE.title", off: "ec4-FB-fMa.title"))
    let english = set.labels(for: try LocaleID("en"))
    #expect(english.texts[.on] == ["Top"])
    #expect(english.texts[.off] == ["Bottom"])
    #expect(!english.findings.contains { $0.kind == .appMissing })
  }

  // MARK: .strings

  @Test func sparkleStringsUTF16AndUTF8() throws {
    let strings = try Self.read("Sparkle")
    #expect(strings.formats == [.strings])
    #expect(strings.locales.map(\.tag) == ["de", "en", "no", "pt-BR", "zh-CN"])
    #expect(strings.table(for: try LocaleID("en"))?.isSource == true)
    // de.lproj/SUUpdateAlert.strings is UTF-16LE with a BOM, as the file in the repository.
    let bytes = try Data(
      contentsOf: appStringsFixtures.appendingPathComponent(
        "Sparkle/Sparkle/de.lproj/SUUpdateAlert.strings"))
    #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
    #expect(try Self.entry(strings, "de", "173.title")?.value == "Installieren")
    #expect(try Self.entry(strings, "de", "171.title")?.value == "Später erinnern")
    #expect(try Self.entry(strings, "zh-CN", "5.title")?.value == "软件更新")
    #expect(try Self.entry(strings, "pt-BR", "173.title")?.value == "Instalar Atualização")
    // UTF-8 files beside them; Base.lproj is the source language.
    #expect(
      try Self.entry(
        strings, "en", "%@ %@ is now available--you have %@. Would you like to download it now?")?
        .value == "%1$@ %2$@ is now available—you have %3$@. Would you like to download it now?")
    #expect(try Self.entry(strings, "en", "173.title")?.value == "Install Update")
    #expect(try Self.entry(strings, "no", "Install Update")?.value == "Installer oppdatering")
  }

  // MARK: Android

  @Test func exactCalculatorQualifiersAndEscapes() throws {
    let strings = try Self.read("ExactCalculator")
    // values-night, values-sw600dp (smallest width, not Swahili) hold no locale's strings.
    #expect(
      strings.locales.map(\.tag) == [
        "ast-ES", "de", "en", "en-XC", "he", "id", "sr", "sr-Latn", "sw", "zh-TW",
      ])
    let name = try #require(try Self.entry(strings, "en", "app_name"))
    #expect(name.value == "Calculator")
    #expect(name.line == 20)
    #expect(name.file.hasSuffix("ExactCalculator/res/values/strings.xml"))
    #expect(try Self.entry(strings, "en", "const_e")?.state == .doNotTranslate)
    #expect(try Self.entry(strings, "en", "exponential")?.state == .doNotTranslate)
    #expect(try Self.entry(strings, "en", "fun_arccos")?.value == "cos\u{207B}\u{00B9}")
    #expect(try Self.entry(strings, "en", "desc_const_e")?.value == "Euler's number")
    #expect(try Self.entry(strings, "en", "error_zero_divide")?.value == "Can't divide by 0")
    // Translations as AOSP writes them: double-quoted, with a msgid attribute.
    #expect(try Self.entry(strings, "de", "desc_inv_on")?.value == "Umkehrfunktionen ausblenden")
    let latin = try #require(try Self.entry(strings, "sr-Latn", "desc_inv_on"))
    #expect(latin.value == "sakrij inverzne funkcije")
    #expect(latin.line == 27)
    #expect(latin.file.hasSuffix("values-b+sr+Latn/strings.xml"))
    #expect(try Self.entry(strings, "sr", "desc_inv_on")?.value == "сакриј инверзне функције")
    #expect(try Self.entry(strings, "id", "desc_inv_off")?.value == "tampilkan fungsi balikan")
    #expect(try Self.entry(strings, "he", "desc_const_e")?.value == "\u{200F}הקבוע e")
    #expect(try Self.entry(strings, "zh-TW", "desc_inv_on")?.value == "隱藏反函數")
    #expect(try Self.entry(strings, "sw", "mode_deg")?.value == "digrii")
    let pseudo = try #require(try Self.entry(strings, "en-XC", "mode_deg")?.value)
    #expect(pseudo.contains("deg"))
    #expect(pseudo.unicodeScalars.first == "\u{200E}")
  }

  @Test func deskClockPluralsXliffAndArrays() throws {
    let strings = try Self.read("DeskClock")
    #expect(strings.locales.map(\.tag) == ["de", "en", "sr-Latn"])
    let snoozed = try #require(try Self.entry(strings, "en", "alarm_alert_snooze_set"))
    #expect(snoozed.state == .plural)
    #expect(snoozed.value == "Snoozing for %d minutes.")
    #expect(snoozed.line == 46)
    let until = try #require(try Self.entry(strings, "de", "alarm_alert_snooze_until"))
    #expect(until.value == "Schlummern bis %s")
    #expect(until.line == 33)
    #expect(try Self.entry(strings, "en", "alarm_alert_snooze_until")?.value == "Snoozing until %s")
    #expect(try Self.entry(strings, "sr-Latn", "alarm_alert_off_text")?.value == "Alarm je isklj.")
    // <string-array> items are not strings with a name.
    #expect(try Self.entry(strings, "en", "week_start_values") == nil)
    #expect(try Self.entry(strings, "en", "sw_share_strings") == nil)
  }

  // MARK: XLIFF

  @Test func firefoxXcodeExportedXLIFF() throws {
    let strings = try Self.read("FirefoxIOS")
    #expect(strings.formats == [.xliff])
    #expect(strings.locales.map(\.tag) == ["de", "en"])
    let de = try #require(strings.table(for: try LocaleID("de")))
    #expect(de.entry("Yes")?.value == "Ja")
    #expect(de.entry("Yes")?.line == 120)
    // <target> before <source>, as this real file has it.
    #expect(de.entry("Not now")?.value == "Nicht jetzt")
    #expect(try Self.entry(strings, "en", "Not now")?.value == "Not now")
    #expect(de.entry("Paste & Go")?.value == "Einfügen & Los")
    // One id in two <file>s (each target's Info.plist): both kept, in file order.
    #expect(de.entries("CFBundleName").map(\.line) == [8, 27])
    #expect(de.entry("NSLocationWhenInUseUsageDescription")?.value.hasPrefix("Von Ihnen") == true)
  }

  // MARK: gettext PO

  @Test func wtformsPOLocalesFuzzyAndPlurals() throws {
    let strings = try Self.read("WTForms")
    #expect(strings.formats == [.po])
    #expect(strings.locales.map(\.tag) == ["de", "de-CH", "en", "zh-TW"])
    #expect(
      try Self.entry(strings, "de", "Invalid field name '%s'.")?.value
        == "Ungültiger Feldname '%s'.")
    let fuzzy = try #require(try Self.entry(strings, "de", "This field cannot be edited."))
    #expect(fuzzy.state == .fuzzy)
    #expect(fuzzy.value == "Dieses Feld wird benötigt.")
    let plural = try #require(
      try Self.entry(strings, "de", "Field must be at least %(min)d character long."))
    #expect(plural.state == .plural)
    #expect(try Self.entry(strings, "zh-TW", "Not a valid week value.")?.value == "不是有效的週值。")
    #expect(
      try Self.entry(strings, "en", "Not a valid week value.")?.value == "Not a valid week value.")
  }

  /// GTK 3.24's German PO: the switch's ON/OFF (`msgctxt "switch"`) are obsolete there (`#~`,
  /// GTK draws symbols since 3.24): they are no keys, and no on/off pair is found.
  @Test func gtkPOContextsAndObsoleteSwitchWords() throws {
    let strings = try Self.read("GTK")
    #expect(strings.locales.map(\.tag) == ["de", "en"])
    #expect(try Self.entry(strings, "de", "keyboard label|Tab")?.value == "Tabulator")
    #expect(try Self.entry(strings, "de", "Action name|Toggle")?.value == "Umschalten")
    #expect(try Self.entry(strings, "en", "Action name|Toggle")?.value == "Toggle")
    #expect(try Self.entry(strings, "de", "Opening %d Item")?.state == .plural)
    for table in strings.tables {
      #expect(!table.contains("switch|ON") && !table.contains("switch|OFF"), "\(table.locale)")
      #expect(!table.contains("Color name|Dark") && !table.contains("smb://"))
    }
    #expect(throws: AppStringsError.self) { try AppLabelKeys.choose(in: strings) }
    let keys = try AppLabelKeys.choose(in: strings, on: "Enabled", off: "Disabled").keys
    let de = AppLabelSet(strings: strings, keys: keys).labels(for: try LocaleID("de-AT"))
    #expect(de.texts[.on] == ["Aktiviert"])
    #expect(de.texts[.off] == ["Deaktiviert"])
  }

  // MARK: ARB

  @Test func flutterGalleryARBLocalesFromFileNames() throws {
    let strings = try Self.read("FlutterGallery")
    #expect(strings.formats == [.arb])
    // No @@locale in these files: intl_<locale>.arb names it.
    #expect(
      strings.locales.map(\.tag) == [
        "de", "en", "es-419", "fil", "gsw", "pt-BR", "sr-Latn", "zh-TW",
      ])
    #expect(try Self.entry(strings, "de", "select")?.value == "Auswählen")
    #expect(try Self.entry(strings, "sr-Latn", "deselect")?.value == "Opozovi izbor")
    #expect(try Self.entry(strings, "en", "githubRepo")?.value == "{repoName} GitHub repository")
    #expect(try Self.entry(strings, "en", "@githubRepo") == nil)
    #expect(try Self.entry(strings, "de", "shrineCartItemCount")?.state == .plural)
    #expect(
      try Self.entry(strings, "en", "rallyAlertsMessageUnassignedTransactions")?.state == .plural)
  }

  // MARK: .stringsdict

  /// Kraftstoff's only `.stringsdict`: one format with two plural variables, each replaced by its
  /// `other` form.
  @Test func kraftstoffStringsDictPlurals() throws {
    let strings = try Self.read("Kraftstoff")
    #expect(strings.formats == [.strings])
    #expect(strings.locales.map(\.tag) == ["de", "en", "fr", "ja"])
    let key = "Imported %d car(s) with %d fuel event(s)."
    let german = try #require(try Self.entry(strings, "de", key))
    #expect(german.state == .plural)
    #expect(german.value == "%d Fahrzeuge mit %d Datensätzen importiert.")
    #expect(try Self.entry(strings, "en", key)?.value == "Imported %d cars with %d fuel events.")
    #expect(try Self.entry(strings, "fr", key)?.value == "%d véhicules importés avec %d records.")
    // Japanese puts the variables the other way round.
    #expect(try Self.entry(strings, "ja", key)?.value == "%dつの燃料イベントで%d台の車を輸入。")
  }
}
