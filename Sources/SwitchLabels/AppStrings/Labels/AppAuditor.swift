// The audit of an app's own strings: the same resolve path, the app's words, the app's fallback.

/// Audits an app's switch words: each locale × geometry resolved through the same service an app
/// uses, with the words the app shows (its own fallback, not our catalogs), and the app's
/// findings added to each row.
///
/// Geometries that stand for different devices (a String Catalog's `variations.device`: the iOS
/// presets are `iphone`) are resolved with that device's words.
///
/// ```swift
/// let labels = AppLabelSet(strings: app, keys: keys)
/// let auditor = AppAuditor(labels: labels, measurer: HarfBuzzMeasurer(), geometries: Geometry.presets)
/// let report = try auditor.run(locales: labels.locales)
/// ```
public struct AppAuditor: Sendable {
  /// The app's words.
  public let labels: AppLabelSet
  /// How text is measured.
  public let measurer: any TextMeasurer
  /// The ladder's options.
  public let options: FitOptions
  /// The geometries, in the order rows list them.
  public let geometries: [Geometry]
  /// The user's text sizes, in the order rows list them (the default alone unless asked).
  public let textSizes: [TextSize]
  /// The most threads used at once; nil for one per processor.
  public let jobs: Int?
  /// What the report names as its producer.
  public let generatedBy: AuditReport.Generator

  /// One service's geometries, with the app's words and the auditor that runs them.
  private struct Prepared: Sendable {
    let group: AppLabelSet.ServiceGroup
    let auditor: Auditor
  }

  /// Each finding kind's place in ``Finding/Kind/allCases``, the order findings are listed in.
  private static let kindOrder = Dictionary(
    uniqueKeysWithValues: Finding.Kind.allCases.enumerated().map { ($0.element, $0.offset) })

  /// An auditor of `labels` over `geometries`, each at each of `textSizes` (each once; none
  /// means the default).
  public init(
    labels: AppLabelSet, measurer: any TextMeasurer, options: FitOptions = FitOptions(),
    geometries: [Geometry], textSizes: [TextSize] = [.standard], jobs: Int? = nil,
    generatedBy: AuditReport.Generator = AuditReport.Generator(
      tool: "SwitchLabels", version: "library")
  ) {
    self.labels = labels
    self.measurer = measurer
    self.options = options
    self.geometries = geometries
    var sizes: [TextSize] = []
    for size in textSizes where !sizes.contains(size) { sizes.append(size) }
    self.textSizes = sizes.isEmpty ? [.standard] : sizes
    self.jobs = jobs
    self.generatedBy = generatedBy
  }

  /// Audits `locales` (the app's locales by default) against every geometry.
  ///
  /// - Returns: The report: rows in the order of `locales` (each once; the app's locales sorted
  ///   by default), then in the order of ``geometries``; each row's
  ///   `matched` is the app's locale that serves it, and its findings include the app's.
  /// - Throws: ``ResolveError`` as ``Auditor/run(locales:progress:timing:)`` does.
  public func run(
    locales requested: [LocaleID]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
    timing: (@Sendable (AuditRow, Duration) -> Void)? = nil
  ) throws(ResolveError) -> AuditReport {
    var given: Set<LocaleID> = []
    let locales = (requested ?? labels.locales.sorted()).filter { given.insert($0).inserted }
    var rows: [AuditRow] = []
    var fonts: [FontIdentity] = []
    var used: [Geometry] = []
    let groups = try labels.serviceGroups(
      for: geometries, locales: locales, measurer: measurer, options: options
    ).map { group throws(ResolveError) in
      Prepared(
        group: group,
        auditor: try Auditor(
          service: group.service, geometries: group.geometries, textSizes: textSizes,
          jobs: jobs, generatedBy: generatedBy))
    }
    let groupCount = groups.count
    for (index, prepared) in groups.enumerated() {
      let group = prepared.group
      let auditor = prepared.auditor
      var audited = try auditor.rows(
        locales: locales,
        progress: { done, total in progress?(index * total + done, groupCount * total) },
        timing: timing)
      used += auditor.geometries
      fonts += audited.fonts
      // A locale's rows are next to each other: its app labels are looked up once, and a row is
      // rebuilt only when the app changes it.
      var app: AppLocaleLabels? = nil
      var complete = false
      for position in audited.rows.indices {
        let locale = audited.rows[position].locale
        if app?.requested != locale {
          let found =
            group.words.labels[locale]
            ?? labels.labels(for: locale, device: group.words.device)
          app = found
          complete = found.isComplete
        }
        guard let app else { continue }
        if audited.rows[position].rung == .image, complete,
          let advice = try shorterWords(audited.rows[position], app: app, prepared: prepared)
        {
          audited.rows[position] = Self.row(audited.rows[position], app: app, adding: [advice])
          continue
        }
        if app.findings.isEmpty,
          !complete
            || (audited.rows[position].matched == app.servedBy
              && !audited.rows[position].findings.contains { $0.kind == .noCatalog })
        {
          continue
        }
        guard let changed = Self.row(audited.rows[position], app: app) else { continue }
        audited.rows[position] = changed
      }
      if rows.isEmpty {
        rows = audited.rows
      } else {
        rows += audited.rows
      }
    }
    // The report lists the geometries in the order given, each once, as an ``Auditor`` does.
    let names = Set(used.map(\.name))
    var seen: Set<String> = []
    let ordered = geometries.filter { names.contains($0.name) && seen.insert($0.name).inserted }
    if groupCount > 1 {
      // Each service audited some of the geometries: each row's place is its locale's, then its
      // text size's and geometry's, as in the rows of an ``Auditor`` given every geometry.
      let position = Dictionary(locales.enumerated().map { ($0.element, $0.offset) }) { a, _ in a }
      let order = Dictionary(ordered.enumerated().map { ($0.element.name, $0.offset) }) { a, _ in
        a
      }
      let sizeOrder = Dictionary(textSizes.enumerated().map { ($0.element, $0.offset) }) { a, _ in
        a
      }
      let places = rows.map {
        [position[$0.locale] ?? 0, sizeOrder[$0.textSize] ?? 0, order[$0.geometry] ?? 0]
      }
      rows = places.indices.sorted { places[$0].lexicographicallyPrecedes(places[$1]) }.map {
        rows[$0]
      }
    }
    return AuditReport(
      generatedBy: generatedBy, catalogs: labels.name, geometries: ordered, rows: rows,
      extraFonts: fonts, textSizes: textSizes)
  }

