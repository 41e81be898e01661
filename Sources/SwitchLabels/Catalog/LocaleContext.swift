// The locale-dependent half of a resolution: which catalog serves, along which chain, in which
// direction, and what ICU knows of the language; worked out once per locale.

import Synchronization

/// The locale-dependent part of a resolution: immutable, shared by every geometry's resolution.
///
/// It writes its own trace steps (requested, canonical, language, chain, match, catalog) when they
/// are read.
final class LocaleContext: TraceSource {
  /// The most preferred locale.
  let requested: LocaleID
  /// Its CLDR chain.
  let chain: FallbackChain
  /// Its direction, and what decided it.
  let direction: LocaleDirection
  /// What ICU knows of its language.
  let languageSupport: LanguageSupport
  /// The catalog that serves (or the app's labels).
  let catalog: LabelCatalog
  /// The locale the catalog's text is cased and shaped in.
  let textLocale: LocaleID
  private let preferences: LocalePreferences
  /// How the catalog was found; nil when the app's labels replace it.
  private let lookup: CatalogLookup?
  private let catalogsName: String
  /// The requested locale's maximized tag, written the first time the trace is read.
  ///
  /// Every geometry's resolution shares this context, and asking ICU again for each of the
  /// 4,830 reads cost the JSON export 8% of its instructions (2.53 → 2.33 G; callgrind,
  /// `--jobs 1`). An audit never reads it, so it is not worked out up front.
  private let maximizedTag = Mutex<String?>(nil)

  /// The context of `preferences` in `catalogs`.
  init(_ preferences: LocalePreferences, catalogs: CatalogSet) {
    let requested = preferences.locales.first ?? .root
    let chain = FallbackChain(requested)
    let lookup = catalogs.lookup(preferences, firstChain: chain)
    let catalog = lookup.catalog
    self.requested = requested
    self.chain = chain
    self.preferences = preferences
    self.lookup = lookup
    self.catalog = catalog
    catalogsName = catalogs.name
    textLocale = lookup.isRoot ? requested : catalog.locale
    languageSupport = requested.languageSupport
    direction = LocaleDirection(
      of: requested, words: lookup.isRoot ? nil : catalog.on.texts.first)
  }

  /// `base` with the app's labels for the requested locale in place of the catalog.
  init(_ base: LocaleContext, labels: CustomLabels) {
    requested = base.requested
    chain = base.chain
    preferences = base.preferences
    lookup = nil
    catalogsName = base.catalogsName
    catalog = LabelCatalog(
      locale: base.requested, on: labels.on, off: labels.off,
      provenance: Provenance(basis: "custom labels supplied by the app"))
    textLocale = base.requested
    languageSupport = base.languageSupport
    direction = LocaleDirection(of: base.requested, words: labels.on.texts.first)
  }

  /// A step this context writes.
  private enum Step {
    case requested, canonical, language, chain, match(Int), catalog

    var stage: String {
      switch self {
      case .requested: return "requested"
      case .canonical: return "canonical"
      case .language: return "language"
      case .chain: return "chain"
      case .match: return "match"
      case .catalog: return "catalog"
      }
    }
  }

  /// Whether the trace says what ICU knows of the language (only when ICU has no data for it).
  private var tellsLanguage: Bool { languageSupport != .icuData }

  private var matchCount: Int { lookup?.traceCount ?? 0 }

  /// The number of steps this context writes.
  var traceCount: Int { 4 + (tellsLanguage ? 1 : 0) + matchCount }

  /// The step at `index`.
  private func step(at index: Int) -> Step {
    var rest = index
    if rest == 0 { return .requested }
    if rest == 1 { return .canonical }
    rest -= 2
    if tellsLanguage {
      if rest == 0 { return .language }
      rest -= 1
    }
    if rest == 0 { return .chain }
    rest -= 1
    return rest < matchCount ? .match(rest) : .catalog
  }

  /// Appends this context's steps: requested, canonical, language, chain, each match, catalog.
  func appendTrace(to trace: inout [TraceStep]) {
    for index in 0..<traceCount {
      trace.append(TraceStep(step(at: index).stage, source: self, index: index))
    }
  }

  /// Every geometry's resolution of the locale shares this context's steps.
  var isShared: Bool { true }

  func traceDetail(_ index: Int) -> String {
    switch step(at: index) {
    case .requested: return preferences.locales.map(\.tag).joined(separator: ", ")
    case .canonical:
      let maximized = maximizedTag.withLock { tag in
        if let tag { return tag }
        let computed = requested.maximized.tag
        tag = computed
        return computed
      }
      return "\(requested.tag) (maximized \(maximized))"
    case .language:
      return "\(requested.language.isEmpty ? requested.tag : requested.language): "
        + languageSupport.summary
    case .chain: return chain.map(\.tag).joined(separator: " → ")
    case .match(let position): return lookup?.trace[position] ?? ""
    case .catalog:
      guard let lookup else { return "custom labels supplied by the app for \(requested)" }
      return lookup.isRoot
        ? "none in \(catalogsName): root image labels, spoken text not localised"
        : "\(catalog.locale) from \(catalogsName)"
    }
  }
}

/// The contexts of the locales a service has resolved, in a bounded cache the service owns.
final class LocaleContexts: Sendable {
  private let catalogs: CatalogSet
  private let cache: BoundedCache<LocalePreferences, LocaleContext>

  init(catalogs: CatalogSet, capacity: Int) {
    self.catalogs = catalogs
    cache = BoundedCache(capacity: capacity)
  }

  /// What serves `preferences`: the catalog (or the app's labels), the chain, and the trace.
  ///
  /// - Throws: ``ResolveError/invalidCustomLabel(locale:state:reason:)`` for unusable labels.
  func context(for preferences: LocalePreferences, labels: CustomLabels?) throws(ResolveError)
    -> LocaleContext
  {
    let context = cache.value(for: preferences) { LocaleContext(preferences, catalogs: catalogs) }
    guard let labels else { return context }
    try labels.validate(locale: context.requested)
    return LocaleContext(context, labels: labels)
  }
}
