// Why a resolution failed: one error for the resolve path, naming the input.

/// Why a resolution failed.
public enum ResolveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The geometry is not usable.
  case invalidGeometry(GeometryError)
  /// Text could not be measured (font missing, unreadable).
  case measure(MeasureError)
  /// The locale could not be used.
  case invalidLocale(LocaleError)
  /// Custom labels supplied by the app are empty.
  case invalidCustomLabel(locale: LocaleID, state: SwitchState, reason: String)
  /// A locale's words cannot be measured as labels (too long when pseudo-expanded, say).
  case unmeasurableWords(locale: LocaleID, catalogs: String, MeasureError)

  /// A message naming the input and what is wrong.
  public var description: String {
    switch self {
    case .invalidGeometry(let error): return error.description
    case .measure(let error): return error.description
    case .invalidLocale(let error): return error.description
    case .invalidCustomLabel(let locale, let state, let reason):
      return "custom \(state) label for \(locale): \(reason)"
    case .unmeasurableWords(let locale, let catalogs, let error):
      return "the words for \(locale) (\(catalogs)): \(error)"
    }
  }
}
