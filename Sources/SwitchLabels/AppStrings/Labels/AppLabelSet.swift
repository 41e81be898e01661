// An app's switch words in every locale, found as the app finds them, with the findings.

/// An app's strings with its switch's keys: what the app shows in any locale, and its findings.
///
/// The app's own fallback decides, as iOS and Android resolve a missing string: each key comes
/// from the nearest of the app's locales on the CLDR chain (one equal once maximized counts as
/// the locale: zh-Hans for zh-CN), else the source language; new, fuzzy and plural entries too.
///
/// ```swift
/// let app = try AppStringsReader().read(paths: ["MyApp"])
/// let set = AppLabelSet(strings: app, keys: try AppLabelKeys.choose(in: app).keys)
/// set.labels(for: try LocaleID("de-CH")).source  // .chain(de)
/// ```
public struct AppLabelSet: Sendable {
  /// The app's strings, restricted to the tables that hold the keys.
  public let strings: AppStrings
  /// The keys of the switch's words.
  public let keys: AppLabelKeys
  /// Our catalogs, to compare with (and, when ``fillsGaps``, to fill locales the app lacks).
  public let catalogs: CatalogSet
  /// Whether a locale the app lacks gets our catalog's words as a suggestion, not the source's.
  public let fillsGaps: Bool
  /// The app's locales by maximized form, sorted by tag, so chain steps find equals without ICU.
  private let localesByMaximized: [LocaleID: [LocaleID]]

  /// The app's labels under `keys`, from the tables holding them only, as `Bundle` looks a key
  /// up in its one table (a locale with only `InfoPlist.strings` is no locale of the app here).
  public init(
    strings: AppStrings, keys: AppLabelKeys, catalogs: CatalogSet = .bundled,
    fillsGaps: Bool = false
  ) {
    let strings = strings.restricted(toTablesHolding: keys.all)
    self.strings = strings
    self.keys = keys
    self.catalogs = catalogs
    self.fillsGaps = fillsGaps
    var byMaximized: [LocaleID: [LocaleID]] = [:]
    for locale in strings.locales { byMaximized[locale.maximized, default: []].append(locale) }
    localesByMaximized = byMaximized
  }

  /// Every locale the app has strings for, with the keys or not, sorted by tag.
  public var locales: [LocaleID] { strings.locales }

  /// The app's locales whose own strings have both keys, sorted by tag.
  public var localesWithKeys: [LocaleID] {
    strings.tables.filter { $0.contains(keys.on) && $0.contains(keys.off) }.map(\.locale)
  }

  /// The app's tables on a locale's CLDR chain (exact or equal once maximized), nearest first.
  public func chainTables(for locale: LocaleID) -> [AppStringsTable] {
    chainTables(along: FallbackChain(locale))
  }

  /// The app's tables on `chain`, nearest first, without root.
  func chainTables(along chain: FallbackChain) -> [AppStringsTable] {
    var found: [AppStringsTable] = []
    var seen: Set<LocaleID> = []
    for step in chain where !step.isRoot {
      var table = strings.table(for: step)
      if table == nil {
        // Maximizing is two ICU calls: only when the step has no table of its own.
        table = localesByMaximized[step.maximized]?.first { !seen.contains($0) }.flatMap {
          strings.table(for: $0)
        }
      }
      if let table, seen.insert(table.locale).inserted { found.append(table) }
    }
    return found
  }

