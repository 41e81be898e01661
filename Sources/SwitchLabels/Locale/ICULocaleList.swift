// What is prepared from ICU's list of locales, in one pass: parents, tags, spellings, directions.

/// What SwitchLabels derives from ICU's locales, read once: parents, tags, directions, languages.
///
/// CLDR's explicit parents (`supplementalData/parentLocales`) are kept as `uloc_getParent` only
/// truncates (es_MX → es) where CLDR says es_MX's parent is es_419 and sr_Latn's is root.
struct ICULocaleList: Sendable {
  /// ICU's available locales (ICU identifiers, `root` included).
  let available: Set<String>
  /// ICU id → parent ICU id ("" for root): CLDR's explicit ones, and every available locale's.
  let parents: [String: String]
  /// ICU id → BCP 47 tag, for every available locale.
  let tags: [String: String]
  /// Spellings without the script their region implies → their locale (`zh_HK` → `zh_Hant_HK`).
  let regionOnlySpellings: [String: String]
  /// Whether each available locale, and each region-only spelling, is written right to left.
  let rightToLeft: [String: Bool]
  /// The languages of the available locales.
  let languages: Set<String>

  static let icu = ICULocaleList()

  private init() {
    let ids = ICU.Loc.available
    available = Set(ids)
    var parents: [String: String] = [:]
    if let supplemental = try? ICU.ResourceBundle.openDirect("supplementalData"),
      let table = supplemental["parentLocales"]
    {
      for parent in table.children {
        guard let parentID = parent.key else { continue }
        for child in parent.children {
          guard let childID = child.string else { continue }
          parents[childID] = parentID == "root" ? "" : parentID
        }
      }
    }
    var tags: [String: String] = [:]
    var rightToLeft: [String: Bool] = [:]
    var languages: Set<String> = []
    for id in ids {
      parents[id] = parents[id] ?? Self.truncatedParent(of: id)
      tags[id] = try? ICU.Loc.tag(forIdentifier: id, strict: false)
      languages.insert(ICU.Loc.language(id))
      if !id.isEmpty, id != "root" { rightToLeft[id] = ICU.Loc.isRightToLeft(id) }
    }
    languages.remove("")
    self.parents = parents
    self.tags = tags
    self.languages = languages
    var spellings: [String: String] = [:]
    for id in ids {
      let script = ICU.Loc.script(id)
      let region = ICU.Loc.region(id)
      guard !script.isEmpty, !region.isEmpty, ICU.Loc.variant(id).isEmpty else { continue }
      let spelling = Self.compose(ICU.Loc.language(id), "", region, "")
      guard !available.contains(spelling), spellings[spelling] == nil,
        let maximized = try? ICU.Loc.addLikelySubtags(spelling), ICU.Loc.script(maximized) == script
      else { continue }
      spellings[spelling] = id
    }
    regionOnlySpellings = spellings
    for (spelling, id) in spellings { rightToLeft[spelling] = rightToLeft[id] }
    self.rightToLeft = rightToLeft
  }

  /// The CLDR parent of `id` (an ICU base name), "" for root.
  func parent(of id: String) -> String {
    parents[id] ?? Self.truncatedParent(of: id)
  }

  /// The parent without the last subtag; a non-default script goes to root, not the language.
  static func truncatedParent(of id: String) -> String {
    let language = ICU.Loc.language(id)
    let script = ICU.Loc.script(id)
    let region = ICU.Loc.region(id)
    let variant = ICU.Loc.variant(id)
    if !variant.isEmpty { return compose(language, script, region, "") }
    if !region.isEmpty { return compose(language, script, "", "") }
    if !script.isEmpty {
      return script == ICU.Loc.defaultScript(of: language) ? language : ""
    }
    return ""
  }

  /// An ICU identifier from its subtags.
  static func compose(_ language: String, _ script: String, _ region: String, _ variant: String)
    -> String
  {
    var id = language
    if !script.isEmpty { id += "_" + script }
    if !region.isEmpty || !variant.isEmpty { id += "_" + region }
    if !variant.isEmpty { id += "_" + variant }
    return id
  }
}
