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
      var resolver = Resolver(table: table, fallback: fallback)
      return table.mapEntries { entry in
        guard let name = entry.reference else { return entry }
        // A string that refers to itself is broken (Android refuses such a loop).
        let outcome = name == entry.key ? .broken : resolver.outcome(of: name)
        switch outcome {
        case .broken:
          return entry.with(state: .brokenReference)
        case .text(let value, let state) where state == .plural || state == .brokenReference:
          return entry.with(value: value, state: state)
        case .text(let value, _):
          return entry.with(value: value, state: entry.state)
        }
      }
    }
    return AppStrings(
      tables: tables, sourceLanguage: strings.sourceLanguage, files: strings.files,
      warnings: strings.warnings, notices: strings.notices)
  }

  /// Where a reference chain ends: a text, or nowhere (a missing name, a loop).
  enum Outcome: Equatable {
    case text(String, AppStringState)
    case broken
  }

  /// Follows the references of one locale's table, remembering where each name's chain ends,
  /// so that every string of a long chain is resolved once rather than once per string that
  /// refers into it.
  struct Resolver {
    let table: AppStringsTable
    let fallback: AppStringsTable?
    private var outcomes: [String: Outcome] = [:]

    init(table: AppStringsTable, fallback: AppStringsTable?) {
      self.table = table
      self.fallback = fallback
    }

    /// Where the chain from the string `name` ends: its text when it is no reference, else
    /// where its reference's chain ends.
    mutating func outcome(of name: String) -> Outcome {
      var path: [String] = []
      var onPath: Set<String> = []
      var current = name
      var outcome = Outcome.broken
      while true {
        if let known = outcomes[current] {
          outcome = known
          break
        }
        guard onPath.insert(current).inserted,
          let target = Self.string(current, in: table)
            ?? fallback.flatMap({
              Self.string(current, in: $0)
            })
        else { break }
        path.append(current)
        guard let next = target.reference else {
          outcome = .text(target.value, target.state)
          break
        }
        current = next
      }
      for name in path { outcomes[name] = outcome }
      return outcome
    }

    /// The `<string>` of `name` (`@string/` names a string, not the `<plurals>` of the same
    /// name), else its first entry.
    private static func string(_ name: String, in table: AppStringsTable) -> AppString? {
      let entries = table.entries(name)
      return entries.first { $0.state != .plural } ?? entries.first
    }
  }
}
