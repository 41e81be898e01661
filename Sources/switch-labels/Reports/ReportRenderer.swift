import SwitchLabels

/// One output format of `switch-labels audit`: turns a whole ``AuditReport`` into text.
///
/// Each format lives in its own file (`TableReport`, `JSONReport`, `CSVReport`, `MarkdownReport`,
/// `HTMLReport`, `JUnitReport`, `SARIFReport`,
/// `GitHubReport`, `CodeQualityReport`) and is listed in ``Reports/renderers``. Renderers never print:
/// the command writes what they return to stdout or to `--output` in one piece. Catalog text is
/// data: every renderer escapes or neutralises it for its format.
protocol ReportRenderer: Sendable {
  /// The `--format` value that selects this renderer.
  static var identifier: String { get }
  /// A renderer for the options of one run.
  init(context: ReportContext)
  /// The whole report as this format's text.
  func render(_ report: AuditReport) throws -> String
  /// The same text in pieces, in order, handed to `sink` as they are made, so a large report
  /// never has to be held whole (the default hands over ``render(_:)``'s text in one piece).
  func write(_ report: AuditReport, to sink: OutputSink) throws
}

extension ReportRenderer {
  func write(_ report: AuditReport, to sink: OutputSink) throws {
    try sink(render(report))
  }

  /// The pieces ``write(_:to:)`` makes, as one text.
  func collected(_ report: AuditReport) throws -> String {
    var bytes: [UInt8] = []
    try write(report, to: OutputSink { bytes.append(contentsOf: $0) })
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The choices of one run that some formats need.
struct ReportContext: Sendable {
  /// The `--fail-on` conditions (JUnit marks the rows that meet any as failures).
  var failOn: [AuditCondition] = []
  /// Whether to colour terminal output.
  var color = false
  /// The width the terminal table must fit, in columns; nil prints every cell whole.
  var width: Int? = 100
  /// Whether the table shows only the rows that need attention (a terminal, without `--all`).
  var attentionOnly = false
  /// The most threads a renderer may use.
  var jobs = 1
  /// The time each row took (JUnit's `time` attributes); nil when the run was not timed.
  var times: RowTimes? = nil
  /// Where each row's words are (SARIF, GitHub, Code Quality, JUnit's `file` and `line`).
  var locations: ReportLocations = .none
}

/// The report formats.
enum Reports {
  /// Every renderer; the first is the default format.
  static let renderers: [any ReportRenderer.Type] = [
    TableReport.self, JSONReport.self, CSVReport.self, MarkdownReport.self, HTMLReport.self,
    JUnitReport.self, SARIFReport.self, GitHubReport.self, CodeQualityReport.self,
  ]

  /// The `--format` values, default first.
  static var identifiers: [String] { renderers.map { $0.identifier } }

  /// The renderer for `identifier`, or nil when there is none.
  static func renderer(_ identifier: String, context: ReportContext) -> (any ReportRenderer)? {
    renderers.first { $0.identifier == identifier }.map { $0.init(context: context) }
  }
}
