import SwitchLabels

/// The `--catalog <folder>` option shared by the commands that read catalogs.
enum CatalogOptions {
  /// The bundled catalogs, or the user's folder over them; load problems are reported on stderr.
  static func catalogs(_ arguments: ParsedArguments, console: Console) throws -> CatalogSet {
    guard let folder = arguments.value("catalog") else { return .bundled }
    let set = try CatalogSet.load(folder: folder)
    for problem in set.problems { console.error("warning: \(problem) (skipped)") }
    return set.overriding(.bundled)
  }
}
