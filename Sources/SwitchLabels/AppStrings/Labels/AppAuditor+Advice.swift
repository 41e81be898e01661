// Advice for a row whose app words take image labels: shorter words that fit, and how wide.

extension AppAuditor {
  /// The ``Finding/Kind/appShorterWordsFit`` finding of `row`: when the app's words take image
  /// labels and SwitchLabels' catalog's words for the locale fit, which ones and how wide;
  /// nil otherwise.
  ///
  /// Our words are resolved by the row's own resolver (the same service, measurer, geometry and
  /// text size), as custom labels for the row's locale, so they are measured and fitted exactly
  /// as the app's were. The app's own shorter variants (`--on-short-key`, `--off-short-key`)
  /// are on the row's ladder already: with image labels, none of them fit (the row's `tried`
  /// lists them with their widths).
  static func shorterWordsFinding(
    _ row: AuditRow, app: AppLocaleLabels, labels: AppLabelSet, resolver: SwitchResolver
  ) -> Finding? {
    guard row.rung == .image, app.isComplete else { return nil }
    switch app.source {
    case .own, .chain, .sourceLanguage: break
    case .suggestion, .pseudo: return nil
    }
    let lookup = labels.catalogs.lookup(LocalePreferences(row.locale), firstChain: row.chain)
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
    let drawn = (on: drawnOn, off: drawnOff)
    let on = written(drawn.on, in: ours.on.texts)
    let off = written(drawn.off, in: ours.off.texts)
    let casing =
      on != drawn.on || off != drawn.off
      ? ", drawn \"\(shown(drawn.on))\" / \"\(shown(drawn.off))\"" : ""
    let number = NumberText.plain
    let states = resolution.states
    var theirs = ""
    if let first = row.tried.first {
      theirs = " (\(number(first.onWidth)) / \(number(first.offWidth)) px at full size)"
    }
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
