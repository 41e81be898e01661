import SwitchLabels
import Synchronization

/// The time each row of an audit took, collected from the auditor's worker threads for the
/// JUnit report's `time` attributes.
///
/// Times are kept out of ``AuditReport`` on purpose: the report stays the same for the same
/// input, and only the JUnit report, whose readers expect durations, carries them.
final class RowTimes: Sendable {
  /// What tells rows apart: a locale, a geometry and a text size.
  private struct Key: Hashable, Sendable {
    let locale: LocaleID
    let geometry: String
    let textSize: TextSize

    init(_ row: AuditRow) {
      locale = row.locale
      geometry = row.geometry
      textSize = row.textSize
    }
  }

  private let times = Mutex<[Key: Int64]>([:])

  /// An empty record.
  init() {}

  /// Keeps the time `row` took; called from the auditor's threads.
  func record(_ row: AuditRow, _ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    times.withLock { $0[Key(row)] = microseconds }
  }

  /// The time `row` took in whole microseconds, or nil when it was not timed.
  func microseconds(_ row: AuditRow) -> Int64? {
    times.withLock { $0[Key(row)] }
  }
}
