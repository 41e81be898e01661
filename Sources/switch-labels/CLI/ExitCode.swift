import FoundationEssentials
import SwitchLabels

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
  /// The output could not be written: a file, or stdout (`EX_CANTCREAT`).
  static let cannotCreate = ExitCode(rawValue: 73)

  /// Every status the tool exits with and what it means, in the order `--help` lists them.
  static let documented: [(code: ExitCode, meaning: String)] = [
    (.success, "ok"),
    (.findings, "findings (lint, audit --fail-on)"),
    (.usage, "usage: a mistake on the command line"),
    (.dataError, "bad data: a locale id, catalog, geometry, font file or value"),
    (.noInput, "missing input: a file or folder that does not exist"),
    (.unavailable, "missing font or system library"),
    (.software, "internal error"),
    (.cannotCreate, "cannot write the output (a file, or stdout)"),
  ]

  /// The status for any error the library or the tool throws: the one map from errors to exit
  /// codes, so the same error exits the same way wherever it is thrown (alone or wrapped).
  static func of(_ error: any Error) -> ExitCode {
    switch error {
    case let error as ToolError: return error.exitCode
    case let error as ExitCode: return error
    case is LocaleError, is CatalogError: return .dataError
    case let error as AppStringsError: return error.isMissingInput ? .noInput : .dataError
    case let error as GeometryError: return of(error)
    case let error as MeasureError: return of(error)
    case let error as ResolveError:
      switch error {
      case .measure(let error): return of(error)
      case .invalidGeometry(let error): return of(error)
      case .invalidLocale, .invalidCustomLabel, .unmeasurableWords: return .dataError
      }
    case let error as ExportError:
      switch error {
      case .resolve(let error): return of(error)
      case .invalidKeyPrefix, .reservedTypeName, .unsupported: return .usage
      case .conflictingGeometryName: return .dataError
      case .encoding: return .software
      }
    case let error as SegmentedControlError:
      switch error {
      case .measure(let error): return of(error)
      case .invalidGeometry(let error): return of(error)
      default: return .dataError
      }
    default: return .software
    }
  }

  /// 64 for a preset name that does not exist, 65 for a geometry that cannot be used.
  private static func of(_ error: GeometryError) -> ExitCode {
    if case .unknownPreset = error { return .usage }
    return .dataError
  }

  /// 69 when a font or system library is missing, 65 for a file that is not a usable font or
  /// text that is too long, 64 for a size outside the accepted range.
  private static func of(_ error: MeasureError) -> ExitCode {
    switch error {
    case .fontNotFound, .systemLibrary: return .unavailable
    case .unreadableFont(let path, _):
      return FileManager.default.fileExists(atPath: path) ? .dataError : .unavailable
    case .textTooLong: return .dataError
    case .invalidSize: return .usage
    }
  }
}
