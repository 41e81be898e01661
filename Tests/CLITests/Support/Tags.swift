import Testing

extension Tag {
  /// Tests that run the built command-line tool.
  @Tag static var cli: Self
}
