// The keys the Apple formats (String Catalog, .strings) write, with what each holds.

/// One value the Apple formats write per locale and geometry: its key and what it holds.
struct AppleStringKey: Sendable {
  /// The key, for example `switch.on` or `switch.ios-classic.on.spoken`.
  let key: String
  /// What the value is, for translators and for the key's comment.
  let comment: String
  let value: @Sendable (ExportDecision) -> String
  /// Whether the value is words (else data, which a String Catalog marks `shouldTranslate: false`).
  var translatable = true

  /// The keys of the `geometry`th geometry of `export`, in the order the files list them.
  static func all(_ export: LabelExport, geometry: Int) throws(ExportError) -> [AppleStringKey] {
    let prefix = export.options.keyPrefix ?? "switch"
    guard ExportHeader.isValidKeyPrefix(prefix) else { throw .invalidKeyPrefix(prefix) }
    try ExportKeys.checkDistinct(export)
    let keys = ExportKeys(export: export, geometry: geometry, prefix: prefix, separator: ".")
    let name = export.geometries[geometry].name
    let rungs = "see \(keys.key("rung")) and \(keys.key("scale"))"
    let budget = PixelBudget(export.geometries[geometry])
    var result: [AppleStringKey] = []
    for state in SwitchState.allCases {
      result.append(
        AppleStringKey(
          key: keys.key(state.rawValue),
          comment: "The text to draw for the \(state) state of the \(name) switch, drawn at "
            + "full size when it is \(budget.comment). Cased, at the scale of "
            + "\(keys.key("scale")); empty when image labels are drawn (\(rungs)).",
          value: { $0[state].text ?? "" }))
      result.append(
        AppleStringKey(
          key: keys.key(state.rawValue, "spoken"),
          comment: "What VoiceOver says for the \(state) state (the full word), whatever is drawn.",
          value: { $0[state].spoken }))
      result.append(
        AppleStringKey(
          key: keys.key(state.rawValue, "image"),
          comment: "The image label to draw for the \(state) state of the \(name) switch "
            + "(power-on, power-off); empty when text is drawn.",
          value: { $0[state].image?.name ?? "" }, translatable: false))
    }
    result.append(
      AppleStringKey(
        key: keys.key("scale"),
        comment: "The font scale of both states' text in the \(name) switch (1 for images).",
        value: { ExportNumber.text($0.scale) }, translatable: false))
    result.append(
      AppleStringKey(
        key: keys.key("rung"),
        comment: "The fit ladder's rung in the \(name) switch: preferred, shorter, scaled, grown, "
          + "truncated or image.",
        value: { $0.rung.rawValue }, translatable: false))
    result.append(
      AppleStringKey(
        key: keys.key("mirrored"),
        comment: "Whether the \(name) switch is mirrored (the thumb's side and the track's "
          + "layout flipped, as for a right-to-left locale): true or false.",
        value: { $0.mirrored ? "true" : "false" }, translatable: false))
    return result
  }

  /// The locales an Apple bundle can name (tags without extensions), in order.
  static func locales(_ export: LabelExport) -> [(index: Int, tag: String)] {
    export.locales.enumerated().compactMap { index, locale in
      locale.tag.split(separator: "-").contains { $0.count == 1 } ? nil : (index, locale.tag)
    }
  }
}
