/// The two states of a switch.
public enum SwitchState: String, Sendable, Codable, Hashable, CaseIterable {
  /// The switch is on.
  case on
  /// The switch is off.
  case off
}

/// The label candidates and spoken text of one state, as a catalog gives them.
public struct StateLabels: Hashable, Sendable, Codable {
  /// The texts in natural case, preferred first, each no longer than the last; empty in root.
  public let texts: [String]
  /// What a screen reader says for the state: the full word.
  public let spoken: String

  /// Labels with texts (preferred → shortest) and spoken text.
  public init(texts: [String], spoken: String) {
    self.texts = texts
    self.spoken = spoken
  }
}

/// A locale-neutral image label: a small vector symbol drawn instead of text.
public struct ImageLabel: Hashable, Sendable, Codable {
  /// A stable name an app can map to its own asset, for example `power-on`.
  public let name: String
  /// What the symbol is, for example "IEC 60417-5007 (power on: a short vertical bar)".
  public let symbol: String
  /// The SVG view box of `path`, for example `0 0 16 16`.
  public let viewBox: String
  /// SVG path data drawing the symbol in the view box.
  public let path: String

  /// An image label.
  public init(name: String, symbol: String, viewBox: String, path: String) {
    self.name = name
    self.symbol = symbol
    self.viewBox = viewBox
    self.path = path
  }
}

/// Where a catalog's words came from.
public struct Provenance: Hashable, Sendable, Codable {
  /// The sources the words were read from, one per file (empty in a version-1 file).
  public let sources: [ProvenanceSource]
  /// How the words were chosen and from what sources: the reasoning, in prose.
  public let basis: String
  /// Why the catalog differs from a reference toolkit, keyed by reference (`gtk`, `android`).
  public let references: [String: String]

  /// A provenance record.
  public init(
    basis: String, references: [String: String] = [:], sources: [ProvenanceSource] = []
  ) {
    self.sources = sources
    self.basis = basis
    self.references = references
  }

  private enum CodingKeys: String, CodingKey { case basis, references, sources }

  /// Decodes `basis`, `references` and, when present, `sources`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    basis = try container.decode(String.self, forKey: .basis)
    references = try container.decodeIfPresent([String: String].self, forKey: .references) ?? [:]
    sources = try container.decodeIfPresent([ProvenanceSource].self, forKey: .sources) ?? []
  }

  /// Encodes `basis` and `references`, and `sources` only when there are some (as version 1 was).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(basis, forKey: .basis)
    try container.encode(references, forKey: .references)
    if !sources.isEmpty { try container.encode(sources, forKey: .sources) }
  }

  /// The independent projects whose sources give both words, each once.
  public var supportingProjects: [String] {
    let followed = sources.filter { $0.differs == nil }
    let givingOn = Set(followed.filter { $0.on != nil }.map(\.project))
    return givingOn.intersection(followed.filter { $0.off != nil }.map(\.project)).sorted()
  }
}

/// One source of a catalog's words: a project's file, its keys and words (version 2).
public struct ProvenanceSource: Hashable, Sendable, Codable {
  /// The project whose translators wrote the words: one name per independent translation community
  /// (`Android` for AOSP and AndroidX, `GNOME` for GTK too, `Mozilla`, `MediaWiki` for
  /// translatewiki.net…); sources with the same project count as one.
  public let project: String
  /// The product within the project, for example `Firefox for Android` (optional).
  public let product: String?
  /// Where: `owner/repo@<40-hex commit>:path`, an `https://` address, or
  /// `debian:<package>@<version>:<path>`.
  public let `where`: String
  /// The keys (message IDs, resource names) read in the file.
  public let keys: [String]
  /// The word the source gives for on, as it writes it (case, abbreviations), if any.
  public let on: String?
  /// The word the source gives for off, as it writes it, if any.
  public let off: String?
  /// How the source uses the words (the label or summary it shows), optional.
  public let note: String?
  /// Why the catalog does not carry this source's words, when it does not.
  public let differs: String?
  /// The licence of the source's text, for example `Apache-2.0`, optional.
  public let licence: String?

