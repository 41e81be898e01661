// PrettyJSON's encoder: one output buffer, the open objects and arrays on a stack.

import FoundationEssentials

extension PrettyJSON {
  /// The `Encoder` of ``PrettyJSON``: every value is written into one buffer as soon as it is
  /// encoded, and an object's members are put in key order when the object closes.
  ///
  /// A member is written as its indent, its key and ` : `, its value and `,\n`; so closing an
  /// object whose members came in key order (or an array) only drops the last `,\n`, and one
  /// whose members did not moves their byte ranges once. The open containers and their members
  /// are two stacks of values, so an encoding makes no object per container or per value.
  ///
  /// A container made by `nestedContainer`, `nestedUnkeyedContainer` or `superEncoder` may be
  /// filled at any time until its parent closes, so it gets a writer of its own whose bytes take
  /// their place when the parent closes.
  ///
  /// The writer's state is written on every byte, so its properties are
  /// `@exclusivity(unchecked)`: a writer is used by one thread (it is not `Sendable`) and none of
  /// its methods hands out a property while another accesses it, so Swift's run-time exclusivity
  /// checks (two library calls per access of a class's property) find nothing here, and cost
  /// about 400 M of the 1.7 G instructions of the default audit's JSON report (callgrind, one
  /// thread). The benchmark's "json · 4,830 audit rows · PrettyJSON" against JSONEncoder is the
  /// line that pays for it.
  final class Writer: Encoder {
    /// The JSON written so far.
    @exclusivity(unchecked) var out = Bytes()
    /// The open objects and arrays, innermost last.
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// The members of the open objects and arrays, in the order given.
    @exclusivity(unchecked) private var members: [Member] = []
    /// The escaped keys and nested writers of members (most members have neither, so a member
    /// itself holds no reference and needs no release when its object closes).
    @exclusivity(unchecked) private var specials: [Special] = []
    /// The value being encoded: its depth, and whether it has written itself.
    @exclusivity(unchecked) private var slot = Slot(depth: 0)
    /// The keys to the value being encoded (for errors).
    @exclusivity(unchecked) private var path: [any CodingKey]
    /// Where the last container got its identity.
    @exclusivity(unchecked) private var lastID = 0
    /// Reused when an object's members are reordered.
    @exclusivity(unchecked) private var scratch = Bytes()
    /// Reused for the order of an object's members.
    @exclusivity(unchecked) private var order: [Int] = []
    /// The pieces written once and copied where they recur (``encodeReusing(_:of:index:kind:)``),
    /// made when first needed.
    @exclusivity(unchecked) var reusedPieces: BoundedCache<ReuseKey, ReusedPiece>?
    /// The states written by the writers of one document (``encodeSharing(_:)``), if shared.
    let sharedStates: SharedStates?

    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var codingPath: [any CodingKey] { path }

    /// An object or an array being filled.
    struct Frame {
      /// Tells a container's frame from a later one at the same place on the stack.
      let id: Int
      let keyed: Bool
      let depth: Int
      /// Where its first member starts in `out`.
      let start: Int
      /// Its first member in `members`.
      let firstMember: Int
      /// Its first entry in `specials`.
      let firstSpecial: Int
      /// Whether a member is filled by a writer of its own.
      var hasNested = false
    }

    /// One member: its bytes in `out` (indent, key, value and `,\n`), or the indent and key of a
    /// member whose value a writer of its own holds.
    struct Member {
      let start: Int
      let end: Int
      /// The key's bytes in `out` when they are its UTF-8 unescaped (so the keys of two such
      /// members compare there); an empty range otherwise (and in an array).
      let keyBytes: Range<Int>
      /// The first 8 bytes of `keyBytes`, big-endian, zeros after a shorter key: one comparison
      /// orders most pairs of keys.
      let prefix: UInt64
      /// Its entry in `specials`, or -1: an object's member whose key is not in `keyBytes`, or a
      /// member filled by a writer of its own.
      let special: Int
    }

    /// What few members have: the key, when it is escaped (or empty) in `out`; the writer of a
    /// member filled later.
    struct Special {
      let key: String
      let nested: Writer?
    }

