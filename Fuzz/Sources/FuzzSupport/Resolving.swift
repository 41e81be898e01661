// Taking a reader's value the rest of the way: a switch resolved with it, checked.

import SwitchLabels

/// Resolves `locale` for `geometry` and checks what every resolution promises (DESIGN §3): both
/// states on the same kind of rung, finite widths and scales, spoken text for each state. A
/// `ResolveError` is a typed error and keeps the contract.
public func requireResolvable(
  _ service: LabelService, _ locale: LocaleID, _ geometry: Geometry, labels: CustomLabels? = nil
) {
  do throws(ResolveError) {
    let resolution = try service.resolve(locale, geometry: geometry, labels: labels)
    let on = resolution.states.on
    let off = resolution.states.off
    require(
      (on.text == nil) == (off.text == nil),
      "\(locale) × \(geometry.name): one state draws text, the other an image")
    for state in [on, off] {
      require(
        state.width.isFinite && state.width >= 0 && state.scale.isFinite && state.scale > 0,
        "\(locale) × \(geometry.name): width \(state.width), scale \(state.scale)")
    }
    require(
      resolution.scale.isFinite && resolution.trackWidth.isFinite,
      "\(locale) × \(geometry.name): scale \(resolution.scale), track \(resolution.trackWidth)")
    _ = resolution.trace.map(\.description)
  } catch {
  }
}
