import FoundationEssentials
import SwitchLabels

/// A place in a file the user has: a path relative to the working directory where it lies under
/// it, and a 1-based line when it is known.
struct FileLocation: Hashable, Sendable {
  /// The file's path, relative to the working directory when it lies under it.
  var path: String
  /// The 1-based line, or nil when only the file is known.
  var line: Int?
}

/// Where each row's words come from, for the formats that point at a file (SARIF, GitHub
/// annotations, GitLab Code Quality, JUnit's `file` and `line`).
///
/// A finding that carries its own place (``Finding/location``: the app's entry, or the locale's
/// file where a missing key would go) is reported there (``CIFindings/place(of:)``); other
/// findings point at their row's place. With the app's strings (`--strings`) a row points at
/// the file and line of the entry the app shows for the *on* state (else the *off* state), as
/// the reader recorded it (a row whose words the app lacks everywhere points at the first
/// `--strings` path). With catalogs it points at the catalog file that served the row, at the
/// line of its `"on"` member: `<tag>.json` in the `--catalog` folder when that file exists, else
/// `Locales/catalogs/<tag>.json` when the run is in this repository, else `<tag>.json` (the
/// bundled catalog's name, with no line).
struct ReportLocations: Sendable {
  /// Locations by row key (locale, geometry), from the app's entries.
  private var byRow: [String: FileLocation] = [:]
  /// Catalog files by the tag of the catalog that served (files that exist).
  private var byCatalog: [String: FileLocation] = [:]
  /// With the app's strings: the path given, for rows whose words the app lacks everywhere.
  private var appPath: String? = nil
  /// Whether any location is known (false: the formats leave `file` out).
  private(set) var isKnown = false

  /// No locations: JUnit writes no `file` attributes; the CI formats name catalogs by tag.
  static let none = ReportLocations()

  /// Locations from the catalogs that served `report`'s rows (bundled, or `folder` over them):
  /// the file and the line of its `"on"` member.
  static func catalogs(folder: String?, report: AuditReport) -> ReportLocations {
    var locations = ReportLocations()
    locations.isKnown = true
    for row in report.rows {
      let tag = row.matched.tag
      guard locations.byCatalog[tag] == nil else { continue }
      locations.byCatalog[tag] = catalogFile(tag: tag, folder: folder)
    }
    return locations
  }

  /// The catalog file of `tag` and the line of its `"on"` member: `<tag>.json` in `folder` when
  /// it exists, else `Locales/catalogs/<tag>.json` when it exists; nil otherwise.
  static func catalogFile(tag: String, folder: String?) -> FileLocation? {
    let name = tag + ".json"
    var candidates: [String] = []
    if let folder {
      candidates.append(folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
    candidates.append("Locales/catalogs/" + name)
    guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
    else { return nil }
    return FileLocation(path: relative(path), line: onLine(path))
  }

  /// Locations from the app's entries: the file and line of the words each row shows.
  static func app(_ labels: AppLabelSet, report: AuditReport, paths: [String]) -> ReportLocations {
    var locations = ReportLocations()
    locations.isKnown = true
    for row in report.rows {
      let key = Self.key(row)
      guard locations.byRow[key] == nil else { continue }
      let device = report.geometry(named: row.geometry).flatMap(AppLabelSet.device(for:))
      let entries = labels.labels(for: row.locale, device: device).entries
      guard let entry = entries[.on] ?? entries[.off] else { continue }
      locations.byRow[key] = FileLocation(path: relative(entry.file), line: entry.line)
    }
    locations.appPath = paths.first.map(relative)
    return locations
  }

  /// The location of `row`'s words: a file that exists, else the bundled catalog's name.
  func location(_ row: AuditRow) -> FileLocation {
    knownLocation(row) ?? FileLocation(path: row.matched.tag + ".json")
  }

  /// The location of `row`'s words when it is a file that exists (or the app's reader named it).
  func knownLocation(_ row: AuditRow) -> FileLocation? {
    if let known = byRow[Self.key(row)] { return known }
    if let appPath { return FileLocation(path: appPath) }
    return byCatalog[row.matched.tag]
  }

  /// The 1-based line of a catalog file's first line that starts (after white space) with
  /// `"on"`; nil when the file cannot be read or has none.
  static func onLine(_ path: String) -> Int? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var line = 1
    var atStart = true
    let key = Array("\"on\"".utf8)
    var index = data.startIndex
    while index < data.endIndex {
      let byte = data[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        atStart = true
      } else if atStart, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
        atStart = false
        if data[index...].starts(with: key) { return line }
      }
      index += 1
    }
    return nil
  }

  private static func key(_ row: AuditRow) -> String {
    row.locale.tag + "\u{1F}" + row.geometry
  }

  /// `path` relative to the working directory when it lies under it, else as given; `./` is
  /// dropped.
  static func relative(_ path: String) -> String {
    var result = path
    let cwd = FileManager.default.currentDirectoryPath
    if result.hasPrefix("/"), !cwd.isEmpty {
      let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
      if result.hasPrefix(prefix) { result = String(result.dropFirst(prefix.count)) }
    }
    while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
    return result
  }
}

