// Choosing the best available locale for a user's preferences, with ICU's LocaleMatcher.

/// Chooses, among the locales we have data for, the best one for a user's preferences.
///
/// Uses ICU's `LocaleMatcher` (CLDR language-matching data: `es-MX` finds `es-419`, `nn` finds
/// `nb`) and rejects a match in another script, so a Latin-script Serbian user never gets Cyrillic
/// text. Every decision is in ``LocaleMatch/trace``.
///
/// ```swift
/// let matcher = LocaleMatcher(supported: [try LocaleID("es"), try LocaleID("es-419")])
/// matcher.match(LocalePreferences(try LocaleID("es-MX"))).matched  // es-419
/// ```
public struct LocaleMatcher: Sendable {
  /// The locales offered, in the order given.
  public let supported: [LocaleID]
  private let handle: MatcherHandle?
  /// The likely script of each supported locale, computed once.
  private let supportedScripts: [String?]

  /// A matcher over `supported`; ``LocaleID/root`` is never matched by language.
  public init(supported: [LocaleID]) {
    var seen: Set<LocaleID> = []
    self.supported = supported.filter { !$0.isRoot && seen.insert($0).inserted }
    handle = MatcherHandle(tags: self.supported.map(\.tag))
    supportedScripts = self.supported.map(\.likelyScript)
  }

  /// The best supported locale for `preferences`, or no match (the caller falls back to root).
  public func match(_ preferences: LocalePreferences) -> LocaleMatch {
    var trace: [String] = []
    var excluded: Set<Int> = []
    let desired = preferences.locales
    guard let handle, !desired.isEmpty else {
      return LocaleMatch(desired: nil, matched: nil, trace: ["no supported locales"])
    }
    let desiredTags = desired.map(\.tag)
    while excluded.count < supported.count {
      guard let (index, desiredIndex) = handle.best(desiredTags, excluding: excluded) else { break }
      let want = desired[desiredIndex]
      let found = supported[index]
      let wantScript = want.likelyScript
      let foundScript = supportedScripts[index]
      if wantScript != nil, foundScript != nil, wantScript != foundScript {
        trace.append(
          "rejected \(found) for \(want): script \(foundScript ?? "?") is not \(wantScript ?? "?")")
        excluded.insert(index)
        continue
      }
      trace.append("ICU LocaleMatcher: \(want) → \(found)")
      return LocaleMatch(desired: want, matched: found, trace: trace)
    }
    trace.append("no supported locale matches \(desired.map(\.tag).joined(separator: ", "))")
    return LocaleMatch(desired: nil, matched: nil, trace: trace)
  }
}

/// The outcome of ``LocaleMatcher/match(_:)``.
public struct LocaleMatch: Hashable, Sendable, Codable {
  /// The preferred locale that was matched, if any.
  public let desired: LocaleID?
  /// The supported locale chosen, or nil when none is acceptable.
  public let matched: LocaleID?
  /// Why: each candidate considered and the reason it was taken or rejected.
  public let trace: [String]
}

/// ICU matchers over all supported locales and subsets, opened on first use, cached.
private final class MatcherHandle: Sendable {
  private let tags: [String]
  /// The matchers, by the indices left out (the empty set: the one over every locale).
  private let matchers = BoundedCache<Set<Int>, ICU.LocaleMatcher>(capacity: 64)

  init?(tags: [String]) {
    guard !tags.isEmpty else { return nil }
    self.tags = tags
  }

  /// The best supported index, leaving out `excluded`, and the desired index that matched.
  func best(_ desired: [String], excluding excluded: Set<Int>) -> (Int, Int)? {
    let candidates = excluded.isEmpty ? nil : tags.indices.filter { !excluded.contains($0) }
    guard
      let matcher = matchers.value(for: excluded)
        ?? ICU.LocaleMatcher(tags: candidates?.map { tags[$0] } ?? tags)
    else { return nil }
    matchers.insert(matcher, for: excluded)
    guard let (local, desiredIndex) = matcher.best(desired) else { return nil }
    return (candidates?[local] ?? local, desiredIndex)
  }
}
