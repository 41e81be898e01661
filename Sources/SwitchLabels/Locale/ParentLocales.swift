// CLDR's parent-locale data, read from ICU's own supplementalData bundle, and the parent of every
// locale ICU has data for, worked out once.

/// CLDR's explicit parent locales (`supplementalData/parentLocales`), keyed by ICU identifier,
/// and the parent and BCP 47 tag of every locale ICU has data for, computed once (the data is
/// ICU's and never changes in a process, so it is prepared ahead, as ICU4X prepares its data).
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
  /// For each locale ICU has data for (and the region-only spellings of those whose script
  /// follows from the region), keyed by ICU base name: its CLDR chain and direction.
  let prepared: [String: Prepared]

  /// What is known of a locale ICU has data for without asking ICU again.
  struct Prepared: Sendable {
    /// The CLDR chain, the locale first, root last.
    let chain: [LocaleID]
    /// Whether its script is written right to left (`uloc_isRightToLeft`).
    let rightToLeft: Bool
  }

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
    // Every chain from an ICU locale, built once from the parents: most lookups start at one.
    var chains: [String: [LocaleID]] = [:]
    func chain(from id: String, depth: Int) -> [LocaleID] {
      if let known = chains[id] { return known }
      let parent = explicit[id] ?? parents[id] ?? Self.truncatedParent(of: id)
      let locale = LocaleID(tag: tags[id] ?? id, icuID: id)
      let rest =
        parent.isEmpty || parent == id || depth > 16
        ? [LocaleID.root] : chain(from: parent, depth: depth + 1)
      let result = [locale] + rest
      chains[id] = result
      return result
    }
    var rightToLeft: [String: Bool] = [:]
    for id in ICU.Loc.available where !id.isEmpty && id != "root" {
      _ = chain(from: id, depth: 0)
      rightToLeft[id] = ICU.Loc.isRightToLeft(id)
    }
    // The usual way to write a locale whose script follows from its region (zh_HK for
    // zh_Hant_HK, pa_PK for pa_Arab_PK) starts at the same chain, when ICU's likely subtags say
    // so: prepared here too, so those identifiers need no likely-subtags call per lookup.
    for id in ICU.Loc.available {
      let script = ICU.Loc.script(id)
      let region = ICU.Loc.region(id)
      guard !script.isEmpty, !region.isEmpty, ICU.Loc.variant(id).isEmpty else { continue }
      let alias = Self.compose(ICU.Loc.language(id), "", region, "")
      guard chains[alias] == nil, let known = chains[id],
        let maximized = try? ICU.Loc.addLikelySubtags(alias), ICU.Loc.script(maximized) == script
      else { continue }
      chains[alias] = known
      rightToLeft[alias] = rightToLeft[id]
    }
    var prepared: [String: Prepared] = [:]
    for (id, chain) in chains {
      prepared[id] = Prepared(chain: chain, rightToLeft: rightToLeft[id] ?? false)
    }
    self.prepared = prepared
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
