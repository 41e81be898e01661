// Snapshot tests of drawn controls: the SVG compared with a recorded file beside the test.

import FoundationEssentials
import SwitchLabels
import Testing

/// SVG snapshots: a drawing compared with the one recorded beside the test.
///
/// The recorded file is `__Snapshots__/<test file name>/<name>.svg` in the test file's folder.
/// When there is none it is recorded and the test passes, except on CI (the `CI` environment
/// variable set), where a missing snapshot fails: it would otherwise pass without comparing
/// anything. Set ``recordVariable`` (`SWITCHLABELS_RECORD_SNAPSHOTS=1`) to record every snapshot
/// anew. A different drawing fails with a short diff and the path of the new drawing, written
/// to the temporary folder; the recorded file is left alone.
///
/// The library's SVG is deterministic (fixed element order, numbers with at most two decimals),
/// so a snapshot changes only when what is drawn changes: a text, a scale, a track width, a
/// mirroring. It depends on the fonts installed, like every measurement; name fonts explicitly.
///
/// ```swift
/// @Test func classicGerman() throws {
///   let resolution = try service.resolve(try LocaleID("de-CH"), geometry: .iOSClassic)
///   assertSnapshot(of: resolution, geometry: .iOSClassic)  // __Snapshots__/…/de-CH-ios-classic.svg
/// }
/// ```
public enum SVGSnapshot {
  /// The environment variable that records every snapshot anew when set to `1`, `yes` or `true`.
  public static let recordVariable = "SWITCHLABELS_RECORD_SNAPSHOTS"

  /// What a comparison found.
  public enum Outcome: Hashable, Sendable {
    /// The drawing is the recorded one.
    case matched
    /// The drawing was recorded at this path (there was none, or recording was asked for).
    case recorded(path: String)
    /// The drawing differs from the recorded one: the short diff, and where the new one is.
    case differs(diff: String, newPath: String)
    /// There is no recorded drawing and the run is on CI; the new one is at this path.
    case missing(newPath: String)
    /// A file could not be read or written: the path and why.
    case failed(path: String, reason: String)
  }

  /// The recorded file of snapshot `name` for the test file at `filePath`.
  ///
  /// `name` becomes a file name: anything but letters, digits, `.`, `-` and `_` is replaced by
  /// `_`, so a locale tag or a geometry name can never reach outside the snapshot folder.
  public static func path(named name: String, filePath: String) -> String {
    let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    let file = filePath.split(separator: "/").last.map(String.init) ?? "Tests"
    let test = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
    return folder + "/__Snapshots__/" + safeName(test) + "/" + safeName(name) + ".svg"
  }

