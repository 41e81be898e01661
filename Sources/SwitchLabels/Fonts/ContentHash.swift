// The content hash in a font's identity: XXH64 of the whole file (libxxhash), read in chunks.

internal import CXXHash
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hash that names a font file's exact content in ``FontIdentity/contentHash``.
enum ContentHash {
  /// XXH64 (seed 0) of the whole file at `path` as 16 hex digits (as `xxhsum -H1`), or nil.
  ///
  /// Read in chunks, not through HarfBuzz's memory map, so hashing a collection does not make it
  /// all resident; `known` caches hashes by file identity.
  static func of(path: String, known: BoundedCache<String, String>? = nil) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let key = identity(status).map(String.init).joined(separator: " ") + " " + path
    if let hash = known?.value(for: key) { return hash }

    guard let state = XXH64_createState() else { return nil }
    defer { XXH64_freeState(state) }
    guard XXH64_reset(state, 0) == XXH_OK else { return nil }
    let chunkSize = 1 << 20
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, chunkSize)
      if count < 0, errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { break }
      guard XXH64_update(state, buffer.baseAddress, count) == XXH_OK else { return nil }
    }
    let hash = hexadecimal(XXH64_digest(state))
    known?.insert(hash, for: key)
    return hash
  }

  /// A file's device, inode, size and modification and change times (to the nanosecond).
  private static func identity(_ status: stat) -> [Int] {
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

  /// XXH64 (seed 0) of `bytes` as 16 hex digits.
  static func of(bytes: UnsafeRawBufferPointer) -> String {
    hexadecimal(XXH64(bytes.baseAddress, bytes.count, 0))
  }

  private static func hexadecimal(_ hash: UInt64) -> String {
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
