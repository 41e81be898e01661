// The audit: the full default matrix in process, the same strings measured by Pango and by our
// measurer, and the command line end to end (wall time and peak memory of its own process).

import Foundation
import SwitchLabels

extension Benchmark {
  /// "audit · 805 locales × 6 presets" (and × 3 text sizes, within 3× of it), "Pango · the audit's strings" and "HarfBuzzMeasurer ·
  /// the audit's strings", plus the `switch-labels audit` process (see ``addAuditProcessBenchmark()``).
  mutating func addAuditBenchmarks() {
    let service = LabelService(measurer: HarfBuzzMeasurer())
    guard let auditor = try? Auditor(service: service, geometries: Geometry.presets) else {
      note("skipped audit: the presets do not resolve here")
      return
    }
    let locales = LocaleID.icuAvailable
    let auditTitle = "audit · \(locales.count) locales × \(Geometry.presets.count) presets"
    add(auditTitle) { iterations in
      for _ in 0..<iterations {
        do { blackHole(try auditor.run(locales: locales).rows.count) } catch {}
      }
    }
    // Text size as one more axis: three times the rows, the locale's own work done once, and
    // a measurer whose cache holds every size's measurements (as `audit --text-size` makes).
    let sizes: [TextSize] = [.standard, .large, .maximum]
    let sizedService = LabelService(
      measurer: HarfBuzzMeasurer(cacheCapacity: HarfBuzzMeasurer.defaultCacheCapacity * sizes.count)
    )
    if let sized = try? Auditor(
      service: sizedService, geometries: Geometry.presets, textSizes: sizes)
    {
      let sizedTitle = auditTitle + " × 3 text sizes"
      add(sizedTitle) { iterations in
        for _ in 0..<iterations {
          do { blackHole(try sized.run(locales: locales).rows.count) } catch {}
        }
      }
    }
    addAuditReportBenchmark(auditor: auditor, locales: locales)

    // The strings the ladder measures in the matrix: every catalog text of both states, in each
    // preset's case and font, with the catalog's language.
    var strings: [(text: String, font: FontSpec, locale: LocaleID)] = []
    var seen: Set<String> = []
    for geometry in Geometry.presets {
      for locale in CatalogSet.bundled.locales {
        guard let catalog = CatalogSet.bundled.catalog(for: locale) else { continue }
        for text in catalog.on.texts + catalog.off.texts {
          let drawn = geometry.textCase.apply(to: text, in: locale)
          if seen.insert("\(drawn)|\(geometry.font)|\(locale)").inserted {
            strings.append((drawn, geometry.font, locale))
          }
        }
      }
    }
    // Grouped by language, then font: each engine switches language as little as it can.
    strings.sort { ($0.locale.tag, "\($0.font)") < ($1.locale.tag, "\($1.font)") }
    let uncached = HarfBuzzMeasurer(cacheCapacity: 0)
    let oursTitle = "HarfBuzzMeasurer · the audit's \(strings.count) strings"
    add(oursTitle) { iterations in
      for _ in 0..<iterations {
        for string in strings {
          do {
            blackHole(try uncached.measure(string.text, font: string.font, locale: string.locale))
          } catch {}
        }
      }
    }
    if let pango = Pango() {
      let pangoTitle = "Pango · the audit's \(strings.count) strings"
      add(pangoTitle) { iterations in
        for _ in 0..<iterations {
          for string in strings { blackHole(pango.width(string.text, string.font, string.locale)) }
        }
      }
    } else {
      note("Pango comparison skipped: libpangoft2-1.0.so.0 could not be loaded")
    }
  }

