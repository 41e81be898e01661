import SwitchLabels

/// One output format of `switch-labels audit segmented`: a whole ``SegmentedAuditReport`` as
/// text, in the same formats (and under the same `--format` names) as the switch audit's.
protocol SegmentedReportRenderer: Sendable {
  /// The whole report as this format's text.
  func render(_ report: SegmentedAuditReport) throws -> String
}

/// The choices of one run that some formats need.
struct SegmentedReportContext: Sendable {
  /// The `--fail-on` conditions.
  var failOn: [AuditCondition] = []
  /// Where a row's words are (the app's file of its first title, else the file given).
  var place: @Sendable (SegmentedAuditRow) -> FileLocation = { _ in FileLocation(path: "-") }
  /// Whether `place` names a real file (JUnit writes `file` only then).
  var placeIsKnown = false
  /// The SVG of a row's control as drawn (its clip path named by the row's index), for the
  /// HTML report; nil: no picture.
  var drawing: @Sendable (SegmentedAuditRow, Int) -> String? = { _, _ in nil }
}

/// The segmented control's report formats: the switch audit's names.
enum SegmentedReports {
  /// The `--format` values, default first.
  static let identifiers = Reports.identifiers

  /// The renderer for `identifier`, or nil when there is none.
  static func renderer(_ identifier: String, context: SegmentedReportContext)
    -> (any SegmentedReportRenderer)?
  {
    switch identifier {
    case TableReport.identifier: return SegmentedTable()
    case JSONReport.identifier: return SegmentedJSON()
    case CSVReport.identifier: return SegmentedCSV()
    case MarkdownReport.identifier: return SegmentedMarkdown()
    case HTMLReport.identifier: return SegmentedHTML(drawing: context.drawing)
    case JUnitReport.identifier: return SegmentedJUnit(context: context)
    case SARIFReport.identifier, GitHubReport.identifier, CodeQualityReport.identifier:
      return SegmentedCI(format: identifier, context: context)
    default: return nil
    }
  }
}

/// Texts the segmented reports share.
enum SegmentedReportText {
  /// `ar × standard`, `ar × standard at max`.
  static func title(_ row: SegmentedAuditRow) -> String {
    "\(row.locale.tag) × \(row.geometry)"
      + (row.textSize == .standard ? "" : " at \(row.textSize)")
  }

  /// The rung, or `none` when nothing fits.
  static func rung(_ row: SegmentedAuditRow) -> String { row.rung?.rawValue ?? "none" }

  /// What a segment draws: its text (isolated, for a terminal, so right-to-left text keeps
  /// its place between the bars), or `image <name>`.
  static func drawn(_ segment: SegmentedAuditRow.SegmentResult, isolated: Bool) -> String {
    guard let text = segment.text else { return "image \(segment.image ?? "")" }
    return isolated ? "\u{2068}\(text)\u{2069}" : text
  }

  /// The segments from left to right: `Day | Week | Month`.
  static func segments(_ row: SegmentedAuditRow, isolated: Bool = false) -> String {
    row.visualOrder.map { drawn($0, isolated: isolated) }.joined(separator: " | ")
  }

  /// Each segment's drawn width over its room, left to right: `31.2/66 | 40/66`.
  static func widths(_ row: SegmentedAuditRow) -> String {
    row.visualOrder.map { "\(NumberText.plain($0.width))/\(NumberText.plain($0.available))" }
      .joined(separator: " | ")
  }

  /// The findings' kinds, comma-separated.
  static func kinds(_ row: SegmentedAuditRow) -> String {
    var kinds: [String] = []
    for finding in row.findings where !kinds.contains(finding.kind.rawValue) {
      kinds.append(finding.kind.rawValue)
    }
    return kinds.joined(separator: ", ")
  }

