import SwitchLabels

/// A locale identifier given on the command line: parsed as the library parses it, and refused
/// when it is a language's name rather than its code (`english`, `Deutsch`).
enum LocaleArgument {
  /// The locale `text` names.
  ///
  /// - Parameters:
  ///   - text: What the user wrote.
  ///   - option: How the message names where it was given (`--locales`).
  ///   - usage: Whether a bad value is a usage error (64) rather than bad data (65).
  /// - Returns: The locale.
  /// - Throws: ``ToolError`` naming the value and what is wrong; for a language's name, the code
  ///   it names.
  static func parse(_ text: String, option: String, usage: Bool = false) throws(ToolError)
    -> LocaleID
  {
    let locale: LocaleID?
    let failure: ToolError
    do {
      locale = try LocaleID(text)
      failure = .data("")
    } catch {
      locale = nil
      failure = usage ? .usage("\(option): \(error)") : .data("\(option): \(error)")
    }
    if locale.map({ $0.languageSupport == .unregistered }) ?? true,
      let code = LocaleID.language(named: text.trimmed)
    {
      let message =
        "\(option): \"\(Printable.field(text))\" is a language's name, not a locale identifier; "
        + "did you mean \(code.tag)?"
      throw usage ? .usage(message) : .data(message)
    }
    guard let locale else { throw failure }
    return locale
  }
}
