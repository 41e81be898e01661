// CLDR's parent-locale data, read from ICU's own supplementalData bundle.

/// CLDR's explicit parent locales (`supplementalData/parentLocales`), keyed by ICU identifier.
///
/// `uloc_getParent` only truncates (es_MX → es); CLDR says es_MX's parent is es_419, en_AU's is
/// en_001, pt_AO's is pt_PT, and sr_Latn's and zh_Hant's is root. Loaded once; immutable after.
struct ParentLocales: Sendable {
  /// child ICU id → parent ICU id ("" for root).
  let parents: [String: String]

  static let cldr = ParentLocales()

  private init() {
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
    self.parents = parents
  }

  /// The explicit CLDR parent of `id` (an ICU base name), "" for root, or nil when CLDR gives none.
  func explicitParent(of id: String) -> String? { parents[id] }
}
