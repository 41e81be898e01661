// `%#@name@` references of String Catalogs and `.stringsdict` files, expanded within a budget.

/// Replaces each `%#@name@` reference in a text by its substitution's `other` form, in one pass;
/// forms referring to others are replaced in turn, a cycle or unknown name stays as written; as
/// each reference can double the text, one file's text is limited to ``baseBudget`` plus
/// ``budgetPerByte`` times its size.
struct PluralSubstitutions {
  /// The bytes of text any file may build, however small.
  static let baseBudget = 1 << 16
  /// The bytes of text each byte of the file adds to the budget.
  static let budgetPerByte = 8

  /// The file, named in errors.
  let file: String
  /// The bytes (and references) still to be spent on this file.
  private var budget: Int

  /// An expander for the texts of one file of `fileSize` bytes.
  init(file: String, fileSize: Int) {
    self.file = file
    budget = Self.baseBudget + Self.budgetPerByte * fileSize
  }

  /// `text` with each reference to a name in `forms` replaced by that form, itself expanded;
  /// throws `malformed`, naming `key` and `locale`, past the file's budget.
  mutating func expand(
    _ text: String, forms: [String: String], key: String, locale: String? = nil
  ) throws(AppStringsError) -> String {
    let key =
      "\"\(AppStringsError.printable(key))\""
      + (locale.map { " (\(AppStringsError.printable($0)))" } ?? "")
    guard !forms.isEmpty, text.utf8.contains(UInt8(ascii: "@")) else { return text }
    let forms = forms.mapValues { Array($0.utf8) }
    var output: [UInt8] = []
    // The texts being read, innermost last: their bytes, the cursor, and the name replaced.
    var stack: [(bytes: [UInt8], index: Int, name: String?)] = [(Array(text.utf8), 0, nil)]
    var active: Set<String> = []
    while let top = stack.last {
      let (bytes, start) = (top.bytes, top.index)
      guard let reference = Self.reference(in: bytes, from: start) else {
        try append(bytes[start...], to: &output, key: key)
        if let name = top.name { active.remove(name) }
        stack.removeLast()
        continue
      }
      try append(bytes[start..<reference.range.lowerBound], to: &output, key: key)
      stack[stack.count - 1].index = reference.range.upperBound
      if let form = forms[reference.name], active.insert(reference.name).inserted {
        try spend(1, key: key)
        stack.append((form, 0, reference.name))
      } else {
        try append(bytes[reference.range], to: &output, key: key)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private mutating func append(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8], key: String)
    throws(AppStringsError)
  {
    try spend(bytes.count, key: key)
    output.append(contentsOf: bytes)
  }

  private mutating func spend(_ amount: Int, key: String) throws(AppStringsError) {
    budget -= amount
    guard budget < 0 else { return }
    throw .malformed(
      file: file, line: nil,
      reason: "the text of \(key) grows too large through its "
        + "nested %#@…@ substitutions (the file's texts would pass \(Self.baseBudget) + "
        + "\(Self.budgetPerByte) × its size in bytes)")
  }

  /// The next `%#@name@` at or after `start`: its bytes and its name.
  private static func reference(in bytes: [UInt8], from start: Int) -> (
    range: Range<Int>, name: String
  )? {
    var index = start
    while index + 3 < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: "#"),
        bytes[index + 2] == UInt8(ascii: "@")
      {
        // No closing "@" after this one: none after a later one either.
        guard let end = bytes[(index + 3)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
        if end > index + 3 {
          return (index..<end + 1, String(decoding: bytes[(index + 3)..<end], as: UTF8.self))
        }
      }
      index += 1
    }
    return nil
  }
}