  /// What the app shows for `locale` on a String Catalog `device` (`iphone`; nil for any other).
  public func labels(for locale: LocaleID, device: String? = nil) -> AppLocaleLabels {
    let fallback = FallbackChain(locale)
    let sourceLanguage = strings.sourceLanguage
    if let pseudo = locale.pseudoLocale, sourceLanguage.pseudoLocale == nil {
      // A pseudo-locale shows the source language's words made long, accented or right to left.
      let source = labels(for: sourceLanguage, device: device)
      return AppLocaleLabels(
        requested: locale, source: .pseudo(from: sourceLanguage), servedBy: locale,
        texts: source.texts.mapValues { $0.map(pseudo.text(for:)) },
        spoken: source.spoken.mapValues(pseudo.spokenText(for:)), entries: source.entries,
        findings: [])
    }
    let chain = chainTables(along: fallback)
    let tables = shownTables(chain: chain)
    if fillsGaps, chain.isEmpty {
      let lookup = catalogs.lookup(LocalePreferences(locale), firstChain: fallback)
      if !lookup.isRoot { return suggestion(locale, from: lookup.catalog, chain: fallback) }
    }
    func usable(_ key: String) -> (entry: AppString, locale: LocaleID)? {
      Self.usable(key, in: tables)
    }
    let servedBy = usable(keys.on)?.locale ?? usable(keys.off)?.locale ?? sourceLanguage
    var texts: [SwitchState: [String]] = [:]
    var spoken: [SwitchState: String] = [:]
    var entries: [SwitchState: AppString] = [:]
    for state in SwitchState.allCases {
      var list: [String] = []
      for (index, key) in keys.textKeys(state).enumerated() {
        guard let found = usable(key) else { continue }
        if index == 0 { entries[state] = found.entry }
        let text = found.entry.value(forDevice: device)
        // An empty shorter text draws nothing: no rung to fall back to (a finding names it).
        if index > 0, text.isEmpty { continue }
        list.append(text)
      }
      texts[state] = list
      if let key = keys.spokenKey(state), let found = usable(key) {
        spoken[state] = found.entry.value(forDevice: device)
      } else if let first = list.first {
        spoken[state] = first
      }
    }
    let (how, own) = source(for: locale, servedBy: servedBy, chain: chain)
    let findings = AppStringsFindings(
      set: self, locale: locale, chain: fallback, own: own, device: device
    ).findings(source: how, entries: entries, texts: texts)
    return AppLocaleLabels(
      requested: locale, source: how, servedBy: servedBy, texts: texts, spoken: spoken,
      entries: entries, findings: findings)
  }

  /// How words from `servedBy` were found for `locale` with `chain` (``chainTables(along:)``),
  /// and the app's own table for it: the nearest, if it is the locale once maximized.
  func source(for locale: LocaleID, servedBy: LocaleID, chain: [AppStringsTable]) -> (
    source: AppLocaleLabels.Source, own: AppStringsTable?
  ) {
    let own = chain.first.flatMap { table in
      table.locale == locale || table.locale.maximized == locale.maximized ? table : nil
    }
    if let own, servedBy == own.locale { return (.own, own) }
    if chain.contains(where: { $0.locale == servedBy }) { return (.chain(servedBy), own) }
    return (.sourceLanguage(strings.sourceLanguage), own)
  }

  /// The tables a locale's words are looked for in: its chain's, then the source language's.
  func shownTables(chain: [AppStringsTable]) -> [AppStringsTable] {
    var tables = chain
    if let source = strings.sourceTable, !chain.contains(where: { $0.locale == source.locale }) {
      tables.append(source)
    }
    return tables
  }

  /// The first usable entry of `key` in `tables` (empty or not), and its table's locale.
  static func usable(_ key: String, in tables: [AppStringsTable]) -> (
    entry: AppString, locale: LocaleID
  )? {
    for table in tables {
      // iOS and Android show an empty text as is (`Bundle`, `Resources.getString`), a finding;
      // gettext's empty `msgstr` is no entry, so the source text shows, as `gettext()` does.
      for entry in table.entries(key) where entry.state.isUsable {
        return (entry, table.locale)
      }
    }
    return nil
  }

  /// What `import` checks: the catalog rules the words shown for `locale` break, with file and key.
  package func catalogProblems(for locale: LocaleID, device: String? = nil) -> [String] {
    let tables = shownTables(chain: chainTables(for: locale))
    var problems: [String] = []
    for key in keys.all {
      guard let found = Self.usable(key, in: tables) else { continue }
      let at =
        "\(found.entry.location): key \"\(AppStringsError.printable(key))\" (\(found.locale))"
      problems += CatalogRules.problems(text: found.entry.value(forDevice: device), at: at)
    }
    return problems
  }

