// What one reader returns for one file, before the files of an app are put together.

/// The tables read from one file.
struct AppStringsFileContents: Sendable {
  /// One locale's entries in the file.
  struct Table: Sendable {
    /// The locale; nil for the app's source language when the file does not name it (Android's
    /// `values/`, `Base.lproj`, a PO file's `msgid`s).
    var locale: LocaleID?
    /// Whether these are source-language strings.
    var isSource: Bool
    /// The entries, in file order.
    var entries: [AppString]
  }

  /// The format the file was read as.
  let format: AppStringsFormat
  /// The source language the file names (a String Catalog's `sourceLanguage`, XLIFF's
  /// `source-language`), if it names one.
  var declaredSource: LocaleID? = nil
  /// The tables.
  var tables: [Table]
}

/// Messages for JSONDecoder's errors: what is wrong and where (the coding path, or the line).
enum JSONErrors {
  /// The error for a file JSONDecoder could not decode: bytes that are not UTF-8 (with their
  /// line), else a syntax error with its line and column, else ``describe(_:)``.
  ///
  /// JSONDecoder says neither where the text is broken nor that it is not UTF-8; Jansson, which
  /// can say where, runs only here, on a file that already failed.
  static func error(_ error: DecodingError, bytes: [UInt8], file: String) -> AppStringsError {
    if let line = invalidUTF8Line(bytes) {
      return .invalidEncoding(file: file, reason: "line \(line): not valid UTF-8")
    }
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
      let syntax = StrictJSONReader.syntaxError(
        in: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes)
    {
      let column = syntax.column.map { "column \($0): " } ?? ""
      return .malformed(
        file: file, line: syntax.line, reason: "not valid JSON: \(column)\(syntax.message)")
    }
    return .malformed(file: file, line: nil, reason: describe(error))
  }

  /// The line of the first byte sequence in `bytes` that is not UTF-8; nil when all of it is.
  static func invalidUTF8Line(_ bytes: [UInt8]) -> Int? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var line = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
      case .emptyInput: return nil
      case .error: return line
      }
    }
  }

  /// A one-line description of `error`.
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
      return keys.isEmpty
        ? "the top level" : "\"\(AppStringsError.printable(keys.joined(separator: ".")))\""
    }
    switch error {
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0))" } ?? ""
      return context.codingPath.isEmpty
        ? "not valid JSON\(underlying)" : "invalid value at \(path(context))\(underlying)"
    case .keyNotFound(let key, let context):
      let at = context.codingPath.isEmpty ? "" : " at \(path(context))"
      return "missing \"\(AppStringsError.printable(key.stringValue))\"\(at)"
    case .typeMismatch(let type, let context):
      return "\(path(context)) must be \(name(of: type))"
    case .valueNotFound(let type, let context):
      return "\(path(context)) must be \(name(of: type)), not null"
    @unknown default:
      return "\(error)"
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "a boolean"
    case is Int.Type, is Double.Type: return "a number"
    case is [Any].Type: return "an array"
    default: return "an object"
    }
  }
}
