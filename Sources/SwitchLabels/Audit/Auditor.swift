// Runs the locale matrix through a LabelService, in parallel, into an AuditReport.

import FoundationEssentials
import Synchronization

/// Audits locales × text sizes × geometries through the same ``LabelService`` an app uses: what
/// each switch draws, how wide, on which rung, and why.
///
/// Locales are audited in parallel on up to ``jobs`` threads; rows keep the order given.
///
/// ```swift
/// let service = LabelService(measurer: HarfBuzzMeasurer())
/// let auditor = try Auditor(service: service, geometries: Geometry.presets)
/// let report = try auditor.run { done, total in print("\(done)/\(total)") }
/// ```
public struct Auditor: Sendable {
  /// The words every locale is resolved with.
  public let words: SwitchWords
  /// The geometries, in row order (with a stand-in font where the platform's is not installed).
  public let geometries: [Geometry]
  /// The user's text sizes, in row order (the default alone unless asked).
  public let textSizes: [TextSize]
  /// The most threads used at once (at least 1).
  public let jobs: Int
  /// What the report names as its producer.
  public let generatedBy: AuditReport.Generator

  /// An auditor of `words` over `geometries` at each of `textSizes` (none: the default), on up to
  /// `jobs` threads (nil: one per processor); duplicates are audited once.
  ///
  /// - Throws: ``ResolveError/invalidGeometry(_:)`` when a geometry is unusable at any size, or
  ///   two different geometries share a name (rows are told apart by it).
  public init(
    words: SwitchWords, geometries: [Geometry], textSizes: [TextSize] = [.standard],
    jobs: Int? = nil,
    generatedBy: AuditReport.Generator = AuditReport.Generator(
      tool: "SwitchLabels", version: "library")
  ) throws(ResolveError) {
    self.words = words
    self.geometries = try Geometry.distinct(geometries).map {
      $0.withAvailableFont(measuredBy: words.measurer)
    }
    self.textSizes = TextSize.distinct(textSizes)
    for geometry in self.geometries {
      for size in self.textSizes {
        do throws(GeometryError) {
          _ = try geometry.validated()
          _ = try geometry.sized(for: size).validated()
        } catch {
          throw .invalidGeometry(error)
        }
      }
    }
    self.jobs = max(1, jobs ?? activeProcessorCount)
    self.generatedBy = generatedBy
  }

  /// An auditor of our catalogs, through `service`.
  public init(
    service: LabelService, geometries: [Geometry], textSizes: [TextSize] = [.standard],
    jobs: Int? = nil,
    generatedBy: AuditReport.Generator = AuditReport.Generator(
      tool: "SwitchLabels", version: "library")
  ) throws(ResolveError) {
    try self.init(
      words: .catalogs(service), geometries: geometries, textSizes: textSizes, jobs: jobs,
      generatedBy: generatedBy)
  }

  /// Audits `locales` (duplicates once; nil: ``SwitchWords/defaultLocales``) in every geometry,
  /// calling `progress` and `timing` from the worker threads (keep them quick).
  ///
  /// - Throws: ``ResolveError`` when a locale cannot be resolved; when several fail, the first's.
  public func run(
    locales: [LocaleID]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
    timing: (@Sendable (AuditRow, Duration) -> Void)? = nil
  ) throws(ResolveError) -> AuditReport {
    var seen: Set<LocaleID> = []
    let ordered = (locales ?? words.defaultLocales).filter { seen.insert($0).inserted }
    let prepared = words.resolvers(for: geometries, locales: ordered)
    var made: [SwitchWords.Resolver] = []
    for size in textSizes {
      for geometry in geometries {
        made.append(try prepared.resolver(for: geometry, textSize: size))
      }
    }
    let resolvers = made
    let finished = Atomic<Int>(0)
    var fonts: Set<FontIdentity> = []
    var rows: [AuditRow] = []
    rows.reserveCapacity(ordered.count * resolvers.count)
    // A quarter of the locales at a time (cut where the language changes), to bound memory: at
    // the peak every row is there once and one share's twice, not every row twice.
    var start = 0
    while start < ordered.count {
      var end = min(start + max(ordered.count / 4, 1), ordered.count)
      while end < ordered.count, ordered[end].language == ordered[end - 1].language { end += 1 }
      let share = Array(ordered[start..<end])
      // The locales of one language share fonts: one thread audits them together.
      let audited = try concurrentMap(
        count: share.count, jobs: jobs, groupedBy: { share[$0].language }
      ) { index throws(ResolveError) in
        let audited = try self.audit(share[index], with: resolvers, timing: timing)
        progress?(finished.wrappingAdd(1, ordering: .relaxed).newValue, ordered.count)
        return audited
      }
      for locale in audited {
        fonts.formUnion(locale.fonts)
        rows += locale.rows
      }
      start = end
    }
    return AuditReport(
      generatedBy: generatedBy, catalogs: words.name, geometries: geometries, rows: rows,
      extraFonts: Array(fonts), textSizes: textSizes)
  }

