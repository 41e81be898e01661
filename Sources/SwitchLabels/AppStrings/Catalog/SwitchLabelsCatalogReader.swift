// Our own catalogs read as app strings: what `import` writes, read back by `strings`.

/// Reads a SwitchLabels catalog (`<locale>.json`) as one locale's app strings (`on`, `on.shorter.1`
/// …, `on.spoken`, likewise `off`), so that `import` followed by `strings` gives back its words.
enum SwitchLabelsCatalogReader {
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let catalog: LabelCatalog
    do {
      catalog = try CatalogLoader.load(bytes: bytes, file: file)
    } catch {
      // The catalog error's message names the file first; the app-strings error names it too.
      let message = error.description
      let reason =
        message.hasPrefix(file + ": ") ? String(message.dropFirst(file.count + 2)) : message
      throw .malformed(
        file: file, line: nil, reason: "not a usable SwitchLabels catalog: \(reason)")
    }
    var entries: [AppString] = []
    for (name, labels) in [("on", catalog.on), ("off", catalog.off)] where !labels.texts.isEmpty {
      entries.append(AppString(key: name, value: labels.texts[0], file: file))
      for (position, text) in labels.texts.dropFirst().enumerated() {
        entries.append(AppString(key: "\(name).shorter.\(position + 1)", value: text, file: file))
      }
      entries.append(AppString(key: "\(name).spoken", value: labels.spoken, file: file))
    }
    return AppStringsFileContents(
      format: .catalog,
      tables: [.init(locale: catalog.locale, isSource: false, entries: entries)])
  }
}
