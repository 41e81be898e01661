import FoundationEssentials
import SwitchLabels

/// `switch-labels export`: the resolved labels as files an app compiles in.
enum ExportCommand: Command {
  static let spec = CommandSpec(
    name: "export",
    summary:
      "Export the resolved labels for an app (String Catalog, .strings, Android, JSON, Swift) "
      + "or for translators (XLIFF)",
    discussion: """
      Resolves every locale (--locales: icu by default, catalog, or a list) with each geometry
      and writes what an app needs to draw the same switch without this library:
        xcstrings  a String Catalog (one file), laid out as Xcode saves it: per locale the text
                   to draw for on and off, the spoken texts, the image label, the scale, the
                   rung and the mirroring, state translated; data keys are marked
                   "shouldTranslate" : false; each text's comment gives its pixel budget
                   ("at most N px wide in <font>")
        strings    <tag>.lproj/SwitchLabels.strings folders (a folder: --output is required)
        android    values-<qualifier>/switch_labels.xml (b+ qualifiers where needed), with the
                   folders that make Android's fallback land on the CLDR answer, and drawable/
                   vector images tinted by the theme (a folder: --output is required); only
                   words are strings, the rung an integer index into values/'s rung names
        xliff      XLIFF 1.2 for translators, <tag>.xlf per locale (a folder: --output is
                   required): each text with maxwidth="N" size-unit="pixel" and font="family;
                   size", which Weblate checks by rendering; the spoken texts; no data
        json       every resolution as 'resolve --format json' prints it, keyed by locale
        swift      one Swift source, standard library only, with every decision and an
                   ICU-free lookup taking Locale.preferredLanguages
      Without --preset or --geometry: ios-classic (android-switchcompat for android, every
      preset for json). --key-prefix names the keys (switch.on, switch_labels_on) or the Swift
      type (SwitchLabelsTable). --text-size default,large,max exports a decision per size: each
      geometry at each size, keyed <geometry>@<size> (switch.ios.classic.max.on).

      --strings <path> exports the app's own words instead (its .xcstrings, .lproj,
      res/values*, XLIFF, PO or ARB files; keys as in 'strings --help'), exactly as
      'audit --strings' resolves them: the default locales become the app's locales, a locale
      the app lacks gets what the app shows, and the app's findings are listed on stderr.
      --source-language is the String Catalog's source language (with --strings, the app's:
      default what the files say; else en).

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
      + LabelOptions.common + [keyPrefix, output, AuditCommand.jobs, AppStringsOptions.strings]
      + AppStringsOptions.keyOptions,
    examples: [
      "switch-labels export --format xcstrings --output SwitchLabels.xcstrings",
      "switch-labels export --format android --preset material3 --output app/src/main/res-switch",
      "switch-labels export --format swift --preset ios-classic --output SwitchLabelsTable.swift",
      "switch-labels export --format json --locales de-CH,fr-CA,ar --preset gtk3-adwaita",
      "switch-labels export --format xliff --locales catalog --preset ios --output translations",
      "switch-labels export --format xcstrings --strings MyApp/Localizable.xcstrings --output Switch.xcstrings",
      "switch-labels export --format xcstrings --preset ios --text-size default,AX1,AX5 --output SwitchLabels.xcstrings",
    ])

  /// `--format <format>` (required).
  static let format = Option<ExportFormat>.choice("format", "<format>", "Output format (required)")
  /// `--key-prefix <prefix>`.
  static let keyPrefix = Option<String>(
    "key-prefix", "<prefix>", "The keys' first part, or the Swift type's name")
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
    // Android resources default to Android's own switch (then --font and --font-size apply).
    let geometries = try LabelOptions.geometries(
      arguments, allByDefault: format == .json,
      defaults: format == .android ? [.androidSwitchCompat] : nil)
    let generator = AuditReport.Generator(tool: Tool.name, version: Tool.version)
    let sourceLanguage = arguments[AppStringsOptions.sourceLanguage]
    let textSizes = arguments[LabelOptions.textSizes] ?? [.standard]
    let labels = try AppStringsOptions.labels(arguments, console: console)
    let words = try LabelOptions.words(
      arguments, app: labels, console: console, textSizes: textSizes)
    let export = try LabelExport(
      words: words, geometries: geometries,
      locales: try arguments[AuditCommand.locales].map {
        try AuditCommand.locales($0, catalogs: words.catalogs)
      }, textSizes: textSizes, jobs: jobs,
      options: ExportOptions(
        keyPrefix: arguments[keyPrefix],
        sourceLanguage: (sourceLanguage ?? labels?.strings.sourceLanguage)?.tag ?? "en"),
      generatedBy: generator)
    if let labels {
      for line in findings(export, labels: labels) { console.error(line) }
    }
    let files = try format.write(export)
    if format.isFolder, let output {
      try OutputFolder.write(files.map { ($0.path, $0.contents) }, to: output)
      console.error(
        "exported \(export.locales.count) locales × \(export.geometries.count) geometries: "
          + "\(files.count) files in \(output)")
    } else if let file = files.first {
      try OutputFile.emit(file.contents, to: output, console: console)
    } else {
      try OutputFile.emit("", to: output, console: console)
    }
    return .success
  }

  /// The findings of the app's strings for the exported locales, one line each (as `strings`
  /// prints them), for every device the geometries stand for; each said once.
  private static func findings(_ export: LabelExport, labels: AppLabelSet) -> [String] {
    var devices: [String?] = []
    for geometry in export.geometries {
      let device = AppLabelSet.device(for: geometry)
      if !devices.contains(device) { devices.append(device) }
    }
    var lines: [String] = []
    var seen: Set<String> = []
    for locale in export.locales {
      for device in devices {
        for finding in labels.labels(for: locale, device: device).findings {
          let line = AppStringsOptions.line(locale: locale.tag, finding)
          if seen.insert(line).inserted { lines.append(line) }
        }
      }
    }
    return lines
  }

  /// The names an export's files have: a switch's, or a segmented control's.
  struct FileNames {
    /// Each Android folder's file.
    let android: String
    /// The start of each drawable's name.
    let drawablePrefix: String
    /// Each `.lproj` folder's file.
    let strings: String

    /// A switch export's.
    static let switches = FileNames(
      android: "switch_labels.xml", drawablePrefix: "switch_labels_",
      strings: "SwitchLabels.strings")
    /// A segmented control export's.
    static let segmented = FileNames(
      android: "segmented_labels.xml", drawablePrefix: "segmented_labels_",
      strings: "SegmentedLabels.strings")
  }

  /// Whether a file at `path` (relative to the output folder) is one an export in `format`
  /// writes, so an earlier export may be replaced.
  static func owns(_ format: ExportFormat, _ path: String, names: FileNames = .switches) -> Bool {
    let parts = path.split(separator: "/")
    if format == .xliff { return parts.count == 1 && parts[0].hasSuffix(".xlf") }
    guard parts.count == 2 else { return false }
    switch format {
    case .android:
      return (parts[0] == "values" || parts[0].hasPrefix("values-")) && parts[1] == names.android
        || parts[0] == "drawable" && parts[1].hasPrefix(names.drawablePrefix)
          && parts[1].hasSuffix(".xml")
    case .strings:
      return parts[0].hasSuffix(".lproj") && parts[1] == names.strings
    case .xcstrings, .json, .swift, .xliff:
      return false
    }
  }
}
