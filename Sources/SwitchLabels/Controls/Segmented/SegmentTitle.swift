// A segment's title and how it is resolved for a locale.

/// What a segment is called, resolved for each locale the control is shown in.
///
/// ```swift
/// let on = SegmentTitle.catalogKey("on")
/// try on.resolved(in: LocaleID("pt-PT"), catalog: CatalogSet.bundled).texts // ["Ligado", "Lig."]
/// ```
public enum SegmentTitle: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The same text in every locale (a name, a symbol, a code).
  case literal(String)
  /// Text per locale, looked up like catalogs: the exact locale, then each locale of its CLDR
  /// fallback chain (`es-MX → es-419 → es → root`); a `root` entry serves every other locale.
  case localized([LocaleID: String])
  /// A key of the title catalog (``SegmentTitleCatalog``); ours know `on` and `off`.
  case catalogKey(String)
  /// A number written with the locale's digits (`3` → `٣` in Arabic): page numbers.
  case number(Int)

  /// A literal title.
  public init(stringLiteral value: String) { self = .literal(value) }

  /// Checks the title without resolving it: no empty text, no empty table.
  func validate(segment: String) throws(SegmentedControlError) {
    func check(_ text: String) throws(SegmentedControlError) {
      guard !text.trimmed.isEmpty else {
        throw .invalidTitle(
          segment: segment, reason: "\"\(LocaleError.printable(text))\" is empty or only spaces")
      }
    }
    switch self {
    case .literal(let text), .catalogKey(let text): try check(text)
    case .localized(let table):
      guard !table.isEmpty else {
        throw .invalidTitle(segment: segment, reason: "no text for any locale")
      }
      for text in table.values { try check(text) }
    case .number: break
    }
  }

  /// The texts (preferred first), spoken text and image of this title in `locale`.
  ///
  /// - Throws: ``SegmentedControlError`` naming `segment`: an empty title, a localized title with
  ///   no text for the locale's chain, an unknown catalog key.
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

  /// The entry of `table` serving `locale` along its chain, as spelled or by likely subtags.
  static func lookup(_ table: [LocaleID: String], _ locale: LocaleID) -> (LocaleID, String)? {
    if let text = table[locale] { return (locale, text) }
    let byMaximized = Dictionary(
      table.sorted { $0.key < $1.key }.filter { !$0.key.isRoot }
        .map { ($0.key.base.maximized, ($0.key, $0.value)) },
      uniquingKeysWith: { first, _ in first })
    for step in FallbackChain(locale) {
      if let text = table[step] { return (step, text) }
      if !step.isRoot, let entry = byMaximized[step.maximized] { return entry }
    }
    return nil
  }
}

/// A title resolved for one locale: texts to try (preferred first), spoken text, optional image.
public struct ResolvedTitle: Hashable, Sendable {
  /// The texts in natural case, preferred first; empty when the locale has none (only the image).
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

/// Where `.catalogKey` titles come from: a ``CatalogSet`` (keys `on` and `off`) or an app's tables.
public protocol SegmentTitleCatalog: Sendable {
  /// The title for `key` in `locale`, or nil when the catalog has no such key.
  func segmentTitle(forKey key: String, locale: LocaleID) -> ResolvedTitle?
}

extension CatalogSet: SegmentTitleCatalog {
  /// The state words as titles (`on`, `off`); a locale no catalog serves gets only the image.
  public func segmentTitle(forKey key: String, locale: LocaleID) -> ResolvedTitle? {
    guard let state = SwitchState(rawValue: key) else { return nil }
    let lookup = lookup(LocalePreferences(locale))
    let labels = lookup.catalog.labels(for: state)
    return ResolvedTitle(
      texts: lookup.isRoot ? [] : labels.texts, spoken: labels.spoken,
      locale: lookup.catalog.locale, image: imageLabel(for: state))
  }
}
