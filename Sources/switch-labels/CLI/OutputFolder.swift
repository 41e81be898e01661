import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a folder of files that appears whole or not at all: assembled in a temporary folder
/// beside the target, then moved into place.
enum OutputFolder {
  /// Checks, before any work, that `path` can become the folder: its parent exists and is
  /// writable, and `path` is missing or a folder that `owns` says an earlier export wrote.
  ///
  /// - Throws: ``ToolError`` with exit status 73 naming the problem.
  static func checkWritable(_ path: String, owns: (String) -> Bool) throws(ToolError) {
    let parent = self.parent(of: path)
    var isDirectory: Bool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory
    else {
      throw .failure("cannot write \(path): no such folder \(parent)", .cannotCreate)
    }
    guard access(parent, W_OK) == 0 else {
      throw .failure("cannot write \(path): \(FileDescriptor.lastError)", .cannotCreate)
    }
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    guard isDirectory else {
      throw .failure("cannot write \(path): it is a file, not a folder", .cannotCreate)
    }
    let foreign = files(under: path).filter { !owns($0) }
    if let first = foreign.first {
      throw .failure(
        "cannot write \(path): it holds files an export does not write (\(first)"
          + (foreign.count > 1 ? " and \(foreign.count - 1) more" : "")
          + "); give a folder of its own", .cannotCreate)
    }
  }

  /// Writes `files` (paths relative to the folder) as the folder `path`, replacing an earlier
  /// export there.
  ///
  /// Nothing is left half-written: on failure the temporary folder is removed and the old folder
  /// stays.
  ///
  /// - Throws: ``ToolError`` with exit status 73.
  static func write(_ files: [(path: String, contents: String)], to path: String)
    throws(ToolError)
  {
    let parent = self.parent(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temporary = parent + "/.\(name).\(getpid()).tmp"
    let old = parent + "/.\(name).\(getpid()).old"
    func failure(_ reason: String) -> ToolError {
      .failure("cannot write \(path): \(reason)", .cannotCreate)
    }
    let manager = FileManager.default
    try? manager.removeItem(atPath: temporary)
    do {
      try manager.createDirectory(atPath: temporary, withIntermediateDirectories: false)
      for file in files {
        let parts = file.path.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
          throw failure("the file name \"\(file.path)\" is not allowed")
        }
        if parts.count > 1 {
          try manager.createDirectory(
            atPath: temporary + "/" + parts.dropLast().joined(separator: "/"),
            withIntermediateDirectories: true)
        }
        try OutputFile.write(file.contents, to: temporary + "/" + file.path)
      }
    } catch {
      try? manager.removeItem(atPath: temporary)
      if let error = error as? ToolError { throw error }
      throw failure("\(error)")
    }
    var isDirectory: Bool = false
    let replacing = manager.fileExists(atPath: path, isDirectory: &isDirectory)
    if replacing {
      guard rename(path, old) == 0 else {
        let error = failure(FileDescriptor.lastError)
        try? manager.removeItem(atPath: temporary)
        throw error
      }
    }
    guard rename(temporary, path) == 0 else {
      let error = failure(FileDescriptor.lastError)
      if replacing { rename(old, path) }
      try? manager.removeItem(atPath: temporary)
      throw error
    }
    if replacing { try? manager.removeItem(atPath: old) }
  }

  /// Every regular file below `path`, relative to it, sorted.
  static func files(under path: String) -> [String] {
    let entries = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
    var result: [String] = []
    for entry in entries {
      var isDirectory: Bool = false
      if FileManager.default.fileExists(atPath: path + "/" + entry, isDirectory: &isDirectory),
        !isDirectory
      {
        result.append(entry)
      }
    }
    return result.sorted()
  }

  /// The folder `path` is in (`.` for a bare name).
  private static func parent(of path: String) -> String {
    var trimmed = path
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    let joined = parts.joined(separator: "/")
    if joined.isEmpty { return trimmed.hasPrefix("/") ? "/" : "." }
    return joined
  }
}
