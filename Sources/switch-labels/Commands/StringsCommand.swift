import SwitchLabels

/// `switch-labels strings <path>…`: what an app's own localization files say for its switch, per
/// locale.
enum StringsCommand: Command {
  static let spec = CommandSpec(
    name: "strings",
    summary: "List the app's own switch words per locale, read from its localization files",
    discussion: """
      Reads the app's String Catalogs (.xcstrings), <lang>.lproj/*.strings and .stringsdict,
      Android res/values*/*.xml (@string/ references resolved), XLIFF 1.2/2.0, gettext PO and
      Flutter ARB files (folders are searched; a folder of SwitchLabels catalogs, as import
      writes them, is read back under the keys on, off, on.shorter.1 …, on.spoken),
      chooses the on/off keys (--on-key/--off-key, else the common keys: On/Off, ON/OFF,
      switch_on/switch_off, capital_on/capital_off, msgctxt "switch" ON/OFF …) and lists, per
      locale of the app, the texts it has for them, their state and file, and the findings
      (missing, untranslated, needs review or fuzzy, placeholders, spaces, plurals, an on/off
      pair not in one form, where SwitchLabels' catalog differs), each with where it is: in
      JSON a location (file, line, key, locale, table; wouldGo when the key is not in the
      file, which is the locale's own file, or where the app's layout would put it:
      de.lproj/Localizable.strings, res/values-de/strings.xml).

      --format json prints an array with one object per locale: locale (canonical BCP 47), on,
      off (the decoded texts, null when the locale lacks the key), source (the file), table
      (its .strings or String Catalog name, null for formats with one table), onState, offState,
      findings. Only the tables that hold the keys count (--table chooses one): a locale whose
      only file is another table (a share extension's InfoPlist.strings) is no locale of the app.

      Each file is read as its platform reads it: what the platform's build accepts is read, what
      it warns about is read and said on stderr with file and line (a .strings key or an ARB
      message defined twice: the later value, as CFPropertyList and gen-l10n keep it; a PO
      string cut at a NUL, as msgfmt cuts it), and only what it rejects is an error (two
      <string>s of one name in an Android file, as aapt2; a msgid twice, as msgfmt; an XLIFF
      id twice or a second <target>). A <string> and a <plurals> of one name are two resources;
      @string/ references are resolved, one that names no string or loops is a finding; XLIFF
      <alt-trans> is ignored. iOS and Android show an empty string as it is; gettext's empty
      msgstr shows the source text. A locale the app lacks gets its nearest locale on the CLDR
      chain, else the source language; pseudo-locales are made from the source language's
      words. Every rule, with its source: the article "How the app's files are read"
      (ReadingAppStrings.md in the documentation).

      Exit status: 0 ok, 64 usage, 65 a file the platform rejects or that cannot be read as its
      format, or keys that cannot be chosen, 66 a path that does not exist or cannot be read.
      """,
    options: AppStringsOptions.keyOptions + [format],
    positional: PositionalSpec(
      name: "<path>…", help: "Localization files or folders of the app", minimum: 1),
    examples: [
      "switch-labels strings MyApp/Localizable.xcstrings",
      "switch-labels strings app/src/main/res --on-key switch_on --off-key switch_off",
      "switch-labels strings po/ --on-key 'switch|ON' --off-key 'switch|OFF' --format json",
    ])

  /// `--format text|json`.
  static let format = Option<OutputFormat>.format([.text, .json])

  /// One locale as `--format json` prints it: every field present, `null` where the locale has
  /// no entry (a synthesized encoding would leave the field out).
  struct Row: Encodable {
    let locale: String
    let on: String?
    let off: String?
    let source: String?
    let table: String?
    let onState: AppStringState?
    let offState: AppStringState?
    let findings: [Finding]

    private enum CodingKeys: String, CodingKey {
      case locale, on, off, source, table, onState, offState, findings
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(locale, forKey: .locale)
      try container.encode(on, forKey: .on)
      try container.encode(off, forKey: .off)
      try container.encode(source, forKey: .source)
      try container.encode(table, forKey: .table)
      try container.encode(onState, forKey: .onState)
      try container.encode(offState, forKey: .offState)
      try container.encode(findings, forKey: .findings)
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let set = try AppStringsOptions.labels(
      paths: arguments.positionals, arguments, console: console)
    let rows = self.rows(set)
    if arguments[format] == .json {
      console.out(try JSONOutput.encode(rows))
      return .success
    }
    var lines = [
      ["LOCALE", "ON", "OFF", "STATE", "SOURCE"]
    ]
    for row in rows {
      let state = [row.onState, row.offState].compactMap { $0?.rawValue }
      lines.append([
        row.locale, row.on.map(Self.cell) ?? "—", row.off.map(Self.cell) ?? "—",
        Set(state).sorted().joined(separator: ", "), row.source.map { Printable.visible($0) } ?? "",
      ])
    }
    let widths = (0..<5).map { column in
      lines.map { TableReport.displayWidth($0[column]) }.max() ?? 0
    }
    for line in lines {
      console.line(
        line.enumerated().map {
          $0.offset == 4 ? $0.element : TableReport.pad($0.element, widths[$0.offset], right: false)
        }
        .joined(separator: "  "))
    }
    let findings = rows.flatMap { row in row.findings.map { (row.locale, $0) } }
    if !findings.isEmpty { console.line() }
    for (locale, finding) in findings {
      console.line(AppStringsOptions.line(locale: locale, finding))
    }
    return .success
  }

  /// The widest label cell of the table, in terminal columns (JSON has the whole text).
  static let cellWidth = 32

  /// A label as a table cell: escaped for the terminal, cut to ``cellWidth`` columns, isolated.
  static func cell(_ text: String) -> String { TableReport.fit(Printable.visible(text), cellWidth) }

  /// One row per locale of the app: its own entries for the keys, and the findings.
  static func rows(_ set: AppLabelSet) -> [Row] {
    set.strings.tables.map { table in
      // Android's `<string>` of a name, not its `<plurals>` of the same name.
      func entry(_ key: String) -> AppString? {
        table.entries(key).first { $0.state != .plural } ?? table.entry(key)
      }
      let on = entry(set.keys.on)
      let off = entry(set.keys.off)
      let findings = set.labels(for: table.locale).findings.filter {
        $0.kind != .appFallback && $0.kind != .appSuggestion
      }
      let source = on ?? off ?? table.entries.first
      return Row(
        locale: table.locale.tag, on: on?.value, off: off?.value,
        source: source?.file, table: source?.table, onState: on?.state,
        offState: off?.state, findings: findings)
    }
  }
}
