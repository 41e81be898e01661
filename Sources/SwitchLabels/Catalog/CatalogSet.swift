// A set of catalogs, one per locale, and the lookup from a user's locale to one of them.

import FoundationEssentials
import SwitchLabelsCatalogs

/// The catalogs available to a resolution: ours (bundled), a user's folder, or a user's folder over
/// ours; a file that cannot be loaded is listed in ``problems``.
///
/// ```swift
/// let mine = try CatalogSet.load(folder: "MyApp/Labels").overriding(CatalogSet.bundled)
/// mine.lookup(LocalePreferences(try LocaleID("es-MX"))).catalog.locale
/// ```
public struct CatalogSet: Sendable {
  /// The catalogs by locale (root included when present).
  public let catalogs: [LocaleID: LabelCatalog]
  /// Files that could not be loaded, with the reason.
  public let problems: [CatalogError]
  /// A name for this set in traces and reports, for example "bundled" or a folder path.
  public let name: String
  /// The language of the set's words, the source of its pseudo-locales' text (``PseudoLocale``).
  public let sourceLocale: LocaleID
  /// The pseudo-locales' catalogs, made from the source language's words.
  let pseudoCatalogs: [LocaleID: LabelCatalog]
  private let matcher: LocaleMatcher

  /// A set from catalogs already in memory, whose words were written in `sourceLocale`.
  public init(
    _ catalogs: [LabelCatalog], name: String, problems: [CatalogError] = [],
    sourceLocale: LocaleID = .english
  ) {
    var table: [LocaleID: LabelCatalog] = [:]
    for catalog in catalogs { table[catalog.locale] = catalog }
    self.catalogs = table
    self.problems = problems
    self.name = name
    self.sourceLocale = sourceLocale
    pseudoCatalogs = Self.pseudoCatalogs(from: table, source: sourceLocale, name: name)
    matcher = LocaleMatcher(supported: table.keys.filter { !$0.isRoot }.sorted())
  }

  /// The catalogs bundled with SwitchLabels (`Locales/catalogs`, embedded), loaded once.
  public static let bundled: CatalogSet = load(
    files: bundledFiles.map { ("catalogs/\($0.name).json", $0.bytes) }, name: "bundled")

  /// The bundled catalog files: name (without `.json`) and bytes.
  public static var bundledFiles: [(name: String, bytes: [UInt8])] { BundledCatalogs.files }

