// What a switch draws for on and off, and why.

/// The rung of the fit ladder a control ended on (DESIGN §3).
///
/// Both states always share it.
public enum Rung: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// The preferred texts fit at full size.
  case preferred
  /// Shorter variants from the catalog fit at full size.
  case shorter
  /// The texts fit at one smaller font scale (never below the geometry's minimum).
  case scaled
  /// The control grew (where the geometry allows) to fit the texts at full size.
  case grown
  /// Text truncated with an ellipsis at grapheme boundaries (only when the caller opts in).
  case truncated
  /// Locale-neutral image labels: no text fits, or no catalog serves the locale.
  case image

  /// The order of the ladder.
  public static func < (lhs: Rung, rhs: Rung) -> Bool { lhs.order < rhs.order }

  /// What the rung means, in a sentence (the reports' legends).
  public var meaning: String {
    switch self {
    case .preferred: return "The catalog's preferred words fit at full size."
    case .shorter: return "Shorter words from the catalog fit at full size."
    case .scaled:
      return "The words fit at one smaller scale, never below the geometry's minimum (×0.94 is "
        + "the scale)."
    case .grown: return "The control grew, where its geometry allows, to fit the words."
    case .truncated: return "The words were cut with an ellipsis (only when asked for)."
    case .image: return "No words fit, or no catalog serves the locale: locale-neutral images."
    }
  }

  private var order: Int {
    switch self {
    case .preferred: return 0
    case .shorter: return 1
    case .scaled: return 2
    case .grown: return 3
    case .truncated: return 4
    case .image: return 5
    }
  }

  /// Whether this rung draws text.
  public var drawsText: Bool { self != .image }
}

/// What one state draws.
public enum Visual: Hashable, Sendable {
  /// Text at a font scale.
  case text(String, scale: Double)
  /// An image label.
  case image(ImageLabel)
}

/// The resolution of one state (on or off) of a control.
public struct StateResolution: Hashable, Sendable, Codable {
  /// What is drawn.
  public let visual: Visual
  /// What a screen reader says: the full word of the serving catalog, whatever is drawn.
  public let spoken: String
  /// The locale the spoken text is in (root when no catalog serves: then it is not localised).
  public let spokenLocale: LocaleID
  /// The drawn width of the text at its scale (the image's box for image labels), in px.
  public let width: Double
  /// The room the label has, in px (after growth, if the control grew).
  public let available: Double
  /// The ink height of the text at its scale, and the room for it.
  public let inkHeight: Double
  /// The room for the ink, in px.
  public let availableHeight: Double
  /// The side of the track the thumb is on in this state.
  public let thumbSide: Side
  /// The fonts the text was measured with.
  public let fonts: [FontIdentity]
  /// Characters no font covers.
  public let missing: [String]
  /// Whether the width is an estimate (no font was shaped).
  public let estimated: Bool

  /// A side of the control.
  public enum Side: String, Hashable, Sendable, Codable {
    /// The left side.
    case left
    /// The right side.
    case right
  }

  /// The text drawn, if the visual is text.
  public var text: String? {
    if case .text(let text, _) = visual { return text }
    return nil
  }

  /// The image drawn, if the visual is an image.
  public var image: ImageLabel? {
    if case .image(let image) = visual { return image }
    return nil
  }

  /// The font scale of the text (1 for images).
  public var scale: Double {
    if case .text(_, let scale) = visual { return scale }
    return 1
  }

  /// The text wrapped in Unicode first-strong isolates, ready to embed in a line of other text.
  public var isolatedText: String? { text.map { "\u{2068}\($0)\u{2069}" } }

  /// The keys, in the order of their UTF-8 (JSON's sorted keys).
  enum CodingKeys: String, CodingKey {
    case available, availableHeight, estimated, fonts, image, inkHeight, kind, missing, scale,
      spoken, spokenLocale, text, thumbSide, width
  }

  init(
    visual: Visual, spoken: String, spokenLocale: LocaleID, width: Double, available: Double,
    inkHeight: Double, availableHeight: Double, thumbSide: Side, fonts: [FontIdentity],
    missing: [String], estimated: Bool
  ) {
    self.visual = visual
    self.spoken = spoken
    self.spokenLocale = spokenLocale
    self.width = width
    self.available = available
    self.inkHeight = inkHeight
    self.availableHeight = availableHeight
    self.thumbSide = thumbSide
    self.fonts = fonts
    self.missing = missing
    self.estimated = estimated
  }

