// One geometry's resolver: the locale's context and the fit ladder's outcome → a Resolution.

/// Resolves locales for one geometry and text size, with a cache.
public final class SwitchResolver: Sendable {
  /// The geometry, validated (at its nominal size).
  public let geometry: Geometry
  /// The user's text size the resolver fits labels at.
  public let textSize: TextSize
  /// The geometry at ``textSize``, which the ladder fits in and renderers draw.
  public let sizedGeometry: Geometry
  private let core: ResolverCore
  private let byLocale = BoundedCache<LocaleID, Resolution>(capacity: SwitchResolver.capacity)
  private let byRequest = BoundedCache<Request, Resolution>(capacity: SwitchResolver.capacity)

  /// The most entries each cache keeps (bounded memory).
  static let capacity = 4096

  /// A resolution asked for with preferences or custom labels.
  struct Request: Hashable, Sendable {
    let preferences: LocalePreferences
    let labels: CustomLabels?
  }

  init(core: ResolverCore, geometry: Geometry, textSize: TextSize = .standard) {
    self.core = core
    self.geometry = geometry
    self.textSize = textSize
    sizedGeometry = geometry.sized(for: textSize)
  }

  /// Resolves one locale (cached).
  ///
  /// - Throws: ``ResolveError`` naming what was wrong (a font, for instance).
  public func resolve(_ locale: LocaleID) throws(ResolveError) -> Resolution {
    try byLocale.value(for: locale) { () throws(ResolveError) in
      try compute(LocalePreferences(locale), labels: nil)
    }
  }

  /// Resolves one locale without caching the result, for sweeps that visit each locale once.
  ///
  /// - Throws: ``ResolveError`` naming what was wrong.
  public func resolveUncached(_ locale: LocaleID) throws(ResolveError) -> Resolution {
    if let cached = byLocale.value(for: locale) { return cached }
    return try compute(LocalePreferences(locale), labels: nil)
  }

  /// Resolves one locale with optional custom labels (cached).
  ///
  /// - Throws: ``ResolveError`` naming what was wrong (custom labels, a font).
  public func resolve(_ locale: LocaleID, labels: CustomLabels?) throws(ResolveError)
    -> Resolution
  {
    try resolve(LocalePreferences(locale), labels: labels)
  }

  /// Resolves a preference list with optional custom labels (cached).
  ///
  /// - Throws: ``ResolveError`` naming what was wrong (custom labels, a font).
  public func resolve(_ preferences: LocalePreferences, labels: CustomLabels? = nil)
    throws(ResolveError) -> Resolution
  {
    if labels == nil, preferences.locales.count == 1, let only = preferences.locales.first {
      return try resolve(only)
    }
    return try byRequest.value(for: Request(preferences: preferences, labels: labels)) {
      () throws(ResolveError) in try compute(preferences, labels: labels)
    }
  }

  private func compute(_ preferences: LocalePreferences, labels: CustomLabels?)
    throws(ResolveError) -> Resolution
  {
    let context = try core.context(for: preferences, labels: labels)
    let catalog = context.catalog
    let geometry = sizedGeometry
    let ladder = FitLadder(
      geometry: geometry, measurer: core.measurer, locale: context.textLocale,
      options: core.options)
    let outcome: FitLadder.Outcome
    do {
      outcome = try ladder.fit(on: catalog.on.texts, off: catalog.off.texts)
    } catch {
      if case .textTooLong = error {
        throw .unmeasurableWords(
          locale: context.requested, catalogs: catalog.provenance.basis, error)
      }
      throw .measure(error)
    }
    var trace = context.trace
    if textSize != .standard {
      trace.append(TraceStep(.textSize, self.geometry.textSizeDetail(textSize)))
    }
    trace += outcome.trace

    let direction = context.direction.direction
    let mirrored = direction == .rightToLeft && geometry.mirroring == .mirrorForRightToLeft
    let box = geometry.labelBox(trackWidth: outcome.trackWidth)
    let spokenLocale = catalog.wordsLocale
    func state(_ state: SwitchState) -> StateResolution {
      let thumbSide: StateResolution.Side = (state == .on) != mirrored ? .right : .left
      let spoken = catalog.labels(for: state).spoken
      if let text = state == .on ? outcome.on : outcome.off {
        let measurement = text.measurement
        return StateResolution(
          visual: .text(text.text, scale: outcome.scale), spoken: spoken,
          spokenLocale: spokenLocale, width: measurement.width * outcome.scale,
          available: box.width, inkHeight: measurement.inkHeight * outcome.scale,
          availableHeight: box.height, thumbSide: thumbSide, fonts: measurement.fonts,
          missing: measurement.missing, estimated: measurement.estimated)
      }
      let side = min(box.width, box.height)
      return StateResolution(
        visual: .image(core.catalogs.imageLabel(for: state)), spoken: spoken,
        spokenLocale: spokenLocale, width: side, available: box.width, inkHeight: side,
        availableHeight: box.height, thumbSide: thumbSide, fonts: [], missing: [],
        estimated: false)
    }
    var layout =
      mirrored
      ? "\(direction.rawValue), mirrored: on has the thumb at the left" : direction.rawValue
    if let note = context.direction.note { layout += " (\(note))" }
    trace.append(TraceStep(.layout, layout))
    return Resolution(
      schemaVersion: Resolution.schemaVersion, requested: context.requested,
      matched: catalog.wordsLocale, chain: context.chain, direction: direction, mirrored: mirrored,
      geometry: geometry.name, rung: outcome.rung, scale: outcome.scale,
      trackWidth: outcome.trackWidth, states: Resolution.States(on: state(.on), off: state(.off)),
      trace: trace, languageSupport: context.languageSupport,
      textSize: textSize == .standard ? nil : textSize,
      isLastResort: catalog.borrowed?.isLastResort ?? false)
  }
}

/// The parts of a ``LabelService`` its resolvers share, with per-locale contexts worked out once.
final class ResolverCore: Sendable {
  let catalogs: CatalogSet
  let measurer: any TextMeasurer
  let options: FitOptions
  private let contexts = BoundedCache<LocalePreferences, LocaleContext>(
    capacity: SwitchResolver.capacity)

  init(catalogs: CatalogSet, measurer: any TextMeasurer, options: FitOptions) {
    self.catalogs = catalogs
    self.measurer = measurer
    self.options = options
  }

  /// What serves `preferences`: the catalog (or the app's labels), the chain, and the trace.
  func context(for preferences: LocalePreferences, labels: CustomLabels?) throws(ResolveError)
    -> LocaleContext
  {
    let context = contexts.value(for: preferences) {
      LocaleContext(preferences, catalogs: catalogs)
    }
    guard let labels else { return context }
    try labels.validate(locale: context.requested)
    return LocaleContext(context, labels: labels)
  }
}
