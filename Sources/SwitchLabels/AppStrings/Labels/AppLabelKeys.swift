// Which keys of an app's strings hold the switch's words: given, or found among the common ones.

/// The keys of an app's strings holding a switch's words: on, off, shorter variants, spoken.
///
/// A key is the format's own: the String Catalog or `.strings` key, Android's `name`, XLIFF's
/// unit `id`, an ARB key, or PO's `msgid` (`msgctxt|msgid` with a context: `switch|ON`).
public struct AppLabelKeys: Hashable, Sendable, Codable {
  /// The key of the on state's text.
  public var on: String
  /// The key of the off state's text.
  public var off: String
  /// Keys of shorter on texts, preferred first.
  public var onShort: [String]
  /// Keys of shorter off texts, preferred first.
  public var offShort: [String]
  /// The key of the on state's spoken text (else its text is spoken).
  public var onSpoken: String?
  /// The key of the off state's spoken text (else its text is spoken).
  public var offSpoken: String?

  /// Keys for the two states, with optional shorter variants and spoken texts.
  public init(
    on: String, off: String, onShort: [String] = [], offShort: [String] = [],
    onSpoken: String? = nil, offSpoken: String? = nil
  ) {
    self.on = on
    self.off = off
    self.onShort = onShort
    self.offShort = offShort
    self.onSpoken = onSpoken
    self.offSpoken = offSpoken
  }

  /// The text keys of `state`: its key, then its shorter variants.
  public func textKeys(_ state: SwitchState) -> [String] {
    state == .on ? [on] + onShort : [off] + offShort
  }

  /// The spoken-text key of `state`, if one was given.
  public func spokenKey(_ state: SwitchState) -> String? { state == .on ? onSpoken : offSpoken }

  /// Every key, each once.
  public var all: [String] {
    var seen: Set<String> = []
    return ([on, off] + onShort + offShort + [onSpoken, offSpoken].compactMap { $0 }).filter {
      seen.insert($0).inserted
    }
  }

  /// The key pairs apps commonly use for a switch's states, in the order they are tried.
  public static let common: [(on: String, off: String)] = [
    ("On", "Off"), ("ON", "OFF"), ("on", "off"),
    ("switch_on", "switch_off"), ("capital_on", "capital_off"),
    ("switch|ON", "switch|OFF"), ("switch|On", "switch|Off"), ("switch|on", "switch|off"),
    ("state_on", "state_off"), ("toggle_on", "toggle_off"), ("switch.on", "switch.off"),
    ("switchOn", "switchOff"), ("toggleOn", "toggleOff"), ("label_on", "label_off"),
    ("common_on", "common_off"), ("accessibility_on", "accessibility_off"),
  ]

  /// The keys to use: `on` and `off` when given (each in some locale), else the one common pair
  /// the strings have, else the one pair whose source texts are "On" and "Off" (any case).
  ///
  /// - Returns: The keys and a sentence saying how they were chosen.
  /// - Throws: ``AppStringsError/keys(_:)`` when one of `on`/`off` is given alone, a given key is
  ///   in no locale, or no pair or several are found (the message lists them).
  public static func choose(
    in strings: AppStrings, on: String? = nil, off: String? = nil
  ) throws(AppStringsError) -> (keys: AppLabelKeys, reason: String) {
    switch (on, off) {
    case (let on?, let off?):
      for key in [on, off] where !strings.tables.contains(where: { $0.contains(key) }) {
        throw .keys(
          "the key \"\(AppStringsError.printable(key))\" is in no locale of "
            + "\(describe(strings))" + similar(to: key, in: strings))
      }
      return (AppLabelKeys(on: on, off: off), "keys \(on) / \(off) (given)")
    case (.some, nil), (nil, .some):
      throw .keys("give both --on-key and --off-key (or neither, to find the common keys)")
    case (nil, nil):
      break
    }
    let found = common.filter { pair in
      strings.tables.contains { $0.contains(pair.on) && $0.contains(pair.off) }
    }
    if found.count == 1, let pair = found.first {
      return (
        AppLabelKeys(on: pair.on, off: pair.off), "keys \(pair.on) / \(pair.off) (common keys)"
      )
    }
    if found.count > 1 {
      throw .keys(
        "several on/off key pairs in \(describe(strings)): "
          + found.map { "\($0.on) / \($0.off)" }.joined(separator: ", ")
          + "; choose one with --on-key and --off-key")
    }
    let source = strings.sourceTable?.entries ?? []
    func keys(saying word: String) -> [String] {
      var seen: Set<String> = []
      return source.filter { $0.value.trimmed.lowercased() == word && seen.insert($0.key).inserted }
        .map(\.key)
    }
    let onKeys = keys(saying: "on")
    let offKeys = keys(saying: "off")
    if onKeys.count == 1, offKeys.count == 1 {
      return (
        AppLabelKeys(on: onKeys[0], off: offKeys[0]),
        "keys \(onKeys[0]) / \(offKeys[0]) (their \(strings.sourceLanguage) text is On / Off)"
      )
    }
    if !onKeys.isEmpty, !offKeys.isEmpty {
      throw .keys(
        "several keys say On / Off in \(strings.sourceLanguage): on "
          + onKeys.prefix(8).map { AppStringsError.printable($0) }.joined(separator: ", ")
          + "; off "
          + offKeys.prefix(8).map { AppStringsError.printable($0) }.joined(separator: ", ")
          + "; choose with --on-key and --off-key")
    }
    throw .keys(
      "no on/off keys found in \(describe(strings)) (tried "
        + common.prefix(6).map { "\($0.on)/\($0.off)" }.joined(separator: ", ")
        + " … and source texts On/Off); give --on-key and --off-key")
  }

  private static func describe(_ strings: AppStrings) -> String {
    let files = strings.files
    guard let first = files.first else { return "the app's strings" }
    let shown = AppStringsError.printable(first)
    return files.count == 1 ? shown : "\(shown) and \(files.count - 1) more file(s)"
  }

  /// " (keys like it: …)": up to five keys containing `key` or contained in it, in any case.
  private static func similar(to key: String, in strings: AppStrings) -> String {
    let lowered = key.lowercased()
    var seen: Set<String> = []
    var found: [String] = []
    for table in strings.tables {
      for candidate in table.keys where found.count < 5 && seen.insert(candidate).inserted {
        let other = candidate.lowercased()
        if other.contains(lowered) || lowered.contains(other) && other.count > 1 {
          found.append(AppStringsError.printable(candidate))
        }
      }
    }
    return found.isEmpty ? "" : " (keys like it: \(found.joined(separator: ", ")))"
  }
}
