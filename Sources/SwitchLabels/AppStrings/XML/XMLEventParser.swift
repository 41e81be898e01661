// XML through libexpat, with DTDs refused: no external entities, no entity expansion bombs.

internal import CExpat

/// What an XML reader is told while libexpat parses: elements, text, where it is; the events hand
/// over libexpat's own bytes, valid only during the call.
protocol XMLEventHandler: AnyObject {
  func start(_ element: XMLElementStart) throws(AppStringsError)
  func end(_ name: XMLName) throws(AppStringsError)
  /// Character data (CDATA included), in pieces, as UTF-8, entities and references decoded.
  func text(_ utf8: UnsafeRawBufferPointer)
  /// Whether ``text(_:)`` is wanted now (asked after each start and end; else libexpat skips it).
  var wantsText: Bool { get }
}

extension XMLEventHandler {
  /// Every piece of text is wanted.
  var wantsText: Bool { true }
}

/// An element or attribute name as libexpat reports it: NUL-terminated UTF-8, valid in the event.
struct XMLName {
  let pointer: UnsafePointer<CChar>

  /// The name (ill-formed UTF-8 replaced with U+FFFD).
  var string: String { String(cString: pointer) }

  /// The name after its namespace prefix (`xliff:g` → `g`), as a `String`.
  var localName: String {
    let name = string
    return name.split(separator: ":").last.map(String.init) ?? name
  }

  /// Whether the name is `literal`, compared byte by byte without making a `String`.
  static func == (name: XMLName, literal: StaticString) -> Bool {
    literal.withUTF8Buffer { expected in
      var index = 0
      while index < expected.count {
        guard UInt8(bitPattern: name.pointer[index]) == expected[index] else { return false }
        index += 1
      }
      return name.pointer[index] == 0
    }
  }
}

/// An element's start: its name, its attributes and its line, each read when asked for.
struct XMLElementStart {
  /// The element's name, with its prefix (`xliff:g`).
  let name: XMLName
  fileprivate let attributes: UnsafeMutablePointer<UnsafePointer<XML_Char>?>?
  fileprivate let lines: XMLEventParser.Lines

  /// The 1-based line the element starts on.
  var line: Int { lines.current }

  /// The value of the attribute named `key` (with its prefix, `tools:locale`), if present.
  func attribute(_ key: StaticString) -> String? {
    attributeValue(key).map { XMLName(pointer: $0).string }
  }

  /// Whether the attribute named `key` is present with the value `value`.
  func attribute(_ key: StaticString, is value: StaticString) -> Bool {
    guard let found = attributeValue(key) else { return false }
    return XMLName(pointer: found) == value
  }

  /// The value of the attribute `key`, as libexpat's bytes.
  private func attributeValue(_ key: StaticString) -> UnsafePointer<CChar>? {
    guard var cursor = attributes else { return nil }
    while let name = cursor.pointee, let value = (cursor + 1).pointee {
      if XMLName(pointer: name) == key { return value }
      cursor += 2
    }
    return nil
  }
}

