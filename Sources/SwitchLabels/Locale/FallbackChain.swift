// The CLDR fallback chain from a locale to root.

/// The chain of locales whose data serves a locale, down to `root`, along CLDR's parent locales.
///
/// ```swift
/// FallbackChain(try LocaleID("es-MX")).map(\.tag)       // ["es-MX", "es-419", "es", "root"]
/// FallbackChain(try LocaleID("sr-Latn-ME")).map(\.tag)  // ["sr-Latn-ME", "sr-Latn", "root"]
/// ```
///
/// The chain starts from the locale's base, in ICU's form when ICU has no data for the exact locale
/// (`zh-HK` starts at `zh-Hant-HK`). Each parent is CLDR's explicit one, else the locale less its
/// last subtag; a non-default script never falls back to the bare language (`sr-Latn` goes to root,
/// not Cyrillic `sr`).
public struct FallbackChain: Hashable, Sendable, RandomAccessCollection, Codable {
  /// The locales, most specific first, ending with ``LocaleID/root``.
  public let locales: [LocaleID]

  /// The chain of `locale`.
  public init(_ locale: LocaleID) {
    let base = locale.isRoot ? "" : locale.baseID
    // Most chains start at a locale ICU has data for: prepared once, shared.
    if let known = Self.prepared[base] {
      locales = known
      return
    }
    let chain = Self.chain(from: Self.start(of: base), known: Self.prepared)
    // A pseudo-locale starts at its own name (ICU would start `qps-ploc` at `qps-Ploc`).
    locales = locale.pseudoLocale.map { [$0.locale] + chain.dropFirst() } ?? chain
  }

  /// The position of the starting locale.
  public var startIndex: Int { locales.startIndex }
  /// The position after root.
  public var endIndex: Int { locales.endIndex }
  /// The locale at `position`.
  public subscript(position: Int) -> LocaleID { locales[position] }

  /// The CLDR parent of `locale` (`es-MX` → `es-419`), or nil for root.
  public static func parent(of locale: LocaleID) -> LocaleID? {
    guard !locale.isRoot else { return nil }
    return parentID(of: locale.baseID).map(LocaleID.fromICU)
  }

  /// Decodes the tags as data, whatever chain another ICU gave (``isLocalICUChain`` checks it).
  public init(from decoder: any Decoder) throws {
    let locales = try [LocaleID](from: decoder)
    guard !locales.isEmpty else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "an empty fallback chain"))
    }
    self.locales = locales
  }

  /// Whether this chain is the one the ICU linked here gives its first locale.
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
    let withScript = ICULocaleList.compose(language, script, region, variant)
    if ICULocaleList.icu.available.contains(withScript) { return withScript }
    let keptScript = script == ICU.Loc.defaultScript(of: language) ? "" : script
    return ICULocaleList.compose(language, keptScript, region, variant)
  }

  /// The chains of ICU's locales and region-only spellings, by ICU base name, built once.
  private static let prepared: [String: [LocaleID]] = {
    var table: [String: [LocaleID]] = [:]
    for id in ICU.Loc.available where !id.isEmpty && id != "root" {
      table[id] = chain(from: id, known: table)
    }
    for (spelling, id) in ICULocaleList.icu.regionOnlySpellings { table[spelling] = table[id] }
    return table
  }()

  /// The one chain builder: along CLDR's parents from `start`, then from `known` once reached.
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
}

extension LocaleID {
  /// A `LocaleID` from an ICU identifier that came from ICU itself (already canonical).
  static func fromICU(_ id: String) -> LocaleID {
    if id.isEmpty || id == "root" { return .root }
    let tag = ICULocaleList.icu.tags[id] ?? (try? ICU.Loc.tag(forIdentifier: id, strict: false))
    return LocaleID(tag: tag ?? id, icuID: id)
  }
}