  /// A source.
  public init(
    project: String, product: String? = nil, where location: String, keys: [String],
    on: String?, off: String?, note: String? = nil, differs: String? = nil, licence: String? = nil
  ) {
    self.project = project
    self.product = product
    self.where = location
    self.keys = keys
    self.on = on
    self.off = off
    self.note = note
    self.differs = differs
    self.licence = licence
  }
}

/// The on/off labels of one locale: a catalog file, loaded and checked.
///
/// ```swift
/// let catalog = CatalogSet.bundled.catalog(for: try LocaleID("pt-PT"))
/// catalog?.on.texts   // ["Ligado", "Lig."]
/// ```
public struct LabelCatalog: Hashable, Sendable, Codable {
  /// The catalog's locale; ``LocaleID/root`` for the locale-neutral image labels.
  public let locale: LocaleID
  /// The labels of the on state.
  public let on: StateLabels
  /// The labels of the off state.
  public let off: StateLabels
  /// The image labels (only the root catalog has them).
  public let images: [SwitchState: ImageLabel]?
  /// Where the words came from.
  public let provenance: Provenance
  /// Notes for translators, if any.
  public let translatorNotes: String?
  /// Whose words these are when not the locale's own; nil for its own.
  public let borrowed: BorrowedWords?

  /// Another locale's words serving a catalog's locale.
  public struct BorrowedWords: Hashable, Sendable, Codable {
    /// The locale whose words they are: what a resolution names as its match.
    public let locale: LocaleID
    /// Whether they are a last resort (source-language words), which a preference list looks past.
    public let isLastResort: Bool

    /// Borrowed words.
    public init(locale: LocaleID, isLastResort: Bool) {
      self.locale = locale
      self.isLastResort = isLastResort
    }
  }

  /// A catalog.
  public init(
    locale: LocaleID, on: StateLabels, off: StateLabels, images: [SwitchState: ImageLabel]? = nil,
    provenance: Provenance, translatorNotes: String? = nil, borrowed: BorrowedWords? = nil
  ) {
    self.locale = locale
    self.on = on
    self.off = off
    self.images = images
    self.provenance = provenance
    self.translatorNotes = translatorNotes
    self.borrowed = borrowed
  }

  /// The locale whose words these are: ``borrowed``'s, else the catalog's.
  public var wordsLocale: LocaleID { borrowed?.locale ?? locale }

  /// The labels of `state`.
  public func labels(for state: SwitchState) -> StateLabels { state == .on ? on : off }

  /// The catalog file layout `import` writes.
  public static let schemaVersion = 1
  /// The newest catalog file layout this library reads (2 adds `provenance.sources`), from 1 up.
  public static let latestSchemaVersion = 2
}

extension LabelCatalog {
  /// The image labels of a set with no root catalog: IEC 60417-5007 and -5008.
  public static let builtInRoot = LabelCatalog(
    locale: .root,
    on: StateLabels(texts: [], spoken: "On"),
    off: StateLabels(texts: [], spoken: "Off"),
    images: [.on: builtInImage(for: .on), .off: builtInImage(for: .off)],
    provenance: Provenance(basis: "Built into SwitchLabels: the IEC 60417 power symbols."))

  /// The built-in image label of `state` (the IEC 60417 power symbols).
  static func builtInImage(for state: SwitchState) -> ImageLabel {
    switch state {
    case .on:
      return ImageLabel(
        name: "power-on", symbol: "IEC 60417-5007 (power on: a short vertical bar)",
        viewBox: "0 0 16 16", path: "M7 2h2v12H7z")
    case .off:
      return ImageLabel(
        name: "power-off", symbol: "IEC 60417-5008 (power off: a circle)", viewBox: "0 0 16 16",
        path: "M8 2a6 6 0 1 0 0 12A6 6 0 1 0 8 2zm0 2a4 4 0 1 1 0 8A4 4 0 1 1 8 4z")
    }
  }
}
