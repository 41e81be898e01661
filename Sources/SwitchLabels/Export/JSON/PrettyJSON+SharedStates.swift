// Resolutions' states written once per document and copied wherever the same states recur.

import FoundationEssentials

extension PrettyJSON {
  /// The JSON of resolutions' states by their value and depth, shared by the writers of one
  /// document (whose pieces are encoded on several threads): ``JSONExportWriter`` makes one per
  /// export.
  ///
  /// Locales served by one catalog mostly resolve to the same states in a geometry: the default
  /// JSON export holds 4,830 states, 768 of them different, and encoding each (fourteen members
  /// per state) was 270 M of its 2.01 G instructions (callgrind, `--jobs 1`). "export · … ·
  /// json" against "audit · …" is the benchmark line that pays for this.
  typealias SharedStates = BoundedCache<StatesKey, [UInt8]>

  /// The most states one export keeps (each geometry's different states, with room).
  static let sharedStatesCapacity = 8192

  /// Resolutions' states at a depth, equal only when they encode to the same bytes
  /// (``StateResolution/hasSameJSON(as:)``).
  ///
  /// A dictionary compares a key with each entry its probe meets, so a key carries a
  /// fingerprint of a few members (the depth, each state's widths and spoken text), and keys
  /// with different fingerprints differ without a look at their members.
  struct StatesKey: Hashable, Sendable {
    let states: Resolution.States
    let depth: Int
    let fingerprint: Int

    init(states: Resolution.States, depth: Int) {
      self.states = states
      self.depth = depth
      var hasher = Hasher()
      func combine(_ state: StateResolution) {
        hasher.combine(state.width.bitPattern)
        hasher.combine(state.available.bitPattern)
        hasher.combine(state.spoken.utf8.count)
        for byte in state.spoken.utf8.prefix(16) { hasher.combine(byte) }
      }
      hasher.combine(depth)
      combine(states.on)
      combine(states.off)
      fingerprint = hasher.finalize()
    }

    static func == (lhs: StatesKey, rhs: StatesKey) -> Bool {
      lhs.fingerprint == rhs.fingerprint && lhs.depth == rhs.depth
        && lhs.states.on.hasSameJSON(as: rhs.states.on)
        && lhs.states.off.hasSameJSON(as: rhs.states.off)
    }

    /// Hashes the fingerprint (keys that are equal encode to the same bytes, so their
    /// fingerprints are equal).
    func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }
  }
}

extension PrettyJSON.Writer {
  /// Encodes `states` as the value being encoded, copying the bytes written for the same states
  /// at the same depth by any writer sharing ``sharedStates``, or writing them and keeping a
  /// copy there.
  ///
  /// - Throws: What the states' encoding throws, or `EncodingError.invalidValue` when the value
  ///   being encoded has already written itself.
  func encodeSharing(_ states: Resolution.States) throws {
    let shared = sharedStates
    let key = PrettyJSON.StatesKey(states: states, depth: depth)
    if let bytes = shared?.value(for: key) {
      try single { $0.append(bytes) }
      return
    }
    let bytes = try encodeKeepingBytes(Resolution.States.Members(states: states))
    shared?.insert(bytes, for: key)
  }
}
