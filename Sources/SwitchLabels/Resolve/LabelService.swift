// The façade apps call: locale + geometry → what to draw for on and off.

import FoundationEssentials
import Synchronization

/// Resolves switch labels: for a locale (or a user's preferences) and a geometry, what to draw
/// for on and off, the spoken text, the direction, and why.
///
/// Thread-safe: one service is meant to be shared by a whole app. Results are cached per
/// (locale, geometry, custom labels); a repeated resolve costs about a dictionary lookup, and a
/// ``SwitchResolver`` bound to one geometry makes it exactly that.
///
/// ```swift
/// let service = LabelService(measurer: try HarfBuzzMeasurer())
/// let resolution = try service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
/// resolution.states.on.text    // "EIN"
/// resolution.states.on.spoken  // "Ein"
/// resolution.rung              // .preferred
/// ```
public final class LabelService: Sendable {
  /// The catalogs labels come from.
  public let catalogs: CatalogSet
  /// How text is measured.
  public let measurer: any TextMeasurer
  /// The caller's ladder choices.
  public let options: FitOptions
  private let resolvers = Mutex<[Geometry: SwitchResolver]>([:])
  /// What the resolvers share: the catalogs, the measurer, the options and the per-locale work.
  /// The resolvers hold it, not the service, so a service and its resolvers form no cycle.
  private let core: ResolverCore

  /// A service over `catalogs` (ours by default), measuring with `measurer`.
  public init(
    catalogs: CatalogSet = .bundled, measurer: any TextMeasurer, options: FitOptions = FitOptions()
  ) {
    self.catalogs = catalogs
    self.measurer = measurer
    self.options = options
    core = ResolverCore(catalogs: catalogs, measurer: measurer, options: options)
  }

  /// A resolver bound to `geometry`: the fastest way to resolve many locales for one control.
  ///
  /// - Throws: ``ResolveError/invalidGeometry(_:)`` when the geometry is not usable.
  public func resolver(for geometry: Geometry) throws(ResolveError) -> SwitchResolver {
    if let existing = resolvers.withLock({ $0[geometry] }) { return existing }
    let validated: Geometry
    do {
      validated = try geometry.validated()
    } catch {
      throw .invalidGeometry(error)
    }
    let resolver = SwitchResolver(core: core, geometry: validated)
    return resolvers.withLock { resolvers in
      if let existing = resolvers[geometry] { return existing }
      if resolvers.count >= 64 { resolvers.removeAll() }
      resolvers[geometry] = resolver
      return resolver
    }
  }

  /// Resolves `locale` for `geometry`.
  ///
  /// - Parameters:
  ///   - locale: The locale the switch is shown in.
  ///   - geometry: The switch's geometry.
  ///   - labels: Custom texts the app supplies for this locale; they replace the catalog.
  /// - Throws: ``ResolveError`` naming what was wrong (geometry, font, custom labels).
  public func resolve(_ locale: LocaleID, geometry: Geometry, labels: CustomLabels? = nil)
    throws(ResolveError) -> Resolution
  {
    try resolver(for: geometry).resolve(locale, labels: labels)
  }

  /// Resolves a user's preferences (most preferred first) for `geometry`.
  public func resolve(
    _ preferences: LocalePreferences, geometry: Geometry, labels: CustomLabels? = nil
  ) throws(ResolveError) -> Resolution {
    try resolver(for: geometry).resolve(preferences, labels: labels)
  }

  /// Resolves a `Locale` (through its identifier) for `geometry`.
  public func resolve(_ locale: Locale, geometry: Geometry, labels: CustomLabels? = nil)
    throws(ResolveError) -> Resolution
  {
    let id: LocaleID
    do {
      id = try LocaleID(locale)
    } catch {
      throw .invalidLocale(error)
    }
    return try resolve(id, geometry: geometry, labels: labels)
  }
}

/// Resolves locales for one geometry, with a cache: a warm resolve is one locked dictionary
/// lookup. Get one from ``LabelService/resolver(for:)``.
public final class SwitchResolver: Sendable {
  /// The geometry, validated.
  public let geometry: Geometry
  private let core: ResolverCore
  private let byLocale = Mutex<[LocaleID: Resolution]>([:])
  private let byRequest = Mutex<[Request: Resolution]>([:])

