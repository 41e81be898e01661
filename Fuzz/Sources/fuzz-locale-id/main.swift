// Fuzz target: locale identifiers (`LocaleID`), the first reader every input passes through.
//
// Contract: a locale whose canonical tag is printable ASCII, parses back to itself and has a
// fallback chain ending at root; or a `LocaleError` that names the input and prints safely.

import FuzzSupport
import SwitchLabels

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocaleID(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do throws(LocaleError) {
    let locale = try LocaleID(text)
    let tag = locale.tag
    require(
      !tag.isEmpty && tag.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "tag \(tag.debugDescription)")
    let reparsed: LocaleID
    do {
      reparsed = try LocaleID(tag)
    } catch {
      require(false, "tag \(tag) of \(text.debugDescription) does not parse: \(error)")
      return 0
    }
    require(reparsed == locale, "\(text.debugDescription) → \(tag) → \(reparsed.tag)")
    let chain = FallbackChain(locale)
    require(chain.last == .root, "chain \(chain.locales) does not end at root")
    _ = (locale.maximized, locale.minimized, locale.base, locale.direction)
    _ = (locale.script, locale.region, locale.variant, locale.numberingSystem)
    _ = locale.displayName()
    _ = locale.formatted(1234, grouping: true)
  } catch {
    require(error.input == text, "error names \(error.input.debugDescription)")
    require(
      isPrintable(error.description), "unprintable message \(error.description.debugDescription)")
  }
  return 0
}
