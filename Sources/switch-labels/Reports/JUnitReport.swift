import SwitchLabels

/// `--format junit`: JUnit XML for CI systems.
///
/// Each geometry is a `<testsuite>`, each locale × geometry (× text size, named in the case:
/// `de × ios at max`) a `<testcase>` that fails (`<failure>`)
/// when it meets the `--fail-on` condition; with `--fail-on never` every case passes and the report
/// is a record.
///
/// Each case's `time` is the time auditing that row took (resolving it and measuring the texts it
/// reports), in seconds with six decimals; each suite's and the whole run's `time` is the sum of
/// its cases' (a case the run did not time counts 0). CI systems read `time` as seconds in plain
/// decimal notation: the JUnit schema CI tools follow (windyroad/JUnit-Schema `JUnit.xsd`) types
/// a case's `time` `xs:decimal`, "time taken (in seconds)"; Jenkins' (jenkinsci/xunit-plugin
/// `junit-10.xsd`) gives suites `SUREFIRE_TIME`, digits with an optional fraction and no
/// exponent; GitLab reads the number's leading digits (`1,038.628` shows as 1 s,
/// gitlab-org/gitlab#373063), so no grouping and no exponent are written.
///
/// Each case has `file` (and `line`, where the reader knows it) naming where the row's words are
/// (``ReportLocations``) when the run knows it: the app's file with `--strings`, else the catalog.
///
/// Plain XML 1.0 with no DOCTYPE and no entities beyond the five predefined ones; every text and
/// attribute goes through `SafeText.xml` (escaped, bidi controls made visible, characters XML
/// forbids replaced), and no CDATA sections are used, so `]]>` in a catalog is just text.
struct JUnitReport: ReportRenderer {
  static let identifier = "junit"

  /// The conditions that fail a test case.
  let failOn: [AuditCondition]
  /// The time each row took, when the run was timed.
  let times: RowTimes?
  /// Where each row's words are (a case's `file` and `line`, when known).
  let locations: ReportLocations

  init(context: ReportContext) {
    failOn = context.failOn
    times = context.times
    locations = context.locations
  }

  func render(_ report: AuditReport) throws -> String {
    let x = SafeText.xml
    let failing = report.rows.filter(failOn.isMet)
    let micros = { (row: AuditRow) -> Int64 in self.times?.microseconds(row) ?? 0 }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"switch-labels audit\" tests=\"\(report.rows.count)\" "
    out += "failures=\"\(failing.count)\" errors=\"0\" "
    out += "time=\"\(Self.seconds(report.rows.reduce(0) { $0 + micros($1) }))\">\n"
    var byGeometry: [String: [AuditRow]] = [:]
    for row in report.rows { byGeometry[row.geometry, default: []].append(row) }
    for geometry in report.summary.geometries {
      let rows = byGeometry[geometry] ?? []
      let failures = rows.filter(failOn.isMet).count
      out += "  <testsuite name=\"\(x(geometry))\" tests=\"\(rows.count)\" "
      out += "failures=\"\(failures)\" errors=\"0\" skipped=\"0\" "
      out += "time=\"\(Self.seconds(rows.reduce(0) { $0 + micros($1) }))\">\n"
      out += "    <properties>\n"
      out += "      <property name=\"fail-on\" value=\"\(failOn.spelled)\"/>\n"
      out += "      <property name=\"catalogs\" value=\"\(x(report.catalogs))\"/>\n"
      out += "      <property name=\"icu\" value=\"\(x(report.generatedBy.icu))\"/>\n"
      out += "      <property name=\"text-sizes\" value=\""
      out += "\(x(report.textSizes.map(\.name).joined(separator: ",")))\"/>\n"
      out += "    </properties>\n"
      for row in rows {
        out += "    <testcase name=\"\(x(ReportText.title(row)))\" "
        out += "classname=\"switch-labels.audit.\(x(geometry))\" "
        out += "time=\"\(Self.seconds(micros(row)))\""
        if let place = locations.knownLocation(row) {
          out += " file=\"\(x(place.path))\""
          if let line = place.line { out += " line=\"\(line)\"" }
        }
        let met = failOn.findings(in: row)
        guard let first = met.first else {
          out += "/>\n"
          continue
        }
        out += ">\n"
        out += "      <failure type=\"\(x(first.kind.rawValue))\" message=\"\(x(first.message))\">"
        out += x(Self.details(row, met: met))
        out += "</failure>\n    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  /// Whole microseconds as seconds in plain decimal notation, six decimals: `0.000412`.
  static func seconds(_ microseconds: Int64) -> String {
    let fraction = String(microseconds % 1_000_000)
    return "\(microseconds / 1_000_000)."
      + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// The body of a failure: what is drawn and every finding that met the condition.
  static func details(_ row: AuditRow, met: [Finding]) -> String {
    var lines = [
      "\(ReportText.title(row)): \(row.rung.rawValue), matched \(row.matched.tag) "
        + "(chain \(ReportText.chain(row))), \(row.direction.rawValue)",
      "off: \(ReportText.visual(row.off)), on: \(ReportText.visual(row.on)); "
        + "width \(ReportText.widths(row)) px",
      "spoken: \(row.off.spoken) / \(row.on.spoken)",
    ]
    lines += row.tried.map { "tried: " + ReportText.tried($0) }
    lines += met.map(\.description)
    return lines.joined(separator: "\n")
  }
}
