// What an app needs of a resolution: the states' drawings, the scale, the rung, the mirroring.

/// A decision the export files write, with its comment: the rung and the scale.
protocol SummarizedDecision: Hashable {
  /// `rung, scale …` for comments.
  var summary: String { get }
}

/// The part of a ``Resolution`` an app draws with; the exports store equal decisions once.
struct ExportDecision: Hashable, Sendable, SummarizedDecision {
  /// One state's drawing and spoken text.
  struct State: Hashable, Sendable {
    /// The text drawn (cased), or nil when an image is drawn.
    let text: String?
    /// The image drawn, or nil when text is drawn.
    let image: ImageLabel?
    let spoken: String
  }

  /// The rung both states ended on.
  let rung: Rung
  /// The one font scale (1 for images).
  let scale: Double
  let on: State
  let off: State
  let mirrored: Bool
  /// Whether the locale is written right to left.
  let rightToLeft: Bool

  init(_ resolution: Resolution) {
    rung = resolution.rung
    scale = resolution.rung == .image ? 1 : resolution.scale
    on = State(resolution.states.on)
    off = State(resolution.states.off)
    mirrored = resolution.mirrored
    rightToLeft = resolution.direction == .rightToLeft
  }

  subscript(state: SwitchState) -> State { state == .on ? on : off }

  var usesImages: Bool { rung == .image }

  var summary: String {
    usesImages ? "image labels" : "\(rung.rawValue), scale \(ExportNumber.text(scale))"
  }
}

extension ExportDecision.State {
  init(_ state: StateResolution) {
    text = state.text
    image = state.image
    spoken = state.spoken
  }
}

/// The names of the keys an export writes: one set per geometry.
struct ExportKeys: Sendable {
  /// The part before each key's own name, with a geometry's part when there are several.
  let stem: String
  /// The separator between parts (`.` for Apple keys, `_` for Android resources).
  let separator: String

  /// The keys of the `geometry`th of geometries `names`: `prefix.on`, or `prefix.<geometry>.on`
  /// for several.
  init(names: [String], geometry: Int, prefix: String, separator: String) {
    self.separator = separator
    stem = names.count > 1 ? prefix + separator + Self.slug(names[geometry], separator) : prefix
  }

  /// The key of `name` (`on`, `off.spoken`…, written with this separator).
  func key(_ parts: String...) -> String {
    ([stem] + parts).joined(separator: separator)
  }

  /// A geometry name as a key part: ASCII letters and digits, lower-cased; other runs a separator.
  static func slug(_ name: String, _ separator: String) -> String {
    let runs = name.lowercased().unicodeScalars.split {
      !(("a"..."z").contains($0) || ("0"..."9").contains($0))
    }
    return runs.isEmpty
      ? "geometry" : runs.map { String(Substring($0)) }.joined(separator: separator)
  }

  /// Checks that the geometries' key parts differ (two names may slug to the same part).
  static func checkDistinct(_ export: LabelExport) throws(ExportError) {
    var seen: [String: String] = [:]
    for geometry in export.geometries {
      let slug = slug(geometry.name, "_")
      if let other = seen[slug] {
        throw .conflictingGeometryName(
          geometry.name,
          reason:
            "it gives the same key part \"\(slug)\" as geometry \"\(LocaleError.printable(other))\"; "
            + "rename one")
      }
      seen[slug] = geometry.name
    }
  }
}

extension ExportOptions {
  /// The key prefix: the options', else `fallback`; checked (and without `.` unless `dots`).
  func validKeyPrefix(or fallback: String, dots: Bool = true) throws(ExportError) -> String {
    let prefix = keyPrefix ?? fallback
    guard ExportHeader.isValidKeyPrefix(prefix), dots || !prefix.contains(".") else {
      throw .invalidKeyPrefix(prefix)
    }
    return prefix
  }
}
