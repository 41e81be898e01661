// A canonical tag reads back as itself, whatever ICU-style id it came from (a libFuzzer finding).

import SwitchLabels
import Testing

@Suite("Canonical tags are fixed points", .tags(.icu))
struct CanonicalFixedPointTests {
  @Test(
    "An ICU-style id's tag parses back to itself",
    arguments: ["en_USyyyyyyyyyrm_POSIX", "en_US_POSIX", "de_DE_X1", "sr_RS@latin", "pt_BR"])
  func fixedPoint(_ input: String) throws {
    let id = try LocaleID(input)
    #expect(try LocaleID(id.tag).tag == id.tag)
  }
}
