import AcmeSwitch
import SwitchLabels
import SwitchLabelsTesting
import Testing

/// Acme's switch through the locale matrix: Acme's own locales and the pseudo-locales made from
/// Acme's English words, with the invariant checks and snapshots of SwitchLabelsTesting.
@Suite("Acme switch")
struct AcmeSwitchTests {
  @Test(
    "Acme's locales and the pseudo-locales keep the invariants",
    arguments: LocaleMatrix.catalogs(AcmeSwitch.catalogs) + .pseudo)
  func invariants(_ locale: LocaleID) throws {
    let resolution = try AcmeSwitch.service.resolve(locale, geometry: AcmeSwitch.geometry)
    checkInvariants(resolution, geometry: AcmeSwitch.geometry, catalogs: AcmeSwitch.catalogs)
  }

  @Test(
    "Right-to-left locales are mirrored",
    arguments: LocaleMatrix.pseudo.filtered(direction: .rightToLeft))
  func mirrored(_ locale: LocaleID) throws {
    let resolution = try AcmeSwitch.service.resolve(locale, geometry: AcmeSwitch.geometry)
    #expect(resolution.mirrored)
  }

  @Test("The pseudo-locales are made from Acme's words")
  func pseudoWords() throws {
    let resolution = try AcmeSwitch.service.resolve(
      PseudoLocale.padded.locale, geometry: AcmeSwitch.geometry)
    #expect(resolution.states.on.spoken == "Öñ")
  }

  @Test("German is drawn as recorded", arguments: ["de", "en-XA"])
  func snapshot(_ tag: String) throws {
    let resolution = try AcmeSwitch.service.resolve(
      try LocaleID(tag), geometry: AcmeSwitch.geometry)
    assertSnapshot(of: resolution, geometry: AcmeSwitch.geometry)
  }

  /// A narrower switch Acme's designers proposed, checked against German's drawn track.
  ///
  /// The failure is expected, and must name the locale, the geometry and the numbers.
  @Test("A switch narrower than the drawn track fails, naming the locale, the geometry, the widths")
  func tooNarrow() throws {
    let resolution = try AcmeSwitch.service.resolve(
      try LocaleID("de"), geometry: AcmeSwitch.geometry)
    var narrow = AcmeSwitch.geometry
    narrow.name = "acme-narrow"
    narrow.trackWidth = 44
    narrow.maximumTrackWidth = 44
    withKnownIssue("German's words are too wide for a 44 px track") {
      checkInvariants(resolution, geometry: narrow, catalogs: AcmeSwitch.catalogs)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("trackWidth: de × acme-narrow: track ") }
    }
  }
}
