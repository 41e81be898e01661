// One self-contained Swift source: every decision and ICU answer computed at export time.

/// Writes an export as one Swift source file that compiles with the standard library alone and
/// answers as ``LabelService`` does (the lookup: ``SwiftTableRuntime``), storing each distinct
/// decision once, a slot per distinct outcome of a locale, a key per exported locale and other
/// spelling ICU gives it (`zh-HK`) naming its slot and direction, and every language's default
/// script, for identifiers the table lacks.
enum SwiftTableWriter {
  static let defaultTypeName = "SwitchLabelsTable"

  /// Legacy language codes an OS may still hand over, resolved with ICU at export time.
  static let legacyCodes = ["iw", "in", "ji", "jw", "mo", "tl", "sh", "no", "tw", "aju", "prs"]

  /// The source of `export`'s table.
  static func write(_ export: LabelExport) throws(ExportError) -> String {
    let typeName = export.options.keyPrefix ?? defaultTypeName
    guard SwiftEscaper.isIdentifier(typeName) else { throw .invalidKeyPrefix(typeName) }
    guard !SwiftTableRuntime.usedNames.contains(typeName) else {
      throw .reservedTypeName(typeName)
    }
    try ExportKeys.checkDistinct(export)
    for geometry in export.geometries
    where SwiftTableRuntime.reservedCaseNames.contains(SwiftEscaper.caseName(geometry.name)) {
      throw .conflictingGeometryName(
        geometry.name,
        reason: "its Swift case \"\(SwiftEscaper.caseName(geometry.name))\" is a name the "
          + "generated enum needs; rename it")
    }
    let table: Table
    do {
      table = try Table(export)
    } catch {
      throw .resolve(error)
    }
    let cases = export.geometries.map { SwiftEscaper.caseName($0.name) }
    var text = export.header.map { "// \($0)\n" }.joined()
    text += "// Standard library only: compile it into the app (swiftc, Xcode) as it is.\n\n"
    text += SwiftTableRuntime.source(
      typeName: typeName, geometryCases: cases, defaultCase: cases.first ?? "geometry")
    text += table.source(export)
    text += "}\n"
    return text
  }

  /// The data of the table, computed from the export.
  struct Table {
    /// One decision, without what depends on the requested locale (direction, mirroring).
    struct Decision: Hashable {
      let rung: Rung
      let scale: Double
      let on: ExportDecision.State
      let off: ExportDecision.State
    }

    /// One outcome of a locale: its decision in every geometry and what served it.
    struct Slot: Hashable {
      let decisions: [Int]
      let localized: Bool
      let matched: String
      /// The direction of the catalog's words (which decide for a locale without a known script).
      let wordsDirection: LayoutDirection?
    }

    var decisions: [Decision] = []
    var slots: [Slot] = []
    /// Tag → slot << 2 | script decides << 1 | right-to-left.
    var keys: [(tag: String, entry: Int)] = []
    var rootSlot = 0
    var images: [ImageLabel] = []
    var aliases: [(String, String)] = []
    var defaultScripts: [String: [String]] = [:]
    var rightToLeftScripts: Set<String> = []

    private var decisionIndex: [Decision: Int] = [:]
    private var slotIndex: [Slot: Int] = [:]

    init(_ export: LabelExport) throws(ResolveError) {
      let geometries = export.geometries.indices
      rootSlot = slot(
        for: try geometries.map { geometry throws(ResolveError) in
          try export.rootResolution(geometry: geometry)
        }, catalogs: export.catalogSet)
      func resolved(_ locale: LocaleID) throws(ResolveError) -> [Resolution] {
        try geometries.map { geometry throws(ResolveError) in
          try export.resolve(locale, geometry: geometry)
        }
      }
      var seen: Set<String> = []
      for (index, locale) in export.locales.enumerated() where Self.isKey(locale.tag) {
        seen.insert(locale.tag)
        let resolutions = geometries.map { export.resolution(locale: index, geometry: $0) }
        addKey(locale, resolutions, catalogs: export.catalogSet)
      }
      let matrixIDs = Set(export.locales.map(\.icuID))
      for (spelling, id) in ICULocaleList.icu.regionOnlySpellings.sorted(by: { $0.key < $1.key }) {
        guard matrixIDs.contains(id), let tag = try? ICU.Loc.tag(forIdentifier: spelling),
          Self.isKey(tag), !seen.contains(tag), let locale = try? LocaleID(tag)
        else { continue }
        seen.insert(tag)
        addKey(locale, try resolved(locale), catalogs: export.catalogSet)
      }
      // Identifiers whose answer needs ICU beyond the subtags the lookup reads (grandfathered
      // tags, `und-` with likely subtags, a region implying another script): resolved here.
      for identifier in Self.identifiersNeedingICU() where !seen.contains(identifier) {
        guard let locale = try? LocaleID(identifier) else { continue }
        seen.insert(identifier)
        addKey(locale, try resolved(locale), catalogs: export.catalogSet, as: identifier)
      }
      keys.sort { $0.tag < $1.tag }
      // Language codes ICU replaces (iw → he, cmn → zh), as the library canonicalizes them.
      for code in Self.languageAliases() {
        guard let locale = try? LocaleID(code), locale.tag != code, locale.region == nil,
          locale.variant == nil, !locale.language.isEmpty
        else { continue }
        aliases.append((code, locale.tag))
      }
      // The default script of every language ICU knows, not only the exported ones': an
      // identifier the table lacks still gets its direction from its script.
      var languages = LanguageTables.icu.registered
      for key in keys { languages.insert(String(key.tag.prefix { $0 != "-" })) }
      for language in languages.sorted() {
        let script = ICU.Loc.defaultScript(of: language)
        guard !script.isEmpty else { continue }
        defaultScripts[script, default: []].append(language)
        if ICU.Loc.isRightToLeft("\(language)_\(script)") { rightToLeftScripts.insert(script) }
      }
    }

