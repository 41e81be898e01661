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
      .option("font", "<family|path>", "Font family or font file (required)"),
      .option("size", "<px>", "Font size in pixels, 1 pt = 1 px (required)"),
      .option(
        "locale", "<id>", "Locale of the text: language-specific shaping and fonts (default root)"),
      .option("weight", "<100-1000>", "Weight for a family: 400 regular, 700 bold (default 400)"),
      .option("face-index", "<n>", "Face inside a font collection file (default 0)"),
      .option("text-file", "<file>", "Read texts from a UTF-8 file, one per line, as well"),
      .flag("round", "Round each glyph advance to whole pixels, as toolkits that hint metrics do"),
      .flag("estimate", "Estimate from character classes instead of shaping (needs no fonts)"),
      .format(["text", "json"]),
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

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let font = try fontSpec(arguments)
    let locale = try arguments.value("locale").map { try LocaleID($0) } ?? .root
    var texts = arguments.positionals
    if let path = arguments.value("text-file") { texts += try readTexts(path, console: console) }
    guard !texts.isEmpty else { throw ToolError.usage("'measure' needs <text>… or --text-file") }
    let rounding: RoundingPolicy = arguments.flag("round") ? .wholePixel : .exact
    let measurer: any TextMeasurer =
      arguments.flag("estimate")
      ? EstimatingMeasurer() : HarfBuzzMeasurer(rounding: rounding, cacheCapacity: 0)
    let rows = try texts.map { text in
      let measurement = try measurer.measure(text, font: font, locale: locale)
      return Row(
        text: measurement.text, width: measurement.width, ascent: measurement.ascent,
        descent: measurement.descent, fonts: measurement.fonts, missing: measurement.missing,
        estimated: measurement.estimated, size: font.size, locale: locale.tag,
        rounding: rounding.rawValue)
    }
    if arguments.value("format") == "json" {
      console.out(try JSONOutput.encode(rows))
    } else {
      console.out(table(rows))
    }
    for row in rows where !row.missing.isEmpty {
      console.error(
        "warning: no installed font covers "
          + row.missing.map(codePoints).joined(separator: " ") + " in \(quoted(row.text))")
    }
    return .success
  }

  private static func fontSpec(_ arguments: ParsedArguments) throws(ToolError) -> FontSpec {
    guard let font = arguments.value("font"), !font.isEmpty else {
      throw .usage("'measure' needs --font <family|path> (see --help)")
    }
    guard let size = try arguments.decimal("size", in: 0.01...MeasureLimits.maximumSize) else {
      throw .usage("'measure' needs --size <px> (see --help)")
    }
    let weight = try arguments.integer("weight", in: 1...1000) ?? 400
    let faceIndex = try arguments.integer("face-index", in: 0...0xFFFF) ?? 0
    switch LabelOptions.fontSource(font, faceIndex: faceIndex) {
    case .file(let path, let index):
      return FontSpec(path: path, faceIndex: index, size: size, weight: weight)
    case .family(let family):
      if arguments.value("face-index") != nil {
        throw .usage("--face-index applies to a font file, not to a family name")
      }
      return FontSpec(family: family, size: size, weight: weight)
    }
  }

  /// The lines of a text file, decoded as UTF-8 with U+FFFD for invalid bytes.
  private static func readTexts(_ path: String, console: Console) throws(ToolError) -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .failure("cannot read \(path): no such file, or not readable", .noInput)
    }
    let text = String(decoding: data, as: UTF8.self)
    if String(validating: data, as: UTF8.self) == nil {
      console.error("warning: \(path) is not valid UTF-8; invalid bytes were replaced with U+FFFD")
    }
    return text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map(String.init)
  }

  private static func table(_ rows: [MeasureCommand.Row]) -> String {
    let header = ["width", "ascent", "descent", "fonts", "text"]
    let cells = rows.map { row -> [String] in
      [
        format(row.width) + (row.estimated ? "≈" : ""), format(row.ascent), format(row.descent),
        row.fonts.map { "\($0.family) \($0.style)" }.joined(separator: " + "), quoted(row.text),
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

  private static func format(_ value: Double) -> String {
    let hundredths = Int((abs(value) * 100).rounded())
    let digits = String(hundredths % 100)
    return (value < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)."
      + (digits.count == 1 ? "0" + digits : digits)
  }

  /// The text in quotes, with control and bidi-control characters made visible.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let invisible =
        value < 0x20 || (0x7F..<0xA0).contains(value) || (0x200B...0x200F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
        || (0xE000...0xF8FF).contains(value) || value >= 0xF0000
      if invisible {
        result += codePoints(String(scalar))
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func codePoints(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }.joined(separator: " ")
  }
}

extension MeasureError: ExitStatusProviding {
  /// 69 when a font or system library is missing, 65 for a file that is not a usable font or text
  /// that is too long, 64 for a size outside the accepted range.
  var exitCode: ExitCode {
    switch self {
    case .fontNotFound, .systemLibrary: return .unavailable
    case .unreadableFont(let path, _):
      return FileManager.default.fileExists(atPath: path) ? .dataError : .unavailable
    case .textTooLong: return .dataError
    case .invalidSize: return .usage
    }
  }
}
