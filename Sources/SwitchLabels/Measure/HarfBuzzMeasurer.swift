// The real measurer: HarfBuzz shaping with fonts from fontconfig and per-run fallback.

internal import CShaping
import Synchronization

/// How glyph advances become a width.
public enum RoundingPolicy: String, Sendable, Codable, Hashable, CaseIterable {
  /// Exact fractional advances, as HarfBuzz computes them (the default).
  case exact
  /// Each glyph advance rounded to a whole pixel before summing, as stock Pango and other toolkits
  /// that hint metrics do; widths can differ from exact ones by a pixel or two on short labels.
  case wholePixel = "whole-pixel"
}

/// Limits every measurer applies to its input.
public enum MeasureLimits {
  /// The longest text measured, in Unicode scalars: labels are short, and a longer text is an
  /// error (``MeasureError/textTooLong(length:)``) rather than megabytes of shaping.
  public static let maximumTextLength = 4096
  /// The largest font size in pixels.
  public static let maximumSize = 1000.0

  /// Checks the size and the text length.
  ///
  /// - Throws: ``MeasureError/invalidSize(_:)`` for a size that is not finite or not in
  ///   (0, 1000]; ``MeasureError/textTooLong(length:)`` for text over 4096 scalars.
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
/// The font is looked up by family and weight for the locale's language (or taken from a file and
/// face index); text it lacks glyphs for is set in fallback fonts, run by run, as a text stack
/// would (see ``TextMeasurement/fonts``); characters no installed font covers are measured as the
/// primary font's missing-glyph box and reported in ``TextMeasurement/missing``. Text is normalised
/// to NFC first, so NFC and NFD input measure the same. Script and direction come from ICU, the
/// language from the locale.
///
/// ```swift
/// let measurer = HarfBuzzMeasurer()
/// let off = try measurer.measure(
///   "Désactivé", font: FontSpec(family: "DejaVu Sans", size: 17), locale: LocaleID("fr"))
/// print(off.width, off.fonts.map(\.fileName))
/// // Prints "80.2666015625 ["DejaVuSans.ttf"]"
/// ```
///
/// Widths equal `hb-shape`'s for the same font file and size (the figures before `hb-shape` rounds
/// them to its output precision). Results are cached per (text, font, size, weight, locale), up to
/// `cacheCapacity` entries; faces are cached per file and face index for the whole process. Safe to
/// use from many threads at once.
public final class HarfBuzzMeasurer: TextMeasurer {
  /// How advances are summed.
  public let rounding: RoundingPolicy
  private let results: MeasureCache<ResultKey, TextMeasurement>
  private let store: FontStore
  private let buffers = BufferPool()

  /// Creates a measurer.
  ///
  /// - Parameters:
  ///   - rounding: Exact advances (default) or whole pixels per glyph.
  ///   - cacheCapacity: The most measurements remembered; 0 measures every call afresh.
  public init(rounding: RoundingPolicy = .exact, cacheCapacity: Int = 4096) {
    self.rounding = rounding
    results = MeasureCache(capacity: cacheCapacity)
    store = .shared
  }

  private struct ResultKey: Hashable, Sendable {
    let text: String
    let font: FontSpec
    let locale: LocaleID
  }

  public func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
    -> TextMeasurement
  {
    try MeasureLimits.check(text, font)
    let key = ResultKey(text: text, font: font, locale: locale)
    if var hit = results.value(for: key) {
      // Keys compare by canonical equivalence: give back the text exactly as asked.
      hit.text = text
      return hit
    }
    let primary = try store.resolve(font, locale: locale)
    let measurement = shape(text, primary: primary, size: font.size)
    results.insert(measurement, for: key)
    return measurement
  }

  /// The font file and face index a spec resolves to in a locale (for tests and benchmarks that
  /// compare with HarfBuzz directly).
  ///
  /// - Throws: ``MeasureError`` as ``measure(_:font:locale:)`` does.
  package func fontFile(for font: FontSpec, locale: LocaleID) throws(MeasureError) -> (
    path: String, faceIndex: Int
  ) {
    let face = try store.resolve(font, locale: locale).face
    return (face.file.path, face.file.index)
  }

  // MARK: Shaping

  private func shape(_ text: String, primary: ResolvedFont, size: Double) -> TextMeasurement {
    var normalized = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.nfc
    return normalized.withUTF8 { shape($0, text: text, primary: primary, size: size) }
  }

