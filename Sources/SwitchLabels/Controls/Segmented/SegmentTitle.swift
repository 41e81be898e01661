// A segment's title and how it is resolved for a locale.

/// What a segment is called, resolved for each locale the control is shown in.
///
/// ```swift
/// let title: SegmentTitle = .localized([
///   try LocaleID("en"): "Map", try LocaleID("de"): "Karte", .root: "🗺"])
/// try title.resolved(in: try LocaleID("de-AT"), catalog: CatalogSet.bundled).texts  // ["Karte"]
/// SegmentTitle.number(12).resolved(in: try LocaleID("ar"), …).texts              // ["١٢"]
/// SegmentTitle.catalogKey("on").resolved(in: try LocaleID("pt-PT"), …).texts     // ["Ligado", "Lig."]
/// ```
public enum SegmentTitle: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The same text in every locale (a name, a symbol, a code).
  case literal(String)
  /// Text per locale, looked up like catalogs: the exact locale, then each locale of its CLDR
  /// fallback chain (`es-MX → es-419 → es → root`); a `root` entry serves every other locale.
  case localized([LocaleID: String])
  /// A key of the title catalog (``SegmentTitleCatalog``): our catalogs know `on` and `off`, the
  /// switch state words with their shorter variants and image labels.
  case catalogKey(String)
  /// A number written with the locale's digits (`3` → `٣` in Arabic): page numbers.
  case number(Int)

  /// A literal title.
  public init(stringLiteral value: String) { self = .literal(value) }

  /// Checks the title without resolving it: no empty text, no empty table.
  ///
  /// - Parameter segment: The segment's id as errors name it.
  /// - Throws: ``SegmentedControlError/invalidTitle(segment:reason:)``.
  func validate(segment: String) throws(SegmentedControlError) {
    func check(_ text: String) throws(SegmentedControlError) {
      guard !text.trimmed.isEmpty else {
        throw .invalidTitle(
          segment: segment, reason: "\"\(LocaleError.printable(text))\" is empty or only spaces")
      }
    }
    switch self {
    case .literal(let text): try check(text)
    case .localized(let table):
      guard !table.isEmpty else {
        throw .invalidTitle(segment: segment, reason: "no text for any locale")
      }
      for text in table.values { try check(text) }
    case .catalogKey(let key): try check(key)
    case .number: break
    }
  }

  /// The texts, spoken text and default image of this title in `locale`.
  ///
  /// - Parameters:
  ///   - locale: The locale the control is shown in.
  ///   - catalog: Where `.catalogKey` titles come from.
  ///   - segment: The segment's id as errors name it.
  /// - Throws: ``SegmentedControlError`` naming the segment: an empty title, a localized title
  ///   with no text for the locale's chain, an unknown catalog key.
  /// - Returns: The title's texts (preferred first), spoken text and image for `locale`.
  public func resolved(
    in locale: LocaleID, catalog: any SegmentTitleCatalog, segment: String = "?"
  ) throws(SegmentedControlError) -> ResolvedTitle {
    try validate(segment: segment)
    switch self {
    case .literal(let text):
      return ResolvedTitle(texts: [text], spoken: text, locale: locale)
    case .number(let value):
      let text = locale.formatted(value)
      return ResolvedTitle(texts: [text], spoken: text, locale: locale)
    case .localized(let table):
      guard let (found, text) = Self.lookup(table, locale) else {
        throw .untranslatedTitle(segment: segment, locale: locale)
      }
      return ResolvedTitle(texts: [text], spoken: text, locale: found)
    case .catalogKey(let key):
      guard let title = catalog.segmentTitle(forKey: key, locale: locale) else {
        throw .unknownTitleKey(segment: segment, key: key)
      }
      return title
    }
  }

  /// The entry of `table` that serves `locale`: the exact locale, then each step of its chain
  /// (spelled as the table spells it, or with the same likely subtags: `zh-TW` serves
  /// `zh-Hant-TW`).
  static func lookup(_ table: [LocaleID: String], _ locale: LocaleID) -> (LocaleID, String)? {
    if let text = table[locale] { return (locale, text) }
    var byMaximized: [LocaleID: (LocaleID, String)] = [:]
    for (key, text) in table.sorted(by: { $0.key < $1.key }) where !key.isRoot {
      let maximized = key.base.maximized
      if byMaximized[maximized] == nil { byMaximized[maximized] = (key, text) }
    }
    for step in FallbackChain(locale) {
      if let text = table[step] { return (step, text) }
      if !step.isRoot, let entry = byMaximized[step.maximized] { return entry }
    }
    return nil
  }
}

/// A title resolved for one locale: the texts to try (preferred → shorter), what a screen reader
/// says, and a locale-neutral image when the title has one.
public struct ResolvedTitle: Hashable, Sendable {
  /// The texts in natural case, preferred first; empty when the locale has no text for the title
  /// (only its image can be drawn).
  public let texts: [String]
  /// What a screen reader says: the full title.
  public let spoken: String
  /// The locale the texts are in (the catalog's or table's locale that served).
  public let locale: LocaleID
  /// An image that stands for the title in every locale (the IEC power symbols for `on`/`off`).
  public let image: ImageLabel?

  /// A resolved title.
  public init(texts: [String], spoken: String, locale: LocaleID, image: ImageLabel? = nil) {
    self.texts = texts
    self.spoken = spoken
    self.locale = locale
    self.image = image
  }
}

/// Where `.catalogKey` titles come from: a pluggable source of texts per key and locale.
///
/// A ``CatalogSet`` is one (keys `on` and `off`); an app can supply its own string tables.
public protocol SegmentTitleCatalog: Sendable {
  /// The title for `key` in `locale`, or nil when the catalog has no such key.
  func segmentTitle(forKey key: String, locale: LocaleID) -> ResolvedTitle?
}

extension CatalogSet: SegmentTitleCatalog {
  /// The switch state words as titles: `on` and `off` with their shorter variants, the spoken word,
  /// and the root catalog's image label.
  ///
  /// A locale no catalog serves gets no text (its segments draw the image), as a switch would.
  public func segmentTitle(forKey key: String, locale: LocaleID) -> ResolvedTitle? {
    guard let state = SwitchState(rawValue: key) else { return nil }
    let lookup = lookup(LocalePreferences(locale))
    let labels = lookup.catalog.labels(for: state)
    return ResolvedTitle(
      texts: lookup.isRoot ? [] : labels.texts, spoken: labels.spoken,
      locale: lookup.catalog.locale, image: imageLabel(for: state))
  }
}
