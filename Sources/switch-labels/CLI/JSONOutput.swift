import FoundationEssentials
import SwitchLabels

/// JSON as every command writes it: sorted keys, pretty-printed, bidi controls and line
/// separators as `\u` escapes (``PrettyJSON``), a final newline.
enum JSONOutput {
  /// Encodes `value`, or throws a ``ToolError`` (exit 70) if it cannot be encoded.
  static func encode(_ value: some Encodable) throws(ToolError) -> String {
    do {
      return try PrettyJSON.text(of: value) + "\n"
    } catch {
      throw .failure("cannot encode JSON: \(error)", .software)
    }
  }
}
