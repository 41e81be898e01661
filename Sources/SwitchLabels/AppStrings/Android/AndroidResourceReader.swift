// Android string resources: `res/values[-qualifiers]/*.xml`, parsed by libexpat.

/// Reads an Android resource file's `<string>`, `<item type="string">` and `<plurals>` (value its
/// `other` item) by aapt2's rules: `translatable="false"` is ``AppStringState/doNotTranslate``; a
/// non-`default` `product` or other qualifiers (`values-night`) are variants, skipped;
/// `tools:locale` in `values/` names the source; a whole-text `@string/name` is a reference.
enum AndroidResourceReader {
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let components = file.split(separator: "/")
    let folder = components.count >= 2 ? String(components[components.count - 2]) : ""
    let qualifiers = try AndroidQualifiers(folder: folder, file: file)
    let handler = Handler(file: file)
    let index: [String: [Int]]
    do {
      try XMLEventParser.parse(bytes, file: file, handler: handler)
      index = try handler.checkKeys()
    } catch {
      // A key defined twice before the error is the first error in the file.
      _ = try handler.checkKeys()
      throw error
    }
    guard qualifiers.configuration.isEmpty else {
      return AppStringsFileContents(format: .android, tables: [])
    }
    var declared: LocaleID? = nil
    if qualifiers.locale == nil, let tag = handler.toolsLocale {
      do {
        declared = try LocaleID(tag)
      } catch {
        throw .unknownLocale(
          file: file, reason: "tools:locale=\(AppStringsError.locale(tag, error))")
      }
    }
    return AppStringsFileContents(
      format: .android, declaredSource: declared,
      tables: [
        .init(
          locale: qualifiers.locale, isSource: qualifiers.locale == nil, entries: handler.entries,
          index: index)
      ])
  }

  /// Collects `<string>`s while libexpat parses, comparing in libexpat's bytes and gathering text
  /// in one reused buffer: only kept keys, values and attributes become `String`s.
  final class Handler: XMLEventHandler {
    let file: String
    /// The strings read, in file order.
    private(set) var entries: [AppString] = []
    /// `tools:locale` of `<resources>`, if present.
    private(set) var toolsLocale: String? = nil
    private var depth = 0
    /// The resource being read: its key, state, line, and the element depth it started at.
    private var current: (key: String, state: AppStringState, line: Int, depth: Int)? = nil
    /// Whether text is being gathered (in a string, or in an item of plurals).
    private var gathering = false
    /// The raw text of the resource (or plural item) being read, as UTF-8.
    private var text: [UInt8] = []
    private var pluralItem: (quantity: String, depth: Int)? = nil
    private var pluralForms: [String: String] = [:]

    init(file: String) { self.file = file }

    /// The position of each key (the table's index), checking no resource is defined twice: aapt2
    /// compiles a `<string>` and a `<plurals>` of one name, but rejects two `<string>`s.
    func checkKeys() throws(AppStringsError) -> [String: [Int]] {
      var index: [String: [Int]] = [:]
      var plurals: Set<String> = []
      for (position, entry) in entries.enumerated() {
        if entry.state == .plural {
          guard plurals.insert(entry.key).inserted else {
            throw .duplicateKey(file: file, line: entry.line, key: entry.key)
          }
        } else if index[entry.key]?.contains(where: { entries[$0].state != .plural }) == true {
          throw .duplicateKey(file: file, line: entry.line, key: entry.key)
        }
        index[entry.key, default: []].append(position)
      }
      if let current,
        index[current.key]?.contains(where: {
          (entries[$0].state == .plural) == (current.state == .plural)
        }) == true
      {
        throw .duplicateKey(file: file, line: current.line, key: current.key)
      }
      return index
    }

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
        gathering = true
        text.removeAll(keepingCapacity: true)
        return
      }
      guard depth == 2 else { return }  // markup inside a string keeps only its text
      let isString = name == "string" || (name == "item" && element.attribute("type", is: "string"))
      guard isString || name == "plurals", let key = element.attribute("name") else { return }
      if let product = element.attribute("product"), product != "default" { return }
      let line = element.line
      let state: AppStringState =
        name == "plurals"
        ? .plural : element.attribute("translatable", is: "false") ? .doNotTranslate : .translated
      current = (key, state, line, depth)
      gathering = state != .plural
      text.removeAll(keepingCapacity: true)
      if !pluralForms.isEmpty { pluralForms = [:] }
    }

    func end(_: XMLName) throws(AppStringsError) {
      defer { depth -= 1 }
      if let item = pluralItem, item.depth == depth {
        pluralForms[item.quantity] = try unescape(text)
        pluralItem = nil
        gathering = false
        return
      }
      guard let resource = current, resource.depth == depth else { return }
      let value: String
      var reference: String? = nil
      if resource.state == .plural {
        value = pluralForms["other"] ?? pluralForms.keys.min().flatMap { pluralForms[$0] } ?? ""
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
      gathering = false
    }

    func text(_ utf8: UnsafeRawBufferPointer) {
      if gathering { text.append(contentsOf: utf8) }
    }

    /// Text is wanted inside a string or a plural's item only.
    var wantsText: Bool { gathering }

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
