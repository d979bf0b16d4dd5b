import Foundation
import SolspotKit

/// `solspot-bench curve [SPOTS] [DAYS] [STORE]`: a year of hourly readings for 100 spots; day
/// curve and DLI for every spot, reading them from SQLite included (docs/benchmarks.md, "Day
/// curve and DLI"). With STORE, the store is kept there and reused when it exists.
enum CurveBenchmark {
  static let benchmark = Benchmark(
    name: "curve",
    summary: "day curve and DLI for 100 spots with a year of hourly readings each (from SQLite)",
    run: run)

  static func run(_ arguments: [String]) throws {
    let spotCount = arguments.first.flatMap(Int.init) ?? 100
    let days = arguments.dropFirst().first.flatMap(Int.init) ?? 365
    let kept = arguments.dropFirst(2).first
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-curve-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = kept ?? folder.appendingPathComponent("spots.sqlite").path
    if kept == nil || !FileManager.default.fileExists(atPath: path) {
      try makeStore(path: path, spots: spotCount, days: days)
    }
    let season = try measure(path: path, scope: .season, runs: 5)
    let used = try measure(path: path, scope: .used, runs: 11)
    guard used.light == season.light else {
      throw BenchmarkFailure("the curves from the readings used differ from the season's")
    }
    for (name, figures) in [("used", used), ("season", season)] {
      print(
        "curve: open + read + curve + DLI for \(figures.spots) spots, scope \(name) "
          + "(\(figures.read) readings read, \(figures.usedReadings) used): wall median "
          + "\(StoreBenchmark.ms(figures.wall.median)) ms (max \(StoreBenchmark.ms(figures.wall.max))), "
          + "CPU median \(StoreBenchmark.ms(figures.cpu.median)) ms; of which the store read "
          + "\(StoreBenchmark.ms(figures.readWall.median)) ms wall; \(figures.runs) runs")
    }
    print(
      "curve: load average \(loadAverage()); the used scope's curves and DLIs equal the "
        + "season's, and it is \(NumberText.fixed(season.wall.median / used.wall.median, 1))× "
        + "faster")
  }

  /// The figures of one scope's runs.
  struct Figures {
    var spots = 0
    var read = 0
    var usedReadings = 0
    var runs = 0
    var wall = Spread()
    var cpu = Spread()
    var readWall = Spread()
    /// Every spot's hours and DLI ends, to compare scopes.
    var light: [[Double]] = []
  }

  /// The median and maximum of some runs' seconds.
  struct Spread {
    var values: [Double] = []
    var median: Double { values.sorted()[values.count / 2] }
    var max: Double { values.max() ?? 0 }
  }

  /// Opens the store, reads every spot's lighting of `scope`, and makes each spot's day curve
  /// and DLI, `runs` times.
  static func measure(path: String, scope: SpotLighting.Scope, runs: Int) throws -> Figures {
    var figures = Figures(runs: runs)
    for _ in 0..<runs {
      let cpuStart = processCPUSeconds()
      let ((lighting, light), seconds) = try Stopwatch.time {
        () throws -> (([SpotLighting], Double), [[Double]]) in
        let lighting = try Stopwatch.time { try SpotStore(path: path).allLighting(scope: scope) }
        var light: [[Double]] = []
        light.reserveCapacity(lighting.result.count)
        for spot in lighting.result {
          let curve = try DayCurve(
            samples: spot.samples, location: spot.spot.location, lamp: spot.lamp)
          let dli = DailyLightIntegral(curve: curve)
          figures.usedReadings += curve.usedReadings.count
          light.append(
            curve.hours.flatMap { [$0.total.point, $0.total.lower, $0.total.upper] }
              + [dli.point, dli.lower, dli.upper])
        }
        return ((lighting.result, lighting.seconds), light)
      }
      figures.cpu.values.append(processCPUSeconds() - cpuStart)
      figures.wall.values.append(seconds)
      figures.readWall.values.append(lighting.1)
      figures.spots = lighting.0.count
      figures.read = lighting.0.reduce(0) { $0 + $1.samples.count }
      figures.light = light
    }
    figures.usedReadings /= runs
    return figures
  }

  /// Makes the store: `spots` spots at 35–60° N with hourly readings for `days` days.
  static func makeStore(path: String, spots spotCount: Int, days: Int) throws {
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
  }

  /// The CPU time of this process, in seconds (all threads, SQLite's included).
  static func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The machine's load averages over 1, 5 and 15 minutes, as `/proc/loadavg` gives them.
  static func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return "unknown"
    }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
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
