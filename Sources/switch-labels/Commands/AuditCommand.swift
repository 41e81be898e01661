import FoundationEssentials
import SwitchLabels

#if canImport(Glibc)
  import Glibc
#endif

/// `switch-labels audit`: the locale matrix in pixels — every locale × geometry through the
/// same service an app uses, with a report people can look at.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    summary: "Audit every locale × geometry in pixels: what is drawn, how wide, which rung, why",
    discussion: """
      Resolves each locale with each geometry through the fit ladder and reports, per row: the
      matched catalog and chain, the direction, what each state draws (text at a scale, or an
      image), its width and room, the rung, the spoken text, the fonts and the findings; then a
      summary (rows per rung, worst overflows, locales without a catalog). On a terminal the
      table shows the summary first, then only the rows that need attention, grouped by
      finding, each with the numbers that decided it and what would fix it (--all: every row);
      in a pipe or a file, every row. A segmented control has its own audit: 'audit segmented
      --help'.

      --locales: icu (default: every locale ICU knows), catalog (the locales that have a catalog:
      the bundled ones and those in --catalog), or a comma-separated list of identifiers, kept
      in the order given in every format.
      --pseudo adds the pseudo-locales (en-XA, ar-XB, qps-ploc, qps-plocm, qps-ploca), made from
      the source language's words: long, accented, right-to-left and East Asian text that shows
      which geometries break before any translation exists (expansion per IBM's text-expansion
      table; see PseudoLocale in the documentation). They are also accepted in --locales.

      --strings <path> audits the app's own words instead (its .xcstrings, .lproj, res/values*,
      XLIFF, PO or ARB files; see 'strings --help' for the keys): the default locales become the
      app's locales, a locale the app lacks shows what the app shows (its nearest locale on the
      CLDR chain, else its source language; --fill-gaps: SwitchLabels' catalogs as suggestions),
      and the app's findings join each row.
      Without --preset or --geometry, every preset is audited.

      --text-size audits each geometry at the users' text sizes too, as one more axis of the
      matrix: default, large (the platform's large-text setting), max (its largest), a factor
      (2.0, 150%: Android's font scale, WinUI's and GTK's factor) or one of Apple's content-size
      categories (xSmall … xxxLarge, AX1 … AX5), in any letter case. Each preset follows text
      size as its platform does (see 'presets'): Android's non-linear font scaling, Dynamic Type's
      point sizes, WinUI's and GTK's factors; the ladder's minimum scale applies to the enlarged
      size.

      --fail-on decides when the audit fails (exit 1; failed test cases in JUnit); give a
      comma-separated list (--fail-on image,missing) or repeat it: a row fails when it meets any.
        text-scaled  a row scaled below 1, grown, truncated or drawn with image labels
        image        a row drawn with image labels (a catalog's texts do not fit, or no catalog)
        missing      no catalog on the locale's CLDR chain (noCatalog: image labels;
                     missingTranslation: a catalog from outside the chain, de for gsw) or
                     characters no installed font covers (missingGlyphs); a parent's catalog
                     serving the locale (de for de-CH: servedByParent, info) is not missing
        borderline   a verdict within the font's measuring uncertainty of its edge: the rung
                     would change if every width moved by the geometry's margin (a few tenths
                     of a pixel in the platform's own font, more where a stand-in measures
                     because the platform's font is not installed: see 'presets'); --font
                     with the real font removes the margin
        never        (default) the audit is a report; exit 0 unless something goes wrong
        untranslated the app's text is its source language's (appUntranslated; --strings)
        review       the app's text is new, needs review, stale or fuzzy (appNeedsReview)
        empty        a key of the app's words empty or missing in its locale (appMissing: the
                     app has one kind for both, so this meets what missing meets in the app)
        inconsistent the app's on and off words are not the same form: one abbreviated and
                     the other not (Wł. / Wyłączone), or one a verb beside a state
                     (appInconsistentPair)

      For CI: --format sarif (SARIF 2.1.0, one rule per finding kind), github (workflow-command
      annotations) and codequality (GitLab Code Quality JSON) report the warnings and errors,
      and the information that meets --fail-on, at the file and line holding the row's words:
      the app's file with --strings, else the catalog file (Locales/catalogs/<tag>.json in this
      repository). SARIF holds at most 25,000 results and says when it has more. JUnit cases
      carry file and line where known.
      --report FORMAT:PATH (repeatable) writes more reports from the same run, each whole or not
      at all: --report sarif:audit.sarif --report junit:audit.xml.
      --write-baseline FILE records the rows that meet --fail-on (locale, geometry, text size,
      finding kinds, the words drawn); --baseline FILE lets those rows pass and fails only on
      new ones (named on stderr). A malformed baseline fails with 65.
      A --catalog folder or --strings file that cannot be used fails the run with 65 before any
      report is written (--skip-invalid: a folder's other catalogs are used, with a warning).
      The HTML and Markdown reports list each finding kind with what it means.

      The table narrows to the terminal (or to COLUMNS when set, as ls does); in a pipe or a file
      it prints every cell whole and every column. The report goes to stdout or --output
      (written whole through a temporary file, or not at all); progress (on a terminal only) and a summary line go to stderr. JSON is the same,
      byte for byte, whatever --jobs. Exit status: 0 clean, 1 a --fail-on condition is met,
      64 usage, 65 bad data (a locale id, a catalog, a geometry file), 69 missing font or system
      library, 73 the output file cannot be written.
      """,
    options: [
      locales, pseudo, LabelOptions.presets, LabelOptions.geometries, LabelOptions.textSizes,
    ]
      + LabelOptions.common + [
        format, all, CommonOptions.output, report, failOn, baseline, writeBaseline, jobs,
        CommonOptions.color, AppStringsOptions.strings,
      ] + AppStringsOptions.keyOptions,
    examples: [
      "switch-labels audit",
      "switch-labels audit --locales catalog --preset ios-classic --format html --output audit.html",
      "switch-labels audit --locales de-CH,fr-CA,ar --preset gtk3-adwaita --fail-on image",
      "switch-labels audit --locales catalog --pseudo --fail-on image",
      "switch-labels audit --locales catalog --text-size default,large,max --format html",
      "switch-labels audit --locales de,fi,ta --preset android-switchcompat --text-size 1.3,2.0",
      "switch-labels audit --catalog MyApp/Labels --format junit --fail-on missing --output audit.xml",
      "switch-labels audit --strings MyApp/Localizable.xcstrings --preset ios --fail-on missing",
      "switch-labels audit --fail-on missing --report sarif:audit.sarif --report junit:audit.xml",
      "switch-labels audit --fail-on image --baseline audit-baseline.json",
    ])

  /// `--locales <which>`.
  static let locales = Option<String>(
    "locales", "<which>", "icu (default), catalog, or a list: de-CH,fr,ar")
  /// `--pseudo`.
  static let pseudo = Flag(
    "pseudo", "Add the pseudo-locales (en-XA, ar-XB, qps-ploc, qps-plocm, qps-ploca)")
  /// `--format <format>`.
  static let format = Option<String>.oneOf(
    "format", "<format>", "Report format (default \(Reports.identifiers[0]))",
    choices: Reports.identifiers)
  /// `--all`.
  static let all = Flag(
    "all",
    "On a terminal, the table's every row (else the summary and the rows that need attention)")
  /// `--fail-on <condition>`.
  static let failOn = Option<[AuditCondition]>.choices(
    "fail-on", "<conditions>", "Exit 1 when a row meets any (default never; repeatable)")
  /// `--report FORMAT:PATH`.
  static let report = Option<ReportRequest>(
    "report", "<format:path>",
    "Also write a report in FORMAT to PATH (repeatable): "
      + Reports.identifiers.joined(separator: ", "),
    repeatable: true
  ) { text throws(ToolError) in try ReportRequest.parse(text) }
  /// `--baseline <file>`.
  static let baseline = Option<String>(
    "baseline", "<file>", "Let the rows recorded in <file> pass --fail-on; fail only on new ones")
  /// `--write-baseline <file>`.
  static let writeBaseline = Option<String>(
    "write-baseline", "<file>", "Record the rows that meet --fail-on in <file> (JSON)")
  /// `--jobs <n>`.
  static let jobs = Option<Int>.integer(
    "jobs", "<n>", "Threads to use (default: one per processor)", in: 1...256)

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let format = arguments[format] ?? Reports.identifiers[0]
    let failOn = arguments.all(failOn).flatMap { $0 }
    let jobs = arguments[jobs]
    let output = arguments[CommonOptions.output].flatMap { $0 == "-" ? nil : $0 }
    if let output { try OutputFile.checkWritable(output) }
    let requests = arguments.all(report)
    for request in requests { try OutputFile.checkWritable(request.path) }
    let writeBaselinePath = arguments[writeBaseline]
    if let writeBaselinePath { try OutputFile.checkWritable(writeBaselinePath) }
    let knownRows = try arguments[baseline].map(AuditBaseline.read)
    let geometries = try LabelOptions.geometries(arguments, allByDefault: true)
    let textSizes = arguments[LabelOptions.textSizes] ?? [.standard]
    let generator = AuditReport.Generator(tool: Tool.name, version: Tool.version)
    let pseudoLocales = arguments[pseudo] ? PseudoLocale.allCases.map(\.locale) : []
    // Only the JUnit report carries times.
    let times =
      format == JUnitReport.identifier
        || requests.contains { $0.format == JUnitReport.identifier } ? RowTimes() : nil
    var timing: (@Sendable (AuditRow, Duration) -> Void)? = nil
    if let times { timing = { times.record($0, $1) } }
    let labels = try AppStringsOptions.labels(arguments, console: console)
    let words = try LabelOptions.words(
      arguments, app: labels, console: console, textSizes: textSizes)
    let auditor = try Auditor(
      words: words, geometries: geometries, textSizes: textSizes, jobs: jobs,
      generatedBy: generator)
    let locales =
      try arguments[locales].map { try self.locales($0, catalogs: words.catalogs) }
      ?? words.defaultLocales
    let report = try auditor.run(
      locales: locales + pseudoLocales, progress: console.localeProgress(), timing: timing)
    console.endProgress()

    let stdoutIsTerminal = output == nil && console.stdoutIsTerminal
    let mode = arguments[CommonOptions.color] ?? .auto
    let context = ReportContext(
      failOn: failOn, color: mode.enabled(isTerminal: stdoutIsTerminal),
      width: terminalWidth(isTerminal: stdoutIsTerminal),
      attentionOnly: stdoutIsTerminal && !arguments[all], jobs: auditor.jobs, times: times,
      locations: labels.map {
        .app($0, report: report, paths: arguments.all(AppStringsOptions.strings))
      } ?? .catalogs(folder: arguments[CatalogOptions.catalog], report: report))
    guard let renderer = Reports.renderer(format, context: context) else {
      throw ToolError.usage("unknown format '\(format)'")
    }
    if requests.isEmpty {
      try OutputFile.stream(to: output, console: console) { sink in
        try renderer.write(report, to: sink)
      }
    } else {
      try writeReports(
        [(renderer, output)] + fileRenderers(requests, context: context), report: report,
        jobs: auditor.jobs, console: console)
    }
    if let writeBaselinePath {
      let recorded = AuditBaseline(report, failOn: failOn)
      try OutputFile.write(JSONOutput.encode(recorded), to: writeBaselinePath, console: console)
    }
    console.error(ReportText.summaryLine(report, failOn: failOn))
    return exitStatus(report, failOn: failOn, baseline: knownRows, console: console)
  }

  /// 1 when a row meets `failOn` (with a baseline, a row it does not record, each named on
  /// stderr), else 0.
  static func exitStatus(
    _ report: AuditReport, failOn: [AuditCondition], baseline: AuditBaseline?, console: Console
  ) -> ExitCode {
    if let baseline {
      let new = baseline.newRows(report, failOn: failOn)
      for row in new {
        let kinds = failOn.findings(in: row).map(\.kind.rawValue)
        console.error(
          "new: \(Printable.field(ReportText.title(row))): \(kinds.joined(separator: ", "))")
      }
      console.error("--baseline: \(new.count) new row\(new.count == 1 ? "" : "s") meet --fail-on")
      return new.isEmpty ? .success : .findings
    }
    // Rows read in place: `contains(where:)` would copy each one.
    let failed =
      !failOn.isEmpty && report.rows.indices.contains { failOn.isMet(by: report.rows[$0]) }
    return failed ? .findings : .success
  }

  /// The renderers of each `--report FORMAT:PATH`, with their paths: no colour, every cell
  /// whole, every row.
  static func fileRenderers(_ requests: [ReportRequest], context: ReportContext) throws
    -> [(any ReportRenderer, String?)]
  {
    var fileContext = context
    fileContext.color = false
    fileContext.width = nil
    fileContext.attentionOnly = false
    return try requests.map { request in
      guard let renderer = Reports.renderer(request.format, context: fileContext) else {
        throw ToolError.usage("unknown format '\(request.format)' in --report")
      }
      return (renderer, request.path)
    }
  }

  /// Writes several reports of one run, each whole or not at all (nil: stdout).
  ///
  /// They are made from the same rows independently, so they are made side by side (on up to
  /// `jobs` threads) and written in order: several reports cost about what the slowest costs
  /// alone.
  static func writeReports(
    _ outputs: [(any ReportRenderer, String?)], report: AuditReport, jobs: Int, console: Console
  ) throws {
    let renderers = outputs.map(\.0)
    let texts = try concurrentMap(count: renderers.count, jobs: jobs) {
      index throws(ToolError) in
      do {
        return try renderers[index].collected(report)
      } catch {
        throw ToolError.from(error)
      }
    }
    for (text, output) in zip(texts, outputs.map(\.1)) {
      try OutputFile.stream(to: output, console: console) { sink in try sink(text) }
    }
  }

  /// The locales `--locales` names: sorted for `icu` and `catalog`, else in the order given.
  ///
  /// - Throws: ``ToolError`` (65) naming an identifier that is not a locale.
  static func locales(_ value: String, catalogs: CatalogSet) throws -> [LocaleID] {
    switch value.lowercased() {
    case "icu": return LocaleID.icuAvailable.sorted()
    case "catalog", "catalogs": return catalogs.locales
    default:
      let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmed)
      var locales: [LocaleID] = []
      for part in parts { locales.append(try LocaleArgument.parse(part, option: "--locales")) }
      return locales
    }
  }

  /// The width the table should fit: `COLUMNS`, else the terminal's; nil in a pipe (every cell
  /// printed whole).
  static func terminalWidth(isTerminal: Bool) -> Int? {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(columns),
      value > 0
    {
      return value
    }
    var size = winsize()
    if isTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return isTerminal ? 120 : nil
  }
}