  /// Our catalog's words for a locale the app lacks, as a suggestion at the file they'd go in.
  private func suggestion(_ locale: LocaleID, from catalog: LabelCatalog, chain: FallbackChain)
    -> AppLocaleLabels
  {
    let place = AppStringsFindings(set: self, locale: locale, chain: chain, own: nil, device: nil)
      .placeToAdd(nil, like: nil)
    let finding = Finding(
      .appSuggestion, .info,
      "the app has no strings for \(locale) on its chain: SwitchLabels' \(catalog.locale) words "
        + "\"\(catalog.on.texts.first ?? "")\" / \"\(catalog.off.texts.first ?? "")\" are a "
        + "suggestion (\(catalog.provenance.basis))", at: place)
    return AppLocaleLabels(
      requested: locale, source: .suggestion(catalog.locale), servedBy: catalog.locale,
      texts: [.on: catalog.on.texts, .off: catalog.off.texts],
      spoken: [.on: catalog.on.spoken, .off: catalog.off.spoken], entries: [:],
      findings: [finding])
  }

  /// A catalog set of the app's words for `locales` on `device`, keyed by the locale asked for.
  public func catalogSet(for locales: [LocaleID], device: String? = nil) -> CatalogSet {
    deviceLabels(for: locales, device: device).catalogs
  }

  /// The app's words for some locales on one device, and the catalog set made of them.
  struct DeviceLabels: Sendable {
    /// The device (nil for every device the app has no texts of its own for).
    let device: String?
    /// What the app shows in each locale.
    let labels: [LocaleID: AppLocaleLabels]
    /// The labels that have both states, as catalogs keyed by the locale asked for.
    let catalogs: CatalogSet
  }

  /// The labels of `locales` on `device`, and their catalogs.
  func deviceLabels(for locales: [LocaleID], device: String?) -> DeviceLabels {
    var labels: [LocaleID: AppLocaleLabels] = [:]
    var catalogs: [LabelCatalog] = []
    for locale in Set(locales) {
      let found = self.labels(for: locale, device: device)
      labels[locale] = found
      if let catalog = found.catalog(keys: keys) { catalogs.append(catalog) }
    }
    return DeviceLabels(
      device: device, labels: labels, catalogs: CatalogSet(catalogs, name: "app strings"))
  }

  /// The geometries of one service, with the words it was made of.
  struct ServiceGroup: Sendable {
    /// The app's words on the group's device (nil for our catalogs').
    let words: DeviceLabels?
    /// The service that resolves them.
    let service: LabelService
    /// The geometries, in the order given.
    let geometries: [Geometry]
  }

  /// The services that resolve `geometries` with the app's words for `locales`: one per device
  /// (``device(for:)``), in the order met; devices without texts of their own share one (nil).
  func serviceGroups(
    for geometries: [Geometry], locales: [LocaleID], measurer: any TextMeasurer,
    options: FitOptions
  ) -> [ServiceGroup] {
    var groups: [(device: String?, geometries: [Geometry])] = []
    for geometry in geometries {
      let device = Self.device(for: geometry).flatMap { hasTexts(forDevice: $0) ? $0 : nil }
      if let index = groups.firstIndex(where: { $0.device == device }) {
        groups[index].geometries.append(geometry)
      } else {
        groups.append((device, [geometry]))
      }
    }
    return groups.map { group in
      let words = deviceLabels(for: locales, device: group.device)
      return ServiceGroup(
        words: words,
        service: LabelService(catalogs: words.catalogs, measurer: measurer, options: options),
        geometries: group.geometries)
    }
  }

  /// Whether any entry of a key has a text of its own for `device`.
  func hasTexts(forDevice device: String) -> Bool {
    strings.tables.contains { table in
      keys.all.contains { key in table.entries(key).contains { $0.deviceValues[device] != nil } }
    }
  }

  /// How reports and exports name these words as their catalogs: `app strings (3 files)`.
  public var name: String {
    "app strings (\(strings.files.count) file\(strings.files.count == 1 ? "" : "s"))"
  }

  /// The String Catalog device a geometry stands for: `iphone` for the iOS presets, else nil.
  public static func device(for geometry: Geometry) -> String? {
    geometry.name.lowercased().hasPrefix("ios") ? "iphone" : nil
  }
}
