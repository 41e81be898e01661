// Fuzz target: .strings files (PropertyListDecoder; UTF-8 or UTF-16 with a BOM), read as `App/de.lproj/Localizable.strings`.
//
// Contract: see `requireAppStringsContract` — strings that resolve as an app's labels, or an
// `AppStringsError` naming the file.

import FuzzSupport
import SwitchLabels

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  requireAppStringsContract(
    bytes(data, size), file: "App/de.lproj/Localizable.strings", as: .strings)
  return 0
}
