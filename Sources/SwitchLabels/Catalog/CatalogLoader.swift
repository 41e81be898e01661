// Reading catalog files: bytes → UTF-8 → strict JSON → schema → LabelCatalog.

import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads catalog files (schema versions 1 and 2, see `Locales/SCHEMA.md`).
public enum CatalogLoader {
  /// The largest catalog file read (a real one is about 1 KB).
  public static let maximumFileSize = 256 * 1024

  /// A parsed file: the catalog, or the reason it cannot be used, plus what a linter needs.
  struct Parsed {
    let json: JSONValue
    /// Where a key was given twice in one object, placed (Jansson reports the first one).
    let duplicateKeys: [String]
  }

  /// Loads one catalog file; a missing `provenance` is an error only when `requiringProvenance`.
  ///
  /// - Throws: ``CatalogError`` naming the file and what is wrong.
  public static func load(file path: String, requiringProvenance: Bool = false)
    throws(CatalogError) -> LabelCatalog
  {
    try decode(parse(file: path).json, file: path, requiringProvenance: requiringProvenance)
  }

  /// Loads a catalog from the bytes of a file; `file` names it in errors.
  ///
  /// - Throws: ``CatalogError`` naming `file` and what is wrong.
  public static func load(bytes: [UInt8], file: String, requiringProvenance: Bool = false)
    throws(CatalogError) -> LabelCatalog
  {
    try decode(
      try parse(bytes: bytes, file: file).json, file: file,
      requiringProvenance: requiringProvenance)
  }

  /// Reads and parses a file up to JSON.
  static func parse(file path: String) throws(CatalogError) -> Parsed {
    try parse(text: readText(file: path), file: path)
  }

  /// Parses the bytes of a file up to JSON.
  static func parse(bytes: [UInt8], file: String) throws(CatalogError) -> Parsed {
    guard bytes.count <= maximumFileSize else { throw .tooLarge(file: file, bytes: bytes.count) }
    return try parse(text: text(of: bytes, file: file), file: file)
  }

  /// Reads a regular file of at most `maximumSize` bytes of UTF-8 (a FIFO could block).
  static func readText(file path: String, maximumSize: Int = maximumFileSize)
    throws(CatalogError) -> String
  {
    try text(of: readBytes(file: path, maximumSize: maximumSize), file: path)
  }

  private static func text(of bytes: [UInt8], file: String) throws(CatalogError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalidUTF8(file: file)
    }
    return text
  }

  /// The bytes of a regular file of at most `maximumSize` bytes (see ``readText(file:maximumSize:)``).
  package static func readBytes(file path: String, maximumSize: Int) throws(CatalogError)
    -> [UInt8]
  {
    func failure(_ code: Int32) -> CatalogError {
      switch code {
      case ENOENT: return .unreadable(file: path, reason: "no such file")
      case ENOTDIR: return .unreadable(file: path, reason: "a folder on its path is a file")
      case EACCES, EPERM: return .unreadable(file: path, reason: "permission denied")
      case EISDIR: return .unreadable(file: path, reason: "it is a folder")
      case ELOOP: return .unreadable(file: path, reason: "too many symbolic links")
      case ENAMETOOLONG: return .unreadable(file: path, reason: "the path is too long")
      default: return .unreadable(file: path, reason: String(cString: strerror(code)))
      }
    }
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(errno) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .unreadable(file: path, reason: "it is a folder")
    case S_IFIFO: throw .unreadable(file: path, reason: "a named pipe, not a regular file")
    case S_IFCHR, S_IFBLK: throw .unreadable(file: path, reason: "a device, not a regular file")
    default: throw .unreadable(file: path, reason: "not a regular file")
    }
    if Int(info.st_size) > maximumSize { throw .tooLarge(file: path, bytes: Int(info.st_size)) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    // Checked again on the open file: the path may have been replaced since `stat`.
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(file: path, reason: "not a regular file")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw failure(errno) }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > maximumSize { throw .tooLarge(file: path, bytes: bytes.count) }
    }
    return bytes
  }

  static func parse(text: String, file path: String) throws(CatalogError) -> Parsed {
    do {
      let (json, duplicates) = try StrictJSONReader.parse(text)
      return Parsed(json: json, duplicateKeys: duplicates)
    } catch {
      throw .malformedJSON(file: path, reason: error.description)
    }
  }

  /// Decodes the schema, checking ``CatalogRules`` when `enforcingRules` (lint lists each).
  static func decode(
    _ json: JSONValue, file path: String, requiringProvenance: Bool, enforcingRules: Bool = true
  ) throws(CatalogError) -> LabelCatalog {
    let catalog: LabelCatalog
    do {
      catalog = try CatalogSchemaV1.decode(json, requiringProvenance: requiringProvenance)
    } catch {
      throw .schema(file: path, reason: error.message)
    }
    if enforcingRules {
      let problems = CatalogRules.problems(catalog)
      if !problems.isEmpty {
        throw .schema(
          file: path, reason: "locale \(catalog.locale.tag): " + problems.joined(separator: "; "))
      }
    }
    return catalog
  }
}

