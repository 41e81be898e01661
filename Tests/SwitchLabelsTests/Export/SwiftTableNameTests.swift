import Foundation
import Testing

@testable import SwitchLabels

/// The Swift table's type and case names: a name the generated code uses is refused, any other
/// valid one compiles.
@Suite("Swift table names")
struct SwiftTableNameTests {
  static let service = LabelService(measurer: EstimatingMeasurer())

  static func export(prefix: String?, geometries: [Geometry] = [.iOSClassic]) throws -> LabelExport
  {
    try LabelExport(
      service: service, geometries: geometries, locales: [try LocaleID("de")],
      options: ExportOptions(keyPrefix: prefix),
      generatedBy: AuditReport.Generator(tool: "test", version: "0"))
  }

  @Test(
    "A type name the generated code uses is refused",
    arguments: [
      "String", "Int", "Bool", "Double", "UInt32", "Array", "Self", "Sendable", "Hashable",
      "State", "Image", "Labels", "Geometry", "Visual", "Rung", "Direction", "Never", "Any",
    ])
  func reservedTypeNames(_ name: String) throws {
    #expect(throws: ExportError.reservedTypeName(name)) {
      try ExportFormat.swift.write(try Self.export(prefix: name))
    }
  }

  @Test("A geometry whose case would be init, rawValue or allCases is refused")
  func reservedCases() throws {
    for name in ["init", "raw-value", "all_cases", "self"] {
      var geometry = Geometry.iOSClassic
      geometry.name = name
      let export = try Self.export(prefix: nil, geometries: [geometry])
      #expect(throws: (any Error).self, "\(name)") { try ExportFormat.swift.write(export) }
    }
  }

  @Test("Unusual names that are free compile with swiftc")
  func freeNamesCompile() throws {
    var odd = Geometry.iOSClassic
    odd.name = "switch"  // a keyword, written as `switch`
    let source = try ExportFormat.swift.write(
      try Self.export(prefix: "SettingsSwitchLabels", geometries: [odd, .gtk3Adwaita]))[0]
      .contents
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-table-names-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try
      (source + "\nprint(SettingsSwitchLabels.labels(for: \"de\", geometry: .switch).on.spoken)\n")
      .write(
        to: file, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("table").path
    let compiled = try SwiftCompiler.run(SwiftCompiler.swiftc, [file.path, "-o", binary])
    #expect(compiled.status == 0, "\(compiled.stderr)")
    let run = try SwiftCompiler.run(binary, [])
    #expect(run.stdout == "Ein\n" || run.stdout == "An\n", "\(run.stdout)")
  }
}
