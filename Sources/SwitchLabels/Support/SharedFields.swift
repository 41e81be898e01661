// Immutable fields in one shared box, for value types that are copied much more than made.

/// A value's fields kept in one shared, immutable box: a type built on it is copied with one
/// reference-count increment however many fields it has.
///
/// Equal, hashed and coded as its fields (coding is transparent: the fields' own keys, no wrapper).
struct SharedFields<Fields: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private let box: Box

  init(_ fields: Fields) { box = Box(fields) }

  /// The fields.
  var fields: Fields { box.fields }

  static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

  init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }

  func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
}
