// Why an app's localization files could not be read, or its on/off keys not chosen.

/// Why an app's strings could not be used; every case names the file (and line) or the key.
public enum AppStringsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path does not exist.
  case missing(path: String)
  /// The file or folder could not be read (permission, I/O, a special file).
  case unreadable(path: String, reason: String)
  /// A file over ``AppStringsReader/maximumFileSize``, or more files than the maximum count.
  case tooLarge(path: String, reason: String)
  /// The file is not in a format this library reads, or a folder holds no localization file.
  case unknownFormat(path: String, reason: String)
  /// The file's bytes are not text in the encoding its format requires.
  case invalidEncoding(file: String, reason: String)
  /// The file is malformed: a syntax error, a refused DTD, a value of the wrong type.
  case malformed(file: String, line: Int?, reason: String)
  /// A key is defined twice in one file of one locale.
  case duplicateKey(file: String, line: Int?, key: String)
  /// The locale of a file cannot be read from its path or contents.
  case unknownLocale(file: String, reason: String)
  /// The on/off keys could not be chosen: none found, several candidates, or a key no locale has.
  case keys(String)

  /// The file or folder concerned (empty for ``keys(_:)``).
  public var path: String {
    switch self {
    case .missing(let path), .unreadable(let path, _), .tooLarge(let path, _),
      .unknownFormat(let path, _):
      return path
    case .invalidEncoding(let file, _), .malformed(let file, _, _), .duplicateKey(let file, _, _),
      .unknownLocale(let file, _):
      return file
    case .keys: return ""
    }
  }

  /// Whether the input is missing or unreadable (rather than present and malformed).
  public var isMissingInput: Bool {
    switch self {
    case .missing, .unreadable: return true
    default: return false
    }
  }

  /// A message naming the file (and line) or key and what is wrong.
  public var description: String {
    switch self {
    case .missing(let path): return "\(Self.printable(path)): no such file or folder"
    case .unreadable(let path, let reason): return "\(Self.printable(path)): cannot read: \(reason)"
    case .tooLarge(let path, let reason), .unknownFormat(let path, let reason),
      .invalidEncoding(let path, let reason), .unknownLocale(let path, let reason):
      return "\(Self.printable(path)): \(reason)"
    case .malformed(let file, let line, let reason):
      return "\(Self.printable(file))\(line.map { ":\($0)" } ?? ""): \(reason)"
    case .duplicateKey(let file, let line, let key):
      return "\(Self.printable(file))\(line.map { ":\($0)" } ?? ""): the key "
        + "\"\(Self.printable(key))\" is defined twice" + Self.duplicateRule(file)
    case .keys(let message): return message
    }
  }

  /// Why a key defined twice in `file` is an error: what its platform's build does with it.
  static func duplicateRule(_ file: String) -> String {
    let name = file.lowercased()
    // aapt2 2.19: "duplicate value for resource 'string/x'", and the file fails to compile.
    if name.hasSuffix(".xml") { return ", which aapt2 rejects (duplicate value for resource)" }
    // msgfmt --check (gettext 0.21): "duplicate message definition", a fatal error.
    if name.hasSuffix(".po") { return ", which msgfmt rejects (duplicate message definition)" }
    // XLIFF 1.2 and 2.0 require a unit's id to be unique in its file.
    if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") {
      return ", which XLIFF forbids (an id is unique in its file)"
    }
    // Xcode writes each key of a String Catalog once; what it does with a key twice is unobserved.
    if name.hasSuffix(".xcstrings") { return " (Xcode writes each key of a String Catalog once)" }
    return ""
  }

  /// `text` with invisible and control characters shown as `⟦U+001B⟧`, at most `limit` scalars.
  static func printable(_ text: String, limit: Int? = nil) -> String {
    if limit == nil, !text.unicodeScalars.contains(where: isHidden) { return text }
    var result = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if index == limit {
        result += "… (\(text.unicodeScalars.count) characters)"
        break
      }
      if isHidden(scalar) {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "⟦U+\(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits)⟧"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `"text": why it is no locale identifier`, for a locale ``LocaleID`` refused (text cut at 40).
  static func locale(_ text: String, _ error: any Error) -> String {
    "\"\(printable(text, limit: 40))\": " + localeReason(error)
  }

  /// Why ``LocaleID`` refused an identifier, without quoting it.
  static func localeReason(_ error: any Error) -> String {
    guard let error = error as? LocaleError else { return "not a locale identifier" }
    switch error {
    case .empty: return "not a locale identifier: empty"
    case .tooLong(_, let length):
      return "not a locale identifier: \(length) characters long (at most "
        + "\(LocaleID.maximumLength))"
    case .invalidCharacters:
      return "not a locale identifier: only ASCII letters, digits and - _ . @ = ; can appear in "
        + "one"
    case .malformed: return "not a well-formed BCP 47 tag or ICU locale ID"
    case .malformedPreferenceList(_, let reason): return "not a locale identifier: \(reason)"
    }
  }

  /// Whether ``printable(_:limit:)`` shows `scalar` as its code point.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator:
      return true
    default:
      return false
    }
  }
}
