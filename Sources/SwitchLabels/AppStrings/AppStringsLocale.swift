// Locales read from file and folder names, where a name may or may not be a locale.

extension LocaleID {
  /// The locale a part of a file name names (`de`, `pt_BR`, `sr@latin`), or nil when it is not a
  /// locale of a language ICU has data for.
  ///
  /// File names are guessed at (`app_de.arb`, `de.po`), so a word that happens to be well-formed
  /// (`app`, `messages`, `strings`) must not become a locale: only a language ICU has data for
  /// counts. A file for another language names its locale inside (`Language:`, `@@locale`).
  static func named(byFileName name: String) -> LocaleID? {
    guard let locale = try? LocaleID(name), locale.languageSupport == .icuData else {
      return nil
    }
    return locale
  }
}
