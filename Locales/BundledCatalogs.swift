// The bundled catalogs as a SwiftPM resource. This tiny module is the only place that touches
// `Bundle`, so the library itself needs only FoundationEssentials.

import Foundation

/// Where the catalogs bundled with SwitchLabels live on disk.
public enum BundledCatalogs {
  /// The folder holding one `<locale>.json` catalog per locale, inside this package's resources.
  public static var directoryPath: String {
    Bundle.module.bundleURL.appendingPathComponent("catalogs").path
  }
}
