/// The tool's exit status, following `sysexits.h`.
struct ExitCode: RawRepresentable, Hashable, Error {
  let rawValue: Int32

  /// Everything worked and nothing was found.
  static let success = ExitCode(rawValue: 0)
  /// The command ran and found something (lint findings, a `--fail-on` condition).
  static let findings = ExitCode(rawValue: 1)
  /// The command line was wrong (`EX_USAGE`).
  static let usage = ExitCode(rawValue: 64)
  /// An input was malformed: a locale id, a catalog, a geometry file (`EX_DATAERR`).
  static let dataError = ExitCode(rawValue: 65)
  /// An input file could not be opened (`EX_NOINPUT`).
  static let noInput = ExitCode(rawValue: 66)
  /// A font or system library is missing (`EX_UNAVAILABLE`).
  static let unavailable = ExitCode(rawValue: 69)
  /// An internal error (`EX_SOFTWARE`).
  static let software = ExitCode(rawValue: 70)
  /// The output file could not be created (`EX_CANTCREAT`).
  static let cannotCreate = ExitCode(rawValue: 73)
}
