// Draws a resolved switch as SVG, so people can see what each locale gets.

/// Renders a ``Resolution`` as SVG: the track, the thumb and the label (text at its scale or the
/// image label), mirrored for right-to-left locales; all catalog text is escaped.
///
/// ```swift
/// let svg = SwitchSVG.document(resolution, geometry: .iOSClassic)  // both states side by side
/// ```
public enum SwitchSVG {
  /// The gap between the two states in ``document(_:geometry:states:)``.
  static let gap = 12.0

  /// The size of one state's drawing.
  public static func size(_ resolution: Resolution, geometry: Geometry) -> (
    width: Double, height: Double
  ) {
    switch geometry.placement {
    case .beside:
      return (
        resolution.trackWidth + 12 + geometry.besideWidth,
        max(geometry.trackHeight, geometry.font.size * 1.5)
      )
    case .track, .thumb:
      return (resolution.trackWidth, geometry.trackHeight)
    }
  }

  /// A standalone SVG document of the given states side by side, in the order given (off, on).
  public static func document(
    _ resolution: Resolution, geometry: Geometry, states: [SwitchState] = [.off, .on]
  ) -> String {
    let one = size(resolution, geometry: geometry)
    let count = Double(max(1, states.count))
    let label =
      "\(resolution.requested.tag): "
      + states.map { resolution.states[$0].spoken }.joined(separator: " / ")
    let body = states.enumerated().map { position, state in
      fragment(
        resolution, geometry: geometry, state: state, x: Double(position) * (one.width + gap))
    }
    return standalone(
      width: one.width * count + gap * (count - 1), height: one.height, label: label, body.joined())
  }

  /// An SVG document `width` × `height` of `body`, `label` its accessible name.
  static func standalone(width: Double, height: Double, label: String, _ body: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\""
      + SafeText.xml(label) + "\">\n" + body + "</svg>\n"
  }

  /// A `<g>` drawing one state at horizontal offset `x`, for embedding in a larger SVG or HTML.
  public static func fragment(
    _ resolution: Resolution, geometry: Geometry, state: SwitchState, x: Double = 0
  ) -> String {
    let resolved = resolution.states[state]
    let colors = geometry.colors.drawable
    let height = geometry.trackHeight
    let trackWidth = resolution.trackWidth
    let drawing = size(resolution, geometry: geometry)
    // Where the track sits (beside placement puts the content on the leading side's opposite).
    let trackX =
      geometry.placement == .beside && resolution.mirrored ? drawing.width - trackWidth : 0
    let trackY = (drawing.height - height) / 2
    let thumbWidth = geometry.placement == .thumb ? trackWidth / 2 : geometry.thumbWidth
    let thumbX =
      resolved.thumbSide == .right
      ? trackX + trackWidth - geometry.thumbInset - thumbWidth : trackX + geometry.thumbInset
    let thumbY = trackY + (height - geometry.thumbHeight) / 2
    let trackFill = state == .on ? colors.trackOn : colors.trackOff
    let labelFill = state == .on ? colors.labelOn : colors.labelOff

    var svg = "<g transform=\"translate(\(n(x)) 0)\" data-state=\"\(state.rawValue)\">"
    svg += "<title>\(SafeText.xml(resolved.spoken))</title>"
    svg +=
      "<rect x=\"\(n(trackX))\" y=\"\(n(trackY))\" width=\"\(n(trackWidth))\" height=\"\(n(height))\" "
    svg +=
      "rx=\"\(n(height / 2))\" fill=\"\(SafeText.xml(trackFill))\" stroke=\"#8E8E93\" stroke-width=\"0.5\"/>"
    svg += "<rect x=\"\(n(thumbX))\" y=\"\(n(thumbY))\" width=\"\(n(thumbWidth))\" "
    svg +=
      "height=\"\(n(geometry.thumbHeight))\" rx=\"\(n(min(thumbWidth, geometry.thumbHeight) / 2))\" "
    svg += "fill=\"\(SafeText.xml(colors.thumb))\" stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>"

    // The label's box: beside the thumb (track), on the thumb, or in the content area.
    let box: (x: Double, width: Double)
    switch geometry.placement {
    case .track:
      // The label's own box: clear of the thumb and of the track's rounded far end.
      let insets = geometry.labelInsets
      let width = trackWidth - insets.thumbSide - insets.farSide
      box =
        resolved.thumbSide == .right
        ? (trackX + insets.farSide, width) : (trackX + insets.thumbSide, width)
    case .thumb:
      box = (thumbX, thumbWidth)
    case .beside:
      box =
        resolution.mirrored ? (0, geometry.besideWidth) : (trackWidth + 12, geometry.besideWidth)
    }
    let centerX = box.x + box.width / 2
    let centerY = drawing.height / 2
    let fill = geometry.placement == .thumb ? colors.labelOn : labelFill
    switch resolved.visual {
    case .text(let text, let scale):
      let size = geometry.font.size * scale
      let rtl = LayoutDirection.ofParagraph(text) == .rightToLeft
      let anchorX = geometry.placement == .beside ? (rtl ? box.x + box.width : box.x) : centerX
      let anchor = geometry.placement == .beside ? "start" : "middle"
      svg += "<text x=\"\(n(anchorX))\" y=\"\(n(centerY))\" dominant-baseline=\"central\" "
      svg +=
        "text-anchor=\"\(anchor)\" direction=\"\(rtl ? "rtl" : "ltr")\" unicode-bidi=\"isolate\" "
      svg += "font-family=\"\(SafeText.xml(fontFamily(geometry.font)))\" font-size=\"\(n(size))\" "
      svg += "font-weight=\"\(geometry.font.weight)\" fill=\"\(SafeText.xml(fill))\">"
      // A pseudo-locale's right-to-left words are drawn as overrides, not shown as controls.
      let pseudoMarkup = resolution.requested.pseudoLocale == nil ? nil : PseudoText.svgMarkup(text)
      svg += (pseudoMarkup ?? SafeText.xml(text)) + "</text>"
    case .image(let image):
      let side = max(resolved.width, 1)
      let factor = scale(image, toWidth: side)
      let imageX = geometry.placement == .beside ? box.x : centerX - side / 2
      svg +=
        "<path transform=\"translate(\(n(imageX)) \(n(centerY - side / 2))) scale(\(n(factor)))\" "
      svg +=
        "d=\"\(SafeText.xml(image.path))\" fill=\"\(SafeText.xml(fill))\" fill-rule=\"evenodd\">"
      svg += "<title>\(SafeText.xml(image.name))</title></path>"
    }
    svg += "</g>\n"
    return svg
  }

  static func fontFamily(_ font: FontSpec) -> String {
    switch font.source {
    case .family(let family): return "\(family), sans-serif"
    case .file: return "sans-serif"
    }
  }

  /// The factor that draws `image` `width` wide (its view box 16 wide unless it says otherwise).
  static func scale(_ image: ImageLabel, toWidth width: Double) -> Double {
    let parts = image.viewBox.split(separator: " ").compactMap { Double($0) }
    return width / (parts.count == 4 && parts[2] > 0 ? parts[2] : 16)
  }

  /// A number for SVG: at most two decimals.
  static func n(_ value: Double) -> String { traceNumber(value) }
}
