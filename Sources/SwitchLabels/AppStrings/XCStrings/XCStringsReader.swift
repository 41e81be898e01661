// Xcode String Catalogs (`.xcstrings`): JSON, read from Jansson's tree.

/// Reads an Xcode String Catalog: `sourceLanguage`, and per key `localizations.<lang>` with a
/// `stringUnit {state, value}` or `variations` (by `device`, or by `plural`), by Xcode's rules.
/// - A key without a source-language localization shows the key itself.
/// - `variations.device`: the `other` device's text, the rest ``AppString/deviceValues``; plural
///   variations and substitutions (`%#@count@`) give ``AppStringState/plural``, `other` forms.
/// - `new` in the source language is translated: Xcode marks `new` a source text taken from an
///   Interface Builder file (`extracted_with_value`), and the app shows it.
/// - A key twice in one object is an error at its line (``AppJSON``): keeping one would hide the
///   other; Xcode never writes one, a merge by hand can.
enum XCStringsReader {
  struct Entry {
    let localizations: [String: Localization]
    let shouldTranslate: Bool?
    let extractionState: String?

    init(_ node: JSONNode) throws(AppStringsError) {
      localizations = try node.dictionary("localizations", Localization.init) ?? [:]
      shouldTranslate = try node.optional("shouldTranslate")?.bool()
      extractionState = try node.optional("extractionState")?.string()
    }
  }

  struct Localization {
    let stringUnit: StringUnit?
    let variations: Variations?
    /// The `%#@name@` arguments of the string unit, each with its own variations.
    let substitutions: [String: Variations?]?

    init(_ node: JSONNode) throws(AppStringsError) {
      stringUnit = try node.optional("stringUnit").map(StringUnit.init)
      variations = try node.optional("variations").map(Variations.init)
      substitutions = try node.dictionary("substitutions") { node throws(AppStringsError) in
        try node.optional("variations").map(Variations.init)
      }
    }
  }

  struct StringUnit {
    let state: String?
    let value: String

    init(_ node: JSONNode) throws(AppStringsError) {
      state = try node.optional("state")?.string()
      value = try node.required("value").string()
    }
  }

  struct Variations {
    let plural: [String: Localization]?
    let device: [String: Localization]?

    init(_ node: JSONNode) throws(AppStringsError) {
      plural = try node.dictionary("plural", Localization.init)
      device = try node.dictionary("device", Localization.init)
    }
  }

  /// The tables of one catalog: the source language's and each localization's.
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let document = try AppJSON.document(bytes, file: file, encodings: .unicode)
    let sourceLanguage = try document.root.required("sourceLanguage").string()
    let strings = try document.root.required("strings").members()
    let source = try locale(fromKey: sourceLanguage, file: file)
    let lines = StringCatalogLines(document.text)
    var expander = PluralSubstitutions(file: file, fileSize: bytes.count)
    var tables: [LocaleID: [AppString]] = [source: []]
    var localeOfKey: [String: LocaleID] = [sourceLanguage: source]
    for (key, node) in strings.sorted(by: { $0.key < $1.key }) {
      let entry = try Entry(node)
      let stale = entry.extractionState == "stale"
      let localizations = entry.localizations
      if localizations[sourceLanguage] == nil {
        let state: AppStringState =
          entry.shouldTranslate == false ? .doNotTranslate : stale ? .stale : .translated
        tables[source, default: []].append(
          AppString(key: key, value: key, state: state, file: file, line: lines.key(key)))
      }
      for language in localizations.keys.sorted() {
        guard let localization = localizations[language] else { continue }
        let locale: LocaleID
        if let known = localeOfKey[language] {
          locale = known
        } else {
          locale = try self.locale(fromKey: language, file: file)
          localeOfKey[language] = locale
        }
        guard
          var string = try self.string(
            localization, key: key, file: file, language: language, expander: &expander)
        else { continue }
        string = string.with(line: lines.localization(key: key, language: language))
        if stale { string = string.with(state: .stale) }
        if entry.shouldTranslate == false, locale == source {
          string = string.with(state: .doNotTranslate)
        } else if string.state == .new, locale == source {
          string = string.with(state: .translated)
        }
        tables[locale, default: []].append(string)
      }
    }
    return AppStringsFileContents(
      format: .stringCatalog, declaredSource: source,
      tables: tables.keys.sorted().map { locale in
        AppStringsFileContents.Table(
          locale: locale, isSource: locale == source, entries: tables[locale] ?? [])
      })
  }

  /// The locale of a `localizations` key or of `sourceLanguage`, canonicalised with ICU.
  static func locale(fromKey key: String, file: String) throws(AppStringsError) -> LocaleID {
    do {
      return try LocaleID(key)
    } catch {
      throw .unknownLocale(file: file, reason: "localization \(AppStringsError.locale(key, error))")
    }
  }

  /// One localization of a key as an entry; nil without a string unit or a variation read here.
  private static func string(
    _ localization: Localization, key: String, file: String, language: String,
    expander: inout PluralSubstitutions
  ) throws(AppStringsError) -> AppString? {
    if let unit = localization.stringUnit {
      if let forms = pluralForms(localization.substitutions) {
        let plural = try expander.expand(unit.value, forms: forms, key: key, locale: language)
        return AppString(key: key, value: plural, state: .plural, file: file)
      }
      return AppString(key: key, value: unit.value, state: state(unit.state), file: file)
    }
    guard let variations = localization.variations else { return nil }
    if let plural = variations.plural {
      let form = plural["other"] ?? plural.keys.sorted().first.flatMap { plural[$0] }
      let value = form?.stringUnit?.value ?? ""
      return AppString(key: key, value: value, state: .plural, file: file)
    }
    if let devices = variations.device {
      var values: [String: String] = [:]
      var states: [AppStringState] = []
      for (device, variant) in devices {
        guard
          let nested = try string(
            variant, key: key, file: file, language: language, expander: &expander)
        else { continue }
        values[device] = nested.value
        states.append(nested.state)
      }
      guard
        let other = values.removeValue(forKey: "other") ?? values.keys.min().flatMap({ values[$0] })
      else { return nil }
      let state = states.first(where: { !$0.isUsable || $0 == .needsReview }) ?? .translated
      return AppString(key: key, value: other, state: state, file: file, deviceValues: values)
    }
    return nil
  }

  /// The `other` form (else the first) of each plural substitution, by name; nil when none.
  private static func pluralForms(_ substitutions: [String: Variations?]?) -> [String: String]? {
    guard let substitutions else { return nil }
    var texts: [String: String] = [:]
    for (name, variations) in substitutions {
      guard let forms = variations?.plural else { continue }
      let form = forms["other"] ?? forms.keys.sorted().first.flatMap { forms[$0] }
      texts[name] = form?.stringUnit?.value ?? ""
    }
    return texts.isEmpty ? nil : texts
  }

  private static func state(_ text: String?) -> AppStringState {
    switch text {
    case "new": return .new
    case "needs_review": return .needsReview
    case "stale": return .stale
    default: return .translated
    }
  }
}
