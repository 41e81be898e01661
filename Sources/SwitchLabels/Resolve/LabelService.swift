// The façade apps call: locale + geometry → what to draw for on and off.

import FoundationEssentials

/// Resolves switch labels: for a locale (or preferences) and a geometry, what to draw for on and
/// off, the spoken text, the direction, and why.
///
/// Thread-safe and meant to be shared by a whole app; results are cached per (locale, geometry,
/// custom labels), and a ``SwitchResolver`` makes a repeated resolve one lookup.
///
/// ```swift
/// let service = LabelService(measurer: HarfBuzzMeasurer())
/// let resolution = try service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
/// resolution.states.on.text    // "AN"
/// ```
///
/// Every well-formed locale resolves, along its CLDR chain to root; ``Resolution/languageSupport``
/// says what ICU knows of its language.
public final class LabelService: Sendable {
  /// The catalogs labels come from.
  public let catalogs: CatalogSet
  /// How text is measured.
  public let measurer: any TextMeasurer
  /// The caller's ladder choices.
  public let options: FitOptions
  private let resolvers = BoundedCache<ResolverKey, SwitchResolver>(capacity: 64)
  /// What the resolvers share, held by them rather than the service so that there is no cycle.
  private let core: ResolverCore

  /// A service over `catalogs`, measuring with `measurer` (``HarfBuzzMeasurer`` for real widths).
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

  /// A resolver bound to `geometry` at `textSize`, the fastest way to resolve many locales for one
  /// control.
  ///
  /// - Throws: ``ResolveError/invalidGeometry(_:)`` when the geometry is unusable (nominal or
  ///   sized).
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

  /// Resolves `locale` for `geometry`; `labels` (the app's own texts for it) replace the catalog.
  ///
  /// - Throws: ``ResolveError`` naming what was wrong (geometry, font, custom labels).
  public func resolve(
    _ locale: LocaleID, geometry: Geometry, textSize: TextSize = .standard,
    labels: CustomLabels? = nil
  ) throws(ResolveError) -> Resolution {
    try resolver(for: geometry, textSize: textSize).resolve(locale, labels: labels)
  }

  /// Resolves a user's preferences for `geometry`; `labels` apply to the most preferred locale.
  ///
  /// - Throws: ``ResolveError`` naming what was wrong.
  public func resolve(
    _ preferences: LocalePreferences, geometry: Geometry, textSize: TextSize = .standard,
    labels: CustomLabels? = nil
  ) throws(ResolveError) -> Resolution {
    try resolver(for: geometry, textSize: textSize).resolve(preferences, labels: labels)
  }

  /// Resolves a `Locale` through its identifier (see `LocaleID(_: Locale)` on when it keeps one).
  ///
  /// - Throws: ``ResolveError/invalidLocale(_:)`` for an ill-formed identifier, or as for a
  ///   `LocaleID`.
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
