// Android's string references: a `<string>` whose text is `@string/name` shows that string.

/// Resolves Android `@string/name` references as Android loads them (the locale's string, else
/// `values/`'s, chains followed); a missing name or a loop is ``AppStringState/brokenReference``.
enum AndroidReferences {
  /// The name a raw `<string>` text refers to (`@android:string/name` → `android:name`), white
  /// space around allowed (aapt2 trims it); nil for other text, including the escaped `\@string/`.
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

  /// Follows one table's references, remembering where each chain ends so each is walked once.
  struct Resolver {
    let table: AppStringsTable
    let fallback: AppStringsTable?
    private var outcomes: [String: Outcome] = [:]

    init(table: AppStringsTable, fallback: AppStringsTable?) {
      self.table = table
      self.fallback = fallback
    }

    /// Where the chain from the string `name` ends.
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

    /// The `<string>` of `name` (`@string/` names no `<plurals>`), else its first entry.
    private static func string(_ name: String, in table: AppStringsTable) -> AppString? {
      let entries = table.entries(name)
      return entries.first { $0.state != .plural } ?? entries.first
    }
  }
}
