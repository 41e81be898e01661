// The one entry type every app-strings reader produces.

/// One string of an app's localization files, as every reader produces it (grouped per locale in
/// ``AppStringsTable``s): the key, its text in one locale, its state and where it came from.
///
/// ```swift
/// let tables = try AppStringsReader().read(paths: ["MyApp/res"])
/// tables.table(for: try LocaleID("de"))?.entry("switch_on")?.value  // "AN"
/// ```
public struct AppString: Hashable, Sendable, Codable {
  /// The key as the format names it: a String Catalog or `.strings` key, Android's `name`,
  /// XLIFF's unit `id`, an ARB key, or for PO the `msgid` (`msgctxt|msgid` with a context).
  public let key: String
  /// The decoded text (escapes resolved, as the app shows it).
  public let value: String
  /// The translation state the format gives the text.
  public let state: AppStringState
  /// The file it was read from.
  public let file: String
  /// The 1-based line of the entry, where the format has lines and its parser says it.
  public let line: Int?
  /// Texts for particular devices (a String Catalog's `variations.device`, for example `iphone`,
  /// `mac`), keyed by device; ``value`` is the text for every other device.
  public let deviceValues: [String: String]
  /// The name of the string this one's text refers to, if it is a reference (Android
  /// `@android:string/name` gives `android:name`); ``value`` is the text it resolves to.
  public let reference: String?

  /// An entry.
  public init(
    key: String, value: String, state: AppStringState = .translated, file: String,
    line: Int? = nil, deviceValues: [String: String] = [:], reference: String? = nil
  ) {
    self.key = key
    self.value = value
    self.state = state
    self.file = file
    self.line = line
    self.deviceValues = deviceValues
    self.reference = reference
  }

  /// The text for `device` (a String Catalog device name such as `iphone`), else ``value``.
  public func value(forDevice device: String?) -> String {
    guard let device, let text = deviceValues[device] else { return value }
    return text
  }

  /// The table the entry belongs to (``table(ofFile:)``).
  public var table: String? { Self.table(ofFile: file) }

  /// The table of a file (`Localizable` for `de.lproj/Localizable.strings`), nil for formats with
  /// one table per app; `Bundle.localizedString(forKey:value:table:)` looks in one table only.
  public static func table(ofFile file: String) -> String? {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let lowered = name.lowercased()
    for suffix in [".strings", ".stringsdict", ".xcstrings"] where lowered.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return nil
  }

  /// `file:line`, or the file alone when the line is unknown.
  public var location: String { line.map { "\(file):\($0)" } ?? file }

  /// The same entry at another line.
  func with(line: Int?) -> AppString {
    AppString(
      key: key, value: value, state: state, file: file, line: line, deviceValues: deviceValues,
      reference: reference)
  }

  /// The same entry with another state (and, when given, another value).
  func with(value: String? = nil, state: AppStringState) -> AppString {
    AppString(
      key: key, value: value ?? self.value, state: state, file: file, line: line,
      deviceValues: deviceValues, reference: reference)
  }
}

/// The translation state of an app string, as its format records it.
public enum AppStringState: String, Hashable, Sendable, Codable, CaseIterable {
  /// Translated (String Catalog `translated`, XLIFF `translated`/`final`/`signed-off`, a PO entry
  /// that is not fuzzy, and every entry of the formats without states).
  case translated
  /// Not translated yet (String Catalog `new`, XLIFF `new`/`needs-translation`/`initial`).
  case new
  /// To be checked (`needs_review`, XLIFF `needs-review-*`, `needs-adaptation`, `needs-l10n`).
  case needsReview
  /// The key is no longer in the source code (String Catalog `stale`).
  case stale
  /// A guess that is not a translation (PO `#, fuzzy`).
  case fuzzy
  /// Not to be translated (`shouldTranslate: false`, `translatable="false"`, `translate="no"`).
  case doNotTranslate
  /// The key has plural forms (String Catalog `variations.plural`, Android `<plurals>`, PO
  /// `msgid_plural`, ICU in ARB): not a label. ``AppString/value`` is the `other` form.
  case plural
  /// An Android `@string/` reference to no string, or a loop; ``AppString/value`` is the reference.
  case brokenReference

  /// Whether the text is what the app shows as a translation (not new, fuzzy, stale or plural).
  public var isUsable: Bool {
    switch self {
    case .translated, .needsReview, .doNotTranslate: return true
    case .new, .stale, .fuzzy, .plural, .brokenReference: return false
    }
  }
}
