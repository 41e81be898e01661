import FoundationEssentials
import SwitchLabels

#if canImport(Glibc)
  import Glibc
#endif

/// `switch-labels audit segmented`: one segmented control through the locale matrix, as the
/// switch audit runs a switch.
enum AuditSegmentedCommand: Command {
  static let spec = CommandSpec(
    name: "audit segmented",
    summary: "Audit a segmented control across locales × segmented geometries, in pixels",
    discussion: """
      The locale × geometry (× text size) matrix of one segmented control: per row, one rung and
      one scale for all segments, whether it is mirrored, and per segment (left to right) the
      text drawn (or its image), its width and room, and the findings.

      The titles come from one of:
        --segments 'Day,Week,Month'   literal titles, the same in every locale; @on and @off
                                      are the switch words of our catalogs (with their shorter
                                      variants and image labels)
        --strings <path> --segments day,week,month
                                      keys of the app's strings, read and found as the switch
                                      audit finds the app's words (its fallback: the nearest of
                                      its locales on the CLDR chain, else its source language;
                                      a key it lacks everywhere shows the key, as iOS does)
        --pages <n>                   a paginator: page numbers 1…n in each locale's digits
      --multi makes each segment a checkbox with its images (checked, unchecked): where no text
      fits, the control draws them instead of cutting the text.

      --width is required. Without --preset or --geometry, both segmented presets are audited
      (standard, material3). A --geometry file is a JSON object: basedOn (a preset, standard by
      default), name, height, segmentPadding, verticalPadding, dividerWidth, cornerRadius,
      minimumScale, font ({"family": …, "size": …, "weight": …}), textCase, mirroring, colors. --locales, --pseudo, --text-size, --fail-on, --format, --report and --jobs are
      the switch audit's (see 'audit --help'); a row where not even an ellipsis fits has the
      finding tooNarrow (error; --fail-on text-scaled), not a failed run.
      Exit status: 0 clean, 1 a --fail-on condition is met, 64 usage, 65 bad data (a locale, a
      key the app does not have, duplicate segments), 66 a missing --strings path, 69 a missing
      font, 73 an output that cannot be written.
      """,
    options: [
      SegmentedOptions.segments, SegmentedOptions.pages, SegmentedOptions.width, preset, geometry,
      SegmentedOptions.byContent, SegmentedOptions.multi, AuditCommand.locales,
      AuditCommand.pseudo,
      LabelOptions.textSizes, LabelOptions.font, LabelOptions.fontSize, LabelOptions.round,
      LabelOptions.estimate, LabelOptions.truncate, CatalogOptions.catalog,
      CatalogOptions.skipInvalid, AuditCommand.format, CommonOptions.output, AuditCommand.report,
      AuditCommand.failOn, AuditCommand.jobs, AppStringsOptions.strings, AppStringsOptions.table,
      AppStringsOptions.sourceLanguage,
    ],
    examples: [
      "switch-labels audit segmented --segments 'Day,Week,Month' --width 240",
      "switch-labels audit segmented --pages 7 --width 280 --locales ar,fa,hi,th --format html "
        + "--output pages.html",
      "switch-labels audit segmented --strings MyApp --segments day,week,month --width 240 "
        + "--fail-on text-scaled --report sarif:segmented.sarif",
      "switch-labels audit segmented --segments 'Email,SMS,Push' --multi --width 200 --pseudo",
    ])

