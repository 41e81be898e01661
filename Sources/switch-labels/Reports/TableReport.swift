import SwitchLabels

/// `--format table` (the default): one line per locale × geometry, sized to fit the terminal
/// (`COLUMNS`, else the terminal's width) or, in a pipe, every cell whole; then the summary.
///
/// On a terminal (without `--all`) the summary comes first and then only the rows that need
/// attention (a finding of warning severity or worse), grouped by their most severe finding,
/// each with its decision in numbers and what would fix it (``RowAdvice``).
///
/// Colour only when the context allows it (a terminal, and never with `NO_COLOR`).
///
/// Catalog text is data: control and format characters (escape sequences, bidi controls) are
/// made visible by ``Printable``, and right-to-left text isolated so it cannot reorder the line
/// around it.
struct TableReport: ReportRenderer {
  static let identifier = "table"

  let color: Bool
  /// The columns to fit, or nil: every cell whole, no column dropped.
  let fitting: Int?
  /// The width lines are cut or wrapped at (unbounded when not fitting).
  let width: Int
  /// Whether only the rows that need attention are printed, grouped, after the summary.
  let attentionOnly: Bool

  init(context: ReportContext) {
    color = context.color
    attentionOnly = context.attentionOnly
    fitting = context.width.map { max(40, $0) }
    width = fitting ?? Int.max / 4
  }

  /// One column: its title, the narrowest and widest it may be, and how it is filled.
  private struct Column: Sendable {
    let title: String
    let minimum: Int
    let maximum: Int
    let numeric: Bool
    let cell: @Sendable (AuditRow) -> String
  }

  private static let columns: [Column] = [
    Column(title: "LOCALE", minimum: 6, maximum: 16, numeric: false) { $0.locale.tag },
    Column(title: "GEOMETRY", minimum: 8, maximum: 20, numeric: false) { $0.geometry },
    Column(title: "SIZE", minimum: 4, maximum: 9, numeric: false) { $0.textSize.name },
    Column(title: "RUNG", minimum: 9, maximum: 9, numeric: false) { $0.rung.rawValue },
    Column(title: "OFF", minimum: 5, maximum: 24, numeric: false) { ReportText.visual($0.off) },
    Column(title: "ON", minimum: 5, maximum: 24, numeric: false) { ReportText.visual($0.on) },
    Column(title: "PX", minimum: 5, maximum: 13, numeric: true) { ReportText.widths($0) },
    Column(title: "MATCHED", minimum: 7, maximum: 14, numeric: false) { $0.matched.tag },
    Column(title: "FINDINGS", minimum: 8, maximum: 80, numeric: false) { ReportText.kinds($0) },
    // What the ladder tried when the preferred texts did not fit (the first column to go).
    Column(title: "TRIED", minimum: 5, maximum: 60, numeric: false) {
      $0.rung == .preferred ? "" : ReportText.tried($0)
    },
  ]

  /// How a narrow terminal is met, step by step, until the table fits: columns narrowed to a
  /// comfortable width, then dropped, then narrowed to their minimum.
  private enum Step {
    case narrow(String, to: Int)
    case drop(String)
  }

  private static let steps: [Step] = [
    .drop("TRIED"), .narrow("FINDINGS", to: 24), .narrow("OFF", to: 14), .narrow("ON", to: 14),
    .narrow("MATCHED", to: 10), .drop("FINDINGS"), .drop("MATCHED"), .drop("PX"),
    .narrow("OFF", to: 5), .narrow("ON", to: 5), .narrow("GEOMETRY", to: 8),
    .narrow("LOCALE", to: 6), .drop("SIZE"), .drop("GEOMETRY"),
  ]

  func render(_ report: AuditReport) throws -> String {
    if attentionOnly { return attention(report) }
    return table(report.rows, report: report) + "\n" + summary(report)
  }

