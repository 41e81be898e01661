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
    /// The position of each key's entry, when the reader made one and every key is once.
    var index: [String: Int]? = nil
  }

  /// The format the file was read as.
  let format: AppStringsFormat
  /// The source language the file names (a String Catalog's `sourceLanguage`, XLIFF's
  /// `source-language`), if it names one.
  var declaredSource: LocaleID? = nil
  /// The tables.
  var tables: [Table]
}

/// Messages for JSONDecoder's errors: what is wrong and where (the coding path).
enum JSONErrors {
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
