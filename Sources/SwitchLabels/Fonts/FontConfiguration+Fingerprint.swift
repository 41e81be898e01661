// What fontconfig's answers depend on, as one digest: the key under which answers are kept.

internal import CShaping
internal import CXXHash

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FontConfiguration {
  /// A digest of everything fontconfig's answers depend on in this process: fontconfig's version
  /// and system root, each configuration file and directory and each font directory it read (path,
  /// device, inode, size, modification and change times), the defaults it substitutes into every
  /// pattern (languages from the environment, program name…), the desktop it is told about, and
  /// every installed font's pattern (file, face, families, coverage…).
  ///
  /// The same inputs fontconfig's own up-to-date check (`FcConfigUptoDate`) compares, plus the
  /// font set itself: installing or removing a font changes its directory's times and the set,
  /// editing a configuration file changes its times. Computed in well under a millisecond.
  func fingerprint() -> String {
    guard let state = XXH64_createState() else { return "" }
    defer { XXH64_freeState(state) }
    XXH64_reset(state, 0)
    func feed(_ text: String) {
      var text = text
      text.withUTF8 { _ = XXH64_update(state, $0.baseAddress, $0.count) }
      var separator: UInt8 = 0
      _ = XXH64_update(state, &separator, 1)
    }
    func feed(_ number: Int) { feed(String(number)) }
    feed("switch-labels font answers 1")
    feed(Int(FcGetVersion()))
    feed(FcConfigGetSysRoot(config).map { String(cString: $0) } ?? "")
    for list in [
      FcConfigGetConfigFiles(config), FcConfigGetConfigDirs(config), FcConfigGetFontDirs(config),
    ] {
      feed("list")
      guard let list else { continue }
      defer { FcStrListDone(list) }
      while let name = FcStrListNext(list) {
        let path = String(cString: name)
        feed(path)
        var status = stat()
        if stat(path, &status) == 0 {
          Self.identity(status).forEach(feed)
        } else {
          feed("missing")
        }
      }
    }
    if let defaults = FcPatternCreate() {
      FcDefaultSubstitute(defaults)
      if let text = FcNameUnparse(defaults) {
        feed(String(cString: text))
        free(text)
      }
      FcPatternDestroy(defaults)
    }
    feed(getenv("XDG_CURRENT_DESKTOP").map { String(cString: $0) } ?? "")
    for font in fonts { feed(Int(FcPatternHash(font.pattern))) }
    let digest = String(XXH64_digest(state), radix: 16)
    return String(repeating: "0", count: 16 - digest.count) + digest
  }

  /// A file's device, inode, size and modification and change times (to the nanosecond).
  static func identity(_ status: stat) -> [Int] {
    #if os(Linux)
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #else
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #endif
    return [
      Int(status.st_dev), Int(status.st_ino), Int(status.st_size), modified.tv_sec,
      modified.tv_nsec, changed.tv_sec, changed.tv_nsec,
    ]
  }
}
