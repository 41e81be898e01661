// The locale-dependent half of a resolution, worked out once per locale.

/// The locale-dependent part of a resolution, shared by every geometry, with its trace.
final class LocaleContext: Sendable {
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
  /// The steps of the trace this context decided.
  let trace: [TraceStep]

  init(_ preferences: LocalePreferences, catalogs: CatalogSet) {
    let requested = preferences.locales.first ?? .root
    let chain = FallbackChain(requested)
    let lookup = catalogs.lookup(preferences, firstChain: chain)
    let catalog = lookup.catalog
    self.requested = requested
    self.chain = chain
    self.catalog = catalog
    textLocale = lookup.isRoot ? requested : catalog.locale
    languageSupport = requested.languageSupport
    direction = LocaleDirection(
      of: requested, words: lookup.isRoot ? nil : catalog.on.texts.first)
    // Requested, canonical, language (if ICU lacks data), chain; then the match and catalog.
    var steps = [
      TraceStep(.requested, preferences.locales.map(\.tag).joined(separator: ", ")),
      TraceStep(.canonical, "\(requested.tag) (maximized \(requested.maximized.tag))"),
    ]
    if languageSupport != .icuData {
      steps.append(
        TraceStep(
          .language,
          "\(requested.language.isEmpty ? requested.tag : requested.language): "
            + languageSupport.summary))
    }
    steps.append(TraceStep(.chain, chain.map(\.tag).joined(separator: " → ")))
    steps += lookup.trace.map { TraceStep(.match, $0) }
    steps.append(
      TraceStep(
        .catalog,
        lookup.isRoot
          ? "none in \(catalogs.name): root image labels, spoken text not localised"
          : "\(catalog.locale) from \(catalogs.name)"))
    trace = steps
  }

  /// `base` with the app's labels for the requested locale in place of the catalog.
  init(_ base: LocaleContext, labels: CustomLabels) {
    requested = base.requested
    chain = base.chain
    catalog = LabelCatalog(
      locale: base.requested, on: labels.on, off: labels.off,
      provenance: Provenance(basis: "custom labels supplied by the app"))
    textLocale = base.requested
    languageSupport = base.languageSupport
    direction = LocaleDirection(of: base.requested, words: labels.on.texts.first)
    trace =
      base.trace.filter { $0.stage != .match && $0.stage != .catalog }
      + [TraceStep(.catalog, "custom labels supplied by the app for \(base.requested)")]
  }
}
