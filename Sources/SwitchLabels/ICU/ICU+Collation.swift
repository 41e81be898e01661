// ucol: the order Finder and Xcode sort names in.

internal import CICUShim

extension ICU {
  /// Sorts strings as Finder and Xcode sort names: CLDR root collation, case ignored, digits as
  /// numbers (`localizedStandardCompare`); ties keep the order of their UTF-8 bytes.
  ///
  /// Not thread-safe (it owns a collator): make one per task.
  final class StandardCollator {
    private let collator: UnsafeMutableRawPointer?

    /// A collator; without collation data, one that sorts by bytes.
    init() {
      var status: Int32 = 0
      let handle = sl_ucol_openStandard(&status)
      collator = status.isICUSuccess ? handle : nil
    }

    deinit { if let collator { sl_ucol_close(collator) } }

    func sorted(_ strings: [String]) -> [String] {
      let bytewise = strings.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      guard let collator else { return bytewise }
      let keyed = bytewise.map { (key: Self.sortKey(of: $0, collator: collator), string: $0) }
      // A stable sort of the byte-ordered names: equal keys keep the bytes' order.
      return keyed.enumerated().sorted { lhs, rhs in
        if lhs.element.key != rhs.element.key {
          return lhs.element.key.lexicographicallyPrecedes(rhs.element.key)
        }
        return lhs.offset < rhs.offset
      }.map(\.element.string)
    }

    private static func sortKey(of text: String, collator: UnsafeMutableRawPointer) -> [UInt8] {
      // A terminating zero keeps the buffer non-empty, so its address exists for "".
      let units = Array(text.utf16) + [0]
      let length = Int32(units.count - 1)
      var capacity = Int32(units.count * 4 + 16)
      while true {
        var key = [UInt8](repeating: 0, count: Int(capacity))
        let needed = sl_ucol_getSortKey(collator, units, length, &key, capacity)
        if needed <= capacity { return Array(key.prefix(Int(max(0, needed)))) }
        capacity = needed
      }
    }
  }
}
