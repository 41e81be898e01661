// Android string resources: `res/values[-qualifiers]/*.xml`, parsed by libexpat.

/// Reads the strings of an Android resource file: `<string name>`, `<item type="string" name>`
/// and `<plurals name>` (state ``AppStringState/plural``, value its `other` item) in
/// `<resources>`.
///
/// - Text goes through ``AndroidStringUnescaper`` (aapt2's quoting, whitespace and escapes);
///   CDATA is text like any other, and markup inside a string (`<xliff:g>`, `<b>` …) keeps its
///   text.
/// - `translatable="false"` is ``AppStringState/doNotTranslate``; a `product` other than
///   `default` is another product's variant and is skipped.
/// - The locale comes from the folder (``AndroidQualifiers``); a folder with other qualifiers
///   too (`values-de-night`, `values-land`) holds a configuration's variants and is skipped.
/// - `tools:locale` on the `<resources>` of `values/` names the source language.
/// - A string whose whole text is `@string/name` refers to another string
///   (``AppString/reference``); ``AndroidReferences`` resolves it once every file is read.
enum AndroidResourceReader {
  /// The entries of one resource file.
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let components = file.split(separator: "/")
    let folder = components.count >= 2 ? String(components[components.count - 2]) : ""
    let qualifiers = try AndroidQualifiers(folder: folder, file: file)
    let handler = Handler(file: file)
    try XMLEventParser.parse(bytes, file: file, handler: handler)
    guard qualifiers.configuration.isEmpty else {
      return AppStringsFileContents(format: .android, tables: [])
    }
    var declared: LocaleID? = nil
    if qualifiers.locale == nil, let tag = handler.toolsLocale {
      do {
        declared = try LocaleID(tag)
      } catch {
        throw .unknownLocale(file: file, reason: "tools:locale=\"\(tag)\": \(error)")
      }
    }
    return AppStringsFileContents(
      format: .android, declaredSource: declared,
      tables: [
        .init(
          locale: qualifiers.locale, isSource: qualifiers.locale == nil, entries: handler.entries)
      ])
  }

  /// Collects `<string>`s while libexpat parses.
  final class Handler: XMLEventHandler {
    let file: String
    var entries: [AppString] = []
    var toolsLocale: String? = nil
    private var depth = 0
    private var seen: [String: Int] = [:]
    /// The resource being read: its key, state, line, and the element depth it started at.
    private var current: (key: String, state: AppStringState, line: Int, depth: Int)? = nil
    private var text = ""
    private var pluralItem: (quantity: String, depth: Int)? = nil
    private var pluralForms: [String: String] = [:]

    init(file: String) { self.file = file }

    func start(_ name: String, attributes: [(name: String, value: String)], line: Int)
      throws(AppStringsError)
    {
      depth += 1
      func attribute(_ key: String) -> String? { attributes.first { $0.name == key }?.value }
      if depth == 1 {
        guard name == "resources" else {
          throw .malformed(
            file: file, line: line,
            reason: "the root element is <\(name)>, not <resources> (an Android resource file)")
        }
        toolsLocale = attribute("tools:locale")
        return
      }
      if let current, current.state == .plural, depth == current.depth + 1, name == "item" {
        pluralItem = (attribute("quantity") ?? "other", depth)
        text = ""
        return
      }
      guard depth == 2 else { return }  // markup inside a string keeps only its text
      let isString = name == "string" || (name == "item" && attribute("type") == "string")
      guard isString || name == "plurals", let key = attribute("name") else { return }
      if let product = attribute("product"), product != "default" { return }
      if let first = seen[key] {
        _ = first
        throw .duplicateKey(file: file, line: line, key: key)
      }
      seen[key] = line
      let state: AppStringState =
        name == "plurals"
        ? .plural : attribute("translatable") == "false" ? .doNotTranslate : .translated
      current = (key, state, line, depth)
      text = ""
      pluralForms = [:]
    }

    func end(_ name: String) throws(AppStringsError) {
      defer { depth -= 1 }
      if let item = pluralItem, item.depth == depth {
        pluralForms[item.quantity] = try unescape(text)
        pluralItem = nil
        return
      }
      guard let resource = current, resource.depth == depth else { return }
      let value: String
      var reference: String? = nil
      if resource.state == .plural {
        value =
          pluralForms["other"] ?? pluralForms.keys.sorted().first.flatMap { pluralForms[$0] } ?? ""
      } else if let name = AndroidReferences.name(inRaw: text) {
        value = text.trimmed
        reference = name
      } else {
        value = try unescape(text)
      }
      entries.append(
        AppString(
          key: resource.key, value: value, state: resource.state, file: file, line: resource.line,
          reference: reference))
      current = nil
    }

    func text(_ piece: String) {
      guard current != nil else { return }
      if current?.state == .plural, pluralItem == nil { return }
      text += piece
    }

    private func unescape(_ raw: String) throws(AppStringsError) -> String {
      do {
        return try AndroidStringUnescaper.unescape(raw)
      } catch {
        throw .malformed(
          file: file, line: current?.line,
          reason: "<string name=\"\(AppStringsError.printable(current?.key ?? ""))\">: "
            + error.reason)
      }
    }
  }
}
