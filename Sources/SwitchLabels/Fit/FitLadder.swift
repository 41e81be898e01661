// The fit ladder (DESIGN §3): preferred text → shorter variants → one shared scale → growth →
// (truncation, if asked for) → image labels; both states together.

/// Walks the fit ladder for the two states of one control.
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
    let on: (text: String, measurement: TextMeasurement)?
    let off: (text: String, measurement: TextMeasurement)?
    let trace: [TraceStep]
  }

  /// A tolerance for comparing widths (floating-point sums of glyph advances).
  static let epsilon = 0.001

  /// Fits `on` and `off` (each preferred → shortest, in natural case).
  func fit(on onTexts: [String], off offTexts: [String]) throws(MeasureError) -> Outcome {
    var trace: [TraceStep] = []
    let box = geometry.labelBox()
    trace.append(
      TraceStep(
        "geometry",
        "\(geometry.name): label box \(traceNumber(box.width))×\(traceNumber(box.height)) px, font "
          + "\(geometry.font), minimum scale \(traceNumber(geometry.minimumScale))"))
    guard !onTexts.isEmpty, !offTexts.isEmpty else {
      trace.append(TraceStep("decision", "no texts: image labels"))
      return imageOutcome(trace)
    }
    var measured: [String: TextMeasurement] = [:]
    func measure(_ text: String) throws(MeasureError) -> TextMeasurement {
      if let known = measured[text] { return known }
      let measurement = try measurer.measure(text, font: geometry.font, locale: locale)
      measured[text] = measurement
      return measurement
    }
    let levels = max(onTexts.count, offTexts.count)
    var pairs: [Pair] = []
    for level in 0..<levels {
      let onText = geometry.textCase.apply(to: onTexts[min(level, onTexts.count - 1)], in: locale)
      let offText = geometry.textCase.apply(
        to: offTexts[min(level, offTexts.count - 1)], in: locale)
      let pair = Pair(
        level: level, on: (onText, try measure(onText)), off: (offText, try measure(offText)))
      if level > 0, let previous = pairs.last, previous.on.text == pair.on.text,
        previous.off.text == pair.off.text
      {
        continue
      }
      pairs.append(pair)
      let missing = pair.on.measurement.missing + pair.off.measurement.missing
      trace.append(
        TraceStep(
          "candidate",
          "\"\(onText)\" \(traceNumber(pair.on.measurement.width)) px / \"\(offText)\" "
            + "\(traceNumber(pair.off.measurement.width)) px, ink \(traceNumber(pair.inkHeight)) px"
            + (missing.isEmpty ? "" : ", no font for \(missing.joined(separator: " "))")))
    }
    let drawable = pairs.filter(\.isDrawable)
    if drawable.count < pairs.count {
      trace.append(TraceStep("decision", "texts with characters no font covers are not drawn"))
    }

    // 1–2. Full size: the preferred texts, then the shorter variants.
    if let pair = drawable.first(where: { $0.fits(box, scale: 1) }) {
      let rung: Rung = pair.level == 0 ? .preferred : .shorter
      trace.append(TraceStep("decision", "\(rung): fits at full size"))
      return Outcome(
        rung: rung, scale: 1, trackWidth: geometry.trackWidth, on: pair.on, off: pair.off,
        trace: trace)
    }
    // 3. One scale for both states, never below the minimum; the most preferred texts that can.
    if geometry.minimumScale < 1 {
      for pair in drawable {
        let scale = pair.requiredScale(box)
        if scale >= geometry.minimumScale - Self.epsilon / 10 {
          let chosen = max(geometry.minimumScale, (scale * 1000).rounded(.down) / 1000)
          trace.append(
            TraceStep(
              "decision",
              "scaled: \"\(pair.on.text)\"/\"\(pair.off.text)\" fit at scale \(traceNumber(chosen)) "
                + "(minimum \(traceNumber(geometry.minimumScale)))"))
          return Outcome(
            rung: .scaled, scale: chosen, trackWidth: geometry.trackWidth, on: pair.on,
            off: pair.off, trace: trace)
        }
      }
      trace.append(TraceStep("decision", "no text fits at the minimum scale"))
    }
    // 4. Grow the control, where the geometry allows.
    if geometry.canGrow {
      for pair in drawable where pair.inkHeight <= box.height + Self.epsilon {
        let needed = geometry.trackWidth(forLabelWidth: pair.width)
        if needed <= geometry.maximumTrackWidth + Self.epsilon {
          let width = (needed * 100).rounded(.up) / 100
          trace.append(
            TraceStep(
              "decision",
              "grown: track \(traceNumber(geometry.trackWidth)) → \(traceNumber(width)) px (maximum "
                + "\(traceNumber(geometry.maximumTrackWidth)))"))
          return Outcome(
            rung: .grown, scale: 1, trackWidth: width, on: pair.on, off: pair.off, trace: trace)
        }
      }
      trace.append(
        TraceStep(
          "decision", "growing to \(traceNumber(geometry.maximumTrackWidth)) px is not enough"))
    }
    // 5. Truncation, only when the caller opted in.
    if options.allowsTruncation, let pair = drawable.first,
      let truncated = try truncate(pair, box: box, measure: measure)
    {
      trace.append(
        TraceStep(
          "decision",
          "truncated: \"\(truncated.on.text)\"/\"\(truncated.off.text)\" at scale "
            + "\(traceNumber(geometry.minimumScale))"))
      return Outcome(
        rung: .truncated, scale: geometry.minimumScale, trackWidth: geometry.trackWidth,
        on: truncated.on, off: truncated.off, trace: trace)
    }
    // 6. Image labels.
    trace.append(TraceStep("decision", "image: no text fits \(traceNumber(box.width)) px"))
    return imageOutcome(trace)
  }

  private func imageOutcome(_ trace: [TraceStep]) -> Outcome {
    Outcome(
      rung: .image, scale: 1, trackWidth: geometry.trackWidth, on: nil, off: nil, trace: trace)
  }

  /// Cuts both preferred texts, one grapheme cluster at a time, until they fit at the minimum
  /// scale with the ellipsis.
  private func truncate(
    _ pair: Pair, box: (width: Double, height: Double),
    measure: (String) throws(MeasureError) -> TextMeasurement
  ) throws(MeasureError) -> Pair? {
    let scale = geometry.minimumScale
    func cut(_ text: String) throws(MeasureError) -> (text: String, measurement: TextMeasurement)? {
      let clusters = Graphemes.count(text, locale: locale)
      for keep in stride(from: clusters, through: 1, by: -1) {
        let candidate = Graphemes.truncate(
          text, to: keep, ellipsis: options.ellipsis, locale: locale)
        let measurement = try measure(candidate)
        if measurement.width * scale <= box.width + Self.epsilon,
          measurement.inkHeight * scale <= box.height + Self.epsilon
        {
          return (candidate, measurement)
        }
      }
      return nil
    }
    guard let on = try cut(pair.on.text), let off = try cut(pair.off.text) else { return nil }
    return Pair(level: pair.level, on: on, off: off)
  }

  /// The texts of both states at one level of the catalog's variants.
  struct Pair {
    let level: Int
    let on: (text: String, measurement: TextMeasurement)
    let off: (text: String, measurement: TextMeasurement)

    var width: Double { max(on.measurement.width, off.measurement.width) }
    var inkHeight: Double { max(on.measurement.inkHeight, off.measurement.inkHeight) }
    var isDrawable: Bool { on.measurement.missing.isEmpty && off.measurement.missing.isEmpty }

    func fits(_ box: (width: Double, height: Double), scale: Double) -> Bool {
      width * scale <= box.width + FitLadder.epsilon
        && inkHeight * scale <= box.height + FitLadder.epsilon
    }

    /// The largest scale ≤ 1 at which both fit.
    func requiredScale(_ box: (width: Double, height: Double)) -> Double {
      var scale = 1.0
      if width > 0 { scale = min(scale, (box.width + FitLadder.epsilon) / width) }
      if inkHeight > 0 { scale = min(scale, (box.height + FitLadder.epsilon) / inkHeight) }
      return scale
    }
  }
}

/// A number for traces: at most two decimals, no trailing zeros.
func traceNumber(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var text = String(rounded)
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
