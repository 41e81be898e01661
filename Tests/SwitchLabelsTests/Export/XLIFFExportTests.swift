import Foundation
import Testing

@testable import SwitchLabels

/// The XLIFF export, read back by translate-toolkit (the library Weblate reads XLIFF with): one
/// bilingual file per locale, each text with its pixel budget and font, the library's words.
@Suite("XLIFF export")
struct XLIFFExportTests {
  static let python = "/usr/bin/python3"
  static let hasTranslateToolkit: Bool = {
    guard FileManager.default.isExecutableFile(atPath: python) else { return false }
    return (try? SwiftCompiler.run(python, ["-c", "import translate.storage.xliff"]).status) == 0
  }()

  /// Reads every file of a folder with translate-toolkit and prints what it found, as JSON.
  static let reader = """
    import json, os, sys
    from translate.storage import xliff
    ns = "{urn:oasis:names:tc:xliff:document:1.2}"
    out = {}
    for name in sorted(os.listdir(sys.argv[1])):
        store = xliff.xlifffile.parsefile(os.path.join(sys.argv[1], name))
        units = []
        for unit in store.getunits():
            element = unit.xmlelement
            target = element.find(ns + "target")
            units.append({"id": element.get("id"), "source": unit.source,
                "target": unit.target or "", "maxwidth": element.get("maxwidth"),
                "sizeUnit": element.get("size-unit"), "font": element.get("font"),
                "state": target.get("state"), "note": unit.getnotes()})
        out[name] = {"namespace": store.namespace, "source": store.getsourcelanguage(),
            "target": store.gettargetlanguage(), "units": units}
    print(json.dumps(out))
    """

  struct File: Decodable {
    let namespace: String
    let source: String
    let target: String
    let units: [Unit]
  }

  struct Unit: Decodable {
    let id: String
    let source: String
    let target: String
    let maxwidth: String?
    let sizeUnit: String?
    let font: String?
    let state: String
    let note: String
  }

  /// `files` written to a fresh folder and read back by translate-toolkit.
  static func readBack(_ files: [ExportFile]) throws -> [String: File] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switch-labels-xliff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files {
      try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.path))
    }
    let run = try SwiftCompiler.run(python, ["-c", reader, folder.path])
    #expect(run.status == 0, "\(run.stderr)")
    return try JSONDecoder().decode([String: File].self, from: Data(run.stdout.utf8))
  }

  static func export(_ geometries: [Geometry], sourceLanguage: String = "en") throws -> LabelExport
  {
    try LabelExport(
      service: ExportFormatTests.service, geometries: geometries,
      locales: LocaleID.icuAvailable, options: ExportOptions(sourceLanguage: sourceLanguage),
      generatedBy: ExportFormatTests.generator)
  }

  @Test(
    "translate-toolkit reads every locale's file: languages, units, targets, budgets and fonts",
    .enabled(if: hasTranslateToolkit, "python3-translate (apt) is not installed"))
  func readByTranslateToolkit() throws {
    let geometries: [Geometry] = [.iOSClassic, .material3]
    let export = try Self.export(geometries)
    let files = try Self.readBack(try ExportFormat.xliff.write(export))
    let english = try #require(export.locales.firstIndex(of: try LocaleID("en")))
    var checked = 0
    for (index, locale) in export.locales.enumerated() where !locale.tag.contains("-u-") {
      let file = try #require(files["\(locale.tag).xlf"], "\(locale)")
      #expect(file.namespace == "urn:oasis:names:tc:xliff:document:1.2")
      #expect(file.source == "en" && file.target == locale.tag)
      var expected: [String] = []
      for (g, geometry) in geometries.enumerated() {
        let stem = "switch." + (g == 0 ? "ios.classic" : "material3")
        let resolution = export.resolution(locale: index, geometry: g)
        let source = export.resolution(locale: english, geometry: g)
        // The budget and font, computed here from the geometry.
        let track = geometry.minimumScale < 1 ? geometry.trackWidth : geometry.maximumTrackWidth
        let width = Int(geometry.labelBox(trackWidth: track).width.rounded(.down))
        guard case .family(let family) = geometry.font.source else { continue }
        let size =
          geometry.font.size.rounded() == geometry.font.size
          ? String(Int(geometry.font.size)) : String(geometry.font.size)
        let font = "\(family);\(size)" + (geometry.font.weight >= 600 ? ";bold" : "")
        for state in SwitchState.allCases {
          let drawn = try #require(file.units.first { $0.id == "\(stem).\(state)" }, "\(locale)")
          let spoken = try #require(file.units.first { $0.id == "\(stem).\(state).spoken" })
          expected += [drawn.id, spoken.id]
          let words = resolution.isLocalized ? resolution.states[state].text : nil
          #expect(drawn.target == (words ?? ""), "\(locale) \(drawn.id)")
          #expect(drawn.state == (words == nil ? "needs-translation" : "translated"))
          #expect(drawn.source == (source.states[state].text ?? source.states[state].spoken))
          #expect(drawn.maxwidth == String(width) && drawn.sizeUnit == "pixel", "\(drawn.id)")
          #expect(drawn.font == font, "\(drawn.id)")
          #expect(drawn.note.contains("at most \(width) px wide"))
          let said = resolution.isLocalized ? resolution.states[state].spoken : ""
          #expect(spoken.target == said, "\(locale) \(spoken.id)")
          #expect(spoken.maxwidth == nil && spoken.font == nil)
        }
      }
      // Only words: no image, scale or rung units.
      #expect(file.units.map(\.id) == expected, "\(locale)")
      checked += 1
    }
    #expect(checked == files.count && checked > 800)
  }

  @Test(
    "text that is markup in XML comes back as it was; the source language is the option's",
    .enabled(if: hasTranslateToolkit, "python3-translate (apt) is not installed"))
  func escaping() throws {
    var geometry = Geometry.iOSClassic
    geometry.name = "a<b>&\"c' ]]>"
    let export = try LabelExport(
      service: ExportFormatTests.service, geometries: [geometry],
      locales: ["de", "fr", "kgp"].map { try LocaleID($0) },
      options: ExportOptions(sourceLanguage: "de"), generatedBy: ExportFormatTests.generator)
    let files = try Self.readBack(try ExportFormat.xliff.write(export))
    #expect(files.keys.sorted() == ["de.xlf", "fr.xlf", "kgp.xlf"])
    let french = try #require(files["fr.xlf"])
    #expect(french.source == "de")
    let on = try #require(french.units.first { $0.id == "switch.on" })
    #expect(on.note.contains("of the a<b>&\"c' ]]> switch"))
    let german = export.resolution(locale: 0, geometry: 0)
    #expect(on.source == german.states.on.text ?? german.states.on.spoken)
    // kgp has no catalog: nothing is translated yet, every target is to translate.
    for unit in try #require(files["kgp.xlf"]).units {
      #expect(unit.target == "" && unit.state == "needs-translation", "\(unit.id)")
    }
  }
}
