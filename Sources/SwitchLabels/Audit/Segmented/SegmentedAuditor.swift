// Runs one segmented control through the locale matrix, in parallel, into a report.

import Synchronization

/// Audits one segmented control across locales × text sizes × geometries: what each segment
/// draws, how wide, on which rung (one rung and one scale for all), and why.
///
/// A pseudo-locale draws titles made from the source language's; rows keep the order given.
///
/// ```swift
/// let auditor = try SegmentedAuditor(
///   segments: ["Day", "Week", "Month"].map { Segment(id: $0, title: .literal($0)) },
///   width: 240, geometries: SegmentedGeometry.presets, measurer: HarfBuzzMeasurer())
/// try auditor.run(locales: [try LocaleID("ar")]).rows[0].mirrored  // true
/// ```
public struct SegmentedAuditor: Sendable {
  /// The segments, in the control's order.
  public let segments: [Segment<String>]
  /// The control's width, in px.
  public let width: Double
  /// How the width is divided.
  public let widths: SegmentWidths
  /// Whether images come first.
  public let content: SegmentLabelContent
  /// The geometries, in the order rows list them.
  public let geometries: [SegmentedGeometry]
  /// The user's text sizes, in the order rows list them.
  public let textSizes: [TextSize]
  /// Where `.catalogKey` titles come from.
  public let titles: any SegmentTitleCatalog
  /// How text is measured.
  public let measurer: any TextMeasurer
  /// Whether truncation may come before images.
  public let options: FitOptions
  /// The most threads used at once (at least 1).
  public let jobs: Int
  /// What the report names as its producer.
  public let generatedBy: AuditReport.Generator
  /// Whether segments are checkboxes (reported; their images are the segments' own).
  public let multiple: Bool

  /// An auditor of one control `width` px wide: segments at least one, ids unique; geometry
  /// names unique; no text sizes means the default, nil `jobs` one thread per processor.
  ///
  /// - Throws: ``SegmentedControlError`` naming the segment, width or geometry.
  public init(
    segments: [Segment<String>], width: Double, widths: SegmentWidths = .equal,
    content: SegmentLabelContent = .textFirst, geometries: [SegmentedGeometry],
    textSizes: [TextSize] = [.standard], titles: any SegmentTitleCatalog = CatalogSet.bundled,
    measurer: any TextMeasurer, options: FitOptions = FitOptions(), multiple: Bool = false,
    jobs: Int? = nil,
    generatedBy: AuditReport.Generator = AuditReport.Generator(
      tool: "SwitchLabels", version: "library")
  ) throws(SegmentedControlError) {
    guard !segments.isEmpty else { throw .noSegments }
    guard width.isFinite, width > 0, width <= Geometry.maximumLength else {
      throw .invalidWidth(width)
    }
    var seen: Set<String> = []
    for segment in segments {
      guard seen.insert(segment.id).inserted else { throw .duplicateID(segment.id) }
      try segment.title.validate(segment: segment.id)
    }
    var unique: [SegmentedGeometry] = []
    for geometry in geometries {
      do throws(GeometryError) {
        let checked = try geometry.validated().withAvailableFont(measuredBy: measurer)
        if let other = unique.first(where: { $0.name == checked.name }) {
          guard other == checked else {
            throw GeometryError.invalidValue(
              geometry: checked.name, field: "name", reason: "two different geometries share it")
          }
          continue
        }
        unique.append(checked)
      } catch {
        throw .invalidGeometry(error)
      }
    }
    guard !unique.isEmpty else {
      throw .invalidGeometry(.invalidValue(geometry: "", field: "name", reason: "no geometry"))
    }
    self.segments = segments
    self.width = width
    self.widths = widths
    self.content = content
    self.geometries = unique
    self.textSizes = TextSize.distinct(textSizes)
    self.titles = titles
    self.measurer = measurer
    self.options = options
    self.multiple = multiple
    self.jobs = max(1, jobs ?? activeProcessorCount)
    self.generatedBy = generatedBy
  }

  /// Where the titles come from, as the report names it: `app`, `catalogs`, `pages`, `literal`.
  public var titleSource: String {
    if titles is AppSegmentTitles { return "app" }
    if segments.contains(where: { if case .catalogKey = $0.title { true } else { false } }) {
      return "catalogs"
    }
    if segments.allSatisfy({ if case .number = $0.title { true } else { false } }) {
      return "pages"
    }
    return "literal"
  }

