// Format detection: which reader a path goes to, decided from its name and folder alone.

extension AppStringsFormat {
  /// The format of the file at `path`, from its extension and (for Android) its folder; nil when
  /// it is no localization file this library reads.
  ///
  /// ```swift
  /// AppStringsFormat.detect(path: "App/de.lproj/Localizable.strings") // .strings
  /// AppStringsFormat.detect(path: "app/res/layout/main.xml")          // nil
  /// ```
  public static func detect(path: String) -> AppStringsFormat? {
    let components = path.split(separator: "/")
    guard let name = components.last else { return nil }
    let lowered = name.lowercased()
    guard let dot = lowered.lastIndex(of: ".") else { return nil }
    switch lowered[lowered.index(after: dot)...] {
    case "xcstrings": return .stringCatalog
    case "strings", "stringsdict": return .strings
    case "xliff", "xlf": return .xliff
    case "po": return .po
    case "arb": return .arb
    case "xml":
      guard components.count >= 2 else { return nil }
      let folder = components[components.count - 2]
      return folder == "values" || folder.hasPrefix("values-") ? .android : nil
    default: return nil
    }
  }

  /// What the format's files are called, for messages.
  public var fileDescription: String {
    switch self {
    case .stringCatalog: return "Xcode String Catalog (.xcstrings)"
    case .strings: return ".strings or .stringsdict file (in <lang>.lproj/)"
    case .android: return "Android resource file (res/values*/*.xml)"
    case .xliff: return "XLIFF file (.xliff, .xlf)"
    case .po: return "gettext PO file (.po)"
    case .arb: return "Flutter ARB file (.arb)"
    case .catalog: return "SwitchLabels catalog (<locale>.json, as import writes it)"
    }
  }
}
