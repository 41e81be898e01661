import SwitchLabels

/// `--format sarif`: SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDE viewers).
///
/// One run whose driver is `switch-labels` with a rule per ``Finding/Kind`` (its `meaning` as
/// the short description, the `--fail-on` conditions it meets in the full description, what to do
/// as help). Each reported finding (``CIFindings``: warnings, errors, and information that meets
/// `--fail-on`) is a result at the file and line that hold the row's words
/// (``ReportLocations``), its URI relative to the working directory (GitHub ignores
/// `uriBaseId`; a file outside it is a `file://` URI), its level from the severity (error, warning, note) and a stable
/// `partialFingerprints["switchLabels/v1"]`. At most ``limit`` results are written; a run that
/// has more says so in its properties and in a tool notification.
///
/// Catalog text is data: messages have control and bidi characters made visible and the encoder
/// escapes the rest.
struct SARIFReport: ReportRenderer {
  static let identifier = "sarif"
  /// The most results one run holds.
  static let limit = 25_000
  /// The schema the file names.
  static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  let failOn: [AuditCondition]
  let locations: ReportLocations
  /// The most results this renderer writes (``limit``; smaller in tests).
  var resultLimit = Self.limit

  init(context: ReportContext) {
    failOn = context.failOn
    locations = context.locations
  }

  func render(_ report: AuditReport) throws -> String {
    try document(
      CIFindings.items(report, failOn: failOn, locations: locations),
      generatedBy: report.generatedBy, catalogs: report.catalogs)
  }

  /// One run with a result a finding (at most ``resultLimit``).
  func document(
    _ items: [CIFindings.Item], generatedBy: AuditReport.Generator, catalogs: String
  ) throws -> String {
    let kinds = Finding.Kind.allCases
    let rules = kinds.map { kind in
      Rule(
        id: kind.rawValue, name: kind.rawValue,
        shortDescription: Text(text: kind.meaning),
        fullDescription: Text(text: Self.fullDescription(kind)),
        help: Text(text: FindingHelp.help(kind)))
    }
    let kept = items.prefix(resultLimit)
    let results = kept.map { item in
      ResultObject(
        ruleId: item.finding.kind.rawValue,
        ruleIndex: kinds.firstIndex(of: item.finding.kind) ?? 0,
        level: Self.level(item.finding.severity),
        message: Text(text: CIFindings.message(item)),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: Self.uri(item.place.path)),
              region: Region(startLine: max(item.place.line ?? 1, 1))))
        ],
        partialFingerprints: ["switchLabels/v1": item.fingerprint],
        properties: ResultProperties(
          locale: item.locale, geometry: item.geometry, textSize: item.textSize))
    }
    let truncated = items.count > resultLimit
    let note =
      "\(items.count) results: only the first \(resultLimit) are written (SARIF viewers and "
      + "GitHub code scanning accept at most \(Self.limit) a run)"
    let run = Run(
      tool: Tool(
        driver: Driver(name: generatedBy.tool, version: generatedBy.version, rules: rules)),
      invocations: truncated
        ? [
          Invocation(
            executionSuccessful: true,
            toolExecutionNotifications: [Notification(level: "warning", message: Text(text: note))]
          )
        ] : nil,
      results: Array(results),
      properties: RunProperties(
        catalogs: catalogs, failOn: failOn.spelled, resultCount: items.count,
        resultLimit: resultLimit, truncated: truncated))
    return try JSONOutput.encode(Log(schema: Self.schema, version: "2.1.0", runs: [run]))
  }

  /// `error`, `warning` or `note`.
  static func level(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "note"
    }
  }

  /// The meaning and the `--fail-on` conditions a kind meets.
  static func fullDescription(_ kind: Finding.Kind) -> String {
    let conditions = kind.conditions.map(\.rawValue)
    return kind.meaning.prefix(1).uppercased() + kind.meaning.dropFirst() + ". "
      + (conditions.isEmpty
        ? "No --fail-on condition fails on it."
        : "--fail-on " + conditions.joined(separator: ", ") + " fails on it.")
  }

  /// A path as a URI reference: each byte outside the unreserved set and `/` percent-encoded;
  /// a path outside the working directory (absolute) as a `file://` URI.
  static func uri(_ path: String) -> String {
    var out = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if (byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
        || "-._~/".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  // The SARIF objects written (a subset of the 2.1.0 schema; optional members left nil).

  struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var invocations: [Invocation]?
    var results: [ResultObject]
    var properties: RunProperties
  }
  struct RunProperties: Encodable {
    var catalogs: String
    var failOn: String
    var resultCount: Int
    var resultLimit: Int
    var truncated: Bool
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [Rule]
  }
  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
  }
  struct Text: Encodable { var text: String }
  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }
  struct Notification: Encodable {
    var level: String
    var message: Text
  }
  struct ResultObject: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
    var partialFingerprints: [String: String]
    var properties: ResultProperties
  }
  struct ResultProperties: Encodable {
    var locale: String
    var geometry: String
    var textSize: String
  }
  struct Location: Encodable { var physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }
  struct ArtifactLocation: Encodable { var uri: String }
  struct Region: Encodable { var startLine: Int }
}
