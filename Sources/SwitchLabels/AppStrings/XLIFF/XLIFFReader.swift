// XLIFF 1.2 (as Xcode exports it) and 2.0, parsed by libexpat.

/// Reads an XLIFF 1.2 or 2.0 file into a source-language table and a table per target language.
/// - 1.2 `<target state>`: `new`, `needs-translation` are new; `needs-adaptation`, `needs-l10n`,
///   `needs-review-*` are needsReview. 2.0 `<segment state>`: `initial` is new; segments join.
/// - `translate="no"` → ``AppStringState/doNotTranslate``; inline markup keeps its text; a unit
///   without `<target>` has no target entry; an id twice in one `<file>` is an error (in two, as
///   Xcode writes a `<file>` per table, both are kept).
/// - Suggestions (`<alt-trans>`, `<mtc:matches>`) are skipped; a second `<source>` or `<target>`
///   in one part is an error, as which one the app shows is not the file's to say.
enum XLIFFReader {
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let handler = Handler(file: file)
    try XMLEventParser.parse(bytes, file: file, handler: handler)
    guard handler.sawRoot else {
      throw .malformed(file: file, line: nil, reason: "the root element is not <xliff>")
    }
    var tables: [AppStringsFileContents.Table] = []
    var byLocale: [LocaleID: Int] = [:]
    for (locale, isSource, entry) in handler.entries {
      if let index = byLocale[locale] {
        tables[index].entries.append(entry)
      } else {
        byLocale[locale] = tables.count
        tables.append(.init(locale: locale, isSource: isSource, entries: [entry]))
      }
    }
    return AppStringsFileContents(
      format: .xliff, declaredSource: handler.firstSource, tables: tables)
  }

  /// Collects units while libexpat parses.
  final class Handler: XMLEventHandler {
    let file: String
    var sawRoot = false
    var firstSource: LocaleID? = nil
    var entries: [(LocaleID, Bool, AppString)] = []
    private var version2 = false
    private var sourceLocale: LocaleID? = nil
    private var targetLocale: LocaleID? = nil
    private var documentSource: LocaleID? = nil
    private var documentTarget: LocaleID? = nil
    private var idsInFile: Set<String> = []
    private var unit: Unit? = nil
    private var capture: Capture? = nil
    private var depth = 0
    /// The depth of the suggestion element being skipped (`<alt-trans>`, `<mtc:matches>`).
    private var skipping: Int? = nil
    /// The `<source>`s and `<target>`s seen in the unit's part (1.2 unit, 2.0 segment/ignorable).
    private var sourcesInPart = 0
    private var targetsInPart = 0

    private struct Unit {
      let id: String
      let line: Int
      let translate: Bool
      var source = ""
      var target: String? = nil
      var state: AppStringState = .translated
    }

    private enum Capture { case source(depth: Int), target(depth: Int) }

    init(file: String) { self.file = file }

    private func locale(_ value: String?, _ attribute: String, line: Int) throws(AppStringsError)
      -> LocaleID?
    {
      guard let value, !value.isEmpty else { return nil }
      do {
        return try LocaleID(value)
      } catch {
        throw .unknownLocale(
          file: file, reason: "line \(line): \(attribute)=\(AppStringsError.locale(value, error))")
      }
    }

    func start(_ element: XMLElementStart) throws(AppStringsError) {
      depth += 1
      let name = element.name.localName
      let line = element.line
      func attribute(_ key: StaticString) -> String? { element.attribute(key) }
      if capture != nil || skipping != nil { return }  // inline markup: its text is kept
      switch name {
      case "alt-trans", "matches":
        skipping = depth
      case "xliff" where depth == 1:
        sawRoot = true
        version2 = attribute("version")?.hasPrefix("2") ?? false
        documentSource = try locale(attribute("srcLang"), "srcLang", line: line)
        documentTarget = try locale(attribute("trgLang"), "trgLang", line: line)
        firstSource = firstSource ?? documentSource
      case "file":
        idsInFile = []
        sourceLocale =
          try locale(attribute("source-language"), "source-language", line: line) ?? documentSource
        targetLocale =
          try locale(attribute("target-language"), "target-language", line: line) ?? documentTarget
        firstSource = firstSource ?? sourceLocale
      case "trans-unit", "unit":
        guard let id = attribute("id") else {
          throw .malformed(file: file, line: line, reason: "<\(name)> without an id")
        }
        guard idsInFile.insert(id).inserted else {
          throw .duplicateKey(file: file, line: line, key: id)
        }
        unit = Unit(id: id, line: line, translate: attribute("translate") != "no")
        (sourcesInPart, targetsInPart) = (0, 0)
      case "segment" where unit != nil:
        if let state = attribute("state") { unit?.state = Self.state(version2: true, state) }
        (sourcesInPart, targetsInPart) = (0, 0)
      case "ignorable" where unit != nil:
        (sourcesInPart, targetsInPart) = (0, 0)
      case "source" where unit != nil:
        sourcesInPart += 1
        try checkOne("source", count: sourcesInPart, line: line)
        capture = .source(depth: depth)
      case "target" where unit != nil:
        targetsInPart += 1
        try checkOne("target", count: targetsInPart, line: line)
        if unit?.target == nil { unit?.target = "" }
        if !version2, let state = attribute("state") {
          unit?.state = Self.state(version2: false, state)
        }
        capture = .target(depth: depth)
      default:
        break
      }
    }

    /// Fails at the second `<source>` or `<target>` of a unit's part.
    private func checkOne(_ element: String, count: Int, line: Int) throws(AppStringsError) {
      guard count > 1, let unit else { return }
      let part = version2 ? "a <segment> of <unit id=" : "<trans-unit id="
      throw .malformed(
        file: file, line: line,
        reason: "a second <\(element)> in \(part)\"\(AppStringsError.printable(unit.id))\">: "
          + (version2
            ? "XLIFF 2.0 allows one per segment"
            : "XLIFF 1.2 allows one per unit (suggestions go in <alt-trans>)"))
    }

    func end(_ qualified: XMLName) throws(AppStringsError) {
      defer { depth -= 1 }
      if let start = skipping {
        if start == depth { skipping = nil }
        return
      }
      switch capture {
      case .source(let start) where start == depth, .target(let start) where start == depth:
        capture = nil
        return
      case .some:
        return
      case nil:
        break
      }
      let name = qualified.localName
      guard name == "trans-unit" || name == "unit", let unit else { return }
      self.unit = nil
      guard let source = sourceLocale else {
        throw .unknownLocale(
          file: file,
          reason: "line \(unit.line): no source language (source-language on <file>, or srcLang)")
      }
      let sourceState: AppStringState = unit.translate ? .translated : .doNotTranslate
      entries.append(
        (
          source, true,
          AppString(
            key: unit.id, value: unit.source, state: sourceState, file: file, line: unit.line)
        ))
      guard let target = unit.target else { return }
      guard let targetLocale else {
        throw .unknownLocale(
          file: file,
          reason: "line \(unit.line): a <target> but no target language (target-language on "
            + "<file>, or trgLang)")
      }
      let state = unit.translate ? unit.state : .doNotTranslate
      entries.append(
        (
          targetLocale, targetLocale == source,
          AppString(key: unit.id, value: target, state: state, file: file, line: unit.line)
        ))
    }

    /// Text is wanted inside a `<source>` or `<target>` only (libexpat skips the rest).
    var wantsText: Bool { capture != nil }

    func text(_ utf8: UnsafeRawBufferPointer) {
      guard capture != nil else { return }
      let piece = String(decoding: utf8, as: UTF8.self)
      switch capture {
      case .source: unit?.source += piece
      case .target: unit?.target?.append(piece)
      case nil: break
      }
    }

    /// A state attribute as an entry state.
    static func state(version2: Bool, _ value: String) -> AppStringState {
      if version2 {
        return value == "initial" ? .new : .translated
      }
      switch value {
      case "new", "needs-translation": return .new
      case "needs-adaptation", "needs-l10n", "needs-review-adaptation", "needs-review-l10n",
        "needs-review-translation":
        return .needsReview
      default: return .translated
      }
    }
  }
}
