// Fuzz target: catalog files (`CatalogLoader.load(bytes:file:)`, its strict JSON reader and the
// schema), the linter over the same bytes, and a switch resolved with the catalog loaded.
//
// Contract: a catalog whose locale parses back to itself and which resolves (or fails with a
// typed error) in three kinds of geometry; or a `CatalogError` naming the file; and the linter
// calls the file malformed exactly when the loader does.

import FuzzSupport
import SwitchLabels

let file = "fuzz.json"
/// One geometry of each kind of label room: text in the track, a track that grows, text beside.
let geometries: [Geometry] = [.iOSClassic, .androidSwitchCompat, .winUI]

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let input = bytes(data, size)
  let lint = CatalogLinter.lint(bytes: input, file: file)
  for finding in lint.findings {
    require(finding.file == file, "a finding names \(finding.file.debugDescription)")
  }
  do throws(CatalogError) {
    let catalog = try CatalogLoader.load(bytes: input, file: file)
    require(!lint.isMalformed, "the linter calls a loadable file malformed: \(lint.findings)")
    require((try? LocaleID(catalog.locale.tag)) == catalog.locale, "locale \(catalog.locale)")
    let service = LabelService(
      catalogs: CatalogSet([catalog], name: "fuzz"), measurer: EstimatingMeasurer())
    for geometry in geometries { requireResolvable(service, catalog.locale, geometry) }
  } catch {
    require(error.file == file, "the error names \(error.file.debugDescription)")
    require(
      lint.isMalformed == error.isMalformed,
      "loader: \(error); linter malformed: \(lint.isMalformed)")
  }
  return 0
}
