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
      type (SwitchLabelsTable). --text-size default,large,max exports a decision per size: each
      geometry at each size, keyed <geometry>@<size> (switch.ios.classic.max.on).

      The output is the same, byte for byte, whatever --jobs, and starts by saying what made it
      (tool, ICU, catalogs, geometries and fonts with hashes). A file is written whole through a
      temporary file; a folder is assembled beside its place and moved in, replacing an earlier
      export (never a folder holding other files). Exit status: 0 ok, 64 usage, 65 bad data
      (a locale id, a catalog, a geometry file), 66 missing input, 69 missing font or library,
      73 the output cannot be written.
      """,
    options: [
      format, AuditCommand.locales, LabelOptions.presets, LabelOptions.geometries,
      LabelOptions.textSizes,
    ]
      + LabelOptions.common + [keyPrefix, sourceLanguage, output, AuditCommand.jobs],
    examples: [
      "switch-labels export --format xcstrings --output SwitchLabels.xcstrings",
      "switch-labels export --format android --preset material3 --output app/src/main/res-switch",
      "switch-labels export --format swift --preset ios-classic --output SwitchLabelsTable.swift",
      "switch-labels export --format json --locales de-CH,fr-CA,ar --preset gtk3-adwaita",
      "switch-labels export --format xcstrings --preset ios --text-size default,AX1,AX5 --output SwitchLabels.xcstrings",
    ])

  /// `--format <format>` (required).
  static let format = Option<ExportFormat>.choice("format", "<format>", "Output format (required)")
  /// `--key-prefix <prefix>`.
  static let keyPrefix = Option<String>(
    "key-prefix", "<prefix>", "The keys' first part, or the Swift type's name")
  /// `--source-language <tag>`: a locale, canonical.
  static let sourceLanguage = Option<String>(
    "source-language", "<tag>", "The String Catalog's source language (default en)"
  ) { text throws(ToolError) in
    do {
      return try LocaleID(text).tag
    } catch {
      throw ToolError.data("--source-language: \(error)")
    }
  }
  /// `--output <file|folder>`.
  static let output = Option<String>(
    "output", "<file|folder>",
    "Write to <file> (stdout by default) or, for strings and android, the folder <folder>")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    guard let format = arguments[format] else {
      throw ToolError.usage("'export' needs --format <format> (see --help)")
    }
    let jobs = arguments[AuditCommand.jobs]
    let output = arguments[output].flatMap { $0 == "-" ? nil : $0 }
    if format.isFolder {
      guard let output else {
        throw ToolError.usage("'export --format \(format.rawValue)' writes a folder: give --output")
      }
      try OutputFolder.checkWritable(output) { owns(format, $0) }
    } else if let output {
      try OutputFile.checkWritable(output)
    }
    var geometries = try LabelOptions.geometries(arguments, allByDefault: format == .json)
    if !arguments.has(LabelOptions.presets), !arguments.has(LabelOptions.geometries),
      format == .android
    {
      geometries = geometries.map { _ in Geometry.androidSwitchCompat }
    }
    let service = try LabelOptions.service(arguments, console: console)
    let locales = try AuditCommand.locales(
      arguments[AuditCommand.locales] ?? "icu", catalogs: service.catalogs)
    let options = ExportOptions(
      keyPrefix: arguments[keyPrefix], sourceLanguage: arguments[sourceLanguage] ?? "en")
    let export = try LabelExport(
      service: service, geometries: geometries, locales: locales,
      textSizes: arguments[LabelOptions.textSizes] ?? [.standard], jobs: jobs, options: options,
      generatedBy: AuditReport.Generator(tool: Tool.name, version: Tool.version))
    let files = try format.write(export)
    let escaped = files.map { file in
      (path: file.path, contents: escapingInvisibles(file.contents, format: format))
    }
    if format.isFolder, let output {
      try OutputFolder.write(escaped, to: output)
      console.error(
        "exported \(export.locales.count) locales × \(export.geometries.count) geometries: "
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
}
