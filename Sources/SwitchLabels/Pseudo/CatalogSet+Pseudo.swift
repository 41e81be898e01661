// The pseudo-locales' catalogs of a catalog set, made from its source language's words.

extension CatalogSet {
  /// The catalog of every ``PseudoLocale``, from the words of `source`'s chain; none without them.
  static func pseudoCatalogs(
    from table: [LocaleID: LabelCatalog], source: LocaleID, name: String
  ) -> [LocaleID: LabelCatalog] {
    let sourceCatalog =
      table[source]
      ?? FallbackChain(source).dropLast().lazy.compactMap { table[$0] }.first
    guard let sourceCatalog, !sourceCatalog.on.texts.isEmpty, !sourceCatalog.off.texts.isEmpty
    else { return [:] }
    var catalogs: [LocaleID: LabelCatalog] = [:]
    for pseudo in PseudoLocale.allCases {
      catalogs[pseudo.locale] = sourceCatalog.pseudo(pseudo, setName: name)
    }
    return catalogs
  }
}

extension LabelCatalog {
  /// This catalog's words made into `pseudo`'s, texts and spoken text, the provenance saying how.
  func pseudo(_ pseudo: PseudoLocale, setName: String) -> LabelCatalog {
    func labels(_ state: StateLabels) -> StateLabels {
      StateLabels(
        texts: state.texts.map(pseudo.text(for:)), spoken: pseudo.spokenText(for: state.spoken))
    }
    return LabelCatalog(
      locale: pseudo.locale, on: labels(on), off: labels(off),
      provenance: Provenance(
        basis: "pseudo-locale \(pseudo): the words of \(locale) (\(setName)), \(pseudo.method)"
          + (provenance.basis.hasPrefix("app strings") ? "; from \(provenance.basis)" : "")))
  }
}