  /// Decodes `kind` with `text` and `scale`, or `image`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .kind) {
    case "text":
      visual = .text(
        try container.decode(String.self, forKey: .text),
        scale: try container.decode(Double.self, forKey: .scale))
    case "image":
      visual = .image(try container.decode(ImageLabel.self, forKey: .image))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown kind \"\(other)\"")
    }
    spoken = try container.decode(String.self, forKey: .spoken)
    spokenLocale = try container.decode(LocaleID.self, forKey: .spokenLocale)
    width = try container.decode(Double.self, forKey: .width)
    available = try container.decode(Double.self, forKey: .available)
    inkHeight = try container.decode(Double.self, forKey: .inkHeight)
    availableHeight = try container.decode(Double.self, forKey: .availableHeight)
    thumbSide = try container.decode(Side.self, forKey: .thumbSide)
    fonts = try container.decode([FontIdentity].self, forKey: .fonts)
    missing = try container.decode([String].self, forKey: .missing)
    estimated = try container.decode(Bool.self, forKey: .estimated)
  }

  /// Encodes `kind` (`text` or `image`) with `text` or `image`, and the rest.
  ///
  /// The members are encoded in the order of their keys, the order JSON's sorted keys write
  /// them in, so `PrettyJSON` writes each where it lands instead of moving them into order.
  /// The spoken locale and the thumb's side are encoded as the strings they encode themselves
  /// as (the tag, the raw value), as the resolution's fields are (see there).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(available, forKey: .available)
    try container.encode(availableHeight, forKey: .availableHeight)
    try container.encode(estimated, forKey: .estimated)
    try container.encode(fonts, forKey: .fonts)
    if case .image(let image) = visual { try container.encode(image, forKey: .image) }
    try container.encode(inkHeight, forKey: .inkHeight)
    try container.encode(text == nil ? "image" : "text", forKey: .kind)
    try container.encode(missing, forKey: .missing)
    try container.encode(scale, forKey: .scale)
    try container.encode(spoken, forKey: .spoken)
    try container.encode(spokenLocale.tag, forKey: .spokenLocale)
    if case .text(let text, _) = visual { try container.encode(text, forKey: .text) }
    try container.encode(thumbSide.rawValue, forKey: .thumbSide)
    try container.encode(width, forKey: .width)
  }

  /// Whether `other` encodes to exactly the same JSON: every member ``encode(to:)`` writes is
  /// the same, texts byte for byte (not merely canonically equivalent) and numbers bit for bit
  /// (`-0` is not `0`), fonts and images by every member they encode.
  func hasSameJSON(as other: StateResolution) -> Bool {
    func same(_ a: String, _ b: String) -> Bool {
      var (a, b) = (a, b)
      return a.withUTF8 { a in b.withUTF8 { a.elementsEqual($0) } }
    }
    func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
    let visuals: Bool
    switch (visual, other.visual) {
    case (.text(let a, _), .text(let b, _)): visuals = same(a, b)
    case (.image(let a), .image(let b)):
      visuals =
        same(a.name, b.name) && same(a.path, b.path) && same(a.symbol, b.symbol)
        && same(a.viewBox, b.viewBox)
    default: visuals = false
    }
    return visuals && same(available, other.available)
      && same(availableHeight, other.availableHeight) && estimated == other.estimated
      && fonts.count == other.fonts.count
      && zip(fonts, other.fonts).allSatisfy { a, b in
        same(a.contentHash, b.contentHash) && a.faceIndex == b.faceIndex
          && same(a.family, b.family) && same(a.fileName, b.fileName) && same(a.style, b.style)
      }
      && same(inkHeight, other.inkHeight) && missing.count == other.missing.count
      && zip(missing, other.missing).allSatisfy(same) && same(scale, other.scale)
      && same(spoken, other.spoken) && same(spokenLocale.tag, other.spokenLocale.tag)
      && thumbSide == other.thumbSide && same(width, other.width)
  }
}

