import SwitchLabels

/// `--format markdown`: the summary and one table row a locale × text size × geometry.
///
/// Text is data: escaped as the switch audit's Markdown escapes it.
struct SegmentedMarkdown: SegmentedReportRenderer {
  func render(_ report: SegmentedAuditReport) throws -> String {
    let esc = MarkdownReport.escape
    let summary = report.summary
    var out = "# switch-labels audit segmented\n\n"
    out += "\(report.segmentIDs.count) segments (\(esc(report.titles)) titles: "
    out += report.segmentIDs.map(esc).joined(separator: ", ")
    out += ") in \(NumberText.plain(report.width)) px · \(summary.locales) locales × "
    out += "\(report.geometries.count) geometries · \(esc(report.generatedBy.tool)) "
    out += "\(esc(report.generatedBy.version)) · ICU \(esc(report.generatedBy.icu))\n\n"
    out += "## Rungs\n\n| " + Rung.allCases.map(\.rawValue).joined(separator: " | ")
    out += " | too narrow |\n|" + String(repeating: "---:|", count: Rung.allCases.count + 1)
    out += "\n| " + Rung.allCases.map { String(summary.rungs[$0] ?? 0) }.joined(separator: " | ")
    out +=
      " | \(summary.tooNarrow) |\n\n## Findings\n\n" + MarkdownReport.findings(summary.findings)
    out += "\n## Rows\n\n| locale | geometry | rung | scale | segments (left to right) | px | "
    out += "findings |\n|---|---|---|---:|---|---|---|\n"
    for row in report.rows {
      out += "| \(esc(row.locale.tag)) | \(esc(row.geometry))"
      out += row.textSize == .standard ? "" : " at \(esc(row.textSize.name))"
      out += " | \(SegmentedReportText.rung(row)) | \(NumberText.plain(row.scale)) | "
      out += esc(SegmentedReportText.segments(row)) + " | "
      out += esc(SegmentedReportText.widths(row)) + " | "
      out += esc(SegmentedReportText.kinds(row)) + " |\n"
    }
    return out
  }
}

/// `--format html`: one self-contained page with the summary and every row, each with a picture
/// of the control as drawn (``SegmentedSVG``).
///
/// Text is data and never runs: every text and attribute goes through `SafeText.xml`, and the
/// page has the switch report's Content-Security-Policy and no script.
struct SegmentedHTML: SegmentedReportRenderer {
  let drawing: @Sendable (SegmentedAuditRow, Int) -> String?

  func render(_ report: SegmentedAuditReport) throws -> String {
    let x = SafeText.xml
    let summary = report.summary
    let title =
      "switch-labels audit segmented: \(report.segmentIDs.count) segments, "
      + "\(summary.locales) locales × \(report.geometries.count) geometries"
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta http-equiv=\"Content-Security-Policy\" "
    out += "content=\"\(HTMLReport.contentSecurityPolicy)\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>\(x(title))</title>\n<style>\(HTMLReport.style)</style>\n</head>\n<body>\n"
    out += "<header><h1>switch-labels audit segmented</h1>\n<p>\(x(title)) · titles: "
    out += "\(x(report.titles)) (\(report.segmentIDs.map(x).joined(separator: ", "))) · "
    out += "\(NumberText.plain(report.width)) px · ICU \(x(report.generatedBy.icu))</p></header>\n"
    out += "<section class=\"summary\">\n<h2>Rungs</h2>\n<table class=\"counts\"><thead><tr>"
    out += Rung.allCases.map { "<th>\($0.rawValue)</th>" }.joined() + "<th>too narrow</th>"
    out += "</tr></thead><tbody>\n<tr>"
    out += Rung.allCases.map { "<td class=\"num\">\(summary.rungs[$0] ?? 0)</td>" }.joined()
    out += "<td class=\"num\">\(summary.tooNarrow)</td></tr>\n</tbody></table>\n"
    out += "<h2>Findings</h2>\n" + HTMLReport.findings(summary.findings)
    out += "</section>\n<main>\n<table class=\"rows\"><thead><tr><th>locale</th><th>geometry</th>"
    out += "<th>rung</th><th>control</th><th>segments (left to right)</th><th>findings</th>"
    out += "</tr></thead><tbody>\n"
    for (index, row) in report.rows.enumerated() {
      out += "<tr><td>\(x(row.locale.tag))<br><small>\(x(row.localeName ?? ""))</small></td>"
      out += "<td>\(x(row.geometry))"
      out += row.textSize == .standard ? "" : " at \(x(row.textSize.name))"
      out += "</td><td><span class=\"rung r-\(SegmentedReportText.rung(row))\">"
      out += "\(SegmentedReportText.rung(row))</span>"
      out += row.scale < 1 ? " <small>×\(NumberText.plain(row.scale))</small>" : ""
      out += "</td><td class=\"picture\">\(drawing(row, index) ?? "")</td><td>"
      out += row.visualOrder.map { segment in
        (segment.text.map { "<bdi>\(x($0))</bdi>" }
          ?? "<small>image</small> \(x(segment.image ?? ""))")
          + " <small>\(NumberText.plain(segment.width))/\(NumberText.plain(segment.available)) px</small>"
      }.joined(separator: "<br>")
      out += "</td><td>"
      out += row.findings.map { "<span title=\"\(x($0.message))\">\($0.kind.rawValue)</span>" }
        .joined(separator: ", ")
      out += "</td></tr>\n"
    }
    out += "</tbody></table>\n</main>\n</body>\n</html>\n"
    return out
  }
}