  /// "AuditReport · the audit's rows": the report's own pass over an audit's rows (its font list
  /// and its summary), next to a copy of every row once, which it must stay within 3× of.
  ///
  /// It runs on one thread after the parallel audit, before anything is written. Reading rows
  /// in place, counting in flat arrays and adding each measured font array once keep it close
  /// to one copy (1.0–1.3×); it took 4.3× when every row was copied, a set made per row, counts kept
  /// in dictionaries keyed by name and each row's fonts hashed again.
  private mutating func addAuditReportBenchmark(auditor: Auditor, locales: [LocaleID]) {
    guard let report = try? auditor.run(locales: locales) else { return }
    let rows = report.rows
    let copyTitle = "every row of the audit copied once (\(rows.count) rows)"
    add(copyTitle) { iterations in
      for _ in 0..<iterations {
        var copied: [AuditRow] = []
        copied.reserveCapacity(rows.count)
        for row in rows { copied.append(row) }
        blackHole(copied.count)
      }
    }
    let reportTitle = "AuditReport · the audit's \(rows.count) rows (font list and summary)"
    add(reportTitle) { iterations in
      for _ in 0..<iterations {
        let rebuilt = AuditReport(
          generatedBy: report.generatedBy, catalogs: report.catalogs,
          geometries: report.geometries, rows: rows, textSizes: report.textSizes)
        blackHole(rebuilt.summary.rows + rebuilt.fonts.count)
      }
    }
  }

  /// The main job and its siblings as a user runs them: `switch-labels` (beside this binary) in
  /// its own process, nothing kept on disk between runs, against the user-level budgets.
  ///
  /// - `audit` (805 locales × 6 presets, the terminal table): median wall time ≤ 0.5 s, ≤ 10× a
  ///   one-locale audit process run right before each, peak resident memory ≤ 64 MiB;
  /// - `audit --format json`: ≤ 1.0 s;
  /// - `export --format <f>` of the same matrix, every format: ≤ 1.0 s.
  ///
  /// Call it first, while this process is small: Linux gives a child the parent's memory
  /// high-water mark when it starts a new program, so `ru_maxrss` is only the child's own figure
  /// when the parent is smaller than the child.
  mutating func addAuditProcessBenchmark() {
    once("switch-labels audit process") {
      let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("switch-labels").path
      guard FileManager.default.isExecutableFile(atPath: tool) else {
        return ([], "switch-labels audit process: not measured (build it: swift build -c release)")
      }
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("switch-labels-bench-\(getpid())").path
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      func runs(_ arguments: [String], count: Int) -> [ProcessRun]? {
        var runs: [ProcessRun] = []
        for _ in 0..<count {
          guard let run = Self.spawn(tool, arguments) else { return nil }
          runs.append(run)
        }
        return runs
      }
      var full: [ProcessRun] = []
      var single: [ProcessRun] = []
      for _ in 0..<7 {
        guard let one = Self.spawn(tool, ["audit", "--locales", "de"]),
          let all = Self.spawn(tool, ["audit"])
        else { return ([], "switch-labels audit process: failed to run") }
        single.append(one)
        full.append(all)
      }
      let wall = Self.median(full.map(\.seconds))
      let oneWall = Self.median(single.map(\.seconds))
      let mebibytes = Double(full.map(\.kib).max() ?? 0) / 1024
      let ratio = wall / max(oneWall, 1e-6)
      var checks = [
        CheckResult(
          description: "switch-labels audit (805 locales × 6 presets), median wall time (s)",
          value: wall, limit: 0.5, passed: wall <= 0.5),
        CheckResult(
          description: "switch-labels audit, peak RSS (MiB)", value: mebibytes, limit: 64,
          passed: mebibytes <= 64),
        CheckResult(
          description: "switch-labels audit  ÷  switch-labels audit --locales de (wall)",
          value: ratio, limit: 10, passed: ratio <= 10),
      ]
      // (name, arguments, budget in seconds): JSON and the exports 1 s; one segmented control
      // across 805 locales × 2 segmented presets 0.5 s, as the switch matrix.
      let siblings: [(String, [String], Double)] =
        [
          (
            "audit --format json", ["audit", "--format", "json", "--output", folder + "/a.json"], 1
          ),
          (
            "audit segmented (805 locales × 2 presets, Day | Week | Month)",
            ["audit", "segmented", "--segments", "Day,Week,Month", "--width", "240"], 0.5
          ),
        ]
        + ExportFormat.allCases.map { format in
          (
            "export --format \(format.rawValue)",
            ["export", "--format", format.rawValue, "--output", folder + "/\(format.rawValue)"], 1
          )
        }
      for (name, arguments, budget) in siblings {
        guard let measured = runs(arguments, count: 3) else {
          return (checks, "switch-labels \(name): failed to run")
        }
        let seconds = Self.median(measured.map(\.seconds))
        checks.append(
          CheckResult(
            description: "switch-labels \(name), median wall time (s)", value: seconds,
            limit: budget, passed: seconds <= budget))
      }
      // Several reports from one run cost at most 10% more than the slowest alone (JSON).
      let reports = ["html", "sarif", "junit", "markdown"].flatMap {
        ["--report", "\($0):\(folder)/r.\($0)"]
      }
      guard
        let alone = runs(["audit", "--format", "json", "--output", folder + "/j.json"], count: 5),
        let together = runs(
          ["audit", "--format", "json", "--output", folder + "/k.json"] + reports, count: 5)
      else { return (checks, "switch-labels audit --report: failed to run") }
      let several = Self.median(together.map(\.seconds)) / Self.median(alone.map(\.seconds))
      checks.append(
        CheckResult(
          description: "audit --format json with 4 more --report  ÷  audit --format json (wall)",
          value: several, limit: 1.1, passed: several <= 1.1))
      return (
        checks,
        "switch-labels audit: 805 locales × 6 presets in its own process, median of 7 runs, "
          + "each paired with a one-locale audit (\(Self.format(oneWall)) s median); CPU "
          + "\(Self.format(Self.median(full.map(\.cpuSeconds)))) s; JSON and exports: median of 3"
      )
    }
  }

