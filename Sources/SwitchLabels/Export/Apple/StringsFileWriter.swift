// <lang>.lproj/SwitchLabels.strings folders.

/// Writes an export as `.strings` files, one `<tag>.lproj/SwitchLabels.strings` per locale, read
/// with `String(localized:table:)` or `NSLocalizedString(_:tableName:)` and table `SwitchLabels`.
enum StringsFileWriter {
  /// The files of `export`, sorted by path.
  static func write(_ export: LabelExport) throws(ExportError) -> [ExportFile] {
    files(
      try AppleStringKey.all(export), locales: StringCatalogWriter.locales(export.locales),
      fileName: "SwitchLabels.strings", header: export.header,
      geometryNames: export.geometries.map(\.name)
    ) { ExportDecision(export.resolution(locale: $0, geometry: $1)) }
  }

  /// `<tag>.lproj/<fileName>` per locale, sorted by path: each geometry's `keys`, valued by the
  /// locale's `decision` there, under a comment with its summary.
  static func files<Decision: SummarizedDecision>(
    _ keys: [[ExportKey<Decision>]], locales: [(index: Int, tag: String)], fileName: String,
    header: [String], geometryNames: [String],
    decision decide: (_ locale: Int, _ geometry: Int) -> Decision
  ) -> [ExportFile] {
    // Each key's `"key" = "` is the same in every file: escaped once.
    let keyStarts = keys.map { $0.map { "\"\(StringsEscaper.escape($0.key))\" = \"" } }
    let opening = "/*\n" + header.map { " * \($0)\n" }.joined() + " */\n"
    var files: [ExportFile] = []
    for (index, tag) in locales {
      var text = opening
      for (geometry, name) in geometryNames.enumerated() {
        let decision = decide(index, geometry)
        text +=
          "\n/* \(ExportHeader.commentSafe("\(tag) × \(name)")): \(decision.summary) */\n"
        for (key, start) in zip(keys[geometry], keyStarts[geometry]) {
          text += start
          text += StringsEscaper.escape(key.value(decision))
          text += "\";\n"
        }
      }
      files.append(ExportFile(path: "\(tag).lproj/\(fileName)", contents: text))
    }
    return files.sorted { $0.path < $1.path }
  }
}