  /// The summary, then the rows that need attention grouped by their most severe finding, each
  /// followed by its decision.
  private func attention(_ report: AuditReport) -> String {
    var groups: [Finding.Kind: [AuditRow]] = [:]
    var severities: [Finding.Kind: Finding.Severity] = [:]
    for row in report.rows {
      guard let finding = row.findings.first(where: { $0.severity >= .warning }) else { continue }
      groups[finding.kind, default: []].append(row)
      severities[finding.kind] = max(severities[finding.kind] ?? .info, finding.severity)
    }
    let shown = groups.values.reduce(0) { $0 + $1.count }
    var out = summary(report) + "\n"
    out +=
      styled(
        Self.fit(
          "\(shown) of \(ReportText.count(report.rows.count, "row")) need attention"
            + (shown == report.rows.count ? "" : " (--all prints every row)"), width), "1") + "\n"
    let geometries = Dictionary(
      report.geometries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // Most severe first, then the largest group, then the kinds' own order: the same every run.
    let kinds = Finding.Kind.allCases
    let order = kinds.filter { groups[$0] != nil }.sorted { lhs, rhs in
      let left = (severities[lhs] ?? .info, groups[lhs]?.count ?? 0)
      let right = (severities[rhs] ?? .info, groups[rhs]?.count ?? 0)
      if left.0 != right.0 { return left.0 > right.0 }
      if left.1 != right.1 { return left.1 > right.1 }
      return (kinds.firstIndex(of: lhs) ?? 0) < (kinds.firstIndex(of: rhs) ?? 0)
    }
    for kind in order {
      let rows = groups[kind] ?? []
      out +=
        "\n" + styled(Self.fit("\(kind.rawValue) (\(rows.count)): \(kind.meaning)", width), "1")
      out += "\n"
      let decisions = rows.map {
        Self.clean(RowAdvice.decision($0, geometry: geometries[$0.geometry]))
      }
      out += table(rows, report: report, hiding: ["FINDINGS", "TRIED"]) { index in
        indented(decisions[index])
      }
    }
    return out
  }

  /// The table of `rows` (without the columns in `hiding`), each line followed by what
  /// `after` gives for the row's index.
  private func table(
    _ rows: [AuditRow], report: AuditReport, hiding: Set<String> = [],
    after: ((Int) -> String)? = nil
  ) -> String {
    // Each cell's text and its width in columns, worked out once for thousands of rows.
    let cells = rows.map { row in
      Self.columns.map { column in
        let text = Self.clean(column.cell(row))
        return (text: text, width: Self.displayWidth(text))
      }
    }
    var widths = Self.columns.enumerated().map { index, column in
      let widest = cells.reduce(Self.displayWidth(column.title)) {
        max($0, $1[index].width)
      }
      let fitted = max(column.minimum, widest)
      return fitting == nil ? fitted : min(column.maximum, fitted)
    }
    // The text size only when sizes were asked for.
    var visible = Self.columns.indices.filter {
      (Self.columns[$0].title != "SIZE" || ReportText.hasTextSizes(report.summary))
        && !hiding.contains(Self.columns[$0].title)
    }
    func total() -> Int { visible.reduce(0) { $0 + widths[$1] } + 2 * (visible.count - 1) }
    for step in Self.steps where total() > width {
      switch step {
      case .narrow(let title, let target):
        guard let index = Self.columns.firstIndex(where: { $0.title == title }) else { continue }
        widths[index] = max(target, widths[index] - (total() - width), Self.columns[index].minimum)
          .clamped(to: 0...widths[index])
      case .drop(let title):
        visible.removeAll { Self.columns[$0].title == title }
      }
    }

    var out = ""
    out.reserveCapacity(rows.count * (min(width, 240) + 8))
    out +=
      styled(
        visible.map {
          Self.pad(Self.fit(Self.columns[$0].title, widths[$0]), widths[$0], right: false)
        }
        .joined(separator: "  ").trimmingTrailingSpaces(), "1") + "\n"
    for (rowIndex, (row, rowCells)) in zip(rows, cells).enumerated() {
      var line: [String] = []
      for index in visible {
        let column = Self.columns[index]
        let cell = rowCells[index]
        let text =
          cell.width <= widths[index]
          ? Self.pad(
            Printable.isolated(cell.text), known: cell.width, widths[index], right: column.numeric)
          : Self.pad(Self.fit(cell.text, widths[index]), widths[index], right: column.numeric)
        switch column.title {
        case "RUNG": line.append(styled(text, Self.rungStyle(row.rung)))
        case "FINDINGS" where row.severity == .error: line.append(styled(text, "31"))
        default: line.append(text)
        }
      }
      out += line.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
      if let after { out += after(rowIndex) }
    }
    return out
  }

  /// The summary block under the table.
  private func summary(_ report: AuditReport) -> String {
    let summary = report.summary
    var lines: [String] = []
    lines.append(
      styled(
        Self.fit(
          ReportText.matrix(summary)
            + "; catalogs: \(Self.clean(report.catalogs)); \(Self.clean(report.generatedBy.tool)) "
            + "\(Self.clean(report.generatedBy.version)), ICU \(Self.clean(report.generatedBy.icu))",
          width), "1"))
    let names = summary.byGeometry.map { Self.fit(Self.clean($0.geometry), max(8, width / 3)) }
    let nameWidth = names.reduce(8) { max($0, Self.displayWidth($1)) }
    lines += wrap(
      Self.pad("rungs", nameWidth + 3, right: false),
      ReportText.rungCounts(summary.rungs).components(", "))
    for (name, counts) in zip(names, summary.byGeometry) {
      lines += wrap(
        "  " + Self.pad(name, nameWidth + 1, right: false),
        ReportText.rungCounts(counts.rungs).components(", "))
    }
    if ReportText.hasTextSizes(summary) {
      for size in summary.byTextSize {
        lines += wrap(
          "  " + Self.pad("at " + Self.clean(size.textSize.name), nameWidth + 1, right: false),
          ReportText.rungCounts(size.rungs).components(", "))
      }
    }
    let findings = Finding.Kind.allCases.map { "\(summary.findings[$0] ?? 0) \($0.rawValue)" }
    lines += wrap(Self.pad("findings", nameWidth + 3, right: false), findings)
    if !summary.worstOverflows.isEmpty {
      lines.append(Self.fit("worst overflows (preferred text wider than the label box):", width))
      let names = summary.worstOverflows.map {
        Self.fit(
          "\($0.locale.tag) × \(Self.clean($0.geometry))"
            + (ReportText.hasTextSizes(summary) ? " at \(Self.clean($0.textSize.name))" : ""),
          fitting == nil ? width : min(34, max(12, width / 2 - 4)))
      }
      let nameWidth = names.reduce(0) { max($0, Self.displayWidth($1)) }
      for (name, item) in zip(names, summary.worstOverflows) {
        let line =
          "  " + Self.pad(name, nameWidth, right: false)
          + "  +\(ReportText.number(item.overflow)) px (\(ReportText.number(item.preferredWidth))"
          + "/\(ReportText.number(item.labelBox))), \(item.rung.rawValue)"
        lines.append(Self.fit(line, width))
      }
    }
    lines += wrap(
      "no catalog (\(summary.withoutCatalog.count)) ",
      summary.withoutCatalog.isEmpty ? ["none"] : summary.withoutCatalog.map(\.tag))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` on lines of its own, indented by four spaces and wrapped at spaces to the width.
  private func indented(_ text: String) -> String {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty,
        4 + Self.displayWidth(current) + 1 + Self.displayWidth(String(word)) > width
      {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { "    " + Printable.isolated($0) + "\n" }.joined()
  }

  /// `items` after `label`, joined with `, ` and wrapped to the width, continuation lines
  /// indented.
  private func wrap(_ label: String, _ items: [String]) -> [String] {
    var lines: [String] = []
    var current = label
    let indent = String(repeating: " ", count: min(Self.displayWidth(label), 30))
    for (index, item) in items.enumerated() {
      let piece = item + (index < items.count - 1 ? "," : "")
      let used = Self.displayWidth(current)
      if used + Self.displayWidth(piece) + 1 > width, used > indent.count {
        lines.append(current.trimmingTrailingSpaces())
        current = indent
      }
      let room = width - Self.displayWidth(current) - 1
      current += (current.hasSuffix(" ") || current.isEmpty ? "" : " ") + Self.fit(piece, room)
    }
    lines.append(current.trimmingTrailingSpaces())
    return lines
  }

  private func styled(_ text: String, _ code: String) -> String {
    color && !code.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private static func rungStyle(_ rung: Rung) -> String {
    switch rung {
    case .preferred, .shorter: return "32"
    case .scaled, .grown: return "33"
    case .truncated: return "31"
    case .image: return "35"
    }
  }

  /// Text safe for a terminal: control and format characters visible (see ``Printable``).
  static func clean(_ text: String) -> String { Printable.visible(text) }

  /// `text` cut to `width` columns with `…`, then isolated when it holds right-to-left text.
  static func fit(_ text: String, _ width: Int) -> String {
    var result = text
    if displayWidth(text) > width {
      result = ""
      var used = 0
      for character in text {
        let size = displayWidth(String(character))
        if used + size > width - 1 { break }
        result.append(character)
        used += size
      }
      result += "…"
    }
    return Printable.isolated(result)
  }

  /// `text` padded with spaces to `width` columns, on the left for numbers.
  static func pad(_ text: String, _ width: Int, right: Bool) -> String {
    pad(text, known: displayWidth(text), width, right: right)
  }

  /// `text`, whose width is `known` columns, padded with spaces to `width` columns.
  static func pad(_ text: String, known: Int, _ width: Int, right: Bool) -> String {
    let spaces = String(repeating: " ", count: max(0, width - known))
    return right ? spaces + text : text + spaces
  }

  /// The columns `text` takes in a terminal: 0 for combining marks and format characters, 2 for
  /// East Asian wide and fullwidth characters, 1 otherwise.
  static func displayWidth(_ text: String) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
      // Most of a table is printable ASCII, one column each: no property lookup for it.
      if scalar.value >= 0x20, scalar.value < 0x7F {
        width += 1
        continue
      }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: continue
      default: break
      }
      if (0x1160...0x11FF).contains(scalar.value) { continue }
      width += isWide(scalar.value) ? 2 : 1
    }
    return width
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }
}

extension Int {
  fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }

  /// The parts between `separator`s.
  fileprivate func components(_ separator: String) -> [String] {
    split(separator: separator).map(String.init)
  }
}
