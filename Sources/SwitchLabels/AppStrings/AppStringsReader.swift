// From paths to an app's strings: walk folders, detect formats, read, put the locales together.

import FoundationEssentials

/// Reads an app's localization files (String Catalogs, `.strings`, `.stringsdict`, Android
/// resources, XLIFF, gettext PO, ARB) from files and folders searched recursively (hidden and
/// build folders skipped, links followed), each checked for size and read by a real parser.
///
/// The source language: ``sourceLanguage`` when given, else the one a file names (a String
/// Catalog's `sourceLanguage`, XLIFF's `source-language`, Android's `tools:locale` in
/// `values/`), else English. `Base.lproj`, Android's `values/` and PO `msgid`s are that language.
public struct AppStringsReader: Sendable {
  /// The largest file read: 64 MiB (a String Catalog of 40 locales × 5,000 keys is about 25 MiB).
  public static let maximumFileSize = 64 * 1024 * 1024
  /// The most localization files read from the paths of one call.
  public static let maximumFileCount = 20_000
  /// The deepest folder searched below a path given.
  public static let maximumDepth = 24

  /// The source language, overriding what the files say.
  public var sourceLanguage: LocaleID?

  /// A reader; `sourceLanguage` overrides the source language the files name.
  public init(sourceLanguage: LocaleID? = nil) {
    self.sourceLanguage = sourceLanguage
  }

  /// Reads every localization file in `paths` (files or folders).
  ///
  /// - Throws: ``AppStringsError`` naming the unreadable file, missing path or empty folder.
  public func read(paths: [String]) throws(AppStringsError) -> AppStrings {
    var files: [(path: String, format: AppStringsFormat)] = []
    var warnings: [String] = []
    for path in paths { files += try Self.localizationFiles(at: path, warnings: &warnings) }
    guard files.count <= Self.maximumFileCount else {
      throw .tooLarge(
        path: paths.first ?? "",
        reason: "\(files.count) localization files (at most \(Self.maximumFileCount))")
    }
    var contents: [AppStringsFileContents] = []
    var seen: Set<String> = []
    for file in files where seen.insert(file.path).inserted {
      contents.append(try Self.read(file: file.path, as: file.format))
    }
    try Self.checkAndroidFolders(contents)
    return assemble(contents, files: files.map(\.path), warnings: warnings)
  }

  /// Fails when two files of one Android resource folder define one string, as aapt2 rejects it.
  static func checkAndroidFolders(_ contents: [AppStringsFileContents]) throws(AppStringsError) {
    struct Name: Hashable {
      let folder: Substring
      let key: String
      let plural: Bool
    }
    var first: [Name: AppString] = [:]
    for file in contents where file.format == .android {
      for table in file.tables {
        for entry in table.entries {
          guard let slash = entry.file.lastIndex(of: "/") else { continue }
          let name = Name(
            folder: entry.file[..<slash], key: entry.key, plural: entry.state == .plural)
          guard let earlier = first[name] else {
            first[name] = entry
            continue
          }
          guard earlier.file != entry.file else { continue }
          throw .malformed(
            file: entry.file, line: entry.line,
            reason: "the string \"\(AppStringsError.printable(entry.key))\" is also defined in "
              + "\(AppStringsError.printable(earlier.location)), in the same resource folder, "
              + "which aapt2 rejects (a conflicting value for the same configuration)")
        }
      }
    }
  }

  /// Reads the bytes of one file as `format`; `file` names it (and, for some formats, its locale).
  ///
  /// - Throws: ``AppStringsError`` naming `file`.
  public func read(bytes: [UInt8], file: String, as format: AppStringsFormat)
    throws(AppStringsError) -> AppStrings
  {
    assemble([try Self.read(bytes: bytes, file: file, as: format)], files: [file])
  }

  /// The tables of one file, read by its format's reader.
  static func read(bytes: [UInt8], file: String, as format: AppStringsFormat)
    throws(AppStringsError) -> AppStringsFileContents
  {
    guard bytes.count <= maximumFileSize else {
      throw .tooLarge(
        path: file, reason: "\(bytes.count) bytes is too large (at most \(maximumFileSize))")
    }
    let contents: AppStringsFileContents
    switch format {
    case .stringCatalog: contents = try XCStringsReader.read(bytes, file: file)
    case .strings:
      contents =
        file.lowercased().hasSuffix(".stringsdict")
        ? try StringsDictReader.read(bytes, file: file)
        : try StringsFileReader.read(bytes, file: file)
    case .android: contents = try AndroidResourceReader.read(bytes, file: file)
    case .xliff: contents = try XLIFFReader.read(bytes, file: file)
    case .po: contents = try POReader.read(bytes, file: file)
    case .arb: contents = try ARBReader.read(bytes, file: file)
    case .catalog: contents = try SwitchLabelsCatalogReader.read(bytes, file: file)
    }
    try checkLanguages(of: contents, file: file)
    return contents
  }