/// Parses XML with libexpat for an ``XMLEventHandler``, refusing `<!DOCTYPE` (Android resources
/// and XLIFF use none) to rule out XXE and entity expansion; encodings: UTF-8, UTF-16 (by BOM), or
/// one the declaration names that libexpat knows.
enum XMLEventParser {
  /// Parses `bytes`; `file` names the document in errors.
  static func parse(_ bytes: [UInt8], file: String, handler: some XMLEventHandler)
    throws(AppStringsError)
  {
    guard let parser = XML_ParserCreate(nil) else {
      throw .malformed(file: file, line: nil, reason: "libexpat could not create a parser")
    }
    defer { XML_ParserFree(parser) }
    let session = Session(handler: handler, parser: parser, file: file, text: bytes)
    let context = Unmanaged.passUnretained(session).toOpaque()
    XML_SetUserData(parser, context)
    _ = XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
    XML_SetStartDoctypeDeclHandler(parser) { context, _, _, _, _ in
      Session.with(context) {
        $0.refuse(
          "a document type declaration (<!DOCTYPE …>) is not read: no DTDs, no entity declarations"
        )
      }
    }
    XML_SetEntityDeclHandler(parser) { context, _, _, _, _, _, _, _, _ in
      Session.with(context) { $0.refuse("an entity declaration is not read") }
    }
    XML_SetElementHandler(
      parser,
      { context, name, attributes in
        Session.with(context) { $0.start(name, attributes) }
      },
      { context, name in
        Session.with(context) { $0.end(name) }
      })
    session.updateTextHandler()
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        XML_Parse(parser, chars.baseAddress, Int32(chars.count), 1)
      }
    }
    if let failure = session.failure { throw failure }
    guard status == XML_STATUS_OK else {
      let line = Int(XML_GetCurrentLineNumber(parser))
      let code = XML_GetErrorCode(parser)
      let message = XML_ErrorString(code).map { String(cString: $0) } ?? "malformed XML"
      throw .malformed(file: file, line: line, reason: "not well-formed XML: \(message)")
    }
  }

  /// The line of the current event as libexpat counts lines (LF, CR, CRLF), counted in the bytes
  /// since the last event; UTF-16 is left to libexpat (a line feed byte can be half a unit).
  final class Lines {
    fileprivate let parser: XML_Parser
    /// The document, when its line ends are single bytes (UTF-8 and the 8-bit encodings).
    private let text: [UInt8]
    private var counted = 0
    private var line = 1

    fileprivate init(parser: XML_Parser, text: [UInt8]) {
      self.parser = parser
      let utf16 =
        text.count >= 2
        && (text[0] == 0 || text[1] == 0 || (text[0] == 0xFE && text[1] == 0xFF)
          || (text[0] == 0xFF && text[1] == 0xFE))
      self.text = utf16 ? [] : text
    }

    /// The 1-based line of the event being reported.
    var current: Int {
      let index = Int(XML_GetCurrentByteIndex(parser))
      guard !text.isEmpty, index >= counted, index <= text.count else {
        return Int(XML_GetCurrentLineNumber(parser))
      }
      for position in counted..<index {
        let byte = text[position]
        if byte == 0x0A || (byte == 0x0D && text.dropFirst(position + 1).first != 0x0A) {
          line += 1
        }
      }
      counted = index
      return line
    }
  }

  /// One parse: the handler, and the first error, which stops libexpat.
  private final class Session {
    let handler: any XMLEventHandler
    let parser: XML_Parser
    let file: String
    let lines: Lines
    var failure: AppStringsError?
    /// Whether libexpat has the text handler now.
    private var hasTextHandler = false

    init(handler: any XMLEventHandler, parser: XML_Parser, file: String, text: [UInt8]) {
      self.handler = handler
      self.parser = parser
      self.file = file
      lines = Lines(parser: parser, text: text)
    }

    /// Calls `body` with the session behind `context` (libexpat's user data; the parse holds it).
    static func with(_ context: UnsafeMutableRawPointer?, _ body: (Session) -> Void) {
      guard let context else { return }
      body(Unmanaged<Session>.fromOpaque(context).takeUnretainedValue())
    }

    /// Gives libexpat a text handler when the handler wants text, and none when it does not.
    func updateTextHandler() {
      let wanted = handler.wantsText
      guard wanted != hasTextHandler else { return }
      hasTextHandler = wanted
      XML_SetCharacterDataHandler(parser, wanted ? Self.textHandler : nil)
    }

    /// libexpat's text handler: the piece goes to the session's handler.
    private static let textHandler: XML_CharacterDataHandler = { context, text, length in
      Session.with(context) { $0.text(text, length) }
    }

    func refuse(_ reason: String) {
      fail(.malformed(file: file, line: lines.current, reason: reason))
    }

    func fail(_ error: AppStringsError) {
      guard failure == nil else { return }
      failure = error
      XML_StopParser(parser, XML_FALSE)
    }

    func start(
      _ name: UnsafePointer<XML_Char>?,
      _ attributes: UnsafeMutablePointer<UnsafePointer<XML_Char>?>?
    ) {
      guard failure == nil, let name else { return }
      do {
        try handler.start(
          XMLElementStart(name: XMLName(pointer: name), attributes: attributes, lines: lines))
      } catch {
        fail(error)
      }
      updateTextHandler()
    }

    func end(_ name: UnsafePointer<XML_Char>?) {
      guard failure == nil, let name else { return }
      do {
        try handler.end(XMLName(pointer: name))
      } catch {
        fail(error)
      }
      updateTextHandler()
    }

    func text(_ text: UnsafePointer<XML_Char>?, _ length: Int32) {
      guard failure == nil, let text, length > 0 else { return }
      handler.text(UnsafeRawBufferPointer(start: text, count: Int(length)))
    }
  }
}
