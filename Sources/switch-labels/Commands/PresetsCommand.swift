import SwitchLabels

/// `switch-labels presets`: the built-in geometries.
enum PresetsCommand: Command {
  static let spec = CommandSpec(
    name: "presets",
    summary: "List the built-in switch geometries with their sizes, or export one as a file",
    discussion: """
      --export <name> writes the preset as a geometry file with every key, to stdout or --output,
      basedOn the preset for what a file cannot set (how it meets a text size): edit it and give
      it back with --geometry <file> (resolve, render, audit, export); unchanged, it resolves
      and audits exactly as --preset <name> does.
      --format json lists the presets for reading (display strings such as "94×27"), not as
      files.

      A geometry file is a JSON object (schema version 1, at most 64 KB). Lengths are in pixels
      (points or dp at scale 1), from 0 to 100000. Without basedOn the defaults are material3's.
        schemaVersion         1 (optional)
        name                  shown in reports (default "custom")
        summary               one line (default "custom geometry")
        basedOn               a preset whose values fill every key the file leaves out,
                              and its text-size behaviour (else material3's)
        trackWidth            track width                       (required without basedOn)
        trackHeight           track height                      (required without basedOn)
        thumbWidth            thumb width                       (required without basedOn)
        thumbHeight           thumb height                      (required without basedOn)
        thumbInset            gap between thumb and track edge (default 4)
        labelPadding          room between the label and the thumb, and between the
                              label and the track's rounded end (default 1)
        labelVerticalPadding  room above and below the label (default 6)
        placement             track, thumb or beside (default track)
        besideWidth           the label's room when placement is beside (default 0)
        minimumScale          smallest font scale before the next rung, 0 to 1 (default 0.8)
        maximumTrackWidth     widest the track may grow to fit text (default trackWidth:
                              no growth; with basedOn and no trackWidth, the preset's)
        textCase              natural, upper, lower or title (default natural)
        mirroring             mirrorForRightToLeft or never (default mirrorForRightToLeft)
        font                  {"family": "Noto Sans", "size": 12, "weight": 500} or
                              {"file": "fonts/My.ttf", "faceIndex": 0, "size": 12}: size in
                              px, weight 1 to 1000 (default 400), faceIndex in a collection
                              (default 0); a relative file is relative to the working
                              directory, not to the geometry file (required without basedOn)
        colors                trackOn, trackOff, thumb, labelOn, labelOff: CSS colours
                              (#RRGGBB, rgb(), hsl() or a name); each one left out keeps
                              the default (material3's, or the basedOn preset's); a label
                              moved beside the control takes the text colour #1A1A1A
        font text attributes  in font: letterSpacing (em per cluster), sizeRounding (none,
                              whole-pixel), rounding (exact, whole-pixel, width-ceiling)
        fontSource            platform, metric-compatible or stand-in (a font the file
                              names: platform)
        measureUncertainty    px a width may be off the platform's: rows nearer an edge
                              are borderline (a font the file names: 0)
        dynamicTypeStyle      body, callout or caption2: the Dynamic Type style followed
      With basedOn, trackWidth given and no maximumTrackWidth, the track may still grow to the
      preset's maximumTrackWidth (at least trackWidth). --export leaves maximumTrackWidth out
      when the track does not grow, so a wider track in the file stays valid.

      Each preset measures with its platform's font (Roboto, Cantarell), a metric-compatible
      one (Nimbus Sans for Helvetica, Selawik for Segoe UI) or a declared stand-in (Noto Sans
      for SF Pro), with the platform's letter spacing and rounding; the listing names the
      font, its source and its uncertainty. Where a platform font is not installed the preset
      measures with its stand-in and every row says so (standInFont).
      An unknown key is an error (exit 65) that lists the valid ones.

      The label box is trackHeight - 2 × labelVerticalPadding high (the thumb's height with
      thumb placement). The track's ends are caps of radius r = trackHeight / 2; a box b high
      meets a cap's curve c = r - sqrt(r² - (b/2)²) from the end, and text keeps labelPadding
      from that curve as from the thumb. With track placement the box is trackWidth -
      (thumbInset + thumbWidth + labelPadding) - (max(thumbInset, c) + labelPadding) wide; with
      thumb, the thumb less c + labelPadding at each of its rounded ends; with beside,
      besideWidth - 2 × labelPadding.
      """,
    options: [format, export, CommonOptions.output],
    examples: [
      "switch-labels presets", "switch-labels presets --format json",
      "switch-labels presets --export material3 --output settings.json",
      "switch-labels resolve --locale fi --geometry settings.json",
    ])

  /// One preset, as listed.
  struct Row: Codable {
    let name: String
    let summary: String
    let track: String
    let labelBox: String
    let placement: String
    let font: String
    /// `platform`, `metric-compatible` or `stand-in`.
    let fontSource: String
    /// The font the platform draws with.
    let platformFont: String
    /// Where the font and its attributes come from.
    let fontSourceNote: String
    /// Letter spacing in em, size rounding and advance rounding.
    let textAttributes: TextAttributesRow
    /// How far a width may be from the platform's, in px, and how that was measured.
    let uncertainty: Double
    let uncertaintySource: String
    /// The stand-in used where the platform's font is not installed, if any.
    let standIn: String?
    let textCase: String
    let minimumScale: Double
    let maximumTrackWidth: Double
    /// How the preset follows the user's text size.
    let textSize: TextSizeRow
  }

