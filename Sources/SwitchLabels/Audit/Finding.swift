// What the audit says about one locale × geometry, beyond the rung it took.

/// Something an audit row shows that a person may want to act on.
///
/// ```swift
/// row.findings[0].description  // "info servedByParent: de-CH has no catalog of its own: …"
/// ```
public struct Finding: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What was found.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, CodingKeyRepresentable {
    /// A catalog on the locale's CLDR chain serves it (`de` for `de-CH`; `de-DE`'s is its own).
    case servedByParent
    /// The matcher chose a catalog from outside the locale's CLDR chain (`de` for `gsw`).
    case missingTranslation
    /// No catalog serves the locale: image labels, and spoken text that is not localised.
    case noCatalog
    /// ICU has no data for the language or does not know its code, or the tag is private use.
    case unknownLanguage
    /// A catalog serves the locale but none of its texts fit: image labels are drawn.
    case imageFallback
    /// The text is drawn at a font scale below 1.
    case scaled
    /// The control grew to fit the text.
    case grown
    /// The text is truncated with an ellipsis.
    case truncated
    /// A segmented control is too narrow for even an ellipsis in each segment.
    case tooNarrow
    /// Some catalog text has characters no installed font covers.
    case missingGlyphs
    /// A width is an estimate: no font was shaped.
    case estimated
    /// The geometry's platform font is not installed: the row was measured with its stand-in.
    case standInFont
    /// The rung would change if every width moved by the ``FontOrigin/uncertainty``.
    case borderline
    /// The app lacks the locale: one of its locales on the chain, or its source, serves it.
    case appFallback
    /// A key of the switch's words is missing in the app's locale, or in every locale.
    case appMissing
    /// The app's text is its source language's text: not translated.
    case appUntranslated
    /// The app's text is marked new, needs review, stale or fuzzy.
    case appNeedsReview
    /// The app's text has a placeholder (`%@`, `%d`, `{name}`): not a label.
    case appPlaceholder
    /// The app's text starts or ends with white space.
    case appWhitespace
    /// The app's key has plural forms: not a label.
    case appPlural
    /// The app's on and off words are not the same form: one abbreviated, or a verb, the other not.
    case appInconsistentPair
    /// The app's words differ from SwitchLabels' catalog (for a reviewer).
    case appDiffersFromCatalog
    /// The app's words take image labels where our catalog's shorter words fit (with widths).
    case appShorterWordsFit
    /// SwitchLabels' catalog fills a locale the app lacks, as a suggestion (opt-in).
    case appSuggestion
  }

  /// How much a finding matters.
  public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// The ladder working as designed (a parent's catalog, a smaller scale, growth).
    case info
    /// Worse than wanted: image labels where words exist, truncation, no or an off-chain catalog.
    case warning
    /// Something cannot be drawn right: characters no font covers.
    case error

    /// Orders info < warning < error (the order of the cases).
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
  }

  /// What was found.
  public let kind: Kind
  /// How much it matters.
  public let severity: Severity
  /// A sentence naming the locale, geometry or text (catalog text is data: escape it on output).
  public let message: String
  /// Where in the app's files the finding is; nil (left out of JSON) unless about the app's.
  public let location: Location?

  /// The place in an app's files a finding is about: the file, line, key, locale and table.
  ///
  /// A key the locale lacks names the file where it would go (``wouldGo``), by the app's layout.
  public struct Location: Hashable, Sendable, Codable {
    /// The file as the reader (or the app's layout) names it; nil when it cannot be named.
    public let file: String?
    /// The 1-based line of the entry, where the format has lines and the entry is in the file.
    public let line: Int?
    /// The key, when the finding is about one key.
    public let key: String?
    /// The locale whose file it is.
    public let locale: LocaleID?
    /// A `.strings` file's or String Catalog's name (`Localizable`); nil for one-table formats.
    public let table: String?
    /// Whether the key is not in ``file`` but would go there (the file may not exist yet).
    public let wouldGo: Bool

    /// A location.
    public init(
      file: String?, line: Int? = nil, key: String? = nil, locale: LocaleID? = nil,
      table: String? = nil, wouldGo: Bool = false
    ) {
      self.file = file
      self.line = line
      self.key = key
      self.locale = locale
      self.table = table
      self.wouldGo = wouldGo
    }
  }

  /// A finding, with where it is when it is about the app's files.
  public init(_ kind: Kind, _ severity: Severity, _ message: String, at location: Location? = nil) {
    self.kind = kind
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// `severity kind: message`.
  public var description: String { "\(severity.rawValue) \(kind.rawValue): \(message)" }
}

