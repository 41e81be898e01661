import SwitchLabels

/// `switch-labels locales`: the locales we have catalogs for, or every locale ICU knows.
enum LocalesCommand: Command {
  static let spec = CommandSpec(
    name: "locales",
    summary: "List the locales with a label catalog (or, with --icu, every locale ICU knows)",
    options: [
      .flag("icu", "List every locale ICU has data for instead of our catalogs"),
      .format(["text", "json"]),
    ],
    examples: ["switch-labels locales", "switch-labels locales --icu --format json"])

  /// One listed locale.
  struct Row: Codable {
    let locale: String
    let displayName: String?
    let nativeDisplayName: String?
    let direction: LayoutDirection
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let locales = LocaleID.icuAvailable
    let rows = locales.map {
      Row(
        locale: $0.tag, displayName: $0.displayName(), nativeDisplayName: $0.nativeDisplayName,
        direction: $0.direction)
    }
    if arguments.value("format") == "json" {
      console.out(try JSONOutput.encode(rows))
    } else {
      let width = (rows.map(\.locale.count).max() ?? 0) + 2
      for row in rows {
        console.line(
          "\(row.locale.padded(to: width))\((row.displayName ?? "—").padded(to: 40)) \(row.nativeDisplayName ?? "—")"
        )
      }
      console.error("\(rows.count) locales (ICU \(LocaleID.icuVersion))")
    }
    return .success
  }
}
