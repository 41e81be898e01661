// The model of one switch: state, locale, geometry, and what it draws and says.

import Observation

/// A switch: its state, enabled flag, locale and geometry, and the label it draws and speaks.
///
/// A locale or geometry change that cannot be resolved throws and leaves the model unchanged.
///
/// ```swift
/// let model = try SwitchModel(service: service, locale: try LocaleID("en-US"), geometry: .iOSClassic)
/// try model.setCustomLabels(CustomLabels(on: "YES", off: "NO"), for: try LocaleID("en-US"))
/// try model.setLocale(try LocaleID("de-DE"))
/// model.visual        // .text("AUS", scale: 1) — custom labels apply to en-US only
/// ```
@MainActor
@Observable
public final class SwitchModel {
  /// Whether the switch is on.
  public private(set) var isOn: Bool
  /// Whether the switch responds to the user.
  public var isEnabled: Bool {
    didSet { if oldValue != isEnabled { onChange?(.enabled(isEnabled)) } }
  }
  /// The locale the switch is shown in.
  public private(set) var locale: LocaleID
  /// The switch's geometry.
  public private(set) var geometry: Geometry
  /// The labels of both states, resolved for the current locale and geometry.
  public private(set) var resolution: Resolution
  /// App-supplied texts, each used in exactly its locale.
  public private(set) var customLabels: [LocaleID: CustomLabels] = [:]

  /// Called after every change, on the main actor.
  @ObservationIgnored public var onChange: (@MainActor (Change) -> Void)?
  @ObservationIgnored private let service: LabelService

  /// What changed.
  public enum Change: Hashable, Sendable {
    /// The state was set.
    case state(isOn: Bool)
    /// The enabled flag was set.
    case enabled(Bool)
    /// The labels were resolved again (new locale, geometry or custom labels).
    case labels(Resolution)
  }

  /// A switch resolved with `service`.
  ///
  /// - Throws: ``ResolveError`` when the geometry or font cannot be used.
  public init(
    service: LabelService, locale: LocaleID, geometry: Geometry, isOn: Bool = false,
    isEnabled: Bool = true
  ) throws(ResolveError) {
    self.service = service
    self.locale = locale
    self.geometry = geometry
    self.isOn = isOn
    self.isEnabled = isEnabled
    resolution = try service.resolve(locale, geometry: geometry)
  }

  /// The current state.
  public var state: SwitchState { isOn ? .on : .off }

  /// What the switch draws now.
  public var visual: Visual { resolution.states[state].visual }

  /// What a screen reader says for the current state: the full state word.
  public var spokenText: String { resolution.states[state].spoken }

  /// The direction of the layout (mirrored for right-to-left locales by default).
  public var isMirrored: Bool { resolution.mirrored }

  /// Sets the state (not when disabled) and returns whether it changed.
  @discardableResult
  public func setOn(_ on: Bool) -> Bool {
    guard isEnabled, on != isOn else { return false }
    isOn = on
    onChange?(.state(isOn: on))
    return true
  }

  /// Flips the state (when enabled).
  @discardableResult
  public func toggle() -> Bool { setOn(!isOn) }

  /// Shows the switch in another locale.
  ///
  /// - Throws: ``ResolveError``.
  public func setLocale(_ newLocale: LocaleID) throws(ResolveError) {
    try apply(resolve(newLocale, geometry)) { locale = newLocale }
  }

  /// Gives the switch another geometry.
  ///
  /// - Throws: ``ResolveError``.
  public func setGeometry(_ newGeometry: Geometry) throws(ResolveError) {
    try apply(resolve(locale, newGeometry)) { geometry = newGeometry }
  }

  /// Uses `labels` over the catalog in exactly `forLocale`, not close ones (nil removes them).
  ///
  /// - Throws: ``ResolveError/invalidCustomLabel(locale:state:reason:)`` for empty texts.
  public func setCustomLabels(_ labels: CustomLabels?, for forLocale: LocaleID) throws(ResolveError)
  {
    if let labels { try labels.validate(locale: forLocale) }
    let resolved =
      forLocale == locale
      ? try service.resolve(locale, geometry: geometry, labels: labels) : resolution
    apply(resolved) { customLabels[forLocale] = labels }
  }

  private func resolve(_ locale: LocaleID, _ geometry: Geometry) throws(ResolveError) -> Resolution
  {
    try service.resolve(locale, geometry: geometry, labels: customLabels[locale])
  }

  /// Makes `change`, then `resolved` the resolution, reporting it.
  private func apply(_ resolved: Resolution, after change: () -> Void = {}) {
    change()
    guard resolved != resolution else { return }
    resolution = resolved
    onChange?(.labels(resolved))
  }
}
