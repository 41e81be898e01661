// The resolved matrix an export writes: locales × geometries, resolved once, in parallel.

/// The decisions of locales × geometries, resolved through a ``LabelService`` for the export
/// writers (String Catalog, `.strings`, Android resources, JSON, a Swift table).
///
/// Locales are resolved in parallel on up to `jobs` threads and kept sorted by tag, so every
/// writer's output is the same, byte for byte, whatever the number of threads.
///
/// ```swift
/// let service = LabelService(measurer: HarfBuzzMeasurer())
/// let export = try LabelExport(
///   service: service, geometries: [.iOSClassic], locales: LocaleID.icuAvailable,
///   generatedBy: AuditReport.Generator(tool: "MyTool", version: "1.0"))
/// let files = try ExportFormat.android.write(export)  // values-*/switch_labels.xml
/// ```
public struct LabelExport: Sendable {
  /// What made the export: tool, version and ICU version.
  public let generatedBy: AuditReport.Generator
  /// The name of the catalog set the words came from.
  public let catalogs: String
  /// The geometries, in the order given (duplicates removed); with text sizes, each geometry at
  /// each size (``Geometry/sized(for:)``), named `<geometry>@<size>` (`ios@max`), so every
  /// writer carries one decision per size under its own keys.
  public let geometries: [Geometry]
  /// The text sizes exported (the default alone unless asked).
  public let textSizes: [TextSize]
  /// The locales, sorted by tag, without duplicates.
  public let locales: [LocaleID]
  /// The fonts that measured any text of the export, sorted.
  public let fonts: [FontIdentity]
  /// The writers' choices (key names, source language).
  public let options: ExportOptions
  /// The catalogs themselves (the Swift table reads the words' direction of a few).
  let catalogSet: CatalogSet
  /// `resolutions[l × geometries.count + g]`: locale `l` in geometry `g`.
  private let resolutions: [Resolution]
  private let resolvers: [SwitchResolver]

  /// Resolves `locales` × `geometries` with `words`, as an ``Auditor`` of the same words audits
  /// them.
  ///
  /// - Parameters:
  ///   - words: Our catalogs through a service, or an app's words.
  ///   - geometries: The geometries, each validated; two different ones may not share a name.
  ///   - locales: The locales to export (sorted and deduplicated here); nil for
  ///     ``SwitchWords/defaultLocales``.
  ///   - textSizes: The user's text sizes to decide at (each once); other than the default
  ///     alone, each geometry is exported at each size as `<geometry>@<size>`.
  ///   - jobs: The most threads used at once; nil for one per processor.
  ///   - options: Key names and the source language of the outputs.
  ///   - generatedBy: The tool named in every output's header.
  /// - Throws: ``ResolveError`` for an unusable geometry or a locale that cannot be resolved
  ///   (a font that is not installed); the error of the first such locale by tag.
  public init(
    words: SwitchWords, geometries: [Geometry], locales: [LocaleID]? = nil,
    textSizes: [TextSize] = [.standard], jobs: Int? = nil,
    options: ExportOptions = ExportOptions(), generatedBy: AuditReport.Generator
  ) throws(ResolveError) {
    let unique = try Geometry.distinct(geometries).map {
      $0.withAvailableFont(measuredBy: words.measurer)
    }
    let sizes = TextSize.distinct(textSizes)
    let sorted = Array(Set(locales ?? words.defaultLocales)).sorted()
    // Root too: the default places (Android's values/) carry what the app shows in a locale it
    // lacks — its source language's words, as the audit says of such a locale — not our image
    // labels.
    let prepared = words.resolvers(for: unique, locales: sorted + [.root])
    var made: [SwitchResolver] = []
    var exported: [Geometry] = []
    for geometry in unique {
      for size in sizes {
        made.append(try prepared.resolver(for: geometry, textSize: size).resolver)
        var sized = geometry.sized(for: size)
        if sizes != [.standard] { sized.name = "\(geometry.name)@\(size.name)" }
        exported.append(sized)
      }
    }
    let resolvers = made
    // The locales of one language share fonts: one thread resolves them together.
    let resolved = try concurrentMap(
      count: sorted.count, jobs: jobs, groupedBy: { sorted[$0].language }
    ) { index throws(ResolveError) in
      var row: [Resolution] = []
      for resolver in resolvers { row.append(try resolver.resolveUncached(sorted[index])) }
      return row
    }.flatMap { $0 }
    var fonts: Set<FontIdentity> = []
    for resolution in resolved {
      fonts.formUnion(resolution.states.on.fonts)
      fonts.formUnion(resolution.states.off.fonts)
    }
    self.generatedBy = generatedBy
    self.catalogs = words.name
    self.catalogSet = prepared.groups.first?.service.catalogs ?? .bundled
    self.geometries = exported
    self.textSizes = sizes
    self.locales = sorted
    self.options = options
    self.resolvers = resolvers
    resolutions = resolved
    self.fonts = fonts.sorted {
      ($0.family, $0.style, $0.fileName, $0.faceIndex, $0.contentHash)
        < ($1.family, $1.style, $1.fileName, $1.faceIndex, $1.contentHash)
    }
  }

