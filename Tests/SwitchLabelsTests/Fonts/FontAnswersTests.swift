import Foundation
import Testing

@testable import SwitchLabels

/// fontconfig's answers kept between processes: read back, they are fontconfig's own answers; a
/// file that is not for this configuration and these fonts is never used.
@Suite(
  "Font answers kept between processes", .tags(.shaping),
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct FontAnswersTests {
  /// Clusters from several scripts that the Latin preset fonts lack, for fallback questions.
  static let clusters: [[UInt32]] = [
    [0x3042], [0x4E2D], [0xAC00], [0x0627], [0x05D0], [0x0915, 0x094D, 0x0937], [0x0E01],
    [0x10D0], [0x1F600], [0x0F40],
  ]

  /// Asks `locator` every preset font × every ICU language, and the fallbacks of ``clusters``
  /// for a few languages; returns the answers in order.
  static func ask(_ locator: FontLocator) -> [String] {
    var answers: [String] = []
    for font in FontSelectionTests.presetFonts {
      for language in FontSelectionTests.languages {
        let file = try? locator.file(family: font.family, weight: font.weight, language: language)
        answers.append(file.map(\.description) ?? "none")
      }
      guard
        let primary = try? locator.file(family: font.family, weight: font.weight, language: "de")
      else { continue }
      for language in ["de", "ja", "zh-tw", "ar", ""] {
        for cluster in clusters {
          let files = locator.fallbacks(
            for: cluster, family: font.family, weight: font.weight, language: language,
            excluding: primary)
          answers.append(files.map(\.description).joined(separator: ","))
        }
      }
    }
    return answers
  }

  /// The one answers file in `folder`.
  static func answersFile(in folder: URL) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("font-answers-") && $0.hasSuffix(".json") }
    #expect(names.count == 1, "\(names)")
    return folder.appendingPathComponent(try #require(names.first))
  }

  @Test("Answers read back are fontconfig's, and nothing is worked out again")
  func readBack() throws {
    let parent = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("answers")
    let first = FontLocator(answersFolder: folder.path)
    let worked = Self.ask(first)
    #expect(try #require(first.answers).hasNewAnswers)
    try #require(first.answers).save()
    let file = try Self.answersFile(in: folder)
    let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions]
    #expect((mode as? Int).map { $0 & 0o777 } == 0o700)

    let second = FontLocator(answersFolder: folder.path)
    let kept = Self.ask(second)
    #expect(kept == worked)
    #expect(try #require(second.answers).hasNewAnswers == false)
    #expect(Self.ask(FontLocator()) == worked)
    // And against a plain fontconfig query, for every preset font and language.
    for font in FontSelectionTests.presetFonts {
      for language in FontSelectionTests.languages {
        let expected = FontSelectionTests.plainMatch(font, language: language)
        let actual = try? second.file(family: font.family, weight: font.weight, language: language)
        #expect(actual == expected, "\(font.family) \(font.weight) for '\(language)'")
      }
    }
    // Saving with nothing new leaves the file as it is.
    let before = try Data(contentsOf: file)
    try #require(second.answers).save()
    #expect(try Data(contentsOf: file) == before)
  }

  /// Ways a kept file can be wrong; each must be ignored (answers worked out afresh).
  enum Damage: String, CaseIterable, Sendable {
    case truncated, notJSON, otherFingerprint, uninstalledFont, badPosition, empty, folder
  }

  @Test("A damaged or foreign answers file is ignored", arguments: Damage.allCases)
  func damaged(_ damage: Damage) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = FontLocator(answersFolder: folder.path)
    let family = "Noto Sans"
    let right = try first.file(family: family, weight: 400, language: "de")
    try #require(first.answers).save()
    let file = try Self.answersFile(in: folder)
    let text = try String(contentsOf: file, encoding: .utf8)
    switch damage {
    case .truncated:
      try Data(text.utf8.prefix(text.utf8.count / 2)).write(to: file)
    case .notJSON:
      try Data("not json \u{0}".utf8).write(to: file)
    case .otherFingerprint:
      let fingerprint = try #require(first.answers).fingerprint
      try Data(text.replacingOccurrences(of: fingerprint, with: "0000000000000000").utf8)
        .write(to: file)
    case .uninstalledFont:
      try Data(text.replacingOccurrences(of: right.path, with: "/nonexistent/Fake.ttf").utf8)
        .write(to: file)
    case .badPosition:
      try Data(text.replacingOccurrences(of: ",\"de\",0]", with: ",\"de\",99999]").utf8)
        .write(to: file)
    case .empty:
      try Data().write(to: file)
    case .folder:
      try FileManager.default.removeItem(at: file)
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    }
    let second = FontLocator(answersFolder: folder.path)
    #expect(try second.file(family: family, weight: 400, language: "de") == right)
    // Answered by fontconfig, not by the file.
    #expect(try #require(second.answers).hasNewAnswers)
    if damage != .folder {
      try #require(second.answers).save()
      #expect(try Self.answersFile(in: folder) == file)
      let third = FontLocator(answersFolder: folder.path)
      #expect(try third.file(family: family, weight: 400, language: "de") == right)
      #expect(try #require(third.answers).hasNewAnswers == false)
    }
  }

  @Test("Saving removes the files of other fingerprints and leaves no temporary file")
  func otherFingerprints() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stale = folder.appendingPathComponent("font-answers-0123456789abcdef.json")
    let unrelated = folder.appendingPathComponent("notes.txt")
    try Data("{}".utf8).write(to: stale)
    try Data("keep".utf8).write(to: unrelated)
    let locator = FontLocator(answersFolder: folder.path)
    _ = try locator.file(family: "Noto Sans", weight: 400, language: "fr")
    try #require(locator.answers).save()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count == 2)
    #expect(names.contains("notes.txt"))
    #expect(!names.contains(stale.lastPathComponent))
    #expect(!names.contains { $0.hasPrefix(".") })
  }

  @Test("An unwritable folder fails the save with an error, not a crash")
  func unwritable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    // A folder path through a regular file cannot be created.
    let locator = FontLocator(answersFolder: blocker.appendingPathComponent("answers").path)
    _ = try locator.file(family: "Noto Sans", weight: 400, language: "fr")
    #expect(throws: (any Error).self) { try #require(locator.answers).save() }
  }

  @Test("A kept content hash is used only while its file is unchanged")
  func contentHashes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try FontSelectionTests.locator.file(
      family: "Noto Sans", weight: 400, language: "de")
    let copy = folder.appendingPathComponent("Copy.ttf")
    try FileManager.default.copyItem(atPath: source.path, toPath: copy.path)
    let answers = FontAnswers(
      folder: folder.appendingPathComponent("cache").path,
      configuration: try #require(FontConfiguration.process))
    let original = try #require(ContentHash.of(path: copy.path, kept: answers))
    #expect(ContentHash.of(path: copy.path) == original)
    try answers.save()
    let reread = FontAnswers(
      folder: folder.appendingPathComponent("cache").path,
      configuration: try #require(FontConfiguration.process))
    #expect(ContentHash.of(path: copy.path, kept: reread) == original)
    #expect(!reread.hasNewAnswers)
    // Changed content: a new identity, hashed afresh.
    let handle = try FileHandle(forWritingTo: copy)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    let changed = try #require(ContentHash.of(path: copy.path, kept: reread))
    #expect(changed != original)
    #expect(ContentHash.of(path: copy.path) == changed)
  }
}
