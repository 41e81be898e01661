// Geometry files written out: what `switch-labels presets --export` prints.

import FoundationEssentials

extension Geometry {
  /// The geometry as a geometry file (schema version 1), keys sorted, ending in a line break, that
  /// ``load(file:)`` reads back as is.
  ///
  /// A file cannot set ``textScaling``: `preset` (nil for none) is written as `basedOn`; without
  /// one a loaded file has material3's.
  ///
  /// - Throws: `EncodingError` for a non-finite number (never for a validated geometry).
  public func fileText(basedOn preset: String? = nil) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(GeometryFileV1.Encoding(geometry: self, basedOn: preset))
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension GeometryFileV1 {
  /// A geometry in the layout ``GeometryFileV1/decode(_:)`` reads, for `JSONEncoder`.
  struct Encoding: Encodable {
    let geometry: Geometry
    let basedOn: String?

    /// A key named by its text.
    struct Key: CodingKey {
      let stringValue: String
      init(_ text: String) { stringValue = text }
      init?(stringValue: String) { self.init(stringValue) }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var file = encoder.container(keyedBy: Key.self)
      try file.encode(1, forKey: Key("schemaVersion"))
      if let basedOn { try file.encode(basedOn, forKey: Key("basedOn")) }
      try file.encode(geometry.name, forKey: Key("name"))
      try file.encode(geometry.summary, forKey: Key("summary"))
      // Leaving the key out for a fixed track keeps a widened track fixed (no stale maximum).
      let fixed = geometry.maximumTrackWidth == geometry.trackWidth
      for (key, path) in GeometryFileV1.numberFields where !(fixed && key == "maximumTrackWidth") {
        try file.encode(geometry[keyPath: path], forKey: Key(key))
      }
      try file.encode(geometry.fontOrigin.kind.rawValue, forKey: Key("fontSource"))
      try file.encode(geometry.fontOrigin.uncertainty, forKey: Key("measureUncertainty"))
      if case .apple(let style) = geometry.textScaling.platform {
        try file.encode(style.rawValue, forKey: Key("dynamicTypeStyle"))
      }
      try file.encode(geometry.placement.rawValue, forKey: Key("placement"))
      try file.encode(geometry.textCase.rawValue, forKey: Key("textCase"))
      try file.encode(geometry.mirroring.rawValue, forKey: Key("mirroring"))
      let spec = geometry.font
      var font = file.nestedContainer(keyedBy: Key.self, forKey: Key("font"))
      switch spec.source {
      case .family(let family): try font.encode(family, forKey: Key("family"))
      case .file(let path, let faceIndex):
        try font.encode(path, forKey: Key("file"))
        try font.encode(faceIndex, forKey: Key("faceIndex"))
      }
      try font.encode(spec.size, forKey: Key("size"))
      try font.encode(spec.weight, forKey: Key("weight"))
      // The text attributes only when set, as a file leaves them out.
      let letterSpacing = spec.letterSpacing == 0 ? nil : spec.letterSpacing
      try font.encodeIfPresent(letterSpacing, forKey: Key("letterSpacing"))
      let sizeRounding = spec.sizeRounding == .none ? nil : spec.sizeRounding.rawValue
      try font.encodeIfPresent(sizeRounding, forKey: Key("sizeRounding"))
      try font.encodeIfPresent(spec.rounding?.rawValue, forKey: Key("rounding"))
      // Colors' own keys are the file's: trackOn, trackOff, thumb, labelOn, labelOff.
      try file.encode(geometry.colors, forKey: Key("colors"))
    }
  }
}