  /// Resolves `locales` × `geometries` through `service`, with our catalogs.
  public init(
    service: LabelService, geometries: [Geometry], locales: [LocaleID],
    textSizes: [TextSize] = [.standard], jobs: Int? = nil,
    options: ExportOptions = ExportOptions(), generatedBy: AuditReport.Generator
  ) throws(ResolveError) {
    try self.init(
      words: .catalogs(service), geometries: geometries, locales: locales, textSizes: textSizes,
      jobs: jobs, options: options, generatedBy: generatedBy)
  }

  /// The resolution of the `locale`th locale in the `geometry`th geometry.
  public func resolution(locale: Int, geometry: Int) -> Resolution {
    resolutions[locale * geometries.count + geometry]
  }

  /// The resolutions of every locale, in order, for the `geometry`th geometry.
  public func resolutions(geometry: Int) -> [Resolution] {
    locales.indices.map { resolution(locale: $0, geometry: geometry) }
  }

  /// Resolves a locale outside the matrix (an alias or another spelling of one) with the same
  /// service, for the writers that list more identifiers than the matrix has.
  func resolve(_ locale: LocaleID, geometry: Int) throws(ResolveError) -> Resolution {
    try resolvers[geometry].resolve(locale)
  }

  /// The decision of the root locale for the `geometry`th geometry: what a locale no catalog
  /// serves gets (our catalogs: image labels; the app's words: its source language's, as the
  /// app falls back).
  func rootResolution(geometry: Int) throws(ResolveError) -> Resolution {
    try resolvers[geometry].resolve(.root)
  }

  /// What made the output, one line each: tool, ICU, catalogs, each geometry (with the hash of its
  /// definition) and each font (with the hash of its file).
  ///
  /// Plain text; each writer wraps it in its own comment syntax, with anything that could end the
  /// comment broken up.
  public var header: [String] {
    var lines = [
      "Generated by \(generatedBy.tool) \(generatedBy.version) with ICU \(generatedBy.icu); "
        + "do not edit: export again instead.",
      "Catalogs: \(catalogs). Locales: \(locales.count).",
    ]
    for geometry in geometries {
      lines.append(
        "Geometry \(geometry.name): track \(ExportNumber.text(geometry.trackWidth))×"
          + "\(ExportNumber.text(geometry.trackHeight)) px, label box "
          + "\(ExportNumber.text(geometry.labelBox().width)) px, font \(geometry.font), "
          + "minimum scale \(ExportNumber.text(geometry.minimumScale)), definition xxh64 "
          + ExportHeader.hash(of: geometry))
    }
    for font in fonts { lines.append("Font: \(font) xxh64 \(font.contentHash)") }
    return lines.map(ExportHeader.commentSafe)
  }
}

/// The writers' choices: key names and the source language of app string files.
public struct ExportOptions: Hashable, Sendable {
  /// The first part of every key; nil for each format's own: `switch` for the Apple formats
  /// (`switch.on`), `switch_labels` for Android (`switch_labels_on`), `SwitchLabels` for the
  /// Swift table's type name.
  public var keyPrefix: String?
  /// The String Catalog's source language.
  public var sourceLanguage: String

  /// Options: each format's own key prefix; source language `en`.
  public init(keyPrefix: String? = nil, sourceLanguage: String = "en") {
    self.keyPrefix = keyPrefix
    self.sourceLanguage = sourceLanguage
  }
}

/// Numbers as the outputs write them: at most 4 decimals, no trailing zeros (`0.94`, `1`).
enum ExportNumber {
  /// `value` rounded to 4 decimals, without a trailing `.0`.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
