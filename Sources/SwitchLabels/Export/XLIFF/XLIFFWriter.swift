// XLIFF 1.2 for translators: the words of each locale, with the pixels each label may take.

/// Writes an export as XLIFF 1.2, one `<tag>.xlf` per target locale with one `<file>`, the
/// bilingual file Weblate and translate-toolkit expect; per geometry, each state's drawn text (its
/// pixel budget as `maxwidth`, `size-unit="pixel"` and `font="family;size"`, which Weblate checks
/// by rendering) and its spoken text, keyed as the String Catalog's; a target is what the locale
/// draws now (`translated`), or empty in `needs-translation` where it draws image labels or no
/// catalog serves it.
enum XLIFFWriter {
  /// The namespace of XLIFF 1.2.
  static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

  /// The files of `export`, sorted by path: `<tag>.xlf` for each locale an app can name.
  static func write(_ export: LabelExport) throws(ExportError) -> [ExportFile] {
    // The String Catalog's keys (checked there: the prefix, distinct geometry names).
    _ = try AppleStringKey.all(export)
    let names = export.geometries.map(\.name)
    let keys = names.indices.map {
      ExportKeys(
        names: names, geometry: $0, prefix: export.options.keyPrefix ?? "switch", separator: ".")
    }
    let source = try sourceDecisions(export)
    let sourceLanguage = export.options.sourceLanguage
    let header = "<!--\n" + export.header.map { "  \($0)\n" }.joined() + "-->\n"
    var files: [ExportFile] = []
    for (index, tag) in StringCatalogWriter.locales(export.locales) {
      var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + header
      text += "<xliff xmlns=\"\(namespace)\" version=\"1.2\">\n"
      text +=
        "  <file original=\"SwitchLabels\" datatype=\"plaintext\" "
        + "source-language=\"\(SafeText.xml(sourceLanguage))\" "
        + "target-language=\"\(SafeText.xml(tag))\">\n    <body>\n"
      for geometry in export.geometries.indices {
        let resolution = export.resolution(locale: index, geometry: geometry)
        text += units(
          keys: keys[geometry], decision: ExportDecision(resolution),
          localized: resolution.isLocalized, source: source[geometry],
          geometry: export.geometries[geometry])
      }
      text += "    </body>\n  </file>\n</xliff>\n"
      files.append(ExportFile(path: "\(tag).xlf", contents: text))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The source language's decision in each geometry (resolved like any locale).
  private static func sourceDecisions(_ export: LabelExport) throws(ExportError)
    -> [ExportDecision]
  {
    let language: LocaleID
    do {
      language = try LocaleID(export.options.sourceLanguage)
    } catch {
      language = .root
    }
    let index = export.locales.firstIndex(of: language)
    do {
      return try export.geometries.indices.map { geometry throws(ResolveError) -> ExportDecision in
        if let index { return ExportDecision(export.resolution(locale: index, geometry: geometry)) }
        return ExportDecision(try export.resolve(language, geometry: geometry))
      }
    } catch {
      throw .resolve(error)
    }
  }

  /// The units of one geometry: each state's drawn text (with its budget) and spoken text.
  private static func units(
    keys: ExportKeys, decision: ExportDecision, localized: Bool, source: ExportDecision,
    geometry: Geometry
  ) -> String {
    let budget = PixelBudget(geometry)
    var text = ""
    for state in SwitchState.allCases {
      // A locale no catalog serves has no words of its own yet: every target is to translate.
      let drawn = localized ? decision[state].text : nil
      let spoken = localized ? decision[state].spoken : nil
      let note: String
      if !localized {
        note =
          "The text to draw for the \(state) state of the \(geometry.name) switch. No words for "
          + "this locale yet (image labels are drawn): a word is drawn at full size when it is "
          + "\(budget.comment)."
      } else if drawn == nil {
        note =
          "The text to draw for the \(state) state of the \(geometry.name) switch. This locale "
          + "draws image labels now, as its words do not fit: a word is drawn at full size when it "
          + "is \(budget.comment)."
      } else {
        note =
          "The text to draw for the \(state) state of the \(geometry.name) switch: drawn at full "
          + "size when it is \(budget.comment) (now: \(decision.summary))."
      }
      text += unit(
        id: keys.key(state.rawValue),
        attributes: " maxwidth=\"\(budget.width)\" size-unit=\"pixel\" "
          + "font=\"\(SafeText.xml(budget.xliffFont))\"",
        source: source[state].text ?? source[state].spoken, target: drawn, note: note)
      text += unit(
        id: keys.key(state.rawValue, "spoken"), attributes: "", source: source[state].spoken,
        target: spoken,
        note: "What a screen reader says for the \(state) state (the full word), whatever is drawn."
      )
    }
    return text
  }

  /// One `<trans-unit>`; an absent target is an empty one that needs translating.
  private static func unit(
    id: String, attributes: String, source: String, target: String?, note: String
  ) -> String {
    let state = target == nil ? "needs-translation" : "translated"
    return "      <trans-unit id=\"\(SafeText.xml(id))\" resname=\"\(SafeText.xml(id))\""
      + "\(attributes) xml:space=\"preserve\">\n"
      + "        <source>\(SafeText.xmlData(source))</source>\n"
      + "        <target state=\"\(state)\">"
      + "\(SafeText.xmlData(target ?? ""))</target>\n"
      + "        <note from=\"developer\">\(SafeText.xml(note))</note>\n"
      + "      </trans-unit>\n"
  }
}
