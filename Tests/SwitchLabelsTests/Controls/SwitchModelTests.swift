import Observation
import Synchronization
import Testing

@testable import SwitchLabels

@Suite("SwitchModel")
@MainActor
struct SwitchModelTests {
  let service = LabelService(catalogs: FixtureCatalogs.set, measurer: FixedAdvanceMeasurer())
  let geometry = FixtureCatalogs.geometry()

  @Test("State, visual and spoken text follow each other")
  func state() throws {
    let model = try SwitchModel(service: service, locale: try LocaleID("de"), geometry: geometry)
    #expect(model.visual == .text("Aus", scale: 1))
    #expect(model.spokenText == "Ausgeschaltet")
    #expect(model.toggle())
    #expect(model.isOn)
    #expect(model.visual == .text("Ein", scale: 1))
    #expect(model.spokenText == "Eingeschaltet")
    model.isEnabled = false
    #expect(!model.toggle())
    #expect(model.isOn)
  }

  @Test("Custom labels apply in their locale only — not only en_US, and not en-GB for en-US")
  func customLabels() throws {
    let model = try SwitchModel(
      service: service, locale: try LocaleID("en-US"), geometry: geometry, isOn: true)
    try model.setCustomLabels(CustomLabels(on: "YES", off: "NO"), for: try LocaleID("en-US"))
    try model.setCustomLabels(CustomLabels(on: "Ja", off: "Nein"), for: try LocaleID("de-CH"))
    #expect(model.visual == .text("YES", scale: 1))
    try model.setLocale(try LocaleID("en-GB"))
    #expect(model.visual == .text("On", scale: 1))
    try model.setLocale(try LocaleID("de-CH"))
    #expect(model.visual == .text("Ja", scale: 1))
    try model.setLocale(try LocaleID("de"))
    #expect(model.visual == .text("Ein", scale: 1))
    try model.setCustomLabels(nil, for: try LocaleID("de-CH"))
    try model.setLocale(try LocaleID("de-CH"))
    #expect(model.visual == .text("Ein", scale: 1))
  }

  @Test("Errors leave the model unchanged")
  func errors() throws {
    let model = try SwitchModel(service: service, locale: try LocaleID("fr"), geometry: geometry)
    let before = model.resolution
    var broken = geometry
    broken.minimumScale = 2
    #expect(throws: ResolveError.self) { try model.setGeometry(broken) }
    #expect(throws: ResolveError.self) {
      try model.setCustomLabels(CustomLabels(on: "", off: "x"), for: try LocaleID("fr"))
    }
    #expect(model.resolution == before)
    #expect(model.geometry == geometry)
    #expect(model.customLabels.isEmpty)
  }

  @Test("Locale changes re-resolve, mirror, and are observable")
  func observation() throws {
    let model = try SwitchModel(service: service, locale: try LocaleID("en"), geometry: geometry)
    let observed = Flag()
    withObservationTracking {
      _ = model.resolution
    } onChange: {
      observed.set()
    }
    var changes: [SwitchModel.Change] = []
    model.onChange = { changes.append($0) }
    try model.setLocale(try LocaleID("ar"))
    #expect(observed.isSet)
    #expect(model.isMirrored)
    #expect(model.spokenText == "معطّل")
    #expect(changes.count == 1)
    model.setOn(true)
    #expect(changes.last == .state(isOn: true))
  }
}

/// A flag set from an observation callback (which may run on any thread).
private final class Flag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}