  /// The rows of one locale (one per text size × geometry) and the fonts its measures used.
  private func audit(
    _ locale: LocaleID, with resolvers: [SwitchWords.Resolver],
    timing: (@Sendable (AuditRow, Duration) -> Void)?
  ) throws(ResolveError) -> (rows: [AuditRow], fonts: Set<FontIdentity>) {
    let name = locale.displayName()
    let ownMaximized = locale.base.maximized
    let script = ownMaximized.script ?? "Zzzz"
    // Every geometry is usually served by the same catalog: likely subtags asked of ICU once.
    var servedBy: (matched: LocaleID, isOwn: Bool)? = nil
    var fonts: Set<FontIdentity> = []
    var rows: [AuditRow] = []
    rows.reserveCapacity(resolvers.count)
    let clock = ContinuousClock()
    for prepared in resolvers {
      let started = clock.now
      let resolver = prepared.resolver
      let service = prepared.service
      let resolution = try resolver.resolveUncached(locale)
      let geometry = resolver.sizedGeometry
      // An app's words are kept under the locale asked for, ours under the match.
      let catalog =
        resolution.matched.isRoot
        ? nil
        : service.catalogs.catalog(for: locale).flatMap { $0.borrowed == nil ? nil : $0 }
          ?? service.catalogs.catalog(for: resolution.matched)
      var preferredWidth: Double? = nil
      var tried: [AuditRow.TriedTexts] = []
      var missing: [(text: String, characters: [String])] = []
      var estimated = resolution.states.on.estimated || resolution.states.off.estimated
      if let catalog {
        // The ladder measured these already: the measurer's cache answers.
        let measure = { (text: String) throws(ResolveError) -> TextMeasurement in
          let cased = geometry.textCase.apply(to: text, in: catalog.locale)
          do throws(MeasureError) {
            return try service.measurer.measure(cased, font: geometry.font, locale: catalog.locale)
          } catch {
            throw .measure(error)
          }
        }
        var widest = 0.0
        for labels in [catalog.on, catalog.off] {
          guard let first = labels.texts.first else { continue }
          let measurement = try measure(first)
          widest = max(widest, measurement.width)
          fonts.formUnion(measurement.fonts)
          estimated = estimated || measurement.estimated
        }
        if !catalog.on.texts.isEmpty, !catalog.off.texts.isEmpty {
          preferredWidth = widest
          let levels = max(catalog.on.texts.count, catalog.off.texts.count)
          for level in 0..<levels {
            let on = catalog.on.texts[min(level, catalog.on.texts.count - 1)]
            let off = catalog.off.texts[min(level, catalog.off.texts.count - 1)]
            let casedOn = geometry.textCase.apply(to: on, in: catalog.locale)
            let casedOff = geometry.textCase.apply(to: off, in: catalog.locale)
            if let last = tried.last, last.on == casedOn, last.off == casedOff { continue }
            tried.append(
              AuditRow.TriedTexts(
                off: casedOff, offWidth: try measure(off).width, on: casedOn,
                onWidth: try measure(on).width))
          }
        }
        // Texts the ladder passed over may have been passed over for missing glyphs.
        if resolution.rung != .preferred {
          for text in catalog.on.texts + catalog.off.texts {
            let measurement = try measure(text)
            fonts.formUnion(measurement.fonts)
            if !measurement.missing.isEmpty, !missing.contains(where: { $0.text == text }) {
              missing.append((text, measurement.missing))
            }
          }
        }
      }
      if servedBy?.matched != resolution.matched {
        servedBy = (resolution.matched, resolution.matched.maximized == ownMaximized)
      }
      let findings = Self.findings(
        resolution, geometry: geometry, hasCatalog: catalog != nil,
        // Borrowed words are an app's, kept under this locale: the app's findings say whose.
        hasOwnCatalog: catalog?.borrowed != nil || (servedBy?.isOwn ?? false), missing: missing,
        estimated: estimated, tried: tried, nominalSize: resolver.geometry.font.size)
      let decision = resolution.trace.last { $0.stage == .decision }?.detail ?? ""
      var row = AuditRow(
        locale: locale, localeName: name, geometry: geometry.name, textSize: resolver.textSize,
        matched: resolution.matched, chain: resolution.chain, direction: resolution.direction,
        mirrored: resolution.mirrored, script: script, rung: resolution.rung,
        scale: resolution.scale, trackWidth: resolution.trackWidth,
        labelBox: geometry.labelBox().width, preferredWidth: preferredWidth,
        on: resolution.states.on, off: resolution.states.off, decision: decision,
        findings: findings, tried: tried)
      if let shown = prepared.words, let app = words.app {
        app.amend(
          &row, showing: shown.labels[locale] ?? app.labels(for: locale, device: shown.device),
          resolver: resolver)
      }
      rows.append(row)
      timing?(row, clock.now - started)
    }
    return (rows, fonts)
  }