    /// BCP 47's grandfathered tags, `und` with each script and region ICU's locales use, and each
    /// multi-script language with each region implying another script (`az-IR` is `az-Arab-IR`).
    static func identifiersNeedingICU() -> [String] {
      var identifiers = [
        "art-lojban", "cel-gaulish", "en-GB-oed", "i-ami", "i-bnn", "i-default", "i-enochian",
        "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu",
        "no-bok", "no-nyn", "sgn-BE-FR", "sgn-BE-NL", "sgn-CH-DE", "zh-guoyu", "zh-hakka",
        "zh-min", "zh-min-nan", "zh-xiang",
      ]
      var scripts: Set<String> = []
      var regions: Set<String> = []
      var multiScript: Set<String> = []
      for id in ICU.Loc.available {
        let script = ICU.Loc.script(id)
        if !script.isEmpty {
          scripts.insert(script)
          multiScript.insert(ICU.Loc.language(id))
        }
        let region = ICU.Loc.region(id)
        if !region.isEmpty { regions.insert(region) }
      }
      identifiers += scripts.sorted().map { "und-\($0)" } + regions.sorted().map { "und-\($0)" }
      // Language codes ICU replaces with more than a language and script (swc → sw-CD).
      for code in languageAliases() {
        guard let locale = try? LocaleID(code), locale.region != nil || locale.variant != nil
        else { continue }
        identifiers.append(code)
      }
      for language in multiScript.sorted() {
        let defaultScript = ICU.Loc.defaultScript(of: language)
        for region in regions.sorted() {
          guard let likely = try? ICU.Loc.addLikelySubtags("\(language)_\(region)"),
            ICU.Loc.script(likely) != defaultScript
          else { continue }
          identifiers.append("\(language)-\(region)")
        }
      }
      return identifiers
    }

    /// The language codes ICU's alias data replaces, plus the legacy codes an OS may hand over.
    static func languageAliases() -> [String] {
      var codes = Set(SwiftTableWriter.legacyCodes)
      if let metadata = try? ICU.ResourceBundle.openDirect("metadata"),
        let aliases = metadata["alias"]?["language"]
      {
        for alias in aliases.children {
          if let key = alias.key, !key.contains("_"), (2...8).contains(key.count) {
            codes.insert(key)
          }
        }
      }
      return codes.sorted()
    }

    /// Whether `tag` can be a key: no extensions or private use (the lookup drops them).
    static func isKey(_ tag: String) -> Bool {
      !tag.split(separator: "-").contains { $0.count == 1 }
    }

    private mutating func addKey(
      _ locale: LocaleID, _ resolutions: [Resolution], catalogs: CatalogSet,
      as identifier: String? = nil
    ) {
      let slot = slot(for: resolutions, catalogs: catalogs)
      // The locale's own direction, and whether its script decided it (else the words decide).
      let own = LocaleDirection(of: locale, words: nil)
      let byScript = own.basis == .script
      let rightToLeft = own.direction == .rightToLeft
      keys.append(
        (identifier ?? locale.tag, slot << 2 | (byScript ? 2 : 0) | (rightToLeft ? 1 : 0)))
    }

