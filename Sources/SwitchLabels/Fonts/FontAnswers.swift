// fontconfig's answers and font files' content hashes, kept in a file from one process to the next.

internal import CShaping
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// fontconfig's answers (the font file for a family, weight and language; the fallback files for
/// a cluster of characters) and font files' content hashes, kept in a file between processes and
/// used only with the fontconfig configuration and fonts they were worked out with.
///
/// Working the answers out is most of the font work of a process that audits many locales: 0.74 G
/// of the default cold audit's 2.1 G instructions (`FcConfigSubstitute` alone 0.37 G, one call per
/// family, weight and language; callgrind, `audit --format json --jobs 1`), and hashing the font
/// files read another 46 M. They stay the same from one process to the next until a font or a
/// configuration file changes, so:
/// - The file is named by ``FontConfiguration/fingerprint()`` (fontconfig's version, its
///   configuration files and font directories with their times, its default substitutions, every
///   installed font's pattern): `font-answers-<fingerprint>.json`. A process whose fonts or
///   configuration differ looks for another name; a file that does not decode, carries another
///   fingerprint or names a font file fontconfig does not list is ignored, and replaced at the
///   next save, which also removes the files of other fingerprints.
/// - A content hash is used only for the same path, device, inode, size and modification and
///   change times.
/// - ``save()`` writes a new file beside the old one and renames it into place: a process reading
///   the file sees the old one or the new one whole; two processes saving at once each write a
///   complete file and the last rename wins. The folder is created for the user alone (0700).
///
/// Safe from any thread: what was read is immutable, what is added is under a mutex.
final class FontAnswers: Sendable {
  /// The folder the answers are kept in, and their file there (named by the fingerprint).
  let folder: String
  let path: String
  /// The configuration's fingerprint, which the file must carry.
  let fingerprint: String
  /// The installed font files the answers may name.
  private let installed: Set<FontFile>
  private let loaded: Answers
  private let added = Mutex(Answers())

  /// A question to `FcFontMatch`: which file for this family, weight and language.
  struct MatchQuestion: Hashable, Codable, Sendable {
    let family: String
    let weight: Int
    let language: String
  }

  /// A question to the fallback sort: which files cover these characters, best first.
  struct FallbackQuestion: Hashable, Codable, Sendable {
    /// nil for fontconfig's default family.
    let family: String?
    let weight: Int
    let language: String
    let scalars: [UInt32]
    let excluding: FontFile
    let limit: Int
  }

  /// The answers of one file or of one process.
  private struct Answers: Sendable {
    /// nil for "no installed font has that family".
    var matches: [MatchQuestion: FontFile?] = [:]
    var fallbacks: [FallbackQuestion: [FontFile]] = [:]
    /// Content hashes by file identity (see ``ContentHash/of(path:known:kept:)``).
    var contentHashes: [String: String] = [:]

    var isEmpty: Bool { matches.isEmpty && fallbacks.isEmpty && contentHashes.isEmpty }
    var count: Int { matches.count + fallbacks.count + contentHashes.count }
  }

  /// The file's layout: each font file written once and named by its position; each answer an
  /// array; entries sorted, so the same answers give the same bytes.
  private struct Contents: Codable {
    let format: Int
    let fingerprint: String
    let files: [FontFile]
    let matches: [Match]
    let fallbacks: [Fallback]
    /// Content hashes by file identity.
    let contentHashes: [String: String]

    /// `[family, weight, language, file or null]`.
    struct Match: Codable {
      let question: MatchQuestion
      let file: Int?

      init(question: MatchQuestion, file: Int?) {
        self.question = question
        self.file = file
      }

      init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        question = MatchQuestion(
          family: try fields.decode(String.self), weight: try fields.decode(Int.self),
          language: try fields.decode(String.self))
        file = try fields.decodeIfPresent(Int.self)
      }

