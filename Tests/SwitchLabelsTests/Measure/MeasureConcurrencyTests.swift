import Testing

@testable import SwitchLabels

/// Many tasks measuring at once get exactly what one task gets.
@Suite(
  "Measuring concurrently", .tags(.shaping),
  .enabled(if: TestFonts.allInstalled, "a Noto font (fonts-noto-core, fonts-noto-cjk) is missing"))
struct MeasureConcurrencyTests {
  static let labels: [(text: String, family: String, locale: String)] = [
    ("Désactivé", "DejaVu Sans", "fr"), ("Выключено", "Noto Sans", "ru"),
    ("إيقاف التشغيل", "Noto Sans", "ar"), ("बंद करें", "Noto Sans", "hi"),
    ("ปิดใช้งาน", "DejaVu Sans", "th"), ("オフにする", "Noto Sans", "ja"),
    ("끄기", "Noto Sans", "ko"), ("Wi-Fi 開啟", "Noto Sans", "zh-Hant"), ("😀 On", "DejaVu Sans", "en"),
  ]

  @Test("Concurrent measurements equal sequential ones", arguments: [0, 4096])
  func concurrentEqualsSequential(cacheCapacity: Int) async throws {
    let requests = try Self.labels.map { label in
      (label.text, FontSpec(family: label.family, size: 15), try LocaleID(label.locale))
    }
    let expected = try requests.map {
      try HarfBuzzMeasurer(cacheCapacity: 0).measure($0.0, font: $0.1, locale: $0.2)
    }
    let shared = HarfBuzzMeasurer(cacheCapacity: cacheCapacity)
    let results = try await withThrowingTaskGroup(of: [TextMeasurement].self) { group in
      for task in 0..<16 {
        group.addTask {
          var results: [TextMeasurement] = []
          for round in 0..<20 {
            // Each task walks the labels from a different starting point.
            for index in requests.indices {
              let request = requests[(index + task + round) % requests.count]
              results.append(try shared.measure(request.0, font: request.1, locale: request.2))
            }
          }
          return results
        }
      }
      var all: [[TextMeasurement]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 16)
    for measurements in results {
      for measurement in measurements {
        let index = try #require(requests.firstIndex { $0.0 == measurement.text })
        #expect(measurement == expected[index])
      }
    }
  }

  @Test("Concurrent first use of new fonts loads each face safely")
  func concurrentFontLoading() async throws {
    // Fresh sizes and weights make every resolve miss the caches at the same time.
    let families = TestFonts.families
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, family) in families.enumerated() {
        for copy in 0..<3 {
          group.addTask {
            let measurer = HarfBuzzMeasurer(cacheCapacity: 0)
            let font = FontSpec(
              family: family, size: 11 + Double(copy), weight: 400 + 100 * (index % 4))
            let measured = try measurer.measure("On 1", font: font, locale: .english)
            #expect(measured.width > 0)
          }
        }
      }
      try await group.waitForAll()
    }
  }
}