/// One step of a resolution's trace.
///
/// A step keeps what it was made from and writes its detail only when it is read, so a
/// resolution nobody inspects costs no formatting. Two steps are equal when their stages are and
/// their details read the same; a step is always equal to its copies without writing anything,
/// and hashing looks at the stage only.
public struct TraceStep: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stage: `requested`, `canonical`, `language`, `chain`, `match`, `catalog`, `textSize`, `geometry`,
  /// `candidate`, `decision`, `layout`.
  public let stage: String
  /// What writes the detail, and which of its details this is.
  private let source: any TraceSource
  private let index: Int

  /// A step with its detail written out.
  public init(_ stage: String, _ detail: String) {
    self.init(stage, source: WrittenDetail(detail), index: 0)
  }

  /// A step whose detail `detail` writes when it is read (each read writes it anew).
  init(_ stage: String, deferred detail: @escaping @Sendable () -> String) {
    self.init(stage, source: DeferredDetail(detail), index: 0)
  }

  /// A step whose detail is the `index`th that `source` writes, when read.
  init(_ stage: String, source: any TraceSource, index: Int) {
    self.stage = stage
    self.source = source
    self.index = index
  }

  /// What happened, readable.
  public var detail: String { source.traceDetail(index) }

  /// `stage: detail`.
  public var description: String { "\(stage): \(detail)" }

  /// Whether two steps have the same stage and read the same (a copy is equal without reading).
  public static func == (lhs: TraceStep, rhs: TraceStep) -> Bool {
    guard lhs.stage == rhs.stage else { return false }
    if lhs.source === rhs.source, lhs.index == rhs.index { return true }
    return lhs.detail == rhs.detail
  }

  /// Hashes the stage (equal steps have equal stages; the detail is not written for this).
  public func hash(into hasher: inout Hasher) { hasher.combine(stage) }

  /// The keys, in the order of their UTF-8 (JSON's sorted keys).
  private enum CodingKeys: String, CodingKey { case detail, stage }

  /// Decodes `{"stage": …, "detail": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .stage),
      try container.decode(String.self, forKey: .detail))
  }

  /// Encodes `{"detail": …, "stage": …}`, the detail written out (in the order of the keys:
  /// `PrettyJSON` then writes each member where it lands).
  ///
  /// A step of a source that many resolutions share (a locale's context, shared by every
  /// geometry) reads the same wherever it recurs, so `PrettyJSON` writes it once per writer and
  /// copies its bytes after (see its writer's `encodeReusing`).
  public func encode(to encoder: any Encoder) throws {
    if source.isShared, let writer = encoder as? PrettyJSON.Writer {
      try writer.encodeReusing(Fields(step: self), of: source, index: index, kind: stage)
    } else {
      try Fields(step: self).encode(to: encoder)
    }
  }

  /// The encoded form of a step: its detail, written out when encoded, and its stage.
  private struct Fields: Encodable {
    let step: TraceStep

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(step.detail, forKey: .detail)
      try container.encode(step.stage, forKey: .stage)
    }
  }
}

/// Something that keeps the values of one or more trace steps and writes their details when
/// read: the steps refer to it by index.
protocol TraceSource: AnyObject, Sendable {
  /// The detail of the step at `index`.
  func traceDetail(_ index: Int) -> String

  /// Whether many resolutions share this source's steps (each step's detail is the same
  /// wherever it is read).
  var isShared: Bool { get }
}

extension TraceSource {
  /// A source of one resolution's steps.
  var isShared: Bool { false }
}

/// A detail already written.
private final class WrittenDetail: TraceSource {
  let text: String
  init(_ text: String) { self.text = text }
  func traceDetail(_ index: Int) -> String { text }
}

/// A detail written by a closure over the step's values, when read.
private final class DeferredDetail: TraceSource {
  let write: @Sendable () -> String
  init(_ write: @escaping @Sendable () -> String) { self.write = write }
  func traceDetail(_ index: Int) -> String { write() }
}

/// What a switch draws for on and off in a locale and geometry, and why: the result of the fit
/// ladder, Codable with a versioned schema.
///
/// A value type whose fields live in one shared, immutable box, so a cached resolution is handed
/// out with a single reference-count increment.
public struct Resolution: Hashable, Sendable, Codable {
  /// The schema version of the encoded form.
  public static let schemaVersion = 1

  /// The encoded form: every field, in one Codable struct, declared (and so encoded) in the
  /// order of the keys, which is the order of JSON's sorted keys: `PrettyJSON` then writes each
  /// field where it lands instead of moving them into order.
  struct Fields: Hashable, Sendable, Codable {
    let chain: FallbackChain
    let direction: LayoutDirection
    let geometry: String
    /// What ICU knows of the requested locale's language (absent in documents written before
    /// it was recorded).
    let languageSupport: LanguageSupport?
    let matched: LocaleID
    let mirrored: Bool
    let requested: LocaleID
    let rung: Rung
    let scale: Double
    let schemaVersion: Int
    let states: States
    /// The user's text size, absent at the default.
    let textSize: TextSize?
    let trace: [TraceStep]
    let trackWidth: Double

