// The growing buffer PrettyJSON's writer writes its bytes into.

extension PrettyJSON {
  /// The bytes a writer has written: one growing allocation that only its writer appends to.
  ///
  /// A JSON value is written in many small pieces (an indent, a quote, a key of eight bytes,
  /// ` : `); appending each to an `[UInt8]` costs a uniqueness check and the generic
  /// `append(contentsOf:)` (about 120 instructions for an eight-byte key). Here a piece costs a
  /// capacity check and a copy: the default audit's JSON report fell from 0.72 G to 0.60 G
  /// instructions with it (callgrind, one thread); the benchmark's "json · 4,830 audit rows ·
  /// PrettyJSON" against JSONEncoder is the line that pays for it.
  ///
  /// Not copyable: the buffer has one owner, which frees it.
  struct Bytes: ~Copyable {
    /// The first byte.
    private var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    /// The number of bytes the allocation holds.
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 0) {
      self.capacity = max(capacity, 64)
      base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Whether nothing is written.
    var isEmpty: Bool { count == 0 }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
      if capacity - count < extra { grow(extra) }
    }

    /// Moves the bytes to an allocation with room for `extra` more (at least twice the size).
    private mutating func grow(_ extra: Int) {
      let grown = max(2 * capacity, count + extra)
      let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      moved.initialize(from: base, count: count)
      base.deallocate()
      base = moved
      capacity = grown
    }

    /// The byte at `index`, which must be below ``count``.
    subscript(index: Int) -> UInt8 {
      get {
        precondition(index >= 0 && index < count, "a byte outside the written ones")
        return base[index]
      }
      set {
        precondition(index >= 0 && index < count, "a byte outside the written ones")
        base[index] = newValue
      }
    }

    /// Appends `byte`.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
      reserve(1)
      base[count] = byte
      count += 1
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let start = bytes.baseAddress, bytes.count > 0 else { return }
      reserve(bytes.count)
      (base + count).initialize(from: start, count: bytes.count)
      count += bytes.count
    }

    /// Appends the bytes of `source` up to the first that ``PrettyJSON/appendString(_:to:)``
    /// must look at (see ``PrettyJSON/needsLook(_:)``), checked and copied eight at a time;
    /// returns how many it appended.
    @inline(__always)
    mutating func appendPlain(_ source: UnsafeBufferPointer<UInt8>) -> Int {
      guard let from = source.baseAddress else { return 0 }
      // Room for the bytes, their closing quote, and the slack of a word.
      reserve(source.count + 9)
      let to = base + count
      var index = 0
      while index + 8 <= source.count {
        let word = UnsafeRawPointer(from + index).loadUnaligned(as: UInt64.self)
        if PrettyJSON.needsLook(word) { break }
        UnsafeMutableRawPointer(to + index).storeBytes(of: word, as: UInt64.self)
        index += 8
      }
      while index < source.count {
        let byte = from[index]
        guard byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0xD8, byte != 0xE2 else { break }
        to[index] = byte
        index += 1
      }
      count += index
      return index
    }

    /// Appends the bytes of `text` (a few: byte by byte, cheaper than a call to copy them).
    @inline(__always)
    mutating func append(_ text: StaticString) {
      let length = text.utf8CodeUnitCount
      reserve(length)
      for offset in 0..<length { base[count + offset] = text.utf8Start[offset] }
      count += length
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: [UInt8]) {
      bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of `range` of `other`.
    mutating func append(_ other: borrowing Bytes, _ range: Range<Int>) {
      precondition(range.lowerBound >= 0 && range.upperBound <= other.count)
      append(UnsafeBufferPointer(start: other.base + range.lowerBound, count: range.count))
    }

    /// Appends `repeats` copies of `byte`.
    mutating func append(repeating byte: UInt8, count repeats: Int) {
      guard repeats > 0 else { return }
      reserve(repeats)
      (base + count).initialize(repeating: byte, count: repeats)
      count += repeats
    }

    /// Appends `repeats` spaces, eight at a time (an indent is a few).
    @inline(__always)
    mutating func appendSpaces(_ repeats: Int) {
      guard repeats > 0 else { return }
      // Room for whole words of spaces; only `repeats` of them count.
      reserve(repeats + 8)
      var offset = 0
      while offset < repeats {
        UnsafeMutableRawPointer(base + count + offset).storeBytes(
          of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
        offset += 8
      }
      count += repeats
    }

    /// The first 8 bytes of `range` as a big-endian number, zeros after a shorter range: numbers
    /// that order as the bytes do.
    @inline(__always)
    func bigEndianPrefix(_ range: Range<Int>) -> UInt64 {
      precondition(range.lowerBound >= 0 && range.upperBound <= count)
      if range.count >= 8 {
        let word = UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self)
        return UInt64(bigEndian: word)
      }
      var prefix: UInt64 = 0
      for offset in 0..<8 {
        let index = range.lowerBound + offset
        prefix = prefix << 8 | UInt64(index < range.upperBound ? base[index] : 0)
      }
      return prefix
    }

    /// Drops the bytes from `index` on.
    mutating func removeSuffix(from index: Int) {
      precondition(index >= 0 && index <= count)
      count = index
    }

    /// Calls `body` with the written bytes.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
      try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The written bytes, as an array.
    var array: [UInt8] { withBytes { Array($0) } }
  }
}