    /// The value being encoded.
    struct Slot {
      let depth: Int
      /// The identity of the container the value opened, if any.
      var frame: Int?
      /// Whether the value wrote a single value.
      var written = false
    }

    /// A writer for values laid out at `depth` and below, under `path`, sharing `states` with
    /// the other writers of a document.
    init(path: [any CodingKey] = [], sharing states: SharedStates? = nil) {
      self.path = path
      sharedStates = states
    }

    // MARK: Values

    /// Appends `value` laid out at `depth`: strings directly, earlier pieces as they are, what
    /// `JSONEncoder` treats specially through it, anything else through its `encode(to:)`.
    ///
    /// When the encoding throws, what it wrote is taken back.
    func encodeValue<T: Encodable>(_ value: T, depth: Int) throws {
      // Metatype comparisons first: a failing dynamic cast costs more than the encoding of a
      // small value.
      if T.self == String.self, let string = value as? String {
        appendString(string, to: &out)
        return
      }
      if T.self == Encoded.self, let encoded = value as? Encoded {
        out.append(encoded.bytes)
        return
      }
      if T.self == Date.self || T.self == Data.self || T.self == URL.self
        || T.self == Decimal.self
      {
        out.append(try Self.foundationEncoded(value, depth: depth))
        return
      }
      let saved = slot
      let mark = (
        out: out.count, frames: frames.count, members: members.count, specials: specials.count
      )
      slot = Slot(depth: depth)
      defer { slot = saved }
      do {
        try value.encode(to: self)
      } catch {
        out.removeSuffix(from: mark.out)
        frames.removeSubrange(mark.frames...)
        members.removeSubrange(mark.members...)
        specials.removeSubrange(mark.specials...)
        throw error
      }
      if slot.frame != nil {
        close()
      } else if !slot.written {
        // Nothing encoded: an empty object, as `JSONEncoder`.
        out.append("{\n\n")
        appendIndent(depth, to: &out)
        out.append(0x7D)
      }
    }

    /// Sets the value being encoded to a single value written by `body`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value already wrote itself.
    @inline(__always)
    func single(_ body: (inout Bytes) throws -> Void) throws {
      guard !hasWritten else {
        throw EncodingError.invalidValue(
          "", EncodingError.Context(codingPath: path, debugDescription: "a value encoded twice"))
      }
      try body(&out)
      slot.written = true
    }

    /// The depth of the value being encoded.
    var depth: Int { slot.depth }

    /// Whether the value being encoded has written itself or opened its container.
    var hasWritten: Bool { slot.frame != nil || slot.written }

    /// Records that the value being encoded has written itself.
    func markWritten() { slot.written = true }

