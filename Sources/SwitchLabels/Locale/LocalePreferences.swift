// A user's ordered locale preferences.

import FoundationEssentials

/// A user's locales in order of preference, most preferred first.
///
/// From a list, `Locale`s, or an `Accept-Language` value (q-weights reorder stably, `q=0` dropped):
///
/// ```swift
/// try LocalePreferences(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8").locales  // [fr-CH, fr, en]
/// ```
public struct LocalePreferences: Hashable, Sendable, Codable {
  /// The locales, most preferred first, without duplicates.
  public let locales: [LocaleID]

  /// Preferences in the given order.
  public init(_ locales: [LocaleID]) {
    var seen: Set<LocaleID> = []
    self.locales = locales.filter { seen.insert($0).inserted }
  }

  /// A single preferred locale.
  public init(_ locale: LocaleID) { locales = [locale] }

  /// Preferences from identifiers, in order.
  ///
  /// - Throws: ``LocaleError`` for the first identifier that is not a usable locale.
  public init(identifiers: [String]) throws(LocaleError) {
    self.init(try identifiers.map { (identifier) throws(LocaleError) in try LocaleID(identifier) })
  }

  /// Preferences from `Locale`s, in order.
  public init(_ locales: [Locale]) throws(LocaleError) {
    try self.init(identifiers: locales.map(\.identifier))
  }

  /// Parses an HTTP `Accept-Language` value (RFC 9110 §12.5.4), ignoring the wildcard `*`.
  ///
  /// - Throws: ``LocaleError/malformedPreferenceList(input:reason:)`` for a malformed weight or an
  ///   empty list, and ``LocaleError`` for an unusable locale.
  public init(acceptLanguage value: String) throws(LocaleError) {
    var weighted: [(locale: LocaleID, weight: Double, order: Int)] = []
    for (order, rawItem) in value.split(separator: ",", omittingEmptySubsequences: true)
      .enumerated()
    {
      let parts = rawItem.split(separator: ";").map(\.trimmed)
      guard let range = parts.first, !range.isEmpty else { continue }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1).map(\.trimmed)
        guard pair.count == 2, pair[0].lowercased() == "q", let q = Double(pair[1]), q >= 0, q <= 1
        else {
          throw .malformedPreferenceList(
            input: value, reason: "\"\(LocaleError.printable(parameter))\" is not a weight q=0…1")
        }
        weight = q
      }
      if range == "*" || weight == 0 { continue }
      weighted.append((try LocaleID(range), weight, order))
    }
    guard !weighted.isEmpty else {
      throw .malformedPreferenceList(input: value, reason: "no language ranges")
    }
    weighted.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
    self.init(weighted.map(\.locale))
  }
}
