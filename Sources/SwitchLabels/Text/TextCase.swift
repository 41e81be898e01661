/// A case transform for label text, with the rules of the label's locale (`tr`: `i` → `İ`).
public enum TextCase: String, Sendable, Codable, Hashable, CaseIterable {
  /// The text as the catalog has it.
  case natural
  /// Upper case (ICU's full case mapping, `CaseMap::utf8ToUpper`).
  case upper
  /// Lower case (ICU's full case mapping, `CaseMap::utf8ToLower`).
  case lower
  /// Title case (`u_strToTitle`, word boundaries from ICU).
  case title

  /// `text` in this case, mapped with `locale`'s rules (unchanged when ICU fails).
  public func apply(to text: String, in locale: LocaleID) -> String {
    guard let mapping = ICU.CaseMapping(rawValue: rawValue) else { return text }
    return (try? ICU.mapCase(text, mapping, locale: locale.icuID)) ?? text
  }
}
