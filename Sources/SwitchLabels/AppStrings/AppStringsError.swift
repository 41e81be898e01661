// Why an app's localization files could not be read, or its on/off keys not chosen.

/// Why an app's strings could not be used.
///
/// Every case names the file (and line, where known) or the key.
public enum AppStringsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path does not exist.
  case missing(path: String)
  /// The file or folder could not be read (permission, I/O, a special file).
  case unreadable(path: String, reason: String)
  /// The file is larger than ``AppStringsReader/maximumFileSize``, or a folder holds more files
  /// than ``AppStringsReader/maximumFileCount``.
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
  /// The on/off keys could not be chosen: none found, several candidates, or a key given that no
  /// locale has.
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
    case .tooLarge(let path, let reason): return "\(Self.printable(path)): \(reason)"
    case .unknownFormat(let path, let reason): return "\(Self.printable(path)): \(reason)"
    case .invalidEncoding(let file, let reason): return "\(Self.printable(file)): \(reason)"
    case .malformed(let file, let line, let reason):
      return "\(Self.printable(file))\(line.map { ":\($0)" } ?? ""): \(reason)"
    case .duplicateKey(let file, let line, let key):
      return "\(Self.printable(file))\(line.map { ":\($0)" } ?? ""): the key "
        + "\"\(Self.printable(key))\" is defined twice"
    case .unknownLocale(let file, let reason): return "\(Self.printable(file)): \(reason)"
    case .keys(let message): return message
    }
  }

  /// `text` with control characters and bidi controls escaped (file names and keys are data).
  static func printable(_ text: String) -> String { SafeText.printable(text) }
}
