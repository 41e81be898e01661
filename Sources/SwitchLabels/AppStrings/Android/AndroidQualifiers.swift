// The locale of an Android resource folder, from its configuration qualifiers.

/// What an Android `values[-qualifiers]` folder is for.
struct AndroidQualifiers: Hashable, Sendable {
  /// The locale the qualifiers name; nil for the default `values/` (the app's source language).
  let locale: LocaleID?
  /// The qualifiers that are not about the locale (`night`, `land`, `v21`, `sw600dp` …).
  let configuration: [String]

  /// The qualifiers of a folder name by Android's grammar (`values-zh-rTW`, `values-b+sr+Latn`, the
  /// legacy `in`, `iw`, `ji` as ICU's id, he, yi); throws `unknownLocale` for one Android lacks.
  init(folder: String, file: String) throws(AppStringsError) {
    guard folder == "values" || folder.hasPrefix("values-") else {
      throw .unknownLocale(file: file, reason: "not in a res/values[-qualifiers] folder")
    }
    let tokens = folder.split(separator: "-", omittingEmptySubsequences: false).dropFirst().map(
      String.init)
    var language: String? = nil
    var region: String? = nil
    var bcp47: String? = nil
    var configuration: [String] = []
    var index = 0
    func fail(_ token: String) -> AppStringsError {
      .unknownLocale(
        file: file,
        reason:
          "the folder \(AppStringsError.printable(folder)): \"\(AppStringsError.printable(token))\" is not an Android "
          + "resource qualifier (a locale is values-de, values-zh-rTW or values-b+sr+Latn)")
    }
    while index < tokens.count {
      let token = tokens[index]
      let lowered = token.lowercased()
      index += 1
      if token.hasPrefix("b+") || token.hasPrefix("B+") {
        guard language == nil, bcp47 == nil else { throw fail(token) }
        bcp47 = token.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
          .joined(separator: "-")
        continue
      }
      if language == nil, bcp47 == nil, configuration.isEmpty || Self.isNetworkCode(configuration),
        Self.isLanguage(lowered)
      {
        language = lowered
        if index < tokens.count, Self.isRegion(tokens[index]) {
          region = String(tokens[index].dropFirst()).uppercased()
          index += 1
        }
        continue
      }
      guard Self.isConfiguration(lowered) else { throw fail(token) }
      configuration.append(lowered)
    }
    var identifier: String? = bcp47
    if let language { identifier = language + (region.map { "-" + $0 } ?? "") }
    if let identifier {
      do {
        locale = try LocaleID(identifier)
      } catch {
        throw .unknownLocale(
          file: file,
          reason:
            "the folder \(AppStringsError.printable(folder)): \(AppStringsError.localeReason(error))"
        )
      }
    } else {
      locale = nil
    }
    self.configuration = configuration
  }

  /// Two or three lower-case letters (ISO 639), not a configuration word as short (`car`).
  private static func isLanguage(_ token: String) -> Bool {
    (2...3).contains(token.utf8.count) && token.utf8.allSatisfy { (0x61...0x7A).contains($0) }
      && !exactQualifiers.contains(token)
  }

  /// `rUS`, `r419`: a region after a language.
  private static func isRegion(_ token: String) -> Bool {
    let bytes = Array(token.utf8)
    guard bytes.first == UInt8(ascii: "r") || bytes.first == UInt8(ascii: "R") else {
      return false
    }
    let rest = bytes.dropFirst()
    return (rest.count == 2 && rest.allSatisfy { (0x41...0x5A).contains($0 & ~0x20) })
      || (rest.count == 3 && rest.allSatisfy { (0x30...0x39).contains($0) })
  }

  private static func isNetworkCode(_ configuration: [String]) -> Bool {
    configuration.allSatisfy { $0.hasPrefix("mcc") || $0.hasPrefix("mnc") }
  }

  /// Android's configuration qualifiers that are words, in the order of its documentation.
  static let exactQualifiers: Set<String> = [
    "ldrtl", "ldltr", "small", "normal", "large", "xlarge", "long", "notlong", "round",
    "notround", "widecg", "nowidecg", "highdr", "lowdr", "port", "land", "square", "car", "desk",
    "television", "appliance", "watch", "vrheadset", "night", "notnight", "ldpi", "mdpi",
    "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi", "nodpi", "anydpi", "notouch", "stylus",
    "finger", "keysexposed", "keyshidden", "keyssoft", "nokeys", "qwerty", "12key",
    "navexposed", "navhidden", "nonav", "dpad", "trackball", "wheel", "feminine", "masculine",
    "neuter",
  ]

  /// Whether `token` is a configuration qualifier: a word above, or `mcc310`, `sw600dp`, `v21`.
  static func isConfiguration(_ token: String) -> Bool {
    if exactQualifiers.contains(token) { return true }
    func number(_ text: Substring) -> Bool {
      !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
    for prefix in ["mcc", "mnc", "v"] where token.hasPrefix(prefix) {
      if number(token.dropFirst(prefix.count)) { return true }
    }
    for prefix in ["sw", "w", "h"] where token.hasPrefix(prefix) && token.hasSuffix("dp") {
      if number(token.dropFirst(prefix.count).dropLast(2)) { return true }
    }
    if token.hasSuffix("dpi"), number(token.dropLast(3)) { return true }
    return false
  }
}
