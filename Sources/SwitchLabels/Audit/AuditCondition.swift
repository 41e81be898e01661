// When an audit counts as failed (`switch-labels audit --fail-on`).

/// A condition that fails an audit row, for CI: the CLI exits 1 when any row meets it, and the
/// JUnit report marks those rows as failed test cases.
///
/// Each condition is a set of ``Finding/Kind``s; a row meets it when it has any of them.
///
/// ```swift
/// AuditCondition.image.isMet(by: row)  // true for image labels (a catalog's or no catalog)
/// ```
public enum AuditCondition: String, Hashable, Sendable, Codable, CaseIterable {
  /// Text that is not drawn as the catalog wrote it at full size: scaled below 1, grown,
  /// truncated (or a segmented control too narrow for even that), or image labels instead of
  /// text.
  case textScaled = "text-scaled"
  /// Image labels: a catalog whose texts do not fit, or no catalog at all.
  case image
  /// Words that are missing: no catalog in the locale's chain (image labels, or a catalog from
  /// outside its CLDR chain), characters no font covers, or a key of the app's words missing or
  /// empty in its locale (``Finding/Kind/appMissing``). A parent's catalog serving the locale
  /// (`de` for `de-CH`, ``Finding/Kind/servedByParent``) is not missing words.
  case missing
  /// A verdict within the geometry's measuring uncertainty of its edge (``Finding/Kind/borderline``).
  case borderline
  /// Nothing fails the audit.
  case never
  /// The app's text is its source language's text (``Finding/Kind/appUntranslated``).
  case untranslated
  /// The app's text is marked new, needs review, stale or fuzzy, or a key has different texts in
  /// one locale (``Finding/Kind/appNeedsReview``).
  case review
  /// A key of the app's words is empty (or missing) in its locale: the app has one finding kind
  /// for both, ``Finding/Kind/appMissing``, so this meets the same rows as the app's part of
  /// ``missing``.
  case empty
  /// The app's on and off words are not the same form: one abbreviated and the other not, or
  /// one a verb and the other a state (``Finding/Kind/appInconsistentPair``).
  case inconsistent

  /// The finding kinds that meet this condition.
  public var kinds: Set<Finding.Kind> {
    switch self {
    case .textScaled:
      return [.scaled, .grown, .truncated, .tooNarrow, .imageFallback, .noCatalog]
    case .image: return [.imageFallback, .noCatalog]
    case .missing: return [.missingTranslation, .noCatalog, .missingGlyphs, .appMissing]
    case .borderline: return [.borderline]
    case .never: return []
    case .untranslated: return [.appUntranslated]
    case .review: return [.appNeedsReview]
    case .empty: return [.appMissing]
    case .inconsistent: return [.appInconsistentPair]
    }
  }

  /// The findings of `row` that meet this condition (empty when the row passes).
  public func findings(in row: AuditRow) -> [Finding] {
    let kinds = self.kinds
    return row.findings.filter { kinds.contains($0.kind) }
  }

  /// Whether `row` meets this condition.
  public func isMet(by row: AuditRow) -> Bool { !findings(in: row).isEmpty }
}

extension Array where Element == AuditCondition {
  /// The findings of `row` that meet any of these conditions, in the row's order.
  ///
  /// ```swift
  /// [AuditCondition.image, .missing].findings(in: row)  // image labels or missing words
  /// ```
  public func findings(in row: AuditRow) -> [Finding] {
    let kinds = reduce(into: Set<Finding.Kind>()) { $0.formUnion($1.kinds) }
    return row.findings.filter { kinds.contains($0.kind) }
  }

  /// Whether `row` meets any of these conditions.
  public func isMet(by row: AuditRow) -> Bool { !findings(in: row).isEmpty }

  /// Whether any condition can fail a row (not empty, not only ``AuditCondition/never``).
  public var canFail: Bool { contains { $0 != .never } }

  /// The conditions as `--fail-on` spells them: `image,missing`.
  public var spelled: String {
    isEmpty ? AuditCondition.never.rawValue : map(\.rawValue).joined(separator: ",")
  }
}
