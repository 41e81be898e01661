// Fitting every segment's label into a total width, with one rung and one scale for all.

/// How a segmented control divides its width among its segments.
public enum SegmentWidths: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every segment gets the same width.
  case equal
  /// Widths apportioned by content (UIKit's `apportionsSegmentWidthsByContent`): each label's width
  /// plus an equal share of the rest, or a proportional share of the room when they do not fit.
  case proportional
}

/// What a segmented control draws first.
public enum SegmentLabelContent: String, Hashable, Sendable, Codable, CaseIterable {
  /// Text, down the fit ladder; images only on its last rung.
  case textFirst
  /// Images, when every segment has one (a checkbox control); otherwise as `textFirst`.
  case imagesFirst
}

/// Where each segment goes and what it draws: the switch's fit ladder over all segments together.
///
/// All segments end on the same rung with one font scale. Segments without an image cannot use the
/// image rung, so such a control truncates instead and throws when not even an ellipsis fits.
///
/// ```swift
/// let layout = try SegmentedLayout.fit(
///   segments, locale: try LocaleID("ar"), geometry: .standard, width: 240, service: service)
/// layout.visualOrder   // the ids from left to right: the first segment comes last
/// ```
public struct SegmentedLayout<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The locale the labels were resolved and measured for.
  public let locale: LocaleID
  /// The geometry's name.
  public let geometry: String
  /// The control's total width.
  public let width: Double
  /// The control's height.
  public let height: Double
  /// How the width was divided.
  public let widths: SegmentWidths
  /// The locale's direction.
  public let direction: LayoutDirection
  /// Whether the segments are drawn in reverse order (right-to-left, default policy).
  public let mirrored: Bool
  /// The rung every segment ended on.
  public let rung: Rung
  /// The one font scale of every segment (1 for images).
  public let scale: Double
  /// The segments, in logical (model) order.
  public let slots: [Slot]
  /// Every step of the decision.
  public let trace: [TraceStep]

  /// Where one segment goes and what it draws.
  public struct Slot: Hashable, Sendable {
    /// The segment's id.
    public let id: ID
    /// The segment's position in the model.
    public let index: Int
    /// The segment's position from the left edge (reversed when mirrored).
    public let visualIndex: Int
    /// The left edge, from the control's left edge, in px.
    public let x: Double
    /// The segment's width, in px (dividers not included).
    public let width: Double
    /// The drawn text in its final case; nil when the segment draws its image.
    public let text: String?
    /// The font scale of the text (1 for images).
    public let scale: Double
    /// The drawn width of the text at its scale (the image's side for images).
    public let labelWidth: Double
    /// The room for the label: the segment's width less its padding.
    public let available: Double
    /// The ink height of the text at its scale (the image's side for images).
    public let inkHeight: Double
    /// The room for the ink.
    public let availableHeight: Double
    /// What a screen reader says: the full title, whatever is drawn.
    public let spoken: String
    /// The locale of the title's text.
    public let spokenLocale: LocaleID
    /// The segment's images (its own, or its title's), if any.
    public let images: SegmentImages?
    /// The fonts the text was measured with.
    public let fonts: [FontIdentity]
    /// Characters no font covers.
    public let missing: [String]
    /// Whether the width is an estimate (no font was shaped).
    public let estimated: Bool

    /// What the segment draws in `state`: its text, or its image for that state.
    public func visual(for state: SegmentState) -> Visual {
      if let text { return .text(text, scale: scale) }
      // The fit never leaves a slot without both; a blank image stands in if one ever does.
      let blank = ImageLabel(name: "blank", symbol: "", viewBox: "0 0 16 16", path: "")
      return .image(images?.image(for: state) ?? blank)
    }

    /// The text wrapped in Unicode first-strong isolates, ready to embed in other text.
    public var isolatedText: String? { text.map { "\u{2068}\($0)\u{2069}" } }
  }

  /// The ids from left to right.
  public var visualOrder: [ID] { slots.sorted { $0.visualIndex < $1.visualIndex }.map(\.id) }

  /// The slot of the segment with `id`.
  public subscript(id: ID) -> Slot? { slots.first { $0.id == id } }

  /// Fits the labels of `segments` into `width` with the service's measurer, catalogs and options.
  ///
  /// - Throws: ``SegmentedControlError`` naming the segment, width or geometry field.
  public static func fit(
    _ segments: [Segment<ID>], locale: LocaleID, geometry: SegmentedGeometry, width: Double,
    widths: SegmentWidths = .equal, content: SegmentLabelContent = .textFirst,
    service: LabelService, titles: (any SegmentTitleCatalog)? = nil
  ) throws(SegmentedControlError) -> SegmentedLayout {
    try fit(
      segments, locale: locale, geometry: geometry, width: width, widths: widths,
      content: content, titles: titles ?? service.catalogs, measurer: service.measurer,
      options: service.options)
  }

  /// Fits `segments` (one or more, unique ids) in `width` px; `options` may truncate before images.
  ///
  /// - Throws: ``SegmentedControlError`` naming the segment, width or geometry field.
  public static func fit(
    _ segments: [Segment<ID>], locale: LocaleID, geometry: SegmentedGeometry, width: Double,
    widths: SegmentWidths = .equal, content: SegmentLabelContent = .textFirst,
    titles: any SegmentTitleCatalog, measurer: any TextMeasurer, options: FitOptions = FitOptions()
  ) throws(SegmentedControlError) -> SegmentedLayout {
    guard !segments.isEmpty else { throw .noSegments }
    guard width.isFinite, width > 0, width <= Geometry.maximumLength else {
      throw .invalidWidth(width)
    }
    do {
      _ = try geometry.validated()
    } catch {
      throw .invalidGeometry(error)
    }
    let names = segments.map { SegmentedControlError.name($0.id) }
    var seen: Set<ID> = []
    for (segment, name) in zip(segments, names) {
      guard seen.insert(segment.id).inserted else { throw .duplicateID(name) }
      try segment.styles.validate(segment: name)
    }
    var resolved: [ResolvedTitle] = []
    for (segment, name) in zip(segments, names) {
      resolved.append(try segment.title.resolved(in: locale, catalog: titles, segment: name))
    }
    let images = zip(segments, resolved).map { segment, title in
      segment.images ?? title.image.map { SegmentImages(normal: $0) }
    }

    let count = segments.count
    let segmentsWidth = width - Double(count - 1) * geometry.dividerWidth
    let padding = 2 * geometry.segmentPadding
    let contentRoom = segmentsWidth - Double(count) * padding
    let labelHeight = geometry.labelHeight
    guard contentRoom > 0 else { throw .widthTooSmall(width: width, segments: count) }
    let equalBox = (width: segmentsWidth / Double(count) - padding, height: labelHeight)

    var trace = [
      TraceStep(
        .geometry,
        "\(geometry.name): \(count) segments in \(traceNumber(width)) px (\(widths.rawValue) "
          + "widths), label height \(traceNumber(labelHeight)) px, font \(geometry.font), "
          + "minimum scale \(traceNumber(geometry.minimumScale))")
    ]
    for (name, title) in zip(names, resolved) {
      let texts =
        title.texts.isEmpty
        ? "no text in \(locale)" : title.texts.map { "\"\($0)\"" }.joined(separator: ", ")
      trace.append(TraceStep(.title, "\(name): \(texts) (\(title.locale))"))
    }

    func boxes(_ candidate: LabelSetLadder.Candidate) -> [LabelSetLadder.Box] {
      let contents = candidate.labels.map(\.measurement.width)
      let total = contents.reduce(0, +)
      guard widths == .proportional, total > 0 else {
        return Array(repeating: equalBox, count: count)
      }
      if total <= contentRoom {
        let extra = (contentRoom - total) / Double(count)
        return contents.map { ($0 + extra, labelHeight) }
      }
      return contents.map { (contentRoom * $0 / total, labelHeight) }
    }

    let withoutImage = zip(names, images).filter { $0.1 == nil }.map(\.0)
    let allHaveImages = withoutImage.isEmpty
    let withoutText = zip(names, resolved).filter { $0.1.texts.isEmpty }.map(\.0)
    var outcome: LabelSetLadder.Outcome
    func imageOutcome(_ detail: String) -> LabelSetLadder.Outcome {
      trace.append(TraceStep(.decision, detail))
      return LabelSetLadder.Outcome(
        rung: .image, scale: 1, labels: nil, boxes: [], grownWidth: nil, trace: trace)
    }
    if content == .imagesFirst, allHaveImages {
      outcome = imageOutcome("image: images first, and every segment has one")
    } else if !withoutText.isEmpty {
      guard allHaveImages else {
        throw .noCommonLabelKind(withoutText: withoutText, withoutImage: withoutImage)
      }
      outcome = imageOutcome(
        "image: no text in \(locale) for \(withoutText.joined(separator: ", "))")
    } else {
      if !allHaveImages {
        trace.append(
          TraceStep(
            .decision,
            "segments without images (\(withoutImage.joined(separator: ", "))) cannot use "
              + "image labels: truncation before giving up"))
      }
      let ladder = LabelSetLadder(
        font: geometry.font, textCase: geometry.textCase, minimumScale: geometry.minimumScale,
        measurer: measurer, locale: locale, options: options)
      do {
        outcome = try ladder.fit(
          resolved.map(\.texts), boxes: boxes,
          allowsTruncation: options.allowsTruncation || !allHaveImages,
          room: widths == .equal
            ? (equalBox.width, "px per segment") : (contentRoom, "px for all labels"),
          trace: trace)
      } catch {
        throw .measure(error)
      }
      if outcome.rung == .image, !allHaveImages {
        throw .widthTooSmall(width: width, segments: count)
      }
    }

    let mirrored = locale.direction == .rightToLeft && geometry.mirroring == .mirrorForRightToLeft
    let slotWidths: [Double]
    let labelBoxes: [LabelSetLadder.Box]
    if let labels = outcome.labels, outcome.boxes.count == count, labels.count == count {
      labelBoxes = outcome.boxes
      slotWidths = outcome.boxes.map { $0.width + padding }
    } else {
      labelBoxes = Array(repeating: equalBox, count: count)
      slotWidths = Array(repeating: segmentsWidth / Double(count), count: count)
    }
    var xs = Array(repeating: 0.0, count: count)
    var x = 0.0
    for visualIndex in 0..<count {
      let index = mirrored ? count - 1 - visualIndex : visualIndex
      xs[index] = x
      x += slotWidths[index] + geometry.dividerWidth
    }
    var slots: [Slot] = []
    for index in 0..<count {
      let (box, title) = (labelBoxes[index], resolved[index])
      // A text at the one scale, or an image as large as the box allows.
      let measured = outcome.labels?[index].measurement
      let scale = measured == nil ? 1 : outcome.scale
      let side = max(0, min(box.width, box.height))
      slots.append(
        Slot(
          id: segments[index].id, index: index, visualIndex: mirrored ? count - 1 - index : index,
          x: xs[index], width: slotWidths[index], text: outcome.labels?[index].text, scale: scale,
          labelWidth: measured.map { $0.width * scale } ?? side, available: box.width,
          inkHeight: measured.map { $0.inkHeight * scale } ?? side, availableHeight: box.height,
          spoken: title.spoken, spokenLocale: title.locale, images: images[index],
          fonts: measured?.fonts ?? [], missing: measured?.missing ?? [],
          estimated: measured?.estimated ?? false))
    }
    trace = outcome.trace
    trace.append(
      TraceStep(
        .layout,
        "\(locale.direction.rawValue)"
          + (mirrored ? ", mirrored: the first segment is drawn rightmost" : "")))
    return SegmentedLayout(
      locale: locale, geometry: geometry.name, width: width, height: geometry.height,
      widths: widths, direction: locale.direction, mirrored: mirrored, rung: outcome.rung,
      scale: outcome.scale, slots: slots, trace: trace)
  }
}
