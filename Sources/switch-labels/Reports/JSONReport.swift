import Dispatch
import FoundationEssentials
import SwitchLabels
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `--format json`: the ``AuditReport`` as Codable JSON with sorted keys: what
/// `JSONOutput.encode(report)` writes (pretty-printed, sorted keys), byte for byte but for the
/// escapes below, so the same input gives the same bytes whatever `--jobs`. Top-level keys: `catalogs`, `fonts`, `generatedBy`,
/// `geometries`, `rows`, `schemaVersion`, `summary`. Decode it with `JSONDecoder` into
/// `AuditReport`.
///
/// Catalog text is data: the encoder escapes quotes and control characters, and bidi controls
/// (U+061C, U+200E/F, U+202A–E, U+2066–9) and the line and paragraph separators (U+2028/9) are
/// written as `\u` escapes too, so the file cannot reorder itself in an editor or a terminal;
/// decoding gives back the exact text.
///
/// Encoding the whole report at once builds the encoder's tree of every value (≈ 45 MB for the
/// default matrix) and runs on one core. So the report is encoded without its rows, and the rows
/// in batches on ``jobs`` threads, each batch indented to its depth and written out in order as
/// soon as the batches before it are: the same bytes, a fraction of the memory and time.
struct JSONReport: ReportRenderer {
  static let identifier = "json"

  /// Rows per batch.
  static let batchSize = 48

  /// The most threads used.
  let jobs: Int

  init(context: ReportContext) { jobs = max(1, context.jobs) }

  func render(_ report: AuditReport) throws -> String {
    var text = ""
    try write(report) { text += $0 }
    return text
  }

  func write(_ report: AuditReport, to sink: (String) throws -> Void) throws {
    let skeleton = Self.escapingInvisibles(try JSONOutput.encode(Skeleton(report)))
    // The empty rows array of the skeleton: `"rows" : [` … `]` at depth 1.
    guard let open = skeleton.firstRange(of: "\n  \"rows\" : ["),
      let close = skeleton[open.upperBound...].firstIndex(of: "]")
    else {
      throw ToolError.failure("cannot encode JSON: no rows in the report's layout", .software)
    }
    try sink(String(skeleton[..<open.upperBound]))
    let rows = report.rows
    guard !rows.isEmpty else {
      try sink("\n\n  " + skeleton[close...])
      return
    }
    let batches = (rows.count + Self.batchSize - 1) / Self.batchSize
    let assembly = Assembly(batches: batches)
    withoutActuallyEscaping(sink) { sink in
      let sink = UncheckedSink(sink)
      DispatchQueue.concurrentPerform(iterations: min(jobs, batches)) { _ in
        while let batch = assembly.next() {
          let start = batch * Self.batchSize
          do {
            let bytes = try Self.encode(rows[start..<min(rows.count, start + Self.batchSize)])
            try assembly.finish(batch, bytes) { index, ready in
              try sink.call((index == 0 ? "\n" : ",\n") + String(decoding: ready, as: UTF8.self))
            }
          } catch {
            assembly.fail(error)
          }
        }
      }
    }
    if let error = assembly.error { throw error }
    try sink("\n  " + skeleton[close...])
  }

  /// The rows of `slice`, each pretty-printed at the depth of the report's `rows` array, joined
  /// with `,\n`.
  private static func encode(_ slice: ArraySlice<AuditRow>) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var bytes: [UInt8] = []
    for (index, row) in slice.enumerated() {
      let data = try encoder.encode(row)
      if index > 0 { bytes += Array(",\n".utf8) }
      bytes.reserveCapacity(bytes.count + data.count + data.count / 8)
      // String values never hold a raw line feed (JSON escapes it), so every one is layout;
      // the encoder leaves the empty line of an empty array or object unindented.
      data.withUnsafeBytes { (json: UnsafeRawBufferPointer) in
        var start = 0
        while start < json.count {
          let end = json[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? json.count
          if json[start] != 0x0A { bytes += Self.indent }
          bytes.append(contentsOf: json[start..<end])
          start = end
        }
      }
    }
    return escapingInvisibles(bytes)
  }

