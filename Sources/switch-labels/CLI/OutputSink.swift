/// Where a streamed output goes, piece by piece and in order: text, or bytes that are UTF-8
/// already, handed over as they are.
///
/// A writer that makes bytes (the JSON report) sends them without first making a `String` of
/// them, which would check every byte's UTF-8 only for the bytes to be written out again.
///
/// ```swift
/// try OutputFile.stream(to: path, console: console) { sink in
///   try sink("{\n")           // text
///   try sink(encodedBytes)    // [UInt8], written as they are
/// }
/// ```
struct OutputSink {
  /// Takes the next piece's bytes.
  let write: (UnsafeRawBufferPointer) throws -> Void

  /// A sink that gives each piece's bytes to `write`.
  init(_ write: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.write = write }

  /// Sends `text`.
  func callAsFunction(_ text: String) throws {
    var text = text
    try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
  }

  /// Sends `bytes`, which must be UTF-8.
  func callAsFunction(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }
}
