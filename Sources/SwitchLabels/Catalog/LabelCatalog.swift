/// The two states of a switch.
public enum SwitchState: String, Sendable, Codable, Hashable, CaseIterable {
  /// The switch is on.
  case on
  /// The switch is off.
  case off
}

/// The label candidates and spoken text of one state, as a catalog gives them.
public struct StateLabels: Hashable, Sendable, Codable {
  /// The label texts in natural case, preferred first, each later one no longer than the one before
  /// (an accepted shorter form).
  ///
  /// Empty in the root catalog, which has only image labels.
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
  /// How the words were chosen and from what sources.
  public let basis: String
  /// Why the catalog differs from a reference toolkit, keyed by reference (`gtk`, `android`).
  public let references: [String: String]

  /// A provenance record.
  public init(basis: String, references: [String: String] = [:]) {
    self.basis = basis
    self.references = references
  }
}

/// The on/off labels of one locale: a catalog file, loaded and checked.
///
/// ```swift
/// let catalog = CatalogSet.bundled.catalog(for: try LocaleID("pt-PT"))
/// catalog?.on.texts   // ["Ligado", "Lig."]
/// catalog?.off.spoken // "Desligado"
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

  /// A catalog.
  public init(
    locale: LocaleID, on: StateLabels, off: StateLabels, images: [SwitchState: ImageLabel]? = nil,
    provenance: Provenance, translatorNotes: String? = nil
  ) {
    self.locale = locale
    self.on = on
    self.off = off
    self.images = images
    self.provenance = provenance
    self.translatorNotes = translatorNotes
  }

  /// The labels of `state`.
  public func labels(for state: SwitchState) -> StateLabels { state == .on ? on : off }

  /// The version of the catalog file layout this library reads and writes.
  public static let schemaVersion = 1
}

extension LabelCatalog {
  /// The image labels used when a catalog set has no root catalog: IEC 60417-5007 (power on, a
  /// bar) and IEC 60417-5008 (power off, a circle).
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
