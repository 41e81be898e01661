// <lang>.lproj/SwitchLabels.strings folders.

/// Writes an export as `.strings` files, one `<tag>.lproj/SwitchLabels.strings` per locale, read
/// with `String(localized:table:)` or `NSLocalizedString(_:tableName:)` and table `SwitchLabels`.
enum StringsFileWriter {
  /// The table's file name.
  static let fileName = "SwitchLabels.strings"

  /// The files of `export`, sorted by path.
  static func write(_ export: LabelExport) throws(ExportError) -> [ExportFile] {
    let keys = try export.geometries.indices.map { geometry throws(ExportError) in
      try AppleStringKey.all(export, geometry: geometry)
    }
    // Each key's `"key" = "` is the same in every file: escaped once.
    let keyStarts = keys.map { $0.map { "\"\(StringsEscaper.escape($0.key))\" = \"" } }
    let header = "/*\n" + export.header.map { " * \($0)\n" }.joined() + " */\n"
    var files: [ExportFile] = []
    for (index, tag) in AppleStringKey.locales(export) {
      var text = header
      for geometry in export.geometries.indices {
        let decision = ExportDecision(export.resolution(locale: index, geometry: geometry))
        text +=
          "\n/* \(ExportHeader.commentSafe("\(tag) × \(export.geometries[geometry].name)")): "
          + "\(decision.summary) */\n"
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