  /// The most entries each cache keeps before it starts over (bounded memory).
  static let capacity = 4096

  struct Request: Hashable {
    let preferences: LocalePreferences
    let labels: CustomLabels?
  }

  init(core: ResolverCore, geometry: Geometry) {
    self.core = core
    self.geometry = geometry
  }

  /// Resolves one locale (cached).
  public func resolve(_ locale: LocaleID) throws(ResolveError) -> Resolution {
    if let cached = byLocale.withLock({ $0[locale] }) { return cached }
    let resolution = try compute(LocalePreferences(locale), labels: nil)
    byLocale.withLock { cache in
      if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
      cache[locale] = resolution
    }
    return resolution
  }

  /// Resolves one locale without keeping the result: for sweeps that visit each locale once (the
  /// audit), where caching every resolution would only cost memory. The measurer's caches still
  /// serve the texts.
  public func resolveUncached(_ locale: LocaleID) throws(ResolveError) -> Resolution {
    if let cached = byLocale.withLock({ $0[locale] }) { return cached }
    return try compute(LocalePreferences(locale), labels: nil)
  }

  /// Resolves one locale with optional custom labels (cached).
  public func resolve(_ locale: LocaleID, labels: CustomLabels?) throws(ResolveError)
    -> Resolution
  {
    guard let labels else { return try resolve(locale) }
    return try resolve(LocalePreferences(locale), labels: labels)
  }

  /// Resolves a preference list with optional custom labels (cached).
  public func resolve(_ preferences: LocalePreferences, labels: CustomLabels? = nil)
    throws(ResolveError) -> Resolution
  {
    if labels == nil, preferences.locales.count == 1, let only = preferences.locales.first {
      return try resolve(only)
    }
    let request = Request(preferences: preferences, labels: labels)
    if let cached = byRequest.withLock({ $0[request] }) { return cached }
    let resolution = try compute(preferences, labels: labels)
    byRequest.withLock { cache in
      if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
      cache[request] = resolution
    }
    return resolution
  }

  /// Resolves `locale` as if it had never been seen: no cached resolution, and the catalog match
  /// and CLDR chain worked out afresh (the benchmark's cold case; the service's fonts stay open).
  package func resolveCold(_ locale: LocaleID) throws(ResolveError) -> Resolution {
    try compute(LocalePreferences(locale), labels: nil, freshContext: true)
  }

  private func compute(
    _ preferences: LocalePreferences, labels: CustomLabels?, freshContext: Bool = false
  ) throws(ResolveError) -> Resolution {
    let context =
      freshContext
      ? LocaleContext(preferences, catalogs: core.catalogs)
      : try core.context(for: preferences, labels: labels)
    let requested = context.requested
    let catalog = context.catalog
    let textLocale = context.textLocale
    let chain = context.chain

    let ladder = FitLadder(
      geometry: geometry, measurer: core.measurer, locale: textLocale, options: core.options)
    let outcome: FitLadder.Outcome
    do {
      outcome = try ladder.fit(on: catalog.on.texts, off: catalog.off.texts)
    } catch {
      throw .measure(error)
    }
    var trace: [TraceStep] = []
    trace.reserveCapacity(context.traceCount + outcome.trace.count + 1)
    context.appendTrace(to: &trace)
    trace += outcome.trace

    let direction = context.direction
    let mirrored = direction == .rightToLeft && geometry.mirroring == .mirrorForRightToLeft
    let box = geometry.labelBox(trackWidth: outcome.trackWidth)
    let images = core.images
    let spokenLocale = catalog.locale.isRoot ? LocaleID.root : catalog.locale
    func state(_ state: SwitchState) -> StateResolution {
      let onRight = !mirrored
      let thumbSide: StateResolution.Side =
        (state == .on) == onRight ? .right : .left
      let spoken = catalog.labels(for: state).spoken
      let text = state == .on ? outcome.on : outcome.off
      if let text {
        let measurement = text.measurement
        return StateResolution(
          visual: .text(text.text, scale: outcome.scale), spoken: spoken,
          spokenLocale: spokenLocale, width: measurement.width * outcome.scale,
          available: box.width, inkHeight: measurement.inkHeight * outcome.scale,
          availableHeight: box.height, thumbSide: thumbSide, fonts: measurement.fonts,
          missing: measurement.missing, estimated: measurement.estimated)
      }
      let image = images[state] ?? LabelCatalog.builtInRoot.images?[state]
      let side = min(box.width, box.height)
      return StateResolution(
        visual: .image(
          image ?? ImageLabel(name: "power-\(state)", symbol: "", viewBox: "0 0 16 16", path: "")),
        spoken: spoken, spokenLocale: spokenLocale, width: side, available: box.width,
        inkHeight: side, availableHeight: box.height, thumbSide: thumbSide, fonts: [],
        missing: [], estimated: false)
    }
    trace.append(
      TraceStep(
        "layout",
        mirrored
          ? "\(direction.rawValue), mirrored: on has the thumb at the left" : direction.rawValue))
    return Resolution(
      schemaVersion: Resolution.schemaVersion, requested: requested, matched: catalog.locale,
      chain: chain, direction: direction, mirrored: mirrored, geometry: geometry.name,
      rung: outcome.rung, scale: outcome.scale, trackWidth: outcome.trackWidth,
      states: Resolution.States(on: state(.on), off: state(.off)), trace: trace)
  }
}