    /// `value` as `JSONEncoder` writes it, laid out at `depth`.
    private static func foundationEncoded(_ value: some Encodable, depth: Int) throws -> [UInt8] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let text = String(decoding: try encoder.encode(value), as: UTF8.self)
      var bytes: [UInt8] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 {
          bytes.append(0x0A)
          if !line.isEmpty { bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth)) }
        }
        bytes.append(contentsOf: line.utf8)
      }
      return bytes
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(KeyedContainer<Key>(writer: self, frame: open(keyed: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      UnkeyedContainer(writer: self, frame: open(keyed: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValue(writer: self) }

    /// The identity of the value's container: the one it opened, else a new one.
    private func open(keyed: Bool) -> Int {
      if let frame = slot.frame { return frame }
      lastID += 1
      out.append(keyed ? 0x7B : 0x5B)
      out.append(0x0A)
      frames.append(
        Frame(
          id: lastID, keyed: keyed, depth: slot.depth, start: out.count,
          firstMember: members.count, firstSpecial: specials.count))
      slot.frame = lastID
      return lastID
    }

    /// The open container `id`, innermost first; nil when it is closed.
    private func frameIndex(_ id: Int) -> Int? {
      if let last = frames.last, last.id == id { return frames.count - 1 }
      return frames.lastIndex { $0.id == id }
    }

    /// The number of members container `id` has (0 once it is closed).
    func count(_ id: Int) -> Int {
      guard let index = frameIndex(id) else { return 0 }
      let end = index + 1 < frames.count ? frames[index + 1].firstMember : members.count
      return end - frames[index].firstMember
    }

    /// Writes a member of container `id`: its indent, `key` in an object, the value `body`
    /// writes at the container's depth plus one, and `,\n`.
    ///
    /// - Throws: what `body` throws (its bytes taken back), or `EncodingError.invalidValue`
    ///   when the container is closed or another is being filled.
    @inline(__always)
    func member(
      _ id: Int, _ key: String, _ body: (Writer, _ depth: Int) throws -> Void
    ) throws {
      guard let frame = frames.last, frame.id == id else {
        throw EncodingError.invalidValue(
          key,
          EncodingError.Context(
            codingPath: path, debugDescription: "a container used after its value was encoded"))
      }
      let start = out.count
      let (keyBytes, prefix) = writeKey(key, depth: frame.depth + 1, keyed: frame.keyed)
      do {
        try body(self, frame.depth + 1)
      } catch {
        out.removeSuffix(from: start)
        throw error
      }
      out.append(",\n")
      members.append(
        Member(
          start: start, end: out.count, keyBytes: keyBytes, prefix: prefix,
          special: frame.keyed && keyBytes.isEmpty ? special(key, nil) : -1))
    }

    /// Records a member's `key` and `nested` writer in `specials`; returns where.
    private func special(_ key: String, _ nested: Writer?) -> Int {
      specials.append(Special(key: key, nested: nested))
      return specials.count - 1
    }

    /// Writes a member's indent and, in an object, its key and ` : `; returns where the key's
    /// bytes are when they are its UTF-8 unescaped, and their prefix (see ``Member``).
    @inline(__always)
    private func writeKey(
      _ key: String, depth: Int, keyed: Bool
    ) -> (keyBytes: Range<Int>, prefix: UInt64) {
      appendIndent(depth, to: &out)
      guard keyed else { return (0..<0, 0) }
      let keyStart = out.count + 1
      appendString(key, to: &out)
      let keyEnd = out.count - 1
      out.append(" : ")
      guard keyEnd - keyStart == key.utf8.count else { return (0..<0, 0) }
      return (keyStart..<keyEnd, out.bigEndianPrefix(keyStart..<keyEnd))
    }

    /// Encodes the member `value` of container `id` under `key` (`codingKey` on the path).
    @inline(__always)
    func member<T: Encodable>(
      _ id: Int, _ key: String, _ codingKey: any CodingKey, value: T
    ) throws {
      try member(id, key) { writer, depth in
        writer.path.append(codingKey)
        defer { writer.path.removeLast() }
        try writer.encodeValue(value, depth: depth)
      }
    }

    /// A writer for a member of container `id` filled later (a nested container or a super
    /// encoder), its value in place when the container closes.
    func nested(_ id: Int, _ key: String, _ codingKey: any CodingKey) -> Writer {
      let writer = Writer(path: path + [codingKey], sharing: sharedStates)
      guard let index = frameIndex(id) else { return writer }
      let frame = frames[index]
      writer.slot = Slot(depth: frame.depth + 1)
      guard index == frames.count - 1 else {
        // Not the innermost container: not written (a `JSONEncoder` would stop the program).
        return writer
      }
      frames[index].hasNested = true
      let start = out.count
      let (keyBytes, prefix) = writeKey(key, depth: frame.depth + 1, keyed: frame.keyed)
      members.append(
        Member(
          start: start, end: out.count, keyBytes: keyBytes, prefix: prefix,
          special: special(key, writer)))
      return writer
    }

    /// The JSON of a writer made by ``nested(_:_:_:)``: its open containers closed, or an empty
    /// object when nothing was encoded.
    private func finish() -> [UInt8] {
      while !frames.isEmpty { close() }
      if slot.frame == nil, !slot.written {
        out.append("{\n\n")
        appendIndent(slot.depth, to: &out)
        out.append(0x7D)
      }
      return out.array
    }

    /// Closes the innermost container: an object's members in the UTF-8 order of their keys (the
    /// last value of a key given twice wins, as in `JSONEncoder`), then the closing bracket on a
    /// line of its own.
    private func close() {
      let frame = frames.removeLast()
      let first = frame.firstMember
      if members.count == first {
        out.append(0x0A)
      } else {
        if frame.hasNested || (frame.keyed && !isStrictlyOrdered(first..<members.count)) {
          reorder(frame)
        }
        // The last member's `,\n` becomes `\n`.
        out.removeSuffix(from: out.count - 1)
        out[out.count - 1] = 0x0A
      }
      members.removeLast(members.count - first)
      specials.removeLast(specials.count - frame.firstSpecial)
      appendIndent(frame.depth, to: &out)
      out.append(frame.keyed ? 0x7D : 0x5D)
    }

    /// Whether the keys of `range` of `members` ascend strictly.
    private func isStrictlyOrdered(_ range: Range<Int>) -> Bool {
      var index = range.lowerBound + 1
      while index < range.upperBound {
        // Two plain keys whose first bytes differ: ordered by their prefixes.
        let (previous, member) = (members[index - 1], members[index])
        let plain = previous.special < 0 && member.special < 0
        if !(plain && previous.prefix < member.prefix), compareKeys(index - 1, index) >= 0 {
          return false
        }
        index += 1
      }
      return true
    }

    /// Rewrites the members of `frame` in their final order, each once.
    private func reorder(_ frame: Frame) {
      order.removeAll(keepingCapacity: true)
      order.append(contentsOf: frame.firstMember..<members.count)
      if frame.keyed { sortOrder() }
      scratch.removeSuffix(from: 0)
      for position in order.indices {
        let index = order[position]
        if frame.keyed, position + 1 < order.count, compareKeys(index, order[position + 1]) == 0 {
          continue
        }
        scratch.append(out, members[index].start..<members[index].end)
        if members[index].special >= 0, let nested = specials[members[index].special].nested {
          scratch.append(nested.finish())
          scratch.append(",\n")
        }
      }
      out.removeSuffix(from: frame.start)
      out.append(scratch, 0..<scratch.count)
    }

    /// Sorts `order` by key, and in the order given for equal keys: by insertion for an object's
    /// few members, else by the standard library's stable sort.
    private func sortOrder() {
      guard order.count <= 32 else {
        order.sort { left, right in
          let order = compareKeys(left, right)
          return order != 0 ? order < 0 : left < right
        }
        return
      }
      for position in 1..<order.count {
        let index = order[position]
        var slot = position
        while slot > 0, compareKeys(order[slot - 1], index) > 0 {
          order[slot] = order[slot - 1]
          slot -= 1
        }
        order[slot] = index
      }
    }

    /// The order of the keys of members `left` and `right` by their UTF-8: negative, 0 or
    /// positive.
    ///
    /// Compared in `out` where both keys are written unescaped.
    private func compareKeys(_ left: Int, _ right: Int) -> Int {
      let a = members[left].keyBytes
      let b = members[right].keyBytes
      guard !a.isEmpty, !b.isEmpty else { return compare(key(of: left), key(of: right)) }
      let prefixes = (members[left].prefix, members[right].prefix)
      if prefixes.0 != prefixes.1 { return prefixes.0 < prefixes.1 ? -1 : 1 }
      // Plain keys have no NUL byte, so equal prefixes of keys of at most 8 bytes are equal keys.
      guard a.count > 8 || b.count > 8 else { return 0 }
      return out.withBytes { bytes in
        let count = min(a.count, b.count)
        var offset = 8
        while offset < count {
          let x = bytes[a.lowerBound + offset]
          let y = bytes[b.lowerBound + offset]
          if x != y { return Int(x) - Int(y) }
          offset += 1
        }
        return a.count - b.count
      }
    }

    /// The key of member `index` of an object, from `out` or `specials`.
    private func key(of index: Int) -> String {
      let member = members[index]
      if member.special >= 0 { return specials[member.special].key }
      return out.withBytes { String(decoding: $0[member.keyBytes], as: UTF8.self) }
    }

    /// The order of two keys by their UTF-8: negative, 0 or positive.
    private func compare(_ left: String, _ right: String) -> Int {
      var left = left
      var right = right
      return left.withUTF8 { a in
        right.withUTF8 { b in
          for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return Int(a[index]) - Int(b[index])
          }
          return a.count - b.count
        }
      }
    }
  }
}
