import SwitchLabels

/// `switch-labels export segmented`: a segmented control's decisions per locale as files an app
/// compiles in, the same rows `audit segmented` reports.
enum ExportSegmentedCommand: Command {
  static let spec = CommandSpec(
    name: "export segmented",
    summary: "Export a segmented control's decisions per locale (String Catalog, .strings, "
      + "Android, JSON)",
    discussion: """
      Fits the control (titles as in 'audit segmented --help': --segments, --strings with
      --segments keys, --pages) in every locale and geometry, and writes what an app needs to
      draw it as the audit says, per segment: the text to draw (or its image) and the spoken
      text; per control: the one scale, the rung and the mirroring.
        xcstrings  a String Catalog laid out as Xcode saves it: keys segmented.<segment>,
                   segmented.<segment>.spoken, segmented.<segment>.image, segmented.scale,
                   segmented.rung, segmented.mirrored (data keys not translated)
        strings    <tag>.lproj/SegmentedLabels.strings (a folder: --output is required)
        android    values-<qualifier>/segmented_labels.xml, with the folders Android's fallback
                   needs to land on each locale's decision, values/ holding the decision of a
                   locale without a folder (for the app's words: its source language's), and
                   drawable/ for the segments' images (a folder: --output is required)
        json       each locale's decision per geometry, and "default"
      A segment's key part is its id's letters and digits (segment<N> when it has none or
      would repeat another's). With several presets or text sizes, each key has the geometry
      (segmented.material3.day). The Swift table and XLIFF hold switches only (64).
      Exit status: 0 ok, 64 usage, 65 bad data, 66 missing input, 69 missing font, 73 the
      output cannot be written.
      """,
    options: [
      ExportCommand.format, SegmentedOptions.segments, SegmentedOptions.pages,
      SegmentedOptions.width, AuditSegmentedCommand.preset, AuditSegmentedCommand.geometry,
      SegmentedOptions.byContent,
      SegmentedOptions.multi, AuditCommand.locales, AuditCommand.pseudo,
      LabelOptions.textSizes, LabelOptions.font, LabelOptions.fontSize, LabelOptions.round,
      LabelOptions.estimate, LabelOptions.truncate, CatalogOptions.catalog,
      CatalogOptions.skipInvalid, ExportCommand.keyPrefix, ExportCommand.output,
      AuditCommand.jobs, AppStringsOptions.strings, AppStringsOptions.table,
      AppStringsOptions.sourceLanguage,
    ],
    examples: [
      "switch-labels export segmented --segments Day,Week,Month --width 240 --format xcstrings "
        + "--output Segmented.xcstrings",
      "switch-labels export segmented --strings app/src/main/res --segments day,week,month "
        + "--width 240 --preset material3 --format android --output app/src/main/res-segmented",
    ])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    guard let format = arguments[ExportCommand.format] else {
      throw ToolError.usage("'export segmented' needs --format <format> (see --help)")
    }
    guard format != .swift, format != .xliff else {
      throw ToolError.usage(
        "--format \(format.rawValue) writes switches only; a segmented control exports as "
          + "xcstrings, strings, android or json")
    }
    let output = arguments[ExportCommand.output].flatMap { $0 == "-" ? nil : $0 }
    if format.isFolder {
      guard let output else {
        throw ToolError.usage(
          "'export segmented --format \(format.rawValue)' writes a folder: give --output")
      }
      try OutputFolder.checkWritable(output) {
        ExportCommand.owns(format, $0, names: .segmented)
      }
    } else if let output {
      try OutputFile.checkWritable(output)
    }
    let (auditor, locales) = try AuditSegmentedCommand.auditor(
      arguments, command: "export segmented", console: console)
    let sourceLanguage =
      arguments[AppStringsOptions.sourceLanguage]
      ?? (auditor.titles as? AppSegmentTitles)?.strings.sourceLanguage ?? .english
    let export = try SegmentedExport(
      auditor: auditor, locales: locales,
      options: ExportOptions(
        keyPrefix: arguments[ExportCommand.keyPrefix], sourceLanguage: sourceLanguage.tag))
    let files = try export.write(format)
    if format.isFolder, let output {
      try OutputFolder.write(files.map { ($0.path, $0.contents) }, to: output)
      console.error(
        "exported \(export.locales.count) locales × \(export.geometryNames.count) geometries: "
          + "\(files.count) files in \(output)")
    } else {
      try OutputFile.emit(files.first?.contents ?? "", to: output, console: console)
    }
    return .success
  }
}
