import SwitchLabelsTesting
import Testing

@testable import SwitchLabels

/// Text size as one more axis of the matrix: every ICU locale and pseudo-locale × every preset ×
/// default, large and max, with the real catalogs and real shaping.
@Suite("Text-size matrix", .tags(.matrix, .shaping))
struct TextSizeMatrixTests {
  static let service = LabelService(measurer: HarfBuzzMeasurer())

  @Test(
    "Every locale × preset keeps the invariants at every size; larger text never takes an earlier rung",
    arguments: Geometry.presets, LocaleMatrix.icu + .pseudo)
  func invariants(_ geometry: Geometry, _ locale: LocaleID) throws {
    // Sizes in the order of the font size they give this geometry.
    let sizes = TextSizeMatrix.standard.sorted {
      geometry.sized(for: $0).font.size < geometry.sized(for: $1).font.size
    }
    var previous: (size: TextSize, rung: Rung)? = nil
    for size in sizes {
      let resolution = try Self.service.resolve(locale, geometry: geometry, textSize: size)
      checkInvariants(resolution, geometry: geometry)
      #expect(resolution.textSize == size)
      let sized = geometry.sized(for: size)
      // The scale floor is a fraction of the enlarged size: text is never drawn smaller.
      if resolution.rung.drawsText {
        #expect(resolution.scale >= sized.minimumScale - 0.000_1)
      }
      if size != .standard {
        let step = resolution.trace.first { $0.stage == .textSize }
        #expect(step?.detail.hasPrefix("\(size.name):") == true, "\(resolution.trace)")
      }
      // Widths grow with the font and the room stays or grows alike: a rung reached at a
      // smaller size is never beaten at a larger one. Not where the platform rounds (Android's
      // whole-pixel sizes and rounded-up widths, GTK's whole-pixel advances): a rounded width is
      // not proportional to the size, so a text a fraction of a pixel past an edge at one size
      // may fit at the next, as on the device (such rows are borderline).
      if let previous, !geometry.font.hasTextAttributes {
        #expect(
          previous.rung <= resolution.rung,
          "\(locale) × \(geometry.name): \(previous.rung) at \(previous.size), \(resolution.rung) at \(size)"
        )
      }
      previous = (size, resolution.rung)
    }
  }

  /// Readable expectations for chosen locales, presets and sizes (DejaVu Sans and Noto).
  struct Expected: Sendable, CustomTestStringConvertible {
    let locale: String
    let preset: String
    let size: String
    let rung: Rung
    let on: String?
    var testDescription: String { "\(locale) × \(preset) at \(size) → \(rung) \(on ?? "image")" }
  }

  static let expected: [Expected] = [
    // Dynamic Type Callout: 16 → 26 px at AX1, the track stays 94×27 pt.
    Expected(locale: "en", preset: "ios-classic", size: "default", rung: .preferred, on: "ON"),
    Expected(locale: "en", preset: "ios-classic", size: "large", rung: .scaled, on: "ON"),
    Expected(locale: "en", preset: "ios-classic", size: "max", rung: .image, on: nil),
    // GTK grows with its text: still the words at twice the size. Pango (pango-view, Cantarell
    // Bold 15.2783203125px, hinted metrics): AUS 30 px, within the 33.27 px box at large.
    Expected(locale: "de", preset: "gtk3-adwaita", size: "large", rung: .preferred, on: "AN"),
    Expected(locale: "de", preset: "gtk3-adwaita", size: "max", rung: .grown, on: "AN"),
    // WinUI's 102 px content area holds "An" at 225 %.
    Expected(locale: "de", preset: "winui", size: "max", rung: .preferred, on: "An"),
    // SwitchCompat widens; at font scale 2 (26 dp, not 28) "AN" still fits on the thumb.
    Expected(
      locale: "de", preset: "android-switchcompat", size: "max", rung: .grown, on: "AN"),
    // ... but the taller Finnish capitals no longer fit its 24 dp thumb.
    Expected(locale: "fi", preset: "android-switchcompat", size: "max", rung: .image, on: nil),
    // Material 3 at font scale 1.3 shrinks "On" to fit, at 1.5 it cannot.
    Expected(locale: "en", preset: "material3", size: "1.3", rung: .scaled, on: "On"),
    Expected(locale: "en", preset: "material3", size: "large", rung: .image, on: nil),
    Expected(locale: "de-CH", preset: "ios", size: "AX1", rung: .image, on: nil),
  ]

  @Test("Chosen outcomes", arguments: expected)
  func outcome(_ expected: Expected) throws {
    let geometry = try #require(Geometry.preset(named: expected.preset))
    let resolution = try Self.service.resolve(
      try LocaleID(expected.locale), geometry: geometry, textSize: try TextSize(expected.size))
    #expect(resolution.rung == expected.rung, "\(resolution.trace)")
    #expect(resolution.states.on.text == expected.on)
  }

  @Test("The trace says which size and what it means on the platform")
  func trace() throws {
    let resolution = try Self.service.resolve(
      try LocaleID("de"), geometry: .androidSwitchCompat, textSize: .maximum)
    let step = try #require(resolution.trace.first { $0.stage == .textSize })
    #expect(
      step.detail
        == "max: Android font scale 2 (non-linear), font 14 → 26 px; the control may grow wider "
        + "with its text; the text is never shrunk")
    let ios = try Self.service.resolve(
      try LocaleID("en"), geometry: .iOSClassic, textSize: .large)
    #expect(
      ios.trace.first { $0.stage == .textSize }?.detail
        == "large: Dynamic Type AX1, Callout 26 pt, font 16 → 26 px; the control keeps its size; "
        + "the floor is 0.7 × 26 = 18.2 px")
    // The default adds no step and no field.
    let standard = try Self.service.resolve(try LocaleID("de"), geometry: .androidSwitchCompat)
    #expect(!standard.trace.contains { $0.stage == .textSize })
  }

  @Test("A warm resolve at a size is a cached lookup; each size has its own resolver")
  func cache() throws {
    let service = LabelService(measurer: FixedAdvanceMeasurer())
    let large = try service.resolver(for: .gtk3Adwaita, textSize: .large)
    #expect(try service.resolver(for: .gtk3Adwaita, textSize: .large) === large)
    #expect(try service.resolver(for: .gtk3Adwaita, textSize: .maximum) !== large)
    #expect(try service.resolver(for: .gtk3Adwaita) !== large)
    // GNOME's Large Text is a text-scaling-factor of 1.25.
    #expect(large.sizedGeometry.font.size == Geometry.gtk3Adwaita.font.size * 1.25)
    #expect(large.geometry == .gtk3Adwaita)
    let locale = try LocaleID("de")
    let first = try large.resolve(locale)
    #expect(try service.resolve(locale, geometry: .gtk3Adwaita, textSize: .large) == first)
    #expect(first.textSize == .large)
  }
}

