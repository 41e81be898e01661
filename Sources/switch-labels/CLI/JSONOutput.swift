import FoundationEssentials
import SwitchLabels

/// JSON as every command writes it: sorted keys, pretty-printed, bidi controls and line
/// separators as `\u` escapes (``JSONText``), a final newline.
enum JSONOutput {
  /// Encodes `value`, or throws a ``ToolError`` (exit 70) if it cannot be encoded.
  static func encode(_ value: some Encodable) throws(ToolError) -> String {
    do {
      return try JSONText.text(of: value) + "\n"
    } catch {
      throw .failure("cannot encode JSON: \(error)", .software)
    }
  }
}
