import Foundation
import Testing

@testable import SwitchLabels

@Suite("FontFace")
struct FontFaceTests {
  /// Input and `xxhsum -H1` output.
  static let hashes: [(input: String, xxh64: String)] = [
    ("", "ef46db3751d8e999"),
    ("abc", "44bc2cf5ad770999"),
    ("0123456789abcdefghijklmnopqrstuv0123456", "6228c3e7e37b8e6c"),
    (
      "The quick brown fox jumps over the lazy dog, and again: the quick brown fox.",
      "db8266a614b87f0c"
    ),
  ]

  @Test("XXH64 matches xxhsum -H1", arguments: zip(hashes.map(\.input), hashes.map(\.xxh64)))
  func xxh64(_ input: String, _ expected: String) {
    #expect(Array(input.utf8).withUnsafeBytes { ContentHash.of(bytes: $0) } == expected)
  }

  @Test(
    "A file is hashed in chunks exactly as in one piece",
    arguments: [0, 31, 32, 100, 1 << 20, (1 << 20) + 37])
  func chunkedFileHash(size: Int) throws {
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-hash-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(ContentHash.of(path: url.path) == bytes.withUnsafeBytes { ContentHash.of(bytes: $0) })
  }

  @Test(
    "The content hash is the XXH64 of the file", .tags(.shaping),
    .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing")
  )
  func contentHash() throws {
    let file = try TestFonts.file("DejaVu Sans")
    let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
    let face = try FontStore().face(file)
    #expect(face.identity.contentHash == data.withUnsafeBytes { ContentHash.of(bytes: $0) })
  }

  /// A font header with one table record pointing at `offset`, `length`, in a file of `size` bytes.
  private static func font(tableOffset offset: UInt32, length: UInt32, size: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(size, 28))
    func put(_ value: UInt32, at index: Int) {
      for byte in 0..<4 {
        bytes[index + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(byte)))
      }
    }
    put(0x0001_0000, at: 0)
    bytes[5] = 1  // one table
    bytes[12...15] = [0x67, 0x6C, 0x79, 0x66]  // 'glyf'
    put(offset, at: 20)
    put(length, at: 24)
    return bytes
  }

  @Test("The table directory check finds truncation and foreign formats")
  func directory() {
    func problem(_ bytes: [UInt8], face: Int = 0) -> String? {
      bytes.withUnsafeBytes { OpenTypeDirectory.problem(in: $0, faceIndex: face) }
    }
    #expect(problem(Self.font(tableOffset: 28, length: 100, size: 128)) == nil)
    #expect(
      problem(Self.font(tableOffset: 28, length: 100, size: 100))?.contains(
        "truncated: table 'glyf'") == true)
    #expect(
      problem(Self.font(tableOffset: 28, length: 100, size: 128), face: 1)?.contains("no face 1")
        == true)
    #expect(
      problem(Array("wOF2".utf8) + [UInt8](repeating: 0, count: 40))?.contains("WOFF") == true)
    #expect(problem(Array("%PDF-1.4 not a font at all".utf8))?.contains("not an OpenType") == true)
    #expect(problem([0, 1, 0]) != nil)
    // A collection with two faces.
    var collection = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 20, 0, 0, 0, 20]
    collection += [UInt8](repeating: 0, count: 20)
    #expect(problem(collection, face: 2)?.contains("has 2 faces") == true)
  }
}
