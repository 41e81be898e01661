// Whether an app's on and off words are the same form: both abbreviated or neither, both states.

/// Tells when an app's on and off words differ in form (``Finding/Kind/appInconsistentPair``):
/// exactly one meets a rule that no bundled catalog's pair (own words or CLDR parent's) meets.
/// - **Abbreviation**: a full stop after a letter (pl "Wł." / "Wyłączone"); length says nothing.
/// - **Form**: not our state word (case, a final full stop aside) but sharing its stem, a common
///   start of 4+ characters leaving at most 3 of the shorter word (cs "Vypnout" for "Vypnuto").
enum AppPairForm {
  /// An inconsistent pair: the state whose word stands out, and a sentence for the finding.
  struct Inconsistency: Hashable, Sendable {
    /// The state whose word is abbreviated, or is another form of the state word.
    let state: SwitchState
    /// What is inconsistent, naming both words.
    let message: String
  }

  /// The inconsistency of `on` / `off` in `locale`, nil if none; `reference` is our catalog for the
  /// locale (nil skips the form rule); words compare in capitals by the locale's rules (tr
  /// "KAPALI" is "Kapalı").
  static func inconsistency(
    on: String, off: String, in locale: LocaleID, reference: LabelCatalog?
  ) -> Inconsistency? {
    let pair = "\"\(AppStringsFindings.shown(on))\" / \"\(AppStringsFindings.shown(off))\""
    let onShort = isAbbreviated(on)
    if onShort != isAbbreviated(off) {
      let state: SwitchState = onShort ? .on : .off
      return Inconsistency(
        state: state,
        message: "the app's \(pair): the \(state) word is abbreviated and the "
          + "\(state == .on ? "off" : "on") word is not; use one form for both")
    }
    guard let reference else { return nil }
    let onForm = otherForm(on, of: reference.on.texts + [reference.on.spoken], in: locale)
    let offForm = otherForm(off, of: reference.off.texts + [reference.off.spoken], in: locale)
    guard (onForm == nil) != (offForm == nil), let word = onForm ?? offForm else { return nil }
    let state: SwitchState = onForm != nil ? .on : .off
    let text = state == .on ? on : off
    return Inconsistency(
      state: state,
      message: "the app's \(pair): the \(state) word \"\(AppStringsFindings.shown(text))\" is "
        + "another form of the state word \"\(AppStringsFindings.shown(word))\" "
        + "(SwitchLabels' \(reference.locale)), a verb or another inflection, and the "
        + "\(state == .on ? "off" : "on") word is not; use the state form for both")
  }

  /// Whether `text` ends with a full stop after a letter (white space aside).
  static func isAbbreviated(_ text: String) -> Bool {
    let characters = Array(text.trimmed)
    guard characters.count >= 2, characters[characters.count - 1] == "." else { return false }
    return characters[characters.count - 2].isLetter
  }

  /// The word of `words` that `text` is another form of; nil when it is one or shares no stem.
  static func otherForm(_ text: String, of words: [String], in locale: LocaleID) -> String? {
    func normalized(_ text: String) -> [Character] { Self.normalized(text, in: locale) }
    let own = normalized(text)
    let candidates = words.filter { !$0.trimmed.isEmpty }
    guard own.count >= 4, !candidates.contains(where: { normalized($0) == own }) else {
      return nil
    }
    return candidates.first { word in
      let other = normalized(word)
      let common = zip(own, other).prefix { $0 == $1 }.count
      return other.count >= 4 && common >= 4 && common >= min(own.count, other.count) - 3
    }
  }

  /// `text` for comparing: trimmed, in capitals by `locale`'s rules, without a final full stop.
  private static func normalized(_ text: String, in locale: LocaleID) -> [Character] {
    var characters = Array(TextCase.upper.apply(to: text.trimmed, in: locale))
    if characters.last == "." { characters.removeLast() }
    return characters
  }
}
