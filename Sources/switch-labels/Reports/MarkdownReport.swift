import SwitchLabels

/// `--format markdown`: the summary and one table row per locale × text size × geometry, for a
/// pull request, a wiki or an issue (the text size in a column when sizes were asked for).
///
/// Catalog text is data: Markdown's punctuation (`|`, backticks, `*`, `_`, `[`, `]`, `~`, `\`)
/// is backslash-escaped, `<`, `>` and `&` become entities (so no HTML gets through a renderer
/// that allows it), line breaks become spaces, and bidi controls are made visible.
struct MarkdownReport: ReportRenderer {
  static let identifier = "markdown"

  init(context: ReportContext) {}

  func render(_ report: AuditReport) throws -> String {
    let summary = report.summary
    let esc = Self.escape
    var out = "# switch-labels audit\n\n"
    out += "\(ReportText.matrix(summary)) · catalogs: \(esc(report.catalogs)) · "
    out += "\(esc(report.generatedBy.tool)) \(esc(report.generatedBy.version)) · "
    out += "ICU \(esc(report.generatedBy.icu))\n\n"

    out += "## Rungs\n\n| geometry | " + Rung.allCases.map(\.rawValue).joined(separator: " | ")
    out += " |\n|---|" + String(repeating: "---:|", count: Rung.allCases.count) + "\n"
    for counts in summary.byGeometry {
      out += "| \(esc(counts.geometry)) | "
      out += Rung.allCases.map { String(counts.rungs[$0] ?? 0) }.joined(separator: " | ") + " |\n"
    }
    out += "| **all** | "
    out += Rung.allCases.map { "**\(summary.rungs[$0] ?? 0)**" }.joined(separator: " | ") + " |\n\n"
    let sized = ReportText.hasTextSizes(summary)
    if sized {
      out += "## Rungs by text size\n\n| text size | geometry | "
      out += Rung.allCases.map(\.rawValue).joined(separator: " | ")
      out += " |\n|---|---|" + String(repeating: "---:|", count: Rung.allCases.count) + "\n"
      for size in summary.byTextSize {
        for counts in size.byGeometry {
          out += "| \(esc(size.textSize.name)) | \(esc(counts.geometry)) | "
          out += Rung.allCases.map { String(counts.rungs[$0] ?? 0) }.joined(separator: " | ")
          out += " |\n"
        }
      }
      out += "\n"
    }

    out += "## Findings\n\n" + Self.findings(summary.findings)

    if !summary.worstOverflows.isEmpty {
      out +=
        "\n## Worst overflows\n\n| locale | geometry | preferred | label box | overflow | rung |\n"
      out += "|---|---|---:|---:|---:|---|\n"
      for item in summary.worstOverflows {
        out += "| \(esc(item.locale.tag)) | \(esc(item.geometry))"
        out += sized ? " at \(esc(item.textSize.name)) | " : " | "
        out += "\(ReportText.number(item.preferredWidth)) px | "
        out += "\(ReportText.number(item.labelBox)) px | +\(ReportText.number(item.overflow)) px | "
        out += "\(item.rung.rawValue) |\n"
      }
    }

    out += "\n## Locales without a catalog (\(summary.withoutCatalog.count))\n\n"
    out +=
      summary.withoutCatalog.isEmpty
      ? "None.\n" : summary.withoutCatalog.map { esc($0.tag) }.joined(separator: ", ") + "\n"

    if !report.fonts.isEmpty {
      out += "\n## Fonts\n\n"
      for font in report.fonts {
        out += "- \(esc(font.family)) \(esc(font.style)) (\(esc(font.fileName))#\(font.faceIndex), "
        out += "\(esc(font.contentHash)))\n"
      }
    }

    out += "\n## Rows\n\n"
    out += "| locale | geometry |" + (sized ? " text size |" : "")
    out +=
      " dir | rung | off | on | width/room px | matched | spoken | findings | tried (full size) |\n"
    out += "|---|---|" + (sized ? "---|" : "") + "---|---|---|---|---:|---|---|---|---|\n"
    for row in report.rows {
      let cells =
        [esc(row.locale.tag), esc(row.geometry)] + (sized ? [esc(row.textSize.name)] : []) + [
          row.direction.rawValue, row.rung.rawValue,
          esc(ReportText.visual(row.off)), esc(ReportText.visual(row.on)),
          ReportText.widths(row), esc(row.matched.tag),
          esc("\(row.off.spoken) / \(row.on.spoken)"), esc(ReportText.findings(row)),
          esc(ReportText.tried(row)),
        ]
      out += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// The findings' legend: each kind found, its rows, meaning and `--fail-on` conditions.
  static func findings(_ counts: [Finding.Kind: Int]) -> String {
    let kinds = Finding.Kind.allCases.filter { (counts[$0] ?? 0) > 0 }
    guard !kinds.isEmpty else { return "None.\n" }
    var out = "| finding | rows | meaning | fails --fail-on |\n|---|---:|---|---|\n"
    for kind in kinds {
      out += "| \(kind.rawValue) | \(counts[kind] ?? 0) | \(escape(kind.meaning)) | "
      out += "\(kind.conditions.map(\.rawValue).joined(separator: ", ")) |\n"
    }
    return out
  }

  /// `text` as literal Markdown inside a table cell.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in ReportText.withoutControls(text, keeping: ["\n", "\r", "\t"]).unicodeScalars {
      switch scalar {
      case "\\", "|", "`", "*", "_", "[", "]", "~":
        // Inside a table cell only these start Markdown syntax (`!` and `(` need a `[` first;
        // `#`, `-`, `+` and digits only at the start of a line, which a cell never is).
        out += "\\"
        out.unicodeScalars.append(scalar)
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\n", "\r", "\t": out += " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
