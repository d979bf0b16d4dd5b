import Testing

@testable import SolspotKit

/// Issue 14's promise, as properties over many seeded cases: a reading consistent with the
/// others never makes a level or a ratio less of an answer. There is no "not known" to fall
/// into any more; what is checked is that the interval does not widen into uselessness and the
/// direction of a comparison stays.
@Suite("Levels and ratios only sharpen with consistent readings")
struct LevelPropertyTests {
  let bands: BandTable
  let devices = ["generic", "iphone-15-front"]

  init() throws { bands = try BandTable.builtIn() }

  /// A reading whose shutter is 1/2^`log2Shutter` s: its point is proportional to 2^log2Shutter.
  func reading(_ log2Shutter: Double, device: String, day: Int) throws -> Reading {
    let time = "2025-06-\(day < 10 ? "0" : "")\(day)T12:00+02:00"
    return try Readings.make(shutter: Math.exp2(log2Shutter), device: device, at: time)
  }

  /// Readings of one spot: `count` of them around `centre` (log2 shutter), spread by `spread`.
  func readings(
    centre: Double, spread: Double, count: Int, device: String,
    _ generator: inout SeededGenerator
  ) throws -> [Reading] {
    try (0..<count).map { day in
      try reading(
        centre + spread * Double.random(in: -1...1, using: &generator), device: device,
        day: day + 1)
    }
  }

  /// log2 of an interval's width.
  func width(_ interval: LuxInterval) -> Double { Math.log2(interval.upper / interval.lower) }

  /// A log2 shutter whose reading lies inside `summary`'s 50% interval, and for the same
  /// device: the level's point moved by a share of that interval.
  func consistent(
    with summary: ReadingSummary, example: Reading, _ generator: inout SeededGenerator
  ) throws -> Double {
    let distribution = try #require(summary.distribution)
    let point = try #require(summary.value?.point)
    let stops = distribution.centralInterval(try #require(Confidence(0.5)))
    let offset = Double.random(in: stops.lowerBound...stops.upperBound, using: &generator)
    // The reading's point scales with its shutter number: shift the example's by the offset.
    let examplePoint = try #require(example.value.point)
    let examplesShutter = Math.log2(1 / example.exposure.exposureTime)
    return examplesShutter + Math.log2(point / examplePoint) + offset
  }

  @Test("a consistent reading never widens a level into uselessness nor moves it far")
  func levels() throws {
    var generator = SeededGenerator(seed: 14)
    var checked = 0
    for _ in 0..<120 {
      let device = devices.randomElement(using: &generator) ?? "generic"
      let count = Int.random(in: 1...5, using: &generator)
      let spread = Double.random(in: 0...2, using: &generator)
      let before = try readings(
        centre: Double.random(in: 4...11, using: &generator), spread: spread, count: count,
        device: device, &generator)
      let old = try #require(ReadingSummary(before, bands: bands))
      let oldInterval = try #require(old.value?.interval)
      let added = try reading(
        try consistent(with: old, example: before[0], &generator), device: device, day: 20)
      let new = try #require(ReadingSummary(before + [added], bands: bands))
      let newInterval = try #require(new.value?.interval, "a level is always given")
      let point = try #require(new.value?.point)
      #expect(oldInterval.contains(point), "the level stays inside its old interval")
      #expect(
        width(newInterval) <= width(oldInterval) + 0.01,
        "\(count) readings spread \(spread): \(width(oldInterval)) → \(width(newInterval))")
      checked += 1
    }
    #expect(checked == 120)
  }

  @Test("a consistent reading never turns a comparison's direction nor widens it")
  func ratios() throws {
    var generator = SeededGenerator(seed: 41)
    var checked = 0
    for _ in 0..<120 {
      let device = devices.randomElement(using: &generator) ?? "generic"
      let centre = Double.random(in: 5...10, using: &generator)
      let gap = Double.random(in: 1.5...5, using: &generator)
      let spread = Double.random(in: 0...1.5, using: &generator)
      let counts = (
        Int.random(in: 1...4, using: &generator), Int.random(in: 1...4, using: &generator)
      )
      // Spot a reads brighter: a larger shutter number (a shorter time) means more light.
      let a = try readings(
        centre: centre + gap, spread: spread, count: counts.0, device: device, &generator)
      let b = try readings(
        centre: centre, spread: spread, count: counts.1, device: device, &generator)
      let old = try #require(LightComparison(a, b, bands: bands))
      let oldProbability = try #require(old.probabilityFirstBrighter)
      guard oldProbability >= 0.8 else { continue }
      guard case .estimate(_, let oldLower, let oldUpper, _) = old.ratio else {
        Issue.record("expected an estimate")
        continue
      }
      let added = try reading(
        try consistent(with: old.first, example: a[0], &generator), device: device, day: 20)
      let new = try #require(LightComparison(a + [added], b, bands: bands))
      guard case .estimate(_, let newLower, let newUpper, _) = new.ratio else {
        Issue.record("a consistent reading gave no ratio")
        continue
      }
      let probability = try #require(new.probabilityFirstBrighter)
      #expect(probability > 0.5, "the likelier side stays: \(oldProbability) → \(probability)")
      #expect(
        Math.log2(newUpper / newLower) <= Math.log2(oldUpper / oldLower) + 0.01,
        "\(counts): \(oldLower)–\(oldUpper) → \(newLower)–\(newUpper)")
      checked += 1
    }
    #expect(checked > 60)
  }
}
