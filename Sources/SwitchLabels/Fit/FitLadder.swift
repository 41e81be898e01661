// The fit ladder (DESIGN §3): text, shorter variants, shared scale, growth, truncation, images.

/// Walks the fit ladder for one switch's two states: ``LabelSetLadder`` with the growth rung.
struct FitLadder {
  let geometry: Geometry
  let measurer: any TextMeasurer
  let locale: LocaleID
  let options: FitOptions

  /// Where both states ended.
  struct Outcome {
    let rung: Rung
    let scale: Double
    let trackWidth: Double
    /// The texts and their measurements at scale 1, nil for image labels.
    let on: LabelSetLadder.Label?
    let off: LabelSetLadder.Label?
    let trace: [TraceStep]
  }

  /// Fits `on` and `off` (each preferred → shortest, in natural case).
  func fit(on onTexts: [String], off offTexts: [String]) throws(MeasureError) -> Outcome {
    let box = geometry.labelBox()
    let trace = [
      TraceStep(
        .geometry,
        "\(geometry.name): label box \(traceNumber(box.width))×\(traceNumber(box.height)) px, "
          + "font \(geometry.font), minimum scale \(traceNumber(geometry.minimumScale))")
    ]
    let ladder = LabelSetLadder(
      font: geometry.font, textCase: geometry.textCase, minimumScale: geometry.minimumScale,
      measurer: measurer, locale: locale, options: options)
    // 4. Grow the control, where the geometry allows.
    var growth: LabelSetLadder.Growth? = nil
    if geometry.canGrow {
      let (track, maximum) = (geometry.trackWidth, geometry.maximumTrackWidth)
      growth = LabelSetLadder.Growth(
        attempt: { candidate in
          guard candidate.inkHeight <= box.height + LabelSetLadder.epsilon else { return nil }
          let needed = geometry.trackWidth(forLabelWidth: candidate.width)
          guard needed <= maximum + LabelSetLadder.epsilon else { return nil }
          let width = (needed * 100).rounded(.up) / 100
          return (
            width,
            TraceStep(
              .decision,
              "grown: track \(traceNumber(track)) → \(traceNumber(width)) px (maximum "
                + "\(traceNumber(maximum)))")
          )
        },
        exhausted: TraceStep(
          .decision, "growing to \(traceNumber(maximum)) px is not enough"))
    }
    let outcome = try ladder.fit(
      [onTexts, offTexts], boxes: { _ in [box, box] }, growth: growth,
      allowsTruncation: options.allowsTruncation, room: (box.width, "px"), trace: trace)
    return Outcome(
      rung: outcome.rung, scale: outcome.scale,
      trackWidth: outcome.grownWidth ?? geometry.trackWidth, on: outcome.labels?.first,
      off: outcome.labels?.last, trace: outcome.trace)
  }
}

/// The fit ladder over labels ending on one rung and scale, each in its own box.
struct LabelSetLadder {
  let font: FontSpec
  let textCase: TextCase
  let minimumScale: Double
  let measurer: any TextMeasurer
  let locale: LocaleID
  let options: FitOptions

  /// The room for one label: width and ink height, in px.
  typealias Box = (width: Double, height: Double)
  /// A text in its final case and its measurement at scale 1.
  struct Label: Sendable {
    let text: String
    let measurement: TextMeasurement

    /// Whether the text fits `box` at `scale`.
    func fits(_ box: Box, scale: Double) -> Bool {
      measurement.width * scale <= box.width + LabelSetLadder.epsilon
        && measurement.inkHeight * scale <= box.height + LabelSetLadder.epsilon
    }
  }

  /// A tolerance for comparing widths (floating-point sums of glyph advances).
  static let epsilon = 0.001

  /// The caller's growth rung: for a candidate, the grown width and its trace step, or nil.
  struct Growth {
    let attempt: (Candidate) -> (width: Double, step: TraceStep)?
    /// The trace step when no candidate could grow enough.
    let exhausted: TraceStep
  }

