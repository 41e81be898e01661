// A key written twice in one JSON object, found by yajl's event parser without building the
// value: JSONDecoder keeps one of the two values and says nothing.

internal import CYajl

/// Finds the first object key that appears twice in one object of JSON text, in the objects
/// down to a depth, with its line.
///
/// yajl (the Debian package `libyajl-dev`) reads the text as a stream of events; only keys are
/// looked at, decoded (so `"On"` and `"\u004Fn"` are the same key), and nothing is built. The
/// String Catalog reader checks the catalog, `strings`, each string's entry and its
/// `localizations` (depth 4), the ARB reader its messages (depth 1). Its cost is in the benchmark
/// "app strings · String Catalog" (the reader beside JSONDecoder alone).
enum JSONDuplicateKeys {
  /// The first key found twice in an object at depth 1 (the top level) to `maximumDepth`, and
  /// the line of its second appearance; nil when there is none, or when the text is not JSON
  /// (JSONDecoder has said why by then).
  static func first(in bytes: [UInt8], maximumDepth: Int) -> (key: String, line: Int)? {
    let scan = Scan(maximumDepth: maximumDepth)
    var callbacks = yajl_callbacks()
    callbacks.yajl_start_map = { context in Scan.from(context)?.open(isObject: true) ?? 0 }
    callbacks.yajl_end_map = { context in Scan.from(context)?.close() ?? 0 }
    callbacks.yajl_start_array = { context in Scan.from(context)?.open(isObject: false) ?? 0 }
    callbacks.yajl_end_array = { context in Scan.from(context)?.close() ?? 0 }
    callbacks.yajl_map_key = { context, key, length in
      Scan.from(context)?.key(UnsafeBufferPointer(start: key, count: length)) ?? 0
    }
    return withExtendedLifetime(scan) { () -> (key: String, line: Int)? in
      guard let handle = yajl_alloc(&callbacks, nil, Unmanaged.passUnretained(scan).toOpaque())
      else { return nil }
      defer { yajl_free(handle) }
      let status = bytes.withUnsafeBufferPointer { yajl_parse(handle, $0.baseAddress, $0.count) }
      guard status == yajl_status_client_canceled, let key = scan.duplicate else { return nil }
      // The key's line: the newlines before the point yajl stopped at, just after the key.
      let consumed = min(yajl_get_bytes_consumed(handle), bytes.count)
      let line = 1 + bytes[..<consumed].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      return (key, line)
    }
  }

  /// The scan's state, reached from yajl's callbacks through its context pointer.
  private final class Scan {
    let maximumDepth: Int
    /// The keys seen in the open object at each depth (reused from one object to the next).
    var keys: [Set<String>]
    var depth = 0
    var duplicate: String?

    init(maximumDepth: Int) {
      self.maximumDepth = maximumDepth
      keys = Array(repeating: [], count: max(maximumDepth, 0) + 1)
    }

    /// The scan passed to `yajl_alloc` as the context (alive for the whole parse).
    static func from(_ context: UnsafeMutableRawPointer?) -> Scan? {
      context.map { Unmanaged<Scan>.fromOpaque($0).takeUnretainedValue() }
    }

    /// yajl's callbacks return 1 to go on, 0 to stop.
    func open(isObject: Bool) -> Int32 {
      depth += 1
      if isObject, depth <= maximumDepth { keys[depth].removeAll(keepingCapacity: true) }
      return 1
    }

    func close() -> Int32 {
      depth -= 1
      return 1
    }

    func key(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
      guard depth >= 1, depth <= maximumDepth else { return 1 }
      let key = String(decoding: bytes, as: UTF8.self)
      guard keys[depth].insert(key).inserted else {
        duplicate = key
        return 0
      }
      return 1
    }
  }
}
