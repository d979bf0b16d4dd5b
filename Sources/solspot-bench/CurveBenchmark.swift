import Foundation
import SolspotKit

/// `solspot-bench curve [SPOTS] [DAYS]`: a year of hourly readings for 100 spots; day curve and
/// DLI for every spot, reading them from SQLite included (docs/benchmarks.md, "Day curve").
enum CurveBenchmark {
  static let benchmark = Benchmark(
    name: "curve",
    summary: "day curve and DLI for 100 spots with a year of hourly readings each (from SQLite)",
    run: run)

  static func run(_ arguments: [String]) throws {
    let spotCount = arguments.first.flatMap(Int.init) ?? 100
    let days = arguments.dropFirst().first.flatMap(Int.init) ?? 365
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-curve-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("spots.sqlite").path
    let store = try SpotStore(path: path)
    var spots: [SavedSpot] = []
    for index in 0..<spotCount {
      let spot = try NewSpot(
        name: "spot \(index)", location: .latitude(35 + Double(index % 26)),
        createdAt: try StoreBenchmark.require(
          Timestamp(secondsSince1970: 1_735_689_600, utcOffsetMinutes: 60)))
      spots.append(try store.add(spot))
    }
    let (readings, made) = try Stopwatch.time { try makeReadings(spots: spots, days: days) }
    let (_, inserted) = try Stopwatch.time { try store.add(readings, batchSize: 20_000) }
    print(
      "curve: \(spotCount) spots, \(readings.count) readings (\(days) days, hourly); made in "
        + "\(StoreBenchmark.ms(made)) ms, inserted in \(StoreBenchmark.ms(inserted)) ms")
    var all: [Double] = []
    var reads: [Double] = []
    var curves = 0
    var used = 0
    for _ in 0..<11 {
      let (count, seconds) = try Stopwatch.time { () throws -> (Int, Int, Double) in
        let (lighting, read) = try Stopwatch.time { try SpotStore(path: path).allLighting() }
        var total = 0.0
        var usedReadings = 0
        for spot in lighting {
          let curve = try DayCurve(
            readings: spot.readings.map(\.reading), location: spot.spot.location, lamp: spot.lamp)
          total += DailyLightIntegral(curve: curve).point
          usedReadings += curve.usedReadings.count
        }
        return (lighting.count, usedReadings, read + total * 0)
      }
      curves = count.0
      used = count.1
      reads.append(count.2)
      all.append(seconds)
    }
    all.sort()
    reads.sort()
    print(
      "curve: open + read + curve + DLI for \(curves) spots (\(used) readings used): median "
        + "\(StoreBenchmark.ms(all[5])) ms, max \(StoreBenchmark.ms(all[10])) ms; of which the "
        + "store read median \(StoreBenchmark.ms(reads[5])) ms")
  }

  /// Hourly readings following the sun at each spot's latitude: a fraction of the outdoor
  /// daylight, varying by spot, through estimates of one profile; night readings dark.
  static func makeReadings(spots: [SavedSpot], days: Int) throws -> [(
    spot: SpotID, reading: Reading
  )] {
    let catalog = try DeviceProfileCatalog.builtIn()
    let estimator = try LuxEstimator(
      profile: try StoreBenchmark.require(catalog.profile(named: "iphone-15-front")))
    // Estimates a quarter stop apart, from 1/2 s to 1/8000 s at ISO 50 and 400.
    var estimates: [(log2: Double, estimate: LuxEstimate)] = []
    for iso in [400.0, 50] {
      for step in 0..<56 {
        let time = 0.5 / Math.exp2(Double(step) / 4)
        let estimate = estimator.estimate(try Exposure(fNumber: 1.9, exposureTime: time, iso: iso))
        if let point = estimate.value.point { estimates.append((Math.log2(point), estimate)) }
      }
    }
    estimates.sort { $0.log2 < $1.log2 }
    func nearest(_ lux: Double) -> LuxEstimate {
      let target = Math.log2(max(lux, 0.1))
      var best = estimates[0]
      for candidate in estimates where abs(candidate.log2 - target) < abs(best.log2 - target) {
        best = candidate
      }
      return best.estimate
    }
    let start: Int64 = 1_735_689_600
    var readings: [(spot: SpotID, reading: Reading)] = []
    readings.reserveCapacity(spots.count * days * 24)
    for (index, spot) in spots.enumerated() {
      let latitude = spot.location.latitude ?? 50
      let fraction = 0.02 + 0.003 * Double(index % 30)
      for hour in 0..<(days * 24) {
        let seconds = start + Int64(hour) * 3_600 + Int64(index * 60)
        let sun = SolarCalculator.position(
          julianDay: SolarCalculator.julianDay(unixSeconds: Double(seconds)), latitude: latitude,
          longitude: 15)
        let outdoor = sun.elevation > 0 ? 300 + 21_000 * Math.sin(sun.elevation * .pi / 180) : 0
        let time = try StoreBenchmark.require(
          Timestamp(secondsSince1970: seconds, utcOffsetMinutes: 60))
        readings.append(
          (spot.id, Reading(estimate: nearest(outdoor * fraction), takenAt: time, source: .manual)))
      }
    }
    return readings
  }
}

/// Elementary functions for the benchmark's generator.
enum Math {
  static func log2(_ x: Double) -> Double { Foundation.log2(x) }
  static func exp2(_ x: Double) -> Double { Foundation.exp2(x) }
  static func sin(_ x: Double) -> Double { Foundation.sin(x) }
}
