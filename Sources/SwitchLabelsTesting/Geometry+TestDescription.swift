import SwitchLabels
import Testing

/// A geometry as a test argument reads as its name, not its whole definition: a matrix of
/// geometries × locales (`@Test(arguments: Geometry.presets, LocaleMatrix.icu)`) logs one short
/// line per case.
extension Geometry: CustomTestStringConvertible {
  /// The geometry's name, for example `ios-classic`.
  public var testDescription: String { name }
}
