// Locale resolution: LocaleID parse + catalog match + CLDR chain, against the raw ICU calls that do
// the same work (canonicalise, add likely subtags, LocaleMatcher, parent walk).

import CICUCxxShim
import CICUShim
import Foundation
import SwitchLabels

extension Benchmark {
  /// "locale · parse + match + chain · <id>" vs "raw ICU · canonicalize + likely + match + parents
  /// · <id>" (≤ 2×).
  mutating func addLocaleBenchmarks() {
    let catalogs = CatalogSet.bundled
    let supported = catalogs.locales.map(\.tag)
    guard let matcher = RawMatcher(supported) else {
      note("skipped locale benchmarks: ICU LocaleMatcher did not open")
      return
    }
    for input in ["es-MX", "sr_RS@latin", "zh-HK", "de-CH-u-nu-latn"] {
      let oursTitle = "locale · parse + match + chain · \(input)"
      let rawTitle = "raw ICU · canonicalize + likely + match + parents · \(input)"
      add(oursTitle) { iterations in
        for _ in 0..<iterations {
          guard let locale = try? LocaleID(input) else { continue }
          blackHole(catalogs.lookup(LocalePreferences(locale)).catalog.locale)
          blackHole(FallbackChain(locale).count)
        }
      }
      add(rawTitle) { iterations in
        for _ in 0..<iterations { blackHole(rawResolve(input, matcher)) }
      }
    }
  }
}

/// The same work done with ICU's C and C++ API directly: canonical tag, likely subtags, the best
/// supported locale, and `uloc_getParent` down to root.
private func rawResolve(_ input: String, _ matcher: RawMatcher) -> Int {
  var tag = [CChar](repeating: 0, count: 160)
  var status: Int32 = 0
  let isTag: Int32 = input.contains("_") || input.contains("@") ? 0 : 1
  _ = sl_locale_canonicalTag(input, isTag, &tag, 160, &status)
  var id = [CChar](repeating: 0, count: 160)
  var parsed: Int32 = 0
  status = 0
  _ = sl_uloc_forLanguageTag(tag, &id, 160, &parsed, &status)
  var maximized = [CChar](repeating: 0, count: 160)
  status = 0
  _ = sl_uloc_addLikelySubtags(id, &maximized, 160, &status)
  let best = tag.withUnsafeBufferPointer { matcher.best($0.baseAddress) }
  var steps = 0
  var current = id
  var parent = [CChar](repeating: 0, count: 160)
  while current[0] != 0, steps < 8 {
    status = 0
    _ = sl_uloc_getBaseName(current, &parent, 160, &status)
    var truncated = [CChar](repeating: 0, count: 160)
    status = 0
    _ = sl_uloc_getParent(parent, &truncated, 160, &status)
    current = truncated
    steps += 1
  }
  return best + steps + Int(maximized[0])
}

/// An `icu::LocaleMatcher` over the catalog locales.
private final class RawMatcher {
  private let pointer: UnsafeMutableRawPointer

  init?(_ supported: [String]) {
    var status: Int32 = 0
    let strings = supported.map { strdup($0) }
    defer { strings.forEach { free($0) } }
    let pointers = strings.map { UnsafePointer($0) }
    guard
      let opened = pointers.withUnsafeBufferPointer({ buffer -> UnsafeMutableRawPointer? in
        guard let base = buffer.baseAddress else { return nil }
        return sl_localematcher_open(base, Int32(buffer.count), &status)
      })
    else { return nil }
    pointer = opened
  }

  deinit { sl_localematcher_close(pointer) }

  /// The index of the best supported locale for one NUL-terminated tag.
  func best(_ tag: UnsafePointer<CChar>?) -> Int {
    var status: Int32 = 0
    var desiredIndex: Int32 = 0
    var desired = tag
    return Int(sl_localematcher_best(pointer, &desired, 1, &desiredIndex, &status))
  }
}
