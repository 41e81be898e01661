// One locale's strings, as read from one or more files.

/// The strings of one locale of an app, in file order, and whether it is the source language.
public struct AppStringsTable: Hashable, Sendable {
  /// The locale, canonical (ICU).
  public let locale: LocaleID
  /// Whether this is the app's source (development) language: Xcode's `sourceLanguage` and
  /// `Base.lproj`, Android's `values/`, XLIFF's `<source>`, PO's `msgid`s.
  public let isSource: Bool
  /// The entries, in file order; a key may appear more than once when several files define it.
  public private(set) var entries: [AppString]
  /// The formats the entries came from.
  public private(set) var formats: Set<AppStringsFormat>
  /// The positions of each key's entries, in order (so a function of ``entries``: the synthesised
  /// `==` and `hash(into:)` compare and hash the same as without it).
  private var index: [String: [Int]]

  /// A table of `entries` for `locale`.
  public init(
    locale: LocaleID, isSource: Bool, format: AppStringsFormat, entries: [AppString] = []
  ) {
    self.init(locale: locale, isSource: isSource, format: format, entries: entries, index: nil)
  }

  /// A table of `entries` with the positions of their keys, if a reader made them.
  init(
    locale: LocaleID, isSource: Bool, format: AppStringsFormat, entries: [AppString],
    index: [String: [Int]]?
  ) {
    self.locale = locale
    self.isSource = isSource
    self.entries = entries
    self.formats = [format]
    self.index = index ?? Dictionary(grouping: entries.indices) { entries[$0].key }
  }

  mutating func append(_ entry: AppString) {
    index[entry.key, default: []].append(entries.count)
    entries.append(entry)
  }

  /// The table with each entry replaced by `transform(entry)`, which keeps its key.
  func mapEntries(_ transform: (AppString) -> AppString) -> AppStringsTable {
    var copy = self
    copy.entries = entries.map(transform)
    return copy
  }

  /// The table with only the entries `include` keeps (nil when it keeps none).
  func filtered(_ include: (AppString) -> Bool) -> AppStringsTable? {
    let kept = entries.filter(include)
    guard !kept.isEmpty else { return nil }
    guard kept.count < entries.count else { return self }
    var copy = AppStringsTable(
      locale: locale, isSource: isSource, format: formats.sorted()[0], entries: kept)
    copy.formats = formats
    return copy
  }

  /// Adds every entry of `other` (same locale) after this table's.
  mutating func merge(_ other: AppStringsTable) {
    for entry in other.entries { append(entry) }
    formats.formUnion(other.formats)
  }

  /// The first entry for `key`, if any.
  public func entry(_ key: String) -> AppString? {
    index[key]?.first.map { entries[$0] }
  }

  /// Every entry for `key` (more than one when several files define it).
  public func entries(_ key: String) -> [AppString] {
    (index[key] ?? []).map { entries[$0] }
  }

  /// The keys, in first-seen order.
  public var keys: [String] {
    var seen: Set<String> = []
    return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
  }

  /// Whether the table has `key`.
  public func contains(_ key: String) -> Bool { index[key] != nil }
}

/// The localization file formats an app keeps its strings in.
public enum AppStringsFormat: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// An Xcode String Catalog (`.xcstrings`, JSON).
  case stringCatalog = "xcstrings"
  /// Apple's `.strings` files in `<lang>.lproj/` folders.
  case strings
  /// Android resources: `res/values[-qualifiers]/*.xml`.
  case android
  /// XLIFF 1.2 (as Xcode exports it) or 2.0.
  case xliff
  /// A GNU gettext PO file.
  case po
  /// A Flutter Application Resource Bundle (`.arb`).
  case arb
  /// A SwitchLabels catalog (`<locale>.json`, as `import` writes it).
  case catalog

  /// Orders formats by name.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
