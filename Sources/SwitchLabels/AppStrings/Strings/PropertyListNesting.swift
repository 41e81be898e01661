// The nesting of an XML property list, checked before PropertyListDecoder reads it.

/// Refuses an XML property list whose `<dict>` and `<array>` elements nest deeper than a
/// localization file ever does, before PropertyListDecoder would recurse through it.
///
/// PropertyListDecoder builds an XML property list's tree recursively, one stack frame per
/// level: a file of some tens of thousands of nested `<array>`s overflows the stack and crashes
/// the process. A `.stringsdict` nests three levels deep; the old-style text format has its own
/// limit in the decoder, and a binary property list is read lazily.
enum PropertyListNesting {
  /// The deepest nesting read.
  static let maximumDepth = 64

  /// Fails when `units` (UTF-8 bytes or UTF-16 code units of the file) nest `<dict>` and
  /// `<array>` deeper than ``maximumDepth``.
  ///
  /// - Throws: ``AppStringsError/malformed(file:line:reason:)`` naming the line where the limit
  ///   is passed.
  static func check<Unit: FixedWidthInteger>(_ units: [Unit], file: String)
    throws(AppStringsError)
  {
    let open = Unit(UInt8(ascii: "<"))
    let slash = Unit(UInt8(ascii: "/"))
    let close = Unit(UInt8(ascii: ">"))
    let newline = Unit(UInt8(ascii: "\n"))
    let names = ["dict", "array"].map { $0.utf8.map { Unit($0) } }
    var depth = 0
    var line = 1
    var index = 0
    while index < units.count {
      let unit = units[index]
      index += 1
      if unit == newline { line += 1 }
      guard unit == open else { continue }
      let closing = index < units.count && units[index] == slash
      let start = closing ? index + 1 : index
      guard
        let name = names.first(where: {
          units.count > start + $0.count && units[start..<start + $0.count].elementsEqual($0)
        })
      else { continue }
      let after = units[start + name.count]
      if closing {
        depth -= 1
      } else if after == close {
        depth += 1
        if depth > maximumDepth {
          throw .malformed(
            file: file, line: line,
            reason: "a property list nested more than \(maximumDepth) <dict>/<array> deep")
        }
      }
    }
  }
}
