// A small benchmark harness: titled cases, warm-up, timed batches, ratios against a baseline case
// run in the same process, and peak memory. Subjects add their cases from their own files
// (`extension Benchmark { mutating func addMeasureBenchmarks() }`).

import Foundation

/// Keeps `value` alive and opaque to the optimiser, so the work that produced it is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A set of benchmark cases and the expectations between them.
struct Benchmark {
  /// One case: `body(n)` performs the operation `n` times.
  struct Case {
    let title: String
    let body: (Int) -> Void
  }

  /// "`subject` should take at most `limit` × `baseline`".
  struct Ratio {
    let subject: String
    let baseline: String
    let limit: Double
  }

  /// "`subject` should take at most `nanoseconds` per operation".
  struct Budget {
    let subject: String
    let nanoseconds: Double
  }

  private(set) var cases: [Case] = []
  private(set) var ratios: [Ratio] = []
  private(set) var budgets: [Budget] = []
  /// Problems met while setting cases up (a font not installed…), reported with the results.
  private(set) var notes: [String] = []
  /// Checks made once, at set-up (a whole process), not timed in batches.
  private(set) var onceChecks: [CheckResult] = []
  /// Only cases and measurements whose title contains one of these (`--filter`); all when empty.
  var filters: [String] = []

  /// Whether `title` passes the filters.
  func selects(_ title: String) -> Bool {
    filters.isEmpty || filters.contains(where: title.contains)
  }

  /// Adds a case.
  mutating func add(_ title: String, _ body: @escaping (_ iterations: Int) -> Void) {
    cases.append(Case(title: title, body: body))
  }

  /// Expects `subject` to cost at most `limit` times `baseline` (both measured in this run).
  mutating func expect(_ subject: String, atMost limit: Double, times baseline: String) {
    ratios.append(Ratio(subject: subject, baseline: baseline, limit: limit))
  }

  /// Expects `subject` to cost at most `nanoseconds` per operation.
  mutating func expect(_ subject: String, atMostNanoseconds nanoseconds: Double) {
    budgets.append(Budget(subject: subject, nanoseconds: nanoseconds))
  }

  /// Records a note shown with the results.
  mutating func note(_ text: String) { notes.append(text) }

  /// Makes a measurement once, now (not timed in batches), such as a whole process, unless
  /// `--filter` leaves it out.
  mutating func once(_ title: String, _ body: () -> (checks: [CheckResult], note: String)) {
    guard selects(title) else { return }
    let (checks, note) = body()
    onceChecks += checks
    notes.append(note)
  }
}

/// How long and how often to measure.
struct BenchmarkOptions {
  /// The time one timed batch should take.
  var batchDuration: Duration = .milliseconds(20)
  /// The number of timed batches per case.
  var batches = 25
  /// Only cases whose title contains one of these; all when empty.
  var filters: [String] = []
  /// A fixed number of operations per batch instead of calibrating by time (for `perf stat`).
  var iterations: Int?

  /// A fast run for CI smoke tests: few, short batches.
  static let quick = BenchmarkOptions(batchDuration: .milliseconds(2), batches: 5)
}

/// The timing of one case.
struct CaseResult: Codable {
  let title: String
  /// Nanoseconds per operation: the median, fastest and slowest batch.
  let medianNanoseconds: Double
  let minNanoseconds: Double
  let maxNanoseconds: Double
  /// Operations per batch and batches run.
  let iterations: Int
  let batches: Int
}

/// A ratio or budget check after the run.
struct CheckResult: Codable {
  let description: String
  let value: Double
  let limit: Double
  let passed: Bool
}

/// Everything a run produced.
struct BenchmarkReport: Codable {
  let cases: [CaseResult]
  let checks: [CheckResult]
  let notes: [String]
  /// Peak resident memory of the process (`VmHWM`), in KiB.
  let peakResidentKiB: Int?
}

