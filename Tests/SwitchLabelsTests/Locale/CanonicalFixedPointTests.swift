// A canonical tag reads back as itself, whatever ICU-style id it came from (a libFuzzer finding).

import SwitchLabels
import Testing

@Suite("Canonical tags are fixed points", .tags(.icu))
struct CanonicalFixedPointTests {
  @Test(
    "An ICU-style id's tag parses back to itself",
    arguments: [
      "en_USyyyyyyyyyrm_POSIX", "en_US_POSIX", "de_DE_X1", "sr_RS@latin", "pt_BR",
      "posix-vitpra-piavrt_a", "posix_US", "c.UTF-8",
    ])
  func fixedPoint(_ input: String) throws {
    let id = try LocaleID(input)
    #expect(try LocaleID(id.tag).tag == id.tag)
  }

  @Test("An ICU-style id whose tag is a POSIX locale name means the POSIX locale")
  func posixName() throws {
    #expect(try LocaleID("posix-vitpra-piavrt_a").tag == LocaleID("posix").tag)
  }
}
