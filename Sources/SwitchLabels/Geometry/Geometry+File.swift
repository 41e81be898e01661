// Custom geometries from JSON files.

import FoundationEssentials

extension Geometry {
  /// The largest geometry file read.
  static let maximumFileSize = 64 * 1024

  /// Loads a geometry from a JSON file (schema version 1, keys in the README), `basedOn` naming a
  /// preset for the fields it leaves out.
  ///
  /// - Throws: ``GeometryError`` naming the file and the field that is wrong.
  public static func load(file path: String) throws(GeometryError) -> Geometry {
    try decodeFile(path) { json throws(GeometryError) in
      try GeometryFileV1.decode(json).validated()
    }
  }

  /// Reads the JSON file at `path` (≤ ``maximumFileSize`` bytes, no key twice) with `decode`.
  static func decodeFile<Decoded>(
    _ path: String, _ decode: (JSONValue) throws(GeometryError) -> Decoded
  ) throws(GeometryError) -> Decoded {
    let text: String
    do {
      text = try CatalogLoader.readText(file: path, maximumSize: maximumFileSize)
    } catch {
      throw .unreadableFile(path: path, reason: Self.reason(error))
    }
    let parsed: (value: JSONValue, duplicateKeys: [String])
    do {
      parsed = try StrictJSONReader.parse(text)
    } catch {
      throw .unreadableFile(path: path, reason: "not valid JSON: \(error)")
    }
    // A key given twice is a mistake to point at, not a value to pick silently.
    if let duplicate = parsed.duplicateKeys.first {
      throw .unreadableFile(path: path, reason: duplicate)
    }
    do {
      return try decode(parsed.value)
    } catch GeometryError.invalidValue(let name, let field, let reason) {
      throw .unreadableFile(path: path, reason: "geometry \"\(name)\": \(field): \(reason)")
    } catch {
      throw .unreadableFile(path: path, reason: error.description)
    }
  }

  static func reason(_ error: CatalogError) -> String {
    switch error {
    case .unreadable(_, let reason): return reason
    case .tooLarge(_, let bytes):
      return "\(bytes) bytes is too large for a geometry file (at most \(maximumFileSize))"
    case .invalidUTF8: return "not valid UTF-8"
    default: return error.description
    }
  }
}

/// The JSON layout of a geometry file, decoded by hand so that every error names its field.
enum GeometryFileV1 {
  static var numberFields: [(String, WritableKeyPath<Geometry, Double>)] {
    [
      ("trackWidth", \.trackWidth), ("trackHeight", \.trackHeight), ("thumbWidth", \.thumbWidth),
      ("thumbHeight", \.thumbHeight), ("thumbInset", \.thumbInset),
      ("labelPadding", \.labelPadding),
      ("labelVerticalPadding", \.labelVerticalPadding), ("besideWidth", \.besideWidth),
      ("minimumScale", \.minimumScale), ("maximumTrackWidth", \.maximumTrackWidth),
    ]
  }

  static let knownKeys: Set<String> = Set(numberFields.map(\.0)).union([
    "schemaVersion", "name", "summary", "basedOn", "placement", "font", "textCase", "mirroring",
    "colors", "fontSource", "measureUncertainty", "dynamicTypeStyle",
  ])

  /// An object of a geometry file by key (a key's later value wins), its errors naming the
  /// geometry and the field.
  struct Object {
    let table: [String: JSONValue]
    var name: String
    /// Where the object is, for the fields its choices name ("font." in the font).
    let prefix: String

    init(_ members: [(key: String, value: JSONValue)], name: String, prefix: String = "") {
      table = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
      self.name = name
      self.prefix = prefix
    }

    subscript(key: String) -> JSONValue? { table[key] }

    func fail(_ field: String, _ reason: String) -> GeometryError {
      .invalidValue(geometry: name, field: field, reason: reason)
    }

