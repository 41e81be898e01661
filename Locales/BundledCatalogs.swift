// The bundled catalogs, embedded in the code by SwiftPM (`.embedInCode`), so they need no resource
// bundle and no file system: they work from `swift run` in any folder, from an installed binary
// and from packages that depend on this one.

/// The catalogs bundled with SwitchLabels (`Locales/catalogs/*.json`).
public enum BundledCatalogs {}