  /// Audits `locales` (duplicates once) at every text size in every geometry; `progress` is
  /// called with (locales done, in all) from the worker threads.
  ///
  /// - Throws: ``SegmentedControlError`` when a title cannot be resolved or text measured (too
  ///   small a width or missing text is a finding on its row); when several fail, the first's.
  public func run(
    locales: [LocaleID], progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(SegmentedControlError) -> SegmentedAuditReport {
    var seen: Set<LocaleID> = []
    let ordered = locales.filter { seen.insert($0).inserted }
    let finished = Atomic<Int>(0)
    // The locales of one language share fonts: one thread audits them together.
    let perLocale = try concurrentMap(
      count: ordered.count, jobs: jobs, groupedBy: { ordered[$0].language }
    ) { index throws(SegmentedControlError) in
      let rows = try self.rows(for: ordered[index])
      progress?(finished.wrappingAdd(1, ordering: .relaxed).newValue, ordered.count)
      return rows
    }
    return SegmentedAuditReport(
      generatedBy: generatedBy, titles: titleSource, segmentIDs: segments.map(\.id),
      width: width, widths: widths, multiple: multiple, geometries: geometries,
      textSizes: textSizes, rows: perLocale.flatMap { $0 })
  }

  /// The layout a row was fitted with, fitted again (the measurer's cache answers), to draw it.
  ///
  /// - Returns: nil when the row's geometry is not this auditor's, or nothing fits.
  /// - Throws: ``SegmentedControlError`` as ``run(locales:progress:)``.
  public func layout(of row: SegmentedAuditRow) throws(SegmentedControlError)
    -> SegmentedLayout<String>?
  {
    guard row.rung != nil, let geometry = geometries.first(where: { $0.name == row.geometry })
    else { return nil }
    let (segments, titles) = try prepared(for: row.locale)
    return try SegmentedLayout.fit(
      segments, locale: row.locale, geometry: geometry.sized(for: row.textSize), width: width,
      widths: widths, content: content, titles: titles, measurer: measurer, options: options)
  }

  /// The rows of one locale: one per text size × geometry.
  func rows(for locale: LocaleID) throws(SegmentedControlError) -> [SegmentedAuditRow] {
    let name = locale.displayName()
    let (segments, titles) = try prepared(for: locale)
    let localeFindings = titleFindings(for: locale)
    var rows: [SegmentedAuditRow] = []
    for textSize in textSizes {
      for geometry in geometries {
        rows.append(
          try row(
            locale, name: name, segments: segments, titles: titles,
            geometry: geometry.sized(for: textSize), textSize: textSize,
            findings: localeFindings))
      }
    }
    return rows
  }

  /// The segments and titles `locale` is fitted with (a pseudo-locale's made from the source's).
  private func prepared(for locale: LocaleID) throws(SegmentedControlError) -> (
    [Segment<String>], any SegmentTitleCatalog
  ) {
    guard let pseudo = locale.pseudoLocale else { return (segments, titles) }
    let source = (titles as? AppSegmentTitles)?.strings.sourceLanguage ?? .english
    var table: [String: ResolvedTitle] = [:]
    for segment in segments {
      if case .catalogKey = segment.title, titles is CatalogSet {
        // Our catalogs have the pseudo-locales' own words (and their shorter variants).
        table[segment.id] = try segment.title.resolved(
          in: locale, catalog: titles, segment: segment.id)
        continue
      }
      let title = try segment.title.resolved(in: source, catalog: titles, segment: segment.id)
      table[segment.id] = ResolvedTitle(
        texts: title.texts.map(pseudo.text(for:)),
        spoken: pseudo.spokenText(for: title.spoken), locale: locale, image: title.image)
    }
    let segments = segments.map { segment in
      var made = segment
      made.title = .catalogKey(segment.id)
      return made
    }
    return (segments, PreparedTitles(table: table))
  }

  /// The findings of the titles' source for `locale`: the app's, or our catalogs' for `on`/`off`.
  private func titleFindings(for locale: LocaleID) -> [Finding] {
    // A pseudo-locale's words are made from the source language's: nothing to find in them.
    guard locale.pseudoLocale == nil else { return [] }
    if let app = titles as? AppSegmentTitles { return app.findings(for: locale) }
    guard let catalogs = titles as? CatalogSet, titleSource == "catalogs" else { return [] }
    let lookup = catalogs.lookup(LocalePreferences(locale))
    let matched = lookup.catalog.locale
    let served = Finding.catalogServing(
      locale, chain: FallbackChain(locale), by: lookup.isRoot ? nil : matched,
      isOwn: matched.maximized == locale.base.maximized)
    return served.map { [$0] } ?? []
  }
}

/// Titles worked out before the fit (a pseudo-locale's), by segment id.
private struct PreparedTitles: SegmentTitleCatalog {
  let table: [String: ResolvedTitle]

  func segmentTitle(forKey key: String, locale: LocaleID) -> ResolvedTitle? { table[key] }
}
