import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

@Suite("Paginator")
@MainActor
struct PaginatorTests {
  static func paginator(
    pages: Int = 5, size: Double = 320, current: Int = 0, locale: String = "en",
    width: Double = 300, followsMirroring: Bool = true
  ) throws -> Paginator {
    try Paginator(
      pageCount: pages, pageSize: size, currentPage: current, locale: try LocaleID(locale),
      geometry: SegmentedFixtures.geometry(), width: width,
      offsetsFollowMirroring: followsMirroring, service: SegmentedFixtures.service)
  }

  @Test(
    "Page numbers in the locale's native digits",
    arguments: [
      ("en", ["1", "2", "3", "4", "5"]), ("ar", ["١", "٢", "٣", "٤", "٥"]),
      ("fa", ["۱", "۲", "۳", "۴", "۵"]), ("hi", ["1", "2", "3", "4", "5"]),
      ("hi-u-nu-deva", ["१", "२", "३", "४", "५"]), ("bn", ["১", "২", "৩", "৪", "৫"]),
    ])
  func digits(_ tag: String, _ expected: [String]) throws {
    let pages = try Self.paginator(locale: tag)
    #expect(pages.control.layout.slots.map(\.text) == expected)
    #expect(pages.control.layout.slots.map(\.spoken) == expected)
    checkInvariants(pages.control.layout, geometry: pages.control.geometry)
  }

  @Test(
    "Selected segment ↔ page index ↔ content offset round-trip",
    arguments: ["en", "ar", "he"], [true, false])
  func roundTrips(_ tag: String, _ followsMirroring: Bool) throws {
    var random = SplitMix64(seed: UInt64(tag.utf8.count) &* 7919 &+ (followsMirroring ? 1 : 0))
    for count in 1...7 {
      let pages = try Self.paginator(
        pages: count, size: 320, locale: tag, followsMirroring: followsMirroring)
      let reversed = followsMirroring && pages.control.layout.mirrored
      #expect(reversed == (followsMirroring && tag != "en"))
      #expect(pages.contentWidth == Double(count) * 320)
      for page in 0..<count {
        let offset = try pages.offset(forPage: page)
        #expect(offset == Double(reversed ? count - 1 - page : page) * 320)
        #expect(try pages.page(forOffset: offset) == page)
        try pages.showPage(page)
        #expect(pages.currentPage == page)
        #expect(pages.control.selectedIndex == page)
        #expect(pages.control.selectedID == page)
        #expect(pages.contentOffset == offset)
      }
      for _ in 0..<50 {
        let offset = Double.random(in: -400...(pages.contentWidth + 400), using: &random)
        let page = try pages.page(forOffset: offset)
        let clamped = min(max(offset, 0), pages.contentWidth - 320)
        #expect(abs(try pages.offset(forPage: page) - clamped) <= 160 + 1e-9, "\(offset) → \(page)")
        try pages.scroll(toOffset: offset)
        #expect(pages.currentPage == page)
        #expect(abs(pages.contentOffset - clamped) <= 160 + 1e-9)
      }
    }
  }

  @Test("Right to left: the first page is rightmost, in the control and in the content")
  func rightToLeft() throws {
    let pages = try Self.paginator(pages: 3, locale: "ar")
    #expect(pages.control.layout.visualOrder == [2, 1, 0])
    #expect(try pages.offset(forPage: 0) == 640)
    let flipped = try Self.paginator(pages: 3, locale: "ar", followsMirroring: false)
    #expect(try flipped.offset(forPage: 0) == 0)
    #expect(flipped.control.layout.visualOrder == [2, 1, 0])
  }

  @Test("Too narrow for the numbers: page dots, the current one filled")
  func dots() throws {
    let pages = try Self.paginator(pages: 10, current: 3, width: 125)
    #expect(pages.control.layout.rung == .image)
    checkInvariants(pages.control.layout, geometry: pages.control.geometry)
    #expect(pages.control.visual(of: 3) == .image(Paginator.currentPageDot))
    #expect(pages.control.visual(of: 4) == .image(Paginator.pageDot))
    try pages.showPage(4)
    #expect(pages.control.visual(of: 3) == .image(Paginator.pageDot))
    #expect(pages.control.visual(of: 4) == .image(Paginator.currentPageDot))
  }

  @Test("Changing the page count keeps the page, or moves to the last one")
  func pageCount() throws {
    let pages = try Self.paginator(pages: 5, current: 4)
    try pages.setPageCount(8)
    #expect(pages.currentPage == 4)
    #expect(pages.control.layout.slots.map(\.text) == ["1", "2", "3", "4", "5", "6", "7", "8"])
    try pages.setPageCount(3)
    #expect(pages.currentPage == 2)
    #expect(pages.control.ids == [0, 1, 2])
    try pages.setPageSize(100)
    #expect(try pages.offset(forPage: 2) == 200)
  }

  @Test("Bad input: typed errors, nothing changes")
  func badInput() throws {
    for (count, size, current) in [(0, 320.0, 0), (-1, 320, 0), (1001, 320, 0)] {
      #expect(
        throws: SegmentedControlError.invalidPaging(
          field: "page count", value: "\(count)", reason: "expected 1…1000 pages")
      ) { try Self.paginator(pages: count, size: size, current: current) }
    }
    for size in [0.0, -1, .infinity] {
      #expect(
        throws: SegmentedControlError.invalidPaging(
          field: "page size", value: "\(size)", reason: "expected a number of pixels > 0")
      ) { try Self.paginator(size: size) }
    }
    #expect(throws: SegmentedControlError.indexOutOfRange(index: 5, count: 5)) {
      try Self.paginator(current: 5)
    }
    let pages = try Self.paginator(pages: 5, current: 2)
    #expect(throws: SegmentedControlError.indexOutOfRange(index: -1, count: 5)) {
      try pages.showPage(-1)
    }
    #expect(throws: SegmentedControlError.indexOutOfRange(index: 5, count: 5)) {
      try pages.offset(forPage: 5)
    }
    #expect(throws: SegmentedControlError.self) { try pages.scroll(toOffset: .nan) }
    #expect(throws: SegmentedControlError.self) { try pages.setPageCount(0) }
    #expect(throws: SegmentedControlError.self) { try pages.setPageSize(-3) }
    #expect(pages.currentPage == 2)
    #expect(pages.pageCount == 5)
    #expect(pages.pageSize == 320)
  }
}
