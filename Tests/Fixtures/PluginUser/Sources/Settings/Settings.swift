// The settings screen's switch words live in Resources/<language>.lproj/Localizable.strings.

/// The keys of the settings switch's two states.
public enum SettingsSwitch {
  /// The key of the "on" text.
  public static let onKey = "switch.on"
  /// The key of the "off" text.
  public static let offKey = "switch.off"
}
