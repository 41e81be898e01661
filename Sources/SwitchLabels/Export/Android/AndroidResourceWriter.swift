// Android resources, the folders chosen so that Android's fallback lands on the CLDR answer.

/// Writes an export as Android resources: `values/` (for a locale no catalog serves),
/// `values-<qualifier>/` per locale that needs its own folder, and `drawable/` for image labels.
///
/// Per geometry (`<p>`: the key prefix, then the geometry's name if several): strings `<p>_on`,
/// `<p>_on_spoken`, drawables `<p>_on_image` (likewise `off`), bools `<p>_use_images`,
/// `<p>_mirrored`, the float `<p>_text_scale` (`ResourcesCompat.getFloat`) and `<p>_rung`, an
/// index into `<p>_rung_names`: only words are strings, so translators and lint see only them.
///
/// A locale gets a folder when either Android fallback would land on another decision: 7.0 (API
/// 24)+ follows the CLDR parents (es-MX → es-419 → es, never sr-Latn to sr), then the
/// language's other regions, so a language with any folder gets its bare one; earlier versions try
/// language and region, the language, then `values`, so a legacy-form locale (`es-rMX`) unlike its
/// language's folder gets its own. `b+` folders are read only by versions that know BCP 47.
enum AndroidResourceWriter {
  /// The files of `export`, sorted by path.
  static func write(_ export: LabelExport) throws(ExportError) -> [ExportFile] {
    let prefix = try export.options.validKeyPrefix(or: "switch_labels", dots: false)
    try ExportKeys.checkDistinct(export)
    let names = export.geometries.map(\.name)
    let keys = names.indices.map {
      ExportKeys(names: names, geometry: $0, prefix: prefix, separator: "_")
    }
    var root: [ExportDecision] = []
    for geometry in export.geometries.indices {
      do {
        root.append(ExportDecision(try export.rootResolution(geometry: geometry)))
      } catch {
        throw .resolve(error)
      }
    }
    let plan = plan(export, root: root)
    var images: [String: ImageLabel] = [:]
    for decisions in [root] + plan.map(\.decisions) {
      for decision in decisions {
        for state in SwitchState.allCases {
          if let image = decision[state].image { images[drawableName(image)] = image }
        }
      }
    }
    return files(
      "switch_labels.xml", header: export.header, geometryNames: names,
      root: (title: "locales no catalog serves (CLDR root)", decisions: root), folders: plan,
      drawables: images.map { ($0.key, $0.value) }
    ) { geometry, decision, isDefault in
      resources(
        keys[geometry], decision, budget: PixelBudget(export.geometries[geometry]), isDefault)
    }
  }

  /// A folder to write (or a locale that may get one): its qualifier, the locale it is written
  /// for, the decisions per geometry, the locale's CLDR chain and its number of subtags.
  struct Folder<Decisions: Equatable> {
    let qualifier: AndroidQualifier
    let locale: LocaleID
    let decisions: Decisions
    let chain: [LocaleID]
    let depth: Int
  }

  /// The folders Android needs to land on every locale's decision (see the type's discussion).
  static func plan(_ export: LabelExport, root: [ExportDecision]) -> [Folder<[ExportDecision]>] {
    plan(
      locales: export.locales, root: root,
      decisions: { index in
        export.geometries.indices.map {
          ExportDecision(export.resolution(locale: index, geometry: $0))
        }
      },
      chain: { export.resolution(locale: $0, geometry: 0).chain.locales })
  }

  /// The folders Android needs to land on each locale's decision, from `values/`'s and the chains.
  static func plan<Decisions: Equatable>(
    locales: [LocaleID], root: Decisions, decisions: (Int) -> Decisions,
    chain: (Int) -> [LocaleID]
  ) -> [Folder<Decisions>] {
    var candidates: [Folder<Decisions>] = []
    var seen: Set<String> = []
    for (index, locale) in locales.enumerated() {
      guard let qualifier = AndroidQualifier(locale), seen.insert(qualifier.name).inserted
      else { continue }
      candidates.append(
        Folder(
          qualifier: qualifier, locale: locale, decisions: decisions(index), chain: chain(index),
          depth: locale.tag.split(separator: "-").count))
    }
    // Parents before children: a child is compared with the folders written for its parents.
    candidates.sort { ($0.depth, $0.locale.tag) < ($1.depth, $1.locale.tag) }
    var written: [LocaleID: Decisions] = [:]
    var byLanguageFolder: [String: Decisions] = [:]
    var chosen: [Folder<Decisions>] = []
    for candidate in candidates {
      // Android 7.0+: the nearest CLDR ancestor with a folder, else values.
      let ancestor = candidate.chain.dropFirst().first { written[$0] != nil }
      let newer = ancestor.flatMap { written[$0] } ?? root
      // Before 7.0: the language's folder, else values (for the legacy form only).
      let older =
        candidate.qualifier.isLegacy
        ? byLanguageFolder[candidate.qualifier.language] ?? root : candidate.decisions
      if candidate.decisions != newer || candidate.decisions != older {
        chosen.append(candidate)
        written[candidate.locale] = candidate.decisions
        if candidate.qualifier.name == candidate.qualifier.language {
          byLanguageFolder[candidate.qualifier.language] = candidate.decisions
        }
      }
    }
    // A language with any folder gets its bare one: 7.0+ tries its other regions before `values`.
    let languages = Set(chosen.map(\.qualifier.language))
    for candidate in candidates
    where candidate.qualifier.name == candidate.qualifier.language
      && languages.contains(candidate.qualifier.language) && written[candidate.locale] == nil
    {
      chosen.append(candidate)
      written[candidate.locale] = candidate.decisions
    }
    return chosen.sorted { $0.qualifier.name < $1.qualifier.name }
  }

