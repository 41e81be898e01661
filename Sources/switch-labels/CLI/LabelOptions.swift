import FoundationEssentials
import SwitchLabels

#if canImport(Glibc)
  import Glibc
#endif

/// The options shared by the commands that resolve labels: geometry, font, measurer, catalogs.
enum LabelOptions {
  /// `--preset <name>`: a built-in switch geometry, by name in any letter case.
  static let preset = presetOption(repeatable: false)
  /// `--preset <name>`, repeatable.
  static let presets = Option<[Geometry]>(
    "preset", "<name>[,<name>…]",
    "Built-in geometries (" + Geometry.presets.map(\.name).joined(separator: ", ")
      + "), comma-separated; repeatable",
    repeatable: true
  ) { text throws(ToolError) in
    var named: [Geometry] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      named.append(try preset(named: String(name)))
    }
    return named
  }
  /// `--geometry <file>`.
  static let geometry = Option<String>(
    "geometry", "<file>", "A custom geometry from a JSON file (keys: presets --help)")
  /// `--geometry <file>`, repeatable.
  static let geometries = Option<String>(
    "geometry", "<file>", "A custom geometry from a JSON file (keys: presets --help); repeatable",
    repeatable: true)
  /// `--font <family|path>`.
  static let font = Option<String>(
    "font", "<family|path>", "Measure with this font family or file instead of the preset's"
  ) { text throws(ToolError) in
    guard !text.isEmpty else { throw ToolError.usage("--font needs a family name or a file") }
    return text
  }
  /// `--font-size <px>`.
  static let fontSize = Option<Double>.decimal(
    "font-size", "<px>", "Font size in pixels instead of the preset's",
    in: 0.01...MeasureLimits.maximumSize)
  /// `--round`.
  static let round = Flag(
    "round", "Round glyph advances to whole pixels, as toolkits that hint metrics do")
  /// `--estimate`.
  static let estimate = Flag(
    "estimate", "Estimate widths from character classes instead of shaping (no fonts needed)")
  /// `--truncate`.
  static let truncate = Flag(
    "truncate", "Allow truncated text with an ellipsis instead of image labels")

  /// `--text-size <size>`: one user text size.
  static let textSize = Option<TextSize>(
    "text-size", "<size>",
    "The user's text size: default, large, max, a factor (1.3, 130%) or AX1…AX5, xSmall…xxxLarge"
  ) { text throws(ToolError) in
    do {
      return try TextSize(text)
    } catch {
      throw ToolError.usage("--text-size: \(error)")
    }
  }
  /// `--text-size <sizes>`: a comma-separated list of user text sizes.
  static let textSizes = Option<[TextSize]>(
    "text-size", "<sizes>",
    "Text sizes, comma-separated: default, large, max, factors (2.0, 150%), AX1…AX5 "
      + "(default: default)"
  ) { text throws(ToolError) in
    let sizes: [TextSize]
    do {
      sizes = try TextSize.list(text)
    } catch {
      throw ToolError.usage("--text-size: \(error)")
    }
    // Each size is a whole matrix of its own: a list longer than a platform has settings is a
    // mistake, not a request.
    guard sizes.count <= maximumTextSizes else {
      throw ToolError.usage(
        "--text-size: \(sizes.count) sizes; give at most \(maximumTextSizes) (every size is "
          + "a matrix of its own)")
    }
    return sizes
  }

  /// The most text sizes one run takes: iOS has 12 Dynamic Type sizes, Android's font scale a
  /// handful of steps.
  static let maximumTextSizes = 16

  /// The font, measurer and catalog options.
  static let common: [any OptionDeclaration] = [
    font, fontSize, round, estimate, CatalogOptions.catalog, CatalogOptions.skipInvalid,
    truncate,
  ]

  private static func presetOption(repeatable: Bool) -> Option<Geometry> {
    Option(
      "preset", "<name>",
      "A built-in geometry (" + Geometry.presets.map(\.name).joined(separator: ", ") + ")"
        + (repeatable ? "; repeatable" : "; default \(Geometry.iOSClassic.name)"),
      repeatable: repeatable
    ) { text throws(ToolError) in try preset(named: text) }
  }

  /// The preset called `name` (any case); a usage error listing the presets otherwise.
  private static func preset(named name: String) throws(ToolError) -> Geometry {
    guard
      let preset = Geometry.presets.first(where: { $0.name.lowercased() == name.lowercased() })
    else { throw ToolError.usage(GeometryError.unknownPreset(name).description) }
    return preset
  }

  /// The geometries named by `--preset` and `--geometry` (all presets when `allByDefault` and
  /// none is named), with `--font`/`--font-size` applied.
  static func geometries(
    _ arguments: ParsedArguments, allByDefault: Bool, defaults: [Geometry]? = nil
  ) throws -> [Geometry] {
    var geometries = arguments.all(presets).flatMap { $0 } + arguments.all(preset)
    for path in arguments.all(Self.geometries) + arguments.all(geometry) {
      geometries.append(try geometry(file: path))
    }
    if geometries.isEmpty {
      geometries = defaults ?? (allByDefault ? Geometry.presets : [Geometry.iOSClassic])
    }
    let font = arguments[font]
    let size = arguments[fontSize]
    return geometries.map { geometry in
      var changed = geometry
      if let font {
        changed.font.source = fontSource(font)
        // The user's font is the one drawn with: no stand-in, no platform font's margin.
        changed.fontOrigin = .chosen(changed.font)
      }
      if let size { changed.font.size = size }
      return changed
    }
  }

  /// A geometry file: exit 66 when it does not exist, 65 when it is not a usable geometry.
  static func geometry(file path: String) throws(ToolError) -> Geometry {
    var info = stat()
    if stat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR {
      let reason = errno == ENOTDIR ? "a folder on its path is a file" : "no such file"
      throw .failure("geometry file \(path): \(reason)", .noInput)
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

  /// The measurer `--estimate` and `--round` ask for (`cacheCapacity` for HarfBuzz, when given).
  static func measurer(_ arguments: ParsedArguments, cacheCapacity: Int? = nil) -> any TextMeasurer
  {
    if arguments[estimate] { return EstimatingMeasurer() }
    let rounding: RoundingPolicy = arguments[round] ? .wholePixel : .exact
    return HarfBuzzMeasurer(
      rounding: rounding, cacheCapacity: cacheCapacity ?? HarfBuzzMeasurer.defaultCacheCapacity)
  }

  /// A note for stderr on how widths were measured.
  static func measurementNote(_ arguments: ParsedArguments) -> String {
    arguments[estimate]
      ? "widths estimated from character classes (no font shaped)"
      : "widths shaped with HarfBuzz" + (arguments[round] ? ", advances rounded" : "")
  }

  /// The ladder's options `--truncate` asks for.
  static func fitOptions(_ arguments: ParsedArguments) -> FitOptions {
    FitOptions(allowsTruncation: arguments[truncate])
  }

  /// The words the options ask for: the app's (`app`, from `--strings`), else our catalogs
  /// through a service.
  static func words(
    _ arguments: ParsedArguments, app: AppLabelSet?, console: Console,
    textSizes: [TextSize] = [.standard]
  ) throws -> SwitchWords {
    if let app {
      return .app(app, measurer: measurer(arguments), options: fitOptions(arguments))
    }
    // Each text size measures every text at its own font size: room for all of them, so
    // locales served by one catalog reuse its measurements at every size.
    return .catalogs(
      try service(
        arguments, console: console,
        cacheCapacity: textSizes.count > 1
          ? HarfBuzzMeasurer.defaultCacheCapacity * textSizes.count : nil))
  }

  /// A service over the catalogs and measurer the options ask for (`cacheCapacity` for
  /// HarfBuzz, when given).
  static func service(_ arguments: ParsedArguments, console: Console, cacheCapacity: Int? = nil)
    throws -> LabelService
  {
    LabelService(
      catalogs: try CatalogOptions.catalogs(arguments, console: console),
      measurer: measurer(arguments, cacheCapacity: cacheCapacity),
      options: fitOptions(arguments))
  }
}
