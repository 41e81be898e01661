import SwitchLabels

/// `--format json`: the ``AuditReport`` as Codable JSON with sorted keys, so the same input gives
/// byte-identical output. Top-level keys: `schemaVersion`, `generatedBy`, `catalogs`,
/// `geometries`, `fonts`, `rows`, `summary`. Decode it with `JSONDecoder` into `AuditReport`.
struct JSONReport: ReportRenderer {
  static let identifier = "json"

  init(context: ReportContext) {}

  func render(_ report: AuditReport) throws -> String {
    try JSONOutput.encode(report)
  }
}