/// The parts of a ``LabelService`` its resolvers share, and the work that depends only on the
/// locale (catalog lookup, CLDR chain, direction), done once per locale for every geometry.
final class ResolverCore: Sendable {
  let catalogs: CatalogSet
  let measurer: any TextMeasurer
  let options: FitOptions
  /// The image labels: the root catalog's, or the built-in ones.
  let images: [SwitchState: ImageLabel]
  private let contexts = Mutex<[LocalePreferences: LocaleContext]>([:])

  init(catalogs: CatalogSet, measurer: any TextMeasurer, options: FitOptions) {
    self.catalogs = catalogs
    self.measurer = measurer
    self.options = options
    images = catalogs.root.images ?? LabelCatalog.builtInRoot.images ?? [:]
  }

  /// What serves `preferences`: the catalog (or the app's labels), the chain, and the trace.
  func context(for preferences: LocalePreferences, labels: CustomLabels?) throws(ResolveError)
    -> LocaleContext
  {
    let context: LocaleContext
    if let known = contexts.withLock({ $0[preferences] }) {
      context = known
    } else {
      context = LocaleContext(preferences, catalogs: catalogs)
      contexts.withLock { cache in
        if cache.count >= SwitchResolver.capacity { cache.removeAll(keepingCapacity: true) }
        cache[preferences] = context
      }
    }
    guard let labels else { return context }
    try labels.validate(locale: context.requested)
    return LocaleContext(context, labels: labels)
  }
}

/// The locale-dependent part of a resolution: immutable, shared by every geometry's resolution.
/// It writes its own trace steps (requested, canonical, chain, match, catalog) when they are read.
final class LocaleContext: TraceSource {
  let requested: LocaleID
  let chain: FallbackChain
  let direction: LayoutDirection
  let catalog: LabelCatalog
  let textLocale: LocaleID
  private let preferences: LocalePreferences
  /// How the catalog was found; nil when the app's labels replace it.
  private let lookup: CatalogLookup?
  private let catalogsName: String

  init(_ preferences: LocalePreferences, catalogs: CatalogSet) {
    let requested = preferences.locales.first ?? .root
    // One lookup for a locale ICU has data for: its chain and its direction.
    let prepared = requested.isRoot ? nil : ParentLocales.cldr.prepared[requested.baseID]
    let chain = prepared.map { FallbackChain(prepared: $0.chain) } ?? FallbackChain(requested)
    let lookup = catalogs.lookup(preferences, firstChain: chain)
    let catalog = lookup.catalog
    self.requested = requested
    self.chain = chain
    self.preferences = preferences
    self.lookup = lookup
    self.catalog = catalog
    catalogsName = catalogs.name
    textLocale = lookup.isRoot ? requested : catalog.locale
    if let prepared {
      direction = prepared.rightToLeft ? .rightToLeft : .leftToRight
    } else {
      direction =
        (lookup.isRoot ? nil : Self.direction(ofWordsIn: catalog)) ?? requested.direction
    }
  }

