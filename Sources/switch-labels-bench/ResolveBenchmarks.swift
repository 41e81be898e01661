// Resolving a switch: warm (cached) against a plain dictionary lookup, cold against raw HarfBuzz
// shaping of the same candidate strings.

import SwitchLabels

extension Benchmark {
  /// "resolve · warm · …" vs a `[String: Int]` lookup (≤ 1.5×) and "resolve · cold · …" vs raw
  /// HarfBuzz shaping of the strings the ladder measures (≤ 4×).
  mutating func addResolveBenchmarks() {
    let pairs: [(locale: String, geometry: Geometry)] = [
      ("de-CH", .iOSClassic), ("ar-EG", .gtk3Adwaita), ("zh-HK", .material3),
    ]
    // The dictionary baseline: as many entries as a warm app cache, keys like "de-CH|ios-classic".
    var table: [String: Int] = [:]
    for (index, locale) in LocaleID.icuAvailable.enumerated() {
      table["\(locale.tag)|ios-classic"] = index
    }
    let warmService = LabelService(measurer: HarfBuzzMeasurer())
    for pair in pairs {
      guard let locale = try? LocaleID(pair.locale),
        let resolver = try? warmService.resolver(for: pair.geometry),
        let first = try? resolver.resolve(locale)
      else {
        note("skipped resolve \(pair.locale) × \(pair.geometry.name): it does not resolve here")
        continue
      }
      let label = "\(pair.locale) × \(pair.geometry.name)"
      let key = "\(pair.locale)|ios-classic"
      let lookupTitle = "[String: Int] lookup · \"\(key)\""
      let warmTitle = "resolve · warm · \(label)"
      let serviceTitle = "resolve · warm via LabelService (hashes the geometry) · \(label)"
      add(lookupTitle) { iterations in
        for _ in 0..<iterations { blackHole(table[key]) }
      }
      add(warmTitle) { iterations in
        for _ in 0..<iterations {
          do { blackHole(try resolver.resolve(locale)) } catch {}
        }
      }
      add(serviceTitle) { iterations in
        for _ in 0..<iterations {
          do { blackHole(try warmService.resolve(locale, geometry: pair.geometry)) } catch {}
        }
      }
      expect(warmTitle, atMostNanoseconds: 1000)

      // Cold, against shaping the candidate strings the ladder measures with the same font files.
      // The measurer keeps no measurements (cacheCapacity 0); font files stay open, as in any
      // running app. "new locale": the catalog match and the CLDR chain are computed
      // afresh too. "new geometry": the locale's match and chain are known from another
      // geometry; the ladder and the resolution are new.
      let texts = candidateTexts(first, geometry: pair.geometry)
      let uncached = HarfBuzzMeasurer(cacheCapacity: 0)
      // Each text in the font that draws it (a fallback font where the geometry's font lacks
      // the script: Noto Sans CJK for Chinese in Noto Sans).
      let shapers = texts.compactMap { text -> (RawShaper, String)? in
        guard
          let files = try? uncached.drawingFontFiles(
            for: text, font: pair.geometry.font, locale: first.matched),
          files.count == 1, let file = files.first,
          let shaper = RawShaper(
            path: file.path, faceIndex: file.faceIndex, language: first.matched.tag)
        else { return nil }
        return (shaper, text)
      }
      guard !texts.isEmpty, shapers.count == texts.count else {
        note("skipped cold resolve \(label): a text is not drawn by exactly one font file")
        continue
      }
      let rawTitle = "raw HarfBuzz shape · \(texts.joined(separator: " + "))"
      let newGeometryTitle = "resolve · cold · new geometry · \(label)"
      add(rawTitle) { iterations in
        for _ in 0..<iterations {
          for (shaper, text) in shapers { blackHole(shaper.width(text)) }
        }
      }
      let coldService = LabelService(measurer: uncached)
      guard let coldResolver = try? coldService.resolver(for: pair.geometry) else { continue }
      add(newGeometryTitle) { iterations in
        for _ in 0..<iterations {
          do { blackHole(try coldResolver.resolveUncached(locale)) } catch {}
        }
      }
    }
  }

  /// The texts the ladder measures for a resolution: every candidate of both states, after the
  /// geometry's case transform (the ladder measures them all before it decides).
  private func candidateTexts(_ resolution: Resolution, geometry: Geometry) -> [String] {
    guard let catalog = CatalogSet.bundled.catalog(for: resolution.matched) else { return [] }
    var texts: [String] = []
    for text in catalog.on.texts + catalog.off.texts {
      let drawn = geometry.textCase.apply(to: text, in: catalog.locale)
      if !texts.contains(drawn) { texts.append(drawn) }
    }
    return texts
  }
}
