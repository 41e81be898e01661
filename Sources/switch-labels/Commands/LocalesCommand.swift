import FoundationEssentials
import SwitchLabels

/// `switch-labels locales`: the locales we have catalogs for, or every locale ICU knows.
enum LocalesCommand: Command {
  static let spec = CommandSpec(
    name: "locales",
    summary: "List the locales with a label catalog (or, with --icu, every locale ICU knows)",
    options: [icu, CatalogOptions.catalog, CatalogOptions.skipInvalid, format],
    examples: ["switch-labels locales", "switch-labels locales --icu --format json"])

  /// One listed locale.
  struct Row: Codable {
    let locale: String
    let displayName: String?
    let nativeDisplayName: String?
    let direction: LayoutDirection
    let on: [String]?
    let off: [String]?
    let source: String?
    /// The files the words were read from (`provenance.sources`, schema version 2).
    let sources: [ProvenanceSource]?
    /// The independent projects whose sources give both words.
    let independentProjects: [String]?
  }

  /// `--icu`.
  static let icu = Flag("icu", "List every locale ICU has data for instead of our catalogs")
  /// `--format text|json|markdown`.
  static let format = Option<OutputFormat>.format([.text, .json, .markdown])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let catalogs = try CatalogOptions.catalogs(arguments, console: console)
    let icu = arguments[icu]
    let locales = icu ? LocaleID.icuAvailable : catalogs.locales
    let rows = locales.map { locale in
      let catalog = icu ? nil : catalogs.catalog(for: locale)
      return Row(
        locale: locale.tag, displayName: locale.displayName(),
        nativeDisplayName: locale.nativeDisplayName, direction: locale.direction,
        on: catalog?.on.texts, off: catalog?.off.texts, source: catalog?.provenance.basis,
        sources: catalog?.provenance.sources,
        independentProjects: catalog.map { $0.provenance.supportingProjects })
    }
    if arguments[format] == .json {
      console.out(try JSONOutput.encode(rows))
    } else if arguments[format] == .markdown {
      console.out(markdown(rows))
    } else {
      let width = (rows.map(\.locale.count).max() ?? 0) + 2
      for row in rows {
        var line = row.locale.padded(to: width) + (row.displayName ?? "—").padded(to: 36)
        if let on = row.on?.first, let off = row.off?.first {
          line += " \(Printable.field(on)) / \(Printable.field(off))"
        } else {
          line += " \(row.nativeDisplayName ?? "—")"
        }
        console.line(line)
      }
    }
    let languages = Set(locales.map(\.language)).count
    console.error(
      icu
        ? "\(rows.count) locales in ICU \(LocaleID.icuVersion) (\(languages) languages)"
        : "\(rows.count) catalogs (\(languages) languages) from \(catalogs.name)")
    return .success
  }

  /// A Markdown table: locale, English name, texts (preferred first), the independent projects
  /// whose sources give both words, and where the words came from; every cell escaped as the
  /// audit's Markdown report escapes it.
  static func markdown(_ rows: [Row]) -> String {
    func cell(_ text: String) -> String { MarkdownReport.escape(text) }
    var text =
      "| Locale | Language | On | Off | Projects | Source |\n|---|---|---|---|---|---|\n"
    for row in rows {
      let on = (row.on ?? []).map(cell).joined(separator: ", ")
      let off = (row.off ?? []).map(cell).joined(separator: ", ")
      let projects = (row.independentProjects ?? []).map(cell).joined(separator: ", ")
      text +=
        "| `\(row.locale)` | \(cell(row.displayName ?? "—")) | \(on) | \(off) | "
        + "\(projects.isEmpty ? "—" : projects) | \(cell(row.source ?? "—")) |\n"
    }
    return text
  }
}
