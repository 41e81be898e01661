import Dispatch
import FoundationEssentials
import SwitchLabels
import Synchronization

/// `--format json`: the ``AuditReport`` as Codable JSON with sorted keys, byte for byte what
/// `JSONOutput.encode(report)` writes (pretty-printed, sorted keys, the escapes below), so the
/// same input gives the same bytes whatever `--jobs`.
///
/// Top-level keys: `catalogs`, `fonts`, `generatedBy`, `geometries`, `rows`, `schemaVersion`,
/// `summary`. Decode it with `JSONDecoder` into `AuditReport`.
///
/// Catalog text is data: the encoder escapes quotes and control characters, and bidi controls
/// (U+061C, U+200E/F, U+202A–E, U+2066–9) and the line and paragraph separators (U+2028/9) are
/// written as `\u` escapes too, so the file cannot reorder itself in an editor or a terminal;
/// decoding gives back the exact text.
///
/// Encoding the whole report at once builds the encoder's tree of every value (≈ 45 MB for the
/// default matrix) and runs on one core. So the report's own encoding is asked for its fields
/// (``TopLevelFields``), each is encoded by ``PrettyJSON`` on its own, and the rows are encoded
/// in batches on ``jobs`` threads and written out in order as soon as the batches before them
/// are: the same bytes, a fraction of the memory and time.
struct JSONReport: ReportRenderer {
  static let identifier = "json"

  /// Rows per batch.
  static let batchSize = 48

  /// The bytes reserved per row of a batch: a default audit's row takes about 2,100, so a batch
  /// is written without growing its buffer.
  static let rowCapacity = 3072

  /// The most threads used.
  let jobs: Int

  init(context: ReportContext) { jobs = max(1, context.jobs) }

  func render(_ report: AuditReport) throws -> String { try collected(report) }

  func write(_ report: AuditReport, to sink: OutputSink) throws {
    let fields = TopLevelFields()
    try report.encode(to: fields)
    guard fields.isFlatObject else {
      // A layout the field-by-field encoding does not know: the whole report at once.
      try sink(try PrettyJSON.bytes(of: report) + [0x0A])
      return
    }
    try sink("{")
    for (index, field) in fields.values.sorted(by: { $0.key < $1.key }).enumerated() {
      try sink((index == 0 ? "\n  " : ",\n  ") + (try Self.encode(field.key, depth: 1)) + " : ")
      if let rows = field.value as? [AuditRow] {
        try write(rows, to: sink)
      } else {
        try sink(try PrettyJSON.bytes(of: field.value, depth: 1))
      }
    }
    try sink("\n}\n")
  }

  /// The rows as the pretty-printed array at depth 1, encoded in batches on ``jobs`` threads,
  /// each batch's bytes handed to `sink` as they are.
  private func write(_ rows: [AuditRow], to sink: OutputSink) throws {
    guard !rows.isEmpty else { return try sink("[\n\n  ]") }
    try sink("[\n")
    let batches = (rows.count + Self.batchSize - 1) / Self.batchSize
    let assembly = Assembly(batches: batches)
    let shared = UncheckedSink(sink)
    DispatchQueue.concurrentPerform(iterations: min(jobs, batches)) { _ in
      while let batch = assembly.next() {
        let start = batch * Self.batchSize
        do {
          let bytes = try PrettyJSON.elements(
            rows[start..<min(rows.count, start + Self.batchSize)], depth: 2,
            reservingCapacity: Self.batchSize * Self.rowCapacity)
          try assembly.finish(batch, bytes) { index, ready in
            if index > 0 { try shared.sink(",\n") }
            try shared.sink(ready)
          }
        } catch {
          assembly.fail(error)
        }
      }
    }
    if let error = assembly.error { throw error }
    guard assembly.isComplete else {
      throw ToolError.failure("the JSON report lost a batch of its rows", .software)
    }
    try sink("\n  ]")
  }

  /// `value` pretty-printed with sorted keys, its lines after the first indented to `depth` (two
  /// spaces a level), bidi controls and line separators escaped: ``PrettyJSON``, the library's
  /// writer of `JSONEncoder`'s bytes without its tree of every value.
  static func encode(_ value: some Encodable, depth: Int) throws -> String {
    try PrettyJSON.text(of: value, depth: depth)
  }

  /// Batches handed out in order and appended in order: a finished batch waits only for the ones
  /// before it (so at most about one batch per thread waits in memory).
  ///
  /// Every member is guarded by the mutex, but the sink is called outside it: the thread that
  /// finds the next batch ready takes the writer's turn, takes every ready batch under the lock,
  /// writes them without it, and looks again; a thread that finishes a batch meanwhile leaves it
  /// and goes on encoding (before, it waited, spinning in the kernel, while the holder wrote).
  /// One writer at a time, so pieces reach the sink one at a time and in order.
  private final class Assembly: Sendable {
    private struct State {
      var taken = 0
      /// The batches handed to the writer so far.
      var appended = 0
      var waiting: [Int: [UInt8]] = [:]
      /// Whether a thread has the writer's turn.
      var writing = false
      var error: (any Error)?

      /// Takes the batches ready to be written, in order (none once a run failed).
      mutating func takeReady() -> [(index: Int, bytes: [UInt8])] {
        var ready: [(index: Int, bytes: [UInt8])] = []
        while error == nil, let bytes = waiting.removeValue(forKey: appended) {
          ready.append((appended, bytes))
          appended += 1
        }
        return ready
      }
    }
    private let state: Mutex<State>
    private let batches: Int

    init(batches: Int) {
      self.batches = batches
      state = Mutex(State())
    }

    /// The next batch to encode, or nil when all are taken or one failed.
    func next() -> Int? {
      state.withLock { state in
        guard state.error == nil, state.taken < batches else { return nil }
        defer { state.taken += 1 }
        return state.taken
      }
    }

    /// Records batch `index`; when no other thread is writing, writes (outside the lock, through
    /// `append`) every batch that is ready, in order, until none is.
    func finish(_ index: Int, _ bytes: [UInt8], append: (Int, [UInt8]) throws -> Void) throws {
      var ready = state.withLock { state -> [(index: Int, bytes: [UInt8])] in
        state.waiting[index] = bytes
        guard !state.writing else { return [] }
        let ready = state.takeReady()
        state.writing = !ready.isEmpty
        return ready
      }
      while !ready.isEmpty {
        do {
          for batch in ready { try append(batch.index, batch.bytes) }
        } catch {
          state.withLock { state in
            if state.error == nil { state.error = error }
            state.writing = false
          }
          throw error
        }
        // Batches finished while this thread wrote: its turn goes on until none is ready.
        ready = state.withLock { state in
          let ready = state.takeReady()
          state.writing = !ready.isEmpty
          return ready
        }
      }
    }

    /// Stops the run with `error` (the first one is kept).
    func fail(_ error: any Error) {
      state.withLock { if $0.error == nil { $0.error = error } }
    }

    /// The first failure, if any.
    var error: (any Error)? { state.withLock { $0.error } }

    /// Whether every batch was handed to the writer.
    var isComplete: Bool { state.withLock { $0.appended == batches && !$0.writing } }
  }
}

/// The sink, for the worker threads.
///
/// It is only ever called by the thread that has ``JSONReport/Assembly``'s writer's turn (taken
/// and given back under its lock), one piece at a time and in order, which is why it may be
/// `@unchecked Sendable`.
private struct UncheckedSink: @unchecked Sendable {
  let sink: OutputSink
  init(_ sink: OutputSink) { self.sink = sink }
}
