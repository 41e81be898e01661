import SwitchLabels

/// `--format codequality`: a GitLab Code Quality report, a JSON array of issues
/// `{description, check_name, fingerprint, severity, location: {path, lines: {begin}}}`.
///
/// Each reported finding (``CIFindings``) is one issue: `check_name` is the finding's kind, the
/// severity `critical` (error), `major` (warning) or `info`, the location the file and line that
/// hold the row's words (``ReportLocations``; line 1 when only the file is known), and the
/// fingerprint stable across runs. JSON as every command writes it (``JSONOutput``): the encoder
/// escapes catalog text.
struct CodeQualityReport: ReportRenderer {
  static let identifier = "codequality"

  let failOn: [AuditCondition]
  let locations: ReportLocations

  init(context: ReportContext) {
    failOn = context.failOn
    locations = context.locations
  }

  func render(_ report: AuditReport) throws -> String {
    try Self.document(CIFindings.items(report, failOn: failOn, locations: locations))
  }

  /// One issue a finding.
  static func document(_ items: [CIFindings.Item]) throws -> String {
    let issues = items.map { item in
      Issue(
        description: CIFindings.message(item), checkName: item.finding.kind.rawValue,
        fingerprint: item.fingerprint, severity: severity(item.finding.severity),
        location: Location(path: item.place.path, lines: Lines(begin: max(item.place.line ?? 1, 1)))
      )
    }
    return try JSONOutput.encode(issues)
  }

  /// `critical`, `major` or `info`.
  static func severity(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: return "critical"
    case .warning: return "major"
    case .info: return "info"
    }
  }

  struct Issue: Encodable {
    var description: String
    var checkName: String
    var fingerprint: String
    var severity: String
    var location: Location
    enum CodingKeys: String, CodingKey {
      case description, fingerprint, severity, location
      case checkName = "check_name"
    }
  }
  struct Location: Encodable {
    var path: String
    var lines: Lines
  }
  struct Lines: Encodable { var begin: Int }
}
