// What is worth a look in an app's words for one locale: a switch's, or a segmented control's.

/// Works out the findings of one locale's app labels.
struct AppStringsFindings {
  let set: AppLabelSet
  let locale: LocaleID
  /// The locale's CLDR chain.
  let chain: FallbackChain
  /// The app's own table for the locale, if it has one.
  let own: AppStringsTable?
  let device: String?

  /// The findings, most severe first.
  func findings(
    source: AppLocaleLabels.Source, entries: [SwitchState: AppString],
    texts: [SwitchState: [String]]
  ) -> [Finding] {
    var findings = fallbackFindings(source: source)
    let keys = set.keys
    for state in SwitchState.allCases {
      let key = keys.textKeys(state)[0]
      findings += keyFindings(key, named: "\(state)", entry: entries[state])
      if let plural = pluralFinding(key, named: "\(state)") { findings.append(plural) }
    }
    findings += emptyShorterTexts()
    func differ(_ ours: String, _ theirs: String) -> Bool {
      ours != theirs && ours.lowercased() != theirs.lowercased()
    }
    let ours = ourCatalog()
    if let ours, let ourOn = ours.on.texts.first, let ourOff = ours.off.texts.first,
      let on = texts[.on]?.first, let off = texts[.off]?.first,
      differ(ourOn, on) || differ(ourOff, off)
    {
      findings.append(
        Finding(
          .appDiffersFromCatalog, .info,
          "SwitchLabels' catalog \(ours.locale) says \"\(Self.shown(ourOn))\" / "
            + "\"\(Self.shown(ourOff))\" where the app says \"\(Self.shown(on))\" / "
            + "\"\(Self.shown(off))\" (ours: \(ours.provenance.basis))",
          at: (entries[.on] ?? entries[.off]).map(place(of:))))
    }
    if let on = texts[.on]?.first, let off = texts[.off]?.first,
      let pair = AppPairForm.inconsistency(on: on, off: off, in: locale, reference: ours)
    {
      findings.append(
        Finding(
          .appInconsistentPair, .warning, pair.message,
          at: entries[pair.state].map(place(of:))))
    }
    return Auditor.mostSevereFirst(findings)
  }

  /// A shorter text the app shows as the empty string: no rung to fall back to.
  func emptyShorterTexts() -> [Finding] {
    let tables = set.shownTables(chain: set.chainTables(along: chain))
    return SwitchState.allCases.flatMap { state in
      set.keys.textKeys(state).dropFirst().compactMap { key -> Finding? in
        guard let found = AppLabelSet.usable(key, in: tables),
          found.entry.value(forDevice: device).isEmpty
        else { return nil }
        return Finding(
          .appMissing, .warning,
          "the shorter \(state) text \"\(Self.shown(key))\" is empty in "
            + "\(found.entry.location): no shorter words to fall back to",
          at: place(of: found.entry))
      }
    }
  }

  /// The finding that another locale serves this one (none when the app or our suggestion does).
  func fallbackFindings(source: AppLocaleLabels.Source) -> [Finding] {
    // The chain is only named when the app falls back.
    var chain: String { self.chain.map(\.tag).joined(separator: " → ") }
    let message: String
    switch source {
    case .own, .suggestion, .pseudo: return []
    case .chain(let served):
      message = "the app has no \(locale) strings: it shows \(served) (CLDR chain \(chain))"
    case .sourceLanguage(let language):
      message =
        "the app has no strings for \(locale) on its CLDR chain (\(chain)): it shows its "
        + "source language, \(language)"
    }
    let place = placeToAdd(nil, like: nil)
    let wouldGo = place.file.map { " (its strings would go in \($0))" } ?? ""
    return [
      Finding(.appFallback, source.isLastResort ? .warning : .info, message + wouldGo, at: place)
    ]
  }

