// CLDR's parent-locale data, read from ICU's own supplementalData bundle, and the parent of every
// locale ICU has data for, worked out once.

/// CLDR's explicit parent locales (`supplementalData/parentLocales`), keyed by ICU identifier, and
/// the parent and BCP 47 tag of every locale ICU has data for, read once (the data is ICU's and
/// never changes in a process, so it is prepared ahead, as ICU4X prepares its data).
///
/// The chains themselves are built by ``FallbackChain`` only.
///
/// `uloc_getParent` only truncates (es_MX → es); CLDR says es_MX's parent is es_419, en_AU's is
/// en_001, pt_AO's is pt_PT, and sr_Latn's and zh_Hant's is root.
struct ParentLocales: Sendable {
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

  static let cldr = ParentLocales()

  private init() {
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
    for id in ICU.Loc.available {
      parents[id] = explicit[id] ?? Self.truncatedParent(of: id)
      tags[id] = try? ICU.Loc.tag(forIdentifier: id, strict: false)
    }
    self.parents = parents
    self.tags = tags
    var spellings: [String: String] = [:]
    for id in ICU.Loc.available {
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
