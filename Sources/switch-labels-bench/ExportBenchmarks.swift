// The export: the whole matrix in every format, and the generated Swift table's size and lookup
// time (compiled with swiftc -O and timed in its own
// program, beside a dictionary lookup in the same program).

import Foundation
import SwitchLabels

extension Benchmark {
  /// "export · 805 locales × 6 presets · <format>" for each format (the matrix resolved and
  /// written in that format; the process budget is in addAuditProcessBenchmark), the resolution
  /// alone, and the Swift table's size and lookup.
  mutating func addExportBenchmarks() {
    let locales = LocaleID.icuAvailable
    let service = LabelService(measurer: HarfBuzzMeasurer())
    let generator = AuditReport.Generator(tool: "switch-labels-bench", version: "0")
    let matrix = "\(locales.count) locales × \(Geometry.presets.count) presets"
    // What `switch-labels export --format <f>` does: resolve the matrix, then write one format.
    for format in ExportFormat.allCases {
      let title = "export · \(matrix) · \(format.rawValue)"
      add(title) { iterations in
        for _ in 0..<iterations {
          do {
            let export = try LabelExport(
              service: service, geometries: Geometry.presets, locales: locales,
              generatedBy: generator)
            blackHole(try format.write(export).count)
          } catch {}
        }
      }
    }
    // The resolution alone, the part every format shares.
    add("export · \(matrix) · resolution only") { iterations in
      for _ in 0..<iterations {
        do {
          blackHole(
            try LabelExport(
              service: service, geometries: Geometry.presets, locales: locales,
              generatedBy: generator
            ).locales.count)
        } catch {}
      }
    }
    once("export · Swift table") { Self.swiftTable(service: service, locales: locales) }
  }

  /// Exports the Swift table of `locales` × ios-classic, checks its size (≤ 150 KB), compiles it
  /// with a timing program and checks a lookup (≤ 1 µs).
  private static func swiftTable(service: LabelService, locales: [LocaleID]) -> (
    checks: [CheckResult], note: String
  ) {
    let source: String
    do {
      let export = try LabelExport(
        service: service, geometries: [.iOSClassic], locales: locales,
        generatedBy: AuditReport.Generator(tool: "switch-labels-bench", version: "0"))
      source = try ExportFormat.swift.write(export)[0].contents
    } catch {
      return ([], "Swift table: not exported (\(error))")
    }
    let kilobytes = Double(source.utf8.count) / 1000
    var checks = [
      CheckResult(
        description: "Swift table source, \(locales.count) locales × 1 geometry (KB)",
        value: kilobytes, limit: 150, passed: kilobytes <= 150)
    ]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-bench-table-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let identifiers = [
      "de-CH", "zh-Hant-HK", "sr-Latn-ME", "es-419", "pt_BR", "en-US", "ar-EG", "ja",
    ]
    let program = """
      let identifiers: [[String]] = [\(identifiers.map { "[\"\($0)\"]" }.joined(separator: ", "))]
      let baseline: [String: Int] = [\(identifiers.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", "))]
      var sink = 0
      func time(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<7 {
          let start = clock.now
          body()
          let elapsed = clock.now - start
          best = min(best, Double(elapsed.components.attoseconds) / 1e9
            + Double(elapsed.components.seconds) * 1e9)
        }
        return best
      }
      let rounds = 20_000
      _ = SwitchLabelsTable.labels(for: identifiers[0])
      let table = time {
        for _ in 0..<rounds {
          for list in identifiers {
            let labels = SwitchLabelsTable.labels(for: list)
            if labels.mirrored { sink &+= 1 }
          }
        }
      } / Double(rounds * identifiers.count)
      let dictionary = time {
        for _ in 0..<rounds {
          for list in identifiers { sink &+= baseline[list[0]] ?? 0 }
        }
      } / Double(rounds * identifiers.count)
      print(table, dictionary, sink)
      """
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try source.write(
        to: folder.appendingPathComponent("Table.swift"), atomically: true, encoding: .utf8)
      try program.write(
        to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
      let binary = folder.appendingPathComponent("table").path
      guard
        run(
          "/usr/bin/env",
          [
            "swiftc", "-O", folder.appendingPathComponent("Table.swift").path,
            folder.appendingPathComponent("main.swift").path, "-o", binary,
          ]) != nil,
        let output = run(binary, []),
        case let fields = output.split(separator: " ").compactMap({ Double($0) }), fields.count >= 2
      else {
        return (checks, "Swift table: \(kilobytes) KB; lookup not measured (swiftc failed)")
      }
      checks.append(
        CheckResult(
          description: "Swift table lookup, \(identifiers.count) identifiers (ns)",
          value: fields[0], limit: 1000, passed: fields[0] <= 1000))
      return (
        checks,
        "Swift table: \(String(format: "%.1f", kilobytes)) KB for \(locales.count) locales × "
          + "ios-classic; lookup \(String(format: "%.0f", fields[0])) ns, a [String: Int] lookup "
          + "of the same identifiers \(String(format: "%.0f", fields[1])) ns (swiftc -O, own "
          + "program, best of 7)"
      )
    } catch {
      return (checks, "Swift table: lookup not measured (\(error))")
    }
  }

  /// Runs a program and returns its stdout, or nil when it fails.
  private static func run(_ path: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
