import SwitchLabels

/// `switch-labels resolve`: what a switch draws for on and off in a locale, and why.
enum ResolveCommand: Command {
  static let spec = CommandSpec(
    name: "resolve",
    summary: "Resolve a switch's on/off labels for a locale and geometry, with the full trace",
    discussion: """
      Walks the fit ladder: preferred text → shorter variants → one shared smaller scale →
      growth (where the geometry allows) → image labels. --locale takes one identifier or an
      Accept-Language list ("fr-CH, fr;q=0.9, en;q=0.8"). --text-size fits the labels at the
      user's text size (default, large, max, a factor such as 2.0, or AX1 … AX5), as the preset's
      platform scales its text; the trace's textSize step says what that size means there.
      """,
    options: [locale, LabelOptions.preset, LabelOptions.geometry, LabelOptions.textSize]
      + LabelOptions.common + [
        format, AppStringsOptions.strings,
      ] + AppStringsOptions.keyOptions,
    examples: [
      "switch-labels resolve --locale de-CH --preset ios-classic",
      "switch-labels resolve --locale 'sr-ME, en;q=0.5' --preset gtk3-adwaita --format json",
      "switch-labels resolve --locale de-CH --preset ios --strings MyApp/Localizable.xcstrings",
      "switch-labels resolve --locale fi --preset android-switchcompat --text-size 2.0",
    ])

  /// `--locale <id|list>`.
  static let locale = Option<String>(
    "locale", "<id|list>", "The locale, or a preference list (required)")
  /// `--format text|json`.
  static let format = Option<OutputFormat>.format([.text, .json])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    guard let input = arguments[locale] else {
      throw ToolError.usage("'resolve' needs --locale <id> (see --help)")
    }
    if arguments.has(LabelOptions.preset), arguments.has(LabelOptions.geometry) {
      throw ToolError.usage("give --preset or --geometry, not both")
    }
    let preferences =
      input.contains(",") || input.contains(";")
      ? try LocalePreferences(acceptLanguage: input)
      : LocalePreferences(try LocaleArgument.parse(input, option: "--locale"))
    let geometries = try LabelOptions.geometries(arguments, allByDefault: false)
    let geometry = geometries[0]
    if !arguments.has(LabelOptions.preset), !arguments.has(LabelOptions.geometry) {
      console.error(
        "note: no --preset given: \(geometry.name), the classic text switch; "
          + "a modern iOS app's switch is --preset \(Geometry.iOS.name)")
    }
    let textSize = arguments[LabelOptions.textSize] ?? .standard
    let labels = try AppStringsOptions.labels(arguments, console: console)
    let words = try LabelOptions.words(arguments, app: labels, console: console)
    let resolution = try words.service(for: geometry, locales: preferences.locales).resolve(
      preferences, geometry: geometry, textSize: textSize)
    // With --strings, the app's findings for the first preference the app has strings for.
    let app = labels.map { labels in
      let chosen =
        preferences.locales.first { !labels.chainTables(for: $0).isEmpty }
        ?? preferences.locales.first ?? .root
      return labels.labels(for: chosen, device: AppLabelSet.device(for: geometry))
    }
    return try report(resolution, geometry: geometry, app: app, arguments, console: console)
  }

  /// Prints the resolution (and the app's findings, with --strings).
  private static func report(
    _ resolution: Resolution, geometry: Geometry, app: AppLocaleLabels?,
    _ arguments: ParsedArguments, console: Console
  ) throws -> ExitCode {
    if arguments[format] == .json {
      console.out(try JSONOutput.encode(resolution))
    } else {
      console.text(text(resolution, geometry: geometry))
      if let app {
        console.line("  app strings served by \(app.servedBy)")
        for finding in app.findings {
          console.line(
            "    \(finding.severity.rawValue) \(finding.kind.rawValue): "
              + Printable.visible(finding.message))
        }
      }
    }
    return .success
  }

  private static func text(_ resolution: Resolution, geometry: Geometry) -> String {
    var lines: [String] = []
    let size = resolution.textSize == .standard ? "" : " at text size \(resolution.textSize)"
    lines.append(
      "\(resolution.requested) × \(Printable.field(geometry.name))\(size): \(resolution.rung)")
    lines.append("  matched     \(resolution.matched)")
    lines.append("  chain       \(resolution.chain.map(\.tag).joined(separator: " → "))")
    lines.append(
      "  direction   \(resolution.direction.rawValue)\(resolution.mirrored ? " (mirrored)" : "")")
    for state in SwitchState.allCases {
      let resolved = resolution.states[state]
      let visual: String
      switch resolved.visual {
      case .text(let text, let scale):
        visual = "\"\(Printable.field(text))\" at \(NumberText.plain(scale))×"
      case .image(let image):
        visual = "image \(Printable.field(image.name))"
      }
      lines.append(
        "  \(state.rawValue.padded(to: 11)) \(visual), \(NumberText.plain(resolved.width))/"
          + "\(NumberText.plain(resolved.available)) px, spoken \"\(Printable.field(resolved.spoken))\""
      )
    }
    lines.append("  trace")
    for step in resolution.trace {
      lines.append("    \(step.stage.rawValue.padded(to: 10)) \(Printable.field(step.detail))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

}
