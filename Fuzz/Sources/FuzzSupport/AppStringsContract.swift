// The contract of every app-strings reader, and the rest of the way its strings go.

import SwitchLabels

/// Reads `bytes` as one file of `format` named `file` and checks the reader's contract: either
/// strings whose tables each have a locale that parses back to itself and entries that name the
/// file and are found by their key — taken on as an app's custom labels to a switch resolved in
/// each locale — or an `AppStringsError` naming the file.
///
/// - Parameters:
///   - file: A path of the kind apps keep the format under: the readers take the locale from it.
public func requireAppStringsContract(_ bytes: [UInt8], file: String, as format: AppStringsFormat) {
  let strings: AppStrings
  do throws(AppStringsError) {
    strings = try AppStringsReader().read(bytes: bytes, file: file, as: format)
  } catch {
    require(error.path == file, "the error names \(error.path.debugDescription): \(error)")
    return
  }
  require(strings.files == [file], "files \(strings.files)")
  require(strings.locales == strings.locales.sorted(), "tables out of order: \(strings.locales)")
  for table in strings.tables {
    require((try? LocaleID(table.locale.tag)) == table.locale, "table locale \(table.locale)")
    require(table.formats == [format], "\(table.locale): formats \(table.formats)")
    for entry in table.entries {
      require(entry.file == file, "\(entry.key.debugDescription) names \(entry.file)")
      require(table.contains(entry.key), "\(entry.key.debugDescription) is not found by its key")
      if let line = entry.line {
        require(line >= 1, "\(entry.key.debugDescription) at line \(line)")
      }
    }
    let values = table.entries.filter(\.state.isUsable).map(\.value).filter { !$0.isEmpty }
    guard values.count >= 2 else { continue }
    let labels = CustomLabels(on: values[0], off: values[1])
    requireResolvable(appService, table.locale, .iOSClassic, labels: labels)
  }
}

/// The service app strings are resolved with (estimated widths: no fonts needed).
let appService = LabelService(measurer: EstimatingMeasurer())
