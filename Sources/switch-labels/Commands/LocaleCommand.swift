import SwitchLabels

/// `switch-labels locale <id>…`: what ICU makes of locale identifiers.
enum LocaleCommand: Command {
  static let spec = CommandSpec(
    name: "locale",
    summary:
      "Show how locale identifiers resolve: canonical tag, likely subtags, CLDR chain, names",
    discussion: """
      Accepts BCP 47 tags, POSIX/ICU identifiers and legacy codes. Every well-formed identifier
      is shown, with what ICU knows of its language (hyw: a registered language ICU has no data
      for). An ill-formed one is reported on stderr; the others are still shown, and the exit
      status is 65.
      """,
    options: [format],
    positional: PositionalSpec(name: "<id>…", help: "Locale identifiers", minimum: 1),
    examples: [
      "switch-labels locale es-MX sr-ME zh-HK iw de_DE.UTF-8@euro",
      "switch-labels locale --format json en-AU",
    ])

  /// One identifier, resolved.
  struct Row: Codable {
    let input: String
    let canonical: String
    let maximized: String
    let minimized: String
    let chain: [String]
    let direction: LayoutDirection
    let languageSupport: LanguageSupport
    let displayName: String?
    let nativeDisplayName: String?
    let numberingSystem: String
  }

  /// `--format text|json`.
  static let format = Option<OutputFormat>.format([.text, .json])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    var rows: [Row] = []
    var failed = false
    for input in arguments.positionals {
      do {
        rows.append(row(for: input, locale: try LocaleID(input)))
      } catch {
        console.error("error: \(error)")
        failed = true
      }
    }
    if arguments[format] == .json {
      console.out(try JSONOutput.encode(rows))
    } else {
      console.text(rows.map(text).joined(separator: "\n"))
    }
    return failed ? .dataError : .success
  }

  static func row(for input: String, locale: LocaleID) -> Row {
    Row(
      input: input, canonical: locale.tag, maximized: locale.maximized.tag,
      minimized: locale.minimized.tag, chain: FallbackChain(locale).map(\.tag),
      direction: locale.direction, languageSupport: locale.languageSupport,
      displayName: locale.displayName(),
      nativeDisplayName: locale.nativeDisplayName, numberingSystem: locale.defaultNumberingSystem)
  }

  private static func text(_ row: Row) -> String {
    """
    \(row.input)
      canonical   \(row.canonical)
      maximized   \(row.maximized)
      minimized   \(row.minimized)
      chain       \(row.chain.joined(separator: " → "))
      direction   \(row.direction.rawValue)
      language    \(row.languageSupport.summary)
      digits      \(row.numberingSystem)
      name        \(row.displayName ?? "—")
      native      \(row.nativeDisplayName ?? "—")

    """
  }
}