/// The findings the CI formats (SARIF, GitHub annotations, GitLab Code Quality) report, and
/// their stable fingerprints.
///
/// Warnings and errors are reported, and information only when it meets `--fail-on`: a full
/// audit has thousands of rows served by a parent's catalog, as designed.
enum CIFindings {
  /// One finding to report, with the row it belongs to and where its words are.
  struct Item: Sendable {
    /// The row's title: `de × ios`, `de × standard at max`.
    var title: String
    /// The row's locale tag.
    var locale: String
    /// The row's geometry.
    var geometry: String
    /// The row's text size.
    var textSize: String
    /// Where the row's words are.
    var place: FileLocation
    /// The finding.
    var finding: Finding
    /// A stable fingerprint: locale, geometry, text size, kind and the words drawn (and the
    /// finding's place among the row's findings of the same kind).
    var fingerprint: String
  }

  /// The findings of a switch audit to report, in row order.
  static func items(_ report: AuditReport, failOn: [AuditCondition], locations: ReportLocations)
    -> [Item]
  {
    items(report.rows, failOn: failOn) { row, finding, occurrence in
      Item(
        title: ReportText.title(row), locale: row.locale.tag, geometry: row.geometry,
        textSize: row.textSize.name,
        place: place(of: finding) ?? locations.location(row), finding: finding,
        fingerprint: fingerprint(row, kind: finding.kind, occurrence: occurrence))
    }
  }

  /// The findings of a segmented control's audit to report, in row order, each at `place`
  /// (the app's file of the row's first title, else the file given).
  static func items(
    _ report: SegmentedAuditReport, failOn: [AuditCondition],
    place: (SegmentedAuditRow) -> FileLocation
  ) -> [Item] {
    items(report.rows, failOn: failOn) { row, finding, occurrence in
      let parts =
        [row.locale.tag, row.geometry, row.textSize.name, finding.kind.rawValue]
        + row.segments.map(\.content)
      return Item(
        title: SegmentedReportText.title(row), locale: row.locale.tag, geometry: row.geometry,
        textSize: row.textSize.name, place: Self.place(of: finding) ?? place(row),
        finding: finding,
        fingerprint: hash(parts + (occurrence > 1 ? [String(occurrence)] : [])))
    }
  }

  /// The finding's own place in the app's files, when it has one that a CI tool can point at:
  /// its file and line, or, for a key that would go in a file, that file when it exists (a file
  /// the app does not have yet cannot carry an annotation: the row's place does).
  static func place(of finding: Finding) -> FileLocation? {
    guard let location = finding.location, let file = location.file else { return nil }
    if location.wouldGo, !FileManager.default.fileExists(atPath: file) { return nil }
    return FileLocation(path: ReportLocations.relative(file), line: location.line)
  }

  /// The reported findings of `rows`: warnings and errors, and information that meets `failOn`.
  private static func items<Row: FindingsHolder>(
    _ rows: [Row], failOn: [AuditCondition], item: (Row, Finding, Int) -> Item
  ) -> [Item] {
    let failKinds = failOn.reduce(into: Set<Finding.Kind>()) { $0.formUnion($1.kinds) }
    var items: [Item] = []
    for row in rows {
      var seen: [Finding.Kind: Int] = [:]
      for finding in row.findings {
        let occurrence = seen[finding.kind, default: 0] + 1
        seen[finding.kind] = occurrence
        guard finding.severity >= .warning || failKinds.contains(finding.kind) else { continue }
        items.append(item(row, finding, occurrence))
      }
    }
    return items
  }

  /// The words a row draws, off then on (text, or the image's name).
  static func words(_ row: AuditRow) -> (off: String, on: String) {
    (ReportText.content(row.off), ReportText.content(row.on))
  }

  /// 16 hex digits of FNV-1a (64-bit) over the row's identity and the finding's kind.
  static func fingerprint(_ row: AuditRow, kind: Finding.Kind, occurrence: Int = 1) -> String {
    let words = words(row)
    var parts = [
      row.locale.tag, row.geometry, row.textSize.name, kind.rawValue, words.off, words.on,
    ]
    if occurrence > 1 { parts.append(String(occurrence)) }
    return hash(parts)
  }

  /// 16 hex digits of FNV-1a (64-bit) over `parts`, joined by NUL.
  static func hash(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: "\u{0}").utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A finding's message for a CI tool: the row's title, then the message, with control and bidi
  /// characters made harmless.
  static func message(_ item: Item) -> String {
    ReportText.withoutControls("\(item.title): \(item.finding.message)")
  }
}

/// A row with findings: a switch's or a segmented control's.
protocol FindingsHolder {
  /// What is worth a look, most severe first.
  var findings: [Finding] { get }
}

extension AuditRow: FindingsHolder {}
extension SegmentedAuditRow: FindingsHolder {}
