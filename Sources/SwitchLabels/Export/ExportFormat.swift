// The export formats, what a writer produces, and the header every output carries.

import FoundationEssentials

/// A format the resolved labels can be exported in, for an app to compile in.
public enum ExportFormat: String, Hashable, Sendable, CaseIterable {
  /// A String Catalog (`.xcstrings`): one file.
  case xcstrings
  /// `<lang>.lproj/SwitchLabels.strings` folders.
  case strings
  /// Android resources: `values-<qualifier>/switch_labels.xml` folders.
  case android
  /// JSON: every resolution as `switch-labels resolve --format json` prints it: one file.
  case json
  /// One self-contained Swift source file (standard library only).
  case swift
  /// XLIFF 1.2 for translators: `<tag>.xlf` per locale, each label with its pixel budget.
  case xliff

  /// Whether the format is a folder of files rather than one file.
  public var isFolder: Bool { self == .strings || self == .android || self == .xliff }

  /// Writes `export` in this format.
  ///
  /// - Returns: The files, sorted by path (one with an empty path for a single-file format).
  /// - Throws: ``ExportError`` when the export cannot be written in this format.
  public func write(_ export: LabelExport) throws(ExportError) -> [ExportFile] {
    switch self {
    case .xcstrings: return [ExportFile(path: "", contents: try StringCatalogWriter.write(export))]
    case .strings: return try StringsFileWriter.write(export)
    case .android: return try AndroidResourceWriter.write(export)
    case .json: return [ExportFile(path: "", contents: try JSONExportWriter.write(export))]
    case .swift: return [ExportFile(path: "", contents: try SwiftTableWriter.write(export))]
    case .xliff: return try XLIFFWriter.write(export)
    }
  }
}

/// One file of an export: its path relative to the output, and its text (UTF-8); files are equal
/// when their paths and bytes are (canonically equivalent texts in different bytes differ).
public struct ExportFile: Hashable, Sendable {
  /// The path below the output folder (`values-de/switch_labels.xml`), empty for a single file.
  public let path: String
  /// The text, as a writer made it.
  public let contents: String

  /// A file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }

  /// Whether the paths and the bytes are the same.
  public static func == (lhs: ExportFile, rhs: ExportFile) -> Bool {
    lhs.path == rhs.path && lhs.contents.utf8.elementsEqual(rhs.contents.utf8)
  }

  /// Hashes the path and the bytes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    for byte in contents.utf8 { hasher.combine(byte) }
  }
}

/// Why an export could not be written.
public enum ExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A resolution could not be made (font, geometry, locale).
  case resolve(ResolveError)
  /// The key prefix cannot name keys or resources (empty, or characters outside `[A-Za-z0-9_.]`).
  case invalidKeyPrefix(String)
  /// The Swift table's type name (the key prefix) is one the generated code uses (`String`).
  case reservedTypeName(String)
  /// Two geometries' names give the same key or Swift case, or one a name the code needs (`init`).
  case conflictingGeometryName(String, reason: String)
  /// A value could not be encoded.
  case encoding(String)
  /// The format cannot hold this export (the reason says which formats can).
  case unsupported(String)

  /// A message naming the input and what is wrong.
  public var description: String {
    switch self {
    case .resolve(let error): return error.description
    case .invalidKeyPrefix(let prefix):
      return "key prefix \"\(LocaleError.printable(prefix))\": use letters, digits, '_' and '.', "
        + "starting with a letter"
    case .reservedTypeName(let name):
      return "key prefix \"\(name)\": the Swift table's code uses that name itself (a standard "
        + "library type or one of its own); choose another, such as \(name)SwitchLabels"
    case .conflictingGeometryName(let name, let reason):
      return "geometry \"\(LocaleError.printable(name))\": \(reason)"
    case .encoding(let reason): return "cannot encode the export: \(reason)"
    case .unsupported(let reason): return reason
    }
  }
}

/// The header that says what made an output, and the checks each comment syntax needs.
enum ExportHeader {
  /// `line` safe inside any comment syntax the writers use: controls, noncharacters and bidi
  /// controls shown as `⟦U+202E⟧`, `*/` and `--` broken up, so user data cannot escape it.
  static func commentSafe(_ line: String) -> String {
    var result = ""
    for scalar in SafeText.neutralizingBidiControls(line).unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}"
        || scalar == "\u{2029}" || scalar == "\u{85}" || scalar.properties.isNoncharacterCodePoint
      {
        result += SafeText.visible(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    while result.contains("--") { result = result.replacing("--", with: "-\u{2010}") }
    return result.replacing("*/", with: "* /")
  }

  /// XXH64 of `geometry`'s JSON form (sorted keys), in 16 hex digits: names its exact definition.
  static func hash(of geometry: Geometry) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let bytes = Array((try? encoder.encode(geometry)) ?? Data())
    return bytes.withUnsafeBytes { ContentHash.of(bytes: $0) }
  }

  /// Whether `prefix` can start keys and Android resource names.
  static func isValidKeyPrefix(_ prefix: String) -> Bool {
    guard let first = prefix.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    // Past a letter, a key prefix is a Swift identifier that may also hold `.`.
    return SwiftEscaper.isIdentifier(prefix.replacing(".", with: "_"))
  }
}
