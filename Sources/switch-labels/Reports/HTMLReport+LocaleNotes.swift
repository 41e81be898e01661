import SwitchLabels

/// The findings an HTML report says once per locale rather than on every row.
///
/// A finding is a locale's note when every row of that locale has it word for word and the
/// locale has more than one row (several geometries or text sizes): a catalog's provenance in
/// `appDiffersFromCatalog`, the parent in `servedByParent`. Rows then name the finding and link
/// to the note, and the note is written once, in the summary.
struct LocaleNotes {
  /// Per locale tag, in the order locales first appear: its anchor and its shared findings.
  private let notes: [(tag: String, anchor: String, findings: [Finding])]
  private let index: [String: Int]

  /// The notes of `rows`.
  init(_ rows: [AuditRow]) {
    var order: [String] = []
    var shared: [String: [Finding]] = [:]
    var counts: [String: Int] = [:]
    for row in rows {
      let tag = row.locale.tag
      if let findings = shared[tag] {
        shared[tag] = findings.filter { row.findings.contains($0) }
      } else {
        order.append(tag)
        shared[tag] = row.findings
      }
      counts[tag, default: 0] += 1
    }
    var notes: [(tag: String, anchor: String, findings: [Finding])] = []
    var index: [String: Int] = [:]
    for tag in order where (counts[tag] ?? 0) > 1 && !(shared[tag] ?? []).isEmpty {
      index[tag] = notes.count
      notes.append((tag, "note-\(notes.count + 1)", shared[tag] ?? []))
    }
    self.notes = notes
    self.index = index
  }

  /// The anchor of the row's locale notes, if it has any.
  func anchor(of row: AuditRow) -> String? {
    index[row.locale.tag].map { notes[$0].anchor }
  }

  /// Whether `finding` is said in the notes of the row's locale.
  func isNoted(_ finding: Finding, in row: AuditRow) -> Bool {
    guard let at = index[row.locale.tag] else { return false }
    return notes[at].findings.contains(finding)
  }

  /// The notes section (empty when no locale has notes).
  func section() -> String {
    guard !notes.isEmpty else { return "" }
    let x = SafeText.xml
    var out = "<h2>Notes for each locale (\(notes.count))</h2>\n"
    out += "<p>Findings every row of a locale has, said once here; its rows link to them.</p>\n"
    out += "<table class=\"counts notes\"><thead><tr><th>locale</th><th>notes</th></tr></thead>"
    out += "<tbody>\n"
    for note in notes {
      out += "<tr id=\"\(note.anchor)\"><td>\(x(note.tag))</td><td><ul>"
      for finding in note.findings {
        out += "<li class=\"\(finding.severity.rawValue)\"><b>\(finding.kind.rawValue)</b> "
        out += "\(x(finding.message))</li>"
      }
      out += "</ul></td></tr>\n"
    }
    return out + "</tbody></table>\n"
  }
}
