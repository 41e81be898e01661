// Fuzz target: export → read. Words a catalog accepts, exported as a String Catalog, `.strings`
// folders and Android resources, read back with the app-strings readers.
//
// Contract: for any on/off words that load as a catalog (the catalog rules), every export format
// writes (or fails with a typed `ExportError`), and reading its files back with the reader of the
// same format gives exactly the text, spoken text and image name the export decided.

import FoundationEssentials
import FuzzSupport
import SwitchLabels

/// Locales whose resource names differ in shape: plain, script (`b+sr+Latn`), region (`rTW`),
/// numeric region (`b+es+419`), right-to-left, three-letter.
let locales = [
  "de", "ar", "he", "sr-Latn", "zh-Hant-TW", "es-419", "pt-BR", "ja", "th", "fil", "yue-Hant",
  "ckb",
].map(locale)
/// Text in the track and text beside the track: two ways of choosing the words.
let geometries: [Geometry] = [.iOSClassic, .winUI]
let generator = AuditReport.Generator(tool: "fuzz-export-round-trip", version: "1")

/// A catalog file for `locale` with the two words, encoded by JSONEncoder (so that every string
/// reaches the catalog rules, which decide whether it is a word).
func catalogBytes(_ locale: LocaleID, on: String, off: String) -> [UInt8] {
  struct State: Encodable {
    let texts: [String]
    let spoken: String
  }
  struct File: Encodable {
    let schemaVersion = 1
    let locale: String
    let on: State
    let off: State
    let provenance = ["basis": "fuzz input"]
  }
  let file = File(
    locale: locale.tag, on: State(texts: [on], spoken: on), off: State(texts: [off], spoken: off))
  guard let data = try? JSONEncoder().encode(file) else { return [] }
  return Array(data)
}

/// What an Apple export (String Catalog or `.strings`) holds for `resolution`, by key.
func appleValues(_ resolution: Resolution) -> [String: String] {
  let states = resolution.states
  return [
    "switch.on": states.on.text ?? "", "switch.off": states.off.text ?? "",
    "switch.on.spoken": states.on.spoken, "switch.off.spoken": states.off.spoken,
    "switch.on.image": states.on.image?.name ?? "",
  ]
}

/// What an Android resource file holds for `resolution`, by resource name.
func androidValues(_ resolution: Resolution) -> [String: String] {
  let states = resolution.states
  return [
    "switch_labels_on": states.on.text ?? "", "switch_labels_off": states.off.text ?? "",
    "switch_labels_on_spoken": states.on.spoken, "switch_labels_off_spoken": states.off.spoken,
  ]
}

/// Reads `file` back with the reader of `format` and checks that the table of `locale` (or, for
/// nil, every table the file holds) has `expected`.
func requireReadsBack(
  _ file: ExportFile, as format: AppStringsFormat, locale: LocaleID?,
  expected: [String: String], context: String
) {
  let strings: AppStrings
  do throws(AppStringsError) {
    strings = try AppStringsReader().read(
      bytes: Array(file.contents.utf8), file: file.path, as: format)
  } catch {
    require(false, "\(context): \(file.path) does not read back: \(error)")
    return
  }
  let tables = locale.map { locale in strings.tables.filter { $0.locale == locale } }
  require(tables?.isEmpty != true, "\(context): \(file.path) has no table for the locale")
  for table in tables ?? strings.tables {
    for (key, value) in expected {
      let read = table.entry(key)?.value
      require(
        read == value,
        "\(context): \(file.path) \(table.locale) \(key) reads back \(read.debugDescription), "
          + "exported \(value.debugDescription)")
    }
  }
}

/// The entry point libFuzzer calls with each input; 0 tells it the input was run.
///
/// The first byte picks the locale; the rest is the on word, a zero byte, and the off word.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExportRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let input = bytes(data, size)
  guard let first = input.first else { return 0 }
  let locale = locales[Int(first) % locales.count]
  let words = input.dropFirst().split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  guard words.count == 2 else { return 0 }
  let on = String(decoding: words[0], as: UTF8.self)
  let off = String(decoding: words[1], as: UTF8.self)
  let catalog: LabelCatalog
  do throws(CatalogError) {
    catalog = try CatalogLoader.load(
      bytes: catalogBytes(locale, on: on, off: off), file: "\(locale.tag).json")
  } catch {
    return 0  // not words the catalogs take: the catalog target checks those errors
  }
  let service = LabelService(
    catalogs: CatalogSet([catalog], name: "fuzz"), measurer: EstimatingMeasurer())
  for geometry in geometries {
    let export: LabelExport
    do throws(ResolveError) {
      export = try LabelExport(
        service: service, geometries: [geometry], locales: [locale], jobs: 1,
        generatedBy: generator)
    } catch {
      continue  // a typed error: the resolve's contract, which the catalog target checks
    }
    let resolution = export.resolution(locale: 0, geometry: 0)
    let context = "\(locale) × \(geometry.name) on \(on.debugDescription) off \(off.debugDescription)"
    do throws(ExportError) {
      for file in try ExportFormat.xcstrings.write(export) {
        requireReadsBack(
          file, as: .stringCatalog, locale: locale, expected: appleValues(resolution), context: context)
      }
      for file in try ExportFormat.strings.write(export) {
        requireReadsBack(
          file, as: .strings, locale: locale, expected: appleValues(resolution), context: context)
      }
      for file in try ExportFormat.android.write(export)
      where file.path.hasPrefix("values-") {  // values/ is root: image labels
        requireReadsBack(
          file, as: .android, locale: nil, expected: androidValues(resolution), context: context)
      }
    } catch {
      require(false, "\(context): the export fails: \(error)")
    }
  }
  return 0
}
