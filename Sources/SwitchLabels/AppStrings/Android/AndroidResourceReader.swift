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
  ///
  /// Element names and attributes are compared in libexpat's bytes, and a string's text is
  /// gathered as UTF-8 in one reused buffer and unescaped from it: only the keys, the values and
  /// the attributes kept become `String`s (benchmark "app strings · Android strings.xml 5,000").
  final class Handler: XMLEventHandler {
    let file: String
    var entries: [AppString] = []
    var toolsLocale: String? = nil
    private var depth = 0
    private var seen: Set<String> = []
    /// The resource being read: its key, state, line, and the element depth it started at.
    private var current: (key: String, state: AppStringState, line: Int, depth: Int)? = nil
    /// The raw text of the resource (or plural item) being read, as UTF-8.
    private var text: [UInt8] = []
    private var pluralItem: (quantity: String, depth: Int)? = nil
    private var pluralForms: [String: String] = [:]

    init(file: String) { self.file = file }

    func start(_ element: XMLElementStart) throws(AppStringsError) {
      depth += 1
      let name = element.name
      if depth == 1 {
        guard name == "resources" else {
          throw .malformed(
            file: file, line: element.line,
            reason:
              "the root element is <\(name.string)>, not <resources> (an Android resource file)")
        }
        toolsLocale = element.attribute("tools:locale")
        return
      }
      if let current, current.state == .plural, depth == current.depth + 1, name == "item" {
        pluralItem = (element.attribute("quantity") ?? "other", depth)
        text.removeAll(keepingCapacity: true)
        return
      }
      guard depth == 2 else { return }  // markup inside a string keeps only its text
      let isString = name == "string" || (name == "item" && element.attribute("type", is: "string"))
      guard isString || name == "plurals", let key = element.attribute("name") else { return }
      if let product = element.attribute("product"), product != "default" { return }
      let line = element.line
      guard seen.insert(key).inserted else {
        throw .duplicateKey(file: file, line: line, key: key)
      }
      let state: AppStringState =
        name == "plurals"
        ? .plural : element.attribute("translatable", is: "false") ? .doNotTranslate : .translated
      current = (key, state, line, depth)
      text.removeAll(keepingCapacity: true)
      pluralForms = [:]
    }

    func end(_ name: XMLName) throws(AppStringsError) {
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
        value = String(decoding: text, as: UTF8.self).trimmed
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

    func text(_ utf8: UnsafeRawBufferPointer) {
      guard let current else { return }
      if current.state == .plural, pluralItem == nil { return }
      text.append(contentsOf: utf8)
    }

    private func unescape(_ raw: [UInt8]) throws(AppStringsError) -> String {
      do {
        return try AndroidStringUnescaper.unescape(utf8: raw)
      } catch {
        throw .malformed(
          file: file, line: current?.line,
          reason: "<string name=\"\(AppStringsError.printable(current?.key ?? ""))\">: "
            + error.reason)
      }
    }
  }
}
