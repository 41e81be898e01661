// Fuzz target: Flutter ARB files (JSON), read as `lib/l10n/app_de.arb`.
//
// Contract: see `requireAppStringsContract` — strings that resolve as an app's labels, or an
// `AppStringsError` naming the file.

import FuzzSupport
import SwitchLabels

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  requireAppStringsContract(bytes(data, size), file: "lib/l10n/app_de.arb", as: .arb)
  return 0
}