  /// `base` with the app's labels for the requested locale in place of the catalog.
  init(_ base: LocaleContext, labels: CustomLabels) {
    requested = base.requested
    chain = base.chain
    direction = base.direction
    preferences = base.preferences
    lookup = nil
    catalogsName = base.catalogsName
    catalog = LabelCatalog(
      locale: base.requested, on: labels.on, off: labels.off,
      provenance: Provenance(basis: "custom labels supplied by the app"))
    textLocale = base.requested
  }

  /// The number of steps this context writes.
  var traceCount: Int { 4 + (lookup?.traceCount ?? 0) }

  /// Appends this context's steps: requested, canonical, chain, each match step, catalog.
  func appendTrace(to trace: inout [TraceStep]) {
    trace.append(TraceStep("requested", source: self, index: 0))
    trace.append(TraceStep("canonical", source: self, index: 1))
    trace.append(TraceStep("chain", source: self, index: 2))
    let matches = lookup?.traceCount ?? 0
    for index in 0..<matches { trace.append(TraceStep("match", source: self, index: 3 + index)) }
    trace.append(TraceStep("catalog", source: self, index: 3 + matches))
  }

  func traceDetail(_ index: Int) -> String {
    switch index {
    case 0: return preferences.locales.map(\.tag).joined(separator: ", ")
    case 1: return "\(requested.tag) (maximized \(requested.maximized.tag))"
    case 2: return chain.map(\.tag).joined(separator: " → ")
    default: break
    }
    let matches = lookup?.trace ?? []
    if index - 3 < matches.count { return matches[index - 3] }
    guard let lookup else { return "custom labels supplied by the app for \(requested)" }
    return lookup.isRoot
      ? "none in \(catalogsName): root image labels, spoken text not localised"
      : "\(catalog.locale) from \(catalogsName)"
  }

  /// The direction of a catalog's words when ICU knows no script for its language (a catalog for
  /// a language without ICU data): the words tell. Nil when ICU knows the script, which then
  /// decides.
  private static func direction(ofWordsIn catalog: LabelCatalog) -> LayoutDirection? {
    let locale = catalog.locale
    guard ParentLocales.cldr.prepared[locale.icuID] == nil, locale.script == nil,
      locale.likelyScript == nil, let text = catalog.on.texts.first
    else { return nil }
    return LayoutDirection.ofParagraph(text)
  }
}

/// Texts an app supplies for one locale, replacing the catalog in that locale only.
public struct CustomLabels: Hashable, Sendable, Codable {
  /// The on state's texts (preferred → shorter) and spoken text.
  public let on: StateLabels
  /// The off state's texts and spoken text.
  public let off: StateLabels

  /// Custom labels. Validated when used: texts must not be empty or only spaces.
  public init(on: StateLabels, off: StateLabels) {
    self.on = on
    self.off = off
  }

  /// Custom labels from one text per state, spoken as written.
  public init(on: String, off: String) {
    self.init(on: StateLabels(texts: [on], spoken: on), off: StateLabels(texts: [off], spoken: off))
  }

  func validate(locale: LocaleID) throws(ResolveError) {
    for state in SwitchState.allCases {
      let labels = state == .on ? on : off
      guard !labels.texts.isEmpty else {
        throw .invalidCustomLabel(locale: locale, state: state, reason: "no text given")
      }
      for text in labels.texts + [labels.spoken] where text.trimmed.isEmpty {
        throw .invalidCustomLabel(
          locale: locale, state: state,
          reason: "\"\(LocaleError.printable(text))\" is empty or only spaces")
      }
    }
  }
}

/// Why a resolution failed.
public enum ResolveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The geometry is not usable.
  case invalidGeometry(GeometryError)
  /// Text could not be measured (font missing, unreadable).
  case measure(MeasureError)
  /// The locale could not be used.
  case invalidLocale(LocaleError)
  /// Custom labels supplied by the app are empty.
  case invalidCustomLabel(locale: LocaleID, state: SwitchState, reason: String)

  /// A message naming the input and what is wrong.
  public var description: String {
    switch self {
    case .invalidGeometry(let error): return error.description
    case .measure(let error): return error.description
    case .invalidLocale(let error): return error.description
    case .invalidCustomLabel(let locale, let state, let reason):
      return "custom \(state) label for \(locale): \(reason)"
    }
  }
}
