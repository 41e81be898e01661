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
  /// The file every folder holds.
  static let fileName = "switch_labels.xml"

  /// The files of `export`, sorted by path.
  static func write(_ export: LabelExport) throws(ExportError) -> [ExportFile] {
    let prefix = export.options.keyPrefix ?? "switch_labels"
    guard ExportHeader.isValidKeyPrefix(prefix), !prefix.contains(".") else {
      throw .invalidKeyPrefix(prefix)
    }
    try ExportKeys.checkDistinct(export)
    let geometries = export.geometries.indices
    let keys = geometries.map {
      ExportKeys(export: export, geometry: $0, prefix: prefix, separator: "_")
    }
    var root: [ExportDecision] = []
    for geometry in geometries {
      do {
        root.append(ExportDecision(try export.rootResolution(geometry: geometry)))
      } catch {
        throw .resolve(error)
      }
    }
    let plan = plan(export, root: root)
    let header = export.header
    var files: [ExportFile] = [
      ExportFile(
        path: "values/\(fileName)",
        contents: document(
          header: header, title: "locales no catalog serves (CLDR root)", decisions: root,
          keys: keys, geometries: export.geometries, isDefault: true))
    ]
    for folder in plan {
      files.append(
        ExportFile(
          path: "values-\(folder.qualifier.name)/\(fileName)",
          contents: document(
            header: header, title: folder.locale.tag, decisions: folder.decisions, keys: keys,
            geometries: export.geometries, isDefault: false)))
    }
    var images: [String: ImageLabel] = [:]
    for decisions in [root] + plan.map(\.decisions) {
      for decision in decisions {
        for state in SwitchState.allCases {
          if let image = decision[state].image { images[drawableName(image)] = image }
        }
      }
    }
    for (name, image) in images {
      files.append(
        ExportFile(path: "drawable/\(name).xml", contents: vectorDrawable(image, header: header)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// A folder to write: its qualifier, the locale it is written for, the decisions per geometry.
  struct Folder<Decisions: Equatable> {
    let qualifier: AndroidQualifier
    let locale: LocaleID
    let decisions: Decisions
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

  /// A locale that may get a folder: its qualifier, decisions and CLDR chain.
  private struct Candidate<Decisions> {
    let qualifier: AndroidQualifier
    let locale: LocaleID
    let decisions: Decisions
    let chain: [LocaleID]
    let depth: Int
  }

  /// The folders Android needs to land on each locale's decision, from `values/`'s and the chains.
  static func plan<Decisions: Equatable>(
    locales: [LocaleID], root: Decisions, decisions: (Int) -> Decisions,
    chain: (Int) -> [LocaleID]
  ) -> [Folder<Decisions>] {
    var candidates: [Candidate<Decisions>] = []
    var seen: Set<String> = []
    for (index, locale) in locales.enumerated() {
      guard let qualifier = AndroidQualifier(locale), seen.insert(qualifier.name).inserted
      else { continue }
      candidates.append(
        Candidate(
          qualifier: qualifier, locale: locale, decisions: decisions(index), chain: chain(index),
          depth: locale.tag.split(separator: "-").count))
    }
    // Parents before children: a child is compared with the folders written for its parents.
    candidates.sort { ($0.depth, $0.locale.tag) < ($1.depth, $1.locale.tag) }
    var written: [LocaleID: Decisions] = [:]
    var byLanguageFolder: [String: Decisions] = [:]
    var chosen: [Candidate<Decisions>] = []
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
    return chosen.map {
      Folder(qualifier: $0.qualifier, locale: $0.locale, decisions: $0.decisions)
    }
    .sorted { $0.qualifier.name < $1.qualifier.name }
  }

  /// One `switch_labels.xml`; `values/`'s also carries the rung names and the pixel budgets.
  private static func document(
    header: [String], title: String, decisions: [ExportDecision], keys: [ExportKeys],
    geometries: [Geometry], isDefault: Bool
  ) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!--\n"
    for line in header { text += "  \(line)\n" }
    text += "-->\n<resources>\n"
    for (index, decision) in decisions.enumerated() {
      let key = keys[index]
      let comment = ExportHeader.commentSafe(
        "\(title) × \(geometries[index].name): \(decision.summary)")
      text += "    <!-- \(comment) -->\n"
      let budget = PixelBudget(geometries[index])
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
      // The rung is data: an index into the rung names only values/ holds (lint's Untranslatable
      // check warns about a translatable="false" string in a locale's folder).
      let rung = Rung.allCases.firstIndex(of: decision.rung) ?? 0
      text += "    <integer name=\"\(key.key("rung"))\">\(rung)</integer>\n"
      if isDefault {
        text += "    <string-array name=\"\(key.key("rung", "names"))\" translatable=\"false\">\n"
        for name in Rung.allCases { text += "        <item>\(name.rawValue)</item>\n" }
        text += "    </string-array>\n"
      }
    }
    text += "</resources>\n"
    return text
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
  static func vectorDrawable(_ image: ImageLabel, header: [String]) -> String {
    let box = image.viewBox.split(separator: " ").compactMap { Double($0) }
    let width = box.count == 4 ? ExportNumber.text(box[2]) : "16"
    let height = box.count == 4 ? ExportNumber.text(box[3]) : "16"
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!--\n"
    for line in header { text += "  \(line)\n" }
    text += "  \(ExportHeader.commentSafe(image.symbol))\n-->\n"
    text +=
      "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"\n"
      + "    android:width=\"\(width)dp\" android:height=\"\(height)dp\"\n"
      + "    android:viewportWidth=\"\(width)\" android:viewportHeight=\"\(height)\"\n"
      + "    android:tint=\"?android:attr/colorControlNormal\"\n"
      + "    android:autoMirrored=\"false\">\n"
      + "    <path android:fillColor=\"@android:color/white\"\n"
      + "        android:fillType=\"evenOdd\"\n"
      + "        android:pathData=\"\(SafeText.xml(image.path))\" />\n</vector>\n"
    return text
  }
}
