// A segmented control's titles from an app's own strings, found as the app finds them.

/// A segmented control's titles from an app's strings by key, as the app shows them, with findings.
///
/// Each key is looked up as the switch's words are (``AppLabelSet``); one the app has nowhere
/// shows the key itself, as iOS's `Bundle` does, with an error finding.
///
/// ```swift
/// let app = try AppStringsReader().read(paths: ["MyApp"])
/// let titles = AppSegmentTitles(strings: app, keys: ["day", "week", "month"])
/// titles.segmentTitle(forKey: "week", locale: try LocaleID("de-CH"))?.texts  // ["Woche"]
/// ```
public struct AppSegmentTitles: SegmentTitleCatalog {
  /// The keys of the segments' titles, in segment order.
  public let keys: [String]
  /// The switch's lookup over the titles' keys (its on and off keys are the first two titles').
  private let labels: AppLabelSet

  /// The titles under `keys` (at least one) in `strings`.
  public init(strings: AppStrings, keys: [String]) {
    self.keys = keys
    let first = keys.first ?? ""
    labels = AppLabelSet(
      strings: strings,
      keys: AppLabelKeys(
        on: first, off: keys.count > 1 ? keys[1] : first, onShort: Array(keys.dropFirst(2))))
  }

  /// The app's strings the titles come from (the tables that hold the keys).
  public var strings: AppStrings { labels.strings }

  /// The app's locales for these keys, sorted by tag.
  public var locales: [LocaleID] { labels.locales }

  /// The entry the app shows for `key` in `locale`, and its table's locale; nil when none does.
  public func entry(forKey key: String, locale: LocaleID) -> (entry: AppString, locale: LocaleID)? {
    AppLabelSet.usable(key, in: labels.shownTables(chain: labels.chainTables(for: locale)))
  }

  /// The title the app shows for `key` in `locale` (else the key itself); nil if not in ``keys``.
  public func segmentTitle(forKey key: String, locale: LocaleID) -> ResolvedTitle? {
    guard keys.contains(key) else { return nil }
    guard let found = entry(forKey: key, locale: locale) else {
      return ResolvedTitle(texts: [key], spoken: key, locale: labels.strings.sourceLanguage)
    }
    let text = found.entry.value
    return ResolvedTitle(texts: [text], spoken: text, locale: found.locale)
  }

  /// What is worth a look in the titles the app shows for `locale`, most severe first.
  public func findings(for locale: LocaleID) -> [Finding] {
    let chain = FallbackChain(locale)
    let tables = labels.chainTables(along: chain)
    let shown = labels.shownTables(chain: tables)
    let entries = keys.map { AppLabelSet.usable($0, in: shown) }
    let servedBy = entries.lazy.compactMap { $0?.locale }.first ?? labels.strings.sourceLanguage
    let (source, own) = labels.source(for: locale, servedBy: servedBy, chain: tables)
    let checker = AppStringsFindings(
      set: labels, locale: locale, chain: chain, own: own, device: nil)
    var findings = checker.fallbackFindings(source: source)
    for (key, found) in zip(keys, entries) {
      let label = "segment " + AppStringsFindings.shown(key)
      findings += checker.keyFindings(key, named: label, entry: found?.entry)
      if let plural = checker.pluralFinding(key, named: label) { findings.append(plural) }
    }
    return Auditor.mostSevereFirst(findings)
  }
}
