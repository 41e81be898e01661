/// One option of a command, as the option table declares it. The same table drives parsing and
/// `--help`.
struct OptionSpec {
  /// The long name without dashes, e.g. `format`.
  let name: String
  /// The placeholder of the value (`<id>`), or nil for a flag.
  let value: String?
  /// One line of help.
  let help: String
  /// Allowed values, if the option takes one of a fixed set.
  var choices: [String]? = nil
  /// Whether the option may be given more than once.
  var repeatable = false

  /// A flag (no value).
  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, value: nil, help: help)
  }

  /// An option taking a value.
  static func option(
    _ name: String, _ value: String, _ help: String, choices: [String]? = nil,
    repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(name: name, value: value, help: help, choices: choices, repeatable: repeatable)
  }

  /// `--format`, with the formats a command supports.
  static func format(_ choices: [String], _ help: String = "Output format") -> OptionSpec {
    .option(
      "format", "<format>", "\(help): \(choices.joined(separator: ", ")) (default \(choices[0]))",
      choices: choices)
  }

  /// `--output <file>`.
  static let output = OptionSpec.option(
    "output", "<file>", "Write the report to <file> (whole or not at all) instead of stdout")

  /// `--color`.
  static let color = OptionSpec.option(
    "color", "<when>", "Colour: auto (a terminal, unless NO_COLOR is set), always, never",
    choices: ColorMode.allCases.map(\.rawValue))
}

/// The positional arguments of a command.
struct PositionalSpec {
  /// The placeholder, e.g. `<id>…`.
  let name: String
  /// One line of help.
  let help: String
  /// The fewest and most values accepted.
  var minimum = 0
  var maximum = Int.max
}

/// A command's declaration: name, help and the option table.
struct CommandSpec {
  let name: String
  let summary: String
  var discussion: String? = nil
  var options: [OptionSpec] = []
  var positional: PositionalSpec? = nil
  var examples: [String] = []

  /// The `--help` text, generated from the table.
  func help(tool: String) -> String {
    var usage = "\(tool) \(name)"
    if !options.isEmpty { usage += " [options]" }
    if let positional { usage += " \(positional.name)" }
    var text = "\(summary)\n\nUSAGE: \(usage)\n"
    if let discussion { text += "\n\(discussion)\n" }
    if let positional {
      text += "\nARGUMENTS:\n  \(positional.name.padded(to: 24)) \(positional.help)\n"
    }
    text += "\nOPTIONS:\n"
    for option in options + [.flag("help", "Show this help")] {
      var left = "--\(option.name)"
      if let value = option.value { left += " \(value)" }
      text += "  \(left.padded(to: 24)) \(option.help)\n"
    }
    if !examples.isEmpty {
      text += "\nEXAMPLES:\n" + examples.map { "  \($0)\n" }.joined()
    }
    return text
  }

  /// Parses `arguments` (after the command name) against the table.
  ///
  /// - Throws: ``ToolError`` (exit 64) naming the unknown option, the missing value or the value
  ///   outside the allowed set.
  func parse(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
        if !onlyPositionals, argument.hasPrefix("-"), argument != "-", argument.count > 1 {
          throw .usage("unknown option '\(argument)' for '\(name)' (see --help)")
        }
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var optionName = String(argument.dropFirst(2))
      var inlineValue: String? = nil
      if let equals = optionName.firstIndex(of: "=") {
        inlineValue = String(optionName[optionName.index(after: equals)...])
        optionName = String(optionName[..<equals])
      }
      if optionName == "help" {
        parsed.wantsHelp = true
        continue
      }
      guard let spec = options.first(where: { $0.name == optionName }) else {
        throw .usage("unknown option '--\(optionName)' for '\(name)' (see --help)")
      }
      guard let placeholder = spec.value else {
        if inlineValue != nil { throw .usage("option '--\(optionName)' takes no value") }
        parsed.flags.insert(optionName)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw .usage("option '--\(optionName)' needs a value \(placeholder)")
        }
        value = arguments[index]
        index += 1
      }
      if let choices = spec.choices, !choices.contains(value) {
        throw .usage(
          "invalid value '\(value)' for '--\(optionName)': expected one of "
            + choices.joined(separator: ", "))
      }
      if !spec.repeatable, parsed.values[optionName] != nil {
        throw .usage("option '--\(optionName)' given more than once")
      }
      parsed.values[optionName, default: []].append(value)
    }
    if parsed.wantsHelp { return parsed }
    let count = parsed.positionals.count
    if let positional {
      if count < positional.minimum {
        throw .usage("'\(name)' needs \(positional.name) (see --help)")
      }
      if count > positional.maximum {
        throw .usage("'\(name)' takes at most \(positional.maximum) \(positional.name)")
      }
    } else if let first = parsed.positionals.first {
      throw .usage("unexpected argument '\(first)' for '\(name)' (see --help)")
    }
    return parsed
  }
}

/// The result of parsing a command line against a ``CommandSpec``.
struct ParsedArguments {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  var wantsHelp = false

  /// The value of a single-valued option.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// A number option, checked to be in `range`.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(ToolError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw .usage("invalid value '\(text)' for '--\(name)': expected a whole number in \(range)")
    }
    return number
  }

  /// A decimal option, checked to be finite and in `range`.
  func decimal(_ name: String, in range: ClosedRange<Double>) throws(ToolError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw .usage(
        "invalid value '\(text)' for '--\(name)': expected a number from \(range.lowerBound) to "
          + "\(range.upperBound)")
    }
    return number
  }
}

extension String {
  /// The string padded with spaces to `width` characters (longer strings are left as they are).
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
