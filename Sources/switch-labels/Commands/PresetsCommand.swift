import SwitchLabels

/// `switch-labels presets`: the built-in geometries.
enum PresetsCommand: Command {
  static let spec = CommandSpec(
    name: "presets",
    summary: "List the built-in switch geometries with their sizes",
    options: [format],
    examples: ["switch-labels presets", "switch-labels presets --format json"])

  /// One preset, as listed.
  struct Row: Codable {
    let name: String
    let summary: String
    let track: String
    let labelBox: String
    let placement: String
    let font: String
    let textCase: String
    let minimumScale: Double
    let maximumTrackWidth: Double
    /// How the preset follows the user's text size.
    let textSize: TextSizeRow
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

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let rows = Geometry.presets.map { geometry in
      let box = geometry.labelBox()
      return Row(
        name: geometry.name, summary: geometry.summary,
        track: "\(NumberText.plain(geometry.trackWidth))×\(NumberText.plain(geometry.trackHeight))",
        labelBox: "\(NumberText.plain(box.width))×\(NumberText.plain(box.height))",
        placement: geometry.placement.rawValue,
        font: geometry.font.description, textCase: geometry.textCase.rawValue,
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