  /// One finished process: wall time, CPU time (user + system) and `ru_maxrss` (KiB).
  private struct ProcessRun {
    let seconds: Double
    let cpuSeconds: Double
    let kib: Int
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  private static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

  /// Runs a program (this process's environment with `environment` set), waits for it, and
  /// returns its wall time, CPU time and peak memory.
  private static func spawn(
    _ path: String, _ arguments: [String], environment: [String: String] = [:]
  ) -> ProcessRun? {
    var pid: pid_t = 0
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let clock = ContinuousClock()
    let started = clock.now
    guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    let elapsed = clock.now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    func time(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
    return ProcessRun(
      seconds: seconds, cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime),
      kib: Int(usage.ru_maxrss))
  }
}

/// Pango, loaded at run time (the machine has the library, not its headers): one FreeType font map
/// at 72 dpi (1 pt = 1 px), one reused layout, the font by family, weight and absolute size, the
/// language as an attribute; the width is the layout's logical width.
///
/// What a Linux developer measuring label text with a text stack would do.
private final class Pango {
  private typealias NewFontMap = @convention(c) () -> OpaquePointer?
  private typealias SetResolution = @convention(c) (OpaquePointer?, Double, Double) -> Void
  private typealias CreateContext = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias NewLayout = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias DescriptionFromString = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias SetAbsoluteSize = @convention(c) (OpaquePointer?, Double) -> Void
  private typealias SetWeight = @convention(c) (OpaquePointer?, Int32) -> Void
  private typealias SetFontDescription = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
  private typealias SetText = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void
  private typealias LanguageFromString = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias AttributeLanguageNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias AttributeListNew = @convention(c) () -> OpaquePointer?
  private typealias AttributeListInsert = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
  private typealias SetAttributes = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
  private typealias AttributeListUnref = @convention(c) (OpaquePointer?) -> Void
  private typealias GetExtents =
    @convention(c) (
      OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Void

  private let layout: OpaquePointer
  private let context: OpaquePointer
  private let describe: DescriptionFromString
  private let setAbsoluteSize: SetAbsoluteSize
  private let setWeight: SetWeight
  private let setFontDescription: SetFontDescription
  private let setText: SetText
  private let languageFromString: LanguageFromString
  private let attributeLanguageNew: AttributeLanguageNew
  private let attributeListNew: AttributeListNew
  private let attributeListInsert: AttributeListInsert
  private let setAttributes: SetAttributes
  private let attributeListUnref: AttributeListUnref
  private let getExtents: GetExtents
  private var descriptions: [FontSpec: OpaquePointer] = [:]
  private var currentFont: FontSpec?
  private var currentLanguage: String?

  init?() {
    guard let ft2 = dlopen("libpangoft2-1.0.so.0", RTLD_NOW),
      let pango = dlopen("libpango-1.0.so.0", RTLD_NOW)
    else { return nil }
    func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String, _ type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let newFontMap = symbol(ft2, "pango_ft2_font_map_new", NewFontMap.self),
      let setResolution = symbol(ft2, "pango_ft2_font_map_set_resolution", SetResolution.self),
      let createContext = symbol(pango, "pango_font_map_create_context", CreateContext.self),
      let newLayout = symbol(pango, "pango_layout_new", NewLayout.self),
      let describe = symbol(
        pango, "pango_font_description_from_string", DescriptionFromString.self),
      let setAbsoluteSize = symbol(
        pango, "pango_font_description_set_absolute_size", SetAbsoluteSize.self),
      let setWeight = symbol(pango, "pango_font_description_set_weight", SetWeight.self),
      let setFontDescription = symbol(
        pango, "pango_layout_set_font_description", SetFontDescription.self),
      let setText = symbol(pango, "pango_layout_set_text", SetText.self),
      let languageFromString = symbol(pango, "pango_language_from_string", LanguageFromString.self),
      let attributeLanguageNew = symbol(
        pango, "pango_attr_language_new", AttributeLanguageNew.self),
      let attributeListNew = symbol(pango, "pango_attr_list_new", AttributeListNew.self),
      let attributeListInsert = symbol(pango, "pango_attr_list_insert", AttributeListInsert.self),
      let setAttributes = symbol(pango, "pango_layout_set_attributes", SetAttributes.self),
      let attributeListUnref = symbol(pango, "pango_attr_list_unref", AttributeListUnref.self),
      let getExtents = symbol(pango, "pango_layout_get_extents", GetExtents.self),
      let fontMap = newFontMap()
    else { return nil }
    setResolution(fontMap, 72, 72)
    guard let context = createContext(fontMap), let layout = newLayout(context) else { return nil }
    self.context = context
    self.layout = layout
    self.describe = describe
    self.setAbsoluteSize = setAbsoluteSize
    self.setWeight = setWeight
    self.setFontDescription = setFontDescription
    self.setText = setText
    self.languageFromString = languageFromString
    self.attributeLanguageNew = attributeLanguageNew
    self.attributeListNew = attributeListNew
    self.attributeListInsert = attributeListInsert
    self.setAttributes = setAttributes
    self.attributeListUnref = attributeListUnref
    self.getExtents = getExtents
  }

  /// The logical width of `text` in Pango units / 1024 (pixels).
  func width(_ text: String, _ font: FontSpec, _ locale: LocaleID) -> Int32 {
    if font != currentFont, case .family(let family) = font.source {
      currentFont = font
      let description: OpaquePointer?
      if let known = descriptions[font] {
        description = known
      } else {
        description = describe(family)
        setAbsoluteSize(description, font.size * 1024)
        setWeight(description, Int32(font.weight))
        if let description { descriptions[font] = description }
      }
      setFontDescription(layout, description)
    }
    if locale.tag != currentLanguage {
      currentLanguage = locale.tag
      let attributes = attributeListNew()
      attributeListInsert(attributes, attributeLanguageNew(languageFromString(locale.tag)))
      setAttributes(layout, attributes)
      attributeListUnref(attributes)
    }
    setText(layout, text, -1)
    var logical = (x: Int32(0), y: Int32(0), width: Int32(0), height: Int32(0))
    withUnsafeMutableBytes(of: &logical) { getExtents(layout, nil, $0.baseAddress) }
    return logical.width / 1024
  }
}
