// An audit row as the app shows it: the app's serving locale, its findings, shorter words.

extension AppLabelSet {
  /// Makes `row` what the app shows: matched by the app's serving locale (with both words), with
  /// the app's findings and, where its words take image labels, our shorter words that fit.
  func amend(_ row: inout AuditRow, showing app: AppLocaleLabels, resolver: SwitchResolver) {
    let advice = shorterWordsFinding(row, app: app, resolver: resolver)
    let matched = app.isComplete ? app.servedBy : row.matched
    guard
      advice != nil || !app.findings.isEmpty || matched != row.matched
        || app.isComplete && row.findings.contains(where: { $0.kind == .noCatalog })
    else { return }
    row.matched = matched
    row.findings = Auditor.mostSevereFirst(
      row.findings.filter { $0.kind != .noCatalog || !app.isComplete } + app.findings
        + (advice.map { [$0] } ?? []))
  }

  /// The ``Finding/Kind/appShorterWordsFit`` finding of `row`: our words that fit where the app's
  /// take image labels, fitted by the row's own resolver exactly as the app's were; else nil.
  func shorterWordsFinding(_ row: AuditRow, app: AppLocaleLabels, resolver: SwitchResolver)
    -> Finding?
  {
    guard row.rung == .image, app.isComplete else { return nil }
    switch app.source {
    case .own, .chain, .sourceLanguage: break
    case .suggestion, .pseudo: return nil
    }
    let lookup = catalogs.lookup(LocalePreferences(row.locale), firstChain: row.chain)
    let ours = lookup.catalog
    guard !lookup.isRoot, !ours.on.texts.isEmpty, !ours.off.texts.isEmpty,
      ours.on.texts != app.texts[.on] || ours.off.texts != app.texts[.off],
      let resolution = try? resolver.resolve(
        row.locale, labels: CustomLabels(on: ours.on, off: ours.off)),
      resolution.rung != .image, let drawnOn = resolution.states.on.text,
      let drawnOff = resolution.states.off.text
    else { return nil }
    // The catalog's words as written (the geometry may draw them in capitals).
    let textCase = resolver.sizedGeometry.textCase
    func written(_ drawn: String, in texts: [String]) -> String {
      texts.first { textCase.apply(to: $0, in: row.locale) == drawn } ?? drawn
    }
    let shown = AppStringsFindings.shown
    let on = written(drawnOn, in: ours.on.texts)
    let off = written(drawnOff, in: ours.off.texts)
    let casing =
      on != drawnOn || off != drawnOff
      ? ", drawn \"\(shown(drawnOn))\" / \"\(shown(drawnOff))\"" : ""
    let number = NumberText.plain
    let states = resolution.states
    let theirs =
      row.tried.first.map { " (\(number($0.onWidth)) / \(number($0.offWidth)) px at full size)" }
      ?? ""
    let scale = resolution.scale < 1 ? " at ×\(number(resolution.scale))" : ""
    let appOn = shown(app.texts[.on]?.first ?? "")
    let appOff = shown(app.texts[.off]?.first ?? "")
    let message =
      "SwitchLabels' \(ours.locale) words \"\(shown(on))\" / \"\(shown(off))\" fit "
      + "\(number(min(states.on.available, states.off.available))) px in \(row.geometry): "
      + "\(number(states.on.width)) / \(number(states.off.width)) px\(scale) "
      + "(rung \(resolution.rung.rawValue)\(casing)), where the app's \"\(appOn)\" / "
      + "\"\(appOff)\"\(theirs) take image labels"
    let entry = app.entries[.on] ?? app.entries[.off]
    let location = entry.map {
      Finding.Location(
        file: $0.file, line: $0.line, key: $0.key, locale: app.servedBy, table: $0.table)
    }
    return Finding(.appShorterWordsFit, .info, message, at: location)
  }
}