/// The auditor and the export with text sizes.
@Suite("Text size in the audit and the export", .tags(.shaping))
struct TextSizeAuditTests {
  @Test("The audit has a row per locale × size × geometry, at the size's geometry")
  func audit() throws {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    let sizes: [TextSize] = [.standard, .large, .maximum, .large]
    let auditor = try Auditor(
      service: service, geometries: [.iOSClassic, .winUI], textSizes: sizes, jobs: 2)
    #expect(auditor.textSizes == [.standard, .large, .maximum])
    let locales = [try LocaleID("de"), try LocaleID("ar")]
    let report = try auditor.run(locales: locales)
    #expect(report.rows.count == 2 * 3 * 2)
    #expect(report.textSizes == [.standard, .large, .maximum])
    #expect(
      report.rows.prefix(6).map { "\($0.textSize) \($0.geometry)" } == [
        "default ios-classic", "default winui", "large ios-classic", "large winui",
        "max ios-classic", "max winui",
      ])
    for row in report.rows {
      let geometry = try #require(report.geometry(named: row.geometry)).sized(for: row.textSize)
      #expect(row.resolution.textSize == row.textSize)
      #expect(row.labelBox == geometry.labelBox().width)
      if row.rung == .scaled { #expect(row.scale >= geometry.minimumScale) }
    }
    let byRows = Dictionary(grouping: report.rows, by: \.textSize).mapValues(\.count)
    for counts in report.summary.byTextSize {
      #expect(counts.rungs.values.reduce(0, +) == byRows[counts.textSize])
      #expect(counts.byGeometry.map(\.geometry) == ["ios-classic", "winui"])
    }
    // One size alone is the audit as it always was.
    let plain = try Auditor(service: service, geometries: [.iOSClassic]).run(locales: locales)
    #expect(plain.rows.allSatisfy { $0.textSize == .standard })
    #expect(plain.textSizes == [.standard])
  }

  @Test("The export decides at each size under its own geometry name")
  func export() throws {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    let export = try LabelExport(
      service: service, geometries: [.gtk3Adwaita], locales: [try LocaleID("de")],
      textSizes: [.standard, .maximum],
      generatedBy: AuditReport.Generator(tool: "test", version: "1"))
    #expect(export.geometries.map(\.name) == ["gtk3-adwaita@default", "gtk3-adwaita@max"])
    // GTK's largest text-scaling-factor is 2.
    #expect(export.geometries[1].font.size == Geometry.gtk3Adwaita.font.size * 2)
    #expect(export.resolution(locale: 0, geometry: 0).rung == .preferred)
    #expect(export.resolution(locale: 0, geometry: 1).rung == .grown)
    #expect(export.resolution(locale: 0, geometry: 1).textSize == .maximum)
  }
}