  /// `name` with every character but ASCII letters, digits, `.`, `-` and `_` replaced by `_`, and
  /// no leading dot.
  static func safeName(_ name: String) -> String {
    var safe = String(
      name.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return Character(scalar)
        default: return "_"
        }
      })
    while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
    return safe.isEmpty ? "_" : String(safe.prefix(120))
  }

  /// Compares `svg` with the snapshot recorded at `path`, recording it when there is none (or
  /// when asked), without recording any test issue.
  public static func compare(
    _ svg: String, recordedAt path: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Outcome {
    let recordAll = ["1", "yes", "true"].contains(environment[recordVariable]?.lowercased() ?? "")
    let onCI = !(environment["CI"] ?? "").isEmpty
    let manager = FileManager.default
    let exists = manager.fileExists(atPath: path)
    if recordAll || (!exists && !onCI) {
      if let reason = write(svg, to: path) { return .failed(path: path, reason: reason) }
      return .recorded(path: path)
    }
    let newPath = self.newPath(for: path)
    guard exists else {
      if let reason = write(svg, to: newPath) { return .failed(path: newPath, reason: reason) }
      return .missing(newPath: newPath)
    }
    guard let data = manager.contents(atPath: path),
      let recorded = String(validating: data, as: UTF8.self)
    else { return .failed(path: path, reason: "not readable as UTF-8") }
    if recorded == svg { return .matched }
    if let reason = write(svg, to: newPath) { return .failed(path: newPath, reason: reason) }
    return .differs(diff: diff(recorded, svg), newPath: newPath)
  }

  /// Where a new drawing that differs from `path`'s goes: the temporary folder, under the
  /// snapshot's folder and file names.
  static func newPath(for path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    let tail = parts.suffix(2).joined(separator: "/")
    var temporary = FileManager.default.temporaryDirectory.path
    if temporary.hasSuffix("/") { temporary.removeLast() }
    return temporary + "/SwitchLabelsSnapshots/" + tail
  }

  /// Writes `text` whole (a temporary file renamed into place) or not at all; the reason when
  /// it could not.
  static func write(_ text: String, to path: String) -> String? {
    let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(filePath: path), options: .atomic)
      return nil
    } catch {
      return "cannot write: \(error)"
    }
  }

  /// A short diff of two drawings, element by element (`><` starts a new line): the elements
  /// that differ, recorded (`-`) and new (`+`), at most `context` of each, every line cut to 160
  /// characters around its first difference from its counterpart.
  public static func diff(_ recorded: String, _ new: String, context: Int = 4) -> String {
    let old = elements(recorded)
    let now = elements(new)
    var prefix = 0
    while prefix < old.count, prefix < now.count, old[prefix] == now[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < now.count - prefix,
      old[old.count - 1 - suffix] == now[now.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = Array(old[prefix..<(old.count - suffix)])
    let added = Array(now[prefix..<(now.count - suffix)])
    var lines = ["@@ element \(prefix + 1) @@"]
    for (sign, side, other) in [("-", removed, added), ("+", added, removed)] {
      for (index, line) in side.prefix(context).enumerated() {
        lines.append(sign + " " + excerpt(line, against: index < other.count ? other[index] : ""))
      }
      if side.count > context { lines.append("\(sign) … \(side.count - context) more") }
    }
    return lines.joined(separator: "\n")
  }

  /// `line` cut to 160 characters, starting a little before its first difference from `other`.
  private static func excerpt(_ line: String, against other: String) -> String {
    guard line.count > 160 else { return line }
    let same = zip(line, other).prefix { $0 == $1 }.count
    let start = max(0, min(same - 40, line.count - 159))
    let body = line.dropFirst(start).prefix(159)
    return (start > 0 ? "…" : "") + body + (start + 159 < line.count ? "…" : "")
  }

  /// The drawing split into one line per element.
  private static func elements(_ svg: String) -> [String] {
    svg.replacing("><", with: ">\n<").split(separator: "\n").map(String.init)
  }
}

/// Compares `svg` with the snapshot `name` recorded beside the calling test file (see
/// ``SVGSnapshot``), recording it the first time; a difference is recorded as an issue with a
/// short diff and the path of the new drawing.
///
/// - Parameters:
///   - svg: The drawing.
///   - name: The snapshot's name, unique within the test file.
///   - filePath: The test file, whose folder holds `__Snapshots__`: the caller's, by default.
///   - sourceLocation: Where an issue is recorded: the caller, by default.
/// - Returns: What the comparison found.
@discardableResult
public func assertSnapshot(
  _ svg: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SVGSnapshot.Outcome {
  let path = SVGSnapshot.path(named: name, filePath: filePath)
  let outcome = SVGSnapshot.compare(svg, recordedAt: path)
  let message: String
  switch outcome {
  case .matched, .recorded: return outcome
  case .differs(let diff, let newPath):
    message = "snapshot \(name) differs from \(path):\n\(diff)\nnew drawing: \(newPath)"
  case .missing(let newPath):
    message =
      "snapshot \(name) has no recorded drawing at \(path) (CI records none); new drawing: "
      + "\(newPath); record it with \(SVGSnapshot.recordVariable)=1 and commit it"
  case .failed(let failedPath, let reason):
    message = "snapshot \(name): \(failedPath): \(reason)"
  }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  return outcome
}

/// Draws `resolution` in `geometry` (both states, ``SwitchLabels/SwitchSVG``) and compares the
/// drawing with the snapshot named after the locale and the geometry, for example
/// `de-CH-ios-classic`.
@discardableResult
public func assertSnapshot(
  of resolution: Resolution, geometry: Geometry, named name: String? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> SVGSnapshot.Outcome {
  assertSnapshot(
    SwitchSVG.document(resolution, geometry: geometry),
    named: name ?? "\(resolution.requested.tag)-\(geometry.name)", filePath: filePath,
    sourceLocation: sourceLocation)
}
