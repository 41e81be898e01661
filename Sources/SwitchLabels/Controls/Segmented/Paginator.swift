// Segments as a paginator for a scrolling view of fixed-size pages.

import Observation

/// A segmented control used as a paginator: one segment per page, numbered in the locale's digits.
///
/// Each page segment also has a dot image, shown when the numbers do not fit. In a right-to-left
/// locale the segments, and by default the pages, run right to left.
///
/// ```swift
/// let pages = try Paginator(
///   pageCount: 5, pageSize: 320, locale: try LocaleID("ar"), width: 200, service: service)
/// try pages.offset(forPage: 0)         // 1280: the first page is rightmost
/// ```
@MainActor
@Observable
public final class Paginator {
  /// The segmented control showing the pages (change pages through the paginator, not the control).
  public let control: SegmentedControlModel<Int>
  /// The width of one page in the scrolling view, in px.
  public private(set) var pageSize: Double
  /// Whether offsets run right to left when mirrored (false if the scroll view flips them itself).
  public let offsetsFollowMirroring: Bool

  /// The most pages a paginator can have.
  nonisolated public static let maximumPageCount = 1000

  /// A paginator of `pageCount` pages (1…``maximumPageCount``), each `pageSize` px (> 0) wide.
  ///
  /// - Throws: ``SegmentedControlError`` naming the page count, page size, page or width.
  public init(
    pageCount: Int, pageSize: Double, currentPage: Int = 0, locale: LocaleID,
    geometry: SegmentedGeometry = .standard, width: Double, widths: SegmentWidths = .equal,
    offsetsFollowMirroring: Bool = true, service: LabelService
  ) throws(SegmentedControlError) {
    try Self.checkPageCount(pageCount)
    try Self.checkPageSize(pageSize)
    try SegmentedControlError.check(index: currentPage, count: pageCount)
    control = try SegmentedControlModel(
      segments: (0..<pageCount).map(Self.segment(forPage:)), mode: .single(),
      selection: [currentPage], locale: locale, geometry: geometry, width: width, widths: widths,
      service: service)
    self.pageSize = pageSize
    self.offsetsFollowMirroring = offsetsFollowMirroring
  }

  /// The number of pages.
  public var pageCount: Int { control.segments.count }

  /// The page shown: the position of the selected segment.
  public var currentPage: Int { control.selectedIndex ?? 0 }

  /// The width of all pages together.
  public var contentWidth: Double { Double(pageCount) * pageSize }

  /// The content offset of the current page.
  public var contentOffset: Double { position(of: currentPage) * pageSize }

  /// The content offset (from the content's left edge) of `page`.
  ///
  /// - Throws: ``SegmentedControlError/indexOutOfRange(index:count:)`` for a page out of range.
  public func offset(forPage page: Int) throws(SegmentedControlError) -> Double {
    try SegmentedControlError.check(index: page, count: pageCount)
    return position(of: page) * pageSize
  }

  /// The page nearest to a content offset (the first or last page past either end).
  ///
  /// - Throws: ``SegmentedControlError`` for a non-finite offset.
  public func page(forOffset offset: Double) throws(SegmentedControlError) -> Int {
    guard offset.isFinite else {
      throw .invalidPaging(
        field: "content offset", value: "\(offset)", reason: "expected a finite number of pixels")
    }
    let nearest = Int(max(0, min(Double(pageCount - 1), (offset / pageSize).rounded())))
    return isReversed ? pageCount - 1 - nearest : nearest
  }

  /// Shows `page` (selects its segment), returning whether the page changed.
  ///
  /// - Throws: ``SegmentedControlError/indexOutOfRange(index:count:)``; nothing changes.
  @discardableResult
  public func showPage(_ page: Int) throws(SegmentedControlError) -> Bool {
    try SegmentedControlError.check(index: page, count: pageCount)
    return try control.setSelection([control.segments[page].id])
  }

  /// Selects the page nearest to `offset`, as the scroll view moves; returns whether it changed.
  ///
  /// - Throws: ``SegmentedControlError`` for a non-finite offset.
  @discardableResult
  public func scroll(toOffset offset: Double) throws(SegmentedControlError) -> Bool {
    try showPage(try page(forOffset: offset))
  }

  /// Changes the number of pages; the current page stays, or becomes the last page when it is gone.
  ///
  /// - Throws: ``SegmentedControlError`` for fewer than 1 or more than ``maximumPageCount`` pages.
  public func setPageCount(_ count: Int) throws(SegmentedControlError) {
    try Self.checkPageCount(count)
    guard count != pageCount else { return }
    let current = min(currentPage, count - 1)
    try control.replaceSegments((0..<count).map(Self.segment(forPage:)), selection: [current])
  }

  /// Changes the width of a page.
  ///
  /// - Throws: ``SegmentedControlError/invalidPaging(field:value:reason:)`` for a size not > 0.
  public func setPageSize(_ size: Double) throws(SegmentedControlError) {
    try Self.checkPageSize(size)
    pageSize = size
  }

  /// The segment of 0-based `page`: its 1-based number in the locale's digits and a page dot.
  nonisolated public static func segment(forPage page: Int) -> Segment<Int> {
    Segment(
      id: page, title: .number(page + 1),
      images: SegmentImages(normal: pageDot, selected: currentPageDot))
  }

  /// A hollow dot: a page that is not shown.
  nonisolated public static let pageDot = ImageLabel(
    name: "page-dot", symbol: "a hollow dot (a page that is not shown)", viewBox: "0 0 16 16",
    path: "M8 3a5 5 0 1 0 0 10A5 5 0 1 0 8 3zm0 2a3 3 0 1 1 0 6A3 3 0 1 1 8 5z")

  /// A filled dot: the page shown.
  nonisolated public static let currentPageDot = ImageLabel(
    name: "page-dot-current", symbol: "a filled dot (the page shown)", viewBox: "0 0 16 16",
    path: "M8 3a5 5 0 1 0 0 10A5 5 0 1 0 8 3z")

  // MARK: Internals

  /// Whether pages run right to left in the content.
  private var isReversed: Bool { offsetsFollowMirroring && control.layout.mirrored }

  /// The page's position in the content, counted from the left, as a number of pages.
  private func position(of page: Int) -> Double {
    Double(isReversed ? pageCount - 1 - page : page)
  }

  nonisolated private static func checkPageCount(_ count: Int) throws(SegmentedControlError) {
    guard count >= 1, count <= maximumPageCount else {
      throw .invalidPaging(
        field: "page count", value: "\(count)", reason: "expected 1…\(maximumPageCount) pages")
    }
  }

  nonisolated private static func checkPageSize(_ size: Double) throws(SegmentedControlError) {
    guard size.isFinite, size > 0 else {
      throw .invalidPaging(
        field: "page size", value: "\(size)", reason: "expected a number of pixels > 0")
    }
  }
}
