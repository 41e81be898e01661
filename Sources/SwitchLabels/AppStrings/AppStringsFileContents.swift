// What one reader returns for one file, before the files of an app are put together.

/// The tables read from one file.
struct AppStringsFileContents: Sendable {
  /// One locale's entries in the file.
  struct Table: Sendable {
    /// The locale; nil for an unnamed source language (Android's `values/`, `Base.lproj`, PO).
    var locale: LocaleID?
    var isSource: Bool
    /// The entries, in file order.
    var entries: [AppString]
    /// Each key's entry positions, if the reader built them while checking keys are unique.
    var index: [String: [Int]]? = nil
  }

  /// The format the file was read as.
  let format: AppStringsFormat
  /// The source language the file names (`sourceLanguage`, XLIFF's `source-language`), if any.
  var declaredSource: LocaleID? = nil
  var tables: [Table]
  /// What the platform's build accepts in the file with a warning.
  var notices: [AppStringsNotice] = []
}