      func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(question.family)
        try fields.encode(question.weight)
        try fields.encode(question.language)
        try fields.encode(file)
      }
    }

    /// `[family or null, weight, language, [scalar…], excluded file, limit, [file…]]`.
    struct Fallback: Codable {
      let family: String?
      let weight: Int
      let language: String
      let scalars: [UInt32]
      let excluding: Int
      let limit: Int
      let files: [Int]

      init(
        family: String?, weight: Int, language: String, scalars: [UInt32], excluding: Int,
        limit: Int, files: [Int]
      ) {
        (self.family, self.weight, self.language) = (family, weight, language)
        (self.scalars, self.excluding, self.limit, self.files) = (scalars, excluding, limit, files)
      }

      init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        family = try fields.decodeIfPresent(String.self)
        weight = try fields.decode(Int.self)
        language = try fields.decode(String.self)
        scalars = try fields.decode([UInt32].self)
        excluding = try fields.decode(Int.self)
        limit = try fields.decode(Int.self)
        files = try fields.decode([Int].self)
      }

      func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(family)
        try fields.encode(weight)
        try fields.encode(language)
        try fields.encode(scalars)
        try fields.encode(excluding)
        try fields.encode(limit)
        try fields.encode(files)
      }
    }
  }

  /// The layout version written and accepted.
  private static let format = 1
  /// The largest file read, and the most answers saved (the default matrix needs about 800).
  private static let maximumFileSize = 16 << 20
  private static let maximumAnswers = 50_000
  /// The start of the files' names: `font-answers-<fingerprint>.json`.
  private static let namePrefix = "font-answers-"

  /// The answers kept in `folder` for `configuration`, or none when it has no file for it.
  init(folder: String, configuration: FontConfiguration) {
    self.folder = folder
    fingerprint = configuration.fingerprint()
    path = folder + "/" + Self.namePrefix + fingerprint + ".json"
    installed = Set(
      configuration.fonts.compactMap { font in
        FontConfiguration.string(font.pattern, FC_FILE, 0).map {
          FontFile(path: $0, index: FontConfiguration.integer(font.pattern, FC_INDEX) ?? 0)
        }
      })
    loaded = Self.read(path, fingerprint: fingerprint, installed: installed) ?? Answers()
  }

  /// The file kept for `question`: `.some(nil)` when no installed font has the family, nil when
  /// the question was not answered before.
  func match(_ question: MatchQuestion) -> FontFile?? {
    if let answer = loaded.matches[question] { return answer }
    return added.withLock { $0.matches[question] }
  }

  /// Keeps the answer to `question`.
  func record(_ file: FontFile?, for question: MatchQuestion) {
    guard loaded.matches[question] == nil else { return }
    added.withLock { $0.matches[question] = .some(file) }
  }

  /// The fallback files kept for `question`, or nil.
  func fallbacks(_ question: FallbackQuestion) -> [FontFile]? {
    if let answer = loaded.fallbacks[question] { return answer }
    return added.withLock { $0.fallbacks[question] }
  }

  /// Keeps the answer to `question`.
  func record(_ files: [FontFile], for question: FallbackQuestion) {
    guard loaded.fallbacks[question] == nil else { return }
    added.withLock { $0.fallbacks[question] = files }
  }

  /// The content hash kept for a file's identity, or nil.
  func contentHash(identity: String) -> String? {
    if let hash = loaded.contentHashes[identity] { return hash }
    return added.withLock { $0.contentHashes[identity] }
  }

  /// Keeps a file's content hash.
  func record(contentHash hash: String, identity: String) {
    guard loaded.contentHashes[identity] == nil else { return }
    added.withLock { $0.contentHashes[identity] = hash }
  }

  /// Whether answers were added since the file was read.
  var hasNewAnswers: Bool { added.withLock { !$0.isEmpty } }

  /// Writes the answers read and added to ``path`` when some were added (a new file renamed into
  /// place; see the type's notes), and removes the folder's files for other fingerprints (answers
  /// for fonts and configurations that are gone).
  ///
  /// - Throws: An error naming the folder or the file when it cannot be written; the answers stay
  ///   in memory.
  func save() throws {
    let added = added.withLock { $0 }
    guard !added.isEmpty, loaded.count + added.count <= Self.maximumAnswers else { return }
    let matches = loaded.matches.merging(added.matches) { old, _ in old }
    let fallbacks = loaded.fallbacks.merging(added.fallbacks) { old, _ in old }
    var files: [FontFile] = []
    var positions: [FontFile: Int] = [:]
    func position(_ file: FontFile) -> Int {
      if let known = positions[file] { return known }
      files.append(file)
      positions[file] = files.count - 1
      return files.count - 1
    }
    // Sorted by a key made once per entry; files numbered in the order the sorted answers name them.
    let sortedMatches = matches.map { (key: Self.order($0.key), question: $0.key, file: $0.value) }
      .sorted { $0.key < $1.key }
    let sortedFallbacks = fallbacks.map {
      (key: Self.order($0.key), question: $0.key, files: $0.value)
    }
    .sorted { $0.key < $1.key }
    let matchEntries = sortedMatches.map {
      Contents.Match(question: $0.question, file: $0.file.map(position))
    }
    let fallbackEntries = sortedFallbacks.map { entry in
      Contents.Fallback(
        family: entry.question.family, weight: entry.question.weight,
        language: entry.question.language, scalars: entry.question.scalars,
        excluding: position(entry.question.excluding), limit: entry.question.limit,
        files: entry.files.map(position))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let bytes = try encoder.encode(
      Contents(
        format: Self.format, fingerprint: fingerprint, files: files, matches: matchEntries,
        fallbacks: fallbackEntries,
        contentHashes: loaded.contentHashes.merging(added.contentHashes) { old, _ in old }))
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = folder + "/.\(Self.namePrefix)\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw MeasureError.systemLibrary("cannot create \(temporary)") }
    let written = bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw MeasureError.systemLibrary("cannot write \(path)")
    }
    let name = Self.namePrefix + fingerprint + ".json"
    for other in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    where other.hasPrefix(Self.namePrefix) && other.hasSuffix(".json") && other != name {
      unlink(folder + "/" + other)
    }
  }

  private static func order(_ question: MatchQuestion) -> String {
    "\(question.family)\u{1}\(question.weight)\u{1}\(question.language)"
  }

  private static func order(_ question: FallbackQuestion) -> String {
    "\(question.family ?? "")\u{1}\(question.weight)\u{1}\(question.language)\u{1}"
      + "\(question.scalars)\u{1}\(question.excluding)\u{1}\(question.limit)"
  }

  /// The answers in `path` when it is a readable file for `fingerprint` naming only `installed`
  /// fonts; nil otherwise.
  private static func read(_ path: String, fingerprint: String, installed: Set<FontFile>)
    -> Answers?
  {
    guard let bytes = try? CatalogLoader.readBytes(file: path, maximumSize: maximumFileSize),
      let contents = try? JSONDecoder().decode(Contents.self, from: Data(bytes)),
      contents.format == format, contents.fingerprint == fingerprint,
      contents.files.allSatisfy(installed.contains)
    else { return nil }
    let files = contents.files
    func file(_ position: Int) -> FontFile? {
      files.indices.contains(position) ? files[position] : nil
    }
    var answers = Answers()
    for match in contents.matches {
      if let position = match.file {
        guard let found = file(position) else { return nil }
        answers.matches[match.question] = .some(found)
      } else {
        answers.matches[match.question] = .some(nil)
      }
    }
    for fallback in contents.fallbacks {
      let found = fallback.files.compactMap(file)
      guard let excluding = file(fallback.excluding), found.count == fallback.files.count
      else { return nil }
      let question = FallbackQuestion(
        family: fallback.family, weight: fallback.weight, language: fallback.language,
        scalars: fallback.scalars, excluding: excluding, limit: fallback.limit)
      answers.fallbacks[question] = found
    }
    answers.contentHashes = contents.contentHashes
    return answers
  }
}
