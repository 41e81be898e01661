// The façade apps call: locale + geometry → what to draw for on and off.

import FoundationEssentials

/// Resolves switch labels: for a locale (or a user's preferences) and a geometry, what to draw
/// for on and off, the spoken text, the direction, and why.
///
/// Thread-safe: one service is meant to be shared by a whole app. Results are cached per
/// (locale, geometry, custom labels) in bounded caches the service owns; a repeated resolve
/// costs about a dictionary lookup, and a ``SwitchResolver`` bound to one geometry makes it
/// exactly that.
///
/// ```swift
/// let service = LabelService(measurer: HarfBuzzMeasurer())
/// let resolution = try service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
/// resolution.states.on.text    // "AN"
/// resolution.states.on.spoken  // "An"
/// resolution.rung              // .preferred
/// ```
///
/// Every well-formed locale resolves: one ICU has no data for (`hyw`) along its CLDR chain to
/// root, with image labels where no catalog applies; ``Resolution/languageSupport`` says what ICU
/// knows of its language.
public final class LabelService: Sendable {
  /// The catalogs labels come from.
  public let catalogs: CatalogSet
  /// How text is measured.
  public let measurer: any TextMeasurer
  /// The caller's ladder choices.
  public let options: FitOptions
  private let resolvers = BoundedCache<ResolverKey, SwitchResolver>(capacity: 64)
  /// What the resolvers share: the catalogs, the measurer, the options and the per-locale work.
  ///
  /// The resolvers hold it, not the service, so a service and its resolvers form no cycle.
  private let core: ResolverCore

  /// A service over `catalogs` (ours by default), measuring with `measurer`.
  ///
  /// - Parameters:
  ///   - catalogs: The catalogs labels come from.
  ///   - measurer: How text is measured (``HarfBuzzMeasurer`` for real widths).
  ///   - options: The caller's ladder choices.
  public init(
    catalogs: CatalogSet = .bundled, measurer: any TextMeasurer, options: FitOptions = FitOptions()
  ) {
    self.catalogs = catalogs
    self.measurer = measurer
    self.options = options
    core = ResolverCore(catalogs: catalogs, measurer: measurer, options: options)
  }

  /// A geometry at a text size: what a resolver is cached by.
  struct ResolverKey: Hashable, Sendable {
    let geometry: Geometry
    let textSize: TextSize
  }

  /// A resolver bound to `geometry` at `textSize`: the fastest way to resolve many locales for
  /// one control.
  ///
  /// - Parameters:
  ///   - geometry: The switch's geometry.
  ///   - textSize: The user's text size (the default by default).
  /// - Returns: The resolver (the same one for the same geometry and size while it stays cached).
  /// - Throws: ``ResolveError/invalidGeometry(_:)`` when the geometry is not usable, nominal or
  ///   at `textSize`.
  public func resolver(for geometry: Geometry, textSize: TextSize = .standard)
    throws(ResolveError) -> SwitchResolver
  {
    try resolvers.value(for: ResolverKey(geometry: geometry, textSize: textSize)) {
      () throws(ResolveError) -> SwitchResolver in
      do throws(GeometryError) {
        let resolver = SwitchResolver(
          core: core, geometry: try geometry.validated(), textSize: textSize)
        _ = try resolver.sizedGeometry.validated()
        return resolver
      } catch {
        throw .invalidGeometry(error)
      }
    }
  }

  /// Resolves `locale` for `geometry` at a text size.
  ///
  /// - Parameters:
  ///   - locale: The locale the switch is shown in.
  ///   - geometry: The switch's geometry.
  ///   - textSize: The user's text size (the default by default).
  ///   - labels: Custom texts the app supplies for this locale; they replace the catalog.
  /// - Returns: What to draw, and why.
  /// - Throws: ``ResolveError`` naming what was wrong (geometry, font, custom labels).
  public func resolve(
    _ locale: LocaleID, geometry: Geometry, textSize: TextSize = .standard,
    labels: CustomLabels? = nil
  ) throws(ResolveError) -> Resolution {
    try resolver(for: geometry, textSize: textSize).resolve(locale, labels: labels)
  }

  /// Resolves a user's preferences (most preferred first) for `geometry`.
  ///
  /// - Parameters:
  ///   - preferences: The user's locales, most preferred first.
  ///   - geometry: The switch's geometry.
  ///   - textSize: The user's text size (the default by default).
  ///   - labels: Custom texts the app supplies for the most preferred locale.
  /// - Returns: What to draw, and why.
  /// - Throws: ``ResolveError`` naming what was wrong.
  public func resolve(
    _ preferences: LocalePreferences, geometry: Geometry, textSize: TextSize = .standard,
    labels: CustomLabels? = nil
  ) throws(ResolveError) -> Resolution {
    try resolver(for: geometry, textSize: textSize).resolve(preferences, labels: labels)
  }

  /// Resolves a `Locale` (through its identifier) for `geometry`.
  ///
  /// - Parameters:
  ///   - locale: The locale (see `LocaleID(_: Locale)` on when a `Locale` keeps its identifier).
  ///   - geometry: The switch's geometry.
  ///   - textSize: The user's text size (the default by default).
  ///   - labels: Custom texts the app supplies for this locale.
  /// - Returns: What to draw, and why.
  /// - Throws: ``ResolveError/invalidLocale(_:)`` when the identifier is ill-formed, or what
  ///   resolving a `LocaleID` throws.
  public func resolve(
    _ locale: Locale, geometry: Geometry, textSize: TextSize = .standard,
    labels: CustomLabels? = nil
  ) throws(ResolveError) -> Resolution {
    let id: LocaleID
    do {
      id = try LocaleID(locale)
    } catch {
      throw .invalidLocale(error)
    }
    return try resolve(id, geometry: geometry, textSize: textSize, labels: labels)
  }
}
