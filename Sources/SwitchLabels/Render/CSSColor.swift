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

  /// `text` when it is a valid colour, else `fallback`.
  static func checked(_ text: String, fallback: String) -> String {
    isValid(text) ? text : fallback
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
    let standard = Geometry.Colors.standard
    return Geometry.Colors(
      trackOn: CSSColor.checked(trackOn, fallback: standard.trackOn),
      trackOff: CSSColor.checked(trackOff, fallback: standard.trackOff),
      thumb: CSSColor.checked(thumb, fallback: standard.thumb),
      labelOn: CSSColor.checked(labelOn, fallback: standard.labelOn),
      labelOff: CSSColor.checked(labelOff, fallback: standard.labelOff))
  }

  /// The first colour that is not valid colour syntax, with its field name.
  var firstInvalid: (field: String, value: String)? {
    let fields = [
      ("trackOn", trackOn), ("trackOff", trackOff), ("thumb", thumb), ("labelOn", labelOn),
      ("labelOff", labelOff),
    ]
    return fields.first { !CSSColor.isValid($0.1) }.map { (field: $0.0, value: $0.1) }
  }
}
