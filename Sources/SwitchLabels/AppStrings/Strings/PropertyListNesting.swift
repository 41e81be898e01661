// The nesting of an XML property list, checked before PropertyListDecoder reads it.

/// Refuses an XML property list whose `<dict>` and `<array>` nest deeper than a localization file
/// ever does: PropertyListDecoder recurses once per level, and some thousands crash the process;
/// tags count however spelled (`<dict\n>`), `<dict/>` opens nothing, and comments, CDATA and
/// `<?…?>` are skipped.
enum PropertyListNesting {
  static let maximumDepth = 64

  /// Fails where `units` (UTF-8 or UTF-16) nest `<dict>` or `<array>` past ``maximumDepth``.
  static func check<Unit: FixedWidthInteger>(_ units: [Unit], file: String)
    throws(AppStringsError)
  {
    var scanner = Scanner(units: units)
    var depth = 0
    while let tag = scanner.nextTag() {
      switch tag {
      case .open:
        depth += 1
        if depth > maximumDepth {
          throw .malformed(
            file: file, line: scanner.tagLine,
            reason: "a property list nested too deep (more than \(maximumDepth) <dict>/<array> "
              + "levels)")
        }
      case .close:
        depth -= 1
      }
    }
  }

  /// A `<dict>` or `<array>` tag.
  private enum Tag { case open, close }

  /// A cursor over the file's code units that finds `<dict>` and `<array>` tags, counting lines.
  private struct Scanner<Unit: FixedWidthInteger> {
    let units: [Unit]
    var index = 0
    /// The line at the cursor.
    private var line = 1
    /// The line of the last tag found.
    private(set) var tagLine = 1
    private let names: [[Unit]] = ["dict", "array"].map { $0.utf8.map { Unit($0) } }

    init(units: [Unit]) { self.units = units }

    private static func ascii(_ character: Unicode.Scalar) -> Unit { Unit(character.value) }

    /// Moves past the next `<` (counting lines); false at the end.
    private mutating func skipToTagStart() -> Bool {
      let open = Self.ascii("<")
      let newline = Self.ascii("\n")
      while index < units.count {
        let unit = units[index]
        index += 1
        if unit == newline { line += 1 }
        if unit == open { return true }
      }
      return false
    }

    /// Whether `text` (ASCII) comes at the cursor.
    private func at(_ text: String) -> Bool {
      let ascii = text.utf8
      guard index + ascii.count <= units.count else { return false }
      return zip(units[index...], ascii).allSatisfy { $0 == Unit($1) }
    }

    /// Moves past `terminator` (ASCII), counting lines; to the end when it never comes.
    private mutating func skip(past terminator: String) {
      let newline = Self.ascii("\n")
      while index < units.count, !at(terminator) {
        if units[index] == newline { line += 1 }
        index += 1
      }
      index = min(index + terminator.utf8.count, units.count)
    }

    /// Whether `unit` can continue an XML name (so `<dictionary>` is not `<dict>`).
    private static func isNameUnit(_ unit: Unit) -> Bool {
      switch unit {
      case ascii("a")...ascii("z"), ascii("A")...ascii("Z"), ascii("0")...ascii("9"), ascii("-"),
        ascii("_"), ascii("."), ascii(":"):
        return true
      default:
        return unit > 0x7F
      }
    }

    /// The next `<dict>` or `<array>` start or end tag, however spelled; nil at the end.
    mutating func nextTag() -> Tag? {
      while skipToTagStart() {
        if at("!--") {
          skip(past: "-->")
          continue
        }
        if at("![CDATA[") {
          skip(past: "]]>")
          continue
        }
        if at("?") {
          skip(past: "?>")
          continue
        }
        let closing = index < units.count && units[index] == Self.ascii("/")
        let start = closing ? index + 1 : index
        guard
          let name = names.first(where: {
            start + $0.count <= units.count
              && units[start..<start + $0.count].elementsEqual($0)
          })
        else { continue }
        let after = start + name.count
        // `<dict` at the end of the file, or followed by more of a name, is no tag of ours.
        guard after < units.count, !Self.isNameUnit(units[after]) else { continue }
        index = after
        tagLine = line
        let empty = skipAttributes()
        if closing { return .close }
        if !empty { return .open }
      }
      return nil
    }

    /// Moves past the rest of a tag to its `>`; whether it ended with `/>` (an empty element).
    private mutating func skipAttributes() -> Bool {
      let newline = Self.ascii("\n")
      var quote: Unit? = nil
      var previous: Unit = 0
      while index < units.count {
        let unit = units[index]
        index += 1
        if unit == newline { line += 1 }
        if let open = quote {
          if unit == open { quote = nil }
        } else if unit == Self.ascii("\"") || unit == Self.ascii("'") {
          quote = unit
        } else if unit == Self.ascii(">") {
          return previous == Self.ascii("/")
        }
        previous = unit
      }
      return false
    }
  }
}
