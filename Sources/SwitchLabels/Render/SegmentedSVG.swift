// Draws a segmented control as SVG, so people can see what each locale gets.

/// Renders a ``SegmentedAppearance`` as SVG, in visual order; all text is escaped.
public enum SegmentedSVG {
  /// A standalone SVG document of the control.
  public static func document<ID>(_ appearance: SegmentedAppearance<ID>) -> String {
    SwitchSVG.standalone(
      width: appearance.layout.width, height: appearance.layout.height,
      label: accessibilityLabel(appearance), fragment(appearance))
  }

  /// A `<g>` drawing the control at (`x`, `y`) for embedding; `clipID` must be unique per document.
  public static func fragment<ID>(
    _ appearance: SegmentedAppearance<ID>, x: Double = 0, y: Double = 0,
    clipID: String = "segmented-clip"
  ) -> String {
    let layout = appearance.layout
    let geometry = appearance.geometry
    let width = layout.width
    let height = layout.height
    let radius = min(geometry.cornerRadius, height / 2, width / 2)
    let clip = SafeText.xml(clipID)
    var svg = "<g transform=\"translate(\(n(x)) \(n(y)))\" data-locale=\""
    svg += SafeText.xml(layout.locale.tag) + "\" data-rung=\"\(layout.rung.rawValue)\" "
    svg += "data-direction=\"\(layout.direction.rawValue)\" data-mirrored=\"\(layout.mirrored)\">"
    svg += "<clipPath id=\"\(clip)\"><rect width=\"\(n(width))\" height=\"\(n(height))\" "
    svg += "rx=\"\(n(radius))\"/></clipPath>\n"
    svg += "<rect width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(radius))\" "
    svg += "\(paint("fill", geometry.background))/>\n"
    svg += "<g clip-path=\"url(#\(clip))\">\n"
    for item in appearance.items {
      svg += segment(item, geometry: geometry, height: height)
    }
    for item in appearance.items.dropLast() where geometry.dividerWidth > 0 {
      svg += "<rect x=\"\(n(item.slot.x + item.slot.width))\" y=\"0\" "
      svg += "width=\"\(n(geometry.dividerWidth))\" height=\"\(n(height))\" "
      svg += "\(paint("fill", geometry.divider))/>\n"
    }
    svg += "</g>\n"
    svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(max(0, width - 1)))\" "
    svg += "height=\"\(n(max(0, height - 1)))\" rx=\"\(n(max(0, radius - 0.5)))\" fill=\"none\" "
    svg += "\(paint("stroke", geometry.border)) stroke-width=\"1\"/>\n"
    svg += "</g>\n"
    return svg
  }

  /// One segment: its tint, then its label (shadow first).
  private static func segment<ID>(
    _ item: SegmentedAppearance<ID>.Item, geometry: SegmentedGeometry, height: Double
  ) -> String {
    let slot = item.slot
    let style = item.style
    let textColor = style.textColor ?? StyleColor(red: 0, green: 0, blue: 0)
    var svg = "<g data-index=\"\(slot.index)\" data-id=\""
    svg += SafeText.xml(String(describing: slot.id)) + "\" data-state=\"\(item.state)\">"
    svg += "<title>\(SafeText.xml(slot.spoken))</title>"
    if let tint = style.tint {
      svg += "<rect x=\"\(n(slot.x))\" y=\"0\" width=\"\(n(slot.width))\" height=\"\(n(height))\" "
      svg += "\(paint("fill", tint))/>"
    }
    let centerX = slot.x + slot.width / 2
    let centerY = height / 2
    let offset = style.shadowOffset ?? ShadowOffset(x: 0, y: 1)
    switch item.visual {
    case .text(let text, let scale):
      let rtl = LayoutDirection.ofParagraph(text) == .rightToLeft
      var attributes = "dominant-baseline=\"central\" text-anchor=\"middle\" "
      attributes += "direction=\"\(rtl ? "rtl" : "ltr")\" unicode-bidi=\"isolate\" "
      attributes += "font-family=\"\(SafeText.xml(SwitchSVG.fontFamily(geometry.font)))\" "
      attributes += "font-size=\"\(n(geometry.font.size * scale))\" "
      attributes += "font-weight=\"\(geometry.font.weight)\""
      let escaped = SafeText.xml(text)
      if let shadow = style.shadowColor {
        svg += "<text x=\"\(n(centerX + offset.x))\" y=\"\(n(centerY + offset.y))\" "
        svg += "\(attributes) \(paint("fill", shadow)) aria-hidden=\"true\">\(escaped)</text>"
      }
      svg += "<text x=\"\(n(centerX))\" y=\"\(n(centerY))\" \(attributes) "
      svg += "\(paint("fill", textColor))>\(escaped)</text>"
    case .image(let image):
      let side = max(slot.labelWidth, 1)
      let factor = SwitchSVG.scale(image, toWidth: side)
      let origin = "\(n(centerX - side / 2)) \(n(centerY - side / 2))"
      if let shadow = style.shadowColor {
        svg += "<path transform=\"translate(\(n(centerX - side / 2 + offset.x)) "
        svg += "\(n(centerY - side / 2 + offset.y))) scale(\(n(factor)))\" "
        svg += "d=\"\(SafeText.xml(image.path))\" \(paint("fill", shadow)) fill-rule=\"evenodd\" "
        svg += "aria-hidden=\"true\"/>"
      }
      svg += "<path transform=\"translate(\(origin)) scale(\(n(factor)))\" "
      svg += "d=\"\(SafeText.xml(image.path))\" \(paint("fill", textColor)) fill-rule=\"evenodd\">"
      svg += "<title>\(SafeText.xml(image.name))</title></path>"
    }
    svg += "</g>\n"
    return svg
  }

  /// `fill="#RRGGBB"`, with `fill-opacity` when the colour is not opaque.
  private static func paint(_ attribute: String, _ color: StyleColor) -> String {
    var text = "\(attribute)=\"\(SafeText.xml(color.hex))\""
    if color.alpha < 255 { text += " \(attribute)-opacity=\"\(n(color.opacity))\"" }
    return text
  }

  /// `ar: ١ (selected), ٢, ٣`: the locale and every segment's spoken title in visual order.
  static func accessibilityLabel<ID>(_ appearance: SegmentedAppearance<ID>) -> String {
    let segments = appearance.items.map { item in
      var text = item.slot.spoken
      if item.state.contains(.selected) { text += " (selected)" }
      if item.state.contains(.disabled) { text += " (disabled)" }
      return text
    }
    return "\(appearance.layout.locale.tag): " + segments.joined(separator: ", ")
  }

  private static func n(_ value: Double) -> String { SwitchSVG.n(value) }
}