  /// Where all labels ended.
  struct Outcome {
    let rung: Rung
    let scale: Double
    /// The texts and measurements at scale 1, in the order given; nil for image labels.
    let labels: [Label]?
    /// The boxes the labels were fitted in (the chosen texts'; the first candidate's for images).
    let boxes: [Box]
    /// The grown width, when the growth rung was taken.
    let grownWidth: Double?
    let trace: [TraceStep]
  }

  /// Fits each label's variants (preferred → shortest, natural case; none: images) on one rung.
  ///
  /// `room` is the room as the trace names it ("px", "px per segment"); `boxes` each label's box.
  func fit(
    _ variants: [[String]], boxes: (Candidate) -> [Box], growth: Growth? = nil,
    allowsTruncation: Bool, room: (width: Double, unit: StaticString),
    trace initialTrace: [TraceStep]
  ) throws(MeasureError) -> Outcome {
    var trace = initialTrace
    guard !variants.isEmpty, variants.allSatisfy({ !$0.isEmpty }) else {
      trace.append(TraceStep(.decision, "no texts: image labels"))
      return Outcome(
        rung: .image, scale: 1, labels: nil, boxes: [], grownWidth: nil, trace: trace)
    }
    // A handful of texts: a list searched in order beats hashing each one.
    var measured: [Label] = []
    func measure(_ text: String) throws(MeasureError) -> TextMeasurement {
      if let known = measured.first(where: { $0.text == text }) { return known.measurement }
      let measurement = try measurer.measure(text, font: font, locale: locale)
      measured.append(Label(text: text, measurement: measurement))
      return measurement
    }
    var candidates: [Candidate] = []
    for level in 0..<(variants.map(\.count).max() ?? 1) {
      var labels: [Label] = []
      for texts in variants {
        let text = textCase.apply(to: texts[min(level, texts.count - 1)], in: locale)
        labels.append(Label(text: text, measurement: try measure(text)))
      }
      let candidate = Candidate(level: level, labels: labels)
      if level > 0, let previous = candidates.last, previous.texts == candidate.texts { continue }
      candidates.append(candidate)
      trace.append(TraceStep(.candidate, candidate.traceDetail))
    }
    let drawable = candidates.filter(\.isDrawable)
    if drawable.count < candidates.count {
      trace.append(TraceStep(.decision, "texts with characters no font covers are not drawn"))
    }
    /// The outcome with `candidate`'s labels in the boxes of `boxed` (by default its own).
    func outcome(
      _ rung: Rung, _ scale: Double, _ candidate: Candidate, boxed: Candidate? = nil,
      grown: Double? = nil
    ) -> Outcome {
      Outcome(
        rung: rung, scale: scale, labels: candidate.labels, boxes: boxes(boxed ?? candidate),
        grownWidth: grown, trace: trace)
    }

    // 1–2. Full size: the preferred texts, then the shorter variants.
    if let candidate = drawable.first(where: { $0.fits(boxes($0), scale: 1) }) {
      let rung: Rung = candidate.level == 0 ? .preferred : .shorter
      trace.append(TraceStep(.decision, "\(rung.rawValue): fits at full size"))
      return outcome(rung, 1, candidate)
    }
    // 3. One scale for all labels, never below the minimum; the most preferred texts that can.
    if minimumScale < 1 {
      for candidate in drawable {
        let scale = candidate.requiredScale(boxes(candidate))
        if scale >= minimumScale - Self.epsilon / 10 {
          let chosen = max(minimumScale, (scale * 1000).rounded(.down) / 1000)
          trace.append(
            TraceStep(
              .decision,
              "scaled: \(candidate.quotedTexts) fit at scale \(traceNumber(chosen)) "
                + "(minimum \(traceNumber(minimumScale)))"))
          return outcome(.scaled, chosen, candidate)
        }
      }
      trace.append(TraceStep(.decision, "no text fits at the minimum scale"))
    }
    // 4. Grow the control, where the caller allows.
    if let growth {
      for candidate in drawable {
        if let grown = growth.attempt(candidate) {
          trace.append(grown.step)
          return outcome(.grown, 1, candidate, grown: grown.width)
        }
      }
      trace.append(growth.exhausted)
    }
    // 5. Truncation, only when the caller opted in.
    if allowsTruncation, let first = drawable.first,
      let truncated = try truncate(first, boxes: boxes(first), measure: measure)
    {
      let detail = "truncated: \(truncated.quotedTexts) at scale \(traceNumber(minimumScale))"
      trace.append(TraceStep(.decision, detail))
      return outcome(.truncated, minimumScale, truncated, boxed: first)
    }
    // 6. Image labels.
    trace.append(
      TraceStep(.decision, "image: no text fits \(traceNumber(room.width)) \(room.unit)"))
    return Outcome(
      rung: .image, scale: 1, labels: nil, boxes: candidates.first.map(boxes) ?? [],
      grownWidth: nil, trace: trace)
  }

