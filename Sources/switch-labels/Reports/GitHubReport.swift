import SwitchLabels

/// `--format github`: GitHub Actions workflow commands, one annotation a line:
/// `::warning file=Locales/catalogs/de.json,line=1,title=…::de × ios: …`.
///
/// Each reported finding (``CIFindings``) is an `error`, `warning` or `notice` (information)
/// at the file and line that hold the row's words (``ReportLocations``). Catalog text is data:
/// control and bidi characters are made visible, and the workflow-command escapes are applied,
/// `%` → `%25`, CR → `%0D`, LF → `%0A` in the message, and also `:` → `%3A`, `,` → `%2C` in the
/// properties, so no text can end a command early or start another.
struct GitHubReport: ReportRenderer {
  static let identifier = "github"

  let failOn: [AuditCondition]
  let locations: ReportLocations

  init(context: ReportContext) {
    failOn = context.failOn
    locations = context.locations
  }

  func render(_ report: AuditReport) throws -> String {
    Self.lines(CIFindings.items(report, failOn: failOn, locations: locations))
  }

  /// One workflow command a finding.
  static func lines(_ items: [CIFindings.Item]) -> String {
    var out = ""
    for item in items {
      let command: String
      switch item.finding.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .info: command = "notice"
      }
      var properties = ["file=" + property(item.place.path)]
      if let line = item.place.line { properties.append("line=\(line)") }
      properties.append(
        "title="
          + property(
            "switch-labels \(item.finding.kind.rawValue) (\(item.locale) × \(item.geometry))"))
      out += "::\(command) \(properties.joined(separator: ","))::"
      out += data(CIFindings.message(item)) + "\n"
    }
    return out
  }

  /// A command's message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A command's property value: as ``data(_:)``, and `:` and `,` escaped too.
  static func property(_ text: String) -> String {
    var out = ""
    for scalar in ReportText.withoutControls(text, keeping: ["\r", "\n"]).unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
