// The resource folder qualifier of a locale: `de`, `de-rCH`, or the `b+` form.

/// The locale qualifier of an Android resource folder: legacy `de-rCH` for a two-letter language
/// and region, else BCP 47 `b+sr+Latn`; a script the language and region imply is left out so
/// Android's legacy matching finds the folder too (zh-Hant-HK is `zh-rHK`, Traditional on 7.0+).
struct AndroidQualifier: Hashable, Sendable {
  /// The qualifier, for example `b+sr+Latn`.
  let name: String
  /// The language subtag.
  let language: String
  /// Whether the legacy form (understood before API level 21) names the locale.
  var isLegacy: Bool { !name.hasPrefix("b+") }

  /// The qualifier of `locale`; nil for root (`values`) and tags with extensions or private use.
  init?(_ locale: LocaleID) {
    guard !locale.isRoot else { return nil }
    let parts = locale.tag.split(separator: "-").map(String.init)
    guard let language = parts.first,
      !parts.dropFirst().contains(where: { $0.count == 1 })
    else { return nil }
    var script: String? = nil
    var region: String? = nil
    var variants: [String] = []
    for part in parts.dropFirst() {
      if script == nil, region == nil, variants.isEmpty, part.count == 4,
        part.allSatisfy(\.isLetter)
      {
        script = part
      } else if region == nil, variants.isEmpty,
        (part.count == 2 && part.allSatisfy(\.isLetter))
          || (part.count == 3 && part.allSatisfy(\.isNumber))
      {
        region = part
      } else {
        variants.append(part)
      }
    }
    if let script, let region {
      let withoutScript = [language, region] + variants
      if let shorter = try? LocaleID(withoutScript.joined(separator: "-")),
        shorter.maximized.script == script, shorter.maximized.region == region
      {
        self.init(language: language, script: nil, region: region, variants: variants)
        return
      }
    }
    self.init(language: language, script: script, region: region, variants: variants)
  }

  private init(language: String, script: String?, region: String?, variants: [String]) {
    self.language = language
    let legacyRegion = region.map { $0.count == 2 } ?? true
    if language.count == 2, script == nil, variants.isEmpty, legacyRegion {
      name = region.map { "\(language)-r\($0)" } ?? language
    } else {
      name =
        "b+"
        + ([language] + [script, region].compactMap { $0 } + variants).joined(
          separator: "+")
    }
  }

  /// Whether `name` is a locale qualifier Android accepts: `ll`, `ll-rRR`, or `b+` with a
  /// language of 2–3 letters, an optional script (4 letters), an optional region (2 letters or
  /// 3 digits) and variants (5–8 letters or digits, or a digit and 3).
  static func isValid(_ name: String) -> Bool {
    func letters(_ text: Substring, _ counts: ClosedRange<Int>) -> Bool {
      counts.contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
    }
    if !name.hasPrefix("b+") {
      let parts = name.split(separator: "-", omittingEmptySubsequences: false)
      guard let language = parts.first, letters(language, 2...2),
        language == language.lowercased()
      else { return false }
      if parts.count == 1 { return true }
      guard parts.count == 2, parts[1].first == "r" else { return false }
      let region = parts[1].dropFirst()
      return letters(region, 2...2) && region == region.uppercased()
    }
    var parts = name.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)[...]
    guard let language = parts.popFirst(), letters(language, 2...3),
      language == language.lowercased()
    else { return false }
    if let next = parts.first, letters(next, 4...4) { parts.removeFirst() }
    if let next = parts.first,
      letters(next, 2...2) || (next.count == 3 && next.allSatisfy { $0.isASCII && $0.isNumber })
    {
      parts.removeFirst()
    }
    return parts.allSatisfy { variant in
      let alphanumeric = variant.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      return alphanumeric
        && ((5...8).contains(variant.count)
          || (variant.count == 4 && variant.first?.isNumber == true))
    }
  }
}
