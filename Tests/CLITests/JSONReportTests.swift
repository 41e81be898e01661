import Foundation
import SwitchLabels
import Synchronization
import Testing

@testable import switch_labels

@Suite(
  "JSON report: rows encoded on several threads, written in order by one at a time", .tags(.cli))
struct JSONReportTests {
  /// A report of a few hundred rows: several batches of ``JSONReport/batchSize``.
  static let report: AuditReport? = {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    guard let auditor = try? Auditor(service: service, geometries: Geometry.presets, jobs: 2),
      let locales = try? ["de", "ar", "ja", "fi", "kgp", "sr-ME", "zh-HK", "hi", "th"].map({
        try LocaleID($0)
      })
    else { return nil }
    return try? auditor.run(locales: locales + Array(CatalogSet.bundled.locales.prefix(40)))
  }()

  /// What `JSONReport` writes of `report` with `jobs` threads through a sink that throws when
  /// handed piece number `failingPiece`: the bytes and pieces taken, the pieces handed to the sink
  /// after it threw, and the error the report threw.
  static func written(
    _ report: AuditReport, jobs: Int, failingPiece: Int? = nil
  ) -> (bytes: [UInt8], pieces: Int, afterFailure: Int, error: (any Error)?) {
    struct Sunk {
      var bytes: [UInt8] = []
      var pieces = 0
      var failed = false
      var afterFailure = 0
    }
    let sunk = Mutex(Sunk())
    let sink = OutputSink { piece in
      try sunk.withLock { sunk in
        if sunk.failed { sunk.afterFailure += 1 }
        if sunk.pieces == failingPiece, !sunk.failed {
          sunk.failed = true
          throw ToolError.failure("piece \(sunk.pieces) cannot be written", .cannotCreate)
        }
        sunk.pieces += 1
        sunk.bytes += piece
      }
    }
    var thrown: (any Error)? = nil
    do {
      try JSONReport(context: ReportContext(jobs: jobs)).write(report, to: sink)
    } catch {
      thrown = error
    }
    return sunk.withLock { ($0.bytes, $0.pieces, $0.afterFailure, thrown) }
  }

  @Test("The same bytes as the whole report encoded at once, whatever the threads")
  func sameBytes() throws {
    let report = try #require(Self.report)
    #expect(report.rows.count > 4 * JSONReport.batchSize)
    let whole = Array(try JSONOutput.encode(report).utf8)
    for jobs in [1, 2, 3, 8] {
      let written = Self.written(report, jobs: jobs)
      #expect(written.error == nil)
      #expect(written.bytes == whole, "jobs \(jobs)")
    }
  }

  @Test("A failing write stops the run with its error, and nothing is written after it")
  func failingWrite() throws {
    let report = try #require(Self.report)
    let pieces = Self.written(report, jobs: 1).pieces
    for failing in [0, 1, 3, 4, 7, pieces / 2, pieces - 2] {
      for jobs in [1, 2, 4] {
        let written = Self.written(report, jobs: jobs, failingPiece: failing)
        let error = try #require(written.error as? ToolError, "piece \(failing), jobs \(jobs)")
        #expect(error.message == "piece \(failing) cannot be written")
        #expect(written.pieces == failing && written.afterFailure == 0)
      }
    }
  }
}
