// One row of a segmented control's audit: the fit, and what is worth a look in it.

extension SegmentedAuditor {
  /// The row of `locale` in `geometry` (sized for `textSize`), with the titles' findings.
  func row(
    _ locale: LocaleID, name: String?, segments: [Segment<String>],
    titles: any SegmentTitleCatalog, geometry: SegmentedGeometry, textSize: TextSize,
    findings titleFindings: [Finding]
  ) throws(SegmentedControlError) -> SegmentedAuditRow {
    let mirrored = locale.direction == .rightToLeft && geometry.mirroring == .mirrorForRightToLeft
    func unfitted(_ finding: Finding) -> SegmentedAuditRow {
      SegmentedAuditRow(
        locale: locale, localeName: name, geometry: geometry.name, textSize: textSize,
        width: width, direction: locale.direction, mirrored: mirrored, rung: nil, scale: 1,
        segments: [], decision: finding.message,
        findings: Auditor.mostSevereFirst(titleFindings + [finding]))
    }
    let layout: SegmentedLayout<String>
    do {
      layout = try SegmentedLayout.fit(
        segments, locale: locale, geometry: geometry, width: width, widths: widths,
        content: content, titles: titles, measurer: measurer, options: options)
    } catch {
      switch error {
      case .widthTooSmall:
        return unfitted(
          Finding(
            .tooNarrow, .error,
            "\(NumberText.plain(width)) px is too narrow for \(segments.count) segments in "
              + "\(geometry.name): not even an ellipsis fits in each"))
      case .noCommonLabelKind(let withoutText, let withoutImage):
        return unfitted(
          Finding(
            .noCatalog, .warning,
            "no text in \(locale) for \(withoutText.joined(separator: ", ")), and no image for "
              + "\(withoutImage.joined(separator: ", ")): the control cannot draw one kind of "
              + "label for all"))
      default:
        throw error
      }
    }
    var findings = titleFindings
    let hasText = layout.slots.contains { $0.text != nil }
    let anyTitleText = segments.contains { segment in
      (try? segment.title.resolved(in: locale, catalog: titles, segment: segment.id))?.texts
        .isEmpty == false
    }
    switch layout.rung {
    case .image where !hasText && anyTitleText:
      findings.append(
        Finding(
          .imageFallback, .warning,
          "no text fits \(NumberText.plain(layout.width)) px for \(segments.count) segments in "
            + "\(geometry.name): image labels"))
    case .scaled:
      findings.append(
        Finding(
          .scaled, .info,
          "text scaled to \(NumberText.plain(layout.scale)) (minimum "
            + "\(NumberText.plain(geometry.minimumScale)))"))
    case .truncated:
      let cut = layout.slots.compactMap { slot in
        slot.text.flatMap { $0.hasSuffix("…") ? "\"\($0)\"" : nil }
      }
      findings.append(
        Finding(.truncated, .warning, "text truncated to " + cut.joined(separator: ", ")))
    default:
      break
    }
    var seen: Set<String> = []
    let missing = layout.slots.flatMap(\.missing).filter { seen.insert($0).inserted }
    if !missing.isEmpty {
      let codes = missing.map { character in
        character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
          .joined(separator: " ")
      }
      findings.append(
        Finding(
          .missingGlyphs, .error, "no installed font covers \(codes.joined(separator: ", "))"))
    }
    if layout.slots.contains(where: \.estimated) {
      findings.append(Finding(.estimated, .info, "widths are estimates: no font was shaped"))
    } else {
      findings += Self.fontFindings(layout, geometry: geometry)
    }
    let results = layout.slots.map { slot in
      let kind: SegmentedAuditRow.SegmentResult.Kind =
        slot.text == nil
        ? .image
        : (layout.rung == .truncated && slot.text?.hasSuffix("…") == true ? .truncated : .text)
      return SegmentedAuditRow.SegmentResult(
        id: slot.id, kind: kind, text: slot.text,
        image: slot.text == nil ? slot.images?.normal.name : nil, spoken: slot.spoken,
        spokenLocale: slot.spokenLocale, visualIndex: slot.visualIndex, width: slot.labelWidth,
        available: slot.available, fonts: slot.fonts)
    }
    return SegmentedAuditRow(
      locale: locale, localeName: name, geometry: geometry.name, textSize: textSize,
      width: width, direction: layout.direction, mirrored: layout.mirrored, rung: layout.rung,
      scale: layout.scale, segments: results,
      decision: layout.trace.last { $0.stage == .decision }?.detail ?? "",
      findings: Auditor.mostSevereFirst(findings))
  }

  /// A row's `standInFont` finding, and its `borderline` one if within the font's uncertainty.
  static func fontFindings(_ layout: SegmentedLayout<String>, geometry: SegmentedGeometry)
    -> [Finding]
  {
    let origin = geometry.origin
    var findings: [Finding] = []
    if let missing = origin.replacedFont {
      findings.append(
        Finding(
          .standInFont, .warning,
          "\(missing) is not installed: \(geometry.name) measured with the stand-in "
            + "\(origin.measuredFamily) (uncertainty ±\(NumberText.plain(origin.uncertainty)) px)"))
    }
    guard origin.uncertainty > 0, layout.rung != .truncated else { return findings }
    // The edges the ladder compared full-size widths with: the room, and at the minimum scale.
    var margin = Double.infinity
    for slot in layout.slots where slot.text != nil && slot.scale > 0 {
      let width = slot.labelWidth / slot.scale
      margin = min(margin, abs(slot.available - width))
      if geometry.minimumScale < 1 {
        margin = min(margin, abs(slot.available / geometry.minimumScale - width))
      }
    }
    if margin < origin.uncertainty {
      findings.append(
        Finding(
          .borderline, .info,
          "\(layout.rung.rawValue) is \(NumberText.plain(margin)) px from the edge, within the "
            + "±\(NumberText.plain(origin.uncertainty)) px \(geometry.name) measures to "
            + "(\(origin.kind.rawValue) \(origin.measuredFamily))"))
    }
    return findings
  }
}
