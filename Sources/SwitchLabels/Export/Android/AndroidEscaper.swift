// Text as Android's resource compiler reads it back: XML escaping plus Android's own rules.

/// Escapes text for the body of an Android `<string>` resource so that `getString` returns it
/// exactly.
///
/// On top of XML's `&`, `<` and `>`: `\` `'` `"` are backslash-escaped (aapt2 drops an unescaped
/// quote and treats `'` as an error), a leading `@` or `?` is escaped (it would be read as a
/// resource or attribute reference), a space that Android would collapse or trim (leading,
/// trailing, or after another space) becomes `\u0020`, and line feed and tab become `\n` and
/// `\t`. Characters XML 1.0 cannot hold (other C0 controls, U+FFFE/F), bidi controls and the
/// line and paragraph separators are written as `\uXXXX`, which Android decodes to the same
/// character, so the file cannot reorder itself in an editor.
///
/// ```swift
/// AndroidEscaper.escape("l'on")  // "l\\'on"
/// AndroidEscaper.escape("@ON")   // "\\@ON"
/// ```
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