    /// Encodes the fields in the order of their keys; a locale, a chain, a raw-value enum and a
    /// text size as the strings they encode themselves as (a locale's tag, a chain's tags, the
    /// raw value, the size's name): the same JSON, without each value's own single-value
    /// container, which cost PrettyJSON about 1,000 instructions a value (50 M of the JSON
    /// export's 2.05 G, callgrind, `--jobs 1`, with the states' two of them).
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(chain.map(\.tag), forKey: .chain)
      try container.encode(direction.rawValue, forKey: .direction)
      try container.encode(geometry, forKey: .geometry)
      try container.encodeIfPresent(languageSupport?.rawValue, forKey: .languageSupport)
      try container.encode(matched.tag, forKey: .matched)
      try container.encode(mirrored, forKey: .mirrored)
      try container.encode(requested.tag, forKey: .requested)
      try container.encode(rung.rawValue, forKey: .rung)
      try container.encode(scale, forKey: .scale)
      try container.encode(schemaVersion, forKey: .schemaVersion)
      try container.encode(states, forKey: .states)
      try container.encodeIfPresent(textSize?.name, forKey: .textSize)
      try container.encode(trace, forKey: .trace)
      try container.encode(trackWidth, forKey: .trackWidth)
    }
  }

  /// The fields, shared between copies and never mutated.
  private let storage: SharedFields<Fields>

  init(
    schemaVersion: Int, requested: LocaleID, matched: LocaleID, chain: FallbackChain,
    direction: LayoutDirection, mirrored: Bool, geometry: String, rung: Rung, scale: Double,
    trackWidth: Double, states: States, trace: [TraceStep], languageSupport: LanguageSupport,
    textSize: TextSize? = nil
  ) {
    storage = SharedFields(
      Fields(
        chain: chain, direction: direction, geometry: geometry, languageSupport: languageSupport,
        matched: matched, mirrored: mirrored, requested: requested, rung: rung, scale: scale,
        schemaVersion: schemaVersion, states: states, textSize: textSize, trace: trace,
        trackWidth: trackWidth))
  }

  /// The schema version this value was encoded with.
  public var schemaVersion: Int { storage.fields.schemaVersion }
  /// The locale asked for (the most preferred).
  public var requested: LocaleID { storage.fields.requested }
  /// The locale of the catalog that served (root when none did).
  public var matched: LocaleID { storage.fields.matched }
  /// The CLDR chain of the requested locale.
  public var chain: FallbackChain { storage.fields.chain }
  /// The locale's direction: its script's, or, when ICU knows no script for its language, the
  /// catalog's words' (left to right without a catalog); the `layout` step says which.
  public var direction: LayoutDirection { storage.fields.direction }
  /// What ICU knows of the requested locale's language: whether the chain and direction rest on
  /// ICU's data (see ``LanguageSupport``).
  public var languageSupport: LanguageSupport {
    storage.fields.languageSupport ?? requested.languageSupport
  }
  /// Whether the control is mirrored (right-to-left under the default policy).
  public var mirrored: Bool { storage.fields.mirrored }
  /// The geometry's name.
  public var geometry: String { storage.fields.geometry }
  /// The user's text size the labels were fitted at (draw with the geometry
  /// ``Geometry/sized(for:)`` this size).
  public var textSize: TextSize { storage.fields.textSize ?? .standard }
  /// The rung both states ended on.
  public var rung: Rung { storage.fields.rung }
  /// The one font scale both states use (1 for images).
  public var scale: Double { storage.fields.scale }
  /// The track width drawn (larger than the geometry's when the control grew).
  public var trackWidth: Double { storage.fields.trackWidth }
  /// The on and off states.
  public var states: States { storage.fields.states }
  /// Every step of the decision.
  ///
  /// The steps keep their values and write their details when read, so resolving costs no
  /// formatting; read the trace when you show or log it.
  public var trace: [TraceStep] { storage.fields.trace }

  /// The two states.
  public struct States: Hashable, Sendable, Codable {
    /// The on state.
    public let on: StateResolution
    /// The off state.
    public let off: StateResolution

    /// The resolution of `state`.
    public subscript(state: SwitchState) -> StateResolution { state == .on ? on : off }

    /// Encodes `off` and `on`; `PrettyJSON` writing a whole export writes equal states once and
    /// copies their bytes (its writer's `encodeSharing`).
    public func encode(to encoder: any Encoder) throws {
      if let writer = encoder as? PrettyJSON.Writer, writer.sharedStates != nil {
        try writer.encodeSharing(self)
      } else {
        try Members(states: self).encode(to: encoder)
      }
    }

    /// The states' members, `off` then `on` (the order of their keys).
    struct Members: Encodable {
      let states: States

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(states.off, forKey: .off)
        try container.encode(states.on, forKey: .on)
      }
    }
  }

  /// Whether a catalog served the locale (false: image labels and unlocalised spoken text).
  public var isLocalized: Bool { !matched.isRoot }

  /// Decodes the fields (the keys of the schema).
  public init(from decoder: any Decoder) throws {
    storage = try SharedFields(from: decoder)
  }

  /// Encodes the fields (the keys of the schema).
  public func encode(to encoder: any Encoder) throws { try storage.encode(to: encoder) }
}
