import FoundationEssentials
import SwitchLabels

#if canImport(Glibc)
  import Glibc
#endif

/// `switch-labels measure`: shaped width and ink bounds of label text in a font.
enum MeasureCommand: Command {
  static let spec = CommandSpec(
    name: "measure",
    summary: "Measure label text: shaped width and ink bounds in a font (HarfBuzz + fontconfig)",
    discussion: """
      --font takes a family name (looked up with fontconfig for the locale's language) or a font
      file (a value containing '/', ending in .ttf, .otf, .ttc or .otc, or naming an existing
      file). Characters the font lacks are measured in fallback fonts; characters no installed
      font covers are listed as missing. Widths are exact fractional pixels unless --round is
      given; control characters measure nothing. With --text-file, each line of the file is one
      text; invalid UTF-8 is replaced with U+FFFD and reported.
      """,
    options: [
      font, size, locale, weight, faceIndex, textFile, LabelOptions.round, LabelOptions.estimate,
      format,
    ],
    positional: PositionalSpec(name: "<text>…", help: "Texts to measure"),
    examples: [
      "switch-labels measure --font 'DejaVu Sans' --size 17 --locale fr Activé Désactivé",
      "switch-labels measure --font 'Noto Sans' --size 14 --locale ar --format json تشغيل إيقاف",
      "switch-labels measure --font /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc "
        + "--face-index 3 --size 16 --locale zh-Hant 開啟 關閉",
    ])

  /// One measured text, as `--format json` writes it.
  struct Row: Codable {
    let text: String
    let width: Double
    let ascent: Double
    let descent: Double
    let fonts: [FontIdentity]
    let missing: [String]
    let estimated: Bool
    let size: Double
    let locale: String
    let rounding: String
  }

  /// `--font <family|path>`.
  static let font = Option<String>("font", "<family|path>", "Font family or font file (required)")
  /// `--size <px>`.
  static let size = Option<Double>.decimal(
    "size", "<px>", "Font size in pixels, 1 pt = 1 px (required)",
    in: 0.01...MeasureLimits.maximumSize)
  /// `--locale <id>`.
  static let locale = Option<String>(
    "locale", "<id>", "Locale of the text: language-specific shaping and fonts (default root)")
  /// `--weight <100-1000>`.
  static let weight = Option<Int>.integer(
    "weight", "<100-1000>", "Weight for a family: 400 regular, 700 bold (default 400)",
    in: 1...1000)
  /// `--face-index <n>`.
  static let faceIndex = Option<Int>.integer(
    "face-index", "<n>", "Face inside a font collection file (default 0)", in: 0...0xFFFF)
  /// `--text-file <file>`.
  static let textFile = Option<String>(
    "text-file", "<file>", "Read texts from a UTF-8 file, one per line, as well")
  /// `--format text|json`.
  static let format = Option<OutputFormat>.format([.text, .json])

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let font = try fontSpec(arguments)
    let locale =
      try arguments[locale].map { try LocaleArgument.parse($0, option: "--locale") } ?? .root
    var texts = arguments.positionals
    if let path = arguments[textFile] { texts += try readTexts(path, console: console) }
    guard !texts.isEmpty else { throw ToolError.usage("'measure' needs <text>… or --text-file") }
    let rounding: RoundingPolicy = arguments[LabelOptions.round] ? .wholePixel : .exact
    let measurer = LabelOptions.measurer(arguments, cacheCapacity: 0)
    let rows = try texts.map { text in
      let measurement = try measurer.measure(text, font: font, locale: locale)
      return Row(
        text: measurement.text, width: measurement.width, ascent: measurement.ascent,
        descent: measurement.descent, fonts: measurement.fonts, missing: measurement.missing,
        estimated: measurement.estimated, size: font.size, locale: locale.tag,
        rounding: rounding.rawValue)
    }
    if arguments[format] == .json {
      console.out(try JSONOutput.encode(rows))
    } else {
      console.text(table(rows))
    }
    for row in rows where !row.missing.isEmpty {
      console.error(
        "warning: no installed font covers "
          + row.missing.map(codePoints).joined(separator: " ") + " in \(quoted(row.text))")
    }
    return .success
  }

  private static func fontSpec(_ arguments: ParsedArguments) throws(ToolError) -> FontSpec {
    guard let font = arguments[font], !font.isEmpty else {
      throw .usage("'measure' needs --font <family|path> (see --help)")
    }
    guard let size = arguments[size] else {
      throw .usage("'measure' needs --size <px> (see --help)")
    }
    let weight = arguments[weight] ?? 400
    let faceIndex = arguments[faceIndex] ?? 0
    switch LabelOptions.fontSource(font, faceIndex: faceIndex) {
    case .file(let path, let index):
      return FontSpec(path: path, faceIndex: index, size: size, weight: weight)
    case .family(let family):
      if arguments.has(Self.faceIndex) {
        throw .usage("--face-index applies to a font file, not to a family name")
      }
      return FontSpec(family: family, size: size, weight: weight)
    }
  }

  /// The most texts and bytes `--text-file` reads: label lists, not books.
  static let textFileLimits = (lines: 10_000, bytes: 4 * 1024 * 1024)

  /// The lines of a text file, decoded as UTF-8 with U+FFFD for invalid bytes.
  ///
  /// - Throws: ``ToolError``: 66 for a file that does not exist, 65 for one that is not a regular
  ///   file or is larger than ``textFileLimits`` (checked before anything is measured).
  private static func readTexts(_ path: String, console: Console) throws(ToolError) -> [String] {
    var info = stat()
    if stat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR {
      let reason = errno == ENOTDIR ? "a folder on its path is a file" : "no such file"
      throw .failure("--text-file \(path): \(reason)", .noInput)
    }
    let bytes: [UInt8]
    do {
      bytes = try CatalogLoader.readBytes(file: path, maximumSize: textFileLimits.bytes)
    } catch {
      if case .tooLarge = error {
        throw .data(
          "--text-file \(path): larger than \(textFileLimits.bytes / 1024 / 1024) MB; measure "
            + "label lists of at most \(textFileLimits.lines) lines")
      }
      throw .data("--text-file \(error)")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if String(validating: bytes, as: UTF8.self) == nil {
      console.error("warning: \(path) is not valid UTF-8; invalid bytes were replaced with U+FFFD")
    }
    let lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
    guard lines.count <= textFileLimits.lines else {
      throw .data(
        "--text-file \(path): \(lines.count) lines is more than \(textFileLimits.lines) texts")
    }
    return lines.map(String.init)
  }

  private static func table(_ rows: [MeasureCommand.Row]) -> String {
    let header = ["width", "ascent", "descent", "fonts", "text"]
    let cells = rows.map { row -> [String] in
      [
        NumberText.fixed(row.width) + (row.estimated ? "≈" : ""), NumberText.fixed(row.ascent),
        NumberText.fixed(row.descent),
        row.fonts.map { Printable.field("\($0.family) \($0.style)") }.joined(separator: " + "),
        quoted(row.text),
      ]
    }
    let widths = header.indices.map { column in
      ([header[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ values: [String]) -> String {
      values.enumerated().map { column, value in
        column == values.count - 1 ? value : value.padded(to: widths[column])
      }.joined(separator: "  ") + "\n"
    }
    return line(header) + cells.map(line).joined()
  }

  /// The text in quotes, with control and format characters made visible (``Printable``).
  private static func quoted(_ text: String) -> String { "\"" + Printable.field(text) + "\"" }

  private static func codePoints(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + Printable.hex($0) }.joined(separator: " ")
  }
}
