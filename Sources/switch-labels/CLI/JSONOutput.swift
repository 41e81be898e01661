import FoundationEssentials

/// JSON as every command writes it: sorted keys, pretty-printed, a final newline.
enum JSONOutput {
  /// Encodes `value`, or throws a ``ToolError`` (exit 70) if it cannot be encoded.
  static func encode(_ value: some Encodable) throws(ToolError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      throw .failure("cannot encode JSON: \(error)", .software)
    }
  }
}
