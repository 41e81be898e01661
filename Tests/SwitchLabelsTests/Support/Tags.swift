import Testing

extension Tag {
  /// Tests that exercise ICU through the library.
  @Tag static var icu: Self
  /// Tests that shape text with HarfBuzz and real fonts.
  @Tag static var shaping: Self
  /// Tests over the whole locale matrix.
  @Tag static var matrix: Self
}
