// Custom segmented geometries from JSON files.

extension SegmentedGeometry {
  /// The keys a segmented geometry file may have.
  static let fileKeys: Set<String> = [
    "schemaVersion", "name", "summary", "basedOn", "height", "segmentPadding", "verticalPadding",
    "dividerWidth", "cornerRadius", "minimumScale", "font", "textCase", "mirroring", "colors",
  ]

  /// Loads a segmented geometry from a JSON file (schema version 1).
  ///
  /// `basedOn` names a preset (`standard` by default) for the keys left out; the font is written as
  /// in a switch's geometry file; `colors` may set `background`, `border` and `divider`.
  ///
  /// - Throws: ``GeometryError`` naming the file and the field that is wrong.
  public static func load(file path: String) throws(GeometryError) -> SegmentedGeometry {
    try Geometry.decodeFile(path) { json throws(GeometryError) in try decode(json).validated() }
  }

  /// The geometry a file's JSON describes.
  static func decode(_ json: JSONValue) throws(GeometryError) -> SegmentedGeometry {
    let table = try GeometryFileV1.object(json, keys: fileKeys)
    let fail = table.fail
    var geometry = SegmentedGeometry.standard
    if let base = table["basedOn"] {
      guard case .string(let baseName) = base else {
        throw fail("basedOn", "must be a segmented preset name")
      }
      guard let preset = preset(named: baseName) else {
        throw fail(
          "basedOn",
          "\"\(LocaleError.printable(baseName))\" is no segmented preset (the presets are "
            + presets.map(\.name).joined(separator: ", ") + ")")
      }
      geometry = preset
    }
    geometry.name = table.name
    geometry.summary = "custom segmented geometry"
    if case .string(let summary)? = table["summary"] { geometry.summary = summary }
    let numbers: [(String, WritableKeyPath<SegmentedGeometry, Double>)] = [
      ("height", \.height), ("segmentPadding", \.segmentPadding),
      ("verticalPadding", \.verticalPadding), ("dividerWidth", \.dividerWidth),
      ("cornerRadius", \.cornerRadius), ("minimumScale", \.minimumScale),
    ]
    for (key, path) in numbers {
      guard let value = table[key] else { continue }
      guard case .number(let number) = value, number <= Geometry.maximumLength else {
        throw fail(key, "must be a number of at most \(Int(Geometry.maximumLength))")
      }
      geometry[keyPath: path] = number
    }
    if let value = table["font"] { geometry.font = try GeometryFileV1.font(value, in: table) }
    geometry.textCase = try table.choice("textCase") ?? geometry.textCase
    geometry.mirroring = try table.choice("mirroring") ?? geometry.mirroring
    if let value = table["colors"] {
      guard case .object(let colors) = value else { throw fail("colors", "must be an object") }
      for (key, color) in colors {
        guard case .string(let text) = color, let parsed = try? StyleColor(hex: text) else {
          throw fail("colors.\(LocaleError.printable(key))", "must be a colour such as #RRGGBB")
        }
        switch key {
        case "background": geometry.background = parsed
        case "border": geometry.border = parsed
        case "divider": geometry.divider = parsed
        default:
          throw fail(
            "colors.\(LocaleError.printable(key))",
            "unknown colour (the colours are background, border, divider)")
        }
      }
    }
    return geometry
  }
}
