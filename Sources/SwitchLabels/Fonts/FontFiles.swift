// The font files one store has read: each file mapped once and its content hashed once.

internal import CShaping
import FoundationEssentials
import Synchronization

/// A ``FontStore``'s mapped font files and content hashes, by path, size and time; thread-safe.
final class FontFiles: Sendable {
  /// Mapped files (mapping costs address space until pages are read); faces keep their blobs alive.
  private let blobs = BoundedCache<FileKey, FontBlob>(capacity: 32)
  /// Content hashes by size, time and path (a collection's faces share one).
  private let hashes = BoundedCache<String, String>(capacity: 256)
  /// Held while a file is mapped, so that two threads loading faces of one file share one mapping.
  private let mapping = Mutex(())
  /// Held while a file is hashed, so that two threads loading faces of one collection hash it once.
  private let hashing = Mutex(())

  private struct FileKey: Hashable, Sendable {
    let path: String
    let size: Int
    let modified: Double
  }

  /// The mapped file at `path`, cached or newly mapped; nil if unreadable.
  func blob(_ path: String, attributes: [FileAttributeKey: Any]?) -> FontBlob? {
    let key = FileKey(
      path: path, size: (attributes?[.size] as? Int) ?? -1,
      modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0)
    if let cached = blobs.value(for: key) { return cached }
    return mapping.withLock { _ in
      if let cached = blobs.value(for: key) { return cached }
      guard let blob = FontBlob(mapping: path) else { return nil }
      blobs.insert(blob, for: key)
      return blob
    }
  }

  /// The XXH64 of the whole file at `path`, hashed once per identity; nil when it cannot be read.
  func contentHash(_ path: String) -> String? {
    hashing.withLock { _ in ContentHash.of(path: path, known: hashes) }
  }
}

/// A font file mapped once (`hb_blob_create_from_file`) and shared by every face loaded from it, so
/// a collection's common tables are resident once.
///
/// `@unchecked Sendable`: immutable before it is shared (safe from many threads per HarfBuzz).
final class FontBlob: @unchecked Sendable {
  /// `hb_blob_t *`, immutable.
  let pointer: OpaquePointer

  /// Maps the file at `path`; nil when it cannot be read.
  init?(mapping path: String) {
    guard let pointer = hb_blob_create_from_file_or_fail(path) else { return nil }
    hb_blob_make_immutable(pointer)
    self.pointer = pointer
  }

  deinit { hb_blob_destroy(pointer) }
}
