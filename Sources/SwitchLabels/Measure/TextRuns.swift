// Itemisation: label text → runs of one font, one script and one direction, ready to shape.

/// A run of text shaped with one font, in one script and one direction.
struct TextRun {
  /// UTF-8 offsets of the run in the (NFC) text.
  var start: Int
  var end: Int
  /// Index into ``TextRuns/faces``.
  var face: Int
  /// The `UScriptCode` of the run; Common when the text has no script of its own.
  var script: Int32
  var rightToLeft: Bool
}

/// Label text split into runs the way a text stack splits it before shaping.
///
/// 1. **Clusters**: a character with its marks, selectors, ZWJ sequence, modifiers or flag pair.
/// 2. **Fonts**: the primary if it draws each character as HarfBuzz does (own glyph, decomposition,
///    U+0020 for a space), else the first covering fallback, else the primary, reported missing.
/// 3. **Scripts**: the first non-Common, non-Inherited character's; neutral clusters the previous.
/// 4. **Runs**: clusters of one font and script (Han and kana as one), in the first strong
///    character's direction (else left to right).
struct TextRuns {
  /// The faces used, the primary first (index 0) even when no run uses it.
  var faces: [FontFace]
  var runs: [TextRun]
  /// Drawn characters the font of their run has no glyph for, each once, in order.
  var missing: [Unicode.Scalar]

  private struct Scalar {
    let value: UInt32
    let offset: Int
    let kind: ICU.CharacterClass
    let script: Int32
  }

  private struct Cluster {
    var scalars: Range<Int>
    var script: Int32?
    var face = 0
  }

  /// Splits `text` into runs for the `primary` font (offsets in its UTF-8).
  init(_ text: String, primary: ResolvedFont, store: FontStore) {
    faces = [primary.face]
    runs = []
    missing = []
    let scalars = Self.decode(text)
    guard !scalars.isEmpty else { return }
    var clusters = Self.clusters(scalars)
    resolveFonts(&clusters, scalars, primary: primary, store: store)
    Self.resolveScripts(&clusters)
    for cluster in clusters {
      let start = scalars[cluster.scalars.lowerBound].offset
      let end =
        cluster.scalars.upperBound < scalars.count
        ? scalars[cluster.scalars.upperBound].offset : text.utf8.count
      let script = cluster.script ?? ICU.commonScript
      if let last = runs.last, last.face == cluster.face,
        ICU.runGroup(last.script) == ICU.runGroup(script)
      {
        runs[runs.count - 1].end = end
      } else {
        runs.append(
          TextRun(start: start, end: end, face: cluster.face, script: script, rightToLeft: false))
      }
    }
    var runIndex = 0
    var decided = false
    for scalar in scalars {
      while scalar.offset >= runs[runIndex].end {
        runIndex += 1
        decided = false
      }
      guard !decided else { continue }
      if scalar.kind.contains(.strongRightToLeft) {
        runs[runIndex].rightToLeft = true
        decided = true
      } else if scalar.kind.contains(.strongLeftToRight) {
        decided = true
      }
    }
  }

  /// The scalars of `text` with their UTF-8 offsets and classes.
  private static func decode(_ text: String) -> [Scalar] {
    var scalars: [Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    var offset = 0
    for scalar in text.unicodeScalars {
      let (kind, script) = ICU.classify(scalar.value)
      scalars.append(Scalar(value: scalar.value, offset: offset, kind: kind, script: script))
      offset += UTF8.width(scalar)
    }
    return scalars
  }

  private static func clusters(_ scalars: [Scalar]) -> [Cluster] {
    var clusters: [Cluster] = []
    clusters.reserveCapacity(scalars.count)
    for (index, scalar) in scalars.enumerated() {
      // Every scalar before this one is in a cluster: there is a last one unless this is the first.
      if let last = clusters.last, attaches(scalar, after: scalars[index - 1], in: last, scalars) {
        clusters[clusters.count - 1].scalars = last.scalars.lowerBound..<(index + 1)
      } else {
        clusters.append(Cluster(scalars: index..<(index + 1)))
      }
      if !scalar.kind.contains(.neutralScript), clusters[clusters.count - 1].script == nil {
        clusters[clusters.count - 1].script = scalar.script
      }
    }
    return clusters
  }

  private static func attaches(
    _ scalar: Scalar, after previous: Scalar, in cluster: Cluster, _ scalars: [Scalar]
  ) -> Bool {
    if scalar.kind.contains(.mark) || scalar.kind.contains(.ignorable) { return true }
    if previous.value == 0x200D { return true }  // ZERO WIDTH JOINER
    if (0x1F3FB...0x1F3FF).contains(scalar.value) { return true }  // emoji modifiers
    let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    if regionalIndicators.contains(scalar.value), cluster.scalars.count == 1,
      regionalIndicators.contains(scalars[cluster.scalars.lowerBound].value)
    {
      return true
    }
    return false
  }

  /// Whether `face` draws `scalar` as HarfBuzz would (decomposition and spaces included).
  private static func draws(_ face: FontFace, _ scalar: Scalar) -> Bool {
    if face.covers(scalar.value) { return true }
    if scalar.kind.contains(.space) { return face.covers(0x20) }
    guard scalar.kind.contains(.decomposes) else { return false }
    let parts = ICU.decomposition(scalar.value)
    return !parts.isEmpty && parts.allSatisfy(face.covers)
  }

  /// Default-ignorables and controls are never drawn.
  private static func needsGlyph(_ scalar: Scalar) -> Bool {
    !scalar.kind.contains(.ignorable) && !scalar.kind.contains(.control)
  }

  private mutating func resolveFonts(
    _ clusters: inout [Cluster], _ scalars: [Scalar], primary: ResolvedFont, store: FontStore
  ) {
    for index in clusters.indices {
      let needed = scalars[clusters[index].scalars].filter(Self.needsGlyph)
      if needed.isEmpty {
        clusters[index].face = index > 0 ? clusters[index - 1].face : 0
        continue
      }
      if needed.allSatisfy({ Self.draws(primary.face, $0) }) { continue }
      // An earlier fallback of the same script keeps drawing while it can: one font per run.
      let script = clusters[index].script
      if let earlier = clusters[..<index].last(where: { $0.face != 0 && $0.script == script }),
        needed.allSatisfy({ Self.draws(faces[earlier.face], $0) })
      {
        clusters[index].face = earlier.face
        continue
      }
      var face = 0
      if let fallback = store.fallback(
        for: needed.map(\.value), script: script, primary: primary)
      {
        if let existing = faces.firstIndex(where: { $0 === fallback || $0.file == fallback.file }) {
          face = existing
        } else {
          faces.append(fallback)
          face = faces.count - 1
        }
      }
      clusters[index].face = face
      for scalar in needed where !Self.draws(faces[face], scalar) {
        guard let character = Unicode.Scalar(scalar.value), !missing.contains(character) else {
          continue
        }
        missing.append(character)
      }
    }
  }

  private static func resolveScripts(_ clusters: inout [Cluster]) {
    guard let first = clusters.first(where: { $0.script != nil })?.script else { return }
    var current = first
    for index in clusters.indices {
      if let script = clusters[index].script {
        current = script
      } else {
        clusters[index].script = current
      }
    }
  }
}