  /// `--preset <name>` (repeatable).
  static let preset = Option<String>(
    "preset", "<name>",
    "A segmented preset (" + SegmentedGeometry.presets.map(\.name).joined(separator: ", ")
      + "); repeatable; default all",
    repeatable: true
  ) { text throws(ToolError) in
    guard let preset = SegmentedGeometry.preset(named: text.trimmed) else {
      throw ToolError.usage(
        "unknown segmented preset \"\(Printable.field(text))\" (known: "
          + SegmentedGeometry.presets.map(\.name).joined(separator: ", ") + ")")
    }
    return preset.name
  }
  /// `--geometry <file>` (repeatable).
  static let geometry = Option<String>(
    "geometry", "<file>",
    "A segmented geometry file (JSON: basedOn, height, segmentPadding, font …); repeatable",
    repeatable: true)
  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let format = arguments[AuditCommand.format] ?? SegmentedReports.identifiers[0]
    let failOn = arguments.all(AuditCommand.failOn).flatMap { $0 }
    let output = arguments[CommonOptions.output].flatMap { $0 == "-" ? nil : $0 }
    if let output { try OutputFile.checkWritable(output) }
    let requests = arguments.all(AuditCommand.report)
    for request in requests { try OutputFile.checkWritable(request.path) }
    let stringsPaths = arguments.all(AppStringsOptions.strings)
    let (auditor, locales) = try auditor(arguments, command: "audit segmented", console: console)
    let report = try auditor.run(locales: locales, progress: console.localeProgress())
    console.endProgress()
    let context = Self.context(
      auditor, report: report, failOn: failOn, paths: stringsPaths,
      folder: arguments[CatalogOptions.catalog])
    let outputs = [(format, output)] + requests.map { ($0.format, Optional($0.path)) }
    let renderers = try outputs.map { identifier, _ in
      guard let renderer = SegmentedReports.renderer(identifier, context: context) else {
        throw ToolError.usage("unknown format '\(identifier)'")
      }
      return renderer
    }
    // Made side by side from the same rows, written in order (as the switch audit's reports).
    let texts = try concurrentMap(count: renderers.count, jobs: auditor.jobs) {
      index throws(ToolError) in
      do {
        return try renderers[index].render(report)
      } catch {
        throw ToolError.from(error)
      }
    }
    for (text, (_, path)) in zip(texts, outputs) {
      try OutputFile.stream(to: path, console: console) { sink in try sink(text) }
    }
    console.error(SegmentedReportText.summaryLine(report, failOn: failOn))
    return report.rows.contains { failOn.isMet(by: $0) } ? .findings : .success
  }

  /// The auditor the options describe, and the locales they name (`--locales`, else the app's
  /// with `--strings`, else ICU's; `--pseudo` adds the pseudo-locales).
  static func auditor(_ arguments: ParsedArguments, command: String, console: Console) throws
    -> (SegmentedAuditor, [LocaleID])
  {
    guard let width = arguments[SegmentedOptions.width] else {
      throw ToolError.usage("'\(command)' needs --width <px> (see --help)")
    }
    let (segments, titles, catalogs) = try control(arguments, console: console)
    var geometries = arguments.all(preset).compactMap(SegmentedGeometry.preset(named:))
    for path in arguments.all(geometry) {
      var info = stat()
      if stat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR {
        throw ToolError.failure("geometry file \(Printable.field(path)): no such file", .noInput)
      }
      do {
        geometries.append(try SegmentedGeometry.load(file: path))
      } catch {
        throw ToolError.data(error.description)
      }
    }
    if geometries.isEmpty { geometries = SegmentedGeometry.presets }
    if let font = arguments[LabelOptions.font] {
      for index in geometries.indices {
        geometries[index].font.source = LabelOptions.fontSource(font)
      }
    }
    if let size = arguments[LabelOptions.fontSize] {
      for index in geometries.indices { geometries[index].font.size = size }
    }
    let auditor = try SegmentedAuditor(
      segments: segments, width: width,
      widths: arguments[SegmentedOptions.byContent] ? .proportional : .equal,
      geometries: geometries, textSizes: arguments[LabelOptions.textSizes] ?? [.standard],
      titles: titles, measurer: LabelOptions.measurer(arguments),
      options: LabelOptions.fitOptions(arguments), multiple: arguments[SegmentedOptions.multi],
      jobs: arguments[AuditCommand.jobs],
      generatedBy: AuditReport.Generator(tool: Tool.name, version: Tool.version))
    let pseudo = arguments[AuditCommand.pseudo] ? PseudoLocale.allCases.map(\.locale) : []
    let appLocales = (titles as? AppSegmentTitles)?.locales
    let locales =
      try
      (arguments[AuditCommand.locales].map { try AuditCommand.locales($0, catalogs: catalogs) }
      ?? appLocales ?? LocaleID.icuAvailable.sorted()) + pseudo
    return (auditor, locales)
  }

  /// The segments, where their titles come from, and our catalogs (for `--locales catalog`).
  static func control(_ arguments: ParsedArguments, console: Console) throws -> (
    [Segment<String>], any SegmentTitleCatalog, CatalogSet
  ) {
    let catalogs = try CatalogOptions.catalogs(arguments, console: console)
    let checkbox = arguments[SegmentedOptions.multi] ? SegmentImages.checkbox : nil
    switch (arguments[SegmentedOptions.segments], arguments[SegmentedOptions.pages]) {
    case (.some, .some): throw ToolError.usage("give --segments or --pages, not both")
    case (nil, nil): throw ToolError.usage("'audit segmented' needs --segments or --pages")
    case (nil, .some(let count)):
      if !arguments.all(AppStringsOptions.strings).isEmpty {
        throw ToolError.usage("--pages takes no --strings: page numbers are not the app's words")
      }
      let segments = (0..<count).map { page in
        var segment = Segment(id: String(page + 1), title: .number(page + 1))
        segment.images =
          checkbox
          ?? SegmentImages(normal: Paginator.pageDot, selected: Paginator.currentPageDot)
        return segment
      }
      return (segments, catalogs, catalogs)
    case (.some(let text), nil):
      let names = try SegmentedOptions.list(text, option: "segments", unique: true)
      let paths = arguments.all(AppStringsOptions.strings)
      guard !paths.isEmpty else {
        let segments = names.map { name in
          var segment: Segment<String>
          switch name {
          case "@on": segment = Segment(id: name, title: .catalogKey("on"))
          case "@off": segment = Segment(id: name, title: .catalogKey("off"))
          default: segment = Segment(id: name, title: .literal(name))
          }
          if let checkbox { segment.images = checkbox }
          return segment
        }
        return (segments, catalogs, catalogs)
      }
      let titles = try appTitles(paths: paths, keys: names, arguments, console: console)
      let segments = names.map { key in
        Segment(id: key, title: .catalogKey(key), images: checkbox)
      }
      return (segments, titles, catalogs)
    }
  }

  /// The app's titles under `keys`; each key must be in some locale of the app (65, with the
  /// nearest keys it has).
  static func appTitles(
    paths: [String], keys: [String], _ arguments: ParsedArguments, console: Console
  ) throws -> AppSegmentTitles {
    let reader = AppStringsReader(sourceLanguage: arguments[AppStringsOptions.sourceLanguage])
    var strings = try reader.read(paths: paths)
    if let name = arguments[AppStringsOptions.table] {
      guard strings.tableNames.contains(name) else {
        throw AppStringsError.keys("--table \(Printable.visible(name)): no file of that table")
      }
      strings = strings.restricted(toTables: [name])
    }
    for warning in strings.warnings { console.error("warning: \(warning)") }
    let known = Set(strings.tables.flatMap(\.keys))
    for key in keys where !known.contains(key) {
      let near = known.sorted().filter { editDistance(key, $0) <= 2 }.prefix(3)
      throw AppStringsError.keys(
        "the key \"\(Printable.visible(key))\" is in no locale"
          + (near.isEmpty
            ? ""
            : " (did you mean "
              + near.map { "\"\(Printable.visible($0))\"" }
              .joined(separator: ", ") + "?)"))
    }
    let titles = AppSegmentTitles(strings: strings, keys: keys)
    console.error(
      "app strings: keys \(keys.map(Printable.visible).joined(separator: ", ")); "
        + "\(ReportText.count(titles.locales.count, "locale")), source language "
        + "\(strings.sourceLanguage)")
    return titles
  }

  /// What the reports need: where each row's words are, and each row's picture.
  private static func context(
    _ auditor: SegmentedAuditor, report: SegmentedAuditReport, failOn: [AuditCondition],
    paths: [String], folder: String?
  ) -> SegmentedReportContext {
    var context = SegmentedReportContext(failOn: failOn)
    if let app = auditor.titles as? AppSegmentTitles, let key = auditor.segments.first?.id {
      let fallback = FileLocation(path: ReportLocations.relative(paths.first ?? "-"))
      context.placeIsKnown = true
      context.place = { row in
        guard let found = app.entry(forKey: key, locale: row.locale) else { return fallback }
        return FileLocation(
          path: ReportLocations.relative(found.entry.file), line: found.entry.line)
      }
    } else if let catalogs = auditor.titles as? CatalogSet, auditor.titleSource == "catalogs" {
      // Our catalogs' words: the catalog that served the row, as the switch audit points.
      let matched = Dictionary(
        report.rows.map {
          ($0.locale, catalogs.lookup(LocalePreferences($0.locale)).catalog.locale)
        },
        uniquingKeysWith: { first, _ in first })
      var found: [LocaleID: FileLocation] = [:]
      for tag in Set(matched.values) {
        found[tag] = ReportLocations.catalogFile(tag: tag.tag, folder: folder)
      }
      let files = found
      context.placeIsKnown = true
      context.place = { row in
        let tag = matched[row.locale] ?? .root
        return files[tag] ?? FileLocation(path: tag.tag + ".json")
      }
    } else {
      // Titles given on the command line have no file: the results name the tool.
      context.place = { _ in FileLocation(path: Tool.name) }
    }
    context.drawing = { row, index in
      guard let layout = try? auditor.layout(of: row),
        let geometry = auditor.geometries.first(where: { $0.name == row.geometry })
      else { return nil }
      let appearance = SegmentedAppearance(
        layout: layout, geometry: geometry.sized(for: row.textSize), segments: auditor.segments,
        selection: auditor.segments.first.map { [$0.id] } ?? [])
      let width = NumberText.plain(layout.width)
      let height = NumberText.plain(layout.height)
      return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" role=\"img\">"
        + SegmentedSVG.fragment(appearance, clipID: "segmented-\(index)") + "</svg>"
    }
    return context
  }
}
