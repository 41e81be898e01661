import CFileSystem
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
    let foreign = foreignEntries(under: linkedFolder(path) ?? path, owns: owns)
    if let first = foreign.first {
      throw .failure(
        "cannot write \(path): it holds what an export does not write (\(first)"
          + (foreign.count > 1 ? " and \(foreign.count - 1) more" : "")
          + "); give a folder of its own", .cannotCreate)
    }
  }

  /// Writes `files` (paths relative to the folder) as the folder `path`, replacing an earlier
  /// export there.
  ///
  /// The folder is assembled beside the target and swapped in with one atomic exchange
  /// (`renameat2`), so the target is always either the old folder or the new one, whatever
  /// happens in between; an interrupted run removes its temporary folder (and a run killed
  /// outright leaves one that the next export into the same folder sweeps). When `path` is a
  /// link to a folder, the link stays and its target is replaced, as a file output keeps its link.
  ///
  /// - Throws: ``ToolError`` with exit status 73.
  static func write(_ files: [(path: String, contents: String)], to requested: String)
    throws(ToolError)
  {
    let path = linkedFolder(requested) ?? requested
    let parent = self.parent(of: path)
    func failure(_ reason: String) -> ToolError {
      .failure("cannot write \(requested): \(reason)", .cannotCreate)
    }
    sweepLeftovers(in: parent)
    let temporary = parent + "/" + leftoverPrefix + "\(getpid()).tmp"
    let manager = FileManager.default
    try? manager.removeItem(atPath: temporary)
    var created: [String] = []
    var folders: [String] = [temporary]
    do {
      for file in files {
        let parts = file.path.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
          throw failure("the file name \"\(file.path)\" is not allowed")
        }
        for depth in 1..<parts.count {
          let folder = temporary + "/" + parts.prefix(depth).joined(separator: "/")
          if !folders.contains(folder) { folders.append(folder) }
        }
        created.append(temporary + "/" + file.path)
      }
      // What a signal removes: the files, then the folders, deepest first.
      Interruption.shared.protect(
        paths: created + folders.sorted { $0.utf8.count > $1.utf8.count })
      for folder in folders {
        guard mkdir(folder, 0o777) == 0 else { throw failure(FileDescriptor.lastError) }
      }
      for (file, path) in zip(files, created) { try writeNew(file.contents, to: path) }
    } catch {
      try? manager.removeItem(atPath: temporary)
      Interruption.shared.release()
      if let error = error as? ToolError { throw error }
      throw failure("\(error)")
    }
    defer { Interruption.shared.release() }
    var isDirectory: Bool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if sl_exchange_paths(temporary, path) == 0 {
        // The temporary folder now holds the old export.
        try? manager.removeItem(atPath: temporary)
        return
      }
      // A file system without the exchange: the old folder steps aside, named so that the
      // sweep of a later run removes it if this one is killed in between.
      let old = parent + "/" + leftoverPrefix + "\(getpid()).old"
      guard rename(path, old) == 0 else {
        let error = failure(FileDescriptor.lastError)
        try? manager.removeItem(atPath: temporary)
        throw error
      }
      guard rename(temporary, path) == 0 else {
        let error = failure(FileDescriptor.lastError)
        rename(old, path)
        try? manager.removeItem(atPath: temporary)
        throw error
      }
      try? manager.removeItem(atPath: old)
    } else {
      guard rename(temporary, path) == 0 else {
        let error = failure(FileDescriptor.lastError)
        try? manager.removeItem(atPath: temporary)
        throw error
      }
    }
  }

  /// How the temporary folders of an export begin: short, so that any output name fits, and
  /// followed by the writing process's id.
  static let leftoverPrefix = ".switch-labels-"

  /// Removes the temporary folders that exports killed outright left in `folder`: those whose
  /// process is gone.
  static func sweepLeftovers(in folder: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where entry.hasPrefix(leftoverPrefix) {
      let rest = entry.dropFirst(leftoverPrefix.count)
      guard rest.hasSuffix(".tmp") || rest.hasSuffix(".old"),
        let pid = Int32(rest.dropLast(4)), pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(atPath: folder + "/" + entry)
    }
  }

  /// The folder a link at `path` points to (relative to the link's folder when the link is
  /// relative), when `path` is a link to a folder; nil otherwise.
  private static func linkedFolder(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    else { return nil }
    var isDirectory: Bool = false
    let resolved = target.hasPrefix("/") ? target : self.parent(of: path) + "/" + target
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory
    else { return nil }
    // A link to a link to a folder: its target in turn.
    return linkedFolder(resolved) ?? resolved
  }

  /// Creates the file `path`, with `contents`, inside the temporary folder.
  ///
  /// Nobody else writes that folder, and it appears only when whole, by one rename; the files
  /// are not flushed one by one (hundreds of `fsync`s took seconds for a `.strings` export).
  private static func writeNew(_ contents: String, to path: String) throws(ToolError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw .failure("cannot write \(path): \(FileDescriptor.lastError)", .cannotCreate)
    }
    let written = FileDescriptor.writeAll(descriptor, contents)
    guard close(descriptor) == 0, written else {
      throw .failure("cannot write \(path): \(FileDescriptor.lastError)", .cannotCreate)
    }
  }

  /// What below `path` an export did not write, relative to it, sorted: files `owns` does not
  /// claim, links, and folders holding none of an export's files.
  static func foreignEntries(under path: String, owns: (String) -> Bool) -> [String] {
    var foreign: [String] = []
    /// Walks `relative` (a folder), without following links; returns whether it holds a file an
    /// export wrote.
    func walk(_ relative: String) -> Bool {
      let folder = relative.isEmpty ? path : path + "/" + relative
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        return false
      }
      var holdsExport = false
      for entry in entries {
        let child = relative.isEmpty ? entry : relative + "/" + entry
        var status = stat()
        guard lstat(path + "/" + child, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          let before = foreign.count
          if walk(child) {
            holdsExport = true
          } else if foreign.count == before {
            // An empty folder (what is in a folder is named instead of the folder).
            foreign.append(child + "/")
          }
        case S_IFREG where owns(child):
          holdsExport = true
        default:
          foreign.append(child)
        }
      }
      return holdsExport
    }
    _ = walk("")
    return foreign.sorted()
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