  /// The ``Finding/Kind/appShorterWordsFit`` finding of an image row, measured by the resolver
  /// the row was resolved with.
  private func shorterWords(_ row: AuditRow, app: AppLocaleLabels, prepared: Prepared)
    throws(ResolveError) -> Finding?
  {
    guard let geometry = prepared.auditor.geometries.first(where: { $0.name == row.geometry })
    else { return nil }
    let resolver = try prepared.group.service.resolver(for: geometry, textSize: row.textSize)
    return Self.shorterWordsFinding(row, app: app, labels: labels, resolver: resolver)
  }

  /// `row` with the app's serving locale as its match and the app's findings (and `extra`)
  /// added.
  static func row(_ row: AuditRow, app: AppLocaleLabels, adding extra: [Finding]) -> AuditRow {
    let matched = app.isComplete ? app.servedBy : row.matched
    return rebuilt(row, app: app, matched: matched, extra: extra)
  }

  /// `row` with the app's serving locale as its match and the app's findings added; nil when the
  /// app changes nothing in it.
  static func row(_ row: AuditRow, app: AppLocaleLabels) -> AuditRow? {
    let matched = app.isComplete ? app.servedBy : row.matched
    // The row's findings are in this order already: with nothing to add or drop, the row stands.
    if app.findings.isEmpty, matched == row.matched,
      !app.isComplete || !row.findings.contains(where: { $0.kind == .noCatalog })
    {
      return nil
    }
    return rebuilt(row, app: app, matched: matched, extra: [])
  }

  /// `row` matched by `matched`, with the app's findings and `extra` added, most severe first.
  private static func rebuilt(
    _ row: AuditRow, app: AppLocaleLabels, matched: LocaleID, extra: [Finding]
  ) -> AuditRow {
    let kinds = kindOrder
    let findings =
      (row.findings.filter { $0.kind != .noCatalog || !app.isComplete } + app.findings + extra)
      .sorted {
        if $0.severity != $1.severity { return $0.severity > $1.severity }
        return (kinds[$0.kind] ?? 0) < (kinds[$1.kind] ?? 0)
      }
    return AuditRow(
      locale: row.locale, localeName: row.localeName, geometry: row.geometry,
      matched: matched, chain: row.chain,
      direction: row.direction, mirrored: row.mirrored, script: row.script, rung: row.rung,
      scale: row.scale, trackWidth: row.trackWidth, labelBox: row.labelBox,
      preferredWidth: row.preferredWidth, on: row.on, off: row.off, decision: row.decision,
      findings: findings, textSize: row.textSize, tried: row.tried)
  }
}
