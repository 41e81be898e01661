// Fuzz target: geometry files (`Geometry.load(file:)`), and switches resolved in them.
//
// Contract: a geometry that validates and resolves (or fails with a typed error) for a few
// locales of different scripts and directions; or a `GeometryError` naming the file.

import FuzzSupport
import SwitchLabels

let files = InputFile(target: "geometry", suffix: ".json")
let service = LabelService(measurer: EstimatingMeasurer())
let locales = ["de-CH", "ar", "ja", "th", "sr-ME"].map(locale)

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometry(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  files.with(bytes(data, size)) { path in
    do throws(GeometryError) {
      let geometry = try Geometry.load(file: path)
      require((try? geometry.validated()) == geometry, "a loaded geometry does not validate")
      for locale in locales { requireResolvable(service, locale, geometry) }
    } catch {
      require(
        "\(error)".contains(path) || isUnknownPreset(error),
        "the error does not name the file: \(error)")
    }
  }
  return 0
}

func isUnknownPreset(_ error: GeometryError) -> Bool {
  if case .unknownPreset = error { return true }
  return false
}
