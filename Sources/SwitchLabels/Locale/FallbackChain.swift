// The CLDR fallback chain from a locale to root.

/// The chain of locales whose data serves a locale, from the locale itself to `root`, following
/// CLDR's parent-locale data rather than truncation.
///
/// ```swift
/// FallbackChain(try LocaleID("es-MX")).map(\.tag)       // ["es-MX", "es-419", "es", "root"]
/// FallbackChain(try LocaleID("en-AU")).map(\.tag)       // ["en-AU", "en-001", "en", "root"]
/// FallbackChain(try LocaleID("pt-AO")).map(\.tag)       // ["pt-AO", "pt-PT", "pt", "root"]
/// FallbackChain(try LocaleID("zh-HK")).map(\.tag)       // ["zh-Hant-HK", "zh-Hant", "root"]
/// FallbackChain(try LocaleID("sr-Latn-ME")).map(\.tag)  // ["sr-Latn-ME", "sr-Latn", "root"]
/// ```
///
/// ## Detailed design
/// The chain starts from the locale's base (extensions such as `-u-nu-` do not change which data
/// serves it). When ICU has data for that exact locale, the chain starts there; otherwise from the
/// form ICU's data uses: likely subtags are added and the script is kept only when it is not the
/// language's default (`zh-HK` starts at `zh-Hant-HK`, `es-MX` at `es-MX`, `sr-ME` at `sr-Latn-ME`).
/// Each parent is CLDR's explicit parent where one exists, otherwise the locale with its last
/// subtag removed. A locale whose script is not its language's default never falls back to the
/// bare language: `sr-Latn` goes to root, never to Cyrillic `sr`.
public struct FallbackChain: Hashable, Sendable, RandomAccessCollection, Codable {
  /// The locales, most specific first, ending with ``LocaleID/root``.
  public let locales: [LocaleID]

  /// The chain of `locale`.
  public init(_ locale: LocaleID) {
    let base = locale.isRoot ? "" : locale.baseID
    // Most chains start at a locale ICU has data for: prepared once, shared.
    if let known = Self.prepared[base] {
      locales = known
    } else if let pseudo = locale.pseudoLocale {
      // A pseudo-locale starts at its own name (ICU would start `qps-ploc` at `qps-Ploc`).
      locales =
        [pseudo.locale] + Self.chain(from: Self.start(of: base), known: Self.prepared).dropFirst()
    } else {
      locales = Self.chain(from: Self.start(of: base), known: Self.prepared)
    }
  }

  /// The position of the starting locale.
  public var startIndex: Int { locales.startIndex }
  /// The position after root.
  public var endIndex: Int { locales.endIndex }
  /// The locale at `position`.
  public subscript(position: Int) -> LocaleID { locales[position] }

  /// The CLDR parent of `locale`, or nil for root.
  ///
  /// ```swift
  /// FallbackChain.parent(of: try LocaleID("es-MX"))  // es-419
  /// ```
  public static func parent(of locale: LocaleID) -> LocaleID? {
    guard !locale.isRoot else { return nil }
    return parentID(of: locale.baseID).map(LocaleID.fromICU)
  }

  /// Decodes the array of tags as data: a document written with another ICU decodes whatever
  /// chain that ICU gave (``isLocalICUChain`` checks it against this one).
  public init(from decoder: any Decoder) throws {
    let locales = try [LocaleID](from: decoder)
    guard !locales.isEmpty else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "an empty fallback chain"))
    }
    self.locales = locales
  }

  /// Whether this chain is the one the ICU linked here gives its first locale (a decoded chain
  /// may come from another ICU's data).
  public var isLocalICUChain: Bool {
    guard let first = locales.first else { return false }
    return FallbackChain(first).locales == locales
  }

  /// Encodes the chain as an array of tags.
  public func encode(to encoder: any Encoder) throws { try locales.encode(to: encoder) }

  // MARK: Computing the chain on ICU identifiers

  /// The ICU id the chain starts from.
  private static func start(of base: String) -> String {
    guard !base.isEmpty else { return "" }
    if ICULocaleList.icu.available.contains(base) { return base }
    guard let maximized = try? ICU.Loc.addLikelySubtags(base) else { return base }
    let language = ICU.Loc.language(base)
    let script = ICU.Loc.script(maximized)
    let region = ICU.Loc.region(base)
    let variant = ICU.Loc.variant(base)
    let defaultScript = ICU.Loc.defaultScript(of: language)
    let keptScript = script == defaultScript ? "" : script
    let withScript = compose(language, script, region, variant)
    if ICULocaleList.icu.available.contains(withScript) { return withScript }
    return compose(language, keptScript, region, variant)
  }

  /// The chain of every locale ICU has data for, and of their region-only spellings
  /// (``ICULocaleList/regionOnlySpellings``), keyed by ICU base name: built once, shared.
  private static let prepared: [String: [LocaleID]] = {
    var table: [String: [LocaleID]] = [:]
    for id in ICU.Loc.available where !id.isEmpty && id != "root" {
      table[id] = chain(from: id, known: table)
    }
    for (spelling, id) in ICULocaleList.icu.regionOnlySpellings { table[spelling] = table[id] }
    return table
  }()

  /// The one chain builder: from `start` along CLDR's parents to root, taking the rest of the
  /// chain from `known` as soon as it reaches a locale whose chain is known.
  private static func chain(from start: String, known: [String: [LocaleID]]) -> [LocaleID] {
    var result: [LocaleID] = []
    var current: String? = start
    while let id = current, !id.isEmpty, !result.contains(where: { $0.icuID == id }),
      result.count < 16
    {
      if let rest = known[id] { return result + rest }
      result.append(LocaleID.fromICU(id))
      current = parentID(of: id)
    }
    result.append(.root)
    return result
  }

  /// CLDR's explicit parent, else truncation; "" is root, nil only for root itself.
  private static func parentID(of id: String) -> String? {
    id.isEmpty ? nil : ICULocaleList.icu.parent(of: id)
  }

  private static func compose(
    _ language: String, _ script: String, _ region: String, _ variant: String
  )
    -> String
  {
    ICULocaleList.compose(language, script, region, variant)
  }
}

extension LocaleID {
  /// A `LocaleID` from an ICU identifier that came from ICU itself (already canonical).
  static func fromICU(_ id: String) -> LocaleID {
    if id.isEmpty || id == "root" { return .root }
    let tag = ICULocaleList.icu.tags[id] ?? (try? ICU.Loc.tag(forIdentifier: id, strict: false))
    return LocaleID(tag: tag ?? id, icuID: id)
  }
}
