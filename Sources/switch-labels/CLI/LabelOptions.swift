import FoundationEssentials
import SwitchLabels

/// The options shared by the commands that resolve labels: geometry, font, measurer, catalogs.
enum LabelOptions {
  /// `--preset` (repeatable where the command says so).
  static func preset(repeatable: Bool) -> OptionSpec {
    .option(
      "preset", "<name>",
      "A built-in geometry (" + Geometry.presets.map(\.name).joined(separator: ", ") + ")"
        + (repeatable ? "; repeatable" : ""), choices: nil, repeatable: repeatable)
  }

  /// `--geometry <file>`.
  static func geometry(repeatable: Bool) -> OptionSpec {
    .option(
      "geometry", "<file>",
      "A custom geometry from a JSON file" + (repeatable ? "; repeatable" : ""),
      repeatable: repeatable)
  }

  /// The font, measurer and catalog options.
  static let common: [OptionSpec] = [
    .option(
      "font", "<family|path>", "Measure with this font family or file instead of the preset's"),
    .option("font-size", "<px>", "Font size in pixels instead of the preset's"),
    .flag("round", "Round glyph advances to whole pixels, as toolkits that hint metrics do"),
    .flag(
      "estimate", "Estimate widths from character classes instead of shaping (no fonts needed)"),
    .option("catalog", "<folder>", "Use the catalogs in <folder> over the bundled ones"),
    .flag("truncate", "Allow truncated text with an ellipsis instead of image labels"),
  ]

  /// The geometries named by `--preset` and `--geometry` (all presets when `allByDefault` and
  /// none is named), with `--font`/`--font-size` applied.
  static func geometries(_ arguments: ParsedArguments, allByDefault: Bool) throws -> [Geometry] {
    var geometries: [Geometry] = []
    for name in arguments.all("preset") {
      guard let preset = Geometry.preset(named: name) else {
        throw ToolError.usage(GeometryError.unknownPreset(name).description)
      }
      geometries.append(preset)
    }
    for path in arguments.all("geometry") { geometries.append(try geometry(file: path)) }
    if geometries.isEmpty {
      geometries = allByDefault ? Geometry.presets : [Geometry.iOSClassic]
    }
    let font = arguments.value("font")
    let size = try arguments.decimal("font-size", in: 0.01...MeasureLimits.maximumSize)
    return try geometries.map { geometry in
      var changed = geometry
      if let font {
        guard !font.isEmpty else { throw ToolError.usage("--font needs a family name or a file") }
        changed.font.source = fontSource(font)
      }
      if let size { changed.font.size = size }
      return changed
    }
  }

  /// A geometry file: exit 66 when it does not exist, 65 when it is not a usable geometry.
  static func geometry(file path: String) throws(ToolError) -> Geometry {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .failure("geometry file \(path): no such file", .noInput)
    }
    do {
      return try Geometry.load(file: path)
    } catch {
      throw .data(error.description)
    }
  }

  /// A font file when the value contains `/`, ends in a font file extension or names an existing
  /// file; a fontconfig family name otherwise.
  static func fontSource(_ value: String, faceIndex: Int = 0) -> FontSpec.Source {
    let extensions = [".ttf", ".otf", ".ttc", ".otc"]
    var isDirectory: Bool = false
    let isFile =
      FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory)
      && !isDirectory
    if value.contains("/") || isFile
      || extensions.contains(where: { value.lowercased().hasSuffix($0) })
    {
      return .file(path: value, faceIndex: faceIndex)
    }
    return .family(value)
  }

  /// The measurer `--estimate` and `--round` ask for.
  static func measurer(_ arguments: ParsedArguments) -> any TextMeasurer {
    if arguments.flag("estimate") { return EstimatingMeasurer() }
    return HarfBuzzMeasurer(rounding: arguments.flag("round") ? .wholePixel : .exact)
  }

  /// A service over the catalogs and measurer the options ask for.
  static func service(_ arguments: ParsedArguments, console: Console) throws -> LabelService {
    LabelService(
      catalogs: try CatalogOptions.catalogs(arguments, console: console),
      measurer: measurer(arguments),
      options: FitOptions(allowsTruncation: arguments.flag("truncate")))
  }
}

extension ResolveError: ExitStatusProviding {
  /// 65 for a bad geometry, locale or custom label; the measurer's status for a font problem.
  var exitCode: ExitCode {
    switch self {
    case .measure(let error): return error.exitCode
    case .invalidGeometry(.unknownPreset): return .usage
    case .invalidGeometry, .invalidLocale, .invalidCustomLabel: return .dataError
    }
  }
}