    private mutating func slot(for resolutions: [Resolution], catalogs: CatalogSet) -> Int {
      var indices: [Int] = []
      for resolution in resolutions {
        let states = resolution.states
        let decision = Decision(
          rung: resolution.rung, scale: resolution.rung == .image ? 1 : resolution.scale,
          on: ExportDecision.State(states.on), off: ExportDecision.State(states.off))
        for state in [decision.on, decision.off] {
          if let image = state.image, !images.contains(image) { images.append(image) }
        }
        if let known = decisionIndex[decision] {
          indices.append(known)
        } else {
          decisionIndex[decision] = decisions.count
          indices.append(decisions.count)
          decisions.append(decision)
        }
      }
      let matched = resolutions.first?.matched ?? .root
      let words = catalogs.catalog(for: matched)?.on.texts.first.flatMap(
        LayoutDirection.ofParagraph)
      // A locale served by a last resort (an app's source language) is no match in a
      // preference list: a later preference the app has serves instead, as in the library.
      let slot = Slot(
        decisions: indices, localized: resolutions.first?.isLocalized ?? false,
        matched: matched.tag,
        wordsDirection: matched.isRoot ? nil : words)
      if let known = slotIndex[slot] { return known }
      slotIndex[slot] = slots.count
      slots.append(slot)
      return slots.count - 1
    }

    /// The data declarations, inside the type.
    func source(_ export: LabelExport) -> String {
      func quoted(_ text: String) -> String { "\"\(SwiftEscaper.escape(text))\"" }
      var text = "\n  // MARK: Data computed at export time\n\n"
      text +=
        "  private static let geometryNames: [String] = ["
        + export.geometries.map { quoted($0.name) }.joined(separator: ", ") + "]\n"
      text +=
        "  private static let mirrors: [Bool] = ["
        + export.geometries.map { "\($0.mirroring == .mirrorForRightToLeft)" }.joined(
          separator: ", ") + "]\n"
      text += "  private static let rootSlot = \(rootSlot)\n"
      text += "  private static let images: [Image] = [\n"
      for image in images {
        text +=
          "    Image(name: \(quoted(image.name)), symbol: \(quoted(image.symbol)), "
          + "viewBox: \(quoted(image.viewBox)), pathData: \(quoted(image.path))),\n"
      }
      text += "  ]\n  private static let decisions: [Decision] = [\n"
      for decision in decisions {
        let shown = [decision.on, decision.off].map { $0.text ?? $0.image?.name ?? "" }
        text +=
          "    Decision(.\(decision.rung.rawValue), \(decision.scale), "
          + "\(quoted(shown[0])), \(quoted(shown[1])), \(quoted(decision.on.spoken)), "
          + "\(quoted(decision.off.spoken))),\n"
      }
      text += "  ]\n"
      text += list("slotDecisions", "UInt16", slots.flatMap { $0.decisions.map(String.init) })
      text += list(
        "slotFlags", "UInt8",
        slots.map { slot in
          let words =
            slot.wordsDirection.map { $0 == .rightToLeft ? 4 : 2 } ?? 0
          return String((slot.localized ? 1 : 0) | words)
        })
      text += list("slotMatched", "String", slots.map { quoted($0.matched) }, access: "fileprivate")
      text += "  private static let keyCount = \(keys.count)\n"
      text += literal("keyText", keys.map { "\($0.tag):\(String($0.entry, radix: 36));" })
      // `script:language,language…;` per script, breakable after each language.
      let groups = defaultScripts.keys.sorted().flatMap { script -> [String] in
        let group = "\(script):" + (defaultScripts[script] ?? []).joined(separator: ",") + ";"
        return group.split(separator: ",", omittingEmptySubsequences: false).enumerated().map {
          $0.offset == 0 ? String($0.element) : "," + $0.element
        }
      }
      text += literal("defaultScriptText", groups)
      text +=
        "  private static let rightToLeftScripts: Set<String> = ["
        + rightToLeftScripts.sorted().map(quoted).joined(separator: ", ") + "]\n"
      text +=
        "  private static let aliases: [String: String] = ["
        + (aliases.isEmpty
          ? ":" : aliases.map { "\(quoted($0.0)): \(quoted($0.1))" }.joined(separator: ", "))
        + "]\n"
      return text
    }

    /// A multi-line string literal of `pieces`, a line broken with `\` before one that would
    /// pass 98 columns.
    private func literal(_ name: String, _ pieces: [String]) -> String {
      var text = "  private static let \(name) = \"\"\"\n"
      var line = "    "
      for piece in pieces {
        if line.count + piece.count > 98 {
          text += line + "\\\n"
          line = "    "
        }
        line += piece
      }
      return text + line + "\n    \"\"\"\n"
    }

    /// An array literal of `values`, broken before a value that would pass 99 columns.
    private func list(
      _ name: String, _ type: String, _ values: [String], access: String = "private"
    ) -> String {
      func trimmed(_ line: String) -> String {
        String(line.dropLast(line.reversed().prefix { $0 == " " }.count))
      }
      var text = "  \(access) static let \(name): [\(type)] = [\n"
      var line = "    "
      for value in values {
        let piece = value + ", "
        if line.count + piece.count > 99 {
          text += trimmed(line) + "\n"
          line = "    "
        }
        line += piece
      }
      return text + trimmed(line) + "\n  ]\n"
    }
  }
}
