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
        minimumScale: geometry.minimumScale, maximumTrackWidth: geometry.maximumTrackWidth)
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
    }
    return .success
  }
}
