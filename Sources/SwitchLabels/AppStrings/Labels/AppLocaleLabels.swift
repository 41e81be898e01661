// What an app shows for a switch in one locale, found the way the app finds it.

/// What an app shows for a switch in one locale, which locale it came from, and its findings.
public struct AppLocaleLabels: Hashable, Sendable {
  /// How the app's words for a locale were found.
  public enum Source: Hashable, Sendable {
    /// The app has the locale (or one that is the same once maximized: de for de-DE).
    case own
    /// The app lacks the locale: a locale on its CLDR chain serves (de for de-CH).
    case chain(LocaleID)
    /// The app has nothing on the chain: it shows its source language.
    case sourceLanguage(LocaleID)
    /// The app has nothing on the chain; our catalog's words fill the gap as a suggestion (opt-in).
    case suggestion(LocaleID)
    /// A pseudo-locale: the app's source-language words made into the pseudo-locale's.
    case pseudo(from: LocaleID)

    /// Whether the words are the app's last resort, its source language's.
    var isLastResort: Bool {
      if case .sourceLanguage = self { return true }
      return false
    }
  }

  /// The locale asked for.
  public let requested: LocaleID
  /// How the words were found.
  public let source: Source
  /// The app's locale the on text came from (the catalog's, for a suggestion).
  public let servedBy: LocaleID
  /// The texts of each state, preferred first (empty when even the source language lacks it).
  public let texts: [SwitchState: [String]]
  /// The spoken text of each state.
  public let spoken: [SwitchState: String]
  /// Where each state's preferred text came from (nil for a suggestion).
  public let entries: [SwitchState: AppString]
  /// What is worth a look (the `app` kinds of ``Finding/Kind``).
  public let findings: [Finding]

  /// Whether both states have a text.
  public var isComplete: Bool {
    !(texts[.on] ?? []).isEmpty && !(texts[.off] ?? []).isEmpty
  }

  /// The labels as a catalog for `requested`, naming files and keys; nil when a state has none.
  public func catalog(keys: AppLabelKeys) -> LabelCatalog? {
    guard isComplete else { return nil }
    func state(_ state: SwitchState) -> StateLabels {
      let texts = self.texts[state] ?? []
      return StateLabels(texts: texts, spoken: spoken[state] ?? texts.first ?? "")
    }
    // Root's is what a locale without a catalog gets: the app's source words, with root's images.
    return LabelCatalog(
      locale: requested, on: state(.on), off: state(.off),
      images: requested.isRoot ? LabelCatalog.builtInRoot.images : nil,
      provenance: Provenance(basis: provenance()),
      borrowed: servedBy == requested
        ? nil
        : LabelCatalog.BorrowedWords(locale: servedBy, isLastResort: source.isLastResort))
  }

  /// "app strings: <file> key <on>, <file> key <off> (<locale>)", or the suggestion's source.
  func provenance() -> String {
    if case .suggestion(let catalog) = source {
      return "suggestion for the app: SwitchLabels catalog \(catalog) (the app has no \(requested))"
    }
    let parts = SwitchState.allCases.compactMap { state in
      entries[state].map { "\($0.location) key \($0.key)" }
    }.joined(separator: "; ")
    if case .pseudo(let language) = source, let pseudo = requested.pseudoLocale {
      // The files and keys of the source-language words the pseudo-locale's were made from.
      return "pseudo-locale \(pseudo): the app's \(language) words, \(pseudo.method); "
        + "from app strings (\(language)): " + parts
    }
    return "app strings (\(servedBy)): " + parts
  }
}