  private func shape(
    _ utf8: UnsafeBufferPointer<UInt8>, text: String, primary: ResolvedFont, size: Double
  ) -> TextMeasurement {
    let runs = TextRuns(utf8, primary: primary, store: store)
    guard let base = utf8.baseAddress, !runs.runs.isEmpty else {
      return TextMeasurement(
        text: text, width: 0, ascent: 0, descent: 0, fonts: [], missing: [], estimated: false)
    }
    let buffer = buffers.take()
    defer { buffers.put(buffer) }
    let hbBuffer = buffer.pointer
    let length = Int32(utf8.count)
    var width = 0.0
    var top = 0.0
    var bottom = 0.0
    var used: [Int] = []
    for run in runs.runs {
      let face = runs.faces[run.face]
      if !used.contains(run.face) { used.append(run.face) }
      hb_buffer_clear_contents(hbBuffer)
      hb_buffer_set_direction(hbBuffer, run.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
      hb_buffer_set_script(hbBuffer, Self.harfBuzzScript(run.script))
      if let language = primary.language.harfBuzz { hb_buffer_set_language(hbBuffer, language) }
      var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
      if run.start == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
      if run.end == utf8.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
      hb_buffer_set_flags(hbBuffer, hb_buffer_flags_t(rawValue: flags))
      base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { characters in
        hb_buffer_add_utf8(
          hbBuffer, characters, length, UInt32(run.start), Int32(run.end - run.start))
      }
      hb_shape(face.font, hbBuffer, nil, 0)

      var count: UInt32 = 0
      guard let infos = hb_buffer_get_glyph_infos(hbBuffer, &count),
        let positions = hb_buffer_get_glyph_positions(hbBuffer, &count)
      else { continue }
      let scale = size / face.unitsPerEm
      var advance = 0
      var runTop = Int32.min
      var runBottom = Int32.max
      var extents = hb_glyph_extents_t()
      for index in 0..<Int(count) {
        let position = positions[index]
        switch rounding {
        case .exact: advance += Int(position.x_advance)
        case .wholePixel: width += (Double(position.x_advance) * scale).rounded()
        }
        guard hb_font_get_glyph_extents(face.font, infos[index].codepoint, &extents) != 0,
          extents.width != 0 || extents.height != 0
        else { continue }
        let glyphTop = position.y_offset + extents.y_bearing
        runTop = max(runTop, glyphTop)
        runBottom = min(runBottom, glyphTop + extents.height)
      }
      width += Double(advance) * scale
      if runTop != Int32.min { top = max(top, Double(runTop) * scale) }
      if runBottom != Int32.max { bottom = min(bottom, Double(runBottom) * scale) }
    }
    return TextMeasurement(
      text: text, width: width, ascent: top, descent: bottom < 0 ? -bottom : 0,
      fonts: used.map { runs.faces[$0].identity }, missing: runs.missing.map { String($0) },
      estimated: false)
  }

  /// HarfBuzz's script for a `UScriptCode`, through its ISO 15924 code.
  private static func harfBuzzScript(_ code: Int32) -> hb_script_t {
    if code >= 0, code < scriptTable.count { return hb_script_t(rawValue: scriptTable[Int(code)]) }
    return hb_script_from_string(ICU.scriptName(code), -1)
  }

  /// `hb_script_t` raw values indexed by `UScriptCode`.
  private static let scriptTable: [UInt32] = (0..<256).map {
    hb_script_from_string(ICU.scriptName(Int32($0)), -1).rawValue
  }
}

/// Reusable `hb_buffer_t`s, so a measurement does not allocate one.
private final class BufferPool: Sendable {
  private let pool = Mutex<[ShapingBuffer]>([])

  func take() -> ShapingBuffer {
    pool.withLock { $0.popLast() } ?? ShapingBuffer()
  }

  func put(_ buffer: ShapingBuffer) {
    pool.withLock { buffers in
      if buffers.count < 16 { buffers.append(buffer) }
    }
  }
}

/// Owns one `hb_buffer_t`. A HarfBuzz buffer is not thread-safe, but this box is only ever used by
/// one caller at a time: ``BufferPool`` hands it out under its lock and takes it back after use.
/// That exclusive ownership is why it is `@unchecked Sendable`.
private final class ShapingBuffer: @unchecked Sendable {
  let pointer: OpaquePointer

  init() {
    // hb_buffer_create never returns NULL: on allocation failure it returns the inert empty buffer.
    pointer = hb_buffer_create()
  }

  deinit { hb_buffer_destroy(pointer) }
}
