// Texts an app supplies in place of the catalog's, for one locale.

/// Texts an app supplies for one locale, replacing the catalog in that locale only.
public struct CustomLabels: Hashable, Sendable, Codable {
  /// The on state's texts (preferred → shorter) and spoken text.
  public let on: StateLabels
  /// The off state's texts and spoken text.
  public let off: StateLabels

  /// Custom labels, validated when used: no empty or all-space texts.
  public init(on: StateLabels, off: StateLabels) {
    self.on = on
    self.off = off
  }

  /// Custom labels from one text per state, spoken as written.
  public init(on: String, off: String) {
    self.init(on: StateLabels(texts: [on], spoken: on), off: StateLabels(texts: [off], spoken: off))
  }

  func validate(locale: LocaleID) throws(ResolveError) {
    for state in SwitchState.allCases {
      let labels = state == .on ? on : off
      guard !labels.texts.isEmpty else {
        throw .invalidCustomLabel(locale: locale, state: state, reason: "no text given")
      }
      for text in labels.texts + [labels.spoken] where text.trimmed.isEmpty {
        throw .invalidCustomLabel(
          locale: locale, state: state,
          reason: "\"\(LocaleError.printable(text))\" is empty or only spaces")
      }
    }
  }
}