  /// The `values/` file (`root`), each folder's and the drawables, sorted by path: per geometry,
  /// a comment naming it and its decision, then its `resources`.
  static func files<Decision: SummarizedDecision>(
    _ fileName: String, header: [String], geometryNames: [String],
    root: (title: String, decisions: [Decision]), folders: [Folder<[Decision]>],
    drawables: [(String, ImageLabel)],
    resources: (_ geometry: Int, Decision, _ isDefault: Bool) -> String
  ) -> [ExportFile] {
    let prolog =
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!--\n" + header.map { "  \($0)\n" }.joined()
    let pages: [(String, String, [Decision])] =
      [("values", root.title, root.decisions)]
      + folders.map { ("values-\($0.qualifier.name)", $0.locale.tag, $0.decisions) }
    var files: [ExportFile] = []
    for (folder, title, decisions) in pages {
      var text = prolog + "-->\n<resources>\n"
      for (geometry, decision) in decisions.enumerated() {
        text +=
          "    <!-- \(ExportHeader.commentSafe("\(title) × \(geometryNames[geometry])")): "
          + "\(decision.summary) -->\n"
        text += resources(geometry, decision, folder == "values")
      }
      files.append(ExportFile(path: "\(folder)/\(fileName)", contents: text + "</resources>\n"))
    }
    for (name, image) in drawables {
      files.append(
        ExportFile(path: "drawable/\(name).xml", contents: vectorDrawable(image, prolog: prolog)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// One geometry's resources; `values/`'s also carry the rung names and the pixel budgets.
  private static func resources(
    _ key: ExportKeys, _ decision: ExportDecision, budget: PixelBudget, _ isDefault: Bool
  ) -> String {
    var text = ""
    for state in SwitchState.allCases {
      let value = decision[state]
      if isDefault {
        text +=
          "    <!-- The text to draw for the \(state) state; drawn at full size when it is "
          + "\(budget.comment). Empty when image labels are drawn. -->\n"
      }
      text += string(key.key(state.rawValue), value.text ?? "")
      text += string(key.key(state.rawValue, "spoken"), value.spoken)
      let drawable = value.image.map { "@drawable/\(drawableName($0))" } ?? "@null"
      text +=
        "    <item name=\"\(key.key(state.rawValue, "image"))\" type=\"drawable\">"
        + "\(drawable)</item>\n"
    }
    text += "    <bool name=\"\(key.key("use", "images"))\">\(decision.usesImages)</bool>\n"
    text += "    <bool name=\"\(key.key("mirrored"))\">\(decision.mirrored)</bool>\n"
    text +=
      "    <item name=\"\(key.key("text", "scale"))\" format=\"float\" type=\"dimen\">"
      + "\(ExportNumber.text(decision.scale))</item>\n"
    return text
      + rung(key.key("rung"), Rung.allCases.firstIndex(of: decision.rung) ?? 0, isDefault)
  }

  /// The rung as data: an index into the rung names only `values/` holds (lint's Untranslatable
  /// check warns about a translatable="false" string in a locale's folder).
  static func rung(_ name: String, _ index: Int, _ isDefault: Bool) -> String {
    var text = "    <integer name=\"\(name)\">\(index)</integer>\n"
    guard isDefault else { return text }
    text += "    <string-array name=\"\(name)_names\" translatable=\"false\">\n"
    for rung in Rung.allCases { text += "        <item>\(rung.rawValue)</item>\n" }
    return text + "    </string-array>\n"
  }

  static func string(_ name: String, _ value: String) -> String {
    let formatted = value.contains("%") ? " formatted=\"false\"" : ""
    return "    <string name=\"\(name)\"\(formatted)>\(AndroidEscaper.escape(value))</string>\n"
  }

  /// The drawable resource name of an image label (`power-on` → `switch_labels_power_on`).
  static func drawableName(_ image: ImageLabel) -> String {
    "switch_labels_" + ExportKeys.slug(image.name, "_")
  }

  /// A vector drawable of `image`, filled white and tinted by the theme's `colorControlNormal`
  /// (the framework attribute, so it links without AppCompat), as Material's icons are.
  private static func vectorDrawable(_ image: ImageLabel, prolog: String) -> String {
    let box = image.viewBox.split(separator: " ").compactMap { Double($0) }
    let width = box.count == 4 ? ExportNumber.text(box[2]) : "16"
    let height = box.count == 4 ? ExportNumber.text(box[3]) : "16"
    return prolog + "  \(ExportHeader.commentSafe(image.symbol))\n-->\n"
      + "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"\n"
      + "    android:width=\"\(width)dp\" android:height=\"\(height)dp\"\n"
      + "    android:viewportWidth=\"\(width)\" android:viewportHeight=\"\(height)\"\n"
      + "    android:tint=\"?android:attr/colorControlNormal\"\n"
      + "    android:autoMirrored=\"false\">\n"
      + "    <path android:fillColor=\"@android:color/white\"\n"
      + "        android:fillType=\"evenOdd\"\n"
      + "        android:pathData=\"\(SafeText.xml(image.path))\" />\n</vector>\n"
  }
}