  /// Reads one file from disk as `format`.
  static func read(file path: String, as format: AppStringsFormat) throws(AppStringsError)
    -> AppStringsFileContents
  {
    guard format == .po else { return try read(bytes: try readBytes(path), file: path, as: format) }
    let contents = try POReader.read(file: path)
    try checkLanguages(of: contents, file: path)
    return contents
  }

  /// Fails when a locale the file names has a language subtag of four or more letters: BCP 47
  /// registers none, so it is a language's name (`German`, `Deutsch.lproj`), not its code.
  static func checkLanguages(of contents: AppStringsFileContents, file: String)
    throws(AppStringsError)
  {
    let locales =
      contents.tables.compactMap(\.locale) + [contents.declaredSource].compactMap(\.self)
    for locale in locales where locale.language.count >= 4 {
      throw .unknownLocale(
        file: file,
        reason: "the locale \"\(AppStringsError.printable(locale.tag))\" names no language (a "
          + "language is a code: de, pt-BR)")
    }
  }

  /// The bytes of a regular file (links followed), read as a catalog file is read: checked
  /// for size before and while it is read, never blocking on a pipe.
  static func readBytes(_ path: String) throws(AppStringsError) -> [UInt8] {
    do {
      return try CatalogLoader.readBytes(file: path, maximumSize: maximumFileSize)
    } catch {
      switch error {
      case .unreadable(_, "no such file"): throw .missing(path: path)
      case .unreadable(_, let reason): throw .unreadable(path: path, reason: reason)
      case .tooLarge(_, let bytes):
        throw .tooLarge(
          path: path, reason: "\(bytes) bytes is too large (at most \(maximumFileSize))")
      default: throw .unreadable(path: path, reason: error.description)
      }
    }
  }

  /// The localization files at `path`: the file itself, or those found in the folder.
  static func localizationFiles(at path: String, warnings: inout [String])
    throws(AppStringsError) -> [AppStringsFiles.Found]
  {
    guard let info = AppStringsFiles.status(path) else { throw .missing(path: path) }
    if !AppStringsFiles.isFolder(info) {
      guard let format = AppStringsFormat.detect(path: path) ?? catalogFormat(path) else {
        throw .unknownFormat(
          path: path,
          reason:
            "not a localization file this tool reads (.xcstrings, <lang>.lproj/*.strings(dict), "
            + "res/values*/*.xml, .xliff/.xlf, .po, .arb, or SwitchLabels catalogs *.json)")
      }
      return [(path, format)]
    }
    var walk = AppStringsFiles.Walk(maximumDepth: maximumDepth, skippedFolders: skippedFolders) {
      path, depth in AppStringsFormat.detect(path: path) ?? (depth == 0 ? catalogFormat(path) : nil)
    }
    try walk.walk(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path)
    warnings += walk.warnings
    var found = walk.found
    // The folder's own *.json files are SwitchLabels catalogs (an `import` output) only when it
    // holds no app files: beside them, JSON is the app's other data (package.json, fixtures).
    if found.contains(where: { $0.format != .catalog }) {
      found.removeAll { $0.format == .catalog }
    }
    guard !found.isEmpty else {
      throw .unknownFormat(
        path: path,
        reason: "no localization files in this folder (.xcstrings, <lang>.lproj/*.strings(dict), "
          + "res/values*/*.xml, .xliff/.xlf, .po, .arb, or SwitchLabels catalogs *.json)")
    }
    return found
  }

  /// ``AppStringsFormat/catalog`` for a `.json` file (a SwitchLabels catalog), else nil.
  private static func catalogFormat(_ path: String) -> AppStringsFormat? {
    path.lowercased().hasSuffix(".json") ? .catalog : nil
  }

  /// Folder names never searched: build output and dependencies, which hold copies.
  static let skippedFolders: Set<String> = [
    "build", "DerivedData", "node_modules", "Pods", "Carthage",
  ]

  /// Puts files together: the source language settled and given to implicit-source tables, one
  /// table per locale, named locales first (`values-en/` before `values/`, as platforms look up).
  func assemble(
    _ contents: [AppStringsFileContents], files: [String], warnings: [String] = []
  ) -> AppStrings {
    let declared = contents.lazy.compactMap(\.declaredSource).first
    let source = sourceLanguage ?? declared ?? .english
    var tables: [AppStringsTable] = []
    var implicit: [AppStringsTable] = []
    for file in contents {
      for table in file.tables {
        let locale = table.locale ?? source
        let assembled = AppStringsTable(
          locale: locale, isSource: locale == source, format: file.format, entries: table.entries,
          index: table.index)
        if table.locale == nil {
          implicit.append(assembled)
        } else {
          tables.append(assembled)
        }
      }
    }
    return AndroidReferences.resolve(
      AppStrings(
        tables: tables + implicit, sourceLanguage: source, files: files, warnings: warnings,
        notices: contents.flatMap(\.notices)))
  }
}
