// Text as Android's resource compiler reads it back: XML escaping plus Android's own rules.

/// Escapes text for an Android `<string>` body so that `getString` returns it exactly: beyond XML's
/// `&`, `<`, `>`, `\`, `'`, `"` get a backslash (aapt2 drops a bare `"`, refuses `'`), a leading
/// `@` or `?` too (else a reference), a space Android would collapse or trim is `\u0020`, and what
/// XML 1.0 cannot hold is `\uXXXX`, which Android decodes back.
enum AndroidEscaper {
  /// `text` escaped for a `<string>` element's content.
  static func escape(_ text: String) -> String {
    BackslashEscaping.escape(
      text, escapesReturn: false, unicode: { "\\u" + BackslashEscaping.hex($0, digits: 4) }
    ) { scalars, index in
      switch scalars[index] {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "'": return "\\'"
      case "@" where index == 0, "?" where index == 0: return "\\" + String(scalars[index])
      case " ":
        let collapses =
          index == 0 || index == scalars.count - 1 || scalars[index - 1] == " "
        return collapses ? "\\u0020" : " "
      default: return nil
      }
    }
  }
}
