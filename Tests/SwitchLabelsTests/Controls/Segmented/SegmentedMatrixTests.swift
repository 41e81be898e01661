import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

/// The invariant checker of the switch, applied to segmented controls in every locale ICU knows:
/// the on/off words of the locale's bundled catalog plus page numbers, at widths from roomy to
/// cramped, equal and by content, measured with a fixed advance so the test is fast and exact.
@Suite("Segmented controls in every ICU locale", .tags(.icu, .matrix))
struct SegmentedMatrixTests {
  static let locales = LocaleID.icuAvailable
  static let service = LabelService(catalogs: .bundled, measurer: FixedAdvanceMeasurer())
  static let widths: [Double] = [480, 260, 150, 110]

  static let segments: [Segment<String>] =
    [
      Segment(id: "on", title: .catalogKey("on")), Segment(id: "off", title: .catalogKey("off")),
    ]
    + (0..<3).map { page in
      let segment = Paginator.segment(forPage: page)
      return Segment(id: "page \(page + 1)", title: segment.title, images: segment.images)
    }

  static func layout(_ locale: LocaleID, width: Double, widths: SegmentWidths) throws
    -> SegmentedLayout<String>
  {
    try SegmentedLayout.fit(
      segments, locale: locale, geometry: .standard, width: width, widths: widths,
      service: service)
  }

  @Test(
    "Same rung for all segments, one scale ≥ minimum, text fits, RTL reversed", arguments: locales)
  func invariants(_ locale: LocaleID) throws {
    let lookup = CatalogSet.bundled.lookup(LocalePreferences(locale))
    for width in Self.widths {
      for widths in SegmentWidths.allCases {
        let layout = try Self.layout(locale, width: width, widths: widths)
        checkInvariants(layout, geometry: .standard)
        // Spoken text is the full word of the serving catalog, whatever is drawn.
        #expect(layout["on"]?.spoken == lookup.catalog.on.spoken)
        #expect(layout["off"]?.spoken == lookup.catalog.off.spoken)
        // Page numbers in the locale's digits, drawn whole whenever text is drawn.
        for page in 1...3 {
          let slot = layout["page \(page)"]
          #expect(slot?.spoken == locale.formatted(page))
          if layout.rung.drawsText { #expect(slot?.text == locale.formatted(page)) }
        }
        // A locale no catalog serves never draws guessed words: the symbols and dots.
        if lookup.isRoot { #expect(layout.rung == .image, "\(locale)") }
      }
    }
  }

  @Test("The matrix reaches every rung a segmented control can end on")
  func rungs() throws {
    var seen: [Rung: Int] = [:]
    for locale in Self.locales {
      for width in Self.widths {
        seen[try Self.layout(locale, width: width, widths: .equal).rung, default: 0] += 1
      }
    }
    for rung in [Rung.preferred, .shorter, .scaled, .image] {
      #expect(seen[rung, default: 0] > 0, "\(rung): \(seen)")
    }
  }
}