/// The catalog file layout, decoded by hand from ``JSONValue`` so a problem names its key.
enum CatalogSchemaV1 {
  struct Problem: Error {
    let message: String
  }

  static let topLevelKeys: Set<String> = [
    "schemaVersion", "locale", "on", "off", "images", "provenance", "translatorNotes",
  ]

  /// The basis recorded for a user's catalog that gives no provenance.
  static let unstatedProvenance = "not stated (a user's catalog)"

  static func decode(_ json: JSONValue, requiringProvenance: Bool) throws(Problem) -> LabelCatalog {
    let root = try object(json, at: "the file")
    try rejectUnknownKeys(root, allowed: topLevelKeys, at: "the top level")
    let latest = LabelCatalog.latestSchemaVersion
    guard case .number(let number)? = root["schemaVersion"] else {
      throw Problem(message: "missing \"schemaVersion\" (expected 1 to \(latest))")
    }
    guard let version = Int(exactly: number), (1...latest).contains(version) else {
      throw Problem(
        message:
          "unsupported schemaVersion \(NumberText.plain(number)) (this library reads 1 to \(latest))"
      )
    }
    let tag = try string(root, "locale")
    let locale: LocaleID
    do {
      locale = try LocaleID(tag)
    } catch {
      throw Problem(message: "\"locale\": \(error)")
    }
    let on = try state(root, "on")
    let off = try state(root, "off")
    var images: [SwitchState: ImageLabel]? = nil
    if let imagesValue = root["images"] {
      let table = try object(imagesValue, at: "\"images\"")
      try rejectUnknownKeys(table, allowed: ["on", "off"], at: "\"images\"")
      images = [:]
      for state in SwitchState.allCases {
        guard let value = table[state.rawValue] else {
          throw Problem(message: "\"images\" needs both \"on\" and \"off\"")
        }
        images?[state] = try image(value, at: "images.\(state.rawValue)")
      }
    }
    if !locale.isRoot, (on.texts.isEmpty || off.texts.isEmpty) {
      throw Problem(message: "\"on.texts\" and \"off.texts\" need at least one text")
    }
    let provenanceObject = try object(
      root["provenance"]
        ?? (requiringProvenance ? .null : .object([("basis", .string(unstatedProvenance))])),
      at: "\"provenance\" (where the words came from)")
    try rejectUnknownKeys(
      provenanceObject,
      allowed: version >= 2 ? ["basis", "references", "sources"] : ["basis", "references"],
      at: "\"provenance\""
        + (version < 2 && provenanceObject["sources"] != nil
          ? " (\"sources\" needs schemaVersion 2)" : ""))
    var sources: [ProvenanceSource] = []
    if let sourcesValue = provenanceObject["sources"] {
      guard case .array(let items) = sourcesValue else {
        throw Problem(
          message:
            "\"provenance.sources\" must be an array of sources, not \(sourcesValue.typeName)")
      }
      for (index, item) in items.enumerated() {
        sources.append(try source(item, at: "provenance.sources[\(index)]"))
      }
    } else if requiringProvenance, version >= 2, !locale.isRoot {
      throw Problem(
        message: "missing \"provenance.sources\" (the files the words were read from)")
    }
    var references: [String: String] = [:]
    if let referencesValue = provenanceObject["references"] {
      for (key, value) in try object(referencesValue, at: "\"provenance.references\"") {
        guard case .string(let reason) = value else {
          throw Problem(message: "\"provenance.references.\(key)\" must be a string")
        }
        references[key] = reason
      }
    }
    let provenance = Provenance(
      basis: try string(provenanceObject, "basis", at: "provenance.basis"), references: references,
      sources: sources)
    return LabelCatalog(
      locale: locale, on: on, off: off, images: images, provenance: provenance,
      translatorNotes: try optionalString(root, "translatorNotes"))
  }

