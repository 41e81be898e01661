import SwitchLabels

/// `--format csv`: one record per locale × text size × geometry, RFC 4180 (CRLF line ends; fields with a
/// comma, quote, CR or LF quoted, quotes doubled).
///
/// Catalog text is data: a text field that starts with `=`, `+`, `-`, `@`, a tab or a carriage
/// return gets a leading `'`, so a spreadsheet never runs it as a formula; bidi controls are made
/// visible and other control characters replaced with U+FFFD.
///
/// Where each finding is: the `finding_*` columns (last, so the earlier columns keep their
/// places) hold one line per finding of the row, in the row's order, so the lines of a record's
/// multi-line cells line up in a spreadsheet: `finding_kinds`, then the finding's `file`,
/// `line`, `key`, `locale` and `table` in the app's files (``Finding/Location``; a blank line for
/// a finding without one), and `finding_would_go` (`yes` where the key is not in the file: the
/// file is where it would go). A row with one finding has plain values, to filter and sort by.
struct CSVReport: ReportRenderer {
  static let identifier = "csv"

  /// The header record.
  static let header = [
    "locale", "locale_name", "geometry", "text_size", "matched", "chain", "direction", "script",
    "rung",
    "scale", "track_width", "label_box", "preferred_width", "on_kind", "on_text", "on_width",
    "on_available", "on_spoken", "on_fonts", "off_kind", "off_text", "off_width",
    "off_available", "off_spoken", "off_fonts", "findings", "decision", "tried",
    "finding_kinds", "finding_files", "finding_lines", "finding_keys", "finding_locales",
    "finding_tables", "finding_would_go",
  ]

  init(context: ReportContext) {}

  func render(_ report: AuditReport) throws -> String {
    var lines = [Self.record(Self.header.map(Field.text))]
    lines.reserveCapacity(report.rows.count + 1)
    for row in report.rows {
      var fields: [Field] = [
        .text(row.locale.tag), .text(row.localeName ?? ""), .text(row.geometry),
        .text(row.textSize.name), .text(row.matched.tag), .text(ReportText.chain(row)),
        .text(row.direction.rawValue),
        .text(row.script), .text(row.rung.rawValue), .number(row.scale), .number(row.trackWidth),
        .number(row.labelBox), row.preferredWidth.map(Field.number) ?? .text(""),
      ]
      for state in [row.on, row.off] {
        fields += [
          .text(ReportText.kind(state)), .text(ReportText.content(state)), .number(state.width),
          .number(state.available), .text(state.spoken), .text(ReportText.fonts(state)),
        ]
      }
      fields += [
        .text(ReportText.findings(row)), .text(row.decision), .text(ReportText.tried(row)),
      ]
      fields += Self.findingColumns(row.findings).map(Field.text)
      lines.append(Self.record(fields))
    }
    return lines.joined()
  }

  /// The `finding_*` fields of a row's findings: one line per finding in each.
  static func findingColumns(_ findings: [Finding]) -> [String] {
    let columns: [(Finding) -> String] = [
      { $0.kind.rawValue },
      { $0.location?.file.map { ReportText.withoutControls($0) } ?? "" },
      { $0.location?.line.map(String.init) ?? "" },
      { $0.location?.key.map { ReportText.withoutControls($0) } ?? "" },
      { $0.location?.locale?.tag ?? "" },
      { $0.location?.table.map { ReportText.withoutControls($0) } ?? "" },
      { $0.location?.wouldGo == true ? "yes" : "" },
    ]
    return columns.map { column in findings.map(column).joined(separator: "\n") }
  }

  /// A field: text (neutralised) or a number (written as is).
  enum Field {
    case text(String)
    case number(Double)
  }

  /// One record with its CRLF.
  static func record(_ fields: [Field]) -> String {
    fields.map { field in
      switch field {
      case .number(let value): return ReportText.number(value)
      case .text(let text): return quoted(neutralized(text))
      }
    }.joined(separator: ",") + "\r\n"
  }

  /// `text` safe from spreadsheet formulas and bidi reordering (CR, LF and tab are kept: quoting
  /// carries them).
  static func neutralized(_ text: String) -> String {
    let clean = ReportText.withoutControls(text, keeping: ["\t", "\n", "\r"])
    guard let first = clean.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first)
    else { return clean }
    return "'" + clean
  }

  /// `text` quoted when it holds a comma, quote, CR or LF, with quotes doubled.
  static func quoted(_ text: String) -> String {
    guard
      text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
    else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
