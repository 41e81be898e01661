// One font file face, loaded into HarfBuzz: the blob, the face and a font ready for shaping.

internal import CShaping
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A font file and the index of a face inside it (0 unless the file is a collection).
struct FontFile: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The path as given or as fontconfig reports it.
  let path: String
  /// The face index; fontconfig puts a variable font's named instance in the upper 16 bits.
  let index: Int

  var description: String { "\(path)#\(index)" }
}

/// A loaded font face, owning its HarfBuzz blob, face and font.
///
/// The font is at its design scale (`scale = upem`), so one face serves every size in exact font
/// units (`units × size / upem`, as `hb-shape --font-size=<px>` before rounding).
///
/// `@unchecked Sendable`: HarfBuzz documents immutable faces and fonts as thread-safe.
final class FontFace: @unchecked Sendable {
  /// The file and face index this face was loaded from.
  let file: FontFile
  /// The family, style, file name and content hash, for reports.
  let identity: FontIdentity
  /// Font design units per em.
  let unitsPerEm: Double

  /// `hb_font_t *`, immutable, at scale `upem`.
  let font: OpaquePointer
  private let face: OpaquePointer
  private let blob: FontBlob

  private init(
    file: FontFile, identity: FontIdentity, unitsPerEm: Double,
    font: OpaquePointer, face: OpaquePointer, blob: FontBlob
  ) {
    self.file = file
    self.identity = identity
    self.unitsPerEm = unitsPerEm
    self.font = font
    self.face = face
    self.blob = blob
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
  }

  /// The highest and lowest ink of shaped glyphs in font units (y up), or nil when none has ink.
  func ink(
    of glyphs: UnsafeBufferPointer<hb_glyph_info_t>,
    at positions: UnsafeBufferPointer<hb_glyph_position_t>
  ) -> (top: Int32, bottom: Int32)? {
    var top = Int32.min
    var bottom = Int32.max
    for (glyph, position) in zip(glyphs, positions) {
      var extents = hb_glyph_extents_t()
      guard hb_font_get_glyph_extents(font, glyph.codepoint, &extents) != 0,
        extents.width != 0 || extents.height != 0
      else { continue }
      top = max(top, extents.y_bearing + position.y_offset)
      bottom = min(bottom, extents.y_bearing + extents.height + position.y_offset)
    }
    return top == Int32.min ? nil : (top, bottom)
  }

  /// Whether the font maps `scalar` to a glyph through its `cmap`.
  func covers(_ scalar: UInt32) -> Bool {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
  }

  /// The largest font file loaded (the largest Noto CJK collections are about 60 MB).
  static let maximumFileSize = 512 << 20

  /// Loads a face from a file, mapped and hashed through `files`, immutable and ready for shaping.
  static func load(_ file: FontFile, files: FontFiles) throws(MeasureError) -> FontFace {
    /// `path` with every link on it resolved (`realpath`), or as it is when that fails.
    func resolvingLinks(_ path: String) -> String {
      guard let resolved = realpath(path, nil) else { return path }
      defer { free(resolved) }
      return String(cString: resolved)
    }
    let path = file.path
    func failure(_ reason: String) -> MeasureError { .unreadableFont(path: path, reason: reason) }

    var isDirectory = false
    guard !path.isEmpty, !path.utf8.contains(0),
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    else { throw failure("no such file") }
    guard !isDirectory else { throw failure("it is a directory") }
    // Only regular files: HarfBuzz would read /dev/zero until memory ran out. Links are followed.
    let attributes = try? FileManager.default.attributesOfItem(atPath: resolvingLinks(path))
    guard attributes?[.type] as? FileAttributeType == .typeRegular else {
      throw failure("not a regular file")
    }
    if let size = attributes?[.size] as? Int, size > maximumFileSize {
      throw failure("\(size) bytes is too large for a font file (at most \(maximumFileSize))")
    }
    guard let mapped = files.blob(path, attributes: attributes) else {
      throw failure("cannot read the file")
    }
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
    // Typographic family and subfamily (name IDs 16, 17) when present, else the legacy ones (1, 2).
    let family = name(face, id: 16) ?? name(face, id: 1) ?? fileName
    let style = name(face, id: 17) ?? name(face, id: 2) ?? "Regular"
    let identity = FontIdentity(
      family: family, style: style, fileName: fileName, faceIndex: file.index,
      contentHash: files.contentHash(path) ?? "")
    return FontFace(
      file: file, identity: identity, unitsPerEm: Double(upem), font: font, face: face,
      blob: mapped)
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
      let raw = String(
        decoding: UnsafeRawBufferPointer(start: base, count: Int(length)), as: UTF8.self)
      // A name is shown in reports and terminals: no control or bidi characters from the file.
      let visible = raw.unicodeScalars.filter { scalar in
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse: return false
        default: return true
        }
      }
      let text = String(String.UnicodeScalarView(visible)).trimmed
      return text.isEmpty ? nil : text
    }
  }

}

/// Table-directory checks HarfBuzz skips: it treats a table running past the file's end as empty.
enum OpenTypeDirectory {
  /// What is wrong with the font data in `blob` for face `faceIndex`, or nil when it is sound.
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
