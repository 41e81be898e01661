import Foundation
import Testing

@Suite("switch-labels locale / locales", .tags(.cli))
struct LocaleCommandTests {
  struct Row: Decodable {
    let input: String
    let canonical: String
    let maximized: String
    let chain: [String]
    let direction: String
    let displayName: String?
    let nativeDisplayName: String?
  }

  @Test("The issue's example prints CLDR-correct chains as JSON")
  func example() throws {
    let run = try runTool([
      "locale", "es-MX", "sr-ME", "zh-HK", "iw", "de_DE.UTF-8@euro", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try run.json([Row].self)
    #expect(rows.map(\.input) == ["es-MX", "sr-ME", "zh-HK", "iw", "de_DE.UTF-8@euro"])
    #expect(
      rows.map(\.chain) == [
        ["es-MX", "es-419", "es", "root"],
        ["sr-Latn-ME", "sr-Latn", "root"],
        ["zh-Hant-HK", "zh-Hant", "root"],
        ["he", "root"],
        ["de-DE", "de", "root"],
      ])
    #expect(rows.map(\.canonical) == ["es-MX", "sr-ME", "zh-HK", "he", "de-DE"])
    #expect(rows[2].maximized == "zh-Hant-HK")
    #expect(rows[3].direction == "rtl")
    #expect(rows[0].displayName == "Spanish (Mexico)")
    #expect(rows[0].nativeDisplayName == "español (México)")
  }

  @Test("Text output lists each input with its chain")
  func text() throws {
    let run = try runTool(["locale", "en-AU"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("en-AU → en-001 → en → root"))
    #expect(run.stdout.contains("English (Australia)"))
  }

  @Test("A registered language ICU has no data for resolves: shown, exit 0")
  func languageWithoutData() throws {
    let run = try runTool(["locale", "hyw", "hy_arevmda", "x-foo"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("a registered language ICU has no data for"))
    #expect(run.stdout.contains("hyw → root"))
    #expect(run.stdout.contains("a private-use tag: no language"))
  }

  @Test("A bad identifier: named on stderr, exit 65, the good ones still shown")
  func badIdentifier() throws {
    let run = try runTool(["locale", "../../etc/passwd", "de", "--format", "json"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\"../../etc/passwd\""))
    #expect(try run.json([Row].self).map(\.canonical) == ["de"])
  }

  @Test(
    "Usage mistakes exit 64 and say what is wrong",
    arguments: [
      (["locale"], "needs <id>"),
      (["locale", "en", "--format", "xml"], "invalid value 'xml'"),
      (["locale", "en", "--bogus"], "unknown option '--bogus'"),
      (["nonsense"], "unknown command 'nonsense'"),
      ([String](), "USAGE"),
    ])
  func usage(_ arguments: [String], _ message: String) throws {
    let run = try runTool(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("--help on every command, and --version")
  func help() throws {
    let top = try runTool(["--help"])
    #expect(top.status == 0)
    let commands = top.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop {
      !$0.hasPrefix("COMMANDS")
    }.dropFirst()
      .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(commands.count >= 2)
    for command in commands {
      let run = try runTool([command, "--help"])
      #expect(run.status == 0, "\(command)")
      #expect(run.stdout.contains("USAGE: switch-labels \(command)"), "\(command)")
    }
    let version = try runTool(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("switch-labels "))
  }

  @Test("locales --icu lists every ICU locale")
  func icuLocales() throws {
    let run = try runTool(["locales", "--icu", "--format", "json"])
    #expect(run.status == 0)
    struct Entry: Decodable { let locale: String }
    let entries = try run.json([Entry].self)
    #expect(entries.count > 700)
    #expect(entries.contains { $0.locale == "zh-Hant-HK" })
  }
}
