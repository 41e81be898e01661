// The content hash in a font's identity: XXH64 of the whole file, read in chunks.

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hash that names a font file's exact content in ``FontIdentity/contentHash``.
enum ContentHash {
  /// Hashes already computed, per path, size and modification time (the faces of one collection
  /// share the file's hash).
  private static let known = Mutex<[String: String]>([:])

  /// XXH64 (seed 0) of every byte of the file at `path`, as 16 hex digits: the figure
  /// `xxhsum -H1 <file>` prints. nil when the file cannot be read.
  ///
  /// The file is read in 1 MiB chunks rather than through HarfBuzz's memory map, so hashing a
  /// 20 MB collection does not bring all of it into the process's resident memory.
  static func of(path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    #if os(Linux)
      let modified = status.st_mtim
    #else
      let modified = status.st_mtimespec
    #endif
    let key = "\(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(path)"
    if let hash = known.withLock({ $0[key] }) { return hash }

    let chunkSize = 1 << 20  // a multiple of XXH64's 32-byte stripe
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 8)
    defer { buffer.deallocate() }
    var state = XXH64()
    while true {
      var filled = 0
      while filled < chunkSize {
        let count = read(descriptor, buffer.baseAddress.map { $0 + filled }, chunkSize - filled)
        if count < 0, errno == EINTR { continue }
        if count < 0 { return nil }
        if count == 0 { break }
        filled += count
      }
      let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<filled])
      if filled < chunkSize {
        let hex = String(state.finish(with: chunk), radix: 16)
        let hash = String(repeating: "0", count: 16 - hex.count) + hex
        known.withLock { known in
          if known.count >= 256 { known.removeAll() }
          known[key] = hash
        }
        return hash
      }
      state.add(stripes: chunk)
    }
  }
}

/// XXH64 with seed 0 (https://github.com/Cyan4973/xxHash), fed in whole 32-byte stripes and
/// finished with the rest.
struct XXH64 {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  private var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
  private var length = 0

  /// The hash of `bytes`.
  static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var state = XXH64()
    let stripes = bytes.count - bytes.count % 32
    state.add(stripes: UnsafeRawBufferPointer(rebasing: bytes[0..<stripes]))
    return state.finish(with: UnsafeRawBufferPointer(rebasing: bytes[stripes...]))
  }

  /// Consumes `bytes`, whose count must be a multiple of 32.
  mutating func add(stripes bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset + 32 <= bytes.count {
      lanes.0 = Self.round(lanes.0, Self.word(bytes, offset))
      lanes.1 = Self.round(lanes.1, Self.word(bytes, offset + 8))
      lanes.2 = Self.round(lanes.2, Self.word(bytes, offset + 16))
      lanes.3 = Self.round(lanes.3, Self.word(bytes, offset + 24))
      offset += 32
    }
    length += offset
  }

  /// The hash of everything added and then `tail` (any length; whole stripes in it are consumed).
  func finish(with tail: UnsafeRawBufferPointer) -> UInt64 {
    var state = self
    let stripes = tail.count - tail.count % 32
    state.add(stripes: UnsafeRawBufferPointer(rebasing: tail[0..<stripes]))
    let rest = UnsafeRawBufferPointer(rebasing: tail[stripes...])
    var hash: UInt64
    if state.length > 0 {
      let lanes = state.lanes
      hash =
        Self.rotate(lanes.0, 1) &+ Self.rotate(lanes.1, 7) &+ Self.rotate(lanes.2, 12)
        &+ Self.rotate(lanes.3, 18)
      for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
        hash = (hash ^ Self.round(0, lane)) &* Self.prime1 &+ Self.prime4
      }
    } else {
      hash = Self.prime5
    }
    hash &+= UInt64(state.length + rest.count)
    var offset = 0
    while offset + 8 <= rest.count {
      hash =
        Self.rotate(hash ^ Self.round(0, Self.word(rest, offset)), 27) &* Self.prime1 &+ Self.prime4
      offset += 8
    }
    if offset + 4 <= rest.count {
      let half = UInt64(
        UInt32(littleEndian: rest.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      hash = Self.rotate(hash ^ half &* Self.prime1, 23) &* Self.prime2 &+ Self.prime3
      offset += 4
    }
    while offset < rest.count {
      hash = Self.rotate(hash ^ UInt64(rest[offset]) &* Self.prime5, 11) &* Self.prime1
      offset += 1
    }
    hash ^= hash >> 33
    hash &*= Self.prime2
    hash ^= hash >> 29
    hash &*= Self.prime3
    hash ^= hash >> 32
    return hash
  }

  private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    value << bits | value >> (64 - bits)
  }

  private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
    rotate(accumulator &+ input &* prime2, 31) &* prime1
  }

  private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
}
