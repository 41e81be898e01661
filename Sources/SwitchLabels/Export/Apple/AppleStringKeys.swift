// The keys the Apple formats (String Catalog, .strings) write, with what each holds.

/// One value the Apple formats write per locale and geometry: its key and what it holds.
struct ExportKey<Decision>: Sendable {
  /// The key, for example `switch.on` or `segmented.material3.day.spoken`.
  let key: String
  /// What the value is, for translators and for the key's comment.
  let comment: String
  /// Whether the value is words (else data, which a String Catalog marks `shouldTranslate: false`).
  var translatable = true
  let value: @Sendable (Decision) -> String
}

/// A switch's keys.
typealias AppleStringKey = ExportKey<ExportDecision>

extension ExportKey where Decision == ExportDecision {
  /// The keys of the `geometry`th geometry of `export`, in the order the files list them.
  static func all(_ export: LabelExport, geometry: Int) throws(ExportError) -> [AppleStringKey] {
    let prefix = try export.options.validKeyPrefix(or: "switch")
    try ExportKeys.checkDistinct(export)
    let keys = ExportKeys(
      names: export.geometries.map(\.name), geometry: geometry, prefix: prefix, separator: ".")
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
          translatable: false, value: { $0[state].image?.name ?? "" }))
    }
    result.append(
      AppleStringKey(
        key: keys.key("scale"),
        comment: "The font scale of both states' text in the \(name) switch (1 for images).",
        translatable: false, value: { ExportNumber.text($0.scale) }))
    result.append(
      AppleStringKey(
        key: keys.key("rung"),
        comment: "The fit ladder's rung in the \(name) switch: preferred, shorter, scaled, grown, "
          + "truncated or image.",
        translatable: false, value: { $0.rung.rawValue }))
    result.append(
      AppleStringKey(
        key: keys.key("mirrored"),
        comment: "Whether the \(name) switch is mirrored (the thumb's side and the track's "
          + "layout flipped, as for a right-to-left locale): true or false.",
        translatable: false, value: { $0.mirrored ? "true" : "false" }))
    return result
  }

  /// The keys of every geometry of `export`.
  static func all(_ export: LabelExport) throws(ExportError) -> [[AppleStringKey]] {
    try export.geometries.indices.map { geometry throws(ExportError) in
      try all(export, geometry: geometry)
    }
  }
}
