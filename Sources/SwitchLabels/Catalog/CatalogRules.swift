// The rules every catalog text and image follows, shared by the loader and `switch-labels lint`.

/// What a catalog's texts and images must be for the library to draw and speak them: a text is
/// not empty, at most ``maximumTextLength`` characters, with no control, bidi control (labels are
/// isolated when drawn) or invisible format character, and zero-width (non-)joiners only in
/// scripts that use them (or emoji); an image has a name and symbol by the same rules, a `viewBox`
/// of four numbers sized within ``viewBoxRange``, and SVG path data of commands and numbers only.
enum CatalogRules {
  /// The most characters (grapheme clusters) of one text; real labels have at most about 20.
  static let maximumTextLength = 100
  /// The allowed width and height of an image's `viewBox`, and the allowed size of its origin.
  static let viewBoxRange = 0.01...10_000.0
  /// The longest path data of an image, in bytes.
  static let maximumPathLength = 16 * 1024

  /// Scripts in which ZWJ/ZWNJ change how text is drawn (conjuncts, ligatures, cursive joining).
  static let joinerScripts: Set<String> = [
    "Arab", "Syrc", "Mong", "Nkoo", "Phag", "Mand", "Adlm", "Rohg", "Deva", "Beng", "Guru",
    "Gujr", "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh", "Mymr", "Khmr", "Tibt", "Thaa",
    "Olck",
  ]

  /// The rules a catalog's texts and images break, each as a message naming its key.
  static func problems(_ catalog: LabelCatalog) -> [String] {
    var problems: [String] = []
    for state in SwitchState.allCases {
      let labels = catalog.labels(for: state)
      for (index, text) in labels.texts.enumerated() {
        problems += self.problems(text: text, at: "\(state).texts[\(index)]")
      }
      problems += self.problems(text: labels.spoken, at: "\(state).spoken")
      if let image = catalog.images?[state] {
        problems += self.problems(image: image, at: "images.\(state)")
      }
    }
    return problems
  }

  /// The rules `text` breaks, each as a message starting with `key` (empty when it follows all).
  static func problems(text: String, at key: String) -> [String] {
    if text.trimmed.isEmpty { return ["\(key) is empty"] }
    var problems: [String] = []
    let length = text.count
    if length > maximumTextLength {
      problems.append(
        "\(key) has \(length) characters: a label has at most \(maximumTextLength)")
    }
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
      if ICU.CharacterProperties.isControl(scalar) {
        problems.append("\(key) contains the control character \(code)")
      } else if ICU.CharacterProperties.isBidiControl(scalar) {
        problems.append("\(key) contains the bidi control \(code) (labels are isolated when drawn)")
      } else if scalar.value == 0x200C || scalar.value == 0x200D {
        let neighbours = [
          index > 0 ? scalars[index - 1] : nil,
          index + 1 < scalars.count ? scalars[index + 1] : nil,
        ]
        .compactMap { $0 }
        let needed = neighbours.contains {
          joinerScripts.contains(ICU.CharacterProperties.script(of: $0)) || $0.properties.isEmoji
        }
        if !needed {
          problems.append("\(key) contains \(code) between characters whose script does not use it")
        }
      } else if ICU.CharacterProperties.isFormat(scalar)
        || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator
      {
        problems.append("\(key) contains the invisible format character \(code)")
      }
      if problems.count >= 8 { break }
    }
    return problems
  }

  /// The rules `image` breaks, each as a message starting with `key`.
  static func problems(image: ImageLabel, at key: String) -> [String] {
    var problems = problems(text: image.name, at: "\(key).name")
    if !image.symbol.isEmpty { problems += self.problems(text: image.symbol, at: "\(key).symbol") }
    let parts = image.viewBox.split(whereSeparator: { $0 == " " || $0 == "," })
    let values = parts.compactMap { Double($0) }
    if values.count != 4 || parts.count != 4 || values.contains(where: { !$0.isFinite }) {
      problems.append("\(key).viewBox must be four numbers, \"x y width height\"")
    } else {
      if !viewBoxRange.contains(values[2]) || !viewBoxRange.contains(values[3]) {
        problems.append(
          "\(key).viewBox: width and height must be from "
            + "\(NumberText.plain(viewBoxRange.lowerBound)) to "
            + "\(NumberText.plain(viewBoxRange.upperBound))")
      }
      if abs(values[0]) > viewBoxRange.upperBound || abs(values[1]) > viewBoxRange.upperBound {
        problems.append(
          "\(key).viewBox: x and y must be within ±\(NumberText.plain(viewBoxRange.upperBound))")
      }
    }
    if image.path.utf8.count > maximumPathLength {
      problems.append("\(key).path is longer than \(maximumPathLength) bytes")
    } else if !image.path.unicodeScalars.allSatisfy(pathDataScalars.contains) {
      problems.append(
        "\(key).path must be SVG path data: commands (M, L, H, V, C, S, Q, T, A, Z) and numbers")
    }
    return problems
  }

  /// Numbers, separators and the SVG path commands.
  private static let pathDataScalars = Set(
    "0123456789 ,.-+eE\n\t\rMmLlHhVvCcSsQqTtAaZz".unicodeScalars)
}
