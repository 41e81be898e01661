// The resolved matrix an export writes: locales × geometries, resolved once, in parallel.

/// The decisions of locales × geometries, resolved for the export writers (String Catalog,
/// `.strings`, Android resources, JSON, a Swift table), byte for byte the same whatever `jobs`.
///
/// ```swift
/// let export = try LabelExport(
///   service: LabelService(measurer: HarfBuzzMeasurer()), geometries: [.iOSClassic],
///   locales: LocaleID.icuAvailable, generatedBy: AuditReport.Generator(tool: "Me", version: "1"))
/// let files = try ExportFormat.android.write(export)  // values-*/switch_labels.xml
/// ```
public struct LabelExport: Sendable {
  /// What made the export: tool, version and ICU version.
  public let generatedBy: AuditReport.Generator
  /// The name of the catalog set the words came from.
  public let catalogs: String
  /// The geometries, in the order given, once; with text sizes, each at each size named
  /// `<geometry>@<size>` (`ios@max`), so writers carry one decision per size under its own keys.
  public let geometries: [Geometry]
  /// The text sizes exported (the default alone unless asked).
  public let textSizes: [TextSize]
  /// The locales, sorted by tag, without duplicates.
  public let locales: [LocaleID]
  /// The fonts that measured any text of the export, sorted.
  public let fonts: [FontIdentity]
  /// The writers' choices (key names, source language).
  public let options: ExportOptions
  /// The catalogs themselves (the Swift table reads a few words' direction).
  let catalogSet: CatalogSet
  /// `resolutions[l × geometries.count + g]`: locale `l` in geometry `g`.
  private let resolutions: [Resolution]
  private let resolvers: [SwitchResolver]

  /// Resolves `locales` (nil: ``SwitchWords/defaultLocales``) × `geometries` with `words`, as an
  /// ``Auditor`` of the same words does; nil `jobs` is one thread per processor.
  ///
  /// - Throws: ``ResolveError`` for an unusable geometry (or two different ones sharing a name)
  ///   or a locale that cannot be resolved: the first such locale by tag.
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
    // Root too: default places (Android's values/) carry the app's source words, not images.
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

  /// Resolves a locale outside the matrix (an alias, another spelling) with the same service.
  func resolve(_ locale: LocaleID, geometry: Int) throws(ResolveError) -> Resolution {
    try resolvers[geometry].resolve(locale)
  }

  /// The root locale's decision in the `geometry`th geometry: what a locale no catalog serves gets.
  func rootResolution(geometry: Int) throws(ResolveError) -> Resolution {
    try resolvers[geometry].resolve(.root)
  }

  /// What made the output, a line each: tool, ICU, catalogs, geometries and fonts with hashes.
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
  /// The first part of every key; nil for each format's own: `switch` (`switch.on`) for Apple's,
  /// `switch_labels` for Android's, `SwitchLabels` for the Swift table's type name.
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
