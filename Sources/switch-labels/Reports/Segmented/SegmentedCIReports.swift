import SwitchLabels

/// `--format junit`: a `<testsuite>` a geometry, a `<testcase>` a row that fails when it meets
/// `--fail-on`, with `file` and `line` where the row's words are known (the switch audit's
/// shape; no times).
struct SegmentedJUnit: SegmentedReportRenderer {
  let context: SegmentedReportContext

  func render(_ report: SegmentedAuditReport) throws -> String {
    let x = SafeText.xml
    let failOn = context.failOn
    let failing = report.rows.count { failOn.isMet(by: $0) }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"switch-labels audit segmented\" tests=\"\(report.rows.count)\" "
    out += "failures=\"\(failing)\" errors=\"0\" time=\"0.000000\">\n"
    for geometry in report.geometries.map(\.name) {
      let rows = report.rows.filter { $0.geometry == geometry }
      out += "  <testsuite name=\"\(x(geometry))\" tests=\"\(rows.count)\" "
      out += "failures=\"\(rows.count { failOn.isMet(by: $0) })\" errors=\"0\" skipped=\"0\" "
      out += "time=\"0.000000\">\n    <properties>\n"
      out += "      <property name=\"fail-on\" value=\"\(failOn.spelled)\"/>\n"
      out += "      <property name=\"segments\" value=\""
      out += "\(x(report.segmentIDs.joined(separator: ",")))\"/>\n"
      out += "      <property name=\"width\" value=\"\(NumberText.plain(report.width))\"/>\n"
      out += "    </properties>\n"
      for row in rows {
        out += "    <testcase name=\"\(x(SegmentedReportText.title(row)))\" "
        out += "classname=\"switch-labels.audit.segmented.\(x(geometry))\" time=\"0.000000\""
        if context.placeIsKnown {
          let place = context.place(row)
          out += " file=\"\(x(place.path))\""
          if let line = place.line { out += " line=\"\(line)\"" }
        }
        let met = failOn.findings(in: row)
        guard let first = met.first else {
          out += "/>\n"
          continue
        }
        let details =
          [
            "\(SegmentedReportText.title(row)): \(SegmentedReportText.rung(row)), scale "
              + "\(NumberText.plain(row.scale)), \(row.direction.rawValue)",
            "segments: \(SegmentedReportText.segments(row)); px \(SegmentedReportText.widths(row))",
          ] + met.map(\.description)
        out += ">\n      <failure type=\"\(x(first.kind.rawValue))\" "
        out += "message=\"\(x(first.message))\">\(x(details.joined(separator: "\n")))"
        out += "</failure>\n    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }
}

/// `--format sarif|github|codequality`: the switch audit's CI formats over a segmented
/// control's findings (``CIFindings``), each at the file and line of the row's words.
struct SegmentedCI: SegmentedReportRenderer {
  let format: String
  let context: SegmentedReportContext

  func render(_ report: SegmentedAuditReport) throws -> String {
    let items = CIFindings.items(report, failOn: context.failOn, place: context.place)
    switch format {
    case GitHubReport.identifier: return GitHubReport.lines(items)
    case CodeQualityReport.identifier: return try CodeQualityReport.document(items)
    default:
      return try SARIFReport(context: ReportContext(failOn: context.failOn)).document(
        items, generatedBy: report.generatedBy, catalogs: report.titles)
    }
  }
}