  /// The findings of `key` as shown here (`entry`, nil if none), named `label` in messages.
  func keyFindings(_ key: String, named label: String, entry: AppString?) -> [Finding] {
    var findings: [Finding] = []
    let sourceTable = set.strings.sourceTable
    guard let entry else {
      let place = placeToAdd(key, like: nil)
      return [
        Finding(
          .appMissing, .error,
          "the key \"\(Self.shown(key))\" (\(label)) is in no usable entry of \(locale), its "
            + "chain or the source language"
            + (place.file.map { " (it would go in \($0))" } ?? ""), at: place)
      ]
    }
    let ownEntries = own?.entries(key) ?? []
    if let own, ownEntries.isEmpty {
      let place = placeToAdd(key, like: entry)
      findings.append(
        Finding(
          .appMissing, .warning,
          "the key \"\(Self.shown(key))\" (\(label)) is missing in \(own.locale)"
            + (place.file.map { " (it would go in \($0))" } ?? "") + ": the app shows "
            + "\"\(Self.shown(entry.value))\" from \(entry.location)", at: place))
    }
    if entry.value(forDevice: device).isEmpty {
      // iOS and Android show an empty text as it is (no fallback): the control has no label.
      findings.append(
        Finding(
          .appMissing, .error,
          "the key \"\(Self.shown(key))\" (\(label)) is empty in \(entry.location) "
            + "(table \(entry.table ?? "—")): \(Self.platform(of: entry)) shows the empty "
            + "string, so "
            + (Self.control(label) == "switch"
              ? "the switch has no \(label) label" : "the \(label) has no label"),
          at: place(of: entry)))
    }
    // The state of the locale's own entry, or of the entry shown when another locale serves.
    // Android's `<string>` of a name is what shows, not its `<plurals>` of the same name.
    let marked = ownEntries.first { $0.state != .plural } ?? ownEntries.first ?? entry
    if !marked.state.isUsable || marked.state == .needsReview || marked.state == .stale {
      findings.append(stateFinding(marked, label: label, shown: entry))
    }
    for notice in set.strings.notices
    where notice.key == key && ownEntries.contains(where: { $0.file == notice.file }) {
      findings.append(
        Finding(
          .appNeedsReview, .warning, notice.description,
          at: Finding.Location(
            file: notice.file, line: notice.line, key: key, locale: own?.locale,
            table: notice.table)))
    }
    if let own, ownEntries.count > 1, Set(ownEntries.map(\.value)).count > 1 {
      findings.append(
        Finding(
          .appNeedsReview, .warning,
          "the key \"\(Self.shown(key))\" has \(Set(ownEntries.map(\.value)).count) different "
            + "texts in \(own.locale): " + ownEntries.map(\.location).joined(separator: ", ")
            + "; the first is shown", at: place(of: ownEntries[0])))
    }
    let value = entry.value(forDevice: device)
    // The languages (two ICU calls) are compared last, once the texts are the same.
    if let sourceTable, let own, !own.isSource, let ownEntry = own.entry(key),
      case let ownValue = ownEntry.value(forDevice: device),
      let original = sourceTable.entry(key), original.value(forDevice: device) == ownValue,
      locale.language != set.strings.sourceLanguage.language
    {
      findings.append(
        Finding(
          .appUntranslated, .warning,
          "\"\(Self.shown(value))\" (\(label)) in \(locale) is the source language's text: "
            + "not translated (\(entry.location))", at: place(of: ownEntry)))
    }
    if let placeholder = Self.placeholder(in: value) {
      findings.append(
        Finding(
          .appPlaceholder, .warning,
          "\"\(Self.shown(value))\" (\(label)) has the placeholder \(placeholder): a "
            + "\(Self.control(label)) label is a word (\(entry.location))", at: place(of: entry)))
    }
    if value.unicodeScalars.first?.properties.isWhitespace == true
      || value.unicodeScalars.last?.properties.isWhitespace == true
    {
      findings.append(
        Finding(
          .appWhitespace, .warning,
          "\"\(Self.shown(value))\" (\(label)) starts or ends with white space "
            + "(\(entry.location))", at: place(of: entry)))
    }
    return findings
  }

  /// The finding that the locale's own entries of `key` are all plural forms: not a label.
  func pluralFinding(_ key: String, named label: String) -> Finding? {
    let ownEntries = own?.entries(key) ?? []
    guard let first = ownEntries.first, ownEntries.allSatisfy({ $0.state == .plural })
    else { return nil }
    return Finding(
      .appPlural, .warning,
      "the key \"\(Self.shown(key))\" (\(label)) has plural forms in \(locale): not a label",
      at: place(of: first))
  }

  /// The control a label belongs to, for messages: a switch's `on` or `off`, else a segment.
  static func control(_ label: String) -> String {
    label == "on" || label == "off" ? "switch" : "segment"
  }

  /// Our catalog for the locale (nil when only the root catalog serves, or it lacks a state).
  private func ourCatalog() -> LabelCatalog? {
    let lookup = set.catalogs.lookup(LocalePreferences(locale), firstChain: chain)
    guard !lookup.isRoot, !lookup.catalog.on.texts.isEmpty, !lookup.catalog.off.texts.isEmpty
    else { return nil }
    return lookup.catalog
  }

  private func stateFinding(_ entry: AppString, label: String, shown: AppString) -> Finding {
    let what: String
    switch entry.state {
    case .new: what = "is marked new (not translated yet)"
    case .needsReview: what = "needs review"
    case .stale: what = "is stale (no longer in the source code)"
    case .fuzzy: what = "is fuzzy: not a translation"
    case .plural: what = "has plural forms"
    case .brokenReference: what = "names no string of the app, or refers back to itself"
    case .translated, .doNotTranslate: what = "is \(entry.state.rawValue)"
    }
    let showing =
      entry.state.isUsable
      ? "" : "; the app shows \"\(Self.shown(shown.value))\" from \(shown.location)"
    return Finding(
      entry.state == .brokenReference ? .appMissing : .appNeedsReview, .warning,
      "\"\(Self.shown(entry.value))\" (\(label), \(entry.location)) \(what)\(showing)",
      at: place(of: entry))
  }

  /// Who shows an entry's text, by its file's format: iOS, Android, Flutter (ARB), or "the app".
  static func platform(of entry: AppString) -> String {
    let name = entry.file.lowercased()
    if entry.table != nil { return "iOS" }
    if name.hasSuffix(".xml") { return "Android" }
    if name.hasSuffix(".arb") { return "Flutter" }
    return "the app"
  }

  /// The first placeholder in `text`: a printf conversion (`%@`, `%1$s`) or an ICU/ARB `{name}`.
  static func placeholder(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%", index + 1 < scalars.count {
        var end = index + 1
        while end < scalars.count, "0123456789$.-+ #lhqLzjt".unicodeScalars.contains(scalars[end]) {
          end += 1
        }
        if end < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[end]) {
          var found = ""
          found.unicodeScalars.append(contentsOf: scalars[index...end])
          return found
        }
        if scalars[index + 1] == "%" { index += 2; continue }
      }
      if scalar == "{", let close = scalars[(index + 1)...].firstIndex(of: "}"), close > index + 1 {
        var found = ""
        found.unicodeScalars.append(contentsOf: scalars[index...close])
        return found
      }
      index += 1
    }
    return nil
  }

  /// Text for a message: at most 60 characters, control characters escaped.
  static func shown(_ text: String) -> String {
    let printable = AppStringsError.printable(text)
    return printable.count > 60 ? String(printable.prefix(60)) + "…" : printable
  }
}