  private static func state(_ table: [String: JSONValue], _ key: String) throws(Problem)
    -> StateLabels
  {
    guard let value = table[key] else { throw Problem(message: "missing the \"\(key)\" state") }
    let object = try object(value, at: "\"\(key)\"")
    try rejectUnknownKeys(object, allowed: ["texts", "spoken"], at: "\"\(key)\"")
    let texts = try strings(
      object["texts"], at: "\(key).texts", else: "\"\(key).texts\" must be an array of strings")
    return StateLabels(texts: texts, spoken: try string(object, "spoken", at: "\(key).spoken"))
  }

  /// The keys of a source (see ``ProvenanceSource``).
  static let sourceKeys: Set<String> = [
    "project", "product", "where", "keys", "on", "off", "note", "differs", "licence",
  ]

  private static func source(_ value: JSONValue, at path: String) throws(Problem)
    -> ProvenanceSource
  {
    let object = try object(value, at: "\"\(path)\"")
    try rejectUnknownKeys(object, allowed: sourceKeys, at: "\"\(path)\"")
    func optional(_ key: String) throws(Problem) -> String? {
      try optionalString(object, key, at: "\(path).\(key)")
    }
    let keys = try strings(
      object["keys"], at: "\(path).keys",
      else: "\"\(path).keys\" must be an array of the keys read in the file")
    let on = try optional("on")
    let off = try optional("off")
    if on == nil, off == nil {
      throw Problem(message: "\"\(path)\" needs the words it gives: \"on\", \"off\" or both")
    }
    return ProvenanceSource(
      project: try string(object, "project", at: "\(path).project"),
      product: try optional("product"),
      where: try string(object, "where", at: "\(path).where"), keys: keys, on: on, off: off,
      note: try optional("note"), differs: try optional("differs"), licence: try optional("licence")
    )
  }

  private static func image(_ value: JSONValue, at path: String) throws(Problem) -> ImageLabel {
    let object = try object(value, at: "\"\(path)\"")
    try rejectUnknownKeys(
      object, allowed: ["name", "symbol", "viewBox", "path"], at: "\"\(path)\"")
    return ImageLabel(
      name: try string(object, "name", at: "\(path).name"),
      symbol: try string(object, "symbol", at: "\(path).symbol"),
      viewBox: try string(object, "viewBox", at: "\(path).viewBox"),
      path: try string(object, "path", at: "\(path).path"))
  }

  private static func object(_ value: JSONValue, at path: String) throws(Problem)
    -> [String: JSONValue]
  {
    guard case .object(let members) = value else {
      throw Problem(message: "\(path) must be an object, not \(value.typeName)")
    }
    return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  private static func string(_ table: [String: JSONValue], _ key: String, at path: String? = nil)
    throws(Problem) -> String
  {
    let name = path ?? key
    guard let value = table[key] else { throw Problem(message: "missing \"\(name)\"") }
    guard case .string(let text) = value else {
      throw Problem(message: "\"\(name)\" must be a string, not \(value.typeName)")
    }
    return text
  }

  private static func optionalString(
    _ table: [String: JSONValue], _ key: String, at path: String? = nil
  ) throws(Problem) -> String? {
    guard table[key] != nil else { return nil }
    return try string(table, key, at: path)
  }

  /// The strings of an array at `path`; `message` when `value` is not an array.
  private static func strings(_ value: JSONValue?, at path: String, else message: String)
    throws(Problem) -> [String]
  {
    guard case .array(let items)? = value else { throw Problem(message: message) }
    var strings: [String] = []
    for (index, item) in items.enumerated() {
      guard case .string(let text) = item else {
        throw Problem(message: "\"\(path)[\(index)]\" must be a string, not \(item.typeName)")
      }
      strings.append(text)
    }
    return strings
  }

  private static func rejectUnknownKeys(
    _ table: [String: JSONValue], allowed: Set<String>, at path: String
  ) throws(Problem) {
    let unknown = table.keys.filter { !allowed.contains($0) }.sorted()
    guard unknown.isEmpty else {
      throw Problem(
        message: "unknown key\(unknown.count > 1 ? "s" : "") "
          + unknown.map { "\"\(LocaleError.printable($0))\"" }.joined(separator: ", ")
          + " at \(path)")
    }
  }
}
