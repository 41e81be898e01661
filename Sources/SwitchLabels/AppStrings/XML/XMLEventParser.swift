// XML through libexpat, with DTDs refused: no external entities, no entity expansion bombs.

internal import CExpat

/// What an XML reader is told while libexpat parses: elements, text, where it is.
protocol XMLEventHandler: AnyObject {
  /// An element starts; `attributes` in document order; `line` is 1-based.
  func start(_ name: String, attributes: [(name: String, value: String)], line: Int)
    throws(AppStringsError)
  /// An element ends.
  func end(_ name: String) throws(AppStringsError)
  /// Character data (CDATA included), in pieces: entities and character references decoded.
  func text(_ text: String)
}

/// Parses XML with libexpat and hands its events to an ``XMLEventHandler``.
///
/// A document type declaration (`<!DOCTYPE`, and with it every entity declaration) is refused:
/// neither Android resources nor XLIFF use one, and refusing it rules out external entities
/// (XXE) and entity expansion ("billion laughs"). Only the five predefined entities and
/// character references are decoded. Encoding: UTF-8 or UTF-16 (by BOM), or what the XML
/// declaration names among the encodings libexpat knows (US-ASCII, ISO-8859-1).
enum XMLEventParser {
  /// Parses `bytes`; `file` names the document in errors.
  ///
  /// - Throws: ``AppStringsError/malformed(file:line:reason:)`` with libexpat's message and line,
  ///   or the handler's own error.
  static func parse(_ bytes: [UInt8], file: String, handler: some XMLEventHandler)
    throws(AppStringsError)
  {
    guard let parser = XML_ParserCreate(nil) else {
      throw .malformed(file: file, line: nil, reason: "libexpat could not create a parser")
    }
    defer { XML_ParserFree(parser) }
    let session = Session(handler: handler, parser: parser, file: file)
    let context = Unmanaged.passUnretained(session).toOpaque()
    XML_SetUserData(parser, context)
    _ = XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
    XML_SetStartDoctypeDeclHandler(parser) { context, _, _, _, _ in
      Session.from(context)?.refuse(
        "a document type declaration (<!DOCTYPE …>) is not read: no DTDs, no entity declarations")
    }
    XML_SetEntityDeclHandler(parser) { context, _, _, _, _, _, _, _, _ in
      Session.from(context)?.refuse("an entity declaration is not read")
    }
    XML_SetElementHandler(
      parser,
      { context, name, attributes in
        Session.from(context)?.start(name, attributes)
      },
      { context, name in
        Session.from(context)?.end(name)
      })
    XML_SetCharacterDataHandler(parser) { context, text, length in
      Session.from(context)?.text(text, length)
    }
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

  /// One parse: the handler, and the first error, which stops libexpat.
  private final class Session {
    let handler: any XMLEventHandler
    let parser: XML_Parser
    let file: String
    var failure: AppStringsError?

    init(handler: any XMLEventHandler, parser: XML_Parser, file: String) {
      self.handler = handler
      self.parser = parser
      self.file = file
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> Session? {
      // The context is this session, passed unretained; the parse that uses it keeps it alive.
      context.map { Unmanaged<Session>.fromOpaque($0).takeUnretainedValue() }
    }

    var line: Int { Int(XML_GetCurrentLineNumber(parser)) }

    func refuse(_ reason: String) {
      fail(.malformed(file: file, line: line, reason: reason))
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
      var pairs: [(name: String, value: String)] = []
      if var cursor = attributes {
        while let key = cursor.pointee, let value = (cursor + 1).pointee {
          pairs.append((String(cString: key), String(cString: value)))
          cursor += 2
        }
      }
      do {
        try handler.start(String(cString: name), attributes: pairs, line: line)
      } catch {
        fail(error)
      }
    }

    func end(_ name: UnsafePointer<XML_Char>?) {
      guard failure == nil, let name else { return }
      do {
        try handler.end(String(cString: name))
      } catch {
        fail(error)
      }
    }

    func text(_ text: UnsafePointer<XML_Char>?, _ length: Int32) {
      guard failure == nil, let text, length > 0 else { return }
      let buffer = UnsafeRawBufferPointer(start: text, count: Int(length))
      handler.text(String(decoding: buffer, as: UTF8.self))
    }
  }
}
