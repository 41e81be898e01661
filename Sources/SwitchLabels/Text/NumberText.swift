// Numbers as people read them in traces, messages, reports and drawings: one formatter, total.

/// Formats numbers for output; NaN, infinities and huge numbers come out as text, never a trap.
package enum NumberText {
  /// Numbers at least this large are written in Swift's shortest round-trip form (`1e+20`).
  static let largest = 1e15

  /// At most two decimals and no trailing zeros: `54`, `0.85`, `61.27`, `1e+20`, `nan`.
  package static func plain(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    guard rounded.isFinite, abs(rounded) < largest else { return "\(value)" }
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// Exactly two decimals, for columns of measurements: `54.00`, `0.85`, `-1.50`.
  package static func fixed(_ value: Double) -> String {
    guard value.isFinite, abs(value) < largest else { return "\(value)" }
    let hundredths = Int64((abs(value) * 100).rounded())
    let digits = String(hundredths % 100)
    return (value < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)."
      + (digits.count == 1 ? "0" + digits : digits)
  }
}
