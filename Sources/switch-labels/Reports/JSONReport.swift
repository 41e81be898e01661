import SwitchLabels

/// `--format json`: the ``AuditReport`` as Codable JSON with sorted keys, pretty-printed, as
/// every command writes JSON (``JSONOutput``), so the same input gives the same bytes whatever
/// `--jobs`.
///
/// Top-level keys: `catalogs`, `fonts`, `generatedBy`, `geometries`, `rows`, `schemaVersion`,
/// `summary`, `textSizes`. Decode it with `JSONDecoder` into `AuditReport`. A finding about
/// the app's files (`--strings`) has a `location` member (`file`, `line`, `key`, `locale`,
/// `table`, `wouldGo`); other findings have none, as before.
///
/// Catalog text is data: the encoder escapes quotes and control characters, and bidi controls
/// (U+061C, U+200E/F, U+202A–E, U+2066–9) and the line and paragraph separators (U+2028/9) are
/// written as `\u` escapes too, so the file cannot reorder itself in an editor or a terminal;
/// decoding gives back the exact text.
struct JSONReport: ReportRenderer {
  static let identifier = "json"

  init(context: ReportContext) {}

  func render(_ report: AuditReport) throws -> String { try JSONOutput.encode(report) }
}