  /// The text attributes a preset measures with.
  struct TextAttributesRow: Codable {
    let letterSpacing: Double
    let sizeRounding: String
    let advanceRounding: String
  }

  /// How a preset follows text size: whose table, what the control does, why, and the font size
  /// at `default`, `large` and `max`.
  struct TextSizeRow: Codable {
    let platform: String
    let response: String
    let source: String
    let fontSizes: [String: Double]
  }

  /// The platform's table, for the listing.
  static func platform(_ platform: TextScaling.Platform) -> String {
    switch platform {
    case .android: return "Android font scale"
    case .apple(let style): return "Dynamic Type \(style.name)"
    case .windows: return "WinUI text scaling"
    case .gtk: return "GTK text-scaling-factor"
    case .linear: return "factor"
    }
  }

  /// `--format text|json`.
  static let format = Option<OutputFormat>.format([.text, .json])
  /// `--export <name>`.
  static let export = Option<Geometry>(
    "export", "<name>", "Print the preset as a geometry file that --geometry loads back"
  ) { text throws(ToolError) in
    guard let preset = Geometry.preset(named: text) else {
      throw ToolError.usage(GeometryError.unknownPreset(text).description)
    }
    return preset
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    if let preset = arguments[export] {
      try OutputFile.emit(
        try preset.fileText(basedOn: preset.name), to: arguments[CommonOptions.output],
        console: console)
      return .success
    }
    if arguments[CommonOptions.output] != nil {
      throw ToolError.usage("--output needs --export <name>")
    }
    let rows = Geometry.presets.map { geometry in
      let box = geometry.labelBox()
      return Row(
        name: geometry.name, summary: geometry.summary,
        track: "\(NumberText.plain(geometry.trackWidth))×\(NumberText.plain(geometry.trackHeight))",
        labelBox: "\(NumberText.plain(box.width))×\(NumberText.plain(box.height))",
        placement: geometry.placement.rawValue,
        font: geometry.fontName, fontSource: geometry.fontOrigin.kind.rawValue,
        platformFont: geometry.fontOrigin.platformFont, fontSourceNote: geometry.fontOrigin.source,
        textAttributes: TextAttributesRow(
          letterSpacing: geometry.font.letterSpacing,
          sizeRounding: geometry.font.sizeRounding.rawValue,
          advanceRounding: (geometry.font.rounding ?? .exact).rawValue),
        uncertainty: geometry.fontOrigin.uncertainty,
        uncertaintySource: geometry.fontOrigin.uncertaintySource,
        standIn: geometry.fontOrigin.standIn.map {
          "\($0.font.familyName) \($0.font.weight) (±\(NumberText.plain($0.uncertainty)) px)"
        },
        textCase: geometry.textCase.rawValue,
        minimumScale: geometry.minimumScale, maximumTrackWidth: geometry.maximumTrackWidth,
        textSize: TextSizeRow(
          platform: platform(geometry.textScaling.platform),
          response: geometry.textScaling.response.rawValue, source: geometry.textScaling.source,
          fontSizes: Dictionary(
            uniqueKeysWithValues: [TextSize.standard, .large, .maximum].map {
              ($0.name, geometry.sized(for: $0).font.size)
            })))
    }
    if arguments[format] == .json {
      console.out(try JSONOutput.encode(rows))
      return .success
    }
    console.line(
      "NAME".padded(to: 22) + "TRACK".padded(to: 10) + "LABEL BOX".padded(to: 12)
        + "MIN SCALE".padded(to: 11) + "GROWS TO".padded(to: 10) + "FONT")
    for row in rows {
      let grows =
        row.track.hasPrefix(NumberText.plain(row.maximumTrackWidth) + "×")
        ? "—" : NumberText.plain(row.maximumTrackWidth)
      console.line(
        row.name.padded(to: 22) + row.track.padded(to: 10) + row.labelBox.padded(to: 12)
          + NumberText.plain(row.minimumScale).padded(to: 11) + grows.padded(to: 10) + row.font)
      console.line("  " + row.summary)
      var attributes = [
        "size \(row.textAttributes.sizeRounding)", "advances \(row.textAttributes.advanceRounding)",
      ]
      if row.textAttributes.letterSpacing != 0 {
        attributes.insert(
          "letter spacing \(NumberText.plain(row.textAttributes.letterSpacing)) em", at: 0)
      }
      console.line(
        "  font: \(row.platformFont), measured with \(row.font) (\(row.fontSource); "
          + attributes.joined(separator: ", ") + "), ±\(NumberText.plain(row.uncertainty)) px: "
          + row.fontSourceNote)
      if let standIn = row.standIn {
        console.line("  where it is not installed: stand-in \(standIn), with a standInFont finding")
      }
      let sizes = ["default", "large", "max"].map {
        "\($0) \(NumberText.plain(row.textSize.fontSizes[$0] ?? 0)) px"
      }
      console.line(
        "  text size: \(row.textSize.platform), \(row.textSize.response) ("
          + sizes.joined(separator: ", ") + "): \(row.textSize.source)")
    }
    return .success
  }
}
