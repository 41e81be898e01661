/// Why a catalog file could not be used; every case names the file.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, no permission).
  case unreadable(file: String, reason: String)
  /// The file is larger than any catalog should be.
  case tooLarge(file: String, bytes: Int)
  /// The file is not valid UTF-8.
  case invalidUTF8(file: String)
  /// The file is not valid JSON (with line and column) or nests too deeply.
  case malformedJSON(file: String, reason: String)
  /// The JSON does not follow the catalog schema.
  case schema(file: String, reason: String)
  /// The folder of catalogs could not be listed.
  case unreadableFolder(path: String, reason: String)

  /// The file or folder concerned.
  public var file: String {
    switch self {
    case .unreadable(let file, _), .tooLarge(let file, _), .invalidUTF8(let file),
      .malformedJSON(let file, _), .schema(let file, _), .unreadableFolder(let file, _):
      return file
    }
  }

  /// Whether the file itself is broken (unreadable, not UTF-8, not JSON), not just off the schema.
  public var isMalformed: Bool {
    if case .schema = self { return false }
    return true
  }

  /// A message naming the file and what is wrong.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason): return "\(file): cannot read: \(reason)"
    case .tooLarge(let file, let bytes):
      return "\(file): \(bytes) bytes is too large for a catalog (at most "
        + "\(CatalogLoader.maximumFileSize) bytes)"
    case .invalidUTF8(let file): return "\(file): not valid UTF-8"
    case .malformedJSON(let file, let reason): return "\(file): not valid JSON: \(reason)"
    case .schema(let file, let reason): return "\(file): \(reason)"
    case .unreadableFolder(let path, let reason): return "\(path): cannot list catalogs: \(reason)"
    }
  }
}
