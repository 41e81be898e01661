// What `switch-labels lint` checks of a catalog's structured sources (`provenance.sources`).

/// The rules of `provenance.sources` (see `Locales/SCHEMA.md`).
enum CatalogSourceRules {
  /// Names of a project named otherwise, so one community is not counted twice.
  static let projectAliases: [String: String] = [
    "aosp": "Android", "androidx": "Android", "android 15": "Android", "gtk": "GNOME",
    "gtk+": "GNOME", "firefox": "Mozilla", "firefox for android": "Mozilla", "fenix": "Mozilla",
    "focus": "Mozilla", "firefox focus": "Mozilla", "thunderbird": "Mozilla",
    "translatewiki": "MediaWiki", "translatewiki.net": "MediaWiki", "wikipedia": "MediaWiki",
    "wikipedia ios": "MediaWiki", "wikimedia": "MediaWiki", "pontoon": "Mozilla",
    "microsoft terminology": "Microsoft",
  ]

  /// The problems of the catalog's sources, each naming its key.
  static func problems(_ catalog: LabelCatalog) -> [String] {
    var problems: [String] = []
    for (index, source) in catalog.provenance.sources.enumerated() {
      let key = "provenance.sources[\(index)]"
      let project = source.project.trimmed
      if project.isEmpty {
        problems.append(
          "\(key).project is empty: name the project whose translators wrote the words")
      } else if let family = projectAliases[project.lowercased()] {
        problems.append(
          "\(key).project \"\(LocaleError.printable(source.project))\" is part of \"\(family)\": "
            + "write \"\(family)\" (and the product in \"product\")")
      }
      if !isLocation(source.where) {
        problems.append(
          "\(key).where \"\(LocaleError.printable(source.where))\" is not owner/repo@<40-hex commit>:path, "
            + "an https:// address or debian:<package>@<version>:<path>")
      }
      if source.keys.isEmpty || source.keys.contains(where: { $0.trimmed.isEmpty }) {
        problems.append("\(key).keys must name the keys read in the file (none may be empty)")
      }
      for (state, word) in [(SwitchState.on, source.on), (.off, source.off)] {
        guard let word else { continue }
        if word.trimmed.isEmpty {
          problems.append("\(key).\(state) is empty")
          continue
        }
        if source.differs == nil, !carries(catalog, word, state) {
          problems.append(
            "\(key) (\(source.project)) gives \"\(LocaleError.printable(word))\" for \(state), which "
              + "the catalog does not carry: carry it, or say why not in \"differs\"")
        }
      }
      if let differs = source.differs, differs.trimmed.isEmpty {
        problems.append("\(key).differs is empty: say why the catalog does not follow the source")
      }
    }
    return problems
  }

  /// The note for a catalog whose words fewer than two independent projects give (never for root).
  static func singleSourceNote(_ catalog: LabelCatalog) -> String? {
    guard !catalog.locale.isRoot else { return nil }
    let projects = catalog.provenance.supportingProjects
    switch projects.count {
    case 2...: return nil
    case 1:
      return "the words rest on one project (\(projects[0])); a second, independent one is wanted"
    default:
      return "no project's source gives both words; a source or a native reviewer is wanted"
    }
  }

  /// Whether the catalog carries `word` for `state` (case, NFC, spaces and a final stop aside).
  static func carries(_ catalog: LabelCatalog, _ word: String, _ state: SwitchState) -> Bool {
    let target = fold(word, catalog.locale)
    return catalog.labels(for: state).texts.contains { fold($0, catalog.locale) == target }
  }

  static func fold(_ text: String, _ locale: LocaleID) -> String {
    var folded = TextCase.lower.apply(to: text.nfc, in: locale).trimmed
    if folded.hasSuffix(".") { folded.removeLast() }
    return folded
  }

  /// Whether `text` is `owner/repo@<40 hex>:path`, `https://…` or `debian:<package>@<version>:<path>`.
  static func isLocation(_ text: String) -> Bool {
    guard !text.isEmpty, !text.contains(where: { $0.isWhitespace }) else { return false }
    if text.hasPrefix("https://") { return text.count > "https://".count + 3 }
    // Both other forms are `name@version:path`, with a non-empty path.
    let isDebian = text.hasPrefix("debian:")
    let rest = isDebian ? text.dropFirst("debian:".count) : text[...]
    guard let at = rest.firstIndex(of: "@") else { return false }
    let tail = rest[rest.index(after: at)...]
    guard let colon = tail.firstIndex(of: ":"), tail.index(after: colon) != tail.endIndex else {
      return false
    }
    let version = tail[..<colon]
    if isDebian { return !rest[..<at].isEmpty && !version.isEmpty }
    let repository = rest[..<at].split(separator: "/", omittingEmptySubsequences: false)
    return repository.count == 2 && repository.allSatisfy({ !$0.isEmpty }) && version.count == 40
      && version.allSatisfy({ $0.isHexDigit && !$0.isUppercase })
  }
}