extension Benchmark {
  /// Runs every case (warm-up, calibration, timed batches) and checks ratios and budgets.
  ///
  /// Batches run round-robin over the cases (batch 1 of every case, then batch 2…), so that a case
  /// and its baseline see the same machine: on a shared machine, load that comes and goes then
  /// shifts both rather than one. Cases of a millisecond or more per operation (a whole audit)
  /// take their turns apart, after the short ones, so that they do not flush the processor's
  /// caches between the short cases' batches.
  func run(_ options: BenchmarkOptions, progress: (String) -> Void = { _ in }) -> BenchmarkReport {
    var checks = onceChecks
    let selected = cases.filter { title in
      options.filters.isEmpty || options.filters.contains(where: title.title.contains)
    }
    var iterations: [Int] = []
    for benchmarkCase in selected {
      progress("calibrating \(benchmarkCase.title)")
      iterations.append(Self.calibrate(benchmarkCase, options))
    }
    var perOperation = Array(repeating: [Double](), count: selected.count)
    let clock = ContinuousClock()
    let long = Set(selected.indices.filter { iterations[$0] <= 1 })
    for group in [
      selected.indices.filter { !long.contains($0) }, selected.indices.filter(long.contains),
    ] {
      for batch in 0..<options.batches {
        progress("batch \(batch + 1) of \(options.batches)")
        for index in group {
          let elapsed = clock.measure { selected[index].body(iterations[index]) }
          perOperation[index].append(Self.nanoseconds(elapsed) / Double(iterations[index]))
        }
      }
    }
    let results = selected.indices.map { index in
      let sorted = perOperation[index].sorted()
      return CaseResult(
        title: selected[index].title, medianNanoseconds: sorted[sorted.count / 2],
        minNanoseconds: sorted[0], maxNanoseconds: sorted[sorted.count - 1],
        iterations: iterations[index], batches: options.batches)
    }
    let byTitle = Dictionary(
      results.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
    for ratio in ratios {
      guard let subject = byTitle[ratio.subject], let baseline = byTitle[ratio.baseline] else {
        continue
      }
      let value = subject.medianNanoseconds / baseline.medianNanoseconds
      checks.append(
        CheckResult(
          description: "\(ratio.subject)  ÷  \(ratio.baseline)", value: value, limit: ratio.limit,
          passed: value <= ratio.limit))
    }
    for budget in budgets {
      guard let subject = byTitle[budget.subject] else { continue }
      checks.append(
        CheckResult(
          description: "\(budget.subject) (ns/op)", value: subject.medianNanoseconds,
          limit: budget.nanoseconds, passed: subject.medianNanoseconds <= budget.nanoseconds))
    }
    return BenchmarkReport(
      cases: results, checks: checks, notes: notes, peakResidentKiB: Self.peakResidentKiB())
  }

  /// Warms a case up and finds how many operations make one batch last about the wanted time.
  private static func calibrate(_ benchmarkCase: Case, _ options: BenchmarkOptions) -> Int {
    benchmarkCase.body(10)  // warm-up: caches, lazy loading, branch predictors
    if let fixed = options.iterations { return fixed }
    let clock = ContinuousClock()
    var iterations = 1
    while iterations < 1 << 30 {
      let elapsed = clock.measure { benchmarkCase.body(iterations) }
      if elapsed >= options.batchDuration { break }
      let scale = elapsed > .zero ? options.batchDuration / elapsed : 16
      iterations = max(iterations * 2, Int(Double(iterations) * min(scale, 16)))
    }
    return iterations
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// `VmHWM` from `/proc/self/status` (Linux), in KiB.
  static func peakResidentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(
        line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
    return nil
  }
}

extension BenchmarkReport {
  /// A readable table.
  var text: String {
    let width = max(40, (cases.map(\.title.count).max() ?? 0) + 2)
    var text =
      "case".padding(toLength: width, withPad: " ", startingAt: 0)
      + "median ns/op       min       max\n"
    for result in cases {
      text += result.title.padding(toLength: width, withPad: " ", startingAt: 0)
      text += String(
        format: "%12.1f %9.1f %9.1f\n", result.medianNanoseconds, result.minNanoseconds,
        result.maxNanoseconds)
    }
    if !checks.isEmpty { text += "\nchecks:\n" }
    for check in checks {
      text += "  " + (check.passed ? "ok    " : "MISS  ")
      text +=
        String(format: "%8.2f (limit %.2f)  ", check.value, check.limit) + check.description + "\n"
    }
    for note in notes { text += "note: \(note)\n" }
    if let peakResidentKiB {
      text += String(format: "\npeak RSS: %.1f MiB\n", Double(peakResidentKiB) / 1024)
    }
    return text
  }
}
