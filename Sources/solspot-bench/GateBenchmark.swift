import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many samples per second the capture gate takes: the app feeds it at 30–60 Hz, so
/// anything in the millions costs nothing.
///
///   swift run -c release solspot-bench gate [SAMPLES]
///
/// Two streams, each an hour at 60 Hz made once and fed repeatedly (each pass starts with a
/// step back in time, which restarts settling once an hour):
/// - `cycles`: 10 s cycles of tilted, lowered, settling and 8 s ready, at four light levels:
///   one commit (one ``LuxEstimator`` estimate) per cycle, as an app that measures spot after
///   spot would see;
/// - `steady`: flat and still throughout: the per-sample cost alone.
enum GateBenchmark {
  static let benchmark = Benchmark(
    name: "gate",
    summary: "samples per second through the capture gate (flatness, motion, settling, commits)",
    run: run)

  static func run(_ arguments: [String]) throws {
    let total = arguments.first.flatMap { Int($0) } ?? 50_000_000
    let profile = try DeviceProfileCatalog.builtIn().profile(named: "iphone-15-front")
    let estimator = try LuxEstimator(
      profile: try profile ?? DeviceProfileCatalog.builtIn().generic)
    var random = SyntheticCapture.Random(seed: 9)
    let count = 3_600 * 60
    let cycles = try (0..<count).map { index in
      try makeSample(SyntheticCapture.benchmarkSample(at: Double(index) / 60, random: &random))
    }
    let steady = try (0..<count).map { index in
      var sample = SyntheticCapture.benchmarkSample(at: 5, random: &random)
      sample.t = Double(index) / 60
      return try makeSample(sample)
    }
    for (name, samples) in [("cycles", cycles), ("steady", steady)] {
      var gate = CaptureGate(estimator: estimator)
      var changes = 0
      var commits = 0
      var fed = 0
      let cpuStart = threadCPUSeconds()
      let (_, seconds) = Stopwatch.time {
        while fed < total {
          for sample in samples where gate.add(sample) {
            changes += 1
            if gate.isCommitted { commits += 1 }
          }
          fed += samples.count
        }
      }
      let cpu = threadCPUSeconds() - cpuStart
      print(
        "gate \(name): \(fed) samples in \(NumberText.fixed(seconds, 3)) s = "
          + "\(Int(Double(fed) / seconds)) samples per second; on the CPU "
          + "\(NumberText.fixed(cpu, 3)) s = \(Int(Double(fed) / cpu)) per second "
          + "(\(changes) changes of state, \(commits) commits)")
    }
  }

  /// The CPU time of this thread, in seconds: unlike the wall clock, it does not count the
  /// time other processes on a busy machine take.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func makeSample(_ sample: SyntheticCapture.Sample) throws -> CaptureSample {
    try CaptureSample(
      timestamp: sample.t, exposureDuration: sample.exposureDuration, iso: sample.iso,
      lensAperture: sample.lensAperture, exposureTargetOffset: sample.offset,
      isAdjustingExposure: sample.isAdjusting,
      gravity: try Gravity(x: sample.gravity.x, y: sample.gravity.y, z: sample.gravity.z),
      clippedFraction: sample.clipped)
  }
}
