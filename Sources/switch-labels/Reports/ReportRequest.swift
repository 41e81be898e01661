/// One `--report FORMAT:PATH`: a report format and the file to write it to.
///
/// ```
/// --report sarif:audit.sarif --report junit:build/audit.xml
/// ```
struct ReportRequest: Hashable, Sendable {
  /// The format's identifier (one of ``Reports/identifiers``).
  var format: String
  /// The file to write (whole or not at all).
  var path: String

  /// Reads `FORMAT:PATH` (split at the first colon; the format in any letter case).
  ///
  /// - Throws: ``ToolError`` (64) for a missing colon or path, or an unknown format.
  static func parse(_ text: String) throws(ToolError) -> ReportRequest {
    guard let colon = text.firstIndex(of: ":") else {
      throw .usage(
        "invalid value '\(Printable.field(text))' for '--report': expected FORMAT:PATH, "
          + "for example sarif:audit.sarif")
    }
    let format = text[..<colon].lowercased()
    let path = String(text[text.index(after: colon)...])
    guard Reports.identifiers.contains(format) else {
      throw .usage(
        "unknown format '\(Printable.field(format))' in '--report': expected one of "
          + Reports.identifiers.joined(separator: ", "))
    }
    guard !path.isEmpty else {
      throw .usage("'--report \(Printable.field(format)):' needs a path after the colon")
    }
    return ReportRequest(format: format, path: path)
  }
}
