// Where a matrix's words come from: our catalogs through a service, or an app's strings.

/// The words an ``Auditor`` audits and a ``LabelExport`` exports: our catalogs, or an app's.
///
/// Both read one source the same way, so what an app ships is what its audit promised.
///
/// ```swift
/// let app = AppLabelSet(strings: try AppStringsReader().read(paths: ["MyApp"]), keys: keys)
/// let auditor = try Auditor(
///   words: .app(app, measurer: HarfBuzzMeasurer()), geometries: Geometry.presets)
/// ```
public enum SwitchWords: Sendable {
  /// Our catalogs, through a service (its catalogs, measurer and ladder options).
  case catalogs(LabelService)
  /// An app's words as the app shows them per locale and device, each row with its findings.
  case app(AppLabelSet, measurer: any TextMeasurer, options: FitOptions = FitOptions())

  /// How text is measured.
  public var measurer: any TextMeasurer {
    switch self {
    case .catalogs(let service): service.measurer
    case .app(_, let measurer, _): measurer
    }
  }

  /// How reports and exports name the words: the catalog set's, or `app strings (2 files)`.
  public var name: String {
    switch self {
    case .catalogs(let service): service.catalogs.name
    case .app(let labels, _, _): labels.name
    }
  }

  /// Our catalogs: those that serve, or those an app's words are compared with.
  public var catalogs: CatalogSet {
    switch self {
    case .catalogs(let service): service.catalogs
    case .app(let labels, _, _): labels.catalogs
    }
  }

  /// The locales used when none are named, sorted: every ICU locale for ours, or the app's.
  public var defaultLocales: [LocaleID] {
    switch self {
    case .catalogs: LocaleID.icuAvailable.sorted()
    case .app(let labels, _, _): labels.locales.sorted()
    }
  }

  /// The app's words, if these are an app's.
  var app: AppLabelSet? {
    if case .app(let labels, _, _) = self { return labels }
    return nil
  }

  /// The service that resolves `geometry` with these words in `locales` (for an app, its words
  /// on the device the geometry stands for).
  public func service(for geometry: Geometry, locales: [LocaleID]) -> LabelService {
    resolvers(for: [geometry], locales: locales).groups[0].service
  }

  /// The resolvers of `geometries` for `locales` (an app's words worked out here, once).
  func resolvers(for geometries: [Geometry], locales: [LocaleID]) -> Resolvers {
    switch self {
    case .catalogs(let service):
      return Resolvers(
        groups: [AppLabelSet.ServiceGroup(words: nil, service: service, geometries: geometries)])
    case .app(let labels, let measurer, let options):
      return Resolvers(
        groups: labels.serviceGroups(
          for: geometries, locales: locales, measurer: measurer, options: options))
    }
  }

  /// The services that resolve some geometries, each with the app's words it was made of.
  struct Resolvers: Sendable {
    /// Each service, its geometries, and the app's words on their device (nil for ours).
    let groups: [AppLabelSet.ServiceGroup]

    /// The resolver of `geometry` at `textSize`, with the service and the app's words it uses.
    func resolver(for geometry: Geometry, textSize: TextSize) throws(ResolveError) -> Resolver {
      let group = groups.first { $0.geometries.contains(geometry) } ?? groups[0]
      return Resolver(
        resolver: try group.service.resolver(for: geometry, textSize: textSize),
        service: group.service, words: group.words)
    }
  }

  /// One geometry's resolver at one text size, with the service and the app's words it uses.
  struct Resolver: Sendable {
    let resolver: SwitchResolver
    let service: LabelService
    let words: AppLabelSet.DeviceLabels?
  }
}
