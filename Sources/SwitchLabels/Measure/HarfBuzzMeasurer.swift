// The real measurer: HarfBuzz shaping with fonts from fontconfig and per-run fallback.

internal import CShaping

/// How glyph advances become a width.
public enum RoundingPolicy: String, Sendable, Codable, Hashable, CaseIterable {
  /// Exact fractional advances, as HarfBuzz computes them (the default).
  case exact
  /// Each advance rounded to a whole pixel before summing, as Pango does with hinted metrics.
  case wholePixel = "whole-pixel"
  /// Exact advances, the total rounded up, as Android lays out a label (`Math.ceil`).
  case widthCeiling = "width-ceiling"
}

/// Limits every measurer applies to its input.
public enum MeasureLimits {
  /// The longest text measured, in scalars: labels are short, so a longer text is an error.
  public static let maximumTextLength = 4096
  /// The largest font size in pixels.
  public static let maximumSize = 1000.0

  /// Checks the size (finite, in (0, 1000]) and the text length (at most 4096 scalars).
  static func check(_ text: String, _ font: FontSpec) throws(MeasureError) {
    guard font.size.isFinite, font.size > 0, font.size <= maximumSize else {
      throw .invalidSize(font.size)
    }
    // A scalar takes at least one UTF-8 byte, so short text needs no counting.
    if text.utf8.count > maximumTextLength {
      let length = text.unicodeScalars.count
      if length > maximumTextLength { throw .textTooLong(length: length) }
    }
  }
}

/// Measures text by shaping it with HarfBuzz in the fonts fontconfig finds.
///
/// The font is found by family and weight for the locale's language (or given as a file); missing
/// glyphs come from fallback fonts, run by run (``TextMeasurement/fonts``), and uncovered
/// characters are measured as missing-glyph boxes and reported (``TextMeasurement/missing``).
///
/// ```swift
/// let off = try HarfBuzzMeasurer().measure(
///   "Désactivé", font: FontSpec(family: "DejaVu Sans", size: 17), locale: try LocaleID("fr"))
/// off.width  // 84.07861328125, as hb-shape gives for DejaVuSans.ttf
/// ```
///
/// Results are cached (`cacheCapacity`), and faces and fontconfig's answers live as long as the
/// measurer, so a run shares one (as a ``LabelService`` does). Thread-safe.
public final class HarfBuzzMeasurer: TextMeasurer {
  /// How advances are summed.
  public let rounding: RoundingPolicy
  private let results: BoundedCache<MeasurementKey, TextMeasurement>
  private let store: FontStore

  /// The most measurements remembered by default: the default matrix's texts at one text size.
  public static let defaultCacheCapacity = 4096

  /// Creates a measurer; a `cacheCapacity` of 0 measures every call afresh.
  public init(rounding: RoundingPolicy = .exact, cacheCapacity: Int = defaultCacheCapacity) {
    self.rounding = rounding
    results = BoundedCache(capacity: cacheCapacity)
    store = FontStore()
  }

  /// What a measurement depends on: the text's exact bytes, the font and the locale.
  private struct MeasurementKey: Hashable, Sendable {
    let text: ExactText
    let font: FontSpec
    let locale: LocaleID
  }

  /// Shapes `text` in `font` for `locale` and returns its width, ink and fonts.
  ///
  /// - Throws: ``MeasureError`` for a missing or unreadable font, a bad size or too long a text.
  public func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
    -> TextMeasurement
  {
    try MeasureLimits.check(text, font)
    return try results.value(for: MeasurementKey(text: ExactText(text), font: font, locale: locale))
    {
      () throws(MeasureError) in
      var measured = shape(
        text, primary: try store.resolve(font, locale: locale),
        style: Style(
          size: font.layoutSize, rounding: font.rounding ?? rounding,
          letterSpacing: font.letterSpacing))
      if (font.rounding ?? rounding) == .widthCeiling {
        // A float sum in Android; a hair over a whole pixel from our doubles is still that pixel.
        measured.width = (measured.width - 1e-9).rounded(.up)
      }
      return measured
    }
  }

  /// The font file and face index of a spec in a locale, for tests comparing with HarfBuzz.
  package func fontFile(for font: FontSpec, locale: LocaleID) throws(MeasureError) -> (
    path: String, faceIndex: Int
  ) {
    let face = try store.resolve(font, locale: locale).face
    return (face.file.path, face.file.index)
  }

  /// The font files that draw `text` (primary, then fallbacks) in the order first used.
  package func drawingFontFiles(for text: String, font: FontSpec, locale: LocaleID)
    throws(MeasureError) -> [(path: String, faceIndex: Int)]
  {
    let primary = try store.resolve(font, locale: locale)
    let runs = TextRuns(text, primary: primary, store: store)
    var files: [FontFile] = []
    for run in runs.runs where !files.contains(runs.faces[run.face].file) {
      files.append(runs.faces[run.face].file)
    }
    return files.map { ($0.path, $0.index) }
  }

  // MARK: Shaping

  /// What turns shaped glyphs into a width: layout size, advance rounding, letter spacing (em).
  private struct Style {
    let size: Double
    let rounding: RoundingPolicy
    let letterSpacing: Double
  }

