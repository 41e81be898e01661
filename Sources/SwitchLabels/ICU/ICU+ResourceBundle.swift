// ures: ICU's resource bundles, used to read CLDR's parent-locale, alias and language-name data.

internal import CICUShim

extension ICU {
  /// An open `UResourceBundle`, closed when released; used only in one-time loading, never shared.
  final class ResourceBundle {
    private let handle: UnsafeMutableRawPointer

    private init(handle: UnsafeMutableRawPointer) { self.handle = handle }

    deinit { sl_ures_close(handle) }

    /// Opens bundle `name` of ICU data tree `package` (nil: main), without locale fallback.
    static func openDirect(_ name: String, package: String? = nil) throws(ICU.Error)
      -> ResourceBundle
    {
      var status: Int32 = 0
      guard let handle = sl_ures_openDirect(package, name, &status), status.isICUSuccess else {
        throw ICU.Error(code: status == 0 ? 2 : status)
      }
      return ResourceBundle(handle: handle)
    }

    /// The sub-resource named `key`, or nil when it is missing.
    subscript(key: String) -> ResourceBundle? {
      child { sl_ures_getByKey(handle, key, &$0) }
    }

    /// The number of items of a table or array.
    var count: Int { Int(sl_ures_getSize(handle)) }

    /// The key of this resource inside its table.
    var key: String? { sl_ures_getKey(handle).map { String(cString: $0) } }

    /// The items of a table or array.
    var children: [ResourceBundle] {
      (0..<Int32(count)).compactMap { index in child { sl_ures_getByIndex(handle, index, &$0) } }
    }

    /// The child `open` returns, or nil (closing it) when ICU reports a failure.
    private func child(_ open: (inout Int32) -> UnsafeMutableRawPointer?) -> ResourceBundle? {
      var status: Int32 = 0
      guard let child = open(&status) else { return nil }
      guard status.isICUSuccess else {
        sl_ures_close(child)
        return nil
      }
      return ResourceBundle(handle: child)
    }

    /// The string value, or nil when this resource is not a string.
    var string: String? {
      try? ICU.withUTF16Buffer { out, capacity, status in
        sl_ures_getString(handle, out, capacity, &status)
      }
    }
  }
}
