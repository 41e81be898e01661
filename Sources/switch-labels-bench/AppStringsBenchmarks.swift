// Reading an app's strings: each reader beside its raw parser on the same bytes (JSONDecoder,
// libexpat, libgettextpo), and the audit of an app's 40 locales beside ours for the same locales.

import CExpat
import CGettextPO
import Foundation
import SwitchLabels

extension Benchmark {
  /// "app strings · …" cases, each with its raw-parser baseline (target ≤ 2×), and
  /// "app audit · 40 locales × 6 presets" beside "audit · the same 40 locales" (the baseline).
  mutating func addAppStringsBenchmarks() {
    addAppStringsHostileBenchmarks()
    let locales = Array(CatalogSet.bundled.locales.filter { !$0.tag.contains("-") }.prefix(40))
    let keys = 5_000

    // A String Catalog of 40 locales × 5,000 keys.
    var catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"#
    for key in 0..<keys {
      if key > 0 { catalog += "," }
      catalog += "\"key.\(key)\":{\"localizations\":{"
      catalog += locales.enumerated().map { index, locale in
        "\"\(locale.tag)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Text \(key) \(index)\"}}"
      }.joined(separator: ",")
      catalog += "}}"
    }
    catalog += "}}"
    let catalogBytes = Array(catalog.utf8)
    add("app strings · String Catalog 40 × 5,000 · reader") { iterations in
      for _ in 0..<iterations {
        blackHole(
          try? AppStringsReader().read(
            bytes: catalogBytes, file: "Localizable.xcstrings", as: .stringCatalog
          ).tables.count)
      }
    }
    add("app strings · String Catalog 40 × 5,000 · JSONDecoder alone") { iterations in
      for _ in 0..<iterations {
        blackHole(
          try? JSONDecoder().decode(RawCatalog.self, from: Data(catalogBytes)).strings.count)
      }
    }
    // Reading a 40-locale × 5,000-string app: the user-level budget (the parser alone is the
    // baseline for the record).
    expect("app strings · String Catalog 40 × 5,000 · reader", atMostNanoseconds: 200e6)

    // One Android values-*/strings.xml of 5,000 strings (each of 40 folders is alike).
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
    for key in 0..<keys { xml += "  <string name=\"key_\(key)\">Text \\'\(key)\\' on</string>\n" }
    xml += "</resources>\n"
    let xmlBytes = Array(xml.utf8)
    add("app strings · Android strings.xml 5,000 · reader") { iterations in
      for _ in 0..<iterations {
        blackHole(
          try? AppStringsReader().read(
            bytes: xmlBytes, file: "res/values-de/strings.xml", as: .android
          ).tables.count)
      }
    }
    // The baseline has the handlers the least reader needs, each looking at libexpat's bytes:
    // an element's name and its attributes' names at the start, the name at the end, and each
    // piece of text searched for a backslash (an escape); no Swift object per event.
    add("app strings · Android strings.xml 5,000 · libexpat alone") { iterations in
      for _ in 0..<iterations {
        guard let parser = XML_ParserCreate(nil) else { continue }
        var looked = 0
        withUnsafeMutablePointer(to: &looked) { looked in
          XML_SetUserData(parser, looked)
          XML_SetElementHandler(
            parser,
            { data, name, attributes in
              guard let looked = data?.assumingMemoryBound(to: Int.self), let name,
                var cursor = attributes
              else { return }
              looked.pointee &+= strcmp(name, "string") == 0 ? 1 : 0
              while let key = cursor.pointee, let value = (cursor + 1).pointee {
                looked.pointee &+= strcmp(key, "name") == 0 ? strlen(value) : 0
                cursor += 2
              }
            },
            { data, name in
              guard let looked = data?.assumingMemoryBound(to: Int.self), let name else { return }
              looked.pointee &+= Int(name.pointee)
            })
          XML_SetCharacterDataHandler(parser) { data, text, length in
            guard let looked = data?.assumingMemoryBound(to: Int.self), let text else { return }
            let found = memchr(text, Int32(UInt8(ascii: "\\")), Int(length)) != nil
            looked.pointee &+= found ? 1 : Int(length)
          }
          xmlBytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
              blackHole(XML_Parse(parser, $0.baseAddress, Int32($0.count), 1))
            }
          }
        }
        blackHole(looked)
        XML_ParserFree(parser)
      }
    }

    // A PO file of 5,000 messages.
    var po = "msgid \"\"\nmsgstr \"Language: de\\nContent-Type: text/plain; charset=UTF-8\\n\"\n\n"
    for key in 0..<keys {
      po += "msgctxt \"c\(key)\"\nmsgid \"Key \(key)\"\nmsgstr \"Text \(key)\"\n\n"
    }
    let poPath = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-bench-\(getpid()).po"
    ).path
    _ = FileManager.default.createFile(atPath: poPath, contents: Data(po.utf8))
    add("app strings · PO 5,000 · reader") { iterations in
      for _ in 0..<iterations {
        blackHole(try? AppStringsReader().read(paths: [poPath]).tables.count)
      }
    }
    add("app strings · PO 5,000 · libgettextpo alone") { iterations in
      for _ in 0..<iterations {
        var error = [CChar](repeating: 0, count: 256)
        var line = 0
        if let file = sl_po_read(poPath, &error, error.count, &line) {
          sl_po_each_message(file, nil) { _, message in blackHole(message) }
          sl_po_close(file)
        }
      }
    }

    // The audit of an app with the same words as our catalogs for the same 40 locales (every
    // text, shorter ones under keys of their own, and the spoken text), so that the two audits
    // differ only in where the words come from: the same rows, the same texts measured. A locale
    // without a shorter text has an empty one, which an app does not show (a String Catalog key
    // a locale lacks would be shown as its own source text: "On 2").
    var values: [String: [String: String]] = [:]
    var shorter: [SwitchState: Set<String>] = [:]
    for locale in locales {
      guard let catalog = CatalogSet.bundled.catalog(for: locale) else { continue }
      for state in SwitchState.allCases {
        let labels = catalog.labels(for: state)
        let word = state == .on ? "On" : "Off"
        for (level, text) in labels.texts.enumerated() {
          let key = level == 0 ? word : "\(word) \(level + 1)"
          if level > 0 { shorter[state, default: []].insert(key) }
          values[key, default: [:]][locale.tag] = text
        }
        values["\(word) spoken", default: [:]][locale.tag] = labels.spoken
      }
    }
    let tags = locales.filter { CatalogSet.bundled.catalog(for: $0) != nil }.map(\.tag)
    for key in shorter.values.joined() {
      for tag in tags where values[key]?[tag] == nil { values[key, default: [:]][tag] = "" }
    }
    let strings = values.mapValues { byLocale in
      [
        "localizations": byLocale.mapValues { value in
          ["stringUnit": ["state": "translated", "value": value]]
        }
      ]
    }
    let appKeys = AppLabelKeys(
      on: "On", off: "Off", onShort: (shorter[.on] ?? []).sorted(),
      offShort: (shorter[.off] ?? []).sorted(), onSpoken: "On spoken", offSpoken: "Off spoken")
    guard
      let small = try? JSONSerialization.data(
        withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings]),
      let app = try? AppStringsReader().read(
        bytes: Array(small), file: "Localizable.xcstrings", as: .stringCatalog)
    else {
      note("skipped app audit: the generated catalog does not read")
      return
    }
    let measurer = HarfBuzzMeasurer()
    let appLabels = AppLabelSet(strings: app, keys: appKeys)
    guard
      let appAuditor = try? Auditor(
        words: .app(appLabels, measurer: measurer), geometries: Geometry.presets)
    else { return }
    let service = LabelService(measurer: measurer)
    guard let auditor = try? Auditor(service: service, geometries: Geometry.presets) else { return }
    // The same words, the same drawings (the app's rows add the app's findings): otherwise the
    // two cases would not do the same work.
    func drawn(_ report: AuditReport) -> [String] {
      report.rows.map { "\($0.rung) \($0.on.text ?? "") \($0.off.text ?? "") \($0.scale)" }
    }
    if let ours = try? auditor.run(locales: locales),
      let theirs = try? appAuditor.run(locales: locales), drawn(theirs) != drawn(ours)
    {
      note("app audit: it draws other words than our audit (the cases do not do the same work)")
    }
    let appTitle = "app audit · \(locales.count) locales × \(Geometry.presets.count) presets"
    let ourTitle = "audit · the same \(locales.count) locales × \(Geometry.presets.count) presets"
    add(appTitle) { iterations in
      for _ in 0..<iterations {
        blackHole(try? appAuditor.run(locales: locales).rows.count)
      }
    }
    add(ourTitle) { iterations in
      for _ in 0..<iterations {
        blackHole(try? auditor.run(locales: locales).rows.count)
      }
    }

    // The same, each run from a new auditor (a new service for ours): every resolution worked
    // out afresh on both sides, as one `audit` or `audit --strings` process does, the
    // measurer's cache shared (the same words are shaped on both sides). Where the words come
    // from is made once on both sides, as a process makes it once: our catalogs
    // (`CatalogSet.bundled`, with its matcher) and the app's label set (with the app's catalogs,
    // chains and findings it works out per locale).
    let appColdTitle = appTitle + ", new auditor each run"
    let ourColdTitle = ourTitle + ", new service each run"
    add(appColdTitle) { iterations in
      for _ in 0..<iterations {
        let auditor = try? Auditor(
          words: .app(appLabels, measurer: measurer), geometries: Geometry.presets)
        blackHole(try? auditor?.run(locales: locales).rows.count)
      }
    }
    add(ourColdTitle) { iterations in
      for _ in 0..<iterations {
        let service = LabelService(measurer: measurer)
        let auditor = try? Auditor(service: service, geometries: Geometry.presets)
        blackHole(try? auditor?.run(locales: locales).rows.count)
      }
    }
    // An app's audit as a command runs it, from a new auditor: the user-level budget.
    expect(appColdTitle, atMostNanoseconds: 200e6)
  }
}

/// The String Catalog's shape, decoded by JSONDecoder alone (the baseline).
private struct RawCatalog: Decodable {
  struct Unit: Decodable {
    let state: String?
    let value: String
  }
  struct Localization: Decodable { let stringUnit: Unit? }
  struct Entry: Decodable { let localizations: [String: Localization]? }
  let sourceLanguage: String
  let strings: [String: Entry]
}
