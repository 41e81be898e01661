// Fuzz target: preference lists (`LocalePreferences(acceptLanguage:)`, an HTTP header value).
//
// Contract: a non-empty list of distinct locales, which a matcher over the bundled catalogs can
// take; or a `LocaleError` that names the input and prints safely.

import FuzzSupport
import SwitchLabels

let matcher = LocaleMatcher(supported: CatalogSet.bundled.locales)

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAcceptLanguage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do throws(LocaleError) {
    let preferences = try LocalePreferences(acceptLanguage: text)
    let locales = preferences.locales
    require(!locales.isEmpty, "an empty list from \(text.debugDescription)")
    require(Set(locales).count == locales.count, "duplicates in \(locales)")
    let match = matcher.match(preferences)
    if let matched = match.matched {
      require(matcher.supported.contains(matched), "matched \(matched), which is not supported")
    }
    _ = CatalogSet.bundled.lookup(preferences)
  } catch {
    require(
      isPrintable(error.description), "unprintable message \(error.description.debugDescription)")
  }
  return 0
}
