// Apple `.strings` files (old-style property lists), decoded with PropertyListDecoder.

import FoundationEssentials

/// Reads a `.strings` file (UTF-8 or UTF-16 with a BOM, or the binary or XML property list a
/// built app ships) with `PropertyListDecoder`; a key defined twice keeps its later value.
enum StringsFileReader {
  /// The entries of one `.strings` file, for the locale of its folder.
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let folder = try locale(fromPath: file)
    let units = utf16Units(bytes)
    let isBinary = bytes.starts(with: Array("bplist".utf8))
    if let units {
      // UTF-16 with a BOM: checked here (PropertyListDecoder says "Cannot convert input").
      guard bytes.count % 2 == 0, String(validating: units, as: UTF16.self) != nil else {
        throw .invalidEncoding(
          file: file,
          reason: "not valid UTF-16 (a .strings file is UTF-8, or UTF-16 with a BOM)")
      }
    } else if !isBinary {
      // UTF-8 (with or without a BOM): checked here, so invalid bytes are named as such.
      guard String(validating: bytes, as: UTF8.self) != nil else {
        throw .invalidEncoding(
          file: file, reason: "not valid UTF-8 (a .strings file is UTF-8, or UTF-16 with a BOM)")
      }
    }
    let table: [String: String]
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      table = [:]
    } else {
      if let units { try PropertyListNesting.check(units, file: file) }
      if !isBinary, units == nil { try PropertyListNesting.check(bytes, file: file) }
      do {
        table = try PropertyListDecoder().decode([String: String].self, from: Data(bytes))
      } catch let error as DecodingError {
        let reason = describe(error)
        throw .malformed(file: file, line: line(in: reason), reason: reason)
      } catch {
        throw .malformed(file: file, line: nil, reason: "not a .strings file: \(error)")
      }
    }
    let text: String? =
      units.map { String(decoding: $0, as: UTF16.self) }
      ?? (isBinary ? nil : String(decoding: bytes, as: UTF8.self))
    // CFPropertyList's `.strings` parser (CFOldStylePList.c, parsePlistDictContent) keeps a key's
    // later value; Xcode's build warns ("Key … used multiple times"). So do we, with a notice.
    let keyLines = text.flatMap(StringsKeyScanner.keyLines(in:)) ?? []
    var lines: [String: Int] = [:]
    var notices: [AppStringsNotice] = []
    for (key, found) in keyLines {
      lines[key] = found.last
      if found.count > 1 {
        notices.append(
          .duplicate(
            key: key, lines: found, file: file,
            platform: "Apple's tools read the file (Xcode warns) and use"))
      }
    }
    let entries = table.keys.sorted().map { key in
      AppString(key: key, value: table[key] ?? "", file: file, line: lines[key])
    }
    return AppStringsFileContents(
      format: .strings,
      tables: [.init(locale: folder.locale, isSource: folder.isBase, entries: entries)],
      notices: notices)
  }

  /// The locale of a `.strings` file from its `<lang>.lproj` folder (`pt_BR.lproj` → pt-BR, the
  /// classic `English.lproj` → en); `Base.lproj` → the app's source language (nil).
  static func locale(fromPath path: String) throws(AppStringsError) -> (
    locale: LocaleID?, isBase: Bool
  ) {
    let components = path.split(separator: "/")
    guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else {
      throw .unknownLocale(
        file: path, reason: "a .strings file must be in a <lang>.lproj folder (de.lproj/…)")
    }
    let name = String(components[components.count - 2].dropLast(".lproj".count))
    if name == "Base" { return (nil, true) }
    let identifier = classicNames[name] ?? name
    do {
      return (try LocaleID(identifier), false)
    } catch {
      throw .unknownLocale(
        file: path,
        reason: "the folder \(AppStringsError.printable(name)).lproj: "
          + AppStringsError.localeReason(error))
    }
  }

  /// The code units of a file that starts with a UTF-16 byte-order mark (nil for any other).
  private static func utf16Units(_ bytes: [UInt8]) -> [UInt16]? {
    let little = bytes.starts(with: [0xFF, 0xFE])
    guard little || bytes.starts(with: [0xFE, 0xFF]) else { return nil }
    return stride(from: 2, to: bytes.count - 1, by: 2).map { index in
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      return little ? first | second << 8 : first << 8 | second
    }
  }

  /// The line PropertyListDecoder names in its message ("Missing ';' on line 2"), if any.
  private static func line(in message: String) -> Int? {
    guard let range = message.firstRange(of: "on line ") else { return nil }
    return Int(message[range.upperBound...].prefix { $0.isNumber })
  }

  /// The language names of early macOS bundles, which CFBundle still reads as their language.
  static let classicNames: [String: String] = [
    "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja",
    "Spanish": "es", "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Norwegian": "nb",
    "Finnish": "fi", "Portuguese": "pt", "Korean": "ko", "Chinese": "zh", "Russian": "ru",
    "Polish": "pl",
  ]

  private static func describe(_ error: DecodingError) -> String {
    if let text = syntaxMessage(error) { return "not a valid .strings file: \(text)" }
    if case .typeMismatch = error { return "every value of a .strings file must be a string" }
    return JSONErrors.describe(error)
  }

  /// What PropertyListDecoder found wrong, in its words, unwrapped; nil for other errors.
  static func syntaxMessage(_ error: DecodingError) -> String? {
    guard case .dataCorrupted(let context) = error else { return nil }
    if let underlying = context.underlyingError as? CocoaError,
      let detail = underlying.userInfo["NSDebugDescription"] as? String
    {
      return detail
    }
    return context.debugDescription
  }
}