  private static let indent = Array("    ".utf8)

  /// `json` with every bidi control and line or paragraph separator written as a `\u` escape.
  /// They can only occur inside strings (JSON's own syntax is ASCII), where the escape decodes to
  /// the same character.
  static func escapingInvisibles(_ json: [UInt8]) -> [UInt8] {
    guard json.contains(where: { $0 == 0xE2 || $0 == 0xD8 }) else { return json }
    var out: [UInt8] = []
    out.reserveCapacity(json.count + 64)
    json.withUnsafeBufferPointer { json in
      var copied = 0
      var index = 0
      while index < json.count {
        let byte = json[index]
        guard byte == 0xE2 || byte == 0xD8 else {
          index += 1
          continue
        }
        var scalar: UInt32? = nil
        if byte == 0xD8, index + 1 < json.count, json[index + 1] == 0x9C {
          scalar = 0x061C
        } else if byte == 0xE2, index + 2 < json.count {
          let value =
            0x2000 | UInt32(json[index + 1] & 0x3F) << 6 | UInt32(json[index + 2] & 0x3F)
          if json[index + 1] & 0xC0 == 0x80, json[index + 2] & 0xC0 == 0x80,
            [0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
              || (0x2066...0x2069).contains(value)
          {
            scalar = value
          }
        }
        guard let scalar else {
          index += 1
          continue
        }
        out.append(contentsOf: json[copied..<index])
        let hex = String(scalar, radix: 16)
        out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        index += scalar == 0x061C ? 2 : 3
        copied = index
      }
      out.append(contentsOf: json[copied...])
    }
    return out
  }

  /// `json` with bidi controls and separators escaped (see ``escapingInvisibles(_:)-([UInt8])``).
  static func escapingInvisibles(_ json: String) -> String {
    String(decoding: escapingInvisibles(Array(json.utf8)), as: UTF8.self)
  }

  /// The report's keys with an empty `rows` array: its layout, into which the rows are spliced.
  private struct Skeleton: Encodable {
    let schemaVersion: Int
    let generatedBy: AuditReport.Generator
    let catalogs: String
    let geometries: [Geometry]
    let fonts: [FontIdentity]
    let rows: [AuditRow] = []
    let summary: AuditSummary

    init(_ report: AuditReport) {
      schemaVersion = report.schemaVersion
      generatedBy = report.generatedBy
      catalogs = report.catalogs
      geometries = report.geometries
      fonts = report.fonts
      summary = report.summary
    }
  }

  /// Batches handed out in order and appended in order: a finished batch waits only for the
  /// ones before it (so at most about one batch per thread waits in memory). Every member is
  /// guarded by the mutex; appending happens under it, so pieces reach the sink one at a time.
  private final class Assembly: Sendable {
    private struct State {
      var taken = 0
      var appended = 0
      var waiting: [Int: [UInt8]] = [:]
      var error: (any Error)?
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

    /// Records batch `index` and appends, in order, every batch that is ready.
    func finish(_ index: Int, _ bytes: [UInt8], append: (Int, [UInt8]) throws -> Void) throws {
      try state.withLock { state in
        state.waiting[index] = bytes
        while state.error == nil, let ready = state.waiting.removeValue(forKey: state.appended) {
          try append(state.appended, ready)
          state.appended += 1
        }
      }
    }

    /// Stops the run with `error` (the first one is kept).
    func fail(_ error: any Error) {
      state.withLock { if $0.error == nil { $0.error = error } }
    }

    /// The first failure, if any.
    var error: (any Error)? { state.withLock { $0.error } }
  }
}

/// The sink, for the worker threads. It is only ever called under ``JSONReport/Assembly``'s
/// lock, one piece at a time and in order, which is why it may be `@unchecked Sendable`.
private struct UncheckedSink: @unchecked Sendable {
  let call: (String) throws -> Void
  init(_ call: @escaping (String) throws -> Void) { self.call = call }
}
