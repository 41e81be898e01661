import FoundationEssentials
import SwitchLabels

/// The `--catalog <folder>` option shared by the commands that read catalogs.
enum CatalogOptions {
  /// `--catalog <folder>`.
  static let catalog = Option<String>(
    "catalog", "<folder>", "Use the catalogs in <folder> over the bundled ones")
  /// `--skip-invalid`.
  static let skipInvalid = Flag(
    "skip-invalid",
    "With --catalog: skip catalog files that cannot be used (warn) instead of failing")

  /// The bundled catalogs, or the user's folder over them.
  ///
  /// - Throws: ``ToolError`` with exit 66 when the folder does not exist, 65 when a file in it
  ///   cannot be used (each problem on stderr; `--skip-invalid` turns them into warnings) or when
  ///   it holds no catalog at all.
  static func catalogs(_ arguments: ParsedArguments, console: Console) throws -> CatalogSet {
    guard let folder = arguments[catalog] else { return .bundled }
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw ToolError.failure("--catalog \(folder): no such folder", .noInput)
    }
    guard isDirectory else {
      throw ToolError.failure(
        "--catalog \(folder): not a folder" + appStringsHint(folder, option: "--strings"),
        .noInput)
    }
    let set = try CatalogSet.load(folder: folder)
    let skipping = arguments[skipInvalid]
    for problem in set.problems {
      console.error(skipping ? "warning: \(problem) (skipped)" : "error: \(problem)")
    }
    if !set.problems.isEmpty, !skipping {
      throw ToolError.data(
        "--catalog \(folder): \(set.problems.count) catalog file"
          + (set.problems.count == 1 ? "" : "s")
          + " cannot be used (--skip-invalid uses the others)")
    }
    if set.catalogs.isEmpty {
      throw ToolError.data("--catalog \(folder): no usable catalog (*.json) in the folder")
    }
    return set.overriding(.bundled)
  }

  /// What to say when `path` is one of the app's localization files given where a catalog is
  /// expected: how the app's files are read instead (`option`), or nothing when it is not one.
  static func appStringsHint(_ path: String, option: String) -> String {
    guard let format = AppStringsFormat.detect(path: path) else { return "" }
    return ": it is the app's \(format.fileDescription), not a SwitchLabels catalog; read it "
      + "with \(option), or write catalogs from it with 'import'"
  }
}
