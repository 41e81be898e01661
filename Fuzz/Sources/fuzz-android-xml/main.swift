// Fuzz target: Android resource files (res/values-*/strings.xml, libexpat without DTDs), read as `app/src/main/res/values-de/strings.xml`.
//
// Contract: see `requireAppStringsContract` — strings that resolve as an app's labels, or an
// `AppStringsError` naming the file.

import FuzzSupport
import SwitchLabels

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  requireAppStringsContract(
    bytes(data, size), file: "app/src/main/res/values-de/strings.xml", as: .android)
  return 0
}