    /// The enumeration case whose raw value `key` holds (nil without the key), or an error naming
    /// the field and every value it takes.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String) throws(GeometryError)
      -> Choice? where Choice.RawValue == String
    {
      guard let value = table[key] else { return nil }
      guard case .string(let text) = value, let choice = Choice(rawValue: text) else {
        throw fail(
          prefix + key,
          "must be one of " + Choice.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return choice
    }
  }

  /// A geometry file's object, named `custom` when it has no name, once every key is one of `keys`
  /// and the schema version is 1.
  static func object(_ json: JSONValue, keys: Set<String>) throws(GeometryError) -> Object {
    guard case .object(let members) = json else {
      throw .invalidValue(geometry: "?", field: "(file)", reason: "must be a JSON object")
    }
    var file = Object(members, name: "custom")
    if case .string(let value)? = file["name"] { file.name = value }
    if let unknown = file.table.keys.filter({ !keys.contains($0) }).sorted().first {
      throw file.fail(
        LocaleError.printable(unknown),
        "unknown key (the keys are \(keys.sorted().joined(separator: ", ")))")
    }
    if let version = file["schemaVersion"], version != .number(1) {
      throw file.fail("schemaVersion", "must be 1")
    }
    return file
  }

  /// The colour of a label beside the control when the file names none (white would vanish).
  static let besideLabelColor = "#1A1A1A"

  static func decode(_ json: JSONValue) throws(GeometryError) -> Geometry {
    let table = try object(json, keys: knownKeys)
    let fail = table.fail
    var geometry: Geometry
    if let base = table["basedOn"] {
      guard case .string(let baseName) = base else {
        throw fail("basedOn", "must be a preset name")
      }
      guard let preset = Geometry.preset(named: baseName) else {
        throw .unknownPreset(baseName)
      }
      geometry = preset
    } else {
      for required in ["trackWidth", "trackHeight", "thumbWidth", "thumbHeight", "font"]
      where table[required] == nil {
        throw fail(required, "missing (or give \"basedOn\": a preset)")
      }
      geometry = Geometry.material3
      geometry.maximumTrackWidth = 0
    }
    geometry.name = table.name
    geometry.summary = "custom geometry"
    if case .string(let summary)? = table["summary"] { geometry.summary = summary }
    for (key, path) in numberFields {
      guard let value = table[key] else { continue }
      guard case .number(let number) = value else {
        throw fail(key, "must be a number, not \(value.typeName)")
      }
      geometry[keyPath: path] = number
    }
    if table["maximumTrackWidth"] == nil, table["basedOn"] == nil || table["trackWidth"] != nil {
      geometry.maximumTrackWidth = max(geometry.maximumTrackWidth, geometry.trackWidth)
    }
    let basePlacement = geometry.placement
    geometry.placement = try table.choice("placement") ?? geometry.placement
    geometry.textCase = try table.choice("textCase") ?? geometry.textCase
    geometry.mirroring = try table.choice("mirroring") ?? geometry.mirroring
    if let value = table["font"] {
      let font = try font(value, in: table)
      if font != geometry.font { geometry.fontOrigin = .chosen(font) }
      geometry.font = font
    }
    geometry.fontOrigin.kind = try table.choice("fontSource") ?? geometry.fontOrigin.kind
    if let value = table["measureUncertainty"] {
      guard case .number(let number) = value, number.isFinite, number >= 0, number <= 100 else {
        throw fail("measureUncertainty", "must be a number of px from 0 to 100")
      }
      geometry.fontOrigin.uncertainty = number
    }
    if let style: DynamicType.TextStyle = try table.choice("dynamicTypeStyle"),
      geometry.textScaling.platform != .apple(style)
    {
      geometry.textScaling.platform = .apple(style)
      geometry.textScaling.source = "Dynamic Type \(style.name), from the geometry file"
    }
    if let value = table["colors"] {
      guard case .object(let colorMembers) = value else {
        throw fail("colors", "must be an object")
      }
      for (key, color) in colorMembers {
        guard case .string(let css) = color else { throw fail("colors.\(key)", "must be a string") }
        switch key {
        case "trackOn": geometry.colors.trackOn = css
        case "trackOff": geometry.colors.trackOff = css
        case "thumb": geometry.colors.thumb = css
        case "labelOn": geometry.colors.labelOn = css
        case "labelOff": geometry.colors.labelOff = css
        default:
          throw fail(
            "colors.\(LocaleError.printable(key))",
            "unknown colour (the colours are trackOn, trackOff, thumb, labelOn, labelOff)")
        }
      }
    }
    // A label moved beside the control takes the text colour, unless the file names one.
    if geometry.placement == .beside, basePlacement != .beside {
      var named: Set<String> = []
      if case .object(let colorMembers)? = table["colors"] { named = Set(colorMembers.map(\.key)) }
      if !named.contains("labelOn") { geometry.colors.labelOn = besideLabelColor }
      if !named.contains("labelOff") { geometry.colors.labelOff = besideLabelColor }
    }
    return geometry
  }

  /// The font object `value` of the file `file`.
  static func font(_ value: JSONValue, in file: Object) throws(GeometryError) -> FontSpec {
    guard case .object(let members) = value else { throw file.fail("font", "must be an object") }
    let table = Object(members, name: file.name, prefix: "font.")
    let fail = table.fail
    guard case .number(let size)? = table["size"] else {
      throw fail("font.size", "must be a number")
    }
    var weight = 400
    if let value = table["weight"] {
      guard case .number(let number) = value, number >= 1, number <= 1000 else {
        throw fail("font.weight", "must be a number from 1 to 1000")
      }
      weight = Int(number.rounded())
    }
    var letterSpacing = 0.0
    if let value = table["letterSpacing"] {
      guard case .number(let number) = value, number.isFinite, abs(number) <= 1 else {
        throw fail("font.letterSpacing", "must be a number of em from -1 to 1")
      }
      letterSpacing = number
    }
    let sizeRounding = try table.choice("sizeRounding") ?? FontSpec.SizeRounding.none
    let rounding: RoundingPolicy? = try table.choice("rounding")
    let plain = try plainFont(table, size: size, weight: weight)
    return plain.with(letterSpacing: letterSpacing, sizeRounding: sizeRounding, rounding: rounding)
  }

  private static func plainFont(_ table: Object, size: Double, weight: Int) throws(GeometryError)
    -> FontSpec
  {
    switch (table["family"], table["file"]) {
    case (.string(let family)?, nil):
      return FontSpec(family: family, size: size, weight: weight)
    case (nil, .string(let file)?):
      var index = 0
      if let value = table["faceIndex"] {
        guard case .number(let number) = value, number >= 0, number <= 0xFFFF,
          number == number.rounded()
        else { throw table.fail("font.faceIndex", "must be a whole number from 0 to 65535") }
        index = Int(number)
      }
      return FontSpec(path: file, faceIndex: index, size: size, weight: weight)
    default:
      throw table.fail("font", "needs either \"family\" or \"file\" (a string)")
    }
  }
}