extension Finding {
  /// What to say of the catalog serving `locale`: none (`noCatalog`), another on its CLDR chain
  /// (`servedByParent`) or from outside it (`missingTranslation`); nil for the locale's own.
  static func catalogServing(
    _ locale: LocaleID, chain: FallbackChain, by matched: LocaleID?, isOwn: Bool
  ) -> Finding? {
    let steps = chain.map(\.tag).joined(separator: " → ")
    guard let matched else {
      return Finding(
        .noCatalog, .warning,
        "no catalog serves \(locale) (chain \(steps)): image labels, spoken text not localised")
    }
    guard !isOwn else { return nil }
    let inChain = chain.contains(matched)
    return Finding(
      inChain ? .servedByParent : .missingTranslation, inChain ? .info : .warning,
      "\(locale) has no catalog of its own: served by \(matched) "
        + (inChain ? "(from its CLDR chain \(steps))" : "(not in its CLDR chain \(steps))"))
  }
}

extension Finding.Kind {
  /// What a finding of this kind means, in one sentence for a report's legend.
  public var meaning: String {
    switch self {
    case .servedByParent:
      return "a catalog on the locale's CLDR chain serves it (de for de-CH): as designed"
    case .missingTranslation:
      return "no catalog in the locale's chain; the matcher chose one from outside it (de for gsw)"
    case .noCatalog: return "no catalog serves the locale: image labels, spoken text not localised"
    case .unknownLanguage: return "ICU has no data for the language, or does not know the code"
    case .imageFallback:
      return "a catalog serves the locale but none of its texts fit: image labels"
    case .scaled: return "the text is drawn at a font scale below 1"
    case .grown: return "the control grew to fit the text"
    case .truncated: return "the text is cut with an ellipsis"
    case .tooNarrow: return "the control is too narrow for even an ellipsis in each segment"
    case .missingGlyphs: return "some text has characters no installed font covers"
    case .estimated: return "a width is an estimate: no font was shaped"
    case .standInFont: return "the platform's font is not installed: measured with a stand-in"
    case .borderline: return "the verdict is within the font's measuring uncertainty of the edge"
    case .appFallback: return "the app lacks the locale: another of its locales serves it"
    case .appMissing: return "a key of the switch's words is missing in the app"
    case .appUntranslated: return "the app's text is its source language's text"
    case .appNeedsReview: return "the app's text is marked new, needs review, stale or fuzzy"
    case .appPlaceholder: return "the app's text has a placeholder (%@, {name}): not a label"
    case .appWhitespace: return "the app's text starts or ends with white space"
    case .appPlural: return "the app's key has plural forms: not a label"
    case .appInconsistentPair:
      return "the app's on and off words are not the same form (abbreviated, a verb)"
    case .appDiffersFromCatalog: return "the app's words differ from SwitchLabels' catalog"
    case .appShorterWordsFit:
      return "the app's words take image labels where shorter words fit (named, with widths)"
    case .appSuggestion: return "SwitchLabels' catalog fills a locale the app lacks (a suggestion)"
    }
  }

  /// The `--fail-on` conditions this kind meets, in ``AuditCondition`` order.
  public var conditions: [AuditCondition] {
    AuditCondition.allCases.filter { $0.kinds.contains(self) }
  }
}
