// When an audit counts as failed (`switch-labels audit --fail-on`).

/// A condition that fails an audit row with any of its ``kinds`` (the CLI exits 1, JUnit fails it).
public enum AuditCondition: String, Hashable, Sendable, Codable, CaseIterable {
  /// Text not drawn as written at full size: scaled, grown, truncated, too narrow, or images.
  case textScaled = "text-scaled"
  /// Image labels: a catalog whose texts do not fit, or no catalog at all.
  case image
  /// Missing words: no catalog on the CLDR chain, no font for a character, an app key missing.
  case missing
  /// A verdict within the geometry's measuring uncertainty of its edge.
  case borderline
  /// Nothing fails the audit.
  case never
  /// The app's text is its source language's text (``Finding/Kind/appUntranslated``).
  case untranslated
  /// The app's text is marked new, needs review, stale or fuzzy, or differs within a locale.
  case review
  /// An app key empty or missing in its locale (one kind for both: the app's part of ``missing``).
  case empty
  /// The app's on and off words differ in form: one abbreviated, or a verb, and the other not.
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
  public func findings(in row: AuditRow) -> [Finding] { [self].meeting(row.findings) }

  /// Whether `row` meets this condition.
  public func isMet(by row: AuditRow) -> Bool { !findings(in: row).isEmpty }
}

extension Array where Element == AuditCondition {
  /// The findings of `row` that meet any of these conditions, in the row's order.
  public func findings(in row: AuditRow) -> [Finding] { meeting(row.findings) }

  /// Those of `findings` that meet any of these conditions, in order.
  func meeting(_ findings: [Finding]) -> [Finding] {
    let kinds = reduce(into: Set<Finding.Kind>()) { $0.formUnion($1.kinds) }
    return findings.filter { kinds.contains($0.kind) }
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
