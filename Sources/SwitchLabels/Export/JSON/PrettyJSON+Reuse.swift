// Pieces of JSON that recur in one document, written once and copied where they recur.

import FoundationEssentials

extension PrettyJSON {
  /// What names a piece of JSON that reads the same wherever it recurs: a value of an immutable
  /// object (which one), laid out at a depth.
  struct ReuseKey: Hashable, Sendable {
    let object: ObjectIdentifier
    let index: Int
    let depth: Int
  }

  /// A piece written once: its bytes, the kind of value it is, and the object its key names,
  /// held so that no other object can take that object's identity while the piece is kept.
  struct ReusedPiece: Sendable {
    let object: any AnyObject & Sendable
    let kind: String
    let bytes: [UInt8]
  }
}

extension PrettyJSON.Writer {
  /// The most pieces a writer keeps (a document piece holds a few locales' steps).
  static let reuseCapacity = 64

  /// Encodes `value` as the value being encoded, writing it only the first time this writer
  /// meets the `index`th value of `kind` of `object` at this depth, and copying those bytes at
  /// every later meeting.
  ///
  /// `value` must be the same JSON whenever `object`, `index` and `kind` are: a value of an
  /// object that never changes. The trace steps of a locale's context are (``TraceStep``): every
  /// geometry's resolution of the locale shares them, and the JSON export writes a locale's six
  /// resolutions with one writer. Reading and writing those steps again took 150 M of the 2.18 G
  /// instructions of the default JSON export (callgrind, `--jobs 1`); "export · … · json"
  /// against "audit · …" is the benchmark line that pays for this.
  ///
  /// - Throws: What `value`'s encoding throws, or `EncodingError.invalidValue` when the value
  ///   being encoded has already written itself.
  func encodeReusing(
    _ value: some Encodable, of object: some AnyObject & Sendable, index: Int, kind: String
  ) throws {
    let key = PrettyJSON.ReuseKey(object: ObjectIdentifier(object), index: index, depth: depth)
    let pieces = reusedPieces ?? BoundedCache(capacity: Self.reuseCapacity)
    reusedPieces = pieces
    // The kind is compared rather than hashed: it is the same for the same index.
    if let piece = pieces.value(for: key), piece.kind == kind {
      try single { $0.append(piece.bytes) }
      return
    }
    let bytes = try encodeKeepingBytes(value)
    pieces.insert(PrettyJSON.ReusedPiece(object: object, kind: kind, bytes: bytes), for: key)
  }

  /// Encodes `value` as the value being encoded and returns a copy of the bytes it wrote.
  ///
  /// - Throws: What `value`'s encoding throws, or `EncodingError.invalidValue` when the value
  ///   being encoded has already written itself.
  func encodeKeepingBytes(_ value: some Encodable) throws -> [UInt8] {
    guard !hasWritten else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: codingPath, debugDescription: "a value encoded twice"))
    }
    let start = out.count
    try encodeValue(value, depth: depth)
    markWritten()
    return out.withBytes { Array($0[start...]) }
  }
}
