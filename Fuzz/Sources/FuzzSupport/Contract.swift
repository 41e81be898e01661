// The contract every reader keeps on any input: a value or a typed error, never a crash.

import SwitchLabels

/// Stops the run with `message` when a reader breaks its contract: libFuzzer records the input
/// that did it as a crash (`crash-<sha1>`), exactly as it records a real crash.
///
/// - Parameters:
///   - condition: What the contract promises for this input.
///   - message: What was broken, with the values involved.
public func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition() else { return }
  fatalError("contract broken: \(message())", file: file, line: line)
}

/// Whether `text` can be shown in a terminal as it is: no control characters (C0, DEL, C1) and
/// no bidi overrides or isolates, which every error message must have escaped.
public func isPrintable(_ text: String) -> Bool {
  text.unicodeScalars.allSatisfy { scalar in
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return false
    default: return true
    }
  }
}

/// The bytes libFuzzer passes, as an array.
public func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
  Array(UnsafeBufferPointer(start: data, count: size))
}

/// The locale of a tag the target itself names (set-up, not fuzz input).
public func locale(_ tag: String) -> LocaleID {
  do {
    return try LocaleID(tag)
  } catch {
    fatalError("the target's own locale \(tag) does not parse: \(error)")
  }
}
