import Foundation
import Testing

@testable import SwitchLabels

/// Reads `text` as one file of `format` named `file`.
func readStrings(
  _ text: String, file: String, as format: AppStringsFormat, sourceLanguage: String? = nil
) throws -> AppStrings {
  try readStrings(Array(text.utf8), file: file, as: format, sourceLanguage: sourceLanguage)
}

/// Reads `bytes` as one file of `format` named `file`.
func readStrings(
  _ bytes: [UInt8], file: String, as format: AppStringsFormat, sourceLanguage: String? = nil
) throws -> AppStrings {
  let reader = AppStringsReader(sourceLanguage: try sourceLanguage.map { try LocaleID($0) })
  return try reader.read(bytes: bytes, file: file, as: format)
}

/// The error reading `text` throws, or nil.
func readError(_ text: String, file: String, as format: AppStringsFormat) -> AppStringsError? {
  readError(Array(text.utf8), file: file, as: format)
}

/// The error reading `bytes` throws, or nil.
func readError(_ bytes: [UInt8], file: String, as format: AppStringsFormat) -> AppStringsError? {
  do {
    _ = try AppStringsReader().read(bytes: bytes, file: file, as: format)
    return nil
  } catch {
    return error
  }
}

/// The value of `key` in `locale`.
func value(_ strings: AppStrings, _ locale: String, _ key: String) throws -> String? {
  strings.table(for: try LocaleID(locale))?.entry(key)?.value
}

/// The folder of the app-strings fixtures.
let appStringsFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Fixtures/AppStrings")

/// Writes `files` (relative path → contents) under a new temporary folder and returns it.
func writeTree(_ files: [String: String]) throws -> URL {
  let root = try temporaryFolder()
  for (path, contents) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }
  return root
}
