// icu::LocaleMatcher (C++ only, behind the C++ shim): the best supported locale for a list.

internal import CICUCxxShim
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

extension ICU {
  /// An `icu::LocaleMatcher` over supported tags, no default; every call holds `handle`'s lock.
  final class LocaleMatcher: Sendable {
    private let handle: Mutex<UnsafeMutableRawPointer>

    /// A matcher over `tags`; nil when ICU cannot build one (no tags, or a tag ICU rejects).
    init?(tags: [String]) {
      var status: Int32 = 0
      let opened = withCStrings(tags) { sl_localematcher_open($0, Int32(tags.count), &status) }
      guard let opened, status.isICUSuccess else { return nil }
      handle = Mutex(opened)
    }

    deinit { handle.withLock { sl_localematcher_close($0) } }

    /// The index of the best supported tag for `desired` and of the desired tag matched, or nil.
    func best(_ desired: [String]) -> (supported: Int, desired: Int)? {
      var status: Int32 = 0
      var desiredIndex: Int32 = -1
      let index = handle.withLock { pointer in
        withCStrings(desired) {
          sl_localematcher_best(pointer, $0, Int32(desired.count), &desiredIndex, &status)
        }
      }
      guard status.isICUSuccess, index >= 0, desiredIndex >= 0 else { return nil }
      return (Int(index), Int(desiredIndex))
    }
  }
}

/// Passes `strings` to C as a `const char *const *` array.
private func withCStrings<R>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
) -> R {
  let duplicates = strings.map { strdup($0) }
  defer { duplicates.forEach { free($0) } }
  let pointers = duplicates.map { UnsafePointer($0) }
  return pointers.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else {
      var none: UnsafePointer<CChar>? = nil
      return body(&none)
    }
    return body(base)
  }
}
