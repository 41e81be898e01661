// Flutter Application Resource Bundles (`.arb`): JSON, read from Jansson's tree.

/// Reads a Flutter ARB file: keys without `@` are messages (plurals ``AppStringState/plural``);
/// `@@locale` names the locale, else the file name; both must agree, as gen-l10n requires.
enum ARBReader {
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    // Flutter's gen-l10n (gen_l10n_types.dart: AppResourceBundle) reads ARB with `json.decode`,
    // which keeps a key's later value silently; so does Jansson here, with a notice.
    let document = try AppJSON.document(
      bytes, file: file, encodings: .utf8, rejectingDuplicates: false)
    let notices = AppJSON.topLevelDuplicates(in: document.text).filter { !$0.key.hasPrefix("@") }
      .map {
        AppStringsNotice.duplicate(
          key: $0.key, lines: $0.lines, file: file,
          platform: "Flutter's gen-l10n reads the file (without a warning) and uses")
      }
    guard let members = try? document.root.members(keepingNull: true) else {
      throw .malformed(file: file, line: nil, reason: "an ARB file is a JSON object")
    }
    let object = Dictionary(members.map { ($0.key, $0.value) }) { _, later in later }
    let locale: LocaleID
    if let tag = try? object["@@locale"]?.string() {
      do {
        locale = try LocaleID(tag)
      } catch {
        throw .unknownLocale(
          file: file, reason: "\"@@locale\": \(AppStringsError.locale(tag, error))")
      }
      // Flutter's gen-l10n refuses a file whose @@locale and name disagree, so does this.
      if let named = try? self.locale(fromPath: file), named != locale {
        throw .unknownLocale(
          file: file,
          reason:
            "\"@@locale\" is \"\(AppStringsError.printable(tag))\" (\(locale.tag)) but the file "
            + "name says \(named.tag): make them agree, or name the locale in one place only")
      }
    } else {
      locale = try self.locale(fromPath: file)
    }
    var entries: [AppString] = []
    for key in object.keys.sorted() where !key.hasPrefix("@") {
      guard let value = try? object[key]?.string() else {
        throw .malformed(
          file: file, line: nil,
          reason: "the message \"\(AppStringsError.printable(key))\" must be a string")
      }
      let plural = value.contains(", plural,") || value.contains(",plural,")
      entries.append(
        AppString(key: key, value: value, state: plural ? .plural : .translated, file: file))
    }
    return AppStringsFileContents(
      format: .arb, tables: [.init(locale: locale, isSource: false, entries: entries)],
      notices: notices)
  }

  /// The locale of an ARB file named `<prefix>_<locale>.arb` as gen-l10n names them: the longest
  /// suffix after an underscore that is a locale (`app_pt_BR.arb` → pt-BR).
  static func locale(fromPath path: String) throws(AppStringsError) -> LocaleID {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.hasSuffix(".arb") ? String(name.dropLast(4)) : name
    var rest = Substring(stem)
    while let underscore = rest.firstIndex(of: "_") {
      rest = rest[rest.index(after: underscore)...]
      if let locale = LocaleID.named(byFileName: String(rest)) { return locale }
    }
    if let locale = LocaleID.named(byFileName: stem) { return locale }
    throw .unknownLocale(
      file: path, reason: "no \"@@locale\", and the file name names no locale (app_de.arb)")
  }
}
