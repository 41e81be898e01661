// Fuzz target: XLIFF 1.2 and 2.0 files (libexpat without DTDs), read as `App/de.xliff`.
//
// Contract: see `requireAppStringsContract` — strings that resolve as an app's labels, or an
// `AppStringsError` naming the file.

import FuzzSupport
import SwitchLabels

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  requireAppStringsContract(bytes(data, size), file: "App/de.xliff", as: .xliff)
  return 0
}
