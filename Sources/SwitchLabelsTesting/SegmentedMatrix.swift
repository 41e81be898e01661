// A segmented control through a test matrix of locales, every row's layout checked.

import SwitchLabels
import Testing

/// Audits `auditor`'s control in every locale of `locales` (at each of its geometries and text
/// sizes), fits each row's layout again and records every invariant it breaks
/// (``Invariants/violations(of:geometry:)``), and a row where nothing fits, as an issue at the
/// caller's line.
///
/// ```swift
/// @Test func dayWeekMonth() throws {
///   let auditor = try SegmentedAuditor(
///     segments: ["day", "week", "month"].map { Segment(id: $0, title: .catalogKey($0)) },
///     width: 240, geometries: SegmentedGeometry.presets,
///     titles: AppSegmentTitles(strings: try AppStringsReader().read(paths: ["MyApp"]),
///                              keys: ["day", "week", "month"]),
///     measurer: HarfBuzzMeasurer())
///   try checkInvariants(auditor, across: .icu + .pseudo)
/// }
/// ```
///
/// - Returns: The audit, for further checks of your own (`report.rows`), and the violations.
/// - Throws: ``SwitchLabels/SegmentedControlError`` when the audit itself fails.
@discardableResult
public func checkInvariants(
  _ auditor: SegmentedAuditor, across locales: LocaleMatrix,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> (report: SegmentedAuditReport, violations: [InvariantViolation]) {
  let report = try auditor.run(locales: Array(locales))
  var violations: [InvariantViolation] = []
  for row in report.rows {
    guard let layout = try auditor.layout(of: row),
      let geometry = auditor.geometries.first(where: { $0.name == row.geometry })
    else {
      violations.append(
        InvariantViolation(
          .fitsHorizontally,
          "\(row.locale) × \(row.geometry): nothing fits in \(NumberText.plain(row.width)) px"))
      continue
    }
    violations += Invariants.violations(of: layout, geometry: geometry.sized(for: row.textSize))
  }
  for violation in violations {
    Issue.record(
      Comment(rawValue: "\(violation.invariant.rawValue): \(violation.message)"),
      sourceLocation: sourceLocation)
  }
  return (report, violations)
}
