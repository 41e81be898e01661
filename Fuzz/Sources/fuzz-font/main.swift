// Fuzz target: font files as the measurer loads them (`FontSpec(path:faceIndex:size:)`): the
// OpenType directory check, HarfBuzz's face, names and shaping of a few labels.
//
// Contract: measurements with finite, non-negative widths; or a `MeasureError` naming the file.
// A collection (`ttcf`) is measured in its first two faces. (Messages may quote the file's bytes:
// the tool's console makes every message printable; the library's errors need not be.)

import FuzzSupport
import SwitchLabels

let files = InputFile(target: "font", suffix: ".ttf")
let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
let labels: [(String, LocaleID)] = [
  ("ON", locale("en")), ("Désactivé", locale("fr")),
  ("تشغيل", locale("ar")), ("เปิด", locale("th")),
]

/// Loads fontconfig's configuration before fuzzing starts, with leak detection off: fontconfig
/// 2.14 loses a few allocations while it parses its configuration files, once per process.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> Int32 {
  withoutLeakDetection {
    for (text, locale) in labels {
      _ = try? measurer.measure(
        text, font: FontSpec(family: "sans-serif", size: 17), locale: locale)
    }
  }
  return 0
}

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let input = bytes(data, size)
  let faces = input.starts(with: Array("ttcf".utf8)) ? 0..<2 : 0..<1
  files.with(input) { path in
    for faceIndex in faces { measure(FontSpec(path: path, faceIndex: faceIndex, size: 17), path) }
  }
  return 0
}

/// Measures every label in `font`, stopping at the first error (the file is bad).
func measure(_ font: FontSpec, _ path: String) {
  for (text, locale) in labels {
    do throws(MeasureError) {
      let measurement = try measurer.measure(text, font: font, locale: locale)
      require(
        measurement.width.isFinite && measurement.width >= 0,
        "\(text): width \(measurement.width)")
      require(
        measurement.ascent.isFinite && measurement.descent.isFinite,
        "\(text): ascent \(measurement.ascent), descent \(measurement.descent)")
    } catch {
      require("\(error)".contains(path), "the error does not name the file: \(error)")
      return
    }
  }
}
