import SwitchLabels

/// Wording and numbers the report formats share.
///
/// Everything here is plain text: each format escapes it its own way.
enum ReportText {
  /// A number with at most two decimals and no trailing zeros: `54`, `0.85`, `61.27`.
  static func number(_ value: Double) -> String { NumberText.plain(value) }

  /// What a state draws: the text (with its scale when below 1), or `image <name>`.
  static func visual(_ state: StateResolution) -> String {
    switch state.visual {
    case .text(let text, let scale):
      return scale < 1 ? "\(text) ×\(number(scale))" : text
    case .image(let image):
      return "image \(image.name)"
    }
  }

  /// `text` or `image`.
  static func kind(_ state: StateResolution) -> String {
    state.text == nil ? "image" : "text"
  }

  /// The drawn text, or the image's name.
  static func content(_ state: StateResolution) -> String {
    state.text ?? state.image?.name ?? ""
  }

  /// The chain, `de-CH → de → root`.
  static func chain(_ row: AuditRow) -> String {
    row.chain.map(\.tag).joined(separator: " → ")
  }

  /// The fonts of a state, `DejaVu Sans Bold (DejaVuSans-Bold.ttf)`, joined with `; `.
  static func fonts(_ state: StateResolution) -> String {
    state.fonts.map { "\($0.family) \($0.style) (\($0.fileName))" }.joined(separator: "; ")
  }

  /// The widest drawn width of the two states and the room, `61.3/54`.
  static func widths(_ row: AuditRow) -> String {
    let width = max(row.on.width, row.off.width)
    let room = min(row.on.available, row.off.available)
    return "\(number(width))/\(number(room))"
  }

  /// One pair of texts the ladder tried, `off "AUS" 36.41 px, on "AN" 25.88 px`.
  static func tried(_ texts: AuditRow.TriedTexts) -> String {
    "off \"\(texts.off)\" \(number(texts.offWidth)) px, on \"\(texts.on)\" \(number(texts.onWidth)) px"
  }

  /// Every pair of texts a row's ladder tried, joined with `; ` (empty without a catalog).
  static func tried(_ row: AuditRow) -> String {
    row.tried.map(tried).joined(separator: "; ")
  }

  /// The finding kinds of a row, `missingTranslation, scaled`.
  static func kinds(_ row: AuditRow) -> String {
    row.findings.map(\.kind.rawValue).joined(separator: ", ")
  }

  /// Every finding of a row, `info scaled: text scaled to 0.8 (minimum 0.75)`, joined with `; `.
  static func findings(_ row: AuditRow) -> String {
    row.findings.map(\.description).joined(separator: "; ")
  }

  /// The rung counts, `3120 preferred, 12 shorter, … 1402 image`.
  static func rungCounts(_ counts: [Rung: Int]) -> String {
    Rung.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
  }

  /// `1 locale`, `805 locales`: a count and a noun, plural when the count is not 1.
  static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// `805 locales × 6 geometries (4830 rows)`; with text sizes other than the default alone,
  /// `805 locales × 3 text sizes × 6 geometries (14490 rows)`.
  static func matrix(_ summary: AuditSummary) -> String {
    "\(count(summary.locales, "locale")) × "
      + (hasTextSizes(summary) ? "\(count(summary.textSizes.count, "text size")) × " : "")
      + "\(count(summary.geometries.count, "geometry", "geometries")) "
      + "(\(count(summary.rows, "row")))"
  }

  /// Whether the audit asked for text sizes (anything but the default alone): the formats for
  /// people show the axis only then.
  static func hasTextSizes(_ summary: AuditSummary) -> Bool {
    summary.textSizes != [.standard]
  }

  /// The one-line summary written to stderr after every audit.
  static func summaryLine(_ report: AuditReport, failOn: [AuditCondition]) -> String {
    let summary = report.summary
    var line =
      "\(matrix(summary)): \(rungCounts(summary.rungs)); "
      + "\(summary.withoutCatalog.count) without a catalog"
    if failOn.canFail {
      let failing = report.rows.filter(failOn.isMet).count
      line += "; \(failing) row\(failing == 1 ? "" : "s") meet\(failing == 1 ? "s" : "") "
      line += "--fail-on \(failOn.spelled)"
    }
    return line
  }

  /// A short title for a row: `de-CH × ios-classic`, `de-CH × ios-classic at max` at a text
  /// size other than the default.
  static func title(_ row: AuditRow) -> String {
    "\(row.locale.tag) × \(row.geometry)"
      + (row.textSize == .standard ? "" : " at \(row.textSize)")
  }

  /// `text` with bidi controls made visible and other control characters (C0, DEL, C1) replaced
  /// with U+FFFD, except the ones in `keeping`.
  static func withoutControls(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
    let neutral = SafeText.neutralizingBidiControls(text)
    guard neutral.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) })
    else { return neutral }
    var result = String.UnicodeScalarView()
    for scalar in neutral.unicodeScalars {
      result.append(isControl(scalar) && !keeping.contains(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(result)
  }

  /// C0 controls, DEL and C1 controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
