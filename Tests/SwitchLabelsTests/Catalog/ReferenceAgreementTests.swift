import Foundation
import Testing

@testable import SwitchLabels

/// Compares our words with real toolkits' switch labels (`Locales/reference/*.tsv`).
@Suite("Agreement with reference toolkits")
struct ReferenceAgreementTests {
  /// One reference row: the toolkit's locale name and its on/off labels.
  struct Row: Sendable, CustomTestStringConvertible {
    let reference: String
    let locale: String
    let on: String
    let off: String
    var testDescription: String { "\(reference) \(locale): \(on)/\(off)" }
  }

  static let referenceFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Locales/reference")

  static func rows(_ file: String, reference: String) -> [Row] {
    let url = referenceFolder.appendingPathComponent(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3 else { return nil }
      return Row(reference: reference, locale: fields[0], on: fields[1], off: fields[2])
    }
  }

  static let gtk = rows("switch-labels-gtk.tsv", reference: "gtk")
  static let android = rows("switch-labels-android15.tsv", reference: "android")

  /// Whether our catalog carries the reference's words (compared in the catalog's own lower case).
  static func agrees(_ row: Row, _ catalog: LabelCatalog) -> Bool {
    func fold(_ text: String) -> String { TextCase.lower.apply(to: text.nfc, in: catalog.locale) }
    let on = Set(catalog.on.texts.map(fold))
    let off = Set(catalog.off.texts.map(fold))
    return on.contains(fold(row.on)) && off.contains(fold(row.off))
  }

  @Test("The reference files are present")
  func present() {
    #expect(Self.gtk.count == 73)
    #expect(Self.android.count == 84)
  }

  @Test("Every disagreement with a reference has a recorded reason", arguments: gtk + android)
  func disagreementsHaveReasons(_ row: Row) throws {
    let locale = try LocaleID(row.locale)
    let lookup = CatalogSet.bundled.lookup(LocalePreferences(locale))
    if lookup.isRoot {
      // A language we leave out is not a disagreement: its users get the image labels.
      return
    }
    if Self.agrees(row, lookup.catalog) { return }
    let reason = lookup.catalog.provenance.references[row.reference]
    #expect(
      reason?.isEmpty == false,
      "\(row.reference) \(row.locale) says \(row.on)/\(row.off); \(lookup.catalog.locale) has \(lookup.catalog.on.texts)/\(lookup.catalog.off.texts) and no reason"
    )
  }

  @Test("Agreement summary")
  func summary() throws {
    for (name, rows) in [("GTK 3.24.2", Self.gtk), ("Android 15", Self.android)] {
      var agree = 0
      var differ = 0
      var uncovered = 0
      for row in rows {
        let lookup = CatalogSet.bundled.lookup(LocalePreferences(try LocaleID(row.locale)))
        if lookup.isRoot {
          uncovered += 1
        } else if Self.agrees(row, lookup.catalog) {
          agree += 1
        } else {
          differ += 1
        }
      }
      print(
        "\(name): \(agree) rows agree, \(differ) differ with a recorded reason, \(uncovered) not covered"
      )
      #expect(agree + differ + uncovered == rows.count)
      #expect(agree > 0)
    }
  }
}
