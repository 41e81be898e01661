// Colours a geometry may name, and nothing else: a `url(…)` in SVG would fetch from the network.

/// The CSS colour syntax a ``Geometry/Colors`` value may use: hex,
/// `rgb()`/`rgba()`/`hsl()`/`hsla()` with numbers, and named colours; anything else (`url(…)`,
/// `var(…)`) is refused.
public enum CSSColor {
  /// Whether `text` is a colour in the accepted syntax (letter case does not matter).
  public static func isValid(_ text: String) -> Bool {
    let value = text.trimmed.lowercased()
    guard !value.isEmpty, value.utf8.count <= 64 else { return false }
    if value.hasPrefix("#") {
      let digits = value.dropFirst()
      return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
    for function in ["rgba(", "rgb(", "hsla(", "hsl("] where value.hasPrefix(function) {
      guard value.hasSuffix(")") else { return false }
      let arguments = value.dropFirst(function.count).dropLast()
      let numbers = arguments.split(whereSeparator: { " ,/".contains($0) })
      return (3...4).contains(numbers.count)
        && numbers.allSatisfy { number in
          var digits = Substring(number)
          for unit in ["%", "deg"] where digits.hasSuffix(unit) {
            digits = digits.dropLast(unit.count)
          }
          guard let parsed = Double(digits) else { return false }
          return parsed.isFinite
        }
    }
    return named.contains(value)
  }

  /// The CSS Color 4 named colours and `transparent`.
  static let named: Set<String> = [
    "transparent", "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque",
    "black", "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue",
    "chartreuse", "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan",
    "darkblue", "darkcyan", "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki",
    "darkmagenta", "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon",
    "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise",
    "darkviolet", "deeppink", "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick",
    "floralwhite", "forestgreen", "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod",
    "gray", "green", "greenyellow", "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory",
    "khaki", "lavender", "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral",
    "lightcyan", "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink",
    "lightsalmon", "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey",
    "lightsteelblue", "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon",
    "mediumaquamarine", "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen",
    "mediumslateblue", "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue",
    "mintcream", "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab",
    "orange", "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise",
    "palevioletred", "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple",
    "rebeccapurple", "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown",
    "seagreen", "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey",
    "snow", "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet",
    "wheat", "white", "whitesmoke", "yellow", "yellowgreen",
  ]
}

extension Geometry.Colors {
  /// The colours to draw with, each invalid one replaced by the default: only colours reach SVG.
  var drawable: Geometry.Colors {
    var colors = self
    for (_, field) in Self.fields where !CSSColor.isValid(self[keyPath: field]) {
      colors[keyPath: field] = Self.standard[keyPath: field]
    }
    return colors
  }

  /// The first colour that is not valid colour syntax, with its field name.
  var firstInvalid: (field: String, value: String)? {
    Self.fields.lazy.map { (field: $0.name, value: self[keyPath: $0.path]) }
      .first { !CSSColor.isValid($0.value) }
  }

  /// Each colour's field name and key path, in declaration order.
  private static var fields: [(name: String, path: WritableKeyPath<Self, String>)] {
    [
      ("trackOn", \.trackOn), ("trackOff", \.trackOff), ("thumb", \.thumb), ("labelOn", \.labelOn),
      ("labelOff", \.labelOff),
    ]
  }
}
