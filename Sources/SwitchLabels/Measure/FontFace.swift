// One font file face, loaded into HarfBuzz: the blob, the face and a font ready for shaping.

internal import CShaping
import FoundationEssentials

/// A font file and the index of a face inside it (0 unless the file is a collection).
struct FontFile: Hashable, Sendable, CustomStringConvertible {
  /// The path as given or as fontconfig reports it.
  let path: String
  /// The face index; fontconfig puts a variable font's named instance in the upper 16 bits.
  let index: Int

  var description: String { "\(path)#\(index)" }
}

/// A loaded font face, owning its HarfBuzz blob, face and font.
///
/// The font is created at its design scale (`scale = upem`), so glyph advances and extents come
/// back in exact font units and one `FontFace` serves every pixel size: a width in pixels is
/// `units × size / upem`, which is what `hb-shape --font-size=<px>` computes before it rounds.
///
/// Thread safety: the blob, face and font are made immutable (`hb_*_make_immutable`) before
/// `load` returns and are never changed afterwards. HarfBuzz documents immutable faces and fonts as
/// safe to use from many threads at once (shaping only reads them; per-call state lives in the
/// `hb_buffer_t`, which is never shared), and the built-in OpenType font functions keep their lazy
/// table loaders thread-safe with atomics. That guarantee is what makes this `@unchecked Sendable`.
final class FontFace: @unchecked Sendable {
  /// The file and face index this face was loaded from.
  let file: FontFile
  /// The family, style, file name and content hash, for reports.
  let identity: FontIdentity
  /// Font design units per em.
  let unitsPerEm: Double
  /// The names of the family in the file (typographic and legacy), for fallback matching.
  let familyNames: [String]

  /// `hb_font_t *`, immutable, at scale `upem`.
  let font: OpaquePointer
  private let face: OpaquePointer
  private let blob: FontBlob

  private init(
    file: FontFile, identity: FontIdentity, unitsPerEm: Double, familyNames: [String],
    font: OpaquePointer, face: OpaquePointer, blob: FontBlob
  ) {
    self.file = file
    self.identity = identity
    self.unitsPerEm = unitsPerEm
    self.familyNames = familyNames
    self.font = font
    self.face = face
    self.blob = blob
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
  }

  /// Whether the font maps `scalar` to a glyph through its `cmap`.
  func covers(_ scalar: UInt32) -> Bool {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
  }

  /// Loads a face from a font file.
  ///
  /// - Throws: ``MeasureError/unreadableFont(path:reason:)`` when the file is missing, is not an
  ///   OpenType/TrueType font or collection, has no face at `file.index`, is truncated or has no
  ///   glyphs.
  static func load(_ file: FontFile) throws(MeasureError) -> FontFace {
    let path = file.path
    func failure(_ reason: String) -> MeasureError { .unreadableFont(path: path, reason: reason) }

    var isDirectory = false
    guard !path.isEmpty, !path.utf8.contains(0),
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    else { throw failure("no such file") }
    guard !isDirectory else { throw failure("it is a directory") }
    guard let mapped = FontBlob.open(path) else { throw failure("cannot read the file") }
    let blob = mapped.pointer

    let faceIndex = file.index & 0xFFFF
    let namedInstance = file.index >> 16
    guard file.index >= 0, file.index <= 0x7FFF_FFFF else {
      throw failure("invalid face index \(file.index)")
    }
    if let problem = OpenTypeDirectory.problem(in: blob, faceIndex: faceIndex) {
      throw failure(problem)
    }
    guard let face = hb_face_create(blob, UInt32(faceIndex)) else {
      throw failure("HarfBuzz cannot create a face")
    }
    hb_face_make_immutable(face)
    guard let font = hb_font_create(face) else {
      hb_face_destroy(face)
      throw failure("HarfBuzz cannot create a font")
    }
    if namedInstance > 0 { hb_font_set_var_named_instance(font, UInt32(namedInstance - 1)) }
    hb_font_make_immutable(font)

    let upem = hb_face_get_upem(face)
    let glyphCount = hb_face_get_glyph_count(face)
    guard upem >= 16, upem <= 16384, glyphCount > 0 else {
      hb_font_destroy(font)
      hb_face_destroy(face)
      throw failure(
        glyphCount == 0
          ? "the font has no glyphs (damaged or truncated)"
          : "implausible units per em (\(upem)); the 'head' table is damaged")
    }

    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let typographic = name(face, id: 16)
    let legacy = name(face, id: 1)
    let family = typographic ?? legacy ?? fileName
    let style = name(face, id: 17) ?? name(face, id: 2) ?? "Regular"
    let identity = FontIdentity(
      family: family, style: style, fileName: fileName, faceIndex: file.index,
      contentHash: contentHash(blob, faceIndex: faceIndex))
    FontBlob.keep(mapped)
    return FontFace(
      file: file, identity: identity, unitsPerEm: Double(upem),
      familyNames: [typographic, legacy].compactMap { $0 }, font: font, face: face, blob: mapped)
  }

