// The font files one store has read: each file mapped once and its content hashed once.

internal import CShaping
import FoundationEssentials
import Synchronization

/// The mapped font files and their content hashes, owned by one ``FontStore``.
///
/// Files are remembered by path, size and modification time, so a file rewritten in place is
/// mapped and hashed afresh. Safe from any thread.
final class FontFiles: Sendable {
  /// Mapped files: a cache of 32 (mapping costs address space, not memory, until pages are read);
  /// a face keeps its file's blob alive after the cache lets it go.
  private let blobs = BoundedCache<FileKey, FontBlob>(capacity: 32)
  /// Content hashes by size, modification time and path (the faces of one collection share the
  /// file's hash); see ``ContentHash/of(path:known:)``.
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

  /// The mapped file at `path` (whose attributes the caller has read), from the cache or newly
  /// mapped; nil when it cannot be read.
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

  /// The XXH64 of the whole file at `path` (see ``ContentHash/of(path:known:)``), hashed once per
  /// identity; nil when the file cannot be read.
  func contentHash(_ path: String) -> String? {
    hashing.withLock { _ in ContentHash.of(path: path, known: hashes) }
  }
}

/// A font file mapped into memory once (`hb_blob_create_from_file`), shared by every face loaded
/// from it: the faces of a collection (the regional faces of a CJK `.ttc`) then share one mapping,
/// so the pages their common tables touch are resident once, not once per face.
///
/// A full-matrix audit loads up to ten faces of each CJK collection; one mapping per face cost
/// about 7 MB of resident memory per collection.
///
/// Thread safety: the blob is made immutable before it is shared, and HarfBuzz documents
/// immutable blobs as safe to read from many threads; hence `@unchecked Sendable`.
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
