import Foundation
import Testing

@testable import SwitchLabels

/// Fonts belong to the store (and so to the measurer) that loaded them; fontconfig's configuration
/// is the one thing shared by the process.
@Suite(
  "FontStore", .tags(.shaping),
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct FontStoreTests {
  @Test("A store loads a face once; another store loads its own")
  func facesBelongToTheirStore() throws {
    let file = try TestFonts.file("DejaVu Sans")
    let store = FontStore()
    let other = FontStore()
    #expect(try store.face(file) === store.face(file))
    #expect(try store.face(file) !== other.face(file))
    #expect(try store.face(file).identity == other.face(file).identity)
    #expect(store.locator !== other.locator)
  }

  @Test("Every measurer asks the one fontconfig configuration")
  func oneConfiguration() throws {
    let configuration = try #require(FontConfiguration.process)
    #expect(FontConfiguration.process === configuration)
  }

  @Test("A font file rewritten in place is hashed afresh")
  func rewrittenFileHashedAfresh() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-font-\(UUID().uuidString).ttf")
    defer { try? FileManager.default.removeItem(at: url) }
    let files = FontFiles()
    let first = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0) })
    try first.write(to: url)
    let firstHash = files.contentHash(url.path)
    #expect(firstHash == first.withUnsafeBytes { ContentHash.of(bytes: $0) })
    #expect(files.contentHash(url.path) == firstHash)
    // Another size and another modification time: a new file as far as the cache can tell.
    let second = Data((0..<4097).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try second.write(to: url)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
    #expect(files.contentHash(url.path) == second.withUnsafeBytes { ContentHash.of(bytes: $0) })
  }
}
