import FoundationEssentials
import SwitchLabels

/// `switch-labels export`: the resolved labels as files an app compiles in.
enum ExportCommand: Command {
  static let spec = CommandSpec(
    name: "export",
    summary:
      "Export the resolved labels for an app: String Catalog, .strings, Android, JSON, Swift",
    discussion: """
      Resolves every locale (--locales: icu by default, catalog, or a list) with each geometry
      and writes what an app needs to draw the same switch without this library:
        xcstrings  a String Catalog (one file): per locale the text to draw for on and off, the
                   spoken texts, the image label, the scale and the rung, state translated
        strings    <tag>.lproj/SwitchLabels.strings folders (a folder: --output is required)
        android    values-<qualifier>/switch_labels.xml (b+ qualifiers where needed), with the
                   folders that make Android's fallback land on the CLDR answer, and drawable/
                   vector images (a folder: --output is required)
        json       every resolution as 'resolve --format json' prints it, keyed by locale
        swift      one Swift source, standard library only, with every decision and an
                   ICU-free lookup taking Locale.preferredLanguages
      Without --preset or --geometry: ios-classic (android-switchcompat for android, every
      preset for json). --key-prefix names the keys (switch.on, switch_labels_on) or the Swift
      type (SwitchLabelsTable).

      The output is the same, byte for byte, whatever --jobs, and starts by saying what made it
      (tool, ICU, catalogs, geometries and fonts with hashes). A file is written whole through a
      temporary file; a folder is assembled beside its place and moved in, replacing an earlier
      export (never a folder holding other files). Exit status: 0 ok, 64 usage, 65 bad data
      (a locale id, a catalog, a geometry file), 66 missing input, 69 missing font or library,
      73 the output cannot be written.
      """,
    options: [
      .option(
        "format", "<format>",
        "Output format: " + ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
          + " (required)", choices: ExportFormat.allCases.map(\.rawValue)),
      .option("locales", "<which>", "icu (default), catalog, or a list: de-CH,fr,ar"),
      LabelOptions.preset(repeatable: true),
      LabelOptions.geometry(repeatable: true),
    ] + LabelOptions.common + [
      .option("key-prefix", "<prefix>", "The keys' first part, or the Swift type's name"),
      .option("source-language", "<tag>", "The String Catalog's source language (default en)"),
      .option(
        "output", "<file|folder>",
        "Write to <file> (stdout by default) or, for strings and android, the folder <folder>"),
      .option("jobs", "<n>", "Threads to use (default: one per processor)"),
    ],
    examples: [
      "switch-labels export --format xcstrings --output SwitchLabels.xcstrings",
      "switch-labels export --format android --preset material3 --output app/src/main/res-switch",
      "switch-labels export --format swift --preset ios-classic --output SwitchLabelsTable.swift",
      "switch-labels export --format json --locales de-CH,fr-CA,ar --preset gtk3-adwaita",
    ])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    guard let formatName = arguments.value("format") else {
      throw ToolError.usage("'export' needs --format <format> (see --help)")
    }
    guard let format = ExportFormat(rawValue: formatName) else {
      throw ToolError.usage("unknown format '\(formatName)'")
    }
    let jobs = try arguments.integer("jobs", in: 1...256)
    let output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
    if format.isFolder {
      guard let output else {
        throw ToolError.usage("'export --format \(format.rawValue)' writes a folder: give --output")
      }
      try OutputFolder.checkWritable(output) { owns(format, $0) }
    } else if let output {
      try AuditCommand.checkWritable(output)
    }
    var geometries = try LabelOptions.geometries(arguments, allByDefault: format == .json)
    if arguments.all("preset").isEmpty, arguments.all("geometry").isEmpty, format == .android {
      geometries = try LabelOptions.geometries(arguments, allByDefault: false).map { _ in
        Geometry.androidSwitchCompat
      }
    }
    let service = try LabelOptions.service(arguments, console: console)
    let locales = try AuditCommand.locales(
      arguments.value("locales") ?? "icu", catalogs: service.catalogs)
    let options = ExportOptions(
      keyPrefix: arguments.value("key-prefix"),
      sourceLanguage: try sourceLanguage(arguments.value("source-language")))
    let export = try LabelExport(
      service: service, geometries: geometries, locales: locales, jobs: jobs, options: options,
      generatedBy: AuditReport.Generator(tool: Tool.name, version: Tool.version))
    let files = try format.write(export)
    let escaped = files.map { file in
      (path: file.path, contents: escapingInvisibles(file.contents, format: format))
    }
    if format.isFolder, let output {
      try OutputFolder.write(escaped, to: output)
      console.error(
        "exported \(export.locales.count) locales × \(geometries.count) geometries: "
          + "\(files.count) files in \(output)")
    } else {
      try OutputFile.emit(escaped.first?.contents ?? "", to: output, console: console)
    }
    return .success
  }

  /// The JSON formats with bidi controls and separators as `\u` escapes (as every report does).
  private static func escapingInvisibles(_ text: String, format: ExportFormat) -> String {
    format == .json || format == .xcstrings ? JSONReport.escapingInvisibles(text) : text
  }

  /// Whether a file at `path` (relative to the output folder) is one an export in `format`
  /// writes, so an earlier export may be replaced.
  static func owns(_ format: ExportFormat, _ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard parts.count == 2 else { return false }
    switch format {
    case .android:
      return (parts[0] == "values" || parts[0].hasPrefix("values-"))
        && parts[1] == "switch_labels.xml"
        || parts[0] == "drawable" && parts[1].hasPrefix("switch_labels_")
          && parts[1].hasSuffix(".xml")
    case .strings:
      return parts[0].hasSuffix(".lproj") && parts[1] == "SwitchLabels.strings"
    case .xcstrings, .json, .swift:
      return false
    }
  }

  /// `--source-language`: a locale tag, canonical (65 for one that is not a locale).
  private static func sourceLanguage(_ value: String?) throws -> String {
    guard let value else { return "en" }
    do {
      return try LocaleID(value).tag
    } catch {
      throw ToolError.data("--source-language: \(error)")
    }
  }
}

extension ExportError: ExitStatusProviding {
  /// 64 for a key prefix that cannot name keys, 65 for a value that cannot be encoded, and the
  /// resolver's status otherwise.
  var exitCode: ExitCode {
    switch self {
    case .resolve(let error): return error.exitCode
    case .invalidKeyPrefix: return .usage
    case .encoding: return .dataError
    }
  }
}
