import SwitchLabels

/// What every declared option shares, typed or not: its name, its help and how one value is read.
///
/// Commands declare each option once, as a static ``Option`` or ``Flag`` value, list those
/// values in their ``CommandSpec``, and read the parsed result through the same value
/// (`arguments[Self.jobs]`), so a misspelt option is a compile error. The table drives parsing,
/// value checking (at parse time, before any work) and `--help`.
protocol OptionDeclaration: Sendable {
  /// The long name without dashes, e.g. `format`.
  var name: String { get }
  /// The placeholder of the value (`<id>`), or nil for a flag.
  var placeholder: String? { get }
  /// One line of help.
  var help: String { get }
  /// Whether the option may be given more than once.
  var repeatable: Bool { get }
  /// Reads one value from the command line.
  ///
  /// - Throws: ``ToolError`` (exit 64) naming the option and what it expects.
  func read(_ text: String) throws(ToolError) -> any Sendable
}

/// An option that takes a value of type `Value`, checked and converted when the command line is
/// parsed.
struct Option<Value: Sendable>: OptionDeclaration {
  let name: String
  let placeholder: String?
  let help: String
  let repeatable: Bool
  /// Turns the text given on the command line into the value.
  let convert: @Sendable (String) throws(ToolError) -> Value

  /// An option whose value `convert` reads (and checks).
  init(
    _ name: String, _ placeholder: String, _ help: String, repeatable: Bool = false,
    convert: @escaping @Sendable (String) throws(ToolError) -> Value
  ) {
    self.name = name
    self.placeholder = placeholder
    self.help = help
    self.repeatable = repeatable
    self.convert = convert
  }

  func read(_ text: String) throws(ToolError) -> any Sendable { try convert(text) }

  /// The usage error for a value this option does not accept.
  func invalid(_ text: String, expected: String) -> ToolError {
    .usage("invalid value '\(Printable.field(text))' for '--\(name)': expected \(expected)")
  }
}

extension Option where Value == String {
  /// An option whose value is used as text.
  init(_ name: String, _ placeholder: String, _ help: String, repeatable: Bool = false) {
    self.init(name, placeholder, help, repeatable: repeatable) { text throws(ToolError) in text }
  }

  /// An option taking one of `choices` (any letter case; the value is the choice as listed).
  static func oneOf(
    _ name: String, _ placeholder: String, _ help: String, choices: [String]
  ) -> Self {
    Self(name, placeholder, help + " (" + choices.joined(separator: ", ") + ")") {
      text throws(ToolError) in
      guard let choice = choices.first(where: { $0.lowercased() == text.lowercased() }) else {
        throw ToolError.usage(
          "invalid value '\(Printable.field(text))' for '--\(name)': expected one of "
            + choices.joined(separator: ", "))
      }
      return choice
    }
  }
}

extension Option where Value == Int {
  /// A whole-number option, checked to be in `range`.
  static func integer(
    _ name: String, _ placeholder: String, _ help: String, in range: ClosedRange<Int>
  ) -> Self {
    Self(name, placeholder, help) { text throws(ToolError) in
      guard let number = Int(text.trimmed), range.contains(number) else {
        throw ToolError.usage(
          "invalid value '\(Printable.field(text))' for '--\(name)': expected a whole number in "
            + "\(range.lowerBound)…\(range.upperBound)")
      }
      return number
    }
  }
}

extension Option where Value == Double {
  /// A decimal option, checked to be finite and in `range`.
  static func decimal(
    _ name: String, _ placeholder: String, _ help: String, in range: ClosedRange<Double>
  ) -> Self {
    Self(name, placeholder, help) { text throws(ToolError) in
      guard let number = Double(text.trimmed), number.isFinite, range.contains(number) else {
        throw ToolError.usage(
          "invalid value '\(Printable.field(text))' for '--\(name)': expected a number from "
            + "\(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))")
      }
      return number
    }
  }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// An option taking one of the cases of `Value` by raw value, in any letter case.
  static func choice(
    _ name: String, _ placeholder: String, _ help: String,
    among cases: [Value] = Array(Value.allCases)
  ) -> Self {
    let names = cases.map(\.rawValue)
    return Self(name, placeholder, help + ": " + names.joined(separator: ", ")) {
      text throws(ToolError) in
      guard let value = cases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
      else {
        throw ToolError.usage(
          "invalid value '\(Printable.field(text))' for '--\(name)': expected one of "
            + names.joined(separator: ", "))
      }
      return value
    }
  }
}

extension Option {
  /// A repeatable option taking a comma-separated list of the cases of `Element` by raw value,
  /// in any letter case: `--fail-on image,missing --fail-on text-scaled`.
  static func choices<Element>(
    _ name: String, _ placeholder: String, _ help: String,
    among cases: [Element] = Array(Element.allCases)
  ) -> Self
  where
    Value == [Element], Element: CaseIterable & RawRepresentable & Sendable,
    Element.RawValue == String
  {
    let names = cases.map(\.rawValue)
    return Self(name, placeholder, help + ": " + names.joined(separator: ", "), repeatable: true) {
      text throws(ToolError) in
      var values: [Element] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let item = part.trimmed
        guard let value = cases.first(where: { $0.rawValue.lowercased() == item.lowercased() })
        else {
          throw ToolError.usage(
            "invalid value '\(Printable.field(item))' for '--\(name)': expected one of "
              + names.joined(separator: ", "))
        }
        values.append(value)
      }
      return values
    }
  }
}