  /// Loads every `*.json` file of a folder; failures and misnamed files go to ``problems``, hidden
  /// ones (`._de.json`) are skipped.
  ///
  /// - Throws: ``CatalogError/unreadableFolder(path:reason:)`` when the folder cannot be listed.
  public static func load(folder: String, name: String? = nil) throws(CatalogError) -> CatalogSet {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .unreadableFolder(path: folder, reason: "no such folder, or not readable")
    }
    var results: [(path: String, result: Result<LabelCatalog, CatalogError>)] = []
    for fileName in names.sorted() where fileName.hasSuffix(".json") && !fileName.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
      results.append(
        (path, Result { () throws(CatalogError) in try CatalogLoader.load(file: path) }))
    }
    return collect(results, name: name ?? folder)
  }

  /// A set from files in memory, checked as a folder is, `provenance` required (bundled).
  static func load(files: [(path: String, bytes: [UInt8])], name: String) -> CatalogSet {
    collect(
      files.map { file in
        (
          file.path,
          Result { () throws(CatalogError) in
            try CatalogLoader.load(bytes: file.bytes, file: file.path, requiringProvenance: true)
          }
        )
      }, name: name)
  }

  /// The loaded catalogs, each checked against its file name, and the problems.
  private static func collect(
    _ results: [(path: String, result: Result<LabelCatalog, CatalogError>)], name: String
  ) -> CatalogSet {
    var catalogs: [LabelCatalog] = []
    var problems: [CatalogError] = []
    for (path, result) in results {
      switch result {
      case .failure(let error): problems.append(error)
      case .success(let catalog):
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let expected = String(fileName.dropLast(".json".count))
        guard catalog.locale.tag == expected else {
          problems.append(
            .schema(
              file: path,
              reason: "the file name says \"\(LocaleError.printable(expected))\" but \"locale\" is "
                + "\"\(catalog.locale.tag)\" (name the file \(catalog.locale.tag).json)"))
          continue
        }
        catalogs.append(catalog)
      }
    }
    return CatalogSet(catalogs, name: name, problems: problems)
  }

  /// This set's catalogs over `base`: a locale in both uses this set's catalog.
  public func overriding(_ base: CatalogSet) -> CatalogSet {
    var merged = base.catalogs
    for (locale, catalog) in catalogs { merged[locale] = catalog }
    return CatalogSet(
      Array(merged.values), name: "\(name) over \(base.name)", problems: problems + base.problems,
      sourceLocale: sourceLocale)
  }

  /// The locales with a catalog (root excluded), sorted by tag.
  public var locales: [LocaleID] { catalogs.keys.filter { !$0.isRoot }.sorted() }

  /// The catalog of exactly `locale` (a pseudo-locale's made from the source words), if any.
  public func catalog(for locale: LocaleID) -> LabelCatalog? {
    catalogs[locale] ?? pseudoCatalogs[locale]
  }

  /// The root catalog (image labels): this set's, or the built-in one.
  public var root: LabelCatalog {
    if let root = catalogs[.root], root.images != nil { return root }
    return .builtInRoot
  }

  /// The image label for `state` when no text is drawn: the root catalog's, else IEC 60417's.
  public func imageLabel(for state: SwitchState) -> ImageLabel {
    root.images?[state] ?? LabelCatalog.builtInImage(for: state)
  }

  /// The catalog that serves `preferences`, and why.
  ///
  /// For each preference in turn, the first locale on its CLDR chain with a catalog serves (es-MX
  /// → es-419 → es), never changing script; failing that ICU's `LocaleMatcher` looks across
  /// languages (gsw → de), in the same script. Else the root catalog (image labels) serves
  /// (``CatalogLookup/isRoot``).
  public func lookup(_ preferences: LocalePreferences) -> CatalogLookup {
    lookup(preferences, firstChain: nil)
  }

  /// ``lookup(_:)`` reusing the first preference's chain when the caller has it.
  func lookup(_ preferences: LocalePreferences, firstChain: FallbackChain?) -> CatalogLookup {
    var matcherTrace: [String] = []
    // The first last resort met serves only if no later preference has words.
    var lastResort: CatalogLookup? = nil
    preferences: for (index, locale) in preferences.locales.enumerated() {
      if let pseudo = pseudoCatalogs[locale] {
        return CatalogLookup(catalog: pseudo, matcherTrace: matcherTrace, ending: .pseudo(locale))
      }
      let chain = index == 0 ? firstChain ?? FallbackChain(locale) : FallbackChain(locale)
      for step in chain.dropLast() {
        guard let catalog = catalogs[step] else { continue }
        let found = CatalogLookup(
          catalog: catalog, matcherTrace: matcherTrace, ending: .chain(locale, step))
        guard catalog.borrowed?.isLastResort == true else { return found }
        lastResort = lastResort ?? found
        continue preferences
      }
      // A private-use tag names no language: no other language's catalog can serve it.
      guard locale.languageSupport != .privateUse else { continue }
      let match = matcher.match(LocalePreferences(locale))
      matcherTrace += match.trace
      if let matched = match.matched, let catalog = catalogs[matched] {
        let found = CatalogLookup(catalog: catalog, matcherTrace: matcherTrace, ending: .matcher)
        guard catalog.borrowed?.isLastResort == true else { return found }
        lastResort = lastResort ?? found
      }
    }
    if let lastResort { return lastResort }
    return CatalogLookup(catalog: root, matcherTrace: matcherTrace, ending: .none(preferences))
  }
}

/// Which catalog serves a locale, and the trace of how it was chosen.
public struct CatalogLookup: Hashable, Sendable {
  /// The catalog chosen (the root catalog when nothing else serves).
  public let catalog: LabelCatalog
  /// What ICU's LocaleMatcher said for the preferences whose chains had no catalog, in order.
  let matcherTrace: [String]
  let ending: Ending

  /// How a search ended: in a chain, by the matcher, or not at all.
  enum Ending: Hashable, Sendable {
    case chain(LocaleID, LocaleID)
    case pseudo(LocaleID)
    case matcher
    case none(LocalePreferences)
  }

  /// Each step of the choice, readable.
  public var trace: [String] {
    switch ending {
    case .chain(let locale, let step):
      return matcherTrace + ["CLDR chain of \(locale): \(step) has a catalog"]
    case .pseudo:
      return matcherTrace + [catalog.provenance.basis]
    case .matcher:
      return matcherTrace
    case .none(let preferences):
      return matcherTrace + [
        "no catalog for \(preferences.locales.map(\.tag).joined(separator: ", ")): root image labels"
      ]
    }
  }

  /// Whether only the locale-neutral root catalog serves.
  public var isRoot: Bool { catalog.locale.isRoot }
}
