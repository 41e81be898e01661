@testable import SwitchLabels

/// Segmented-control fixtures whose arithmetic is easy with `FixedAdvanceMeasurer` at 10 px:
/// each grapheme 6 px wide and 10 px tall, 5 px padding around a label, a 20 px ink box.
enum SegmentedFixtures {
  static let service = LabelService(catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer())

  /// 30 px high, 5 px padding on every side, no dividers unless asked for.
  static func geometry(
    minimumScale: Double = 0.8, dividerWidth: Double = 0,
    mirroring: Geometry.MirroringPolicy = .mirrorForRightToLeft, textCase: TextCase = .natural
  ) -> SegmentedGeometry {
    var geometry = SegmentedGeometry.standard
    geometry.name = "test"
    geometry.height = 30
    geometry.segmentPadding = 5
    geometry.verticalPadding = 5
    geometry.dividerWidth = dividerWidth
    geometry.font = FontSpec(family: "Fixed", size: 10)
    geometry.textCase = textCase
    geometry.minimumScale = minimumScale
    geometry.mirroring = mirroring
    return geometry
  }

  /// Segments with literal titles, ids equal to the titles.
  static func literal(_ titles: [String], images: Bool = false) -> [Segment<String>] {
    titles.map { title in
      Segment(id: title, title: .literal(title), images: images ? checkbox : nil)
    }
  }

  /// A checkbox: an empty box, checked when selected, grey when disabled.
  static let checkbox = SegmentImages(
    normal: ImageLabel(
      name: "checkbox", symbol: "an empty box", viewBox: "0 0 16 16", path: "M2 2h12v12H2z"),
    selected: ImageLabel(
      name: "checkbox-checked", symbol: "a checked box", viewBox: "0 0 16 16",
      path: "M2 2h12v12H2zm3 6l2 2 4-4"),
    disabled: ImageLabel(
      name: "checkbox-disabled", symbol: "a dimmed box", viewBox: "0 0 16 16", path: "M2 2h12v12H2z"
    ))

  static func color(_ hex: String) -> StyleColor {
    // The fixture colours are literals known to be valid.
    (try? StyleColor(hex: hex)) ?? StyleColor(red: 0, green: 0, blue: 0)
  }
}
