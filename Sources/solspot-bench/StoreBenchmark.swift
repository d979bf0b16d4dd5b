import Foundation
import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The saved-spot store at the size of a very keen user: 1,000 spots and 100,000 readings.
///
/// Measures insert throughput with one transaction per reading and with one per batch, then
/// the library calls and the `solspot` process wall time of `spot list`, `history`, `compare`
/// and `seasons` (with its plants), and of `plants --spot` (release builds; the `solspot`
/// binary is found next to this one); the integrity check a write pays once, a write
/// command's process time, imports of many new spots, and the `sqlite3` command-line tool
/// running the same list and history queries on the same file (`StoreBenchmark+Peer.swift`).
/// A third argument keeps a copy of the store at that path.
enum StoreBenchmark {
  static let benchmark = Benchmark(
    name: "store",
    summary: "saved-spot store: inserts per second, and list/history/compare/seasons times",
    run: run)

  static func run(_ arguments: [String]) throws {
    let spotCount = arguments.first.flatMap { Int($0) } ?? 1_000
    let readingCount = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("spots.sqlite").path
    // A third argument keeps a copy of the finished store there, for timing other commands.
    let keep = arguments.dropFirst(2).first
    let store = try SpotStore(path: path)

    let created = try require(Timestamp(iso8601: "2025-01-01T00:00Z"))
    let (spots, spotSeconds) = try Stopwatch.time {
      try (0..<spotCount).map { index in
        try store.add(
          try NewSpot(name: "spot \(index)", room: "room \(index % 12)", createdAt: created))
      }
    }
    print("store: \(spotCount) spots added one per transaction in \(ms(spotSeconds)) ms")

    let readings = try makeReadings(spots: spots, count: readingCount)
    let single = min(5_000, readingCount)
    let (_, singleSeconds) = try Stopwatch.time {
      try store.add(Array(readings.prefix(single)), batchSize: 1)
    }
    print(
      "store: \(single) readings, one transaction each: \(rate(single, singleSeconds)) per second")
    let rest = Array(readings.dropFirst(single))
    let (_, batchSeconds) = try Stopwatch.time { try store.add(rest, batchSize: 1_000) }
    print(
      "store: \(rest.count) readings, 1,000 per transaction: \(rate(rest.count, batchSeconds)) "
        + "per second")
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    print("store: \(try store.readingCount()) readings, file \(size / 1_000_000) MB")

    let bands = try BandTable.builtIn()
    let (a, b) = ("spot 17", "spot 42")
    // As the commands do: each reading re-derived with its device's current profile, the
    // profiles the readings name decoded alone, one derivation per command.
    func derivation(_ readings: [Reading]) throws -> ReadingDerivation {
      try ReadingDerivation(
        profiles: try Set(readings.map(\.deviceID)).sorted()
          .compactMap(DeviceProfileCatalog.builtInProfile(id:)))
    }
    try timeLibrary("list") { _ = try store.listings() }
    try timeLibrary("list, latest readings re-derived, band verdicts") {
      let latest = try store.listings().compactMap(\.latest)
      let derived = try derivation(latest)
      for reading in derived.rederive(latest) { _ = derived.bandVerdict(of: reading) }
    }
    try timeLibrary("history") { _ = try store.spotWithReadings(named: a) }
    try timeLibrary("compare, re-derived") {
      let first = try store.spotWithReadings(named: a).readings.map(\.reading)
      let second = try store.spotWithReadings(named: b).readings.map(\.reading)
      let derived = try derivation(first + second)
      _ = LightComparison(derived.rederive(first), derived.rederive(second), bands: bands)
    }
    try timeLibrary("seasons, re-derived") {
      let (spot, stored) = try store.spotWithReadings(named: a)
      let readings = stored.map(\.reading)
      _ = SeasonalReport(
        readings: try derivation(readings).rederive(readings), location: spot.location,
        bands: bands)
    }
    let plants = try PlantCatalog.builtIn().plants
    let matcher = PlantMatcher(bands: bands)
    try timeLibrary("seasons with plants (catalog loaded)") {
      let (spot, stored) = try store.spotWithReadings(named: a)
      let report = SeasonalReport(
        readings: stored.map(\.reading), location: spot.location, bands: bands)
      _ = SeasonalPlants(report: report, plants: plants, matcher: matcher)
    }
    try timeLibrary("plants --spot (catalog loaded)") {
      let readings = try store.spotWithReadings(named: a).readings.map(\.reading)
      guard let level = ReadingSummary(readings, bands: bands) else { return }
      _ = matcher.matches(plants, spot: .level(level))
    }
    try timeLibrary("quick_check (once, before a store's first write)") {
      _ = try store.quickCheck()
    }
    try timeLibrary("fingerprint of the whole file (instead, when it is as last left)") {
      _ = StoreFingerprint.of(path: path)
    }
    for count in [4_000, 8_000] { try timeImport(folder: folder, newSpots: count) }
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("solspot")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      print("store: no solspot binary at \(binary.path); run 'swift build -c release' first")
      return
    }
    var medians: [String: Double] = [:]
    for command in [["list"], ["history", a], ["compare", a, b], ["seasons", a]] {
      medians[command[0]] = try timeProcess(binary, ["spot"] + command + ["--store", path])
    }
    // A write: the file's fingerprint, equal to the one the last writer recorded, or (with the
    // record removed) the quick_check of the whole file; then one UPDATE.
    let set = ["spot", "set", a, "--room", "room 5", "--store", path]
    try timeProcess(binary, set, label: "solspot spot set (file as the last writer left it)")
    try timeProcess(
      binary, set, label: "solspot spot set (no record: quick_check of the whole file)",
      before: { unlink(path + "-checked") })
    // The plant catalog is read only for a band change or a named plant; --plant forces it.
    try timeProcess(binary, ["spot", "seasons", a, "--plant", "snake plant", "--store", path])
    try timeProcess(binary, ["plants", "--spot", a, "--store", path])
    try timeProcess(binary, ["--version"])
    try timePeer(path: path, spot: a, solspot: medians)
    if let keep {
      for suffix in ["", "-wal", "-checked"]
      where FileManager.default.fileExists(atPath: path + suffix) {
        try? FileManager.default.removeItem(atPath: keep + suffix)
        try FileManager.default.copyItem(atPath: path + suffix, toPath: keep + suffix)
      }
      print("store: kept a copy at \(keep)")
    }
  }

  /// Readings spread over a year (so every season has some), 100 per spot, nine in ten from
  /// one device and the rest from another.
  static func makeReadings(spots: [SavedSpot], count: Int) throws -> [(
    spot: SpotID, reading: Reading
  )] {
    let catalog = try DeviceProfileCatalog.builtIn()
    let devices = try ["iphone-15-front", "iphone-12-front"].map { id in
      try LuxEstimator(profile: try require(catalog.profile(named: id)))
    }
    var estimates: [LuxEstimate] = []
    for index in 0..<64 {
      let shutter = 1.0 / Double(30 + index * 60)
      let exposure = try Exposure(fNumber: 1.9, exposureTime: shutter, iso: 50)
      estimates.append(devices[index % 10 == 9 ? 1 : 0].estimate(exposure))
    }
    let start: Int64 = 1_735_689_600  // 2025-01-01T00:00Z
    let step: Int64 = 31_536_000 / Int64(max(1, count))
    return try (0..<count).map { index in
      let seconds: Int64 = start + Int64(index) * step
      let time = try require(Timestamp(secondsSince1970: seconds, utcOffsetMinutes: 60))
      let reading = Reading(
        estimate: estimates[index % estimates.count], takenAt: time, source: .manual)
      return (spots[index % spots.count].id, reading)
    }
  }

  static func timeLibrary(_ name: String, _ body: () throws -> Void) throws {
    var times: [Double] = []
    for _ in 0..<21 { times.append(try Stopwatch.time(body).seconds) }
    times.sort()
    print("store: library \(name): median \(ms(times[10])) ms, max \(ms(times[20])) ms")
  }

  /// The wall time of one `solspot` process, from spawn to exit, with `posix_spawn` and
  /// `waitpid` (Foundation's `Process` adds tens of milliseconds of its own on Linux).
  ///
  /// - Returns: The median, in seconds.
  @discardableResult
  static func timeProcess(
    _ binary: URL, _ arguments: [String], label: String? = nil, before: () -> Void = {}
  ) throws -> Double {
    var times: [Double] = []
    for _ in 0..<11 {
      before()
      let (status, seconds) = Stopwatch.time { spawn(binary.path, arguments) }
      guard status == 0 else {
        throw BenchmarkFailure(
          "\(binary.lastPathComponent) \(arguments.joined(separator: " ")) failed (\(status))")
      }
      times.append(seconds)
    }
    times.sort()
    let name =
      label ?? "solspot " + arguments.prefix { $0 != "--store" }.joined(separator: " ")
    print("store: process \(name): median \(ms(times[5])) ms, max \(ms(times[10])) ms")
    return times[5]
  }

  /// Runs `path` with `arguments`, output to /dev/null, and returns its exit status.
  static func spawn(_ path: String, _ arguments: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status >> 8) & 0xFF
  }

  static func require<T>(_ value: T?) throws -> T {
    guard let value else { throw BenchmarkFailure("a fixed benchmark value was invalid") }
    return value
  }

  static func ms(_ seconds: Double) -> String {
    String(Double(Int(seconds * 10_000)) / 10)
  }

  static func rate(_ count: Int, _ seconds: Double) -> Int { Int(Double(count) / seconds) }
}

/// A benchmark that could not run.
struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
