// gettext PO files, parsed by GNU gettext's own library (libgettextpo).

internal import CGettextPO
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a gettext PO file with libgettextpo (UTF-8 only: it does not convert): the key is the
/// `msgid` (`msgctxt|msgid` with a context), the source language's text; the translation is the
/// locale's (`Language:` header, else the file name); `#, fuzzy` is ``AppStringState/fuzzy``,
/// `msgid_plural` ``AppStringState/plural`` (its last form); an empty `msgstr` has no entry;
/// obsolete `#~` messages are skipped.
enum POReader {
  /// Serialises libgettextpo (its error handler and the shim's jump buffer are global).
  private static let lock = Mutex(())

  static func read(file path: String) throws(AppStringsError) -> AppStringsFileContents {
    // Checks that it is a regular file within the size limit before libgettextpo opens it.
    let bytes = try AppStringsReader.readBytes(path)
    return try read(bytes, file: path, at: path)
  }

  /// The tables of a PO file's bytes, via a private temporary file (libgettextpo reads files).
  static func read(_ bytes: [UInt8], file: String) throws(AppStringsError) -> AppStringsFileContents
  {
    let folder = FileManager.default.temporaryDirectory.path
    var template = Array((folder + "/switch-labels-po-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw .unreadable(path: file, reason: "cannot create a temporary file for libgettextpo")
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    defer { unlink(temporary) }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count <= 0 { return false }
        offset += count
      }
      return true
    }
    close(descriptor)
    guard written else { throw .unreadable(path: file, reason: "cannot write a temporary file") }
    return try read(bytes, file: file, at: temporary)
  }

