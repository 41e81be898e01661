// The generated Swift table's code: its types and ICU-free lookup (SwiftTableWriter writes data).

/// The code part of the generated Swift table (standard library only), written once per export
/// with the type's name and the geometries' cases.
///
/// The lookup takes identifiers as an OS gives them (`zh-Hant-HK`, POSIX `de_DE.UTF-8@euro`) and
/// finds each among the exported locales and their other spellings; one it lacks is tried in
/// ICU's CLDR order (without variants, then region, then a script only when it is the language's
/// default, never `sr-Latn` to Cyrillic `sr`). The first preference a catalog serves gives the
/// labels; the first preference gives the direction.
enum SwiftTableRuntime {
  /// The source of the types and the lookup.
  static func source(typeName: String, geometryCases: [String], defaultCase: String) -> String {
    let cases = geometryCases.enumerated().map { index, name in
      "    case `\(name)` = \(index)\n"
    }.joined()
    return
      template
      .replacing("__TYPE__", with: typeName)
      .replacing("__CASES__", with: cases)
      .replacing("__DEFAULT__", with: defaultCase)
      .replacing("__MODIFIER_SCRIPTS__", with: modifierScripts)
      .replacing("__MAXIMUM_LENGTH__", with: String(LocaleID.maximumLength))
  }

