import FoundationEssentials
import SwitchLabels

/// The rows that met `--fail-on` in an earlier run (`--write-baseline`), so that a later run
/// (`--baseline`) fails only on new ones.
///
/// A JSON file: `{"schemaVersion": 1, "failOn": "missing", "rows": [{"locale": "kgp",
/// "geometry": "ios", "textSize": "default", "kinds": ["noCatalog"], "words": {"off": "…",
/// "on": "…"}}]}`. A row of a later run is known when an entry has its locale, geometry, text
/// size and words and lists every finding kind by which it meets `--fail-on`; a row that meets
/// it by a new kind, or draws other words, is new.
struct AuditBaseline: Codable, Hashable, Sendable {
  /// The schema version this program writes and reads.
  static let currentVersion = 1

  /// The schema version of the file.
  var schemaVersion: Int
  /// The `--fail-on` conditions of the run that wrote it, as spelled (for people).
  var failOn: String
  /// The rows that met them.
  var rows: [Entry]

  /// One row that met `--fail-on`.
  struct Entry: Codable, Hashable, Sendable {
    /// The locale's tag.
    var locale: String
    /// The geometry's name.
    var geometry: String
    /// The text size's name.
    var textSize: String
    /// The finding kinds that met `--fail-on`, in the row's order.
    var kinds: [String]
    /// The words drawn.
    var words: Words
  }

  /// The words a row draws: text, or the image's name.
  struct Words: Codable, Hashable, Sendable {
    /// The off state's.
    var off: String
    /// The on state's.
    var on: String
  }

  /// The rows of `report` that meet `failOn`.
  init(_ report: AuditReport, failOn: [AuditCondition]) {
    schemaVersion = Self.currentVersion
    self.failOn = failOn.spelled
    rows = report.rows.compactMap { row in
      let met = failOn.findings(in: row)
      guard !met.isEmpty else { return nil }
      var kinds: [String] = []
      for finding in met where !kinds.contains(finding.kind.rawValue) {
        kinds.append(finding.kind.rawValue)
      }
      let words = CIFindings.words(row)
      return Entry(
        locale: row.locale.tag, geometry: row.geometry, textSize: row.textSize.name,
        kinds: kinds, words: Words(off: words.off, on: words.on))
    }
  }

  /// Reads a baseline file.
  ///
  /// - Throws: ``ToolError`` with 66 when the file cannot be read, 65 naming the file when it is
  ///   not a baseline (its content is not quoted).
  static func read(_ path: String) throws(ToolError) -> AuditBaseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .failure("--baseline \(Printable.field(path)): cannot read the file", .noInput)
    }
    let baseline: AuditBaseline
    do {
      baseline = try JSONDecoder().decode(AuditBaseline.self, from: data)
    } catch {
      throw .data(
        "--baseline \(Printable.field(path)): not a switch-labels baseline (malformed JSON, or "
          + "a member missing or of the wrong type)")
    }
    guard baseline.schemaVersion == currentVersion else {
      throw .data(
        "--baseline \(Printable.field(path)): schema version \(baseline.schemaVersion) is not "
          + "supported (expected \(currentVersion))")
    }
    return baseline
  }

  /// The rows of `report` that meet `failOn` and are not in this baseline, in report order.
  func newRows(_ report: AuditReport, failOn: [AuditCondition]) -> [AuditRow] {
    var known = Set<String>()
    for entry in rows {
      for kind in entry.kinds {
        known.insert(
          Self.key(
            entry.locale, entry.geometry, entry.textSize, kind, entry.words.off, entry.words.on))
      }
    }
    return report.rows.filter { row in
      let met = failOn.findings(in: row)
      guard !met.isEmpty else { return false }
      let words = CIFindings.words(row)
      return met.contains { finding in
        !known.contains(
          Self.key(
            row.locale.tag, row.geometry, row.textSize.name, finding.kind.rawValue, words.off,
            words.on))
      }
    }
  }

  private static func key(_ parts: String...) -> String { parts.joined(separator: "\u{0}") }
}