  private static func read(_ bytes: [UInt8], file: String, at path: String) throws(AppStringsError)
    -> AppStringsFileContents
  {
    let result:
      Result<(messages: [Message], language: String?, charset: String?), AppStringsError> =
        lock.withLock { _ in
          var error = [CChar](repeating: 0, count: 512)
          var errorLine = 0
          guard let po = sl_po_read(path, &error, error.count, &errorLine) else {
            let message = String(
              decoding: error.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
            return .failure(
              .malformed(
                file: file, line: errorLine > 0 ? errorLine : nil,
                reason: "not a valid PO file: \(message.isEmpty ? "unreadable" : message)"))
          }
          defer { sl_po_close(po) }
          let language = headerField(po, "Language")
          let contentType = headerField(po, "Content-Type")
          var collector = Collector()
          withUnsafeMutablePointer(to: &collector) { pointer in
            sl_po_each_message(po, pointer) { context, message in
              guard let context, let message else { return }
              context.assumingMemoryBound(to: Collector.self).pointee.add(message.pointee)
            }
          }
          let charset = contentType.flatMap { type in
            type.split(separator: ";").first { $0.trimmed.lowercased().hasPrefix("charset=") }.map {
              String($0.trimmed.dropFirst("charset=".count))
            }
          }
          // A file in another charset is named as such, not as UTF-8 gone wrong.
          if let charset = charset?.lowercased(),
            !["utf-8", "utf8", "us-ascii", "ascii", "charset"].contains(charset)
          {
            return .failure(
              .invalidEncoding(
                file: file,
                reason:
                  "charset \(AppStringsError.printable(charset)): only UTF-8 PO files are read"))
          }
          if collector.invalidUTF8 {
            return .failure(.invalidEncoding(file: file, reason: "a message is not valid UTF-8"))
          }
          return .success((collector.messages, language, charset))
        }
    let read = try result.get()
    // A NUL in a string (a byte or `\0`): `msgfmt --check` (gettext 0.21) accepts the file, the
    // .mo (`msgunfmt`) and libgettextpo cut the text there; so the cut text is read, and said.
    var notices: [AppStringsNotice] = []
    if let line = nulLine(in: bytes) {
      notices.append(
        AppStringsNotice(
          file: file, line: line, key: nil,
          message: "a string holds a NUL character (\\0): gettext (msgfmt) accepts the file and "
            + "cuts the text there, so the text read is the part before it"))
    }
    let locale: LocaleID
    if let language = read.language?.trimmed, !language.isEmpty {
      do {
        locale = try LocaleID(language)
      } catch {
        throw .unknownLocale(
          file: file, reason: "the Language header \(AppStringsError.locale(language, error))")
      }
      // A language name (`Language: German`) is well-formed BCP 47, but names no language.
      guard locale.language.count < 4 else {
        throw .unknownLocale(
          file: file,
          reason: "the Language header \"\(AppStringsError.printable(language))\": a name, not "
            + "a language code (write a code: de, pt_BR)")
      }
    } else {
      locale = try self.locale(fromPath: file)
    }
    var source: [AppString] = []
    var translated: [AppString] = []
    for message in read.messages {
      source.append(
        AppString(
          key: message.key, value: message.msgid, state: message.isPlural ? .plural : .translated,
          file: file))
      guard !message.msgstr.isEmpty else { continue }
      let state: AppStringState =
        message.fuzzy ? .fuzzy : message.isPlural ? .plural : .translated
      translated.append(
        AppString(key: message.key, value: message.msgstr, state: state, file: file))
    }
    return AppStringsFileContents(
      format: .po,
      tables: [
        .init(locale: nil, isSource: true, entries: source),
        .init(locale: locale, isSource: false, entries: translated),
      ], notices: notices)
  }

  /// The line of the first NUL a string would hold: a NUL byte, or an escape for one in a quoted
  /// string outside comments, read as gettext reads them (`\0`, `\000`, `\x00`); nil if none.
  static func nulLine(in bytes: [UInt8]) -> Int? {
    var line = 1
    var index = 0
    var lineStart = true
    var inComment = false
    var inString = false
    func isOctal(_ byte: UInt8) -> Bool { (0x30...0x37).contains(byte) }
    func isHex(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0 { return line }
      if byte == UInt8(ascii: "\n") {
        (line, lineStart, inComment, inString) = (line + 1, true, false, false)
        continue
      }
      if lineStart, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
      if lineStart, byte == UInt8(ascii: "#") { inComment = true }
      lineStart = false
      if inComment { continue }
      if byte == UInt8(ascii: "\"") {
        inString.toggle()
        continue
      }
      guard inString, byte == UInt8(ascii: "\\"), index < bytes.count else { continue }
      let escaped = bytes[index]
      if isOctal(escaped) {
        var digits = 0
        var value = 0
        while digits < 3, index < bytes.count, isOctal(bytes[index]) {
          value = value * 8 + Int(bytes[index] - 0x30)
          (index, digits) = (index + 1, digits + 1)
        }
        if value == 0 { return line }
      } else if escaped == UInt8(ascii: "x") {
        index += 1
        var digits = 0
        var zero = true
        while index < bytes.count, isHex(bytes[index]) {
          zero = zero && bytes[index] == UInt8(ascii: "0")
          (index, digits) = (index + 1, digits + 1)
        }
        if digits > 0, zero { return line }
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The locale of a PO file from its name (`de.po` → de, `pt_BR.po` → pt-BR, `sr@latin.po` →
  /// sr-Latn) or its `<lang>/LC_MESSAGES/` folder.
  static func locale(fromPath path: String) throws(AppStringsError) -> LocaleID {
    let components = path.split(separator: "/")
    let name = components.last.map(String.init) ?? path
    let stem = name.hasSuffix(".po") ? String(name.dropLast(3)) : name
    if components.count >= 3, components[components.count - 2] == "LC_MESSAGES",
      let locale = LocaleID.named(byFileName: String(components[components.count - 3]))
    {
      return locale
    }
    if let locale = LocaleID.named(byFileName: stem) { return locale }
    throw .unknownLocale(
      file: path,
      reason: "no Language header, and the file name names no locale (de.po, pt_BR.po, "
        + "<lang>/LC_MESSAGES/…)")
  }

  private static func headerField(_ po: OpaquePointer, _ name: String) -> String? {
    guard let value = sl_po_header_field(po, name) else { return nil }
    defer { sl_po_free_string(value) }
    return String(validatingCString: value)
  }

  /// A message as the reader keeps it.
  struct Message {
    let key: String
    let msgid: String
    let msgstr: String
    let fuzzy: Bool
    let isPlural: Bool
  }

  /// Gathers messages from the shim's callback.
  private struct Collector {
    var messages: [Message] = []
    var invalidUTF8 = false

    mutating func add(_ message: sl_po_message) {
      guard message.obsolete == 0, let msgidPointer = message.msgid else { return }
      guard let msgid = String(validatingCString: msgidPointer) else {
        invalidUTF8 = true
        return
      }
      let context = message.msgctxt.map { String(validatingCString: $0) }
      if context == .some(nil) {
        invalidUTF8 = true
        return
      }
      // The header entry (empty msgid, no context).
      if msgid.isEmpty, message.msgctxt == nil { return }
      let isPlural = message.msgid_plural != nil
      let stringPointer = isPlural ? (message.msgstr_other ?? message.msgstr) : message.msgstr
      guard let translation = stringPointer.map({ String(validatingCString: $0) }) ?? "" else {
        invalidUTF8 = true
        return
      }
      let key = context.map { "\($0 ?? "")|\(msgid)" } ?? msgid
      messages.append(
        Message(
          key: key, msgid: msgid, msgstr: translation, fuzzy: message.fuzzy != 0,
          isPlural: isPlural))
    }
  }
}
