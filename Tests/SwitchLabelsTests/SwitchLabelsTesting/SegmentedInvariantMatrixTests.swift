import Foundation
import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

/// A segmented control through a user's test matrix: every row's layout checked, a row where
/// nothing fits recorded at the caller.
@Suite("Segmented matrix", .tags(.shaping))
struct SegmentedInvariantMatrixTests {
  static let segments = ["Day", "Week", "Month"].map { Segment(id: $0, title: .literal($0)) }

  @Test("ICU's right-to-left locales and the pseudo-locales keep every invariant")
  func keepsInvariants() throws {
    let auditor = try SegmentedAuditor(
      segments: Self.segments, width: 240, geometries: SegmentedGeometry.presets,
      measurer: HarfBuzzMeasurer())
    let matrix = LocaleMatrix.icu.filtered(direction: .rightToLeft) + .pseudo
    let (report, violations) = try checkInvariants(auditor, across: matrix)
    #expect(violations.isEmpty)
    #expect(report.rows.count == matrix.count * 2)
    #expect(report.rows.filter(\.mirrored).count >= 2 * 20)
  }

  @Test("A control too narrow for every locale is recorded as an issue at the caller")
  func tooNarrowRecorded() throws {
    let auditor = try SegmentedAuditor(
      segments: Self.segments, width: 30, geometries: [.standard], measurer: HarfBuzzMeasurer())
    let line = #line + 2
    try withKnownIssue {
      _ = try checkInvariants(auditor, across: LocaleMatrix([try LocaleID("de")]))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("de × standard: nothing fits in 30 px") }
    }
  }
}