extension Option where Value == OutputFormat {
  /// `--format`, with the formats a command supports (the first is the default).
  static func format(_ formats: [OutputFormat], _ help: String = "Output format") -> Self {
    .choice(
      "format", "<format>", help + " (default \(formats[0].rawValue))", among: formats)
  }
}

/// The formats of the commands that print data (`audit` has its own report formats).
enum OutputFormat: String, CaseIterable, Sendable {
  case text, json, markdown
}

/// An option without a value: given or not.
struct Flag: OptionDeclaration {
  let name: String
  let help: String
  var placeholder: String? { nil }
  var repeatable: Bool { false }

  /// A flag named `name`.
  init(_ name: String, _ help: String) {
    self.name = name
    self.help = help
  }

  func read(_ text: String) throws(ToolError) -> any Sendable { true }
}

/// The options many commands share.
enum CommonOptions {
  /// `--output <file>`.
  static let output = Option<String>(
    "output", "<file>", "Write the report to <file> (whole or not at all) instead of stdout")

  /// `--color`.
  static let color = Option<ColorMode>.choice(
    "color", "<when>", "Colour: auto (a terminal, unless NO_COLOR is set), always, never")

  /// `--help` / `-h`, which every command takes.
  static let help = Flag("help", "Show this help (also -h)")
}

/// The positional arguments of a command.
struct PositionalSpec {
  /// The placeholder, for example `<id>…`.
  let name: String
  /// One line of help.
  let help: String
  /// The fewest values accepted.
  var minimum = 0
  /// The most values accepted.
  var maximum = Int.max
}

/// A command's declaration: name, help and the option table.
struct CommandSpec {
  let name: String
  let summary: String
  var discussion: String? = nil
  var options: [any OptionDeclaration] = []
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
    for option in options + [CommonOptions.help] {
      var left = "--\(option.name)"
      if let value = option.placeholder { left += " \(value)" }
      text += "  \(left.padded(to: 24)) \(option.help)\n"
    }
    if !examples.isEmpty {
      text += "\nEXAMPLES:\n" + examples.map { "  \($0)\n" }.joined()
    }
    return text
  }

  /// Parses `arguments` (after the command name) against the table, reading every value.
  ///
  /// - Throws: ``ToolError`` (exit 64) naming the unknown option (with the nearest known one),
  ///   the missing value or the value the option does not accept.
  func parse(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if !onlyPositionals, argument == "-h" {
        parsed.wantsHelp = true
        continue
      }
      if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
        if !onlyPositionals, argument.hasPrefix("-"), argument != "-", argument.count > 1 {
          throw unknown(argument)
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
      if optionName == CommonOptions.help.name {
        parsed.wantsHelp = true
        continue
      }
      guard let option = options.first(where: { $0.name == optionName }) else {
        throw unknown("--" + optionName)
      }
      if !option.repeatable, parsed.given.contains(optionName) {
        throw .usage("option '--\(optionName)' given more than once")
      }
      guard let placeholder = option.placeholder else {
        if inlineValue != nil { throw .usage("option '--\(optionName)' takes no value") }
        parsed.record(option, value: true)
        continue
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else {
        guard index < arguments.count else {
          throw .usage("option '--\(optionName)' needs a value \(placeholder)")
        }
        text = arguments[index]
        index += 1
      }
      parsed.record(option, value: try option.read(text))
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
      throw .usage("unexpected argument '\(Printable.field(first))' for '\(name)' (see --help)")
    }
    return parsed
  }

  /// The error for an unknown option, suggesting the nearest declared name.
  private func unknown(_ argument: String) -> ToolError {
    let given = argument.drop(while: { $0 == "-" })
    let names = options.map(\.name) + [CommonOptions.help.name]
    let nearest = names.map { ($0, editDistance(given, $0)) }.min { $0.1 < $1.1 }
    var message = "unknown option '\(Printable.field(argument))' for '\(name)'"
    if let (suggestion, distance) = nearest, !given.isEmpty,
      distance <= max(1, min(3, suggestion.count / 3)) || suggestion.hasPrefix(given)
    {
      message += " (did you mean '--\(suggestion)'?)"
    } else {
      message += " (see --help)"
    }
    return .usage(message)
  }
}

/// The Levenshtein distance between two short strings (option names), by characters.
func editDistance(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
  let a = Array(a.prefix(64))
  let b = Array(b.prefix(64))
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The result of parsing a command line against a ``CommandSpec``: each value already read by
/// its option, so reading one cannot fail.
struct ParsedArguments {
  /// The values of each option given, by name, in command-line order.
  private var values: [String: [any Sendable]] = [:]
  /// The names of the options given.
  private(set) var given: Set<String> = []
  var positionals: [String] = []
  var wantsHelp = false

  fileprivate mutating func record(_ option: any OptionDeclaration, value: any Sendable) {
    values[option.name, default: []].append(value)
    given.insert(option.name)
  }

  /// The value of a single-valued option, or nil when it was not given.
  subscript<Value>(_ option: Option<Value>) -> Value? {
    values[option.name]?.last as? Value
  }

  /// Every value of a repeatable option, in command-line order.
  func all<Value>(_ option: Option<Value>) -> [Value] {
    (values[option.name] ?? []).compactMap { $0 as? Value }
  }

  /// Whether a flag was given.
  subscript(_ flag: Flag) -> Bool { given.contains(flag.name) }

  /// Whether an option was given at all.
  func has(_ option: some OptionDeclaration) -> Bool { given.contains(option.name) }
}

extension String {
  /// The string padded with spaces to `width` characters (longer strings are left as they are).
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
