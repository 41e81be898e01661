// JSON: the audit's rows written by PrettyJSON, beside JSONEncoder writing the same rows in the
// same layout.

import Foundation
import SwitchLabels

extension Benchmark {
  /// "json · <n> audit rows · PrettyJSON" (the rows of the default audit as `audit --format json`
  /// writes them, on one thread) against "json · <n> audit rows · JSONEncoder" (the same rows,
  /// pretty-printed with sorted keys): at most 0.4 × JSONEncoder.
  ///
  /// PrettyJSON's writer turns off Swift's run-time exclusivity checks on its properties: this
  /// ratio is the line that pays for it (see ``PrettyJSON``'s writer for the figures).
  mutating func addJSONBenchmarks() {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    let pending = ["PrettyJSON", "JSONEncoder"].map { "json · audit rows · \($0)" }
    guard pending.contains(where: selects),
      let auditor = try? Auditor(service: service, geometries: Geometry.presets),
      let rows = try? auditor.run(locales: LocaleID.icuAvailable).rows
    else { return }
    let title = "json · \(rows.count.formatted()) audit rows"
    add(title + " · PrettyJSON") { iterations in
      for _ in 0..<iterations {
        do { blackHole(try PrettyJSON.elements(rows, depth: 2).count) } catch {}
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    add(title + " · JSONEncoder") { iterations in
      for _ in 0..<iterations {
        do { blackHole(try encoder.encode(rows).count) } catch {}
      }
    }
    expect(title + " · PrettyJSON", atMost: 0.4, times: title + " · JSONEncoder")
  }
}
