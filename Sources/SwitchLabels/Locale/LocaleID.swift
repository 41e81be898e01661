// The library's own locale identity: ICU-canonical BCP 47, independent of Foundation.

internal import CICUShim
import FoundationEssentials

/// A locale, identified by its canonical BCP 47 tag as ICU computes it.
///
/// Accepts BCP 47 tags, POSIX and ICU identifiers and legacy codes, in any case and mix of `-` and
/// `_`, canonicalised with CLDR's alias data:
///
/// ```swift
/// try LocaleID("de_DE.UTF-8@euro").tag  // "de-DE"
/// try LocaleID("sh").tag                // "sr-Latn"
/// ```
///
/// Every well-formed identifier is accepted, whether or not ICU has data for its language
/// (``languageSupport``); only an ill-formed one throws a ``LocaleError`` naming it. Unicode
/// extensions survive (`-u-nu-` selects the digits of `formatted(_:)`).
public struct LocaleID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The canonical BCP 47 tag, for example `zh-Hant-HK`; `root` for the root locale.
  public let tag: String

  /// ICU's identifier for this locale, for example `de_CH@numbers=latn` ("" for root).
  let icuID: String

  /// The longest identifier accepted (ICU's `ULOC_FULLNAME_CAPACITY`).
  public static let maximumLength = 157

  /// The root locale: no language, the end of every fallback chain.
  public static let root = LocaleID(uncheckedTag: "root")

  init(uncheckedTag tag: String) {
    self.tag = tag
    icuID =
      tag == "root" ? "" : (try? ICU.Loc.identifier(forTag: tag)) ?? tag.replacing("-", with: "_")
  }

  /// A locale whose tag and ICU identifier both came from ICU.
  init(tag: String, icuID: String) {
    self.tag = tag
    self.icuID = icuID
  }

  /// Parses and canonicalises a BCP 47 tag, an ICU or POSIX locale identifier, or `root`.
  ///
  /// - Throws: ``LocaleError`` naming the identifier and what is wrong with it.
  public init(_ identifier: String) throws(LocaleError) {
    (tag, icuID) = try Self.canonical(identifier)
  }

  /// The locale of a `Locale`, via its identifier.
  ///
  /// With FoundationEssentials alone `Locale(identifier:)` forgets the identifier: pass the string.
  ///
  /// - Throws: ``LocaleError`` when the `Locale`'s identifier is not a usable locale.
  public init(_ locale: Locale) throws(LocaleError) {
    try self.init(locale.identifier)
  }

  /// The canonical tag.
  public var description: String { tag }

  /// Orders locales by tag.
  public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.tag < rhs.tag }

  /// Whether this is the root locale.
  public var isRoot: Bool { tag == "root" }

  /// The ICU identifier without keywords (`de_CH@numbers=latn` → `de_CH`).
  var baseID: String {
    icuID.utf8.contains(UInt8(ascii: "@")) ? ICU.Loc.baseName(icuID) : icuID
  }

  /// Two locales are equal when their canonical tags are.
  public static func == (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.tag == rhs.tag }

  /// Hashes the canonical tag (ASCII, so the standard library hashes its bytes as they are).
  public func hash(into hasher: inout Hasher) { hasher.combine(tag) }

  /// The language subtag, for example `zh`; empty for root.
  public var language: String { ICU.Loc.language(icuID) }

  /// The script subtag if the tag has one, for example `Hant`.
  public var script: String? { Self.nonEmpty(ICU.Loc.script(icuID)) }

  /// The region subtag if the tag has one, for example `HK` or `419`.
  public var region: String? { Self.nonEmpty(ICU.Loc.region(icuID)) }

  /// The variant subtags if any, for example `VALENCIA`.
  public var variant: String? { Self.nonEmpty(ICU.Loc.variant(icuID)) }

  /// The numbering system requested with `-u-nu-`, for example `deva`, if any.
  public var numberingSystem: String? { ICU.Loc.keywordValue(icuID, "numbers") }

  /// The locale without its extensions (`de-CH-u-nu-latn` → `de-CH`).
  public var base: LocaleID {
    // Extensions are ICU keywords, after "@": without one, the locale is its own base.
    if isRoot || !icuID.utf8.contains(UInt8(ascii: "@")) { return self }
    let baseID = ICU.Loc.baseName(icuID)
    return LocaleID(uncheckedTag: (try? ICU.Loc.tag(forIdentifier: baseID)) ?? tag)
  }

  /// The locale with likely subtags added (`zh-HK` → `zh-Hant-HK`), if ICU has the data.
  public var maximized: LocaleID { transformed(by: ICU.Loc.addLikelySubtags) }

  /// The script of the maximized locale (`zh-HK` → `Hant`), or nil when ICU cannot tell.
  var likelyScript: String? {
    guard !isRoot, let maxID = try? ICU.Loc.addLikelySubtags(icuID) else { return nil }
    return Self.nonEmpty(ICU.Loc.script(maxID))
  }

  /// The locale with likely subtags removed (`zh-Hant-TW` → `zh-TW`, `sr-Cyrl-RS` → `sr`).
  public var minimized: LocaleID { transformed(by: ICU.Loc.minimizeSubtags) }

  /// The locale of `transform`'s identifier for this one's; this one if root or if ICU fails.
  private func transformed(by transform: (String) throws(ICU.Error) -> String) -> LocaleID {
    guard !isRoot, let id = try? transform(icuID), let tag = try? ICU.Loc.tag(forIdentifier: id)
    else { return self }
    return LocaleID(tag: tag, icuID: id)
  }

  /// The direction of the locale's script (`uloc_isRightToLeft`), else left to right; see
  /// ``Resolution/direction``.
  public var direction: LayoutDirection { LocaleDirection(of: self, words: nil).direction }

  /// The name of this locale in `displayLocale`'s language, or nil when ICU has none.
  public func displayName(in displayLocale: LocaleID = .english) -> String? {
    if isRoot { return "Root" }
    return ICU.Loc.displayName(icuID, in: displayLocale.icuID)
  }

  /// The name of this locale in its own language, for example "中文（繁體字，中國香港特別行政區）".
  public var nativeDisplayName: String? { displayName(in: self) }

  /// English, the display language of diagnostics.
  public static let english = LocaleID(uncheckedTag: "en")

  /// Every locale ICU has data for (`uloc_getAvailable`), sorted by tag.
  public static let icuAvailable: [LocaleID] = ICU.Loc.available.compactMap { id in
    (try? ICU.Loc.tag(forIdentifier: id)).map { LocaleID(tag: $0, icuID: id) }
  }.sorted()

  /// The version of the ICU library in use, for example "72.1".
  public static var icuVersion: String { ICU.version }

  private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}

extension LocaleID: Codable {
  /// Decodes a tag and canonicalises it; a malformed tag is a decoding error naming it.
  public init(from decoder: any Decoder) throws {
    try self.init(decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the canonical tag.
  public func encode(to encoder: any Encoder) throws { try tag.encode(to: encoder) }
}

/// The direction text and controls are laid out in.
public enum LayoutDirection: String, Sendable, Codable, Hashable, CaseIterable {
  /// Left to right (`ltr`).
  case leftToRight = "ltr"
  /// Right to left (`rtl`): Arabic, Hebrew, Persian, Urdu…
  case rightToLeft = "rtl"
}
