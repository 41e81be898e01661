// What a platform's build accepts but warns about in an app's file: read as the platform reads it.

/// Something in one of the app's files that its platform's build accepts with a warning; the file
/// is read as the platform reads it.
///
/// ```swift
/// let app = try AppStringsReader().read(paths: ["VLC/en.lproj"])
/// app.notices.first?.description
/// // "VLC/en.lproj/Localizable.strings:10: the key "TITLE" is defined twice (lines 2 and 10): …"
/// ```
public struct AppStringsNotice: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file.
  public let file: String
  /// The line the platform's value is on (the later definition, the cut string), if known.
  public let line: Int?
  /// The key concerned, if the notice is about one.
  public let key: String?
  /// What is wrong and what the platform does about it (the key shown, no other file content).
  public let message: String

  /// A notice.
  public init(file: String, line: Int?, key: String?, message: String) {
    self.file = file
    self.line = line
    self.key = key
    self.message = message
  }

  /// The table the file belongs to (``AppString/table(ofFile:)``).
  public var table: String? { AppString.table(ofFile: file) }

  /// `file:line: message`.
  public var description: String {
    "\(AppStringsError.printable(file))\(line.map { ":\($0)" } ?? ""): \(message)"
  }

  /// A key defined twice or more (`lines`) in one file; `platform` reads it with its later value.
  static func duplicate(key: String, lines: [Int], file: String, platform: String) -> Self {
    let listed =
      lines.dropLast().map(String.init).joined(separator: ", ") + " and "
      + (lines.last.map(String.init) ?? "")
    let count = lines.count == 2 ? "twice" : "\(lines.count) times"
    return AppStringsNotice(
      file: file, line: lines.last, key: key,
      message: "the key \"\(AppStringsError.printable(key))\" is defined \(count) (lines "
        + "\(listed)): \(platform) the later value (line \(lines.last ?? 0))")
  }
}
