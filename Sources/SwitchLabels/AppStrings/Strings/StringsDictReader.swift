// Apple `.stringsdict` files (XML property lists of plural rules), read with PropertyListDecoder.

import FoundationEssentials

/// Reads a `.stringsdict` file: each key's `NSStringLocalizedFormatKey`, every `%#@name@` plural
/// variable replaced by its `other` form, as ``AppStringState/plural`` (read so its key is known).
enum StringsDictReader {
  /// A value of a rule: the format text, or a variable's dictionary.
  enum Value: Decodable {
    case text(String)
    case variable([String: String])
    case other

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self = .text(text)
      } else if let variable = try? container.decode([String: String].self) {
        self = .variable(variable)
      } else {
        self = .other
      }
    }
  }

  /// The entries of one `.stringsdict` file, for the locale of its folder.
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let folder = try StringsFileReader.locale(fromPath: file)
    let rules: [String: [String: Value]]
    if !bytes.starts(with: Array("bplist".utf8)) {
      try PropertyListNesting.check(bytes, file: file)
    }
    do {
      rules = try PropertyListDecoder().decode([String: [String: Value]].self, from: Data(bytes))
    } catch {
      throw .malformed(
        file: file, line: nil,
        reason: "not a .stringsdict file (a property list of key → rule dictionaries): "
          + describe(error))
    }
    var entries: [AppString] = []
    var expander = PluralSubstitutions(file: file, fileSize: bytes.count)
    for key in rules.keys.sorted() {
      guard let rule = rules[key], case .text(let format)? = rule["NSStringLocalizedFormatKey"]
      else {
        throw .malformed(
          file: file, line: nil,
          reason: "the rule \"\(AppStringsError.printable(key))\" has no NSStringLocalizedFormatKey"
        )
      }
      var forms: [String: String] = [:]
      for (name, value) in rule {
        guard case .variable(let variable) = value,
          variable["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType"
        else { continue }
        forms[name] = variable["other"] ?? ""
      }
      let value = try expander.expand(format, forms: forms, key: key)
      entries.append(AppString(key: key, value: value, state: .plural, file: file))
    }
    return AppStringsFileContents(
      format: .strings,
      tables: [.init(locale: folder.locale, isSource: folder.isBase, entries: entries)])
  }

  /// What PropertyListDecoder found wrong, without the decoding error's wrapping.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    return StringsFileReader.syntaxMessage(error) ?? JSONErrors.describe(error)
  }
}