  /// One line for stderr: rows, rungs, findings, and how many meet `--fail-on`.
  static func summaryLine(_ report: SegmentedAuditReport, failOn: [AuditCondition]) -> String {
    let summary = report.summary
    var line =
      "audited \(ReportText.count(summary.locales, "locale")) × "
      + "\(ReportText.count(report.geometries.count, "geometry", "geometries"))"
      + (report.textSizes.count > 1
        ? " × \(ReportText.count(report.textSizes.count, "text size"))" : "")
      + ": \(ReportText.rungCounts(summary.rungs))"
    if summary.tooNarrow > 0 { line += ", \(summary.tooNarrow) too narrow" }
    if failOn.canFail {
      let failing = report.rows.count { failOn.isMet(by: $0) }
      line += "; \(ReportText.count(failing, "row")) meet --fail-on \(failOn.spelled)"
    }
    return line
  }
}

/// `--format table`: one line a row, the segments left to right.
struct SegmentedTable: SegmentedReportRenderer {
  func render(_ report: SegmentedAuditReport) throws -> String {
    let sized = report.textSizes.count > 1
    var rows: [[String]] = [
      ["LOCALE", "GEOMETRY"] + (sized ? ["TEXT SIZE"] : [])
        + ["RUNG", "SCALE", "SEGMENTS", "PX", "FINDINGS"]
    ]
    for row in report.rows {
      rows.append(
        [row.locale.tag, row.geometry] + (sized ? [row.textSize.name] : [])
          + [
            SegmentedReportText.rung(row), NumberText.plain(row.scale),
            SegmentedReportText.segments(row, isolated: true), SegmentedReportText.widths(row),
            SegmentedReportText.kinds(row),
          ])
    }
    let cells = rows.map { $0.map(TableReport.clean) }
    var widths = Array(repeating: 0, count: cells[0].count)
    for row in cells {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], TableReport.displayWidth(cell))
      }
    }
    var out = ""
    for row in cells {
      let line = row.enumerated().map { index, cell in
        TableReport.pad(cell, widths[index], right: false)
      }.joined(separator: "  ")
      out += String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
    }
    return out
  }
}

/// `--format json`: the report as it is encoded everywhere (sorted keys).
struct SegmentedJSON: SegmentedReportRenderer {
  func render(_ report: SegmentedAuditReport) throws -> String { try JSONOutput.encode(report) }
}

/// `--format csv`: one record a row and segment (RFC 4180, as the switch audit's CSV, with the
/// same `finding_*` columns of where each finding is, last).
struct SegmentedCSV: SegmentedReportRenderer {
  static let header =
    [
      "locale", "locale_name", "geometry", "text_size", "width", "direction", "mirrored", "rung",
      "scale", "segment", "visual_index", "kind", "text", "image", "spoken", "segment_width",
      "available", "findings", "decision",
    ] + CSVReport.header.suffix(7)

  func render(_ report: SegmentedAuditReport) throws -> String {
    var lines = [CSVReport.record(Self.header.map(CSVReport.Field.text))]
    for row in report.rows {
      let common: [CSVReport.Field] = [
        .text(row.locale.tag), .text(row.localeName ?? ""), .text(row.geometry),
        .text(row.textSize.name), .number(row.width), .text(row.direction.rawValue),
        .text(row.mirrored ? "true" : "false"), .text(SegmentedReportText.rung(row)),
        .number(row.scale),
      ]
      let findings = CSVReport.Field.text(row.findings.map(\.description).joined(separator: "; "))
      let places = CSVReport.findingColumns(row.findings).map(CSVReport.Field.text)
      if row.segments.isEmpty {
        lines.append(
          CSVReport.record(
            common + Array(repeating: .text(""), count: 8) + [findings, .text(row.decision)]
              + places))
      }
      for segment in row.segments {
        lines.append(
          CSVReport.record(
            common + [
              .text(segment.id), .number(Double(segment.visualIndex)), .text(segment.kind.rawValue),
              .text(segment.text ?? ""), .text(segment.image ?? ""), .text(segment.spoken),
              .number(segment.width), .number(segment.available), findings, .text(row.decision),
            ] + places))
      }
    }
    return lines.joined()
  }
}
