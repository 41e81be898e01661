import FoundationEssentials
import SwitchLabels

/// `switch-labels render switch|segmented`: draws a control in a state, locale and geometry as
/// SVG.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    name: "render",
    summary: "Draw a switch or a segmented control as SVG, in a locale, state and geometry",
    discussion: """
      render switch     --locale <id> [--preset <name> | --geometry <file>] [--state on|off|both]
                        [--text-size <size>]
      render segmented  --locale <id> --width <px> (--segments <a,b,c> | --pages <n>)
                        [--selected <a,b>] [--multi [--max <n>]] [--disabled <c>]
                        [--style <id>:<state>:<property>=<colour>]… [--by-content]
                        [--preset standard|material3]

      Segment names are ids and literal titles; @on and @off are the switch words of the
      locale's catalog. With --strings, the switch's words are the app's (as 'resolve --strings'
      finds them), and a segmented control's --segments are keys of the app's strings. --pages
      draws a paginator: the page numbers in the locale's digits, and --selected takes a page
      number. Right-to-left locales are drawn mirrored. Colours come from the styles: <state> is
      normal, selected or disabled, <property> tint, text or shadow. --segments, --pages,
      --width, --multi and --by-content are those of 'audit segmented'.
      The SVG goes to --output (whole or not at all) or to stdout.
      Exit status: 0 drawn, 64 a mistake on the command line (a width or page count out of
      range, a segment given twice), 65 a bad locale, selection, style or geometry, or a width
      too small for the segments, 69 a missing font.
      """,
    options: [
      locale, preset, LabelOptions.geometry, state, LabelOptions.textSize,
      SegmentedOptions.segments, SegmentedOptions.pages, selected, SegmentedOptions.multi, max,
      disabled, style, SegmentedOptions.width, SegmentedOptions.byContent, LabelOptions.estimate,
      LabelOptions.round,
      CommonOptions.output, AppStringsOptions.strings,
    ] + AppStringsOptions.keyOptions,
    positional: PositionalSpec(
      name: "<switch|segmented>", help: "The control to draw", minimum: 1, maximum: 1),
    examples: [
      "switch-labels render switch --locale de-CH --preset ios-classic --output de-CH.svg",
      "switch-labels render switch --locale fi --preset gtk3-adwaita --text-size max",
      "switch-labels render segmented --segments 'Day,Week,Month' --selected Week --locale ar "
        + "--width 240 --output ar.svg",
      "switch-labels render segmented --pages 5 --selected 2 --locale fa --width 200",
    ])

  /// `--locale <id>`.
  static let locale = Option<String>("locale", "<id>", "The locale (required)")
  /// `--preset <name>`: a switch preset or a segmented one, looked up by the control drawn.
  static let preset = Option<String>(
    "preset", "<name>",
    "A built-in geometry: for switches " + Geometry.presets.map(\.name).joined(separator: ", ")
      + "; for segmented controls "
      + SegmentedGeometry.presets.map(\.name).joined(separator: ", "))
  /// `--state on|off|both`.
  static let state = Option<String>.oneOf(
    "state", "<state>", "switch: the states drawn (default both)", choices: ["on", "off", "both"])
  /// `--selected <a,b>`.
  static let selected = Option<String>(
    "selected", "<a,b>", "segmented: the selected segments (a page number with --pages)")
  /// `--max <n>`.
  static let max = Option<Int>(
    "max", "<n>", "segmented: with --multi, the most segments that may be selected"
  ) { text throws(ToolError) in
    guard let number = Int(text.trimmed) else {
      throw ToolError.usage(
        "invalid value '\(Printable.field(text))' for '--max': expected a whole number")
    }
    return number
  }
  /// `--disabled <a,b>`.
  static let disabled = Option<String>("disabled", "<a,b>", "segmented: disabled segments")
  /// `--style <id>:<state>:<property>=<colour>`.
  static let style = Option<String>(
    "style", "<id>:<state>:<property>=<colour>",
    "segmented: a segment's colour in a state, e.g. b:selected:tint=#D00; repeatable",
    repeatable: true)
  /// The options only one kind of control takes.
  private static let switchOnly: [any OptionDeclaration] = [
    LabelOptions.geometry, state, LabelOptions.textSize, AppStringsOptions.onKey,
    AppStringsOptions.offKey, AppStringsOptions.onShortKey, AppStringsOptions.offShortKey,
    AppStringsOptions.onSpokenKey, AppStringsOptions.offSpokenKey, AppStringsOptions.fillGaps,
  ]
  private static let segmentedOnly: [any OptionDeclaration] = [
    SegmentedOptions.segments, SegmentedOptions.pages, selected, SegmentedOptions.multi, max,
    disabled, style, SegmentedOptions.width, SegmentedOptions.byContent,
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let control = arguments.positionals.first ?? ""
    let foreign: [String]
    switch control {
    case "switch": foreign = segmentedOnly.map(\.name).filter(arguments.given.contains)
    case "segmented": foreign = switchOnly.map(\.name).filter(arguments.given.contains)
    default:
      throw ToolError.usage(
        "unknown control '\(Printable.field(control))' for 'render': expected switch or segmented")
    }
    if let option = foreign.sorted().first {
      throw ToolError.usage("option '--\(option)' does not apply to 'render \(control)'")
    }
    guard let localeText = arguments[locale] else {
      throw ToolError.usage("'render \(control)' needs --locale <id> (see --help)")
    }
    let locale = try LocaleArgument.parse(localeText, option: "--locale")
    let svg =
      control == "switch"
      ? try renderSwitch(arguments, locale: locale, console: console)
      : try renderSegmented(arguments, locale: locale, console: console)
    try OutputFile.emit(svg, to: arguments[CommonOptions.output], console: console)
    return .success
  }

  // MARK: Switch

  private static func renderSwitch(_ arguments: ParsedArguments, locale: LocaleID, console: Console)
    throws -> String
  {
    let geometry: Geometry
    switch (arguments[preset], arguments[LabelOptions.geometry]) {
    case (.some, .some): throw ToolError.usage("give --preset or --geometry, not both")
    case (.some(let name), nil):
      geometry = try LabelOptions.preset.convert(name)
    case (nil, .some(let path)): geometry = try LabelOptions.geometry(file: path)
    case (nil, nil): geometry = .iOSClassic
    }
    // Our words, or the app's for the locale as the app finds them (as audit and resolve say).
    let words = try LabelOptions.words(
      arguments, app: try AppStringsOptions.labels(arguments, console: console), console: console)
    let service = words.service(for: geometry, locales: [locale])
    let textSize = arguments[LabelOptions.textSize] ?? .standard
    let resolution = try service.resolve(locale, geometry: geometry, textSize: textSize)
    let states: [SwitchState]
    switch arguments[state] ?? "both" {
    case "on": states = [.on]
    case "off": states = [.off]
    default: states = [.off, .on]
    }
    console.error(
      "\(resolution.requested) × \(Printable.field(geometry.name))"
        + (textSize == .standard ? "" : " at text size \(textSize)")
        + ": \(resolution.rung), scale "
        + "\(resolution.scale)\(resolution.mirrored ? ", mirrored" : ""); "
        + LabelOptions.measurementNote(arguments))
    // Drawn at the size it was fitted at: the enlarged font, the grown track.
    return SwitchSVG.document(
      resolution, geometry: geometry.sized(for: textSize), states: states)
  }

  // MARK: Segmented control

  private static func renderSegmented(
    _ arguments: ParsedArguments, locale: LocaleID, console: Console
  ) throws -> String {
    guard let width = arguments[SegmentedOptions.width] else {
      throw ToolError.usage("'render segmented' needs --width <px> (see --help)")
    }
    let geometry: SegmentedGeometry
    if let name = arguments[preset] {
      guard
        let preset = SegmentedGeometry.presets.first(where: {
          $0.name.lowercased() == name.lowercased()
        })
      else {
        throw ToolError.usage(
          "unknown segmented preset \"\(Printable.field(name))\" (known: "
            + SegmentedGeometry.presets.map(\.name).joined(separator: ", ") + ")")
      }
      geometry = preset
    } else {
      geometry = .standard
    }
    let widths: SegmentWidths = arguments[SegmentedOptions.byContent] ? .proportional : .equal
    let service = LabelService(measurer: LabelOptions.measurer(arguments))
    let styles = try arguments.all(style).map(parseStyle)
    let disabled =
      try arguments[disabled].map { try SegmentedOptions.list($0, option: "disabled") } ?? []
    let selected = try arguments[selected].map { try SegmentedOptions.list($0, option: "selected") }
    let maximum = arguments[max]
    if maximum != nil, !arguments[SegmentedOptions.multi] {
      throw ToolError.usage("--max needs --multi")
    }
    let control = Control(
      geometry: geometry, disabled: disabled, styles: styles,
      measurement: LabelOptions.measurementNote(arguments))

    // The process's main thread runs every command (main.swift calls `Tool.main` synchronously),
    // so the main actor's models can be used here.
    let svg: String
    switch (arguments[SegmentedOptions.segments], arguments[SegmentedOptions.pages]) {
    case (.some, .some): throw ToolError.usage("give --segments or --pages, not both")
    case (nil, nil): throw ToolError.usage("'render segmented' needs --segments or --pages")
    case (.some(let text), nil):
      let names = try SegmentedOptions.list(text, option: "segments", unique: true)
      let mode: SelectionMode =
        arguments[SegmentedOptions.multi] ? .multiple(maximum: maximum) : .single(allowsNone: true)
      let paths = arguments.all(AppStringsOptions.strings)
      let appTitles: AppSegmentTitles? =
        paths.isEmpty
        ? nil
        : try AuditSegmentedCommand.appTitles(
          paths: paths, keys: names, arguments, console: console)
      svg = try MainActor.assumeIsolated {
        () throws(SegmentedControlError) -> String in
        let segments = names.map { name in
          if appTitles != nil { return Segment(id: name, title: .catalogKey(name)) }
          switch name {
          case "@on": return Segment(id: name, title: .catalogKey("on"))
          case "@off": return Segment(id: name, title: .catalogKey("off"))
          default: return Segment(id: name, title: .literal(name))
          }
        }
        let model = try SegmentedControlModel(
          segments: segments, mode: mode, selection: selected.map(Set.init), locale: locale,
          geometry: geometry, width: width, widths: widths, service: service, titles: appTitles)
        return try control.draw(model, console: console) { $0 }
      }
    case (nil, .some(let count)):
      if arguments[SegmentedOptions.multi] {
        throw ToolError.usage("a paginator shows one page: no --multi")
      }
      if !arguments.all(AppStringsOptions.strings).isEmpty {
        throw ToolError.usage("--pages takes no --strings: page numbers are not the app's words")
      }
      var current = 0
      if let selected {
        guard selected.count == 1, let page = Int(selected[0]) else {
          throw ToolError.usage("with --pages, --selected takes one page number")
        }
        guard page >= 1, page <= Swift.max(1, count) else {
          throw ToolError.data("page \(page) does not exist: expected 1…\(Swift.max(1, count))")
        }
        current = page - 1
      }
      svg = try MainActor.assumeIsolated {
        () throws(SegmentedControlError) -> String in
        // The page size does not change the drawing; the control's width stands in for it.
        let paginator = try Paginator(
          pageCount: count, pageSize: width, currentPage: current, locale: locale,
          geometry: geometry, width: width, widths: widths, service: service)
        // Pages are named by their number, 1-based, as the user sees them.
        return try control.draw(paginator.control, console: console) { Int($0).map { $0 - 1 } }
      }
    }
    return svg
  }

  /// What every segmented drawing shares: the geometry, and the flags and styles to apply.
  private struct Control {
    let geometry: SegmentedGeometry
    let disabled: [String]
    let styles: [(String, SegmentState, SegmentStyle)]
    /// How the widths were measured, for the summary on stderr.
    let measurement: String

    /// Applies the disabled flags and styles (ids as the command line names them, mapped by
    /// `id`) and draws the control.
    @MainActor
    func draw<ID>(
      _ model: SegmentedControlModel<ID>, console: Console, id: (String) -> ID?
    ) throws(SegmentedControlError) -> String {
      func resolve(_ name: String) throws(SegmentedControlError) -> ID {
        guard let id = id(name) else { throw .unknownID(Printable.visible(name)) }
        return id
      }
      for name in disabled { try model.setEnabled(false, for: try resolve(name)) }
      for (name, state, style) in styles {
        let segmentID = try resolve(name)
        var current = model.segment(segmentID)?.styles ?? SegmentStyles()
        switch state {
        case .selected: current.selected = current.selected.overridden(by: style)
        case .disabled: current.disabled = current.disabled.overridden(by: style)
        default: current.normal = current.normal.overridden(by: style)
        }
        try model.setStyles(current, for: segmentID)
      }
      let layout = model.layout
      console.error(
        "\(layout.locale) × \(Printable.field(geometry.name)) × \(NumberText.plain(layout.width)) px: "
          + "\(layout.slots.count) segments, \(layout.rung), scale \(layout.scale)"
          + "\(layout.mirrored ? ", mirrored" : ""); " + measurement)
      return SegmentedSVG.document(model.appearance)
    }
  }

  /// `<id>:<state>:<property>=<colour>`, read from the right (ids may contain `:`).
  private static func parseStyle(_ text: String) throws -> (String, SegmentState, SegmentStyle) {
    let usage = ToolError.usage(
      "invalid value '\(text)' for '--style': expected <id>:<state>:<property>=<colour>, with "
        + "<state> normal, selected or disabled and <property> tint, text or shadow")
    guard let equals = text.lastIndex(of: "=") else { throw usage }
    let colourText = String(text[text.index(after: equals)...])
    let parts = text[..<equals].split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { throw usage }
    let id = parts.dropLast(2).joined(separator: ":")
    let state: SegmentState
    switch parts[parts.count - 2] {
    case "normal": state = .normal
    case "selected": state = .selected
    case "disabled": state = .disabled
    default: throw usage
    }
    let colour = try StyleColor(hex: colourText)
    let style: SegmentStyle
    switch parts[parts.count - 1] {
    case "tint": style = SegmentStyle(tint: colour)
    case "text": style = SegmentStyle(textColor: colour)
    case "shadow": style = SegmentStyle(shadowColor: colour)
    default: throw usage
    }
    guard !id.isEmpty else { throw usage }
    return (id, state, style)
  }
}
