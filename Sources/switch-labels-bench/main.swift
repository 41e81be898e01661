// switch-labels-bench: `swift run -c release switch-labels-bench [--quick] [--json] [--filter <text>]…
// [--strict]`. Figures come from this benchmark, never from timed tests.

import Foundation

var options = BenchmarkOptions()
var json = false
var strict = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick":
    options.batchDuration = BenchmarkOptions.quick.batchDuration
    options.batches = BenchmarkOptions.quick.batches
  case "--json": json = true
  case "--strict": strict = true
  case "--filter":
    guard let value = arguments.popFirst() else {
      FileHandle.standardError.write(Data("error: --filter needs a value\n".utf8))
      exit(64)
    }
    options.filters.append(value)
  case "--iterations":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      FileHandle.standardError.write(Data("error: --iterations needs a positive number\n".utf8))
      exit(64)
    }
    options.iterations = value
  case "--help", "-h":
    print(
      """
      USAGE: switch-labels-bench [--quick] [--json] [--filter <text>]… [--strict] [--iterations <n>]

        --quick          few, short batches (CI smoke test)
        --json           the report as JSON
        --filter <text>  only cases whose title contains <text> (repeat: any of them)
        --strict         exit 1 when a ratio or budget is missed
        --iterations <n> n operations per batch, no calibration (for perf stat)
      """)
    exit(0)
  default:
    FileHandle.standardError.write(
      Data("error: unknown argument '\(argument)' (see --help)\n".utf8))
    exit(64)
  }
}

#if DEBUG
  FileHandle.standardError.write(
    Data("warning: a debug build; run 'swift run -c release switch-labels-bench'\n".utf8))
#endif

var benchmark = Benchmark()
benchmark.filters = options.filters
// First, while this process is still small (see addAuditProcessBenchmark).
benchmark.addAuditProcessBenchmark()
benchmark.addMeasureBenchmarks()
benchmark.addResolveBenchmarks()
benchmark.addLocaleBenchmarks()
benchmark.addAuditBenchmarks()
benchmark.addExportBenchmarks()
benchmark.addAppStringsBenchmarks()

let isTerminal = isatty(STDERR_FILENO) == 1
let report = benchmark.run(options) { step in
  if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[2K\(step)".utf8)) }
}
if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }

if json {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
  print(String(decoding: data, as: UTF8.self))
} else {
  print(report.text, terminator: "")
}
exit(strict && report.checks.contains { !$0.passed } ? 1 : 0)
