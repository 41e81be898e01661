// Fuzz target: .strings and .stringsdict files (PropertyListDecoder; UTF-8 or UTF-16 with a
// BOM), read as `App/de.lproj/Localizable.strings`, or `….stringsdict` when the input names
// `NSStringLocalizedFormatKey` (the plural rules, their `%#@…@` substitutions and nesting).
//
// Contract: see `requireAppStringsContract` — strings that resolve as an app's labels, or an
// `AppStringsError` naming the file.

import FuzzSupport
import SwitchLabels

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let input = bytes(data, size)
  let rules = Array("NSStringLocalizedFormatKey".utf8)
  let isStringsDict =
    input.count >= rules.count
    && input.indices.dropLast(rules.count - 1).contains {
      input[$0..<$0 + rules.count].elementsEqual(rules)
    }
  requireAppStringsContract(
    input, file: "App/de.lproj/Localizable.strings\(isStringsDict ? "dict" : "")", as: .strings)
  return 0
}