  /// What is worth a look in one resolution, the geometry's font findings too, most severe first;
  /// `hasOwnCatalog`: the match is the locale's own (the same likely subtags, extensions aside).
  static func findings(
    _ resolution: Resolution, geometry: Geometry, hasCatalog: Bool, hasOwnCatalog: Bool,
    missing: [(text: String, characters: [String])], estimated: Bool,
    tried: [AuditRow.TriedTexts], nominalSize: Double
  ) -> [Finding] {
    var findings: [Finding] = []
    let locale = resolution.requested
    let matched = resolution.matched
    let chain = resolution.chain.map(\.tag).joined(separator: " → ")
    if let served = Finding.catalogServing(
      locale, chain: resolution.chain, by: matched.isRoot || !hasCatalog ? nil : matched,
      isOwn: hasOwnCatalog)
    {
      findings.append(served)
    }
    switch resolution.languageSupport {
    case .icuData, .undetermined:
      break
    case .noICUData, .unregistered, .privateUse:
      findings.append(
        Finding(
          .unknownLanguage, resolution.languageSupport == .unregistered ? .warning : .info,
          "\(locale.language.isEmpty ? locale.tag : locale.language): "
            + "\(resolution.languageSupport.summary); chain \(chain), direction "
            + "\(resolution.direction.rawValue)"))
    }
    switch resolution.rung {
    case .image where hasCatalog && !matched.isRoot:
      findings.append(
        Finding(
          .imageFallback, .warning,
          "no text of \(matched) fits \(traceNumber(geometry.labelBox().width)) px in "
            + "\(geometry.name): image labels"))
    case .scaled:
      findings.append(
        Finding(
          .scaled, .info,
          "text scaled to \(traceNumber(resolution.scale)) (minimum "
            + "\(traceNumber(geometry.minimumScale)))"))
    case .grown:
      findings.append(
        Finding(
          .grown, .info,
          "track grown from \(traceNumber(geometry.trackWidth)) to "
            + "\(traceNumber(resolution.trackWidth)) px"))
    case .truncated:
      findings.append(
        Finding(
          .truncated, .warning,
          "text truncated to \"\(resolution.states.on.text ?? "")\" / "
            + "\"\(resolution.states.off.text ?? "")\""))
    default:
      break
    }
    if !missing.isEmpty {
      var seen: Set<String> = []
      let characters = missing.flatMap { $0.characters }.filter { seen.insert($0).inserted }
      let codes = characters.map { character in
        character.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
      }
      findings.append(
        Finding(
          .missingGlyphs, .error,
          "no installed font covers \(codes.joined(separator: ", ")) in "
            + missing.map { "\"\($0.text)\"" }.joined(separator: ", ")))
    }
    if estimated {
      findings.append(Finding(.estimated, .info, "widths are estimates: no font was shaped"))
    }
    if let standIn = geometry.standInFinding { findings.append(standIn) }
    let states = resolution.states
    let chosen = tried.firstIndex { $0.on == states.on.text && $0.off == states.off.text }
    if !estimated, resolution.rung != .truncated,
      let borderline = geometry.borderlineFinding(
        rung: resolution.rung, widths: tried.map { max($0.onWidth, $0.offWidth) },
        chosenLevel: resolution.rung == .image ? nil : chosen,
        uncertainty: geometry.measuringUncertainty(nominalSize: nominalSize))
    {
      findings.append(borderline)
    }
    return mostSevereFirst(findings)
  }

  /// `findings` most severe first, then in ``Finding/Kind`` order.
  static func mostSevereFirst(_ findings: [Finding]) -> [Finding] {
    let kindOrder = Finding.Kind.allCases
    return findings.sorted {
      if $0.severity != $1.severity { return $0.severity > $1.severity }
      return (kindOrder.firstIndex(of: $0.kind) ?? 0) < (kindOrder.firstIndex(of: $1.kind) ?? 0)
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