  /// Every identifier the generated code uses, and the standard library's common types: the
  /// table's type may not take one, or the code (or the app's it would shadow) would mean another.
  static let usedNames: Set<String> = {
    let names: Set<String> = [
      "Self", "Type", "Protocol", "Any", "AnyObject", "Swift", "Array", "Dictionary", "Set",
      "Optional", "Result", "Never", "Void", "Error", "Character", "Substring", "Float", "Int8",
      "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt64", "Range", "ClosedRange",
      "Sequence", "Collection", "Equatable", "Comparable", "Codable", "Encodable", "Decodable",
      "Identifiable", "Unicode", "Hasher", "StaticString", "CustomStringConvertible",
    ]
    let words = template.unicodeScalars.split {
      !($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0))
    }
    return names.union(words.map { String(Substring($0)) })
  }()

  /// Case names a geometry enum cannot take: `init`, and members its protocols give it.
  static let reservedCaseNames: Set<String> = [
    "init", "self", "Self", "Type", "rawValue", "allCases", "hashValue", "Protocol",
  ]

  /// The library's POSIX modifiers that name a script, as dictionary literal entries (its answers).
  private static var modifierScripts: String {
    LocaleID.posixModifierScripts.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
      .map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
  }

  private static let template = #"""
    /// Switch labels decided at export time for every locale: for each geometry, what to draw
    /// for on and off (text and scale, or an image label), the spoken text, the direction and
    /// whether to mirror — the answers `LabelService` gives, with no ICU at run time.
    ///
    /// ```swift
    /// let labels = __TYPE__.labels(for: Locale.preferredLanguages, geometry: .__DEFAULT__)
    /// switch labels.on.visual {
    /// case .text(let text, let scale): onLabel.text = text; onLabel.scale = scale
    /// case .image(let image): onImage.path = image.pathData  // SVG path data in image.viewBox
    /// }
    /// onView.accessibilityLabel = labels.on.spoken
    /// control.isMirrored = labels.mirrored
    /// ```
    public enum __TYPE__ {
      /// The geometries the table was exported for.
      public enum Geometry: Int, CaseIterable, Sendable {
    __CASES__
        /// The geometry's name in switch-labels, e.g. `ios-classic`.
        public var name: String { __TYPE__.geometryNames[rawValue] }
      }

      /// The rung of the fit ladder both states ended on.
      public enum Rung: String, Sendable, Hashable {
        case preferred, shorter, scaled, grown, truncated, image
      }

      /// A locale-neutral image label: its name, what it shows, and SVG path data.
      public struct Image: Hashable, Sendable {
        /// A stable name to map to an asset, e.g. `power-on`.
        public let name: String
        /// What the symbol is.
        public let symbol: String
        /// The SVG view box of `pathData`, e.g. `0 0 16 16`.
        public let viewBox: String
        /// SVG path data drawing the symbol.
        public let pathData: String
      }

      /// What one state draws.
      public enum Visual: Hashable, Sendable {
        /// Text at a font scale (1 = the geometry's font size).
        case text(String, scale: Double)
        /// An image label.
        case image(Image)
      }

      /// One state: what is drawn and what is spoken.
      public struct State: Hashable, Sendable {
        /// What is drawn.
        public let visual: Visual
        /// What a screen reader says (the full word), whatever is drawn.
        public let spoken: String
      }

      /// The direction the locale is written in.
      public enum Direction: String, Sendable, Hashable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
      }

      /// Both states of a switch in a locale and geometry: a small value (positions in the
      /// table), so a lookup copies no text.
      public struct Labels: Hashable, Sendable {
        fileprivate let decision: Int32
        fileprivate let slot: Int32
        /// The direction of the most preferred locale.
        public let direction: Direction
        /// Whether to mirror the control (on has the thumb at the left).
        public let mirrored: Bool

        /// The on state.
        public var on: State { __TYPE__.resolved[Int(decision)].on }
        /// The off state.
        public var off: State { __TYPE__.resolved[Int(decision)].off }
        /// The rung both states ended on.
        public var rung: Rung { __TYPE__.resolved[Int(decision)].rung }
        /// The catalog locale that served (`root` when none did: image labels).
        public var matched: String { __TYPE__.slotMatched[Int(slot)] }

        /// The state `isOn` selects.
        public subscript(isOn isOn: Bool) -> State { isOn ? on : off }

        /// Equal when they draw, say and lay out the same and the same catalog served.
        public static func == (lhs: Labels, rhs: Labels) -> Bool {
          lhs.decision == rhs.decision && lhs.direction == rhs.direction
            && lhs.mirrored == rhs.mirrored && lhs.matched == rhs.matched
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
          hasher.combine(decision)
          hasher.combine(direction)
          hasher.combine(mirrored)
          hasher.combine(matched)
        }
      }

      /// The labels for a user's preferred languages (most preferred first), as
      /// `Locale.preferredLanguages` gives them. Identifiers that are not locales are skipped.
      public static func labels(
        for preferredLanguages: [String], geometry: Geometry = .__DEFAULT__
      ) -> Labels {
        var first: UInt32? = nil
        for identifier in preferredLanguages {
          guard let entry = entry(for: identifier) else { continue }
          if first == nil { first = entry }
          if slotFlags[Int(entry >> 2)] & 1 != 0 {
            return make(slot: Int(entry >> 2), first: first ?? entry, geometry: geometry)
          }
        }
        let entry = first ?? unknownEntry(rightToLeft: false)
        return make(slot: Int(entry >> 2), first: entry, geometry: geometry)
      }

      /// The labels for one identifier.
      public static func labels(for identifier: String, geometry: Geometry = .__DEFAULT__)
        -> Labels
      {
        let entry = entry(for: identifier) ?? unknownEntry(rightToLeft: false)
        return make(slot: Int(entry >> 2), first: entry, geometry: geometry)
      }

      private static func make(slot: Int, first: UInt32, geometry: Geometry) -> Labels {
        let flags = slotFlags[slot]
        let ownRightToLeft = first & 1 != 0
        let rightToLeft =
          first & 2 != 0 || flags & 6 == 0 ? ownRightToLeft : flags & 4 != 0
        return Labels(
          decision: Int32(slotDecisions[slot * geometryNames.count + geometry.rawValue]),
          slot: Int32(slot), direction: rightToLeft ? .rightToLeft : .leftToRight,
          mirrored: rightToLeft && mirrors[geometry.rawValue])
      }

      /// Each decision's states, made once.
      fileprivate static let resolved: [(on: State, off: State, rung: Rung)] = decisions.map {
        decision in
        func state(_ shown: String, _ spoken: String) -> State {
          if decision.rung == .image, let image = images.first(where: { $0.name == shown }) {
            return State(visual: .image(image), spoken: spoken)
          }
          return State(visual: .text(shown, scale: decision.scale), spoken: spoken)
        }
        return (
          state(decision.on, decision.onSpoken), state(decision.off, decision.offSpoken),
          decision.rung
        )
      }

      /// The entry of an identifier: slot << 2 | script decides << 1 | right-to-left. nil when the
      /// identifier is not a locale (empty, or no language).
      private static func entry(for identifier: String) -> UInt32? {
        guard isWellFormed(identifier) else { return nil }
        if let entry = table[identifier] { return entry }
        if let recased = recased(identifier), let entry = table[recased] { return entry }
        let parsed = Parsed(identifier)
        guard let language = parsed.language else { return nil }
        for key in parsed.candidates(defaultScript: defaultScripts[language]) {
          if let entry = table[key] { return entry }
        }
        // Without a known script, the serving catalog's words decide the direction.
        guard let script = parsed.script ?? defaultScripts[language] else {
          return UInt32(rootSlot) << 2
        }
        return unknownEntry(rightToLeft: rightToLeftScripts.contains(script))
      }

      private static func unknownEntry(rightToLeft: Bool) -> UInt32 {
        UInt32(rootSlot) << 2 | 2 | (rightToLeft ? 1 : 0)
      }

      /// Whether `identifier` is one switch-labels reads as a locale: at most __MAXIMUM_LENGTH__
      /// bytes of ASCII letters, digits and `- _ . @ = ;`, no empty first or last subtag.
      private static func isWellFormed(_ identifier: String) -> Bool {
        let bytes = Array(identifier.utf8)
        guard !bytes.isEmpty, bytes.count <= __MAXIMUM_LENGTH__, bytes[0] != 0x2D, bytes[0] != 0x5F
        else { return false }
        for byte in bytes {
          switch byte {
          case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2D, 0x5F, 0x2E, 0x40, 0x3D, 0x3B: continue
          default: return false
          }
        }
        let base = bytes.prefix { $0 != 0x40 }
        return base.last != 0x2D && base.last != 0x5F
      }

      /// `identifier` with `_` as `-` and each subtag cased as BCP 47 writes it (`pt_br` →
      /// `pt-BR`), in one pass; nil for what needs the full parse (a codeset, a modifier, an
      /// extension, an empty subtag).
      private static func recased(_ identifier: String) -> String? {
        var identifier = identifier
        return identifier.withUTF8 { bytes -> String? in
          var out: [UInt8] = []
          out.reserveCapacity(bytes.count)
          var start = 0
          var index = 0
          while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x2D, bytes[end] != 0x5F {
              if bytes[end] == 0x2E || bytes[end] == 0x40 { return nil }
              end += 1
            }
            let length = end - start
            if length == 0 || (index > 0 && length == 1) { return nil }
            if index > 0 { out.append(0x2D) }
            for position in start..<end {
              var byte = bytes[position]
              let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
              if isLetter {
                let upper =
                  (index > 0 && length == 2) || (index == 1 && length == 4 && position == start)
                byte = upper ? byte & ~0x20 : byte | 0x20
              }
              out.append(byte)
            }
            index += 1
            start = end + 1
          }
          return String(decoding: out, as: UTF8.self)
        }
      }

      /// An identifier's subtags, cased as BCP 47 writes them.
      private struct Parsed {
        var language: String?
        var script: String?
        var region: String?
        var variants: [String] = []

        init(_ identifier: String) {
          var text = Substring(identifier)
          var modifier = ""
          if let at = text.firstIndex(of: "@") {
            modifier = text[text.index(after: at)...].lowercased()
            text = text[..<at]
          }
          if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
          var parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).map {
            $0.lowercased()
          }
          if parts == ["c"] || parts == ["posix"] { parts = ["en", "us", "posix"] }
          guard let first = parts.first, (2...8).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLetter })
          else { return }
          if first == "und" || first == "root" { return }
          var language = first
          if let alias = aliases[language] {
            let aliasParts = alias.split(separator: "-")
            language = String(aliasParts[0])
            if aliasParts.count > 1 { script = String(aliasParts[1]) }
          }
          self.language = language
          var sawScript = false
          for part in parts.dropFirst() {
            if part.count == 1 { break }
            if !sawScript, region == nil, variants.isEmpty, part.count == 4,
              part.allSatisfy({ $0.isASCII && $0.isLetter })
            {
              sawScript = true
              script = part.prefix(1).uppercased() + part.dropFirst()
            } else if region == nil, variants.isEmpty,
              (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter }))
                || (part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber }))
            {
              region = part.uppercased()
            } else {
              variants.append(part)
            }
          }
          if script == nil, let named = modifierScripts[modifier] { script = named }
        }

        /// The tags to try, in order.
        func candidates(defaultScript: String?) -> [String] {
          guard let language else { return [] }
          var result: [String] = []
          func add(_ parts: [String?]) {
            let tag = parts.compactMap { $0 }.joined(separator: "-")
            if !result.contains(tag) { result.append(tag) }
          }
          add([language, script, region] + variants)
          add([language, script, region])
          if script != nil {
            add([language, script])
            guard script == defaultScript else { return result }
          }
          add([language, region])
          add([language])
          return result
        }
      }

      private static let modifierScripts: [String: String] = [
        __MODIFIER_SCRIPTS__,
      ]

      /// Every key, parsed once from `keyText`.
      private static let table: [String: UInt32] = {
        var table: [String: UInt32] = [:]
        table.reserveCapacity(keyCount)
        for record in keyText.split(separator: ";") {
          let fields = record.split(separator: ":")
          guard fields.count == 2, let value = UInt32(fields[1], radix: 36) else { continue }
          table[String(fields[0])] = value
        }
        return table
      }()

      /// The default script of each language, parsed once from `defaultScriptText`.
      private static let defaultScripts: [String: String] = {
        var scripts: [String: String] = [:]
        for group in defaultScriptText.split(separator: ";") {
          let fields = group.split(separator: ":")
          guard fields.count == 2 else { continue }
          for language in fields[1].split(separator: ",") {
            scripts[String(language)] = String(fields[0])
          }
        }
        return scripts
      }()

      /// One decision: the rung, the scale, each state's text (or image name) and spoken text.
      private struct Decision: Sendable {
        let rung: Rung
        let scale: Double
        let on: String
        let off: String
        let onSpoken: String
        let offSpoken: String

        init(
          _ rung: Rung, _ scale: Double, _ on: String, _ off: String, _ onSpoken: String,
          _ offSpoken: String
        ) {
          self.rung = rung
          self.scale = scale
          self.on = on
          self.off = off
          self.onSpoken = onSpoken
          self.offSpoken = offSpoken
        }
      }

    """#
}
