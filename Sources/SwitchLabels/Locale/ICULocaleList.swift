// What is prepared from ICU's list of locales, in one pass: CLDR's parents, tags, region-only
// spellings, directions and the languages with data.

/// Everything SwitchLabels derives from the locales ICU has data for, read once (the data is ICU's
/// and never changes in a process, so it is prepared ahead, as ICU4X prepares its data): CLDR's
/// explicit parent locales (`supplementalData/parentLocales`), the parent, BCP 47 tag and direction
/// of every available locale, their region-only spellings, and the languages they cover.
///
/// The chains themselves are built by ``FallbackChain`` only.
///
/// `uloc_getParent` only truncates (es_MX → es); CLDR says es_MX's parent is es_419, en_AU's is
/// en_001, pt_AO's is pt_PT, and sr_Latn's and zh_Hant's is root.
struct ICULocaleList: Sendable {
  /// ICU's available locales (ICU identifiers, `root` included).
  let available: Set<String>
  /// child ICU id → parent ICU id ("" for root), explicit in CLDR's data.
  let explicit: [String: String]
  /// ICU id → parent ICU id, for every available locale.
  let parents: [String: String]
  /// ICU id → BCP 47 tag, for every available locale.
  let tags: [String: String]
  /// The usual way to write an ICU locale whose script follows from its region, when ICU's
  /// likely subtags agree, → that locale (`zh_HK` → `zh_Hant_HK`, `pa_PK` → `pa_Arab_PK`): such
  /// a spelling shares the locale's chain and direction.
  let regionOnlySpellings: [String: String]
  /// Whether each available locale, and each region-only spelling, is written right to left.
  let rightToLeft: [String: Bool]
  /// The languages of the available locales.
  let languages: Set<String>

  static let icu = ICULocaleList()

  private init() {
    let ids = ICU.Loc.available
    available = Set(ids)
    var explicit: [String: String] = [:]
    if let supplemental = try? ICU.ResourceBundle.openDirect("supplementalData"),
      let table = supplemental["parentLocales"]
    {
      for parent in table.children {
        guard let parentID = parent.key else { continue }
        for child in parent.children {
          guard let childID = child.string else { continue }
          explicit[childID] = parentID == "root" ? "" : parentID
        }
      }
    }
    self.explicit = explicit
    var parents: [String: String] = [:]
    var tags: [String: String] = [:]
    var rightToLeft: [String: Bool] = [:]
    var languages: Set<String> = []
    for id in ids {
      parents[id] = explicit[id] ?? Self.truncatedParent(of: id)
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
      guard parents[spelling] == nil, spellings[spelling] == nil,
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
    explicit[id] ?? parents[id] ?? Self.truncatedParent(of: id)
  }

  /// The parent by removing the last subtag; a script that is not the language's default never
  /// falls back to the bare language (it would switch scripts), so it goes to root.
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
