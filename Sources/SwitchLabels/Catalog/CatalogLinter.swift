// `switch-labels lint`: checks catalog files against the schema and the text rules.

/// One problem a linter found in a catalog file, or a note about it.
public struct CatalogFinding: Hashable, Sendable, Codable, CustomStringConvertible {
  /// How much a finding matters.
  public enum Severity: String, Hashable, Sendable, Codable {
    /// Something to fix: lint fails.
    case error
    /// Something a reader should know (for example ``CatalogFinding/singleSource``); lint passes.
    case note
  }

  /// The file.
  public let file: String
  /// The locale the file is for, when it could be read.
  public let locale: String?
  /// What is wrong, or what the note says.
  public let message: String
  /// Whether this is an error or a note.
  public let severity: Severity
  /// A stable name for the kind of note (`singleSource`), nil for errors.
  public let code: String?

  /// The code of the note on a catalog whose words rest on fewer than two independent projects.
  public static let singleSource = "singleSource"

  /// A finding.
  public init(
    file: String, locale: String?, message: String, severity: Severity = .error,
    code: String? = nil
  ) {
    self.file = file
    self.locale = locale
    self.message = message
    self.severity = severity
    self.code = code
  }

  /// `path: locale: message` (an error) or `path: locale: note: code: message`.
  public var description: String {
    let prefix = "\(file): \(locale ?? "?"): "
    guard severity == .note else { return prefix + message }
    return prefix + "note: " + (code.map { "\($0): " } ?? "") + message
  }
}

/// The result of linting one file.
public struct CatalogLintResult: Hashable, Sendable {
  /// The problems found and the notes (empty when the file is clean and needs no note).
  public let findings: [CatalogFinding]
  /// Whether the file could not be read as JSON at all (unreadable, too large, not UTF-8, not JSON).
  public let isMalformed: Bool

  /// The findings that make lint fail.
  public var errors: [CatalogFinding] { findings.filter { $0.severity == .error } }
  /// The notes (lint still passes).
  public var notes: [CatalogFinding] { findings.filter { $0.severity == .note } }
}

/// Checks catalog files: schema, name, NFC, controls, joiners, duplicates, empty texts, variant
/// lengths.
public enum CatalogLinter {
  /// Lints one file; a missing `provenance` counts only when `requiringProvenance`.
  public static func lint(file path: String, requiringProvenance: Bool = false)
    -> CatalogLintResult
  {
    lint(path, requiringProvenance: requiringProvenance) { () throws(CatalogError) in
      try CatalogLoader.parse(file: path)
    }
  }

  /// Lints the bytes of a file; `file` names it in the findings.
  public static func lint(bytes: [UInt8], file: String, requiringProvenance: Bool = false)
    -> CatalogLintResult
  {
    lint(file, requiringProvenance: requiringProvenance) { () throws(CatalogError) in
      try CatalogLoader.parse(bytes: bytes, file: file)
    }
  }

  private static func lint(
    _ path: String, requiringProvenance: Bool,
    _ read: () throws(CatalogError) -> CatalogLoader.Parsed
  ) -> CatalogLintResult {
    let parsed: CatalogLoader.Parsed
    do {
      parsed = try read()
    } catch {
      return CatalogLintResult(
        findings: [CatalogFinding(file: path, locale: nil, message: message(error))],
        isMalformed: true)
    }
    var findings: [String] = parsed.duplicateKeys
    var note: String? = nil
    var rawTag: String? = nil
    if case .string(let tag)? = member("locale", of: parsed.json) { rawTag = tag }
    do {
      let catalog = try CatalogLoader.decode(
        parsed.json, file: path, requiringProvenance: requiringProvenance, enforcingRules: false)
      findings += check(catalog, rawTag: rawTag ?? catalog.locale.tag, path: path)
      // 0 when it has none (the loader has already refused that).
      var version = 0
      if case .number(let number)? = member("schemaVersion", of: parsed.json) {
        version = Int(exactly: number) ?? 0
      }
      if requiringProvenance, version < LabelCatalog.latestSchemaVersion {
        findings.append(
          "schemaVersion \(version): a bundled catalog is written in schema version "
            + "\(LabelCatalog.latestSchemaVersion), with provenance.sources")
      }
      findings += CatalogSourceRules.problems(catalog)
      if version >= 2 || requiringProvenance {
        note = CatalogSourceRules.singleSourceNote(catalog)
      }
    } catch {
      findings.append(message(error))
    }
    let shownLocale = rawTag.map { LocaleError.printable($0) }
    return CatalogLintResult(
      findings: findings.map { CatalogFinding(file: path, locale: shownLocale, message: $0) }
        + [note].compactMap { $0 }.map {
          CatalogFinding(
            file: path, locale: shownLocale, message: $0, severity: .note,
            code: CatalogFinding.singleSource)
        },
      isMalformed: false)
  }

  /// The first member `key` of a JSON object.
  private static func member(_ key: String, of json: JSONValue) -> JSONValue? {
    guard case .object(let members) = json else { return nil }
    return members.first(where: { $0.key == key })?.value
  }

  /// The error's reason without the file name (the finding carries it).
  private static func message(_ error: CatalogError) -> String {
    let text = error.description
    let prefix = error.file + ": "
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }

  static func check(_ catalog: LabelCatalog, rawTag: String, path: String) -> [String] {
    var findings: [String] = []
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    if rawTag != catalog.locale.tag {
      findings.append(
        "locale \"\(LocaleError.printable(rawTag))\" is not canonical: write \"\(catalog.locale.tag)\""
      )
    }
    if fileName != "\(catalog.locale.tag).json" {
      findings.append("file name does not match the locale: name it \(catalog.locale.tag).json")
    }
    if catalog.locale.isRoot, catalog.images == nil {
      findings.append("the root catalog needs \"images\" for on and off")
    }
    findings += CatalogRules.problems(catalog)
    for state in SwitchState.allCases {
      let labels = catalog.labels(for: state)
      for (index, text) in labels.texts.enumerated() {
        findings += checkStyle(text, at: "\(state).texts[\(index)]")
      }
      findings += checkStyle(labels.spoken, at: "\(state).spoken")
      let texts = labels.texts.map {
        (text: $0, length: Graphemes.count($0, locale: catalog.locale))
      }
      for (previous, text) in zip(texts, texts.dropFirst()) where text.length > previous.length {
        findings.append(
          "\(state): \"\(text.text)\" (\(text.length) characters) is longer than "
            + "\"\(previous.text)\" (\(previous.length)); shorter variants must follow the text "
            + "they abbreviate")
      }
      if Set(labels.texts).count != labels.texts.count {
        findings.append("\(state).texts lists the same text twice")
      }
    }
    if !catalog.locale.isRoot, catalog.on.texts.first == catalog.off.texts.first {
      findings.append("on and off have the same preferred text")
    }
    if catalog.provenance.basis.trimmed.isEmpty {
      findings.append("provenance.basis is empty: say where the words came from")
    }
    return findings
  }

  /// What lint asks of a text beyond ``CatalogRules`` (the loader accepts these): trimmed, NFC.
  static func checkStyle(_ text: String, at key: String) -> [String] {
    guard !text.trimmed.isEmpty else { return [] }
    var findings: [String] = []
    if text.trimmed != text { findings.append("\(key) has leading or trailing white space") }
    if !text.isNFC { findings.append("\(key) is not in NFC (normalise it)") }
    return findings
  }
}
