// Placeholder, replaced below.
public struct EstimatingMeasurer: TextMeasurer {
  public init() {}
  public func measure(_ text: String, font: FontSpec, locale: LocaleID) throws(MeasureError)
    -> TextMeasurement
  {
    try MeasureLimits.check(text, font)
    return TextMeasurement(
      text: text, width: 0, ascent: 0, descent: 0, fonts: [], missing: [], estimated: true)
  }
}
