/// Why a locale identifier could not be used; every case names the input.
public enum LocaleError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The identifier was empty or only white space.
  case empty(input: String)
  /// The identifier is longer than any real locale identifier.
  case tooLong(input: String, length: Int)
  /// The identifier contains characters no locale identifier can contain.
  case invalidCharacters(input: String)
  /// ICU could not parse the identifier.
  case malformed(input: String)
  /// A preference list (e.g. an `Accept-Language` value) is malformed.
  case malformedPreferenceList(input: String, reason: String)

  /// The input as given, shortened and with control characters made visible.
  public var input: String {
    switch self {
    case .empty(let input), .tooLong(let input, _), .invalidCharacters(let input),
      .malformed(let input), .malformedPreferenceList(let input, _):
      return input
    }
  }

  /// A message naming the input and what is wrong with it.
  public var description: String {
    let shown = "\"\(Self.printable(input))\""
    switch self {
    case .empty:
      return "invalid locale identifier \(shown): empty"
    case .tooLong(_, let length):
      return "invalid locale identifier \(shown): \(length) characters long (at most "
        + "\(LocaleID.maximumLength))"
    case .invalidCharacters:
      return "invalid locale identifier \(shown): only ASCII letters, digits and - _ . @ = ; "
        + "can appear in a locale identifier"
    case .malformed:
      return "invalid locale identifier \(shown): not a well-formed BCP 47 tag or ICU locale ID"
    case .malformedPreferenceList(_, let reason):
      return "invalid locale preference list \(shown): \(reason)"
    }
  }

  /// At most 40 characters of `text`, every non-ASCII or control character escaped.
  static func printable(_ text: String) -> String {
    SafeText.printable(text, limit: 40, asciiOnly: true)
  }
}
