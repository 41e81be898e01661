// What a switch draws for on and off, and why.

/// The rung of the fit ladder a control ended on, shared by both states (DESIGN §3).
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

  /// The order of the ladder (the order of the cases).
  public static func < (lhs: Rung, rhs: Rung) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }

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

  /// Encodes `kind` (`text` or `image`) with `text` and `scale`, or `image`, and the rest.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch visual {
    case .text(let text, _):
      try container.encode("text", forKey: .kind)
      try container.encode(text, forKey: .text)
    case .image(let image):
      try container.encode("image", forKey: .kind)
      try container.encode(image, forKey: .image)
    }
    try container.encode(scale, forKey: .scale)
    try container.encode(spoken, forKey: .spoken)
    try container.encode(spokenLocale, forKey: .spokenLocale)
    try container.encode(width, forKey: .width)
    try container.encode(available, forKey: .available)
    try container.encode(inkHeight, forKey: .inkHeight)
    try container.encode(availableHeight, forKey: .availableHeight)
    try container.encode(thumbSide, forKey: .thumbSide)
    try container.encode(fonts, forKey: .fonts)
    try container.encode(missing, forKey: .missing)
    try container.encode(estimated, forKey: .estimated)
  }
}

/// A stage of a resolution's trace, in the order a resolution passes them.
public enum TraceStage: String, Hashable, Sendable, Codable, CaseIterable {
  /// The locales asked for.
  case requested
  /// The canonical tag and its likely subtags.
  case canonical
  /// What ICU knows of the language (only when it has no data for it).
  case language
  /// The CLDR fallback chain.
  case chain
  /// How the catalog was matched.
  case match
  /// The catalog that serves.
  case catalog
  /// The user's text size (only when it is not the default).
  case textSize
  /// The geometry: label box, font, minimum scale.
  case geometry
  /// A segmented control's title (segmented layouts only).
  case title
  /// A text tried on the ladder.
  case candidate
  /// A decision of the ladder.
  case decision
  /// The layout: direction and mirroring.
  case layout
}

/// One step of a resolution's trace: its stage and what happened, readable.
public struct TraceStep: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stage.
  public let stage: TraceStage
  /// What happened, readable.
  public let detail: String

  /// A step.
  public init(_ stage: TraceStage, _ detail: String) {
    self.stage = stage
    self.detail = detail
  }

  /// `stage: detail`.
  public var description: String { "\(stage.rawValue): \(detail)" }
}

/// What a switch draws for on and off in a locale and geometry, and why.
public struct Resolution: Hashable, Sendable, Codable {
  /// The schema version of the encoded form.
  public static let schemaVersion = 1

  /// The schema version this value was encoded with.
  public let schemaVersion: Int
  /// The locale asked for (the most preferred).
  public let requested: LocaleID
  /// The locale of the catalog that served (root when none did).
  public let matched: LocaleID
  /// The CLDR chain of the requested locale.
  public let chain: FallbackChain
  /// The locale's direction: its script's, else its catalog words' (the `layout` step says which).
  public let direction: LayoutDirection
  /// Whether the control is mirrored (right-to-left under the default policy).
  public let mirrored: Bool
  /// The geometry's name.
  public let geometry: String
  /// The rung both states ended on.
  public let rung: Rung
  /// The one font scale both states use (1 for images).
  public let scale: Double
  /// The track width drawn (larger than the geometry's when the control grew).
  public let trackWidth: Double
  /// The on and off states.
  public let states: States
  /// Every step of the decision.
  public let trace: [TraceStep]
  /// What ICU knows of the language, as recorded (absent in documents written before it was).
  private let recordedLanguageSupport: LanguageSupport?
  /// The user's text size, absent at the default.
  private let recordedTextSize: TextSize?
  /// True when the words are a last resort (see ``isLastResort``); absent otherwise.
  private let recordedLastResort: Bool?

  init(
    schemaVersion: Int, requested: LocaleID, matched: LocaleID, chain: FallbackChain,
    direction: LayoutDirection, mirrored: Bool, geometry: String, rung: Rung, scale: Double,
    trackWidth: Double, states: States, trace: [TraceStep], languageSupport: LanguageSupport,
    textSize: TextSize? = nil, isLastResort: Bool = false
  ) {
    self.schemaVersion = schemaVersion
    self.requested = requested
    self.matched = matched
    self.chain = chain
    self.direction = direction
    self.mirrored = mirrored
    self.geometry = geometry
    self.rung = rung
    self.scale = scale
    self.trackWidth = trackWidth
    self.states = states
    self.trace = trace
    recordedLanguageSupport = languageSupport
    recordedTextSize = textSize == .standard ? nil : textSize
    recordedLastResort = isLastResort ? true : nil
  }

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, requested, matched, chain, direction, mirrored, geometry, rung, scale
    case trackWidth, states, trace
    case recordedLanguageSupport = "languageSupport"
    case recordedTextSize = "textSize"
    case recordedLastResort = "lastResort"
  }

  /// What ICU knows of the requested locale's language (see ``LanguageSupport``).
  public var languageSupport: LanguageSupport {
    recordedLanguageSupport ?? requested.languageSupport
  }
  /// The user's text size the labels were fitted at (draw with ``Geometry/sized(for:)`` at it).
  public var textSize: TextSize { recordedTextSize ?? .standard }

  /// The two states.
  public struct States: Hashable, Sendable, Codable {
    /// The on state.
    public let on: StateResolution
    /// The off state.
    public let off: StateResolution

    /// The resolution of `state`.
    public subscript(state: SwitchState) -> StateResolution { state == .on ? on : off }
  }

  /// Whether the words are a last resort (the app's source language).
  public var isLastResort: Bool { recordedLastResort ?? false }

  /// Whether the locale's own words served it (not image labels or last-resort source words).
  public var isLocalized: Bool { !matched.isRoot && !isLastResort }
}