  /// An English name from the `name` table (`hb_ot_name_get_utf8`), or nil when the font has none.
  private static func name(_ face: OpaquePointer, id: UInt32) -> String? {
    let english = hb_language_from_string("en", -1)
    var length = hb_ot_name_get_utf8(face, id, english, nil, nil)
    guard length > 0, length < 1024 else { return nil }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(length) + 1) { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var size = length + 1
      length = hb_ot_name_get_utf8(face, id, english, &size, base)
      let text = String(
        decoding: UnsafeRawBufferPointer(start: base, count: Int(length)), as: UTF8.self
      ).trimmed
      return text.isEmpty ? nil : text
    }
  }

  /// FNV-1a (64-bit), as 16 hex digits, of what identifies a font version without reading the
  /// whole file: the file's length, the face's table directory (every table's tag, checksum,
  /// offset and length; a collection's header too) and its `head` table (revision, dates,
  /// checksum adjustment). The same file always gives the same hash and an edited table changes
  /// its checksum, so a report names the exact font version it measured with.
  ///
  /// Hashing every byte instead cost a quarter of a full audit's time and put every page of each
  /// fallback font in memory (20 MB for one CJK collection).
  private static func contentHash(_ blob: OpaquePointer, faceIndex: Int) -> String {
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length) else { return "" }
    let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ range: Range<Int>) {
      let clamped = range.clamped(to: 0..<bytes.count)
      for index in clamped { hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3 }
    }
    func u32(_ offset: Int) -> Int? {
      guard offset >= 0, offset + 4 <= bytes.count else { return nil }
      return (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
    for shift in stride(from: 0, to: 64, by: 8) {
      hash = (hash ^ (UInt64(length) >> UInt64(shift) & 0xFF)) &* 0x0000_0100_0000_01B3
    }
    var start = 0
    if bytes.count >= 12, bytes[0] == 0x74, bytes[1] == 0x74, bytes[2] == 0x63, bytes[3] == 0x66,
      let count = u32(8)
    {
      // A collection: its header and offset table, then the face's own directory.
      mix(0..<(12 + 4 * min(count, 0xFFFF)))
      start = u32(12 + 4 * faceIndex) ?? 0
    }
    guard let numbers = u32(start + 4) else { return hex(hash) }
    let tables = numbers >> 16  // numTables, then searchRange
    let directoryEnd = start + 12 + 16 * tables
    mix(start..<directoryEnd)
    for table in 0..<tables {
      let record = start + 12 + 16 * table
      guard u32(record) == 0x6865_6164, let offset = u32(record + 8), let size = u32(record + 12)
      else { continue }
      mix(offset..<(offset + min(size, 64)))
    }
    return hex(hash)
  }

  private static func hex(_ hash: UInt64) -> String {
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// A font file mapped into memory once (`hb_blob_create_from_file`), shared by every face loaded
/// from it: the faces of a collection (the regional faces of a CJK `.ttc`) then share one mapping,
/// so the pages their common tables touch are in memory once, not once per face. A
/// full-matrix audit loads up to ten faces of each CJK collection; separate mappings cost about
/// 15 MB of resident memory.
///
/// Files are remembered by path, size and modification time (a file rewritten in place is mapped
/// afresh), up to 32 files; a face keeps its file's blob alive after the cache lets it go.
/// Thread safety: the blob is made immutable before it is shared, and HarfBuzz documents
/// immutable blobs as safe to read from many threads; hence `@unchecked Sendable`.
final class FontBlob: @unchecked Sendable {
  /// `hb_blob_t *`, immutable.
  let pointer: OpaquePointer
  private let key: Key

  private struct Key: Hashable, Sendable {
    let path: String
    let size: Int
    let modified: Double
  }

  private static let cache = MeasureCache<Key, FontBlob>(capacity: 32)

  private init(pointer: OpaquePointer, key: Key) {
    self.pointer = pointer
    self.key = key
  }

  deinit { hb_blob_destroy(pointer) }

  /// The mapped file at `path`, from the cache or newly mapped; nil when it cannot be read.
  static func open(_ path: String) -> FontBlob? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let key = Key(
      path: path, size: (attributes?[.size] as? Int) ?? -1,
      modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0)
    if let cached = cache.value(for: key) { return cached }
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    hb_blob_make_immutable(blob)
    return FontBlob(pointer: blob, key: key)
  }

  /// Remembers `blob` for the next face loaded from its file (only files that loaded as fonts).
  static func keep(_ blob: FontBlob) { cache.insert(blob, for: blob.key) }
}

/// Checks of the OpenType/TrueType table directory that HarfBuzz does not report: HarfBuzz quietly
/// treats a table that runs past the end of the file as empty, which would measure a truncated font
/// as if it were a font without glyphs.
enum OpenTypeDirectory {
  /// What is wrong with the font data in `blob` for face `faceIndex`, or nil when its table
  /// directory is sound.
  static func problem(in blob: OpaquePointer, faceIndex: Int) -> String? {
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else {
      return "the file is empty"
    }
    return problem(
      in: UnsafeRawBufferPointer(start: data, count: Int(length)), faceIndex: faceIndex)
  }

  /// What is wrong with the font data `bytes` for face `faceIndex`, or nil.
  static func problem(in bytes: UnsafeRawBufferPointer, faceIndex: Int) -> String? {
    func u16(_ offset: Int) -> Int? {
      guard offset >= 0, offset + 2 <= bytes.count else { return nil }
      return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
    func u32(_ offset: Int) -> Int? {
      guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
      return high << 16 | low
    }
    func tag(_ offset: Int) -> String {
      guard offset >= 0, offset + 4 <= bytes.count else { return "????" }
      return String(
        (0..<4).map {
          Character(Unicode.Scalar(bytes[offset + $0] < 0x7F ? bytes[offset + $0] : 0x3F))
        })
    }
    guard bytes.count >= 12, let version = u32(0) else {
      return "not an OpenType or TrueType font (the file is \(bytes.count) bytes long)"
    }
    var start = 0
    switch tag(0) {
    case "ttcf":
      guard let count = u32(8) else { return "truncated collection header" }
      guard faceIndex < count else {
        return "the collection has \(count) faces; there is no face \(faceIndex)"
      }
      guard let offset = u32(12 + 4 * faceIndex) else { return "truncated collection header" }
      start = offset
    case "wOFF", "wOF2":
      return "WOFF-compressed fonts are not supported (decompress it to .ttf or .otf)"
    default:
      guard version == 0x0001_0000 || tag(0) == "OTTO" || tag(0) == "true" else {
        return "not an OpenType or TrueType font"
      }
      guard faceIndex == 0 else { return "the file has 1 face; there is no face \(faceIndex)" }
    }
    guard let tableCount = u16(start + 4) else {
      return "truncated: the table directory is missing"
    }
    for table in 0..<tableCount {
      let record = start + 12 + 16 * table
      guard let offset = u32(record + 8), let size = u32(record + 12) else {
        return "truncated: the table directory ends early (\(bytes.count) bytes)"
      }
      if offset + size > bytes.count {
        return "truncated: table '\(tag(record))' needs bytes \(offset)–\(offset + size), "
          + "the file has \(bytes.count)"
      }
    }
    return nil
  }
}