  /// Cuts every text a cluster at a time until it fits at the minimum scale with the ellipsis.
  private func truncate(
    _ candidate: Candidate, boxes: [Box], measure: (String) throws(MeasureError) -> TextMeasurement
  ) throws(MeasureError) -> Candidate? {
    func cut(_ text: String, _ box: Box) throws(MeasureError) -> Label? {
      let clusters = Graphemes.count(text, locale: locale)
      for keep in stride(from: clusters, through: 1, by: -1) {
        let shortened = Graphemes.truncate(
          text, to: keep, ellipsis: options.ellipsis, locale: locale)
        let label = Label(text: shortened, measurement: try measure(shortened))
        if label.fits(box, scale: minimumScale) { return label }
      }
      return nil
    }
    var labels: [Label] = []
    for (label, box) in zip(candidate.labels, boxes) {
      guard let cutLabel = try cut(label.text, box) else { return nil }
      labels.append(cutLabel)
    }
    return Candidate(level: candidate.level, labels: labels)
  }

  /// The texts of every label at one level of their variants.
  struct Candidate: Sendable {
    let level: Int
    let labels: [Label]

    var texts: [String] { labels.map { $0.text } }
    /// The widest label's advance width at scale 1.
    var width: Double { labels.reduce(0) { max($0, $1.measurement.width) } }
    /// The tallest label's ink height at scale 1.
    var inkHeight: Double { labels.reduce(0) { max($0, $1.measurement.inkHeight) } }
    var isDrawable: Bool { labels.allSatisfy { $0.measurement.missing.isEmpty } }
    /// `"On"/"Off"`, for traces.
    var quotedTexts: String { labels.map { "\"\($0.text)\"" }.joined(separator: "/") }

    /// `"On" 21.4 px / "Off" 23 px, ink 12 px`, for traces.
    var traceDetail: String {
      let missing = labels.flatMap { $0.measurement.missing }
      return labels.map { "\"\($0.text)\" \(traceNumber($0.measurement.width)) px" }
        .joined(separator: " / ") + ", ink \(traceNumber(inkHeight)) px"
        + (missing.isEmpty ? "" : ", no font for \(missing.joined(separator: " "))")
    }

    /// Whether every label fits its box at `scale`.
    func fits(_ boxes: [Box], scale: Double) -> Bool {
      zip(labels, boxes).allSatisfy { label, box in label.fits(box, scale: scale) }
    }

    /// The largest scale ≤ 1 at which every label fits its box.
    func requiredScale(_ boxes: [Box]) -> Double {
      var scale = 1.0
      for (label, box) in zip(labels, boxes) {
        let width = label.measurement.width
        let inkHeight = label.measurement.inkHeight
        if width > 0 { scale = min(scale, (box.width + LabelSetLadder.epsilon) / width) }
        if inkHeight > 0 { scale = min(scale, (box.height + LabelSetLadder.epsilon) / inkHeight) }
      }
      return scale
    }
  }
}

/// A number for traces: at most two decimals, no trailing zeros (see ``NumberText/plain(_:)``).
func traceNumber(_ value: Double) -> String { NumberText.plain(value) }
