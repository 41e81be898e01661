// Measurement: the library's HarfBuzzMeasurer against raw HarfBuzz shaping of the same string with
// the same font file, in the same process.

import CShaping
import SwitchLabels

extension Benchmark {
  /// A label, its locale and the font it is set in.
  private struct Label {
    let text: String
    let locale: String
    let family: String
  }

  private static let labels = [
    Label(text: "Désactivé", locale: "fr", family: "DejaVu Sans"),
    Label(text: "Off", locale: "en", family: "Noto Sans"),
    Label(text: "Выключено", locale: "ru", family: "Noto Sans"),
    Label(text: "إيقاف", locale: "ar", family: "Noto Sans Arabic"),
    Label(text: "बंद करें", locale: "hi", family: "Noto Sans Devanagari"),
    Label(text: "オフ", locale: "ja", family: "Noto Sans CJK JP"),
  ]

  /// "measure · uncached · <label>" vs "raw HarfBuzz shape · <label>" (≤ 1.5×), and
  /// "measure · cached · <label>" (≤ 100 ns).
  mutating func addMeasureBenchmarks() {
    let uncached = HarfBuzzMeasurer(cacheCapacity: 0)
    let cached = HarfBuzzMeasurer()
    for label in Self.labels {
      let font = FontSpec(family: label.family, size: 16)
      guard let locale = try? LocaleID(label.locale),
        let file = try? uncached.fontFile(for: font, locale: locale),
        let raw = RawShaper(path: file.path, faceIndex: file.faceIndex, language: locale.tag)
      else {
        note("skipped \(label.text): font \(label.family) not installed")
        continue
      }
      let rawTitle = "raw HarfBuzz shape · \(label.text)"
      let uncachedTitle = "measure · uncached · \(label.text)"
      let cachedTitle = "measure · cached · \(label.text)"
      add(rawTitle) { iterations in
        for _ in 0..<iterations { blackHole(raw.width(label.text)) }
      }
      add(uncachedTitle) { iterations in
        for _ in 0..<iterations {
          do { blackHole(try uncached.measure(label.text, font: font, locale: locale)) } catch {}
        }
      }
      add(cachedTitle) { iterations in
        for _ in 0..<iterations {
          do { blackHole(try cached.measure(label.text, font: font, locale: locale)) } catch {}
        }
      }
    }
  }
}

/// HarfBuzz alone: one font and one reused buffer, script and direction guessed by HarfBuzz, the
/// advances summed.
///
/// What an application calling HarfBuzz directly would do.
final class RawShaper {
  private let blob: OpaquePointer
  private let face: OpaquePointer
  private let font: OpaquePointer
  private let buffer: OpaquePointer
  private let language: hb_language_t?

  init?(path: String, faceIndex: Int, language: String) {
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    self.blob = blob
    face = hb_face_create(blob, UInt32(faceIndex))
    font = hb_font_create(face)
    buffer = hb_buffer_create()
    self.language = hb_language_from_string(language, -1)
  }

  deinit {
    hb_buffer_destroy(buffer)
    hb_font_destroy(font)
    hb_face_destroy(face)
    hb_blob_destroy(blob)
  }

  func width(_ text: String) -> Int32 {
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
    hb_buffer_set_language(buffer, language)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
    var width: Int32 = 0
    for index in 0..<Int(count) { width &+= positions[index].x_advance }
    return width
  }
}