  private func shape(_ text: String, primary: ResolvedFont, style: Style) -> TextMeasurement {
    // NFC, as HarfBuzz composes only some sequences; controls are not drawn.
    var prepared = String(
      String.UnicodeScalarView(
        text.nfc.unicodeScalars.filter { !ICU.classify($0.value).0.contains(.control) }))
    let runs = TextRuns(prepared, primary: primary, store: store)
    // HarfBuzz reads the text's UTF-8 from a pointer; it copies it into its buffer.
    return prepared.withUTF8 { shape($0, runs, text: text, primary: primary, style: style) }
  }

  /// The width and ink of a run, summed over runs.
  private struct Totals {
    /// The width in pixels.
    var width = 0.0
    /// The highest ink above and lowest below the baseline, in pixels (the baseline included).
    var top = 0.0
    var bottom = 0.0
  }

  /// Shapes NFC text in its itemised runs (``TextRuns``), each in its font.
  private func shape(
    _ utf8: UnsafeBufferPointer<UInt8>, _ runs: TextRuns, text: String, primary: ResolvedFont,
    style: Style
  ) -> TextMeasurement {
    guard !utf8.isEmpty else {
      return TextMeasurement(
        text: text, width: 0, ascent: 0, descent: 0, fonts: [], missing: [], estimated: false)
    }
    // hb_buffer_create never returns NULL (it returns an inert buffer): nil is the importer's case.
    guard let buffer = hb_buffer_create() else {
      return TextMeasurement(
        text: text, width: 0, ascent: 0, descent: 0, fonts: [], missing: [], estimated: true)
    }
    defer { hb_buffer_destroy(buffer) }
    var totals = Totals()
    var used: [Int] = []
    for run in runs.runs {
      if !used.contains(run.face) { used.append(run.face) }
      shape(
        run, in: utf8, face: runs.faces[run.face], primary: primary, style: style, buffer, &totals)
    }
    // A whole text is never narrower than nothing: a font whose advances sum below zero measures 0.
    return TextMeasurement(
      text: text, width: max(0, totals.width), ascent: totals.top,
      descent: totals.bottom < 0 ? -totals.bottom : 0, fonts: used.map { runs.faces[$0].identity },
      missing: runs.missing.map { String($0) }, estimated: false)
  }

  /// Shapes one run into `totals`.
  private func shape(
    _ run: TextRun, in utf8: UnsafeBufferPointer<UInt8>, face: FontFace, primary: ResolvedFont,
    style: Style, _ hbBuffer: OpaquePointer, _ totals: inout Totals
  ) {
    guard let base = utf8.baseAddress else { return }
    hb_buffer_clear_contents(hbBuffer)
    hb_buffer_set_direction(hbBuffer, run.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(hbBuffer, Self.harfBuzzScript(run.script))
    if let language = primary.harfBuzzLanguage.pointer {
      hb_buffer_set_language(hbBuffer, language)
    }
    var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
    if run.start == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
    if run.end == utf8.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
    hb_buffer_set_flags(hbBuffer, hb_buffer_flags_t(rawValue: flags))
    // The whole text goes in as context, so joining and contextual forms see across runs.
    base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { characters in
      hb_buffer_add_utf8(
        hbBuffer, characters, Int32(utf8.count), UInt32(run.start), Int32(run.end - run.start))
    }
    hb_shape(face.font, hbBuffer, nil, 0)

    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(hbBuffer, &count),
      let positions = hb_buffer_get_glyph_positions(hbBuffer, &count)
    else { return }
    let glyphs = UnsafeBufferPointer(start: infos, count: Int(count))
    let placements = UnsafeBufferPointer(start: positions, count: Int(count))
    let scale = style.size / face.unitsPerEm
    switch style.rounding {
    case .exact, .widthCeiling:
      totals.width += Double(placements.reduce(0) { $0 + Int($1.x_advance) }) * scale
    case .wholePixel:
      for position in placements { totals.width += (Double(position.x_advance) * scale).rounded() }
    }
    if style.letterSpacing != 0,
      !Self.unspacedScripts.contains(Self.harfBuzzScript(run.script).rawValue)
    {
      // Minikin adds the spacing to every cluster (half before, half after), never inside one.
      var clusters = 0
      var last: UInt32? = nil
      for glyph in glyphs where glyph.cluster != last {
        clusters += 1
        last = glyph.cluster
      }
      totals.width += Double(clusters) * style.letterSpacing * style.size
    }
    if let ink = face.ink(of: glyphs, at: placements) {
      totals.top = max(totals.top, Double(ink.top) * scale)
      totals.bottom = min(totals.bottom, Double(ink.bottom) * scale)
    }
  }

  /// HarfBuzz's script for a `UScriptCode`, through its ISO 15924 code.
  private static func harfBuzzScript(_ code: Int32) -> hb_script_t {
    if code >= 0, code < scriptTable.count { return hb_script_t(rawValue: scriptTable[Int(code)]) }
    return hb_script_from_string(ICU.scriptName(code), -1)
  }

  /// The scripts Android never letter-spaces (`isScriptOkForLetterspacing`, minikin `Layout.cpp`).
  private static let unspacedScripts = Set(
    ([
      "Arab", "Nkoo", "Phlp", "Mand", "Mong", "Phag", "Deva", "Beng", "Guru", "Modi", "Shrd",
      "Sylo", "Tirh", "Ogam",
    ] as [String]).map { hb_script_from_string($0, -1).rawValue })

  /// `hb_script_t` raw values indexed by `UScriptCode`.
  private static let scriptTable: [UInt32] = (0..<256).map {
    hb_script_from_string(ICU.scriptName(Int32($0)), -1).rawValue
  }
}
