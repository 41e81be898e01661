// Finding an app's localization files: raw folder names, links followed without loops.

import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The file system side of ``AppStringsReader``: which files a folder holds, and their bytes.
enum AppStringsFiles {
  /// A file found, and the format it is read as.
  typealias Found = (path: String, format: AppStringsFormat)

  /// What `stat` (following links) says a path is; nil when nothing is there.
  static func status(_ path: String) -> stat? {
    var info = stat()
    return stat(path, &info) == 0 ? info : nil
  }

  static func isRegular(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }

  static func isFolder(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }

  /// A walk through a folder: every localization file below it, and a warning per skipped name.
  struct Walk {
    /// The deepest folder searched below the first.
    let maximumDepth: Int
    /// Folder names never searched.
    let skippedFolders: Set<String>
    /// Whether a file is a localization file, and of which format, given its depth.
    let format: (_ path: String, _ depth: Int) -> AppStringsFormat?
    /// The files found, in the order of the sorted names.
    private(set) var found: [Found] = []
    /// What was skipped and why, each naming its path.
    private(set) var warnings: [String] = []
    /// The folders on the way down (device and inode): a link back to one of them is a loop.
    private var ancestors: Set<[UInt64]> = []

    init(
      maximumDepth: Int, skippedFolders: Set<String>,
      format: @escaping (_ path: String, _ depth: Int) -> AppStringsFormat?
    ) {
      self.maximumDepth = maximumDepth
      self.skippedFolders = skippedFolders
      self.format = format
    }

    /// Walks `folder` and the folders below it, following links but not a link back up.
    mutating func walk(_ folder: String, depth: Int = 0) throws(AppStringsError) {
      guard depth <= maximumDepth, let info = status(folder) else { return }
      let identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
      guard ancestors.insert(identity).inserted else {
        warnings.append(
          "\(AppStringsError.printable(folder)): skipped: a link back to a folder above it")
        return
      }
      defer { ancestors.remove(identity) }
      for name in try names(in: folder) where !name.hasPrefix(".") {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        guard let entry = status(path) else { continue }  // a link that leads nowhere
        if isFolder(entry) {
          if skippedFolders.contains(name) { continue }
          try walk(path, depth: depth + 1)
        } else if isRegular(entry), let format = format(path, depth) {
          found.append((path, format))
        }
      }
    }

    /// The names in `folder`, sorted; a name that is not UTF-8 is skipped with a warning.
    private mutating func names(in folder: String) throws(AppStringsError) -> [String] {
      guard let directory = opendir(folder) else {
        throw .unreadable(path: folder, reason: "cannot list the folder")
      }
      defer { closedir(directory) }
      var names: [String] = []
      while let entry = readdir(directory) {
        let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
          Array(raw.prefix { $0 != 0 })
        }
        if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
        guard let name = String(validating: bytes, as: UTF8.self) else {
          warnings.append(
            "\(AppStringsError.printable(folder))/\(Self.visible(bytes)): skipped: the name is "
              + "not UTF-8")
          continue
        }
        names.append(name)
      }
      return names.sorted()
    }

    /// A file name's bytes as text, each byte that is not part of UTF-8 shown as `⟦0xFF⟧`.
    static func visible(_ bytes: [UInt8]) -> String {
      var result = ""
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : 4
        if index + length <= bytes.count,
          let piece = String(validating: bytes[index..<index + length], as: UTF8.self)
        {
          result += AppStringsError.printable(piece)
          index += length
        } else {
          result += "⟦0x" + String(lead, radix: 16, uppercase: true) + "⟧"
          index += 1
        }
      }
      return result
    }
  }
}
