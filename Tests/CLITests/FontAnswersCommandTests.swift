import Foundation
import Testing

@testable import switch_labels

/// The command line keeps fontconfig's answers in the user's cache folder: the same report with
/// or without them, and none written when asked not to.
@Suite("Font answers in the cache folder")
struct FontAnswersCommandTests {
  @Test("The folder follows XDG_CACHE_HOME, else ~/.cache; SWITCH_LABELS_NO_CACHE turns it off")
  func folder() {
    #expect(
      LabelOptions.fontAnswersFolder(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])
        == "/c/switch-labels")
    #expect(
      LabelOptions.fontAnswersFolder(environment: ["HOME": "/h"]) == "/h/.cache/switch-labels")
    // A relative XDG_CACHE_HOME is ignored, as the XDG rules say.
    #expect(
      LabelOptions.fontAnswersFolder(environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"])
        == "/h/.cache/switch-labels")
    #expect(LabelOptions.fontAnswersFolder(environment: ["XDG_CACHE_HOME": "c"]) == nil)
    #expect(LabelOptions.fontAnswersFolder(environment: [:]) == nil)
    #expect(
      LabelOptions.fontAnswersFolder(environment: ["HOME": "/h", "SWITCH_LABELS_NO_CACHE": "1"])
        == nil)
    #expect(
      LabelOptions.fontAnswersFolder(environment: ["HOME": "/h", "SWITCH_LABELS_NO_CACHE": ""])
        == "/h/.cache/switch-labels")
  }

  @Test("An audit writes its answers once and gives the same report from them")
  func sameReport() throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let arguments = [
      "audit", "--format", "json", "--locales", "de,ja,ar,hi,zh-Hant-HK", "--preset",
      "ios,material3",
    ]
    let environment = ["XDG_CACHE_HOME": cache.path]
    let folder = cache.appendingPathComponent("switch-labels")
    let first = try runTool(arguments, environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.count == 1 && names[0].hasPrefix("font-answers-"), "\(names)")
    let file = folder.appendingPathComponent(names[0])
    let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]
    let second = try runTool(arguments, environment: environment)
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    // Every answer came from the file: it was not written again.
    #expect(
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        == modified as? Date)
    let uncached = try runTool(
      arguments, environment: ["XDG_CACHE_HOME": cache.path, "SWITCH_LABELS_NO_CACHE": "1"])
    #expect(uncached.stdout == first.stdout)
  }

  @Test("No answers are written with SWITCH_LABELS_NO_CACHE, and an unwritable folder is no error")
  func off() throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let arguments = ["resolve", "--locale", "de", "--format", "json"]
    let off = try runTool(
      arguments, environment: ["XDG_CACHE_HOME": cache.path, "SWITCH_LABELS_NO_CACHE": "yes"])
    #expect(off.status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: cache.appendingPathComponent("switch-labels").path))
    // The cache folder's place is a file: the run still succeeds, with the same output.
    let blocked = cache.appendingPathComponent("blocked")
    try Data("x".utf8).write(to: blocked)
    let run = try runTool(arguments, environment: ["XDG_CACHE_HOME": blocked.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == off.stdout)
  }
}
