import SwitchLabels

/// The measurer the drawing commands use: HarfBuzz shaping, or an estimate with `--estimate`.
enum ToolMeasurer {
  /// The measurer `--estimate` and `--round` ask for.
  static func make(_ arguments: ParsedArguments) throws -> any TextMeasurer {
    LabelOptions.measurer(arguments)
  }

  /// A note for stderr on how widths were measured.
  static func note(_ arguments: ParsedArguments) -> String {
    arguments.flag("estimate")
      ? "widths estimated from character classes (no font shaped)"
      : "widths shaped with HarfBuzz" + (arguments.flag("round") ? ", advances rounded" : "")
  }
}
