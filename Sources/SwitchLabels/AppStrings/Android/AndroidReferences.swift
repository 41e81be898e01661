// Android's string references: a `<string>` whose text is `@string/name` shows that string.

/// Resolves Android `@string/name` references once an app's files are read, as Android does when
/// it loads the resource: the locale's own string of that name, else the default `values/` one
/// (the source language's), following references to references.
///
/// A reference that names no string, or that comes back to itself, keeps its text (`@string/x`)
/// with the state ``AppStringState/brokenReference``: not a label, and a finding.
enum AndroidReferences {
  /// The name a raw `<string>` text (UTF-8) refers to: `@string/name` → `name`, `@android:string/name` →
  /// `android:name`, surrounding white space allowed (aapt2 trims it); nil for any other text,
  /// including the escaped `\@string/name`.
  static func name(inRaw utf8: [UInt8]) -> String? {
    // Most strings are no reference: their first byte after white space is not "@".
    let first = utf8.first { !(0x09...0x0D).contains($0) && $0 != 0x20 }
    guard first == UInt8(ascii: "@") else { return nil }
    let text = String(decoding: utf8, as: UTF8.self).trimmed
    for (prefix, namespace) in [("@string/", ""), ("@android:string/", "android:")]
    where text.hasPrefix(prefix) {
      let name = text.dropFirst(prefix.count)
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "_.".contains($0) })
      else { return nil }
      return namespace + name
    }
    return nil
  }

  /// `strings` with every Android reference resolved (the same strings when none has one).
  static func resolve(_ strings: AppStrings) -> AppStrings {
    guard strings.tables.contains(where: { $0.entries.contains { $0.reference != nil } }) else {
      return strings
    }
    let fallback = strings.sourceTable
    let tables = strings.tables.map { table in
      table.mapEntries { entry in
        guard entry.reference != nil else { return entry }
        return resolved(entry, in: table, fallback: fallback)
      }
    }
    return AppStrings(tables: tables, sourceLanguage: strings.sourceLanguage, files: strings.files)
  }

  /// `entry` with the text its reference chain ends at, or marked broken.
  private static func resolved(
    _ entry: AppString, in table: AppStringsTable, fallback: AppStringsTable?
  ) -> AppString {
    var seen: Set<String> = [entry.key]
    var current = entry
    while let name = current.reference {
      guard seen.insert(name).inserted,
        let target = table.entry(name) ?? fallback?.entry(name)
      else { return entry.with(state: .brokenReference) }
      current = target
    }
    if current.state == .plural || current.state == .brokenReference {
      return entry.with(value: current.value, state: current.state)
    }
    return entry.with(value: current.value, state: entry.state)
  }
}
