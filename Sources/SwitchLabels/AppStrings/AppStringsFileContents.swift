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
    /// The position of each key's entry, when the reader made it while checking that every key
    /// is there once (the table then need not make it again).
    var index: [String: [Int]]? = nil
  }

  /// The format the file was read as.
  let format: AppStringsFormat
  /// The source language the file names (a String Catalog's `sourceLanguage`, XLIFF's
  /// `source-language`), if it names one.
  var declaredSource: LocaleID? = nil
  /// The tables.
  var tables: [Table]
  /// What the platform's build accepts in the file with a warning.
  var notices: [AppStringsNotice] = []
}
